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
