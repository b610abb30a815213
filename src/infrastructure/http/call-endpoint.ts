import type {
  ReceivedAnswerOf,
  ApiEndpoint,
  ApiHostName,
  BodyOf,
  PathParamNames,
  PathParamsOf,
  QuerySentOf,
} from '../../api/endpoint';
import type { ApiHost, HttpClient } from '../../application/ports/http-client.port';

/** What a call of a declaration needs: its path parameters and body when it has them, query and key when wanted. */
export type CallArgs<E extends ApiEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParamsOf<E> }) &
  (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: undefined }) & {
    query?: QuerySentOf<E>;
    idempotencyKey?: string;
    timeoutMs?: number;
    /** The sign-in refresh itself: sent without first refreshing the token. */
    refreshesToken?: boolean;
  };

const CLIENT_HOST: Record<ApiHostName, ApiHost> = { sklad: 'main', settings: 'settings', auth: 'auth' };

/** The transport's name for a declaration's API host. */
export const clientHost = (endpoint: ApiEndpoint): ApiHost => CLIENT_HOST[endpoint.host];

/** The declared path with its parameters filled in, e.g. `/inventory_check/edit/7/`. */
export function endpointPath(endpoint: ApiEndpoint, params: Record<string, number | string> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The transport's request for one call of a declaration (also what upload/download calls send). */
export function endpointRequest<E extends ApiEndpoint>(endpoint: E, args: CallArgs<E>) {
  const { params, body, query, idempotencyKey, timeoutMs, refreshesToken } = args as {
    params?: Record<string, number>;
    body?: unknown;
    query?: Record<string, string | undefined>;
    idempotencyKey?: string;
    timeoutMs?: number;
    refreshesToken?: boolean;
  };
  return {
    host: CLIENT_HOST[endpoint.host],
    method: endpoint.method,
    path: endpointPath(endpoint, params),
    ...(body === undefined ? {} : { body }),
    ...(query === undefined ? {} : { query }),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(refreshesToken ? { refreshesToken } : {}),
  };
}

/**
 * Calls one declared endpoint (`src/api/<area>.schema.ts`) over the transport: the method, host and
 * path come from the declaration, the arguments are typed by it and the answer is decoded by its
 * `response` schema.
 */
export async function callEndpoint<E extends ApiEndpoint>(
  http: HttpClient,
  endpoint: E,
  ...[args]: {} extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]
): Promise<ReceivedAnswerOf<E>> {
  return readAnswer(endpoint, await http.request<unknown>(endpointRequest(endpoint, (args ?? {}) as CallArgs<E>)));
}

/** A declared call's answer decoded by its `response` schema (a multipart upload's answer too). */
export async function readAnswer<E extends ApiEndpoint>(endpoint: E, json: unknown): Promise<ReceivedAnswerOf<E>> {
  if (!endpoint.response) return json as ReceivedAnswerOf<E>;
  // The decoder is effect's, which the sign-in form's entry chunk must not carry (bench/bundle): it
  // loads with the first answer to decode, as the declarations themselves do there.
  const { decodeAnswer } = await import('./decode-answer');
  return decodeAnswer(endpoint, endpoint.response, json) as ReceivedAnswerOf<E>;
}
