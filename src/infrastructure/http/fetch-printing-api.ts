import * as calls from '../../api/printing.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { PrintingApi } from '../../application/printing/printing-api.port';
import { callEndpoint } from './call-endpoint';

/** SPEC 7 "Printing" on the settings host (the shop's print defaults go through ConfigApi). */
export class FetchPrintingApi implements PrintingApi {
  constructor(private readonly http: HttpClient) {}

  printers: PrintingApi['printers'] = () => callEndpoint(this.http, calls.ListPrinters);
  templates: PrintingApi['templates'] = () => callEndpoint(this.http, calls.ListTemplates);
  generate: PrintingApi['generate'] = (body) => callEndpoint(this.http, calls.GenerateLabels, { body });
  request: PrintingApi['request'] = (body, idempotencyKey) =>
    callEndpoint(this.http, calls.RequestPrint, { body, idempotencyKey });
  job: PrintingApi['job'] = (id) => callEndpoint(this.http, calls.ReadPrintJob, { params: { id } });
  createAgentToken: PrintingApi['createAgentToken'] = (name) =>
    callEndpoint(this.http, calls.CreateAgentToken, { body: { name } });
  pairAgent: PrintingApi['pairAgent'] = (name) => callEndpoint(this.http, calls.CreatePairingCode, { body: { name } });
}
