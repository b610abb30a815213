import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { SELECT_MENU_MAX_HEIGHT_PX } from '../../domain/navigation/ui-constants';
import './select-menu.css';

export interface SelectOption<V> {
  value: V;
  label: string;
}

/**
 * A select whose menu drops below its button and scrolls within SPEC 9's select-menu height, so a
 * long list stays within one screen on a phone. Plain markup with Blueprint's menu classes: the
 * popover engine is not worth its weight in the first screen. Escape or a tap outside closes it.
 */
export function SelectMenu<V extends string | number>({
  id,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  id: string;
  value: V | null;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const current = options.find((o) => o.value === value);
  return (
    <div className="sk-select" ref={root}>
      <Button
        id={id}
        fill
        alignText="start"
        endIcon="chevron-down"
        text={current?.label ?? '—'}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        data-value={value ?? ''}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <ul
          role="listbox"
          aria-labelledby={id}
          className="bp6-menu sk-select__menu"
          style={{ maxHeight: SELECT_MENU_MAX_HEIGHT_PX, overflowY: 'auto' }}
          data-testid={testId && `${testId}-menu`}
        >
          {options.map((o) => (
            <li key={o.value} role="option" aria-selected={o.value === value}>
              <button
                type="button"
                className={`bp6-menu-item${o.value === value ? ' bp6-selected' : ''}`}
                onClick={() => {
                  setOpen(false);
                  if (o.value !== value) onChange(o.value);
                }}
              >
                <span className="bp6-text-overflow-ellipsis bp6-fill">{o.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
