import {
  CreateAgentToken,
  CreatePairingCode,
  GenerateLabels,
  ListPrinters,
  ListTemplates,
  ReadPrintJob,
  RequestPrint,
} from '../../api/printing.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { PrintingApi } from '../../application/printing/printing-api.port';
import { callEndpoint } from './call-endpoint';

/** SPEC 7 "Printing" on the settings host (the shop's print defaults go through ConfigApi). */
export class FetchPrintingApi implements PrintingApi {
  constructor(private readonly http: HttpClient) {}

  printers: PrintingApi['printers'] = () => callEndpoint(this.http, ListPrinters);
  templates: PrintingApi['templates'] = () => callEndpoint(this.http, ListTemplates);
  generate: PrintingApi['generate'] = (body) => callEndpoint(this.http, GenerateLabels, { body });
  request: PrintingApi['request'] = (body, idempotencyKey) =>
    callEndpoint(this.http, RequestPrint, { body, idempotencyKey });
  job: PrintingApi['job'] = (id) => callEndpoint(this.http, ReadPrintJob, { params: { id } });
  createAgentToken: PrintingApi['createAgentToken'] = (name) =>
    callEndpoint(this.http, CreateAgentToken, { body: { name } });
  pairAgent: PrintingApi['pairAgent'] = (name) => callEndpoint(this.http, CreatePairingCode, { body: { name } });
}
