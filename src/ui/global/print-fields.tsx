import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { PrinterDto, TemplateDto } from '../../application/printing/printing-api.port';

/** A printer by identifier; those whose computer is not connected say so. */
export function PrinterSelect(props: {
  label: string;
  printers: readonly PrinterDto[];
  value: string | null | undefined;
  onChange: (identifier: string | null) => void;
  testId?: string;
}) {
  const id = `printer-${props.testId ?? props.label}`;
  return (
    <FormGroup label={props.label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        data-testid={props.testId}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.currentTarget.value || null)}
      >
        <option value="">— žádná —</option>
        {props.printers.map((p) => (
          <option key={p.id} value={p.identifier}>
            {p.name} ({p.computer.name}){p.is_present ? '' : ' – offline'}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

export function TemplateSelect(props: {
  label: string;
  templates: readonly TemplateDto[];
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  testId?: string;
}) {
  const id = `template-${props.testId ?? props.label}`;
  return (
    <FormGroup label={props.label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        data-testid={props.testId}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      >
        <option value="">— žádná —</option>
        {props.templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
