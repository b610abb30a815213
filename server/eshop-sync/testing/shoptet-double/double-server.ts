import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { ShoptetOpenApi } from '../shoptet-openapi-validator';
import { newShop, type DoubleShop } from './double-state';

/**
 * A test double of Shoptet's API: a real HTTP server on a loopback port holding e-shops in memory.
 * Core behaviour lives here (tokens, the envelope, the per-token connection limit with 429 and
 * Retry-After, 423 on a write URL already running, fault switches, OpenAPI validation of every request
 * and answer); the endpoints come from modules (`use`), each in its own file: stocks here, OAuth code
 * exchange, snapshots and webhooks in the install half's files.
 */

export interface DoubleRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
  params: Record<string, string>;
  /** The e-shop the token belongs to (undefined on a public route). */
  shop?: DoubleShop;
  /** The access or private token the call came with. */
  token?: string;
}

export interface DoubleAnswer {
  status: number;
  data?: unknown;
  errors?: Array<{ errorCode: string; message: string; instance: string }> | null;
  headers?: Record<string, string>;
  /** Sent as it is, not in the envelope (OAuth server, snapshot result files); a stream is piped as it comes. */
  raw?: { contentType: string; body: Buffer | string | Readable };
}

export type DoubleHandler = (request: DoubleRequest, double: ShoptetDouble) => DoubleAnswer | Promise<DoubleAnswer>;

export interface RouteOptions {
  /** No Shoptet token needed, no envelope (the OAuth server, result downloads, pages of the shop's domain). */
  public?: boolean;
}

export interface DoubleFaults {
  /** Every Nth write (PATCH/POST/PUT/DELETE under /api) is applied and then its answer lost (socket destroyed). */
  loseAnswerEvery: number;
  /**
   * Writes lost on the way in: after `skip` more writes pass, the next `count` are neither applied nor
   * answered (the connection is cut), as when the sender is killed -9 just after marking a batch
   * 'sending' or the network drops the request. The sender cannot tell this from a lost answer.
   */
  dropWrites: { skip: number; count: number };
  /** The next N calls under /api answer this 5xx without doing anything. */
  failNext: { count: number; status: 500 | 503 };
  /** Answers wait this long after the work is done (a slow Shoptet). */
  slowMs: number;
  /** Every call is refused as if the tokens were revoked. */
  revoked: boolean;
}

export interface DoubleOptions {
  /** Shoptet: 3 concurrent connections per token, then 429. */
  connectionLimit?: number;
  retryAfterSeconds?: number;
  /** API access token lifetime (Shoptet: 1800 s) and how many may be valid at once per OAuth token (5). */
  accessTokenLifetimeS?: number;
  maxValidAccessTokens?: number;
  /** Refuse requests that do not match Shoptet's OpenAPI (as Shoptet does: 400/422); on by default. */
  strict?: boolean;
  now?: () => Date;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: DoubleHandler;
  options: RouteOptions;
}

interface AccessToken {
  shop: DoubleShop;
  oauth: string;
  expiresAt: number;
}

export interface Exchange {
  method: string;
  path: string;
  status: number;
  operationId?: string;
  body?: unknown;
  /** The answer never reached the client (lost on purpose); with status 0 the request was dropped unapplied. */
  lost?: boolean;
}

export class ShoptetDouble {
  readonly shops = new Map<number, DoubleShop>();
  readonly faults: DoubleFaults = {
    loseAnswerEvery: 0,
    dropWrites: { skip: 0, count: 0 },
    failNext: { count: 0, status: 500 },
    slowMs: 0,
    revoked: false,
  };
  /** OpenAPI mismatches of requests received and answers given: a test expects none. */
  readonly violations: string[] = [];
  /** Every call, in arrival order. */
  readonly exchanges: Exchange[] = [];
  readonly openApi = new ShoptetOpenApi();
  readonly accessTokens = new Map<string, AccessToken>();
  url = '';
  private readonly routes: Route[] = [];
  private readonly active = new Map<string, number>();
  private readonly runningWrites = new Set<string>();
  private writes = 0;
  private server?: Server;

  constructor(readonly options: DoubleOptions = {}) {}

