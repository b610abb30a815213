import { ReadMovementLog } from '../../api/stock.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import {
  LOG_TIMEOUT_MS,
  type LogPage,
  type LogPageRequest,
  type MovementLogApi,
} from '../../application/movement-log/movement-log.port';
import { callEndpoint } from './call-endpoint';

/** POST /log/ over the transport (R-LOG-01, R-HTTP-06: 60 s timeout). */
export class FetchMovementLogApi implements MovementLogApi {
  constructor(private readonly http: HttpClient) {}

  page(body: LogPageRequest): Promise<LogPage> {
    return callEndpoint(this.http, ReadMovementLog, { body, timeoutMs: LOG_TIMEOUT_MS });
  }
}
