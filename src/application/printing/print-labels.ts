// R-PRN-06: labels are generated first; the PDF's URL from data.pdf then goes to the chosen printer with its
// computer (request_v2).
import type { PrintGenerateItem } from '../../domain/printing/print-items';
import type { IdGenerator } from '../ports/id-generator.port';
import type { PrinterDto, PrintingApi, PrintJobDto } from './printing-api.port';

export class UnknownPrinter extends Error {
  readonly _tag = 'UnknownPrinter';
  constructor(readonly identifier: string) {
    super(`Tiskárna „${identifier}“ není mezi tiskárnami e-shopu.`);
  }
}

export interface PrintedLabels {
  pdf: string;
  labels: number;
  job: PrintJobDto;
}

export async function printLabels(
  api: PrintingApi,
  ids: IdGenerator,
  printers: readonly PrinterDto[],
  order: { printer: string; items: PrintGenerateItem[]; copies?: number },
): Promise<PrintedLabels> {
  const printer = printers.find((p) => p.identifier === order.printer);
  if (!printer) throw new UnknownPrinter(order.printer);
  const generated = await api.generate({ data: order.items, ...(order.copies ? { copies: order.copies } : {}) });
  const { data } = await api.request(
    {
      url: generated.data.pdf,
      printer: printer.identifier,
      computer: printer.computer.uuid,
      computer_name: printer.computer.name,
    },
    ids.uuid(),
  );
  return { pdf: generated.data.pdf, labels: generated.data.labels, job: data };
}
