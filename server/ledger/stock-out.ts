import type { Tx } from '../db/client';
import type { LineError } from '../../src/domain/stock/line-errors';
import { applyChange, type AppliedChange } from './apply-change';
import { locationsByName, unknownLocation } from './catalogue';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse } from './ledger-refusal';
import { resolveLines, type PipedLine } from './stock-lines';

export interface StockOutLine extends PipedLine {
  location_name?: string;
}

export interface StockOutRequest {
  products: readonly StockOutLine[];
  /** Default location of the lines; a line may name its own (clean-up of orphans and sets). */
  locationName?: string;
  /** When given, every location must lie in this sector. */
  sectorName?: string;
  allowUnknownProduct?: boolean;
  /** R-SCAN-03: a stock-out of a scanned list carries one batch at a time; a clean-up may list several. */
  oneBatchAtATime?: boolean;
}

/** DELETE /inventory/ (and vratky, orphans, sets): pieces leave; never more than a location holds. */
export async function stockOut(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  request: StockOutRequest,
): Promise<AppliedChange> {
  const names = request.products.map((p) => p.location_name ?? request.locationName ?? '');
  const found = await locationsByName(tx, actor.eshopId, names.filter(Boolean));
  const errors: LineError[] = [];
  names.forEach((name, line) => {
    const code = request.products[line].code;
    const loc = found.get(name);
    if (!name) errors.push({ code, line, reason: 'unknown_location', detail: `U produktu ${code} chybí pozice.` });
    else if (!loc) errors.push({ code, line, reason: 'unknown_location', detail: unknownLocation(name) });
    else if (request.sectorName && loc.sectorName !== request.sectorName) {
      errors.push({
        code,
        line,
        reason: 'wrong_sector',
        detail: `Pozice ${name} nepatří do sektoru ${request.sectorName}.`,
      });
    }
  });
  const { resolved, errors: lineErrors } = await resolveLines(tx, actor.eshopId, request.products, {
    mayCreateBatch: false,
    oneBatchAtATime: request.oneBatchAtATime ?? false,
    allowUnknownProduct: request.allowUnknownProduct,
  });
  errors.push(...lineErrors);
  if (errors.length) throw refuse(errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  const single = new Set(names).size === 1 ? names[0] : null;
  return applyChange(
    tx,
    actor,
    { ...meta, locationName: single },
    resolved.map((r) => {
      const loc = found.get(names[r.line])!;
      return {
        key: { locationId: loc.id, code: r.code, sarzeId: r.sarzeId },
        delta: -r.amount,
        line: r.line,
        locationName: loc.name,
      };
    }),
  );
}
