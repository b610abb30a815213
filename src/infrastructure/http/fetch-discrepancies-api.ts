import type { DiscrepanciesApi } from '../../application/discrepancies/discrepancies-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';

const REPORT_PATH = {
  orphan: '/inventory/orphan_products/',
  invisible: '/inventory/invisible_products/',
  set: '/inventory/set_products/',
} as const;

/** The discrepancy lists and clean-ups of SPEC 7 over the app's transport. */
export class FetchDiscrepanciesApi implements DiscrepanciesApi {
  constructor(private readonly http: HttpClient) {}

  stockLines: DiscrepanciesApi['stockLines'] = (report) =>
    this.http.request({ host: 'main', method: 'GET', path: REPORT_PATH[report] });
  duplicateEans: DiscrepanciesApi['duplicateEans'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/inventory/duplicate_ean/' });
  clear: DiscrepanciesApi['clear'] = (what, body, idempotencyKey) =>
    this.http.request({ host: 'main', method: 'DELETE', path: REPORT_PATH[what], body, idempotencyKey });
}
