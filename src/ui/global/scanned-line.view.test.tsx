import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../../application/stock-movements/testing/stock-fakes';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { ScannedLineView, type ScannedLineList } from './scanned-line.view';

afterEach(cleanup);

// The one row of every scanning screen (issue 26 item 2), as scanning screens and receiving draw it.
const line = (over: Partial<ScannedLine> = {}): ScannedLine => ({
  code: 'ZAH0001',
  ean: '8590000000011',
  amount: 1,
  requireBatch: false,
  isMultiean: false,
  batch: null,
  ...over,
});

function listOf(over: Partial<ScannedLineList> = {}) {
  return {
    productOf: () => product('ZAH0001', { sarze: [{ id: 7, name: 'L-7', expires_at: '2027-01-31' }] as never }),
    errorOf: () => undefined,
    lineRemoved: vi.fn(),
    amountChanged: vi.fn(),
    existingBatchChosen: vi.fn(),
    newBatchEntered: vi.fn(),
    ...over,
  } satisfies ScannedLineList;
}

describe('scanned line', () => {
  it('on a scanning screen: amounts from 1, a typed amount is checked by the list, codes and EAN under the name', () => {
    const amountTyped = vi.fn(() => 'Množství musí být celé číslo.');
    const list = listOf({ amountTyped });
    render(<ScannedLineView list={list} line={line()} />);
    const row = screen.getByTestId('scanned-line');
    expect(row.textContent).toContain('ZAH0001 · 8590000000011');
    expect(within(row).getByRole('button', { name: 'Ubrat kus' }).hasAttribute('disabled')).toBe(true);
    const field = within(row).getByTestId('line-amount');
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.blur(field);
    expect(amountTyped).toHaveBeenCalledWith(line(), 'x');
    expect(screen.getByTestId('line-amount-error').textContent).toBe('Množství musí být celé číslo.');
  });

  it('on a stock-in screen a batch is chosen from the product batches or typed new after "Nová šarže"', () => {
    const list = listOf({ amountTyped: vi.fn(() => null) });
    const scanned = line({ requireBatch: true });
    render(<ScannedLineView list={list} line={scanned} details={{ createsBatches: true }} />);
    const row = screen.getByTestId('scanned-line');
    expect(row.textContent).toContain('Vyberte šarži');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Šarže' }), { target: { value: '7' } });
    expect(list.existingBatchChosen).toHaveBeenCalledWith(scanned, 7);
    fireEvent.click(within(row).getByRole('button', { name: 'Nová šarže' }));
    fireEvent.change(within(row).getByLabelText('Název nové šarže'), { target: { value: 'L-9' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Použít' }));
    expect(list.newBatchEntered).toHaveBeenCalledWith(scanned, 'L-9', null);
    // Back to the choice once the batch is entered.
    expect(within(row).getByRole('button', { name: 'Nová šarže' })).toBeTruthy();
  });

  it('on a receipt: amounts from 0, the typed amount goes to the list when the field is left, the list text under the name', () => {
    const list = listOf();
    const receiptLine = line({ amount: 1 });
    render(
      <ScannedLineView
        list={list}
        line={receiptLine}
        details={{ receipt: true, codesOf: (l) => `${l.code} · očekáváno 4, naskladněno 0` }}
      />,
    );
    const row = screen.getByTestId('receipt-line');
    expect(row.getAttribute('data-code')).toBe('ZAH0001');
    expect(row.textContent).toContain('ZAH0001 · očekáváno 4, naskladněno 0');
    fireEvent.click(within(row).getByRole('button', { name: 'Ubrat kus' }));
    expect(list.amountChanged).toHaveBeenLastCalledWith(receiptLine, 0);
    const field = within(row).getByTestId('receipt-amount');
    fireEvent.change(field, { target: { value: '18' } });
    fireEvent.blur(field);
    expect(list.amountChanged).toHaveBeenLastCalledWith(receiptLine, 18);
    // A product with batches that does not require one asks for none on a receipt.
    expect(within(row).queryByTestId('batch-entry')).toBeNull();
  });

  it('on a receipt a required batch is chosen or entered with its expiry, then only shown', () => {
    const list = listOf();
    const required = line({ requireBatch: true });
    const { rerender } = render(<ScannedLineView list={list} line={required} details={{ receipt: true }} />);
    const entry = screen.getByTestId('batch-entry');
    expect(entry.textContent).toContain('Zadejte šarži a expiraci');
    fireEvent.change(within(entry).getByRole('combobox', { name: 'Šarže' }), { target: { value: '7' } });
    expect(list.existingBatchChosen).toHaveBeenCalledWith(required, 7);
    fireEvent.change(within(entry).getByLabelText('Název šarže'), { target: { value: 'L-42' } });
    fireEvent.change(within(entry).getByLabelText('Datum expirace'), { target: { value: '2027-05-31' } });
    fireEvent.click(within(entry).getByRole('button', { name: 'Použít' }));
    expect(list.newBatchEntered).toHaveBeenCalledWith(required, 'L-42', '2027-05-31');

    rerender(
      <ScannedLineView
        list={list}
        line={{ ...required, batch: { kind: 'new', name: 'L-42', expiresAt: '2027-05-31' } }}
        details={{ receipt: true }}
      />,
    );
    expect(screen.queryByTestId('batch-entry')).toBeNull();
    expect(screen.getByTestId('receipt-batch').textContent).toBe('nová šarže L-42 (exp. 2027-05-31)');
  });
});
