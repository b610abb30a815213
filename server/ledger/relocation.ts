import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { locations, stockBalances } from '../db/schema';
import type { LineError } from '../../src/domain/stock/line-errors';
import type { BalanceChange } from '../../src/domain/stock/movement-plan';
import { applyChange, type AppliedChange } from './apply-change';
import { locationsByName, productsByCode, unknownLocation, unknownProduct } from './catalogue';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse, refuseOne } from './ledger-refusal';
import { resolveLines, type PipedLine } from './stock-lines';

export interface SelectiveLine extends PipedLine {
  from: string;
  to: string;
}

/** PUT /inventory/relocate/selective/: each line moves pieces from one location to another. */
export async function relocateSelective(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  lines: readonly SelectiveLine[],
): Promise<AppliedChange> {
  const found = await locationsByName(
    tx,
    actor.eshopId,
    lines.flatMap((l) => [l.from, l.to]),
  );
  const errors: LineError[] = [];
  lines.forEach((l, line) => {
    for (const name of [l.from, l.to])
      if (!found.has(name))
        errors.push({ code: l.code, line, reason: 'unknown_location', detail: unknownLocation(name) });
    if (l.from === l.to)
      errors.push({
        code: l.code,
        line,
        reason: 'same_location',
        detail: `Produkt ${l.code}: zdrojová a cílová pozice jsou stejné (${l.from}).`,
      });
  });
  const { resolved, errors: lineErrors } = await resolveLines(tx, actor.eshopId, lines, { mayCreateBatch: false });
  errors.push(...lineErrors);
  if (errors.length) throw refuse(errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  const changes: BalanceChange[] = resolved.flatMap((r) => {
    const from = found.get(lines[r.line].from)!;
    const to = found.get(lines[r.line].to)!;
    return [
      {
        key: { locationId: from.id, code: r.code, sarzeId: r.sarzeId },
        delta: -r.amount,
        line: r.line,
        locationName: from.name,
      },
      {
        key: { locationId: to.id, code: r.code, sarzeId: r.sarzeId },
        delta: r.amount,
        line: r.line,
        locationName: to.name,
      },
    ];
  });
  return applyChange(tx, actor, { ...meta, locationName: null }, changes);
}

export interface LocationChangeLine {
  code: string;
  amount?: number | null;
  sarze_id?: number | null;
  from_location_name?: string | null;
}

/**
 * PUT /inventory/ as location_change: the products now live at `locationName`. A line with
 * from_location_name moves `amount` (or all it holds there) from that location; a line without
 * one gathers the product's whole stock from every other location.
 */
export async function locationChange(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  locationName: string,
  lines: readonly LocationChangeLine[],
): Promise<AppliedChange> {
  const names = [locationName, ...lines.flatMap((l) => (l.from_location_name ? [l.from_location_name] : []))];
  const found = await locationsByName(tx, actor.eshopId, names);
  const target = found.get(locationName);
  if (!target) throw refuseOne({ code: '', reason: 'unknown_location', detail: unknownLocation(locationName) });
  const known = await productsByCode(
    tx,
    actor.eshopId,
    lines.map((l) => l.code),
  );
  const errors: LineError[] = [];
  const changes: BalanceChange[] = [];
  for (const [line, l] of lines.entries()) {
    const from = l.from_location_name ? found.get(l.from_location_name) : undefined;
    if (!known.has(l.code)) {
      errors.push({ code: l.code, line, reason: 'unknown_product', detail: unknownProduct(l.code) });
      continue;
    }
    if (l.from_location_name && !from) {
      errors.push({ code: l.code, line, reason: 'unknown_location', detail: unknownLocation(l.from_location_name) });
      continue;
    }
    if (l.amount != null && (!Number.isSafeInteger(l.amount) || l.amount <= 0)) {
      errors.push({
        code: l.code,
        line,
        reason: 'invalid_amount',
        detail: `Množství produktu ${l.code} musí být celé číslo větší než nula (zadáno ${l.amount}).`,
      });
      continue;
    }
    if (from?.id === target.id) {
      errors.push({
        code: l.code,
        line,
        reason: 'same_location',
        detail: `Produkt ${l.code} už je na pozici ${target.name}.`,
      });
      continue;
    }
    const held = await tx
      .select({
        locationId: stockBalances.locationId,
        name: locations.name,
        sarzeId: stockBalances.sarzeId,
        amount: stockBalances.amount,
      })
      .from(stockBalances)
      .innerJoin(locations, eq(locations.id, stockBalances.locationId))
      .where(
        and(
          eq(stockBalances.eshopId, actor.eshopId),
          eq(stockBalances.code, l.code),
          gt(stockBalances.amount, 0),
          from ? eq(stockBalances.locationId, from.id) : sql`${stockBalances.locationId} <> ${target.id}`,
          l.sarze_id != null ? eq(stockBalances.sarzeId, l.sarze_id) : undefined,
        ),
      )
      .orderBy(stockBalances.locationId, stockBalances.sarzeId);
    if (!held.length) {
      errors.push({
        code: l.code,
        line,
        reason: 'insufficient_stock',
        detail: `Produkt ${l.code} nemá ${from ? `na pozici ${from.name}` : 'na jiných pozicích'} žádné zásoby k přesunu.`,
      });
      continue;
    }
    const moves =
      l.amount != null && from
        ? [{ ...held[0], amount: l.amount, locationId: from.id, name: from.name, sarzeId: l.sarze_id ?? 0 }]
        : held;
    for (const m of moves) {
      changes.push({
        key: { locationId: m.locationId, code: l.code, sarzeId: m.sarzeId },
        delta: -m.amount,
        line,
        locationName: m.name,
      });
      changes.push({
        key: { locationId: target.id, code: l.code, sarzeId: m.sarzeId },
        delta: m.amount,
        line,
        locationName: target.name,
      });
    }
  }
  if (errors.length) throw refuse(errors);
  return applyChange(tx, actor, { ...meta, locationName: target.name }, changes);
}
