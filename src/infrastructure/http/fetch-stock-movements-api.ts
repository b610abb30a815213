import {
  CheckOrChangeLocation,
  RelocateSelective,
  RevertChange,
  SearchScannedProduct,
  StockIn,
  StockInFromList,
  StockOut,
  StockOutReturns,
} from '../../api/stock.schema';
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
import { callEndpoint } from './call-endpoint';

/** SPEC 7 "Stock in, out, relocation and search" over the transport, each call made from its declaration. */
export class FetchStockMovementsApi implements StockMovementsApi {
  constructor(private readonly http: HttpClient) {}

  search(q: string, locationName: string | null): Promise<ScannedProduct> {
    return callEndpoint(this.http, SearchScannedProduct, {
      body: locationName ? { q, location_name: locationName } : { q },
    });
  }

  stockIn(request: StockInRequest, { idempotencyKey }: WriteOptions): Promise<StockWrite> {
    const { fromList, ...body } = request;
    return stockAnswer(callEndpoint(this.http, fromList ? StockInFromList : StockIn, { body, idempotencyKey }));
  }

  stockOut(request: StockOutRequest, { idempotencyKey }: WriteOptions): Promise<StockWrite> {
    const { returns, sector_name, ...rest } = request;
    const body = sector_name ? { ...rest, sector_name } : rest;
    return stockAnswer(callEndpoint(this.http, returns ? StockOutReturns : StockOut, { body, idempotencyKey }));
  }

  checkLocation(request: LocationCheckRequest, { idempotencyKey }: WriteOptions): Promise<StockWrite> {
    const body = { action: 'location_check' as const, ...request };
    return stockAnswer(callEndpoint(this.http, CheckOrChangeLocation, { body, idempotencyKey }));
  }

  relocate(body: RelocationRequest, { idempotencyKey }: WriteOptions): Promise<StockWrite> {
    return stockAnswer(callEndpoint(this.http, RelocateSelective, { body, idempotencyKey }));
  }

  revert(id: number, { idempotencyKey }: WriteOptions): Promise<StockWrite> {
    const body = { source: SourceLabel.reverseRecord };
    return stockAnswer(callEndpoint(this.http, RevertChange, { params: { id }, body, idempotencyKey }));
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
