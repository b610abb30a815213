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
import type { WriteAnswer } from '../ledger/idempotency';
import type { Session } from '../session';
import type { AppEnv } from './app-env';
import { checkAnswer } from './answer-check';
import { idempotentWrite } from './idempotent-write';
import { allow, requireScope } from './session.middleware';
import { checksSessionInTransaction } from './session-riding';
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

/**
 * A stock write's answer as the ledger's helpers build it (`answerOf`, with its status): sent as it is
 * and stored for replays.
 */
export class Written {
  constructor(readonly answer: WriteAnswer) {}
}

/** A handler answers the declared answer (sent as JSON) or a whole Response (a file, a redirect). */
type Handler<E extends ApiEndpoint> =
  Keyed<E> extends true
    ? (input: EndpointInput<E>, c: Context<AppEnv>, tx: Tx) => Promise<AnswerOf<E> | Written>
    : (input: EndpointInput<E>, c: Context<AppEnv>) => Promise<AnswerOf<E> | Response>;

export interface MountOptions<E extends ApiEndpoint = ApiEndpoint> {
  /** Middleware run first (the sign-in host's session check, where its other calls need none). */
  use?: MiddlewareHandler<AppEnv>[];
  /**
   * Who may call it: an area's named policy (`server/<area>/<area>-access.ts`). Without one, the
   * declaration's scopes are checked (any one of them permits); no scopes: signed in is enough.
   */
  allow?: (session: Session) => boolean;
  /** A check that needs the database before the input is read (an add-on the organisation must have). */
  before?: (c: Context<AppEnv>) => Promise<void>;
  /**
   * When the body may be left out: the handler then gets it undecoded (undefined), e.g. a DELETE whose
   * ids can come in the query instead.
   */
  bodyUnless?: (input: { query: unknown }) => boolean;
  /**
   * A decision on the validated input made before a keyed write opens its transaction (a policy that
   * needs the body, a check that reads the database); it throws the failure.
   */
  check?: (input: EndpointInput<E>, c: Context<AppEnv>) => void | Promise<void>;
  /** Runs once the answer is made (and a keyed write committed): a wake-up that must see the commit. */
  after?: (c: Context<AppEnv>) => void;
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
  options: MountOptions<E> = {},
): void {
  const names = pathParamNames(endpoint);
  const guard: MiddlewareHandler<AppEnv>[] = options.allow
    ? [allow(options.allow)]
    : endpoint.scopes?.length
      ? [requireScope(...endpoint.scopes)]
      : [];
  const keyed = isKeyed(endpoint);
  const handle: MiddlewareHandler<AppEnv> = async (c) => {
    await options.before?.(c);
    const params = Object.fromEntries(names.map((name) => [name, idParam(c, name)]));
    const query = endpoint.query ? queryParams(c, endpoint.query) : undefined;
    const body = endpoint.body && !options.bodyUnless?.({ query }) ? await jsonBody(c, endpoint.body) : undefined;
    const input = { params, query, body } as EndpointInput<E>;
    await options.check?.(input, c);
    if (keyed) {
      // What a replay must match: the path's ids and the query too, where the call has them.
      const payload =
        names.length || query !== undefined
          ? { ...params, ...(query as object | undefined), ...(body as object | undefined) }
          : body;
      const write = handler as (input: EndpointInput<E>, c: Context<AppEnv>, tx: Tx) => Promise<unknown>;
      const response = await idempotentWrite(c, payload, async (tx) => {
        const answer = await write(input, c, tx);
        if (answer instanceof Written) {
          checkAnswer(endpoint, answer.answer.body);
          return answer.answer;
        }
        checkAnswer(endpoint, answer);
        return { status: options.status ?? 200, body: answer as Record<string, unknown> };
      });
      options.after?.(c);
      return response;
    }
    const answer = await (handler as (input: EndpointInput<E>, c: Context<AppEnv>) => Promise<unknown>)(input, c);
    if (!(answer instanceof Response)) checkAnswer(endpoint, answer);
    const response = answer instanceof Response ? answer : c.json(answer as object);
    options.after?.(c);
    return response;
  };
  // A keyed write's handlers answer in one transaction that checks the session first: its check may ride there.
  if (keyed && !options.use) checksSessionInTransaction(...guard, handle);
  app.on(endpoint.method, [routePath(endpoint)], ...(options.use ?? []), ...guard, handle);
}
