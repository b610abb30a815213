import { FormGroup, HTMLSelect } from '@blueprintjs/core';

/**
 * Which part of a combined code ("12*24") is the number of pieces, when both parts are numbers
 * (eshops.multiean_delimiters.num). Nastavení and /eans edit the same value: both show it so, in one
 * wording, with an example in each option.
 */
export function QuantityPartSelect(props: { id: string; value: number; onChange(value: number): void }) {
  return (
    <FormGroup label="Počet kusů v kódu ze dvou čísel je" labelFor={props.id}>
      <HTMLSelect
        id={props.id}
        value={props.value === 2 ? 2 : 1}
        onChange={(e) => props.onChange(Number(e.target.value))}
        options={[
          { value: 1, label: 'první číslo (12*8594…)' },
          { value: 2, label: 'druhé číslo (8594…*12)' },
        ]}
      />
    </FormGroup>
  );
}
