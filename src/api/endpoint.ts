import type { Schema } from 'effect';

/**
 * One API call as both sides see it: the server's routes validate with `body`/`query`, the app's
 * adapters derive their types from the same schemas, and the OpenAPI description is built from the
 * list of every area's endpoints (`src/api/endpoints.ts`).
 */
export interface ApiEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The API host the call belongs to (SPEC 7): warehouse, settings or sign-in. */
  host: 'sklad' | 'settings' | 'auth';
  /** Path below the host, with `{name}` for path parameters, exactly as mounted (trailing slash included). */
  path: string;
  summary: string;
  /** Scopes any one of which permits the call; empty: signed in is enough. */
  scopes?: readonly string[];
  /** Request headers the call reads besides sign-in (`Idempotency-Key` on stock writes). */
  headers?: readonly string[];
  body?: Schema.Top;
  query?: Schema.Top;
  response?: Schema.Top;
}

/** An endpoint of the warehouse host (`/api/sklad`). */
export const sklad = (
  method: ApiEndpoint['method'],
  path: string,
  summary: string,
  scopes: readonly string[],
  rest: Partial<ApiEndpoint> = {},
): ApiEndpoint => ({ method, host: 'sklad', path, summary, scopes, ...rest });

/** An endpoint of the settings host (`/api/settings`) or the sign-in host (`/api/auth`). */
export const onHost =
  (host: 'settings' | 'auth') =>
  (method: ApiEndpoint['method'], path: string, summary: string, rest: Partial<ApiEndpoint> = {}): ApiEndpoint => ({
    method,
    host,
    path,
    summary,
    ...rest,
  });
