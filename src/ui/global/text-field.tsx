import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { HTMLInputTypeAttribute } from 'react';

/** One labelled text input of a form, its label tied to it by id (so screen readers and tests find it). */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'decimal' | 'text';
  autoFocus?: boolean;
  helperText?: string;
  /**
   * Enter in this field does this instead of submitting the form: a scanner ends every code with
   * Enter, and a code scanned into one field of a form must not send the rest half-filled.
   */
  onEnter?: () => void;
}) {
  const onEnter = props.onEnter;
  return (
    <FormGroup label={props.label} labelFor={props.id} helperText={props.helperText}>
      <InputGroup
        id={props.id}
        type={props.type}
        inputMode={props.inputMode}
        autoFocus={props.autoFocus}
        value={props.value}
        onValueChange={props.onChange}
        onKeyDown={
          onEnter &&
          ((e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onEnter();
          })
        }
      />
    </FormGroup>
  );
}

/** One field of a `TextFields` list: which string of the form it edits and how it is labelled. */
export interface TextFieldSpec<F> {
  key: keyof F & string;
  id: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'decimal' | 'text';
  autoFocus?: boolean;
  helperText?: string;
  onEnter?: () => void;
}

/** The text fields of a form over one object of strings, each change handed on as a one-key patch. */
export function TextFields<F extends object>(props: {
  form: F;
  fields: readonly TextFieldSpec<F>[];
  onChange: (patch: Partial<F>) => void;
}) {
  return (
    <>
      {props.fields.map(({ key, ...field }) => (
        <TextField
          key={key}
          {...field}
          value={String(props.form[key] ?? '')}
          onChange={(value) => props.onChange({ [key]: value } as Partial<F>)}
        />
      ))}
    </>
  );
}
