import { isSourceLabel, type SourceLabelValue } from '../../src/domain/stock/source-labels';
import { badInput } from '../failures';
import type { AppliedChange } from './apply-change';
import type { WriteAnswer } from './idempotency';

/** The answer of every accepted stock write: an empty errors list (R-HTTP-08) and what moved. */
export function answerOf(applied: AppliedChange): WriteAnswer {
  return {
    status: 200,
    body: {
      errors: [],
      change_id: applied.changeId,
      shoptet_sync: applied.shoptetSync,
      movements: applied.movements.map((m) => ({
        code: m.key.code,
        location_name: m.locationName,
        sarze_id: m.key.sarzeId || null,
        amount: m.amount,
        before: m.before,
        after: m.after,
      })),
    },
  };
}

/** The source label of a call: the call's default, or one of the known labels (R-SCAN-09). */
export function sourceOf(
  requested: string | undefined,
  fallback: SourceLabelValue,
  allowed?: readonly SourceLabelValue[],
): SourceLabelValue {
  if (requested === undefined || requested === '') return fallback;
  if (!isSourceLabel(requested) || (allowed && !allowed.includes(requested)))
    throw badInput(`Neznámý zdroj pohybu „${requested}“.`);
  return requested;
}
