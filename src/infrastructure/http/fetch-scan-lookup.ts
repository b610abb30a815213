import { LookUpScan } from '../../api/stock.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ScanLookup, ScanLookupAnswer } from '../../application/scanning/scan-lookup.port';
import { callEndpoint } from './call-endpoint';

/** POST /inventory/scan/ over the transport. */
export class FetchScanLookup implements ScanLookup {
  constructor(private readonly http: HttpClient) {}

  lookUp(code: string, options: { locationName: string | null; withContents?: boolean }): Promise<ScanLookupAnswer> {
    return callEndpoint(this.http, LookUpScan, {
      body: {
        code,
        ...(options.locationName ? { location_name: options.locationName } : {}),
        ...(options.withContents ? { with_contents: true } : {}),
      },
    });
  }
}