  get now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The OAuth server's getAccessToken URL (the partner's domain; here the same server). */
  get oauthUrl(): string {
    return `${this.url}/action/ApiOAuthServer/getAccessToken`;
  }

  route(method: string, template: string, handler: DoubleHandler, options: RouteOptions = {}): void {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, handler, options });
    // Literal paths before templated ones (`/movements/last` before `/movements/{id}`).
    this.routes.sort((a, b) => a.names.length - b.names.length);
  }

  use(module: (double: ShoptetDouble) => void): this {
    module(this);
    return this;
  }

  addShop(eshopId: number, defaultStockId = 1): DoubleShop {
    const shop = newShop(eshopId, defaultStockId);
    this.shops.set(eshopId, shop);
    return shop;
  }

  /** Installs our add-on in the shop: the OAuth token its install would give. */
  issueOAuthToken(shop: DoubleShop): string {
    const token = `oauth-${shop.eshopId}-${randomUUID()}`;
    shop.oauthTokens.add(token);
    return token;
  }

  issuePrivateToken(shop: DoubleShop): string {
    const token = `private-${shop.eshopId}-${randomUUID()}`;
    shop.privateTokens.add(token);
    return token;
  }

  /** Revokes every token of the shop (uninstall): API calls and getAccessToken answer 401. */
  revokeTokens(shop: DoubleShop): void {
    shop.oauthTokens.clear();
    shop.privateTokens.clear();
    for (const [value, t] of this.accessTokens) if (t.shop === shop) this.accessTokens.delete(value);
  }

  validAccessTokens(oauth: string): number {
    const now = this.now.getTime();
    return [...this.accessTokens.values()].filter((t) => t.oauth === oauth && t.expiresAt > now).length;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://double');
    const method = (req.method ?? 'GET').toUpperCase();
    let body: unknown;
    let unparsable = false;
    if (rawBody.length)
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        unparsable = true;
      }
    const request: DoubleRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      rawBody,
      body,
      params: {},
    };
    const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (route) {
      const values = route.pattern.exec(url.pathname)!.slice(1);
      request.params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(values[i])]));
    }
    if (route?.options.public) {
      const answer = await route.handler(request, this);
      this.exchanges.push({ method, path: url.pathname, status: answer.status });
      return this.send(res, answer, undefined);
    }

    const operation = this.openApi.operationOf(method, url.pathname);
    const record = (answer: DoubleAnswer, lost = false) =>
      this.exchanges.push({
        method,
        path: url.pathname,
        status: answer.status,
        operationId: operation?.id,
        body,
        lost,
      });

    // Authentication, as Shoptet: a missing token, an unknown or expired one.
    const token = header(req, 'shoptet-access-token') ?? header(req, 'shoptet-private-api-token');
    const auth = this.authenticate(req, token);
    if ('answer' in auth) {
      record(auth.answer);
      return this.send(res, auth.answer, operation?.id);
    }
    request.shop = auth.shop;
    request.token = token;

    // The connection limit per token: past it, 429 with Retry-After as an HTTP-date.
    const active = (this.active.get(token!) ?? 0) + 1;
    if (active > (this.options.connectionLimit ?? 3)) {
      const answer = this.rateLimited();
      record(answer);
      return this.send(res, answer, operation?.id);
    }
    this.active.set(token!, active);
    try {
      if (method !== 'GET' && this.dropWrite()) {
        record({ status: 0 }, true);
        req.socket.destroy();
        return;
      }
      const answer = await this.answer(request, route, operation, unparsable);
      const isWrite = method !== 'GET';
      const lose = isWrite && this.faults.loseAnswerEvery > 0 && ++this.writes % this.faults.loseAnswerEvery === 0;
      if (this.faults.slowMs) await new Promise((r) => setTimeout(r, this.faults.slowMs));
      record(answer, lose);
      if (lose) {
        // Applied, and the answer never arrives.
        req.socket.destroy();
        return;
      }
      this.send(res, answer, operation?.id);
    } finally {
      this.active.set(token!, (this.active.get(token!) ?? 1) - 1);
    }
  }

  /** Whether this write is one `faults.dropWrites` loses before it is applied. */
  private dropWrite(): boolean {
    const drop = this.faults.dropWrites;
    if (drop.count <= 0) return false;
    if (drop.skip > 0) {
      drop.skip--;
      return false;
    }
    drop.count--;
    return true;
  }

  private async answer(
    request: DoubleRequest,
    route: Route | undefined,
    operation: { id: string; pathParams: Record<string, string> } | undefined,
    unparsable: boolean,
  ): Promise<DoubleAnswer> {
    if (this.faults.failNext.count > 0) {
      this.faults.failNext.count--;
      return {
        status: this.faults.failNext.status,
        data: null,
        errors: [error('server-error', 'Internal error.', 'unknown')],
      };
    }
    if (!operation) {
      this.violations.push(`${request.method} ${request.path}: no operation of Shoptet's OpenAPI extract`);
      return { status: 404, data: null, errors: [error('not-found', 'Endpoint not found.', request.path)] };
    }
    if (unparsable) {
      this.violations.push(`${operation.id}: request body is not JSON`);
      return {
        status: 422,
        data: null,
        errors: [error('invalid-request-data', 'Request body is not valid JSON.', 'body')],
      };
    }
    const problems = this.openApi.checkRequest(
      operation.id,
      {
        method: request.method,
        path: request.path,
        query: request.query,
        headers: request.headers,
        body: request.body,
      },
      operation.pathParams,
    );
    if (problems.length) {
      this.violations.push(...problems);
      if (this.options.strict ?? true) {
        const bodyProblem = problems.some((p) => p.includes('request'));
        return bodyProblem
          ? { status: 422, data: null, errors: [error('invalid-request-data', problems[0], 'body')] }
          : { status: 400, data: null, errors: [error('invalid-parameter', problems[0], 'query')] };
      }
    }
    if (!route) {
      this.violations.push(`${operation.id}: the double has no module for it`);
      return { status: 404, data: null, errors: [error('not-found', 'Endpoint not found.', request.path)] };
    }
    // 423: a write to the same URL of the same shop is still running (Shoptet holds it at most 5 s).
    const writeKey =
      request.method === 'GET' ? undefined : `${request.shop!.eshopId} ${request.method} ${request.path}`;
    if (writeKey && this.runningWrites.has(writeKey))
      return {
        status: 423,
        data: null,
        errors: [error('locked', 'Resource is locked. Try again later.', request.path)],
      };
    if (writeKey) this.runningWrites.add(writeKey);
    try {
      return await route.handler(request, this);
    } finally {
      // The write runs until its answer leaves: `slowMs` later, or at once (the answer is sent in this same turn of
      // the event loop). A timer of 0 would still be pending when the client's next write arrives.
      if (writeKey && this.faults.slowMs) setTimeout(() => this.runningWrites.delete(writeKey), this.faults.slowMs);
      else if (writeKey) this.runningWrites.delete(writeKey);
    }
  }

  private authenticate(
    req: IncomingMessage,
    token: string | undefined,
  ): { shop: DoubleShop } | { answer: DoubleAnswer } {
    const refuse = (errorCode: string, message: string): { answer: DoubleAnswer } => ({
      answer: { status: 401, data: null, errors: [error(errorCode, message, 'unknown')] },
    });
    if (!token) return refuse('missing-access-token', 'Missing access token.');
    if (this.faults.revoked) return refuse('invalid-token', 'Invalid access token.');
    if (header(req, 'shoptet-private-api-token')) {
      const shop = [...this.shops.values()].find((s) => s.privateTokens.has(token));
      return shop ? { shop } : refuse('invalid-token', 'Invalid access token.');
    }
    const access = this.accessTokens.get(token);
    if (!access) return refuse('invalid-token', 'Invalid access token.');
    if (access.expiresAt <= this.now.getTime())
      return refuse('expired-token', 'Token is expired. Please ask for new one.');
    return { shop: access.shop };
  }

  /** The body of 429 when the connection limit is passed. */
  rateLimited(): DoubleAnswer {
    const retryAt = new Date(this.now.getTime() + (this.options.retryAfterSeconds ?? 1) * 1000);
    return {
      status: 429,
      data: null,
      errors: [error('too-many-requests', 'Too many concurrent connections.', 'unknown')],
      headers: { 'Retry-After': retryAt.toUTCString() },
    };
  }

  /** Issues an API access token for an OAuth token (the getAccessToken endpoint of the core module). */
  issueAccessToken(oauth: string): { value: string; lifetimeS: number } | 'unknown' | 'maximum_tokens_reached' {
    const shop = [...this.shops.values()].find((s) => s.oauthTokens.has(oauth));
    if (!shop || this.faults.revoked) return 'unknown';
    if (this.validAccessTokens(oauth) >= (this.options.maxValidAccessTokens ?? 5)) return 'maximum_tokens_reached';
    const lifetimeS = this.options.accessTokenLifetimeS ?? 1800;
    const value = `access-${randomUUID()}`;
    this.accessTokens.set(value, { shop, oauth, expiresAt: this.now.getTime() + lifetimeS * 1000 });
    return { value, lifetimeS };
  }

  private send(res: ServerResponse, answer: DoubleAnswer, operationId: string | undefined): void {
    const requestId = randomUUID();
    if (answer.raw) {
      res.writeHead(answer.status, { 'Content-Type': answer.raw.contentType, ...answer.headers });
      const raw = answer.raw.body;
      if (raw instanceof Readable) raw.on('error', () => res.destroy()).pipe(res);
      else res.end(raw);
      return;
    }
    const body = { data: answer.data ?? null, errors: answer.errors ?? null, metadata: { requestId } };
    if (operationId) this.violations.push(...this.openApi.checkResponse(operationId, answer.status, body));
    res.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Request-ID': requestId,
      ...answer.headers,
    });
    res.end(JSON.stringify(body));
  }
}

export function error(errorCode: string, message: string, instance: string) {
  return { errorCode, message, instance };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** `page` and `itemsPerPage` as Shoptet reads them: a value above the maximum is clamped to it. */
export function pageOf<T>(
  items: readonly T[],
  query: URLSearchParams,
  defaults: { itemsPerPage: number; max: number },
): {
  items: T[];
  paginator: { totalCount: number; page: number; pageCount: number; itemsOnPage: number; itemsPerPage: number };
} {
  const perPage = Math.min(
    defaults.max,
    Math.max(1, Number(query.get('itemsPerPage') ?? defaults.itemsPerPage) || defaults.itemsPerPage),
  );
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return {
    items: slice,
    paginator: {
      totalCount: items.length,
      page,
      pageCount: Math.ceil(items.length / perPage),
      itemsOnPage: slice.length,
      itemsPerPage: perPage,
    },
  };
}
