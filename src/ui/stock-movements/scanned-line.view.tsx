import { formatDayCs } from '../../domain/dates/format-date';
import { Button, Callout, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { ProductImage } from '../global/product-image';
import type { ProductActionViewModel } from './product-action.view-model';

function batchLabel(line: ScannedLine, vm: ProductActionViewModel): string | null {
  const b = line.batch;
  if (!b) return null;
  if (b.kind === 'new') return `nová šarže ${b.name}${b.expiresAt ? ` (exp. ${b.expiresAt})` : ''}`;
  const known = vm.productOf(line)?.sarze.find((s) => s.id === b.id);
  return known
    ? `šarže ${known.name}${known.expires_at ? ` (exp. ${formatDayCs(known.expires_at)})` : ''}`
    : `šarže ${b.id}`;
}

/** One product of the scanned list: amount with big +/− buttons, its batch, and why it was refused. */
export const ScannedLineView = observer(function ScannedLineView({
  vm,
  line,
}: {
  vm: ProductActionViewModel;
  line: ScannedLine;
}) {
  const product = vm.productOf(line);
  const image = vm.imageOf(line);
  const error = vm.errorOf(line);
  const fefo = vm.fefoNoticeOf(line);
  const showsBatch = line.requireBatch || (product?.sarze.length ?? 0) > 0 || line.batch !== null;
  const held = product && vm.spec.kind !== 'in' ? product.amount : null;
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
          onClick={() => vm.lineRemoved(line)}
        />
      </div>
      <div className="sk-line__amount">
        <Button
          size="large"
          icon="minus"
          aria-label="Ubrat kus"
          disabled={line.amount <= 1}
          onClick={() => vm.amountChanged(line, line.amount - 1)}
        />
        <AmountField vm={vm} line={line} />
        <Button
          size="large"
          icon="plus"
          aria-label="Přidat kus"
          onClick={() => vm.amountChanged(line, line.amount + 1)}
        />
        <span className="sk-line__unit">ks</span>
        {line.isMultiean && (
          <Tag minimal intent={Intent.PRIMARY}>
            multi-EAN
          </Tag>
        )}
        {held !== null && <Tag minimal>na pozici: {held} ks</Tag>}
      </div>
      {showsBatch && <BatchPicker vm={vm} line={line} label={batchLabel(line, vm)} />}
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
function AmountField({ vm, line }: { vm: ProductActionViewModel; line: ScannedLine }) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Reads the field itself: a scan that lands here restores the typed text and leaves the field in the
  // same task, before React has rendered that text into `text`.
  const commit = (typed: string) => {
    if (text === null && typed === String(line.amount)) return;
    setError(vm.amountTyped(line, typed));
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
  vm,
  line,
  label,
}: {
  vm: ProductActionViewModel;
  line: ScannedLine;
  label: string | null;
}) {
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const batches = vm.productOf(line)?.sarze ?? [];
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
      {vm.spec.kind === 'in' || vm.spec.kind === 'check' ? (
        creating ? (
          <div className="sk-line__new-batch">
            <InputGroup placeholder="Název šarže" value={name} onValueChange={setName} aria-label="Název nové šarže" />
            <InputGroup type="date" value={expiry} onValueChange={setExpiry} aria-label="Datum expirace" />
            <Button
              intent={Intent.PRIMARY}
              text="Použít"
              disabled={!name.trim()}
              onClick={() => {
                vm.newBatchEntered(line, name, expiry || null);
                setCreating(false);
              }}
            />
            <Button variant="minimal" text="Zrušit" onClick={() => setCreating(false)} />
          </div>
        ) : (
          <div className="sk-line__batch-choose">
            {batches.length > 0 && (
              <BatchSelect batches={batches} selected={selected} onChange={(id) => vm.existingBatchChosen(line, id)} />
            )}
            <Button variant="outlined" icon="add" text="Nová šarže" onClick={() => setCreating(true)} />
          </div>
        )
      ) : (
        batches.length > 0 && (
          <BatchSelect batches={batches} selected={selected} onChange={(id) => vm.existingBatchChosen(line, id)} />
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
