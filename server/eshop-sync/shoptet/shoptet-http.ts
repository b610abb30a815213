import { pgErrorCode } from '../../db/transaction';
import { EshopCallError, type RowFailure } from '../eshop-connector.port';
import type { AccessTokenSource } from './access-tokens';
import { ConcurrencyLimit } from './concurrency-limit';
import { backoffMs, retryAfterMs } from './retry-timing';

/** Shoptet's answer envelope (SHOPTET.md §1). */
export interface ShoptetEnvelope<T = unknown> {
  data: T | null;
  errors: ShoptetError[] | null;
  metadata?: { requestId: string };
}

export interface ShoptetError {
  errorCode: string;
  message: string;
  instance: string;
}

export interface ShoptetResponse<T = unknown> {
  status: number;
  body: ShoptetEnvelope<T>;
}

export interface ShoptetRequest {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * A write that must not run twice (the relative stock PATCH): an answer that may have been lost
   * after the e-shop applied it is reported as outcome 'unknown', never retried here.
   */
  notIdempotent?: boolean;
  /** Before each attempt leaves (SendHooks.beforeSend): throwing stops the call unsent. */
  beforeSend?: () => Promise<void>;
}

/** An attempt the caller's `beforeSend` stopped: its error goes back as it is, never taken for a transport error. */
class StoppedBeforeSend {
  constructor(readonly error: unknown) {}
}

export interface ShoptetHttpOptions {
  baseUrl: string;
  tokens: AccessTokenSource;
  /** Per request, from sending to the whole answer read (the SDK allows 80 s; a worker wants less). */
  timeoutMs?: number;
  /** Retries of a call that surely was not applied (429, connection refused, 503). */
  maxRetries?: number;
  /** Shoptet allows 3 concurrent connections per token. */
  connections?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** The longest Retry-After honoured by waiting here; a longer one is handed to the caller. */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

// The media type Shoptet's own SDK sends on every request (SHOPTET.md §1).
const CONTENT_TYPE = 'application/vnd.shoptet.v1.0';
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The HTTP side of the Shoptet adapter: the token header, the envelope, Shoptet's statuses mapped to
 * EshopCallError kinds, 429 + Retry-After, back-off with jitter and the per-token connection limit.
 * Token values are never put in an error message or a log line.
 */
export class ShoptetHttp {
  private readonly limit: ConcurrencyLimit;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: ShoptetHttpOptions) {
    this.limit = new ConcurrencyLimit(options.connections ?? 3);
    this.sleep = options.sleep ?? defaultSleep;
  }

  /**
   * One call. Answers 2xx (and a 400 whose errors are per-row, for the caller to read) come back;
   * everything else throws EshopCallError.
   */
  async request<T = unknown>(method: string, path: string, request: ShoptetRequest = {}): Promise<ShoptetResponse<T>> {
    const maxRetries = this.options.maxRetries ?? 5;
    let renewedToken = false;
    for (let attempt = 1; ; attempt++) {
      let failure: EshopCallError;
      try {
        const answer = await this.limit.run(() => this.once<T>(method, path, request));
        if (answer.status === 401 && !renewedToken) {
          // An expired API access token: get a fresh one once, then the call is made again.
          renewedToken = true;
          await this.options.tokens.invalidate();
          attempt--;
          continue;
        }
        const error = this.errorOf(answer, method, request);
        if (!error) return answer;
        failure = error;
      } catch (error) {
        if (error instanceof StoppedBeforeSend) throw error.error;
        failure = this.transportError(error, request);
      }
      const surelyNotApplied = failure.details.outcome === 'not-applied';
      const retryable = failure.kind === 'rate-limited' || failure.kind === 'unavailable';
      if (!retryable || !surelyNotApplied || attempt > maxRetries) throw failure;
      const wait =
        failure.details.retryAfterMs ??
        backoffMs(attempt, this.options.backoffBaseMs ?? 200, this.options.backoffCapMs ?? 10_000);
      if (wait > (this.options.maxWaitMs ?? 60_000)) throw failure;
      await this.sleep(wait + backoffMs(1, 50, 50));
    }
  }

