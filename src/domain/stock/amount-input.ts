/**
 * Limits of one line's amount. The server refuses more than MAX_LINE_AMOUNT pieces on a line (a
 * mistyped or misread number must never reach the ledger, and balances stay far from the integer
 * range); the app asks before sending more than PLAUSIBLE_LINE_AMOUNT.
 */
export const MAX_LINE_AMOUNT = 1_000_000;
export const PLAUSIBLE_LINE_AMOUNT = 10_000;

export type AmountInput =
  /** The field is empty while the person types: nothing to commit yet. */
  { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'invalid'; detail: string };

const pieces = (n: number) => n.toLocaleString('cs-CZ');

/**
 * Reads what a person typed into an amount field: whole positive pieces only. Spaces (a thousands
 * separator) are allowed; signs, decimals and exponents are not, so "-5" or "1e9" never become 15 or 19.
 */
export function parseAmountInput(text: string): AmountInput {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return { kind: 'empty' };
  if (!/^\d+$/.test(compact)) return { kind: 'invalid', detail: 'Zadejte celý počet kusů.' };
  const value = Number(compact);
  if (value < 1)
    return { kind: 'invalid', detail: 'Počet kusů musí být alespoň 1. Řádek odeberete tlačítkem Odebrat.' };
  if (value > MAX_LINE_AMOUNT)
    return { kind: 'invalid', detail: `Nejvýše ${pieces(MAX_LINE_AMOUNT)} ks na jednom řádku.` };
  return { kind: 'amount', value };
}

/** Whether an amount needs the person's confirmation before it is used (a misread or mistyped number). */
export function needsAmountConfirmation(amount: number): boolean {
  return amount > PLAUSIBLE_LINE_AMOUNT;
}

/** The question asked before an implausible amount is used. */
export function amountConfirmationText(code: string, amount: number): string {
  return `Opravdu ${pieces(amount)} ks produktu ${code}? To je víc než obvyklých ${pieces(PLAUSIBLE_LINE_AMOUNT)} ks.`;
}
