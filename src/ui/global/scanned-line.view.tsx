import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { ProductImage } from './product-image';
import { CheckedAmountField, ReceiptAmountField } from './scanned-line-amount';
import { BatchPicker, ReceiptBatchEntry, type LineBatchActions } from './scanned-line-batch';

/** What a row asks of the list it belongs to (ScannedListViewModel; receiving's ReceiptLinesViewModel). */
export interface ScannedLineList extends LineBatchActions {
  errorOf(line: ScannedLine): string | undefined;
  lineRemoved(line: ScannedLine): void;
  /** The − and + buttons (and, on a receipt, the amount typed). */
  amountChanged(line: ScannedLine, amount: number): unknown;
  /** A typed amount, checked (an implausible one asks first): the refusal to show beside the field, or null. */
  amountTyped?(line: ScannedLine, text: string): string | null;
}

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
  /** The text under the name in place of the codes (receiving: what the list expects and has stocked up). */
  codesOf?(line: ScannedLine): string;
  /**
   * A receipt into a shopping list (receiving): amounts from 0 (− on the last piece removes the line), the typed
   * amount goes to `amountChanged` when the field is left, and the batch, where required, is entered by name and
   * expiry or chosen, then only shown. Its rows are `receipt-line`, their fields `receipt-amount`.
   */
  readonly receipt?: boolean;
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
  list: ScannedLineList;
  line: ScannedLine;
  details?: ScannedLineDetails;
}) {
  const product = list.productOf(line);
  const image = details.imageOf?.(line) ?? null;
  const error = list.errorOf(line);
  const fefo = details.warningOf?.(line) ?? null;
  const receipt = details.receipt === true;
  const showsBatch = receipt
    ? line.requireBatch || line.batch !== null
    : line.requireBatch || (product?.sarze.length ?? 0) > 0 || line.batch !== null;
  const held = details.heldOf?.(line) ?? null;
  const typed = list.amountTyped?.bind(list);
  return (
    <li
      className={`sk-line${error ? ' sk-line--error' : ''}`}
      data-testid={receipt ? 'receipt-line' : 'scanned-line'}
      data-code={line.code}
      data-amount={line.amount}
    >
      <div className="sk-line__head">
        {image && <ProductImage className="sk-line__image" src={image} />}
        <div className="sk-line__names">
          <strong className="sk-line__name">{product?.name ?? line.code}</strong>
          {product?.variant.name && <span className="sk-line__variant">{product.variant.name}</span>}
          <span className="sk-line__codes">
            {details.codesOf ? details.codesOf(line) : `${line.code}${line.ean ? ` · ${line.ean}` : ''}`}
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
          disabled={line.amount <= (receipt ? 0 : 1)}
          onClick={() => void list.amountChanged(line, line.amount - 1)}
        />
        {receipt || !typed ? (
          <ReceiptAmountField line={line} changed={list.amountChanged.bind(list)} />
        ) : (
          <CheckedAmountField line={line} typed={typed} />
        )}
        <Button
          size="large"
          icon="plus"
          aria-label="Přidat kus"
          onClick={() => void list.amountChanged(line, line.amount + 1)}
        />
        <span className="sk-line__unit">ks</span>
        {line.isMultiean && (
          <Tag minimal intent={Intent.PRIMARY}>
            multi-EAN
          </Tag>
        )}
        {held !== null && <Tag minimal>na pozici: {held} ks</Tag>}
      </div>
      {showsBatch &&
        (receipt ? (
          <ReceiptBatchEntry list={list} line={line} />
        ) : (
          <BatchPicker list={list} line={line} creates={!!details.createsBatches} />
        ))}
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
