import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  isKeyed,
  pathParamNames,
  routePath,
  type AnswerOf,
  type ApiEndpoint,
  type BodyOf,
  type PathParamsOf,
  type QueryOf,
} from '../../src/api/endpoint';
import type { Tx } from '../db/client';
import type { Session } from '../session';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow, requireScope } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

/** What a handler receives: the path parameters, query and body, each already validated (or a Czech 400). */
export interface EndpointInput<E extends ApiEndpoint> {
  params: PathParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

type Keyed<E extends ApiEndpoint> = E extends { headers: readonly (infer H)[] }
  ? 'Idempotency-Key' extends H
    ? true
    : false
  : false;

/** A handler answers the declared answer (sent as JSON) or a whole Response (a file, a redirect). */
type Handler<E extends ApiEndpoint> =
  Keyed<E> extends true
    ? (input: EndpointInput<E>, c: Context<AppEnv>, tx: Tx) => Promise<AnswerOf<E>>
    : (input: EndpointInput<E>, c: Context<AppEnv>) => Promise<AnswerOf<E> | Response>;

export interface MountOptions {
  /**
   * Who may call it: an area's named policy (`server/<area>/<area>-access.ts`). Without one, the
   * declaration's scopes are checked (any one of them permits); no scopes: signed in is enough.
   */
  allow?: (session: Session) => boolean;
  /** The status of a keyed write's answer (201 where the spec creates). */
  status?: 200 | 201;
}

/**
 * Mounts the handler of one declared endpoint on `app`: its method and path (`{id}` becomes `:id`, a
 * positive integer or a 400), the scope check, the body and query validated by the declared schemas
 * with the Czech 400 details, and for declarations that read an Idempotency-Key the write run once
 * per key inside one transaction (`idempotent-write.ts`).
 */
export function mount<E extends ApiEndpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: Handler<E>,
  options: MountOptions = {},
): void {
  const names = pathParamNames(endpoint);
  const guard: MiddlewareHandler<AppEnv>[] = options.allow
    ? [allow(options.allow)]
    : endpoint.scopes?.length
      ? [requireScope(...endpoint.scopes)]
      : [];
  const keyed = isKeyed(endpoint);
  const handle: MiddlewareHandler<AppEnv> = async (c) => {
    const params = Object.fromEntries(names.map((name) => [name, idParam(c, name)]));
    const query = endpoint.query ? queryParams(c, endpoint.query) : undefined;
    const body = endpoint.body ? await jsonBody(c, endpoint.body) : undefined;
    const input = { params, query, body } as EndpointInput<E>;
    if (keyed) {
      const payload = names.length ? { ...params, ...(body as object | undefined) } : body;
      const write = handler as (input: EndpointInput<E>, c: Context<AppEnv>, tx: Tx) => Promise<unknown>;
      return idempotentWrite(c, payload, async (tx) => ({
        status: options.status ?? 200,
        body: (await write(input, c, tx)) as Record<string, unknown>,
      }));
    }
    const answer = await (handler as (input: EndpointInput<E>, c: Context<AppEnv>) => Promise<unknown>)(input, c);
    return answer instanceof Response ? answer : c.json(answer as object);
  };
  app.on(endpoint.method, [routePath(endpoint)], ...guard, handle);
}
