import { formatDayCs } from '../../domain/dates/format-date';
import { Button, Callout, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { ProductImage } from './product-image';
import type { ScannedListViewModel } from './scanned-list.view-model';

/** What a screen shows on its rows beside the list's own data; each part is optional. */
export interface ScannedLineDetails {
  /** The product's image address, or null. */
  imageOf?(line: ScannedLine): string | null;
  /** What the location holds of the product ("na pozici: N ks"), or null. */
  heldOf?(line: ScannedLine): number | null;
  /** A warning on the line (FEFO, B9), or null. */
  warningOf?(line: ScannedLine): string | null;
  /** A new batch may be typed (stock-in, counting); otherwise a batch is only chosen from the product's. */
  readonly createsBatches?: boolean;
}

function batchLabel(line: ScannedLine, list: ScannedListViewModel): string | null {
  const b = line.batch;
  if (!b) return null;
  if (b.kind === 'new') return `nová šarže ${b.name}${b.expiresAt ? ` (exp. ${b.expiresAt})` : ''}`;
  const known = list.productOf(line)?.sarze.find((s) => s.id === b.id);
  return known
    ? `šarže ${known.name}${known.expires_at ? ` (exp. ${formatDayCs(known.expires_at)})` : ''}`
    : `šarže ${b.id}`;
}

/**
 * One product of a scanned list, the row every scanning screen shows: amount with big +/− buttons and a
 * typed amount, its batch, a warning, and why the last submit refused it. Its actions go to the list.
 */
export const ScannedLineView = observer(function ScannedLineView({
  list,
  line,
  details = {},
}: {
  list: ScannedListViewModel;
  line: ScannedLine;
  details?: ScannedLineDetails;
}) {
  const product = list.productOf(line);
  const image = details.imageOf?.(line) ?? null;
  const error = list.errorOf(line);
  const fefo = details.warningOf?.(line) ?? null;
  const showsBatch = line.requireBatch || (product?.sarze.length ?? 0) > 0 || line.batch !== null;
  const held = details.heldOf?.(line) ?? null;
  return (
    <li
      className={`sk-line${error ? ' sk-line--error' : ''}`}
      data-testid="scanned-line"
      data-code={line.code}
      data-amount={line.amount}
    >
      <div className="sk-line__head">
        {image && <ProductImage className="sk-line__image" src={image} />}
        <div className="sk-line__names">
          <strong className="sk-line__name">{product?.name ?? line.code}</strong>
          {product?.variant.name && <span className="sk-line__variant">{product.variant.name}</span>}
          <span className="sk-line__codes">
            {line.code}
            {line.ean ? ` · ${line.ean}` : ''}
          </span>
        </div>
        <Button
          variant="minimal"
          icon="trash"
          aria-label={`Odebrat ${line.code}`}
          onClick={() => list.lineRemoved(line)}
        />
      </div>
      <div className="sk-line__amount">
        <Button
          size="large"
          icon="minus"
          aria-label="Ubrat kus"
          disabled={line.amount <= 1}
          onClick={() => list.amountChanged(line, line.amount - 1)}
        />
        <AmountField list={list} line={line} />
        <Button
          size="large"
          icon="plus"
          aria-label="Přidat kus"
          onClick={() => list.amountChanged(line, line.amount + 1)}
        />
        <span className="sk-line__unit">ks</span>
        {line.isMultiean && (
          <Tag minimal intent={Intent.PRIMARY}>
            multi-EAN
          </Tag>
        )}
        {held !== null && <Tag minimal>na pozici: {held} ks</Tag>}
      </div>
      {showsBatch && (
        <BatchPicker list={list} line={line} label={batchLabel(line, list)} creates={!!details.createsBatches} />
      )}
      {fefo && (
        <Callout intent={Intent.WARNING} compact className="sk-line__fefo" data-testid="fefo-warning">
          {fefo}
        </Callout>
      )}
      {error && (
        <Callout intent={Intent.DANGER} compact className="sk-line__error" role="alert">
          {error}
        </Callout>
      )}
    </li>
  );
});

/**
 * The amount as a person edits a number: the field may be empty while typing, nothing changes
 * until Enter or leaving the field, and a refused entry says why and shows the line's amount again.
 */
function AmountField({ list, line }: { list: ScannedListViewModel; line: ScannedLine }) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Reads the field itself: a scan that lands here restores the typed text and leaves the field in the
  // same task, before React has rendered that text into `text`.
  const commit = (typed: string) => {
    if (text === null && typed === String(line.amount)) return;
    setError(list.amountTyped(line, typed));
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

const BatchPicker = observer(function BatchPicker({
  list,
  line,
  label,
  creates,
}: {
  list: ScannedListViewModel;
  line: ScannedLine;
  label: string | null;
  creates: boolean;
}) {
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const batches = list.productOf(line)?.sarze ?? [];
  const selected = line.batch?.kind === 'existing' ? String(line.batch.id) : '';
  return (
    <div className="sk-line__batch">
      {label ? (
        <Tag intent={Intent.SUCCESS} minimal>
          {label}
        </Tag>
      ) : (
        line.requireBatch && <Tag intent={Intent.WARNING}>Vyberte šarži</Tag>
      )}
      {creates ? (
        creating ? (
          <div className="sk-line__new-batch">
            <InputGroup placeholder="Název šarže" value={name} onValueChange={setName} aria-label="Název nové šarže" />
            <InputGroup type="date" value={expiry} onValueChange={setExpiry} aria-label="Datum expirace" />
            <Button
              intent={Intent.PRIMARY}
              text="Použít"
              disabled={!name.trim()}
              onClick={() => {
                list.newBatchEntered(line, name, expiry || null);
                setCreating(false);
              }}
            />
            <Button variant="minimal" text="Zrušit" onClick={() => setCreating(false)} />
          </div>
        ) : (
          <div className="sk-line__batch-choose">
            {batches.length > 0 && (
              <BatchSelect
                batches={batches}
                selected={selected}
                onChange={(id) => list.existingBatchChosen(line, id)}
              />
            )}
            <Button variant="outlined" icon="add" text="Nová šarže" onClick={() => setCreating(true)} />
          </div>
        )
      ) : (
        batches.length > 0 && (
          <BatchSelect batches={batches} selected={selected} onChange={(id) => list.existingBatchChosen(line, id)} />
        )
      )}
    </div>
  );
});

function BatchSelect({
  batches,
  selected,
  onChange,
}: {
  batches: Array<{ id: number; name: string; expires_at: string | null }>;
  selected: string;
  onChange: (id: number) => void;
}) {
  return (
    <HTMLSelect
      aria-label="Šarže"
      value={selected}
      onChange={(e) => {
        if (e.currentTarget.value) onChange(Number(e.currentTarget.value));
      }}
    >
      <option value="">Šarže…</option>
      {batches.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
          {b.expires_at ? ` (exp. ${formatDayCs(b.expires_at)})` : ''}
        </option>
      ))}
    </HTMLSelect>
  );
}
