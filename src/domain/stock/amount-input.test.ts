import { describe, expect, it } from 'vitest';
import { MAX_LINE_AMOUNT, needsAmountConfirmation, parseAmountInput, PLAUSIBLE_LINE_AMOUNT } from './amount-input';

describe('amount typed into a line', () => {
  it('is empty while the field is emptied, never a number stuck to the old one', () => {
    expect(parseAmountInput('')).toEqual({ kind: 'empty' });
    expect(parseAmountInput('  ')).toEqual({ kind: 'empty' });
  });
  it('takes whole positive pieces, with spaces as thousands separators', () => {
    expect(parseAmountInput('5')).toEqual({ kind: 'amount', value: 5 });
    expect(parseAmountInput('1 200')).toEqual({ kind: 'amount', value: 1200 });
  });
  it('refuses signs, decimals and exponents instead of reading them as other numbers', () => {
    for (const text of ['-5', '+5', '1e9', '2,5', '2.5', '0x10', 'abc'])
      expect(parseAmountInput(text).kind).toBe('invalid');
  });
  it('refuses 0: removing a line is its own act', () => {
    expect(parseAmountInput('0')).toMatchObject({ kind: 'invalid' });
  });
  it('refuses more than the server would take on one line', () => {
    expect(parseAmountInput(String(MAX_LINE_AMOUNT))).toEqual({ kind: 'amount', value: MAX_LINE_AMOUNT });
    expect(parseAmountInput(String(MAX_LINE_AMOUNT + 1)).kind).toBe('invalid');
    expect(parseAmountInput('999999999').kind).toBe('invalid');
  });
  it('asks first above the plausible amount of one line', () => {
    expect(needsAmountConfirmation(PLAUSIBLE_LINE_AMOUNT)).toBe(false);
    expect(needsAmountConfirmation(PLAUSIBLE_LINE_AMOUNT + 1)).toBe(true);
  });
});
