import type { SpreadsheetFormat } from '../../src/domain/exports/spreadsheet-limits';
import { csvStream } from './csv-writer';
import type { ExportTable } from './export-table';
import { xlsxStream } from './xlsx-writer';

const TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The export as a byte stream that pulls its next page from the database only when the client has
 * taken the previous one, so a million movements pass through in constant memory. A client that
 * goes away stops the reading.
 */
export function exportFile(table: ExportTable, format: SpreadsheetFormat, onError: (e: unknown) => void) {
  const encoder = new TextEncoder();
  const source = format === 'csv' ? csvStream(table) : xlsxStream(table);
  // A client that goes away while a page is being read: the page that arrives after is dropped, not an error.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (cancelled) return;
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      } catch (e) {
        onError(e);
        controller.error(e);
      }
    },
    async cancel() {
      cancelled = true;
      await source.return(undefined);
    },
  });
  return {
    body,
    headers: {
      'content-type': TYPES[format],
      'content-disposition': `attachment; filename="${table.fileStem}.${format}"`,
      'cache-control': 'no-store',
    },
  };
}
