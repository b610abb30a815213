import { Button, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { formatDayCs } from '../../domain/dates/format-date';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { ScannedProduct } from '../../application/stock-movements/stock-movements.port';

/** What a row's batch part asks of its list. */
export interface LineBatchActions {
  productOf(line: ScannedLine): ScannedProduct | undefined;
  existingBatchChosen(line: ScannedLine, batchId: number): void;
  newBatchEntered(line: ScannedLine, name: string, expiresAt: string | null): void;
}

export function batchLabel(line: ScannedLine, product: ScannedProduct | undefined): string | null {
  const b = line.batch;
  if (!b) return null;
  if (b.kind === 'new') return `nová šarže ${b.name}${b.expiresAt ? ` (exp. ${b.expiresAt})` : ''}`;
  const known = product?.sarze.find((s) => s.id === b.id);
  return known
    ? `šarže ${known.name}${known.expires_at ? ` (exp. ${formatDayCs(known.expires_at)})` : ''}`
    : `šarže ${b.id}`;
}

/** A scanning screen's batch: chosen from the product's, or (`creates`) a new one typed after "Nová šarže". */
export const BatchPicker = observer(function BatchPicker({
  list,
  line,
  creates,
}: {
  list: LineBatchActions;
  line: ScannedLine;
  creates: boolean;
}) {
  const [creating, setCreating] = useState(false);
  const batches = list.productOf(line)?.sarze ?? [];
  const selected = line.batch?.kind === 'existing' ? String(line.batch.id) : '';
  const label = batchLabel(line, list.productOf(line));
  const choose = (id: number) => list.existingBatchChosen(line, id);
  return (
    <div className="sk-line__batch">
      {label ? (
        <Tag intent={Intent.SUCCESS} minimal>
          {label}
        </Tag>
      ) : (
        line.requireBatch && <Tag intent={Intent.WARNING}>Vyberte šarži</Tag>
      )}
      {creates && creating ? (
        <NewBatchFields
          className="sk-line__new-batch"
          nameLabel="Název nové šarže"
          onEntered={(name, expiry) => {
            list.newBatchEntered(line, name, expiry);
            setCreating(false);
          }}
          after={<Button variant="minimal" text="Zrušit" onClick={() => setCreating(false)} />}
        />
      ) : creates ? (
        <div className="sk-line__batch-choose">
          {batches.length > 0 && <BatchSelect batches={batches} selected={selected} onChange={choose} />}
          <Button variant="outlined" icon="add" text="Nová šarže" onClick={() => setCreating(true)} />
        </div>
      ) : (
        batches.length > 0 && <BatchSelect batches={batches} selected={selected} onChange={choose} />
      )}
    </div>
  );
});

/**
 * A receipt's batch (receiving a list): once set it is only shown; until then the product's batches to choose
 * from and the name and expiry of a new one, all at hand.
 */
export const ReceiptBatchEntry = observer(function ReceiptBatchEntry({
  list,
  line,
}: {
  list: LineBatchActions;
  line: ScannedLine;
}) {
  const product = list.productOf(line);
  const label = batchLabel(line, product);
  if (label)
    return (
      <Tag intent={Intent.SUCCESS} minimal data-testid="receipt-batch">
        {label}
      </Tag>
    );
  const known = product?.sarze ?? [];
  return (
    <NewBatchFields
      className="sk-ao__batch"
      testId="batch-entry"
      nameLabel="Název šarže"
      onEntered={(name, expiry) => list.newBatchEntered(line, name, expiry)}
      before={
        <>
          <Tag intent={Intent.WARNING}>Zadejte šarži a expiraci</Tag>
          {known.length > 0 && (
            <BatchSelect
              batches={known}
              selected=""
              placeholder="Existující šarže…"
              onChange={(id) => list.existingBatchChosen(line, id)}
            />
          )}
        </>
      }
    />
  );
});

/** The name and expiry of a new batch and "Použít", between what the caller puts `before` and `after` them. */
function NewBatchFields({
  className,
  testId,
  nameLabel,
  onEntered,
  before,
  after,
}: {
  className: string;
  testId?: string;
  nameLabel: string;
  onEntered: (name: string, expiresAt: string | null) => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  return (
    <div className={className} data-testid={testId}>
      {before}
      <InputGroup placeholder="Název šarže" aria-label={nameLabel} value={name} onValueChange={setName} />
      <InputGroup type="date" aria-label="Datum expirace" value={expiry} onValueChange={setExpiry} />
      <Button
        intent={Intent.PRIMARY}
        text="Použít"
        disabled={!name.trim()}
        onClick={() => onEntered(name, expiry || null)}
      />
      {after}
    </div>
  );
}

function BatchSelect({
  batches,
  selected,
  placeholder = 'Šarže…',
  onChange,
}: {
  batches: ReadonlyArray<{ id: number; name: string; expires_at: string | null }>;
  selected: string;
  placeholder?: string;
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
      <option value="">{placeholder}</option>
      {batches.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
          {b.expires_at ? ` (exp. ${formatDayCs(b.expires_at)})` : ''}
        </option>
      ))}
    </HTMLSelect>
  );
}
