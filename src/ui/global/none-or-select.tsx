import { FormGroup, HTMLSelect } from '@blueprintjs/core';

/**
 * A select whose first choice (`noneText`, "— žádná —" unless told) stands for none (null): labelled by
 * a form label when `label` is given, by `ariaLabel` otherwise.
 */
export function NoneOrSelect(props: {
  id?: string;
  label?: string;
  ariaLabel?: string;
  noneText?: string;
  fill?: boolean;
  value: string | number | null | undefined;
  options: readonly { value: string | number; label: string; key: number }[];
  onChange: (value: string | null) => void;
  testId?: string;
}) {
  const select = (
    <HTMLSelect
      id={props.id}
      fill={props.fill}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.currentTarget.value || null)}
    >
      <option value="">{props.noneText ?? '— žádná —'}</option>
      {props.options.map((o) => (
        <option key={o.key} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
  if (props.label === undefined) return select;
  return (
    <FormGroup label={props.label} labelFor={props.id}>
      {select}
    </FormGroup>
  );
}
