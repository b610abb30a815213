import { ClearStock, ListDuplicateEans, StockReports } from '../../api/stock.schema';
import type { DiscrepanciesApi } from '../../application/discrepancies/discrepancies-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

/** The discrepancy lists and clean-ups of SPEC 7 over the app's transport, each made from its declaration. */
export class FetchDiscrepanciesApi implements DiscrepanciesApi {
  constructor(private readonly http: HttpClient) {}

  stockLines: DiscrepanciesApi['stockLines'] = (report) => callEndpoint(this.http, StockReports[report]);
  duplicateEans: DiscrepanciesApi['duplicateEans'] = () => callEndpoint(this.http, ListDuplicateEans);
  clear: DiscrepanciesApi['clear'] = (what, body, idempotencyKey) =>
    callEndpoint(this.http, ClearStock[what], { body, idempotencyKey });
}
