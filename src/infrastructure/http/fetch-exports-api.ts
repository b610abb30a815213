import type {
  ExportRequest,
  ExportsApi,
  ImportAppliedDto,
  ImportSession,
  StockChoice,
} from '../../application/exports/exports-api.port';
import type { DownloadedFile, HttpClient } from '../../application/ports/http-client.port';
import type { ColumnMapping } from '../../domain/exports/import-columns';
import type { ImportEncoding, ImportKind, SpreadsheetFormat } from '../../domain/exports/spreadsheet-limits';

/** Exports and imports over the transport: streamed downloads, the multipart upload, JSON for the rest. */
export class FetchExportsApi implements ExportsApi {
  constructor(private readonly http: HttpClient) {}

  exportFile(
    request: ExportRequest,
    format: SpreadsheetFormat,
    onProgress?: (received: number) => void,
  ): Promise<DownloadedFile> {
    return this.http.download({
      host: 'main',
      method: 'GET',
      path: `/exports/${request.kind}/`,
      query: { format, ...(request.filter ?? {}) },
      onProgress: (received) => onProgress?.(received),
    });
  }
  upload(
    kind: ImportKind,
    file: File,
    onProgress?: (fraction: number) => void,
    encoding: ImportEncoding = 'utf-8',
  ): Promise<ImportSession> {
    const form = new FormData();
    form.set('file', file, file.name);
    return this.http.upload({
      host: 'main',
      method: 'POST',
      path: '/imports/upload/',
      query: { kind, encoding },
      form,
      onProgress,
    });
  }
  session(id: number, stock?: StockChoice): Promise<ImportSession> {
    const query = stock ? { mode: stock.mode, ...(stock.skipUnknown ? { skip_unknown: '1' } : {}) } : undefined;
    return this.http.request({ host: 'main', method: 'GET', path: `/imports/${id}/`, query });
  }
  remap(id: number, mapping: ColumnMapping): Promise<ImportSession> {
    return this.http.request({ host: 'main', method: 'PUT', path: `/imports/${id}/mapping/`, body: { mapping } });
  }
  apply(id: number, idempotencyKey: string, stock?: StockChoice): Promise<ImportAppliedDto> {
    const body = stock ? { mode: stock.mode, skip_unknown: stock.skipUnknown } : undefined;
    return this.http.request({ host: 'main', method: 'POST', path: `/imports/${id}/apply/`, idempotencyKey, body });
  }
}
