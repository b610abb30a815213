// Export and import with spreadsheets (server: server/http/exports.routes.ts), typed from the shared wire schemas.
import type { ImportApplied, ImportSession, MovementsExportQuery, StockExportQuery } from '../../api/exports.schema';
import type { ColumnMapping } from '../../domain/exports/import-columns';
import type {
  ExportKind,
  ImportEncoding,
  ImportKind,
  SpreadsheetFormat,
} from '../../domain/exports/spreadsheet-limits';
import type { DownloadedFile } from '../ports/http-client.port';

export type { ImportSession };
export type ImportAppliedDto = typeof ImportApplied.Type;

/** What to export: the kind's own filter (stock: the overview's; movements: a period). */
export type ExportRequest =
  | { kind: 'stock'; filter: Omit<typeof StockExportQuery.Type, 'format'> }
  | { kind: 'movements'; filter: Omit<typeof MovementsExportQuery.Type, 'format'> }
  | { kind: Exclude<ExportKind, 'stock' | 'movements'>; filter?: undefined };

export interface ExportsApi {
  exportFile(
    request: ExportRequest,
    format: SpreadsheetFormat,
    onProgress?: (received: number) => void,
  ): Promise<DownloadedFile>;
  upload(
    kind: ImportKind,
    file: File,
    onProgress?: (fraction: number) => void,
    encoding?: ImportEncoding,
  ): Promise<ImportSession>;
  session(id: number): Promise<ImportSession>;
  remap(id: number, mapping: ColumnMapping): Promise<ImportSession>;
  /** Sent with an Idempotency-Key: a retried apply applies once. */
  apply(id: number, idempotencyKey: string): Promise<ImportAppliedDto>;
}
export const ExportsApi = Symbol.for('ExportsApi');
