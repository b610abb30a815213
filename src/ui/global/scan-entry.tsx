import { Button, InputGroup, Intent, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { SCAN_FIELD_ATTRIBUTE } from '../../application/scanning/keyboard-wedge.port';
import { useService } from '../di/container-context';
import { ScannerSlotStore } from './global-tokens';

/**
 * A scanning screen's entry row: the big scan field (Enter submits what was typed), confirm, and the camera.
 * `beside` sits right after the field (the documents' count); `testId` names the field where a screen's tests
 * know it by another name.
 */
export function ScanEntry(props: {
  field: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder: string;
  icon: IconName;
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  beside?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const scanner = useService<ScannerSlotStore>(ScannerSlotStore);
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
        data-testid={props.testId ?? 'scan-input'}
        aria-label={props.label}
        placeholder={props.placeholder}
        leftIcon={props.icon}
        value={props.value}
        onValueChange={props.onChange}
      />
      {props.beside}
      <Button type="submit" size="large" intent={Intent.PRIMARY} icon="key-enter" aria-label="Potvrdit kód" />
      <Button
        size="large"
        icon="camera"
        aria-label="Skenovat kamerou"
        onClick={() => scanner.open()}
        data-testid="open-camera"
      />
      {props.children}
    </form>
  );
}
