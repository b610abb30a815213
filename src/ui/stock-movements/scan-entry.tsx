import { Button, InputGroup, Intent, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { SCAN_FIELD_ATTRIBUTE } from '../../application/stock-movements/keyboard-wedge.port';

/** A scanning screen's entry row: the big scan field (Enter submits what was typed), confirm, and the camera. */
export function ScanEntry(props: {
  field: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder: string;
  icon: IconName;
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  openCamera?: () => void;
  children?: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
    props.field.current?.focus();
  };
  return (
    <form className="sk-scan__entry" onSubmit={submit}>
      <InputGroup
        inputRef={props.field}
        size="large"
        fill
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...{ [SCAN_FIELD_ATTRIBUTE]: '' }}
        data-testid="scan-input"
        aria-label={props.label}
        placeholder={props.placeholder}
        leftIcon={props.icon}
        value={props.value}
        onValueChange={props.onChange}
      />
      <Button type="submit" size="large" intent={Intent.PRIMARY} icon="key-enter" aria-label="Potvrdit kód" />
      {props.openCamera && (
        <Button
          size="large"
          icon="camera"
          aria-label="Skenovat kamerou"
          onClick={props.openCamera}
          data-testid="open-camera"
        />
      )}
      {props.children}
    </form>
  );
}
