import { FormGroup, HTMLSelect } from '@blueprintjs/core';

/**
 * A select of fixed choices (the key is what is stored, the text what is shown), typed by its keys so
 * a screen needs no cast; labelled by a form label when `label` is given, by `ariaLabel` otherwise.
 */
export function ChoiceSelect<V extends string>(props: {
  id?: string;
  label?: string;
  ariaLabel?: string;
  helperText?: string;
  fill?: boolean;
  value: V;
  choices: Readonly<Record<V, string>>;
  onChange: (value: V) => void;
}) {
  const select = (
    <HTMLSelect
      id={props.id}
      fill={props.fill}
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value as V)}
    >
      {(Object.entries(props.choices) as [V, string][]).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </HTMLSelect>
  );
  if (props.label === undefined) return select;
  return (
    <FormGroup label={props.label} labelFor={props.id} helperText={props.helperText}>
      {select}
    </FormGroup>
  );
}
