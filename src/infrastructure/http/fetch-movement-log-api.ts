import type { HttpClient } from '../../application/ports/http-client.port';
import {
  LOG_TIMEOUT_MS,
  type LogPage,
  type LogPageRequest,
  type MovementLogApi,
} from '../../application/movement-log/movement-log.port';

/** POST /log/ over the transport (R-LOG-01, R-HTTP-06: 60 s timeout). */
export class FetchMovementLogApi implements MovementLogApi {
  constructor(private readonly http: HttpClient) {}

  page(request: LogPageRequest): Promise<LogPage> {
    return this.http.request({ host: 'main', method: 'POST', path: '/log/', body: request, timeoutMs: LOG_TIMEOUT_MS });
  }
}
