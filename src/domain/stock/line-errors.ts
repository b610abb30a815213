import { MAX_LINE_AMOUNT } from './amount-input';
import { czechPlural } from '../text/czech-plural';

/**
 * One refused line of a stock request. `code` is the product code the line was about (SPEC 8:
 * `errors: [{code, detail}]`), `reason` a stable machine name the app may branch on, `detail`
 * the Czech sentence shown to the user.
 */
export interface LineError {
  code: string;
  reason: LineErrorReason;
  detail: string;
  /** Index of the line in the request's products list, when it came from one. */
  line?: number;
}

export type LineErrorReason =
  | 'invalid_amount'
  | 'unknown_product'
  | 'unknown_location'
  | 'insufficient_stock'
  | 'batch_required'
  | 'unknown_batch'
  | 'batch_not_finished'
  | 'batch_expiry_missing'
  | 'batch_conflict'
  | 'multiple_sarze'
  | 'wrong_sector'
  | 'already_reverted'
  | 'not_revertible'
  | 'undo_too_late'
  | 'not_orphan'
  | 'same_location';

/** Stock amounts are whole pieces: an integer above zero (or zero where `allowZero`, as a count). */
export function amountError(code: string, amount: number, line: number, allowZero = false): LineError | undefined {
  const ok = Number.isSafeInteger(amount) && (allowZero ? amount >= 0 : amount > 0) && amount <= MAX_LINE_AMOUNT;
  if (ok) return undefined;
  if (amount > MAX_LINE_AMOUNT && Number.isFinite(amount))
    return {
      code,
      reason: 'invalid_amount',
      detail: `Množství produktu ${code} je příliš velké (zadáno ${amount.toLocaleString('cs-CZ')} ks): na jednom řádku lze nejvýše ${MAX_LINE_AMOUNT.toLocaleString('cs-CZ')} ks.`,
      line,
    };
  const detail =
    !Number.isFinite(amount) || !Number.isInteger(amount)
      ? `Množství produktu ${code} musí být celé číslo (zadáno ${amount}).`
      : allowZero
        ? `Množství produktu ${code} nesmí být záporné (zadáno ${amount}).`
        : `Množství produktu ${code} musí být větší než nula (zadáno ${amount}).`;
  return { code, reason: 'invalid_amount', detail, line };
}

/**
 * The sentence a 400 carries as `detail` when lines were refused, and the one the app shows for
 * them: the first one, plus how many more.
 */
export function refusalDetail(errors: readonly Pick<LineError, 'detail'>[]): string {
  if (errors.length === 0) return '';
  const rest = errors.length - 1;
  return rest === 0
    ? errors[0].detail
    : `${errors[0].detail} (a ${rest} další ${czechPlural(rest, 'chyba', 'chyby', 'chyb')})`;
}
