import type { HttpClient } from '../../application/ports/http-client.port';
import type { PrintingApi } from '../../application/printing/printing-api.port';

/** SPEC 7 "Printing" on the settings host (the shop's print defaults go through ConfigApi). */
export class FetchPrintingApi implements PrintingApi {
  constructor(private readonly http: HttpClient) {}

  printers: PrintingApi['printers'] = () =>
    this.http.request({ host: 'settings', method: 'GET', path: '/cloud_print/printers/' });
  templates: PrintingApi['templates'] = () =>
    this.http.request({ host: 'settings', method: 'GET', path: '/cloud_print/template/' });
  generate: PrintingApi['generate'] = (body) =>
    this.http.request({ host: 'settings', method: 'POST', path: '/cloud_print/generate_v2/', body });
  request: PrintingApi['request'] = (body, idempotencyKey) =>
    this.http.request({ host: 'settings', method: 'POST', path: '/cloud_print/request_v2/', body, idempotencyKey });
  job: PrintingApi['job'] = (id) =>
    this.http.request({ host: 'settings', method: 'GET', path: `/cloud_print/jobs/${id}/` });
  createAgentToken: PrintingApi['createAgentToken'] = (name) =>
    this.http.request({ host: 'settings', method: 'POST', path: '/cloud_print/agent_tokens/', body: { name } });
  pairAgent: PrintingApi['pairAgent'] = (name) =>
    this.http.request({ host: 'settings', method: 'POST', path: '/cloud_print/agent_pairing/', body: { name } });
}
