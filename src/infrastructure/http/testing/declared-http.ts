import type { ApiEndpoint, BodyOf, PathParamsOf, QuerySentOf, ReceivedAnswerOf } from '../../../api/endpoint';
import type { ApiRequest, HttpClient } from '../../../application/ports/http-client.port';
import { clientHost } from '../call-endpoint';

/** What a fake route receives: the declaration's path parameters, query and body as sent. */
export interface DeclaredRequest<E extends ApiEndpoint> {
  params: PathParamsOf<E>;
  query: QuerySentOf<E> | undefined;
  body: BodyOf<E>;
  idempotencyKey: string | undefined;
}

export interface DeclaredRoute {
  endpoint: ApiEndpoint;
  answer: (request: DeclaredRequest<ApiEndpoint>) => unknown;
}

/** One fake answer for one declaration, typed by it. */
export const answering = <E extends ApiEndpoint>(
  endpoint: E,
  answer: (request: DeclaredRequest<E>) => ReceivedAnswerOf<E> | Promise<ReceivedAnswerOf<E>>,
): DeclaredRoute => ({ endpoint, answer: answer as DeclaredRoute['answer'] });

function matcher(endpoint: ApiEndpoint) {
  const names: string[] = [];
  const pattern = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '(\\d+)';
  });
  const re = new RegExp(`^${pattern}$`);
  return (request: ApiRequest): Record<string, number> | null => {
    if (request.method !== endpoint.method || request.host !== clientHost(endpoint)) return null;
    const m = re.exec(request.path);
    return m ? Object.fromEntries(names.map((n, i) => [n, Number(m[i + 1])])) : null;
  };
}

/**
 * A transport for tests that routes by the same declarations the app calls and the server mounts:
 * each request goes to the route whose method, host and path (with `{id}` parameters) it matches; a
 * request no route declares fails the test. `sent` keeps every request in order.
 */
export function declaredHttp(routes: DeclaredRoute[]): HttpClient & { sent: ApiRequest[] } {
  const table = routes.map((route) => ({ route, match: matcher(route.endpoint) }));
  const sent: ApiRequest[] = [];
  const unset = (what: string) => () => {
    throw new Error(`${what} was not set up in this test`);
  };
  return {
    sent,
    request: async <T>(request: ApiRequest): Promise<T> => {
      sent.push(request);
      for (const { route, match } of table) {
        const params = match(request);
        if (params)
          return (await route.answer({
            params,
            query: request.query as never,
            body: request.body as never,
            idempotencyKey: request.idempotencyKey,
          })) as T;
      }
      throw new Error(`No declared route answers ${request.method} {${request.host}}${request.path}`);
    },
    upload: unset('upload'),
    download: unset('download'),
  };
}
