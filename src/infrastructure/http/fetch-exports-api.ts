import type {
  ExportRequest,
  ExportsApi,
  ImportAppliedDto,
  ImportSession,
  StockChoice,
} from '../../application/exports/exports-api.port';
import type { DownloadedFile, HttpClient } from '../../application/ports/http-client.port';
import { ApplyImport, ExportCalls, ReadImport, RemapImport, UploadImport } from '../../api/exports.schema';
import { callEndpoint, endpointRequest, readAnswer } from './call-endpoint';
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
    const query = { format, ...(request.filter ?? {}) } as Record<string, string>;
    return this.http.download({
      ...endpointRequest(ExportCalls[request.kind], { query } as never),
      onProgress: (received) => onProgress?.(received),
    });
  }
  async upload(
    kind: ImportKind,
    file: File,
    onProgress?: (fraction: number) => void,
    encoding: ImportEncoding = 'utf-8',
  ): Promise<ImportSession> {
    const form = new FormData();
    form.set('file', file, file.name);
    const request = endpointRequest(UploadImport, { query: { kind, encoding } });
    return readAnswer(UploadImport, await this.http.upload<unknown>({ ...request, form, onProgress }));
  }
  session(id: number, stock?: StockChoice): Promise<ImportSession> {
    const query = stock
      ? { mode: stock.mode, ...(stock.skipUnknown ? { skip_unknown: '1' as const } : {}) }
      : undefined;
    return callEndpoint(this.http, ReadImport, { params: { id }, query });
  }
  remap(id: number, mapping: ColumnMapping): Promise<ImportSession> {
    return callEndpoint(this.http, RemapImport, { params: { id }, body: { mapping } });
  }
  apply(id: number, idempotencyKey: string, stock?: StockChoice): Promise<ImportAppliedDto> {
    const body = stock ? { mode: stock.mode, skip_unknown: stock.skipUnknown } : undefined;
    return callEndpoint(this.http, ApplyImport, { params: { id }, idempotencyKey, body: body as never });
  }
}
