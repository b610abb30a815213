import { Readable, pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { Failure } from '../../failures';
import { rowsOf as rows } from '../../db/sql-rows';
import { deleteProducts } from '../../catalogue/delete-products';
import { upsertProducts, type CatalogueEntry } from '../../catalogue/upsert-products';
import { parseSnapshotLine } from './snapshot-line';
import { STAGE, setStatus, takeLease, type SnapshotRun } from './snapshot-run';

/** Lines applied per transaction: the resume point moves with each batch. */
export const SNAPSHOT_BATCH_LINES = 500;

export interface SnapshotImportDeps {
  db: Db;
  /** This node's name in the lease. */
  node: string;
  now: () => Date;
  /** Opens the result file (gzip bytes). Shoptet's resultUrl needs no auth header (SDK JobResultProcessor). */
  open: (url: string) => Promise<AsyncIterable<Uint8Array>>;
  /** Told after each committed batch and at the end (live updates). */
  onProgress?: (eshopId: number) => void;
}

export type ImportOutcome = 'done' | 'not-leased' | 'lease-lost';

/** The import lost its lease (it ran past it and another node took over): stop, that node goes on. */
class LeaseLost extends Error {}

/**
 * Streams the snapshot's gzip JSON-lines file into the catalogue: never more than one batch of lines in
 * memory. Each batch commits its products, the codes it saw, its skipped lines and the new position in
 * one transaction under the lease, so a crash resumes after the last committed batch (earlier lines are
 * read past, not applied again) and a second node cannot import the same run at the same time.
 * Sets wait until the last line (their components may come later in the file). Afterwards every
 * catalogue product the snapshot did not contain is deleted, so its stock shows among the orphans —
 * unless a line could not be read as JSON at all (its codes are unknown; the changes poll removes
 * deleted products later).
 */
export async function importSnapshot(deps: SnapshotImportDeps, eshopId: number): Promise<ImportOutcome> {
  const run = await takeLease(deps.db, eshopId, deps.node, deps.now());
  if (!run || !run.resultUrl) return 'not-leased';
  try {
    await streamLines(deps, run);
    await finish(deps, run);
  } catch (error) {
    if (error instanceof LeaseLost) return 'lease-lost';
    throw error;
  }
  deps.onProgress?.(eshopId);
  return 'done';
}

async function streamLines(deps: SnapshotImportDeps, run: SnapshotRun): Promise<void> {
  const gunzip = createGunzip();
  // pipeline, not pipe: a dropped download must fail the import, not leave it waiting for more lines.
  pipeline(Readable.from(await deps.open(run.resultUrl!)), gunzip, () => undefined);
  let lineNo = 0;
  let batch: { no: number; text: string }[] = [];
  const take = async (text: string) => {
    lineNo++;
    if (lineNo <= run.position) return;
    batch.push({ no: lineNo, text });
    if (batch.length >= SNAPSHOT_BATCH_LINES) {
      await applyBatch(deps, run, batch);
      batch = [];
    }
  };
  try {
    for await (const text of lines(gunzip)) await take(text);
    if (batch.length) await applyBatch(deps, run, batch);
  } finally {
    gunzip.destroy();
  }
}

/** The text lines of a byte stream; only the unfinished line is held between chunks. */
async function* lines(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of bytes) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

async function applyBatch(deps: SnapshotImportDeps, run: SnapshotRun, batch: { no: number; text: string }[]) {
  const plain: CatalogueEntry[] = [];
  const skips: { no: number; reason: string }[] = [];
  const sets: CatalogueEntry[] = [];
  const guids = new Map<string, string>();
  for (const { no, text } of batch) {
    if (!text.trim()) continue;
    const parsed = parseSnapshotLine(text);
    if ('skip' in parsed) skips.push({ no, reason: parsed.skip });
    else
      for (const e of parsed.entries) {
        (e.set_components?.length ? sets : plain).push(e);
        if (parsed.guid) guids.set(e.code, parsed.guid);
      }
  }
  await deps.db.transaction(async (tx) => {
    if (!(await takeLease(tx, run.eshopId, deps.node, deps.now()))) throw new LeaseLost();
    const written = await upsertTolerant(tx, run.eshopId, dedupe(plain), skips, batch);
    const seen = [...written.map((e) => e.code), ...sets.map((e) => e.code)];
    await markSeen(tx, run.eshopId, seen);
    await rememberGuids(
      tx,
      run.eshopId,
      seen.flatMap((code) => (guids.has(code) ? [{ code, guid: guids.get(code)! }] : [])),
    );
    if (skips.length)
      await tx.execute(
        sql`INSERT INTO shoptet_snapshot_skips (eshop_id, line_no, reason)
            SELECT ${run.eshopId}, s.no, s.reason FROM json_to_recordset(${JSON.stringify(skips)}::json) AS s(no int, reason text)
            ON CONFLICT DO NOTHING`,
      );
    run.position = batch[batch.length - 1].no;
    run.imported += written.length;
    run.skipped += skips.length;
    run.pendingSets = [...run.pendingSets, ...sets];
    await tx.execute(
      sql`UPDATE shoptet_snapshot_runs SET position = ${run.position}, imported = ${run.imported},
            skipped = ${run.skipped}, pending_sets = ${JSON.stringify(run.pendingSets)}::jsonb
          WHERE eshop_id = ${run.eshopId}`,
    );
    await setStatus(tx, run.eshopId, STAGE.importing, run.imported, deps.now());
  });
  deps.onProgress?.(run.eshopId);
}

/** A code twice in one file (Shoptet should not, but one upsert cannot take it twice): the later line wins. */
function dedupe(entries: CatalogueEntry[]): CatalogueEntry[] {
  return [...new Map(entries.map((e) => [e.code, e])).values()];
}

/**
 * The batch in one upsert; when the catalogue's own checks refuse it (a code with a space…), each
 * entry alone in a savepoint, so one bad product is skipped with the catalogue's reason and the rest land.
 */
async function upsertTolerant(
  tx: Tx,
  eshopId: number,
  entries: CatalogueEntry[],
  skips: { no: number; reason: string }[],
  batch: { no: number; text: string }[],
): Promise<CatalogueEntry[]> {
  if (!entries.length) return [];
  try {
    await tx.transaction((sp) => upsertProducts(sp, eshopId, entries));
    return entries;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
  }
  const written: CatalogueEntry[] = [];
  for (const entry of entries) {
    try {
      await tx.transaction((sp) => upsertProducts(sp, eshopId, [entry]));
      written.push(entry);
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      const line = batch.find((b) => b.text.includes(JSON.stringify(entry.code)));
      skips.push({ no: line?.no ?? batch[0].no, reason: error.detail });
    }
  }
  return written;
}

async function markSeen(tx: Tx, eshopId: number, codes: string[]): Promise<void> {
  if (!codes.length) return;
  await tx.execute(
    sql`INSERT INTO shoptet_snapshot_seen (eshop_id, code)
      SELECT ${eshopId}, c FROM json_array_elements_text(${JSON.stringify(codes)}::json) AS c ON CONFLICT DO NOTHING`,
  );
}

/** Which Shoptet product each code came from (a later product:delete names only the guid). */
export async function rememberGuids(tx: Tx, eshopId: number, pairs: { code: string; guid: string }[]): Promise<void> {
  if (!pairs.length) return;
  await tx.execute(
    sql`INSERT INTO shoptet_product_guids (eshop_id, code, guid)
      SELECT ${eshopId}, p.code, p.guid FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS p(code text, guid text)
      ON CONFLICT (eshop_id, code) DO UPDATE SET guid = excluded.guid`,
  );
}

/** Sets (their components are all in now), then the products the e-shop no longer has; the banner goes. */
async function finish(deps: SnapshotImportDeps, run: SnapshotRun): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await takeLease(tx, run.eshopId, deps.node, deps.now()))) throw new LeaseLost();
    await setStatus(tx, run.eshopId, STAGE.finishing, run.imported, deps.now());
    const skips: { no: number; reason: string }[] = [];
    const sets = await upsertTolerant(tx, run.eshopId, dedupe(run.pendingSets), skips, []);
    for (const s of skips)
      await tx.execute(
        sql`INSERT INTO shoptet_snapshot_skips (eshop_id, line_no, reason) VALUES (${run.eshopId}, ${s.no}, ${s.reason})
            ON CONFLICT (eshop_id, line_no) DO UPDATE SET reason = excluded.reason || ' ' || shoptet_snapshot_skips.reason`,
      );
    const unreadable = await rows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM shoptet_snapshot_skips
          WHERE eshop_id = ${run.eshopId} AND reason = 'Řádek exportu není platný JSON.'`,
    );
    if (unreadable[0].n === 0) {
      const gone = await rows<{ code: string }>(
        tx,
        sql`SELECT p.code FROM products p
            WHERE p.eshop_id = ${run.eshopId}
              AND NOT EXISTS (SELECT 1 FROM shoptet_snapshot_seen s WHERE s.eshop_id = p.eshop_id AND s.code = p.code)`,
      );
      for (let i = 0; i < gone.length; i += 1000)
        await deleteProducts(
          tx,
          run.eshopId,
          gone.slice(i, i + 1000).map((g) => g.code),
        );
    }
    await tx.execute(sql`DELETE FROM shoptet_snapshot_seen WHERE eshop_id = ${run.eshopId}`);
    await tx.execute(
      sql`UPDATE shoptet_snapshot_runs SET status = 'done', pending_sets = '[]', lease_owner = NULL, lease_until = NULL,
            imported = ${run.imported + sets.length}, skipped = ${run.skipped + skips.length},
            finished_at = ${deps.now().toISOString()}
          WHERE eshop_id = ${run.eshopId}`,
    );
    await tx.execute(
      sql`UPDATE eshop_status SET sync = false, stage = NULL, counter = ${run.imported + sets.length},
            last_update = ${deps.now().toISOString()} WHERE eshop_id = ${run.eshopId}`,
    );
  });
}
