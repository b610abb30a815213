import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { printComputers, printPrinters } from '../db/schema';
import type { PrinterDto } from '../../src/api/printing.schema';
import { isPresent } from './presence';

/** SPEC 3 "Printer" for the e-shop: each with its computer, present while that computer's agent is connected. */
export async function listPrinters(db: Db, eshopId: number, now: Date): Promise<PrinterDto[]> {
  const rows = await db
    .select({ printer: printPrinters, computer: printComputers })
    .from(printPrinters)
    .innerJoin(printComputers, eq(printComputers.id, printPrinters.computerId))
    .where(and(eq(printPrinters.eshopId, eshopId), eq(printComputers.eshopId, eshopId)))
    .orderBy(asc(printComputers.name), asc(printPrinters.name), asc(printPrinters.id));
  return rows.map(({ printer, computer }) => ({
    id: printer.id,
    name: printer.name,
    identifier: printer.identifier,
    is_visible: printer.isVisible,
    is_active: printer.isActive,
    is_present: isPresent(computer.lastSeenAt, printer.reachable, now),
    computer: { uuid: computer.uuid, name: computer.name },
  }));
}
