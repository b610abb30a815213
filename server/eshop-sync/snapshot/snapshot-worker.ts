import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { EshopSyncService } from '../eshop-sync-service';
import { rowsOf as rows } from '../../db/sql-rows';
import { importSnapshot } from './import-snapshot';
import { importableRuns } from './snapshot-run';
import { takeJobResult } from './start-first-sync';

/** How often a node looks for an import to take over (a new result, a dead node's lease). */
const LOOK_EVERY_MS = 2000;
/** A job whose job:finished did not come is looked at this late, and no more often (10 looks → 403). */
const LATE_JOB_MS = 5 * 60 * 1000;

/**
 * The snapshot import of every e-shop on this node: started by job:finished (`kick`) and, as a safety
 * net, by a look every 2 s for runs nobody holds; the lease in the run row keeps a second node out.
 */
export class SnapshotWorker {
  private readonly busy = new Set<number>();
  private timer?: ReturnType<typeof setInterval>;
  private lastLateLook = 0;

  constructor(private readonly service: EshopSyncService) {}

  start(): () => void {
    this.timer = setInterval(() => void this.look(), LOOK_EVERY_MS);
    this.timer.unref?.();
    void this.look();
    return () => clearInterval(this.timer);
  }

  /** job:finished: read the job; a completed one is imported now. */
  async jobFinished(eshopId: number, jobId: string): Promise<void> {
    const http = await this.service.httpFor(eshopId);
    if (!http) return;
    if (await takeJobResult(this.service.database.db, http, eshopId, jobId, new Date())) this.kick(eshopId);
  }

  kick(eshopId: number): void {
    if (this.busy.has(eshopId)) return;
    this.busy.add(eshopId);
    void importSnapshot(
      {
        db: this.service.database.db,
        node: this.service.nodeId,
        now: () => new Date(),
        open: async (url) => {
          const res = await fetch(url);
          if (!res.ok || !res.body) throw new Error(`snapshot result answered ${res.status}`);
          return Readable.fromWeb(res.body as never);
        },
        onProgress: (id) => void this.service.live.publish(id, ['eshop-sync']).catch(() => undefined),
      },
      eshopId,
    )
      .catch((error) => console.error('Snapshot import stopped; another look resumes it', eshopId, error))
      .finally(() => this.busy.delete(eshopId));
  }

  private async look(): Promise<void> {
    try {
      const now = new Date();
      for (const eshopId of await importableRuns(this.service.database.db, now)) this.kick(eshopId);
      if (now.getTime() - this.lastLateLook < LATE_JOB_MS) return;
      this.lastLateLook = now.getTime();
      const late = await rows<{ eshop_id: number; job_id: string }>(
        this.service.database.db,
        sql`SELECT eshop_id, job_id FROM shoptet_snapshot_runs
            WHERE status = 'requested' AND started_at < ${new Date(now.getTime() - LATE_JOB_MS).toISOString()}`,
      );
      for (const r of late) await this.jobFinished(r.eshop_id, r.job_id);
    } catch (error) {
      console.error('Snapshot worker look failed', error);
    }
  }
}
