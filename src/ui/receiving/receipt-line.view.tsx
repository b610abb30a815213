import { formatDayCs } from '../../domain/dates/format-date';
import { Button, Callout, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { ReceiptLinesViewModel } from './receipt-lines.view-model';

/** A product being received now: its amount (from 0, by scans or typed) and, where required, its batch and expiry. */
export const ReceiptLine = observer(function ReceiptLine({
  vm,
  line,
}: {
  vm: ReceiptLinesViewModel;
  line: ScannedLine;
}) {
  const product = vm.productOf(line);
  const listed = vm.lineOf(line.code);
  const error = vm.errorOf(line);
  return (
    <li className={`sk-line${error ? ' sk-line--error' : ''}`} data-testid="receipt-line" data-code={line.code}>
      <div className="sk-line__head">
        <div className="sk-line__names">
          <strong className="sk-line__name">{product?.name ?? line.code}</strong>
          <span className="sk-line__codes">
            {line.code}
            {listed
              ? ` · očekáváno ${listed.amount_expected}, naskladněno ${listed.amount_stocked_up}`
              : ' · není na seznamu'}
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
          onClick={() => void vm.amountChanged(line, line.amount - 1)}
        />
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
            if (Number.isFinite(n) && n !== line.amount) void vm.amountChanged(line, n);
          }}
        />
        <Button
          size="large"
          icon="plus"
          aria-label="Přidat kus"
          onClick={() => void vm.amountChanged(line, line.amount + 1)}
        />
        <span className="sk-line__unit">ks</span>
      </div>
      {(line.requireBatch || line.batch) && <BatchEntry vm={vm} line={line} />}
      {error && (
        <Callout intent={Intent.DANGER} compact role="alert">
          {error}
        </Callout>
      )}
    </li>
  );
});

const BatchEntry = observer(function BatchEntry({ vm, line }: { vm: ReceiptLinesViewModel; line: ScannedLine }) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const known = vm.productOf(line)?.sarze ?? [];
  const batch = line.batch;
  if (batch) {
    const label =
      batch.kind === 'new'
        ? `nová šarže ${batch.name}${batch.expiresAt ? `, exp. ${batch.expiresAt}` : ''}`
        : `šarže ${known.find((b) => b.id === batch.id)?.name ?? batch.id}`;
    return (
      <Tag intent={Intent.SUCCESS} minimal data-testid="receipt-batch">
        {label}
      </Tag>
    );
  }
  return (
    <div className="sk-ao__batch" data-testid="batch-entry">
      <Tag intent={Intent.WARNING}>Zadejte šarži a expiraci</Tag>
      {known.length > 0 && (
        <HTMLSelect
          aria-label="Šarže"
          value=""
          onChange={(e) => e.currentTarget.value && vm.existingBatchChosen(line, Number(e.currentTarget.value))}
        >
          <option value="">Existující šarže…</option>
          {known.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
              {b.expires_at ? ` (exp. ${formatDayCs(b.expires_at)})` : ''}
            </option>
          ))}
        </HTMLSelect>
      )}
      <InputGroup placeholder="Název šarže" aria-label="Název šarže" value={name} onValueChange={setName} />
      <InputGroup type="date" aria-label="Datum expirace" value={expiry} onValueChange={setExpiry} />
      <Button
        intent={Intent.PRIMARY}
        text="Použít"
        disabled={!name.trim()}
        onClick={() => vm.newBatchEntered(line, name, expiry || null)}
      />
    </div>
  );
});
