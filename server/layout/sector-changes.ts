import { and, eq } from 'drizzle-orm';
import type { CreateSector, SectorFlag, UpdateSector } from '../../src/api/layout.schema';
import { normaliseName } from '../../src/domain/layout/layout-name';
import { sectorUpdateProblem, type SectorChange } from '../../src/domain/layout/sector-rules';
import type { Db, Tx } from '../db/client';
import { sectors } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refused, translateConstraint } from './layout-failure';
import { sectorJson, type SectorJson } from './layout-json';
import { nextSectorOrder, sectorOr404, sectorsOf, zonesOf } from './layout-lookup';
import { deleteSector, type DeletionResult } from './location-deletion';
import type { StockReader } from './stock-reader';

// SPEC 7 sectors: create, update (R-LOC-02), flip a flag, delete. A refused change answers 400 with
// a detail and nothing changes; the database's unique index has the last word on names.

const taken = (name: string) => () => refused({ kind: 'name-taken', what: 'sector', names: [name] });
type Flags = Pick<SectorJson, 'picking' | 'multiple_batches' | 'non_stock'>;
const flagsOf = (row: typeof sectors.$inferSelect): Flags => ({
  picking: row.picking,
  multiple_batches: row.multipleBatches,
  non_stock: row.nonStock,
});

export function createSector(
  db: Db,
  stock: StockReader,
  eshopId: number,
  body: typeof CreateSector.Type,
): Promise<SectorJson> {
  const name = normaliseName(body.sector_name);
  return inTransaction(db, async (tx) => {
    const problem = sectorUpdateProblem(
      { picking: false, multiple_batches: false, non_stock: false },
      { ...body, sector_name: name },
      await updateContext(tx, eshopId, 0, stock),
    );
    if (problem) throw refused(problem);
    const order = body.order ?? (await nextSectorOrder(tx, eshopId));
    const [row] = await tx
      .insert(sectors)
      .values({
        eshopId,
        sectorName: name,
        zoneId: body.zone_id ?? null,
        order,
        picking: body.picking ?? false,
        multipleBatches: body.multiple_batches ?? false,
        nonStock: body.non_stock ?? false,
      })
      .returning();
    return sectorJson(row);
  }).catch((e) => {
    throw translateConstraint(e, taken(name));
  });
}

export function updateSector(
  db: Db,
  stock: StockReader,
  eshopId: number,
  body: typeof UpdateSector.Type,
): Promise<SectorJson> {
  const change: SectorChange = {
    ...body,
    ...(body.sector_name !== undefined ? { sector_name: normaliseName(body.sector_name) } : {}),
  };
  return changeSector(db, stock, eshopId, body.id, () => change).catch((e) => {
    throw translateConstraint(e, taken(change.sector_name ?? ''));
  });
}

/** The app flips a flag with DELETE (SPEC 7); the answer is the sector as it now is. */
export function toggleSectorFlag(
  db: Db,
  stock: StockReader,
  eshopId: number,
  id: number,
  flag: SectorFlag,
): Promise<SectorJson> {
  return changeSector(db, stock, eshopId, id, (flags) => ({ [flag]: !flags[flag] }) as SectorChange);
}

export function removeSector(db: Db, stock: StockReader, eshopId: number, id: number): Promise<DeletionResult> {
  return inTransaction(db, async (tx) => {
    await sectorOr404(tx, eshopId, id, true);
    return deleteSector(tx, stock, eshopId, id);
  }).catch((e) => {
    throw translateConstraint(e, taken(''));
  });
}

function changeSector(
  db: Db,
  stock: StockReader,
  eshopId: number,
  id: number,
  changeOf: (flags: Flags) => SectorChange,
): Promise<SectorJson> {
  return inTransaction(db, async (tx) => {
    const current = await sectorOr404(tx, eshopId, id, true);
    const change = changeOf(flagsOf(current));
    const problem = sectorUpdateProblem(
      flagsOf(current),
      change,
      await updateContext(tx, eshopId, current.id, stock, change.multiple_batches === false),
    );
    if (problem) throw refused(problem);
    const [row] = await tx
      .update(sectors)
      .set({
        sectorName: change.sector_name,
        zoneId: change.zone_id,
        order: change.order,
        picking: change.picking,
        multipleBatches: change.multiple_batches,
        nonStock: change.non_stock,
      })
      .where(and(eq(sectors.eshopId, eshopId), eq(sectors.id, current.id)))
      .returning();
    return sectorJson(row);
  });
}

async function updateContext(tx: Tx, eshopId: number, sectorId: number, stock: StockReader, checkMixing = false) {
  const [all, zones] = [await sectorsOf(tx, eshopId), await zonesOf(tx, eshopId)];
  return {
    otherSectorNames: all.filter((s) => s.id !== sectorId).map((s) => s.sectorName),
    zoneIds: new Set(zones.map((z) => z.id)),
    locationsWithMixedBatches: checkMixing ? await stock.mixedBatchLocations(tx, eshopId, sectorId) : [],
  };
}
