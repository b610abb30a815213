import { HttpFailure, NetworkFailure, NotSignedIn } from '../../application/errors';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ApiRequest, DownloadedFile, HttpClient } from '../../application/ports/http-client.port';
import type { Clock } from '../../application/ports/clock.port';
import type { TokenSession } from '../../application/session/token-session';
import type { ApiBaseUrls } from './api-hosts';

export interface FetchHttpClientOptions {
  baseUrls: ApiBaseUrls;
  /** 'bearer' on dev hosts, 'cookie' elsewhere (SPEC 7 transport rules). */
  transport: 'bearer' | 'cookie';
  session: TokenSession;
  clock: Clock;
  /** The one refresh call (FetchAuthApi.refresh, under contract), sent through this transport. */
  tokenRefresh: Pick<AuthApi, 'refresh'>;
  fetch?: typeof fetch;
}

/** The Web Lock every tab of the app takes to refresh the shared sign-in. */
const REFRESH_LOCK = 'sklad-token-refresh';

/** SPEC 8: below 304 is success. */
export const isSuccessStatus = (status: number) => status < 304;

/** The transport of SPEC 7 and 8 over fetch. */
export class FetchHttpClient implements HttpClient {
  private refreshing: Promise<void> | null = null;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: FetchHttpClientOptions) {
    this.fetchFn = options.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  async request<T>(request: ApiRequest): Promise<T> {
    if (!request.refreshesToken) await this.ensureFreshToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    return this.send<T>(request, {
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      headers,
    });
  }

  async upload<T>(
    request: Omit<ApiRequest, 'body'> & { form: FormData; onProgress?: (fraction: number) => void },
  ): Promise<T> {
    await this.ensureFreshToken();
    // fetch cannot report upload progress; XMLHttpRequest can (SPEC 7: multipart post with progress).
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, this.url(request));
      xhr.withCredentials = this.options.transport === 'cookie';
      this.authHeader((k, v) => xhr.setRequestHeader(k, v));
      if (request.idempotencyKey) xhr.setRequestHeader('idempotency-key', request.idempotencyKey);
      if (request.timeoutMs) xhr.timeout = request.timeoutMs;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) request.onProgress?.(e.loaded / e.total);
      };
      xhr.onerror = () => reject(new NetworkFailure({ reason: 'network', message: 'Network Error' }));
      xhr.ontimeout = () => reject(new NetworkFailure({ reason: 'timeout', message: 'timeout' }));
      xhr.onabort = () => reject(new NetworkFailure({ reason: 'aborted', message: 'aborted' }));
      xhr.onload = () => {
        this.settle<T>(xhr.status, xhr.responseText).then(resolve, reject);
      };
      xhr.send(request.form);
    });
  }

  async download(
    request: Omit<ApiRequest, 'body'> & { onProgress?: (received: number, total: number | null) => void },
  ): Promise<DownloadedFile> {
    await this.ensureFreshToken();
    const headers: Record<string, string> = {};
    this.authHeader((k, v) => {
      headers[k] = v;
    });
    let response: Response;
    try {
      response = await this.fetchFn(this.url(request), {
        method: request.method,
        headers,
        credentials: this.options.transport === 'cookie' ? 'include' : 'same-origin',
      });
    } catch {
      throw new NetworkFailure({ reason: 'network', message: 'Network Error' });
    }
    if (!isSuccessStatus(response.status)) return this.settle(response.status, await response.text());
    const total = Number(response.headers.get('content-length')) || null;
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.length;
        request.onProgress?.(received, total);
      }
    } catch {
      throw new NetworkFailure({ reason: 'network', message: 'Network Error' });
    }
    const disposition = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return {
      blob: new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
      fileName: disposition?.[1] ?? request.path.split('/').filter(Boolean).at(-1) ?? 'export',
      headers: Object.fromEntries(response.headers.entries()),
    };
  }

  /**
   * A long-lived answer (an event stream) with the sign-in of every call: a fresh token, the Bearer
   * header or the cookies. Resolves once the headers are in; the caller reads and cancels the body.
   */
  async openStream(request: {
    host: ApiRequest['host'];
    path: string;
    headers: Record<string, string>;
    signal: AbortSignal;
  }): Promise<Response> {
    await this.ensureFreshToken();
    const headers: Record<string, string> = { accept: 'text/event-stream', ...request.headers };
    this.authHeader((k, v) => {
      headers[k] = v;
    });
    let response: Response;
    try {
      response = await this.fetchFn(this.url({ host: request.host, method: 'GET', path: request.path }), {
        headers,
        signal: request.signal,
        credentials: this.options.transport === 'cookie' ? 'include' : 'same-origin',
      });
    } catch {
      throw new NetworkFailure({ reason: request.signal.aborted ? 'aborted' : 'network', message: 'Network Error' });
    }
    if (response.ok && response.body) return response;
    const text = await response.text();
    if (isSuccessStatus(response.status)) throw new NetworkFailure({ reason: 'bad-response', message: text });
    return this.settle<never>(response.status, text);
  }

  /** SPEC 4 sign-in session: every call first checks the token's expiry and refreshes it if it has expired. */
  private async ensureFreshToken(): Promise<void> {
    const { session, clock } = this.options;
    if (!session.isActive || !session.isExpired(clock.now())) return;
    // One refresh for all the calls of this tab that find the token expired at the same moment.
    this.refreshing ??= this.refreshOnceAcrossTabs().finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  /**
   * Tabs of one browser share the sign-in (the tokens in local storage, or the cookies): with Web
   * Locks one tab refreshes while the others wait, and find the token fresh when their turn comes.
   * Without them (or if two still meet) the server answers both alike within its grace window.
   */
  private async refreshOnceAcrossTabs(): Promise<void> {
    const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
    if (!locks) return this.refresh();
    const { session, clock } = this.options;
    await locks.request(REFRESH_LOCK, async () => {
      if (session.isActive && session.isExpired(clock.now())) await this.refresh();
    });
  }

  private async refresh(): Promise<void> {
    const { session, transport, tokenRefresh } = this.options;
    let tokens: { accessToken: string; refreshToken: string } | null = null;
    if (transport === 'bearer') {
      const refresh = session.refreshToken;
      if (!refresh) {
        session.end('expired');
        throw NotSignedIn.make();
      }
      tokens = { accessToken: session.accessToken ?? '', refreshToken: refresh };
    }
    let answer: Awaited<ReturnType<AuthApi['refresh']>>;
    try {
      answer = await tokenRefresh.refresh(tokens);
    } catch (e) {
      if (e instanceof NetworkFailure) throw e;
      session.end('expired');
      throw NotSignedIn.make();
    }
    session.save(answer);
  }

  private async send<T>(request: ApiRequest, init: { body?: string; headers: Record<string, string> }): Promise<T> {
    if (!request.refreshesToken)
      this.authHeader((k, v) => {
        init.headers[k] = v;
      });
    const controller = new AbortController();
    const timer = request.timeoutMs ? setTimeout(() => controller.abort('timeout'), request.timeoutMs) : undefined;
    let response: Response;
    try {
      response = await this.fetchFn(this.url(request), {
        method: request.method,
        headers: init.headers,
        body: init.body,
        signal: controller.signal,
        credentials: this.options.transport === 'cookie' ? 'include' : 'same-origin',
      });
    } catch {
      const reason = controller.signal.aborted ? 'timeout' : 'network';
      throw new NetworkFailure({ reason, message: reason === 'timeout' ? 'timeout' : 'Network Error' });
    } finally {
      if (timer) clearTimeout(timer);
    }
    return this.settle<T>(response.status, await response.text(), request.refreshesToken);
  }

  private async settle<T>(status: number, text: string, refreshesToken = false): Promise<T> {
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (isSuccessStatus(status)) return body as T;
    if ((status === 401 || status === 403) && !refreshesToken) {
      this.options.session.end('refused');
      throw NotSignedIn.make();
    }
    throw new HttpFailure({ status, payload: body });
  }

  private authHeader(set: (name: string, value: string) => void): void {
    const token = this.options.session.accessToken;
    if (this.options.transport === 'bearer' && token) set('authorization', `Bearer ${token}`);
  }

  private url(request: ApiRequest): string {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) query.set(k, String(v));
    const qs = query.toString();
    return `${this.options.baseUrls[request.host]}${request.path}${qs ? `?${qs}` : ''}`;
  }
}
