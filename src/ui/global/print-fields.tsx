import type { PrinterDto, TemplateDto } from '../../application/printing/printing-api.port';
import { NoneOrSelect } from './none-or-select';

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
      fill
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
      fill
      label={props.label}
      testId={props.testId}
      value={props.value}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      options={props.templates.map((t) => ({ key: t.id, value: t.id, label: t.name }))}
    />
  );
}
