// request_v2: a generated PDF queued for one printer. The job is kept whatever the printer's state, so a
// printer that is offline prints it when its computer connects again.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { printComputers, printDocuments, printJobs, printPrinters } from '../db/schema';
import { badInput, notFound } from '../failures';
import type { PrintJobDto, RequestBody } from '../../src/api/printing.schema';
import { isDocumentValid, isPresent } from './presence';

/** The PDF's token from a URL this server gave out; any other URL is refused, never fetched. */
export function documentTokenOf(url: string): string {
  const match = /\/cloud-print\/documents\/([A-Za-z0-9_-]{16,64})\.pdf(?:[?#].*)?$/.exec(url.trim());
  if (!match) throw badInput('Adresa PDF není dokument vytvořený tímto skladem (generate_v2).');
  return match[1];
}

export interface QueuedJob {
  job: PrintJobDto;
  computerId: number;
}

export async function requestPrint(
  tx: Tx,
  actor: { eshopId: number; clientId: number },
  body: RequestBody,
  now: Date,
): Promise<QueuedJob> {
  const token = documentTokenOf(body.url);
  const [document] = await tx
    .select({ id: printDocuments.id, createdAt: printDocuments.createdAt })
    .from(printDocuments)
    .where(and(eq(printDocuments.eshopId, actor.eshopId), eq(printDocuments.token, token)));
  if (!document || !isDocumentValid(document.createdAt, now))
    throw badInput('Dokument k tisku nebyl nalezen nebo vypršel. Vytvořte štítky znovu.');
  const [found] = await tx
    .select({ printer: printPrinters, computer: printComputers })
    .from(printPrinters)
    .innerJoin(printComputers, eq(printComputers.id, printPrinters.computerId))
    .where(
      and(
        eq(printPrinters.eshopId, actor.eshopId),
        eq(printComputers.eshopId, actor.eshopId),
        eq(printComputers.uuid, body.computer),
        eq(printPrinters.identifier, body.printer),
      ),
    );
  const where = body.computer_name ? ` na počítači „${body.computer_name}“` : '';
  if (!found) throw badInput(`Tiskárna „${body.printer}“${where} neexistuje.`);
  if (!found.printer.isActive) throw badInput(`Tiskárna „${found.printer.name}“ je vypnutá v nastavení tisku.`);
  const [job] = await tx
    .insert(printJobs)
    .values({
      eshopId: actor.eshopId,
      documentId: document.id,
      printerId: found.printer.id,
      clientId: actor.clientId,
      createdAt: now,
    })
    .returning({ id: printJobs.id });
  const present = isPresent(found.computer.lastSeenAt, found.printer.reachable, now);
  return {
    computerId: found.computer.id,
    job: {
      job_id: job.id,
      status: 'queued',
      printer: found.printer.name,
      is_present: present,
      detail: present
        ? null
        : `Tiskárna „${found.printer.name}“ je offline. Úloha č. ${job.id} počká ve frontě a vytiskne se, až se počítač „${found.computer.name}“ znovu připojí.`,
    },
  };
}

export async function jobStatus(db: Db, eshopId: number, jobId: number, now: Date): Promise<PrintJobDto> {
  const [row] = await db
    .select({ job: printJobs, printer: printPrinters, computer: printComputers })
    .from(printJobs)
    .innerJoin(printPrinters, eq(printPrinters.id, printJobs.printerId))
    .innerJoin(printComputers, eq(printComputers.id, printPrinters.computerId))
    .where(and(eq(printJobs.eshopId, eshopId), eq(printJobs.id, jobId)));
  if (!row) throw notFound('Tisková úloha nebyla nalezena.');
  return {
    job_id: row.job.id,
    status: row.job.status,
    printer: row.printer.name,
    is_present: isPresent(row.computer.lastSeenAt, row.printer.reachable, now),
    detail: row.job.detail,
  };
}

/** A generated PDF by its link, while the link is valid. */
export async function documentPdf(db: Db, token: string, now: Date): Promise<Buffer> {
  const [row] = await db
    .select({ pdf: printDocuments.pdf, createdAt: printDocuments.createdAt })
    .from(printDocuments)
    .where(eq(printDocuments.token, token));
  if (!row) throw notFound('Dokument se štítky nebyl nalezen.');
  if (!isDocumentValid(row.createdAt, now)) throw notFound('Platnost odkazu na štítky vypršela. Vytvořte je znovu.');
  return row.pdf;
}
