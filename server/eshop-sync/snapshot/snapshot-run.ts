import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf as rows } from '../../db/sql-rows';
import type { CatalogueEntry } from '../../catalogue/upsert-products';

/** The import of one e-shop's products snapshot as the table keeps it (0034_shoptet_snapshot.sql). */
export interface SnapshotRun {
  eshopId: number;
  jobId: string | null;
  status: 'requested' | 'importing' | 'done' | 'failed';
  resultUrl: string | null;
  position: number;
  imported: number;
  skipped: number;
  pendingSets: CatalogueEntry[];
}

/** How long a node holds an import without renewing it; a node that dies frees it after this. */
export const LEASE_SECONDS = 30;

/** The banner's stages (SPEC 2.4: "Aktuálně se nachází ve stavu: {stage}"). */
export const STAGE = {
  waiting: 'čekání na export produktů ze Shoptetu',
  importing: 'import produktů',
  finishing: 'dokončení importu',
} as const;

interface RunRow {
  eshop_id: number;
  job_id: string | null;
  status: SnapshotRun['status'];
  result_url: string | null;
  position: string | number;
  imported: number;
  skipped: number;
  pending_sets: CatalogueEntry[];
}

const toRun = (r: RunRow): SnapshotRun => ({
  eshopId: r.eshop_id,
  jobId: r.job_id,
  status: r.status,
  resultUrl: r.result_url,
  position: Number(r.position),
  imported: r.imported,
  skipped: r.skipped,
  pendingSets: r.pending_sets ?? [],
});

/** A new snapshot job for the e-shop: the previous run's progress, seen codes and skips are forgotten. */
export async function recordRequestedRun(db: Db, eshopId: number, jobId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM shoptet_snapshot_seen WHERE eshop_id = ${eshopId}`);
    await tx.execute(sql`DELETE FROM shoptet_snapshot_skips WHERE eshop_id = ${eshopId}`);
    await tx.execute(
      sql`INSERT INTO shoptet_snapshot_runs (eshop_id, job_id, status, started_at)
          VALUES (${eshopId}, ${jobId}, 'requested', ${now.toISOString()})
          ON CONFLICT (eshop_id) DO UPDATE SET job_id = excluded.job_id, status = 'requested', result_url = NULL,
            position = 0, imported = 0, skipped = 0, pending_sets = '[]', lease_owner = NULL, lease_until = NULL,
            error = NULL, started_at = excluded.started_at, finished_at = NULL`,
    );
    await setStatus(tx, eshopId, STAGE.waiting, 0, now);
  });
}

/** The job finished with a file: the run becomes importable by whichever node takes its lease. */
export async function recordJobResult(
  db: Db | Tx,
  eshopId: number,
  jobId: string,
  resultUrl: string,
): Promise<boolean> {
  const changed = await rows<{ eshop_id: number }>(
    db,
    sql`UPDATE shoptet_snapshot_runs SET status = 'importing', result_url = ${resultUrl}
        WHERE eshop_id = ${eshopId} AND job_id = ${jobId} AND status = 'requested' RETURNING eshop_id`,
  );
  return changed.length > 0;
}

export async function recordRunFailed(db: Db, eshopId: number, error: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE shoptet_snapshot_runs SET status = 'failed', error = ${error}, lease_owner = NULL,
            finished_at = ${now.toISOString()} WHERE eshop_id = ${eshopId}`,
    );
    await tx.execute(
      sql`UPDATE eshop_status SET sync = false, last_update = ${now.toISOString()} WHERE eshop_id = ${eshopId}`,
    );
  });
}

/**
 * Takes (or renews) the run's lease for `node`: only when nobody holds it, the holder's lease has
 * run out, or `node` holds it already. One conditional UPDATE, so two nodes cannot both win.
 */
export async function takeLease(db: Db | Tx, eshopId: number, node: string, now: Date): Promise<SnapshotRun | null> {
  const until = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
  const [row] = await rows<RunRow>(
    db,
    sql`UPDATE shoptet_snapshot_runs SET lease_owner = ${node}, lease_until = ${until}
        WHERE eshop_id = ${eshopId} AND status = 'importing'
          AND (lease_owner IS NULL OR lease_owner = ${node} OR lease_until < ${now.toISOString()})
        RETURNING eshop_id, job_id, status, result_url, position, imported, skipped, pending_sets`,
  );
  return row ? toRun(row) : null;
}

/** E-shops whose import waits for a node: a new result, or a node that died holding it. */
export async function importableRuns(db: Db, now: Date): Promise<number[]> {
  const found = await rows<{ eshop_id: number }>(
    db,
    sql`SELECT eshop_id FROM shoptet_snapshot_runs
        WHERE status = 'importing' AND (lease_owner IS NULL OR lease_until < ${now.toISOString()})`,
  );
  return found.map((r) => r.eshop_id);
}

export async function runOf(db: Db, eshopId: number): Promise<SnapshotRun | null> {
  const [row] = await rows<RunRow>(
    db,
    sql`SELECT eshop_id, job_id, status, result_url, position, imported, skipped, pending_sets
        FROM shoptet_snapshot_runs WHERE eshop_id = ${eshopId}`,
  );
  return row ? toRun(row) : null;
}

/** The banner's row: truthy (sync) while the first synchronisation runs. */
export async function setStatus(
  tx: Db | Tx,
  eshopId: number,
  stage: string,
  counter: number,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO eshop_status (eshop_id, stage, last_update, counter, sync)
        VALUES (${eshopId}, ${stage}, ${now.toISOString()}, ${counter}, true)
        ON CONFLICT (eshop_id) DO UPDATE SET stage = excluded.stage, last_update = excluded.last_update,
          counter = excluded.counter, sync = true`,
  );
}
