import { Button, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

/** A one-field form: type a name, Enter or the button submits, then the field clears. */
export function NameForm({
  placeholder,
  buttonText,
  onSubmit,
  disabled,
  testId,
}: {
  placeholder: string;
  buttonText: string;
  onSubmit: (name: string) => unknown;
  disabled?: boolean;
  testId?: string;
}) {
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    void Promise.resolve(onSubmit(name.trim())).then(() => setName(''));
  };
  return (
    <form className="sk-layout__form" onSubmit={submit} data-testid={testId}>
      <InputGroup
        size="small"
        value={name}
        placeholder={placeholder}
        aria-label={placeholder}
        onValueChange={setName}
      />
      <Button size="small" type="submit" icon="add" text={buttonText} disabled={disabled || !name.trim()} />
    </form>
  );
}

/** Shows a name with a rename button; editing swaps in a field (Escape cancels). */
export function RenameField({
  value,
  label,
  onRename,
  disabled,
}: {
  value: string;
  label: string;
  onRename: (name: string) => unknown;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <span className="sk-layout__name">
        <strong>{value}</strong>
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          aria-label={`Přejmenovat ${label}`}
          title="Přejmenovat"
          disabled={disabled}
          onClick={() => setDraft(value)}
        />
      </span>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = draft.trim();
    setDraft(null);
    if (name && name !== value) void onRename(name);
  };
  return (
    <form className="sk-layout__form" onSubmit={submit}>
      <InputGroup
        size="small"
        autoFocus
        value={draft}
        aria-label={`Nový název: ${label}`}
        onValueChange={setDraft}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      <Button size="small" type="submit" icon="tick" aria-label="Uložit název" />
      <Button
        size="small"
        variant="minimal"
        icon="cross"
        aria-label="Zrušit přejmenování"
        onClick={() => setDraft(null)}
      />
    </form>
  );
}

/** ↑/↓ buttons: reordering without a mouse (and the fallback to drag and drop on phones). */
export function MoveButtons({
  label,
  index,
  count,
  onMove,
  disabled,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (delta: number) => unknown;
  disabled?: boolean;
}) {
  return (
    <span className="sk-layout__move">
      <Button
        size="small"
        variant="minimal"
        icon="arrow-up"
        aria-label={`Posunout ${label} nahoru`}
        disabled={disabled || index === 0}
        onClick={() => void onMove(-1)}
      />
      <Button
        size="small"
        variant="minimal"
        icon="arrow-down"
        aria-label={`Posunout ${label} dolů`}
        disabled={disabled || index >= count - 1}
        onClick={() => void onMove(1)}
      />
    </span>
  );
}