  /** Every page of a paged list: `key` names the array inside `data`. */
  async *pages<T>(
    path: string,
    key: string,
    query: Record<string, string | number | boolean | undefined> = {},
  ): AsyncIterable<T[]> {
    for (let page = 1; ; page++) {
      const answer = await this.request<Record<string, unknown>>('GET', path, { query: { ...query, page } });
      const data = answer.body.data ?? {};
      yield (data[key] as T[] | undefined) ?? [];
      const paginator = data.paginator as { page: number; pageCount: number } | undefined;
      if (!paginator || paginator.page >= paginator.pageCount) return;
    }
  }

  private async once<T>(method: string, path: string, request: ShoptetRequest): Promise<ShoptetResponse<T>> {
    const url = new URL(path, this.options.baseUrl);
    for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const token = await this.options.tokens.current();
    if (request.beforeSend)
      await request.beforeSend().catch((error: unknown) => {
        throw new StoppedBeforeSend(error);
      });
    const response = await fetch(url, {
      method,
      headers: { [token.header]: token.value, 'Content-Type': CONTENT_TYPE, Accept: 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: ShoptetEnvelope<T>;
    try {
      body = text ? (JSON.parse(text) as ShoptetEnvelope<T>) : { data: null, errors: null };
    } catch {
      body = { data: null, errors: [{ errorCode: 'invalid-answer', message: text.slice(0, 200), instance: path }] };
    }
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    return Object.assign({ status: response.status, body }, retryAfter === undefined ? {} : { retryAfter });
  }

  private errorOf(
    answer: ShoptetResponse & { retryAfter?: number },
    method: string,
    request: ShoptetRequest,
  ): EshopCallError | undefined {
    const { status, body } = answer;
    if (status >= 200 && status < 300) return undefined;
    const errors: RowFailure[] = (body.errors ?? []).map((e) => ({
      code: e.instance,
      reason: e.errorCode,
      message: e.message,
    }));
    const first = body.errors?.[0];
    const text = `Shoptet ${method} answered ${status}${first ? ` ${first.errorCode}: ${first.message}` : ''}`;
    if (status === 401 || (status === 403 && first?.errorCode === 'invalid-token-no-rights'))
      return new EshopCallError('auth', text, { status, outcome: 'not-applied', errors });
    if (status === 429)
      return new EshopCallError('rate-limited', text, {
        status,
        outcome: 'not-applied',
        retryAfterMs: answer.retryAfter,
      });
    // 423: the same write is still running on Shoptet's side, which may apply it.
    if (status === 423)
      return new EshopCallError('unavailable', text, {
        status,
        outcome: request.notIdempotent ? 'unknown' : 'not-applied',
      });
    if (status === 503) return new EshopCallError('unavailable', text, { status, outcome: 'not-applied' });
    // Other 5xx: a write may have been applied in part before the error.
    if (status >= 500)
      return new EshopCallError('unavailable', text, {
        status,
        outcome: request.notIdempotent ? 'unknown' : 'not-applied',
      });
    return new EshopCallError('rejected', text, { status, outcome: 'not-applied', errors });
  }

  /** A call that got no answer: refused before sending, or lost in flight (then maybe applied). */
  private transportError(error: unknown, request: ShoptetRequest): EshopCallError {
    if (error instanceof EshopCallError) return error;
    // The error's own code or its cause's (undici wraps the socket error): the same walk as for PostgreSQL errors.
    const code = pgErrorCode(error);
    const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
    return new EshopCallError('unavailable', `Shoptet unreachable (${code ?? (error as Error)?.name ?? 'error'})`, {
      outcome: neverSent || !request.notIdempotent ? 'not-applied' : 'unknown',
    });
  }
}
