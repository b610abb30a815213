// What the print agent does through the server: registers its computer and printers, takes the next job of
// its printers (the poll is also its heartbeat), downloads the job's PDF and reports how printing went.
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { printComputers, printDocuments, printJobs, printPrinters } from '../db/schema';
import { badInput, notFound } from '../failures';
import type { AgentRegisterBody, AgentResultBody } from '../../src/api/printing.schema';
import type { AgentIdentity } from './agent-tokens';
import { LEASE_LAPSED } from './housekeeping';

export async function registerComputer(db: Db, agent: AgentIdentity, body: AgentRegisterBody, now: Date) {
  const identifiers = body.printers.map((p) => p.identifier);
  if (new Set(identifiers).size !== identifiers.length) throw badInput('Identifikátory tiskáren se nesmí opakovat.');
  return inTransaction(db, async (tx) => {
    const [computer] = await tx
      .insert(printComputers)
      .values({
        eshopId: agent.eshopId,
        uuid: body.computer.uuid,
        name: body.computer.name,
        tokenId: agent.tokenId,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: [printComputers.eshopId, printComputers.uuid],
        set: { name: body.computer.name, tokenId: agent.tokenId, lastSeenAt: now },
      })
      .returning({ id: printComputers.id });
    for (const printer of body.printers) {
      const [existing] = await tx
        .select({ id: printPrinters.id })
        .from(printPrinters)
        .where(and(eq(printPrinters.computerId, computer.id), eq(printPrinters.identifier, printer.identifier)));
      const values = { name: printer.name, uri: printer.uri, reachable: printer.reachable };
      if (existing) await tx.update(printPrinters).set(values).where(eq(printPrinters.id, existing.id));
      else
        await tx
          .insert(printPrinters)
          .values({ ...values, eshopId: agent.eshopId, computerId: computer.id, identifier: printer.identifier });
    }
    // Printers the agent no longer has stay listed (settings may name them) but can no longer print.
    await tx
      .update(printPrinters)
      .set({ reachable: false })
      .where(
        and(
          eq(printPrinters.computerId, computer.id),
          identifiers.length ? notInArray(printPrinters.identifier, identifiers) : undefined,
        ),
      );
    return { computer_id: computer.id };
  });
}

async function computerOf(db: Db, agent: AgentIdentity, uuid: string) {
  const [computer] = await db
    .select()
    .from(printComputers)
    .where(and(eq(printComputers.eshopId, agent.eshopId), eq(printComputers.uuid, uuid)));
  if (!computer) throw badInput(`Počítač „${uuid}“ není zaregistrován; agent se musí nejdřív ohlásit.`);
  return computer;
}

export interface AgentJob {
  job_id: number;
  printer: { identifier: string; uri: string; name: string };
  labels: number;
}

/** Heartbeat plus the oldest queued job of this computer's printers, marked as being sent. */
export async function takeNextJob(
  db: Db,
  agent: AgentIdentity,
  uuid: string,
  now: Date,
): Promise<{ computerId: number; job: AgentJob | null }> {
  const computer = await computerOf(db, agent, uuid);
  // A poll still in flight when its agent signed off must not bring the computer back: only register does.
  await db
    .update(printComputers)
    .set({ lastSeenAt: now })
    .where(and(eq(printComputers.id, computer.id), isNotNull(printComputers.lastSeenAt)));
  const job = await inTransaction(db, async (tx) => {
    const [next] = await tx
      .select({ job: printJobs, printer: printPrinters, labels: printDocuments.labelCount })
      .from(printJobs)
      .innerJoin(printPrinters, eq(printPrinters.id, printJobs.printerId))
      .innerJoin(printDocuments, eq(printDocuments.id, printJobs.documentId))
      .where(
        and(
          eq(printJobs.eshopId, agent.eshopId),
          eq(printJobs.status, 'queued'),
          eq(printPrinters.computerId, computer.id),
          eq(printPrinters.reachable, true),
        ),
      )
      .orderBy(asc(printJobs.id))
      .limit(1)
      .for('update', { of: printJobs, skipLocked: true });
    if (!next) return null;
    await tx.update(printJobs).set({ status: 'sending', takenAt: now }).where(eq(printJobs.id, next.job.id));
    return {
      job_id: next.job.id,
      printer: { identifier: next.printer.identifier, uri: next.printer.uri, name: next.printer.name },
      labels: next.labels,
    };
  });
  return { computerId: computer.id, job };
}

/** Marks the computer gone at once (the agent is stopping), so its printers show offline without waiting. */
export async function signOffComputer(db: Db, agent: AgentIdentity, uuid: string): Promise<void> {
  const computer = await computerOf(db, agent, uuid);
  await db.update(printComputers).set({ lastSeenAt: null }).where(eq(printComputers.id, computer.id));
}

async function agentJob(db: Db, agent: AgentIdentity, uuid: string, jobId: number) {
  const computer = await computerOf(db, agent, uuid);
  const [row] = await db
    .select({ job: printJobs, pdf: printDocuments.pdf })
    .from(printJobs)
    .innerJoin(printPrinters, eq(printPrinters.id, printJobs.printerId))
    .innerJoin(printDocuments, eq(printDocuments.id, printJobs.documentId))
    .where(
      and(eq(printJobs.eshopId, agent.eshopId), eq(printJobs.id, jobId), eq(printPrinters.computerId, computer.id)),
    );
  if (!row) throw notFound('Tisková úloha nebyla nalezena.');
  return row;
}

/** The PDF of a job being sent; noted, since from now on the labels may reach the printer (housekeeping.ts). */
export async function jobPdf(db: Db, agent: AgentIdentity, uuid: string, jobId: number, now: Date): Promise<Buffer> {
  const { job, pdf } = await agentJob(db, agent, uuid, jobId);
  // A job its lease returned to the queue is not this agent's any more: fetching it now could print it twice.
  if (job.status !== 'sending') throw badInput(`Úloha č. ${jobId} není právě odesílána (stav ${job.status}).`);
  await db.update(printJobs).set({ pdfFetchedAt: now }).where(eq(printJobs.id, jobId));
  return pdf;
}

export async function reportJob(
  db: Db,
  agent: AgentIdentity,
  uuid: string,
  jobId: number,
  result: AgentResultBody,
  now: Date,
): Promise<void> {
  const { job } = await agentJob(db, agent, uuid, jobId);
  // A late report of a job failed by its lease tells what really happened, so it replaces the guess.
  const lapsed = job.status === 'failed' && job.ippJobId === null && !!job.detail?.startsWith(LEASE_LAPSED);
  if (job.status !== 'sending' && !lapsed)
    throw badInput(`Úloha č. ${jobId} není právě odesílána (stav ${job.status}).`);
  await db
    .update(printJobs)
    .set({ status: result.status, detail: result.detail ?? null, ippJobId: result.ipp_job_id ?? null, finishedAt: now })
    .where(eq(printJobs.id, jobId));
}
