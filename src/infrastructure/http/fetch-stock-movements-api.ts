import { HttpFailure, OperationErrors } from '../../application/errors';
import type { HttpClient } from '../../application/ports/http-client.port';
import type {
  LocationCheckRequest,
  RelocationRequest,
  ScannedProduct,
  StockInRequest,
  StockMovementsApi,
  StockOutRequest,
  StockWrite,
  WriteOptions,
} from '../../application/stock-movements/stock-movements.port';
import { SourceLabel } from '../../domain/stock/source-labels';

/** SPEC 7 "Stock in, out, relocation and search" over the transport. */
export class FetchStockMovementsApi implements StockMovementsApi {
  constructor(private readonly http: HttpClient) {}

  search(q: string, locationName: string | null): Promise<ScannedProduct> {
    return this.http.request({
      host: 'main',
      method: 'POST',
      path: '/inventory/search/',
      body: locationName ? { q, location_name: locationName } : { q },
    });
  }

  stockIn(request: StockInRequest, options: WriteOptions): Promise<StockWrite> {
    const { fromList, ...body } = request;
    return this.write('POST', fromList ? '/inventory/ao/' : '/inventory/', body, options);
  }

  stockOut(request: StockOutRequest, options: WriteOptions): Promise<StockWrite> {
    const { returns, sector_name, ...rest } = request;
    const body = sector_name ? { ...rest, sector_name } : rest;
    return this.write('DELETE', returns ? '/inventory/vratky' : '/inventory/', body, options);
  }

  checkLocation(request: LocationCheckRequest, options: WriteOptions): Promise<StockWrite> {
    return this.write('PUT', '/inventory/', { action: 'location_check', ...request }, options);
  }

  relocate(request: RelocationRequest, options: WriteOptions): Promise<StockWrite> {
    return this.write('PUT', '/inventory/relocate/selective/', request, options);
  }

  revert(changeId: number, options: WriteOptions): Promise<StockWrite> {
    return this.write('POST', `/inventory/revert/${changeId}/`, { source: SourceLabel.reverseRecord }, options);
  }

  /** Every stock write: one keyed request whose answer may still list refused lines. */
  private write(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: object,
    { idempotencyKey }: WriteOptions,
  ): Promise<StockWrite> {
    return stockAnswer(this.http.request({ host: 'main', method, path, body, idempotencyKey }));
  }
}

const errorsOf = (body: unknown): unknown[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors : [];
};

/**
 * R-HTTP-08: an answer whose errors list is non-empty is a failure, whatever its status. The
 * server refuses bad lines with 400 `{ detail, errors }`; both reach the app as OperationErrors,
 * so a screen can mark each refused line.
 */
export async function stockAnswer<T>(call: Promise<T>): Promise<T> {
  let body: T;
  try {
    body = await call;
  } catch (e) {
    if (e instanceof HttpFailure && errorsOf(e.payload).length)
      throw new OperationErrors({ errors: errorsOf(e.payload) });
    throw e;
  }
  if (errorsOf(body).length) throw new OperationErrors({ errors: errorsOf(body) });
  return body;
}
