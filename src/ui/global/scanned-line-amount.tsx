import { InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { ScannedLine } from '../../domain/stock/scanned-list';

/**
 * The amount as a person edits a number: the field may be empty while typing, nothing changes
 * until Enter or leaving the field, and a refused entry says why and shows the line's amount again.
 * `typed` checks the text (and may ask about an implausible amount) and answers the refusal, or null.
 */
export function CheckedAmountField({
  line,
  typed,
}: {
  line: ScannedLine;
  typed: (line: ScannedLine, text: string) => string | null;
}) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Reads the field itself: a scan that lands here restores the typed text and leaves the field in the
  // same task, before React has rendered that text into `text`.
  const commit = (entered: string) => {
    if (text === null && entered === String(line.amount)) return;
    setError(typed(line, entered));
    setText(null);
  };
  return (
    <span className="sk-line__amount-field">
      <InputGroup
        size="large"
        className="sk-line__amount-input"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={`Množství ${line.code}`}
        aria-invalid={error !== null}
        intent={error ? Intent.DANGER : Intent.NONE}
        value={text ?? String(line.amount)}
        data-testid="line-amount"
        onFocus={(e) => e.currentTarget.select()}
        onValueChange={(v) => {
          setText(v);
          setError(null);
        }}
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(e.currentTarget.value);
          } else if (e.key === 'Escape') {
            setText(null);
            setError(null);
          }
        }}
      />
      {error && (
        <span className="sk-line__amount-error" role="alert" data-testid="line-amount-error">
          {error}
        </span>
      )}
    </span>
  );
}

/**
 * A receipt's amount (receiving): a number field whose value goes to the list when the field is left; the
 * list asks its own question above the expected amount, and 0 removes the line.
 */
export function ReceiptAmountField({
  line,
  changed,
}: {
  line: ScannedLine;
  changed: (line: ScannedLine, amount: number) => unknown;
}) {
  return (
    <InputGroup
      size="large"
      className="sk-line__amount-input"
      type="number"
      inputMode="numeric"
      aria-label={`Přijímané množství ${line.code}`}
      defaultValue={String(line.amount)}
      key={line.amount}
      data-testid="receipt-amount"
      onBlur={(e) => {
        const n = Number(e.currentTarget.value);
        if (Number.isFinite(n) && n !== line.amount) void changed(line, n);
      }}
    />
  );
}
