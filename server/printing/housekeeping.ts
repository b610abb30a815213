// Printing housekeeping, run every minute by the server (and by tests with their clock): a job whose agent
// vanished while sending is settled after a lease, and old PDFs and finished jobs are removed after a retention.
import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { printDocuments, printJobs } from '../db/schema';

/** How long an agent may take from taking a job to reporting it: well above an IPP send of a full roll. */
export const SENDING_LEASE_MS = 3 * 60 * 1000;
/** Finished jobs and unused PDFs are kept this long: over a weekend, so Monday still sees Friday's failures. */
export const PRINT_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/** The start of the detail of a job failed by its lease; the agent's own late report may still replace it. */
export const LEASE_LAPSED = 'Tiskový agent přestal odpovídat';

export function leaseLapsedDetail(jobId: number): string {
  return `${LEASE_LAPSED} během tisku úlohy č. ${jobId}; není jisté, zda se štítky vytiskly. Zkontrolujte tiskárnu a případně tiskněte znovu.`;
}

export interface LapsedJob {
  id: number;
  eshopId: number;
  outcome: 'requeued' | 'failed';
}

export interface HousekeepingReport {
  lapsed: LapsedJob[];
  removedJobs: number;
  removedDocuments: number;
}

/**
 * A job still `sending` after the lease: if its agent never fetched the PDF, nothing reached a printer and it
 * goes back to the queue; if it did, the labels may be on paper, so it is failed with a Czech detail (never
 * offered again: printing twice silently is worse than asking a person to look).
 */
export async function settleLapsedJobs(db: Db, now: Date): Promise<LapsedJob[]> {
  const before = new Date(now.getTime() - SENDING_LEASE_MS);
  return inTransaction(db, async (tx) => {
    const lapsed = await tx
      .select({ id: printJobs.id, eshopId: printJobs.eshopId, fetched: printJobs.pdfFetchedAt })
      .from(printJobs)
      .where(and(eq(printJobs.status, 'sending'), lt(printJobs.takenAt, before)))
      .for('update', { skipLocked: true });
    const unsent = lapsed.filter((j) => j.fetched === null).map((j) => j.id);
    if (unsent.length)
      await tx
        .update(printJobs)
        .set({ status: 'queued', takenAt: null })
        .where(and(inArray(printJobs.id, unsent), isNull(printJobs.pdfFetchedAt)));
    for (const job of lapsed.filter((j) => j.fetched !== null))
      await tx
        .update(printJobs)
        .set({ status: 'failed', detail: leaseLapsedDetail(job.id), finishedAt: now })
        .where(and(eq(printJobs.id, job.id), isNotNull(printJobs.pdfFetchedAt)));
    return lapsed.map((j) => ({ id: j.id, eshopId: j.eshopId, outcome: j.fetched === null ? 'requeued' : 'failed' }));
  });
}

/** Finished jobs past the retention, then PDFs past it that no job (queued, sending or kept) still needs. */
export async function removeOldPrintData(
  db: Db,
  now: Date,
): Promise<Pick<HousekeepingReport, 'removedJobs' | 'removedDocuments'>> {
  const before = new Date(now.getTime() - PRINT_RETENTION_MS);
  const jobs = await db
    .delete(printJobs)
    .where(and(inArray(printJobs.status, ['printed', 'failed']), lt(printJobs.finishedAt, before)))
    .returning({ id: printJobs.id });
  const documents = await db
    .delete(printDocuments)
    .where(
      and(
        lt(printDocuments.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(printJobs)
            .where(eq(printJobs.documentId, printDocuments.id)),
        ),
      ),
    )
    .returning({ id: printDocuments.id });
  return { removedJobs: jobs.length, removedDocuments: documents.length };
}

export async function printingHousekeeping(db: Db, now: Date): Promise<HousekeepingReport> {
  const lapsed = await settleLapsedJobs(db, now);
  return { lapsed, ...(await removeOldPrintData(db, now)) };
}

export interface HousekeepingSchedule {
  everyMs?: number;
  log?: (line: string) => void;
  /** The e-shops whose jobs it requeued or failed, once committed: their printing screens are told (live updates). */
  onSettled?: (eshopIds: number[]) => void;
}

/** Runs the housekeeping every `everyMs` until stopped; what it settled is logged for the operator. */
export function startPrintingHousekeeping(
  db: Db,
  now: () => Date,
  { everyMs = 60_000, log = console.warn, onSettled }: HousekeepingSchedule = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    printingHousekeeping(db, now())
      .then((report) => {
        for (const job of report.lapsed)
          log(
            `Tisková úloha č. ${job.id} (e-shop ${job.eshopId}): agent neodpověděl do ${SENDING_LEASE_MS / 60_000} min, ${job.outcome === 'requeued' ? 'vrácena do fronty' : 'označena jako nevytištěná'}.`,
          );
        if (report.lapsed.length > 0) onSettled?.([...new Set(report.lapsed.map((job) => job.eshopId))]);
      })
      .catch((error: unknown) => log(`Úklid tisku selhal: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
