import type { Schema } from 'effect';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ApiHostName = 'sklad' | 'settings' | 'auth';

/**
 * One API call as both sides see it, declared once in `src/api/<area>.schema.ts` as a named constant:
 * the server mounts its handler from it (`server/http/mount-endpoint.ts`), the app calls it through
 * `src/infrastructure/http/call-endpoint.ts`, and the OpenAPI description is built from the list of
 * every area's endpoints (`src/api/endpoints.ts`).
 */
export interface ApiEndpoint {
  method: ApiMethod;
  /** The API host the call belongs to (SPEC 7): warehouse, settings or sign-in. */
  host: ApiHostName;
  /** Path below the host, with `{name}` for path parameters, exactly as mounted (trailing slash included). */
  path: string;
  summary: string;
  /** Scopes any one of which permits the call; empty: signed in is enough. */
  scopes?: readonly string[];
  /** Request headers the call reads besides sign-in (`Idempotency-Key` on stock writes). */
  headers?: readonly string[];
  body?: Schema.Top;
  query?: Schema.Top;
  /** The answer's schema: the app decodes what it receives by it, the server's answer is checked by it in tests. */
  response?: Schema.Top;
}

type Rest = Partial<Omit<ApiEndpoint, 'method' | 'host' | 'path' | 'summary'>>;

/** An endpoint of the warehouse host (`/api/sklad`); the literal path and schemas stay in its type. */
export const sklad = <const M extends ApiMethod, const P extends string, const R extends Rest = {}>(
  method: M,
  path: P,
  summary: string,
  scopes: readonly string[],
  rest: R = {} as R,
) => ({ method, host: 'sklad' as const, path, summary, scopes, ...rest });

/** An endpoint of the settings host (`/api/settings`) or the sign-in host (`/api/auth`). */
export const onHost =
  <const H extends 'settings' | 'auth'>(host: H) =>
  <const M extends ApiMethod, const P extends string, const R extends Rest = {}>(
    method: M,
    path: P,
    summary: string,
    rest: R = {} as R,
  ) => ({ method, host, path, summary, ...rest });

// What a declaration gives each end, read from its type.

/** `{id}` and `{document_id}` in `/document/{document_id}/line/{id}/` → `'document_id' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Tail}`
  ? N | PathParamNames<Tail>
  : never;
export type PathParamsOf<E extends ApiEndpoint> = { [K in PathParamNames<E['path']>]: number };
export type BodyOf<E extends ApiEndpoint> = E extends { body: infer S extends Schema.Top } ? S['Type'] : undefined;
/** The query as the server reads it (decoded). */
export type QueryOf<E extends ApiEndpoint> = E extends { query: infer S extends Schema.Top } ? S['Type'] : undefined;
/** The query as the client sends it (strings). */
export type QuerySentOf<E extends ApiEndpoint> = E extends { query: infer S extends Schema.Top }
  ? S['Encoded']
  : undefined;
/** The answer as the server builds it (a schema's readonly Type accepts what the use case returns). */
export type AnswerOf<E extends ApiEndpoint> = E extends { response: infer S extends Schema.Top } ? S['Type'] : unknown;
/** JSON the client parsed is its own to change: the answer without the schema's `readonly`. */
export type DeepMutable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer U>
    ? DeepMutable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
      : T;
export type ReceivedAnswerOf<E extends ApiEndpoint> = E extends { response: Schema.Top }
  ? DeepMutable<AnswerOf<E>>
  : AnswerOf<E>;
export const isKeyed = (e: ApiEndpoint): boolean => e.headers?.includes('Idempotency-Key') ?? false;
/** The declared path with its `{name}` parameters as Hono's `:name`. */
export const routePath = (e: ApiEndpoint): string => e.path.replace(/\{(\w+)\}/g, ':$1');
export const pathParamNames = (e: ApiEndpoint): string[] => [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
