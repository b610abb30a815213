// Export and import with spreadsheets (server: server/http/exports.routes.ts), typed from the shared wire schemas.
import type { ImportApplied, ImportSession, MovementsExportQuery, StockExportQuery } from '../../api/exports.schema';
import type { ColumnMapping } from '../../domain/exports/import-columns';
import type { StockImportMode } from '../../domain/exports/stock-import-plan';
import type {
  ExportKind,
  ImportEncoding,
  ImportKind,
  SpreadsheetFormat,
} from '../../domain/exports/spreadsheet-limits';
import type { DownloadedFile } from '../ports/http-client.port';

export type { ImportSession };
export type ImportAppliedDto = typeof ImportApplied.Type;

/** What a stock file is to do, chosen by the user: set counted amounts or add received goods. */
export interface StockChoice {
  mode: StockImportMode;
  /** Leave out rows of products the e-shop no longer has instead of refusing the file. */
  skipUnknown: boolean;
}

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
  /** With a stock choice: the preview of the change it makes (`stock_change`). */
  session(id: number, stock?: StockChoice): Promise<ImportSession>;
  remap(id: number, mapping: ColumnMapping): Promise<ImportSession>;
  /** Sent with an Idempotency-Key: a retried apply applies once. */
  apply(id: number, idempotencyKey: string, stock?: StockChoice): Promise<ImportAppliedDto>;
}
export const ExportsApi = Symbol.for('ExportsApi');
