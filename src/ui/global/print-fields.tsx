import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { PrinterDto, TemplateDto } from '../../application/printing/printing-api.port';

/** A labelled select whose first choice, "— žádná —", stands for none (null). */
function NoneOrSelect(props: {
  id: string;
  label: string;
  value: string | number | null | undefined;
  options: readonly { value: string | number; label: string; key: number }[];
  onChange: (value: string | null) => void;
  testId?: string;
}) {
  return (
    <FormGroup label={props.label} labelFor={props.id}>
      <HTMLSelect
        id={props.id}
        fill
        data-testid={props.testId}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.currentTarget.value || null)}
      >
        <option value="">— žádná —</option>
        {props.options.map((o) => (
          <option key={o.key} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** A printer by identifier; those whose computer is not connected say so. */
export function PrinterSelect(props: {
  label: string;
  printers: readonly PrinterDto[];
  value: string | null | undefined;
  onChange: (identifier: string | null) => void;
  testId?: string;
}) {
  return (
    <NoneOrSelect
      id={`printer-${props.testId ?? props.label}`}
      label={props.label}
      testId={props.testId}
      value={props.value}
      onChange={props.onChange}
      options={props.printers.map((p) => ({
        key: p.id,
        value: p.identifier,
        label: `${p.name} (${p.computer.name})${p.is_present ? '' : ' – offline'}`,
      }))}
    />
  );
}

export function TemplateSelect(props: {
  label: string;
  templates: readonly TemplateDto[];
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  testId?: string;
}) {
  return (
    <NoneOrSelect
      id={`template-${props.testId ?? props.label}`}
      label={props.label}
      testId={props.testId}
      value={props.value}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      options={props.templates.map((t) => ({ key: t.id, value: t.id, label: t.name }))}
    />
  );
}
