import { HttpFailure, NotSignedIn } from '../../application/errors';
import type { LiveUpdates } from '../../application/live/live-updates.port';
import { isLiveKind, LIVE_RESYNC, type LiveKind } from '../../domain/live/live-kinds';
import type { FetchHttpClient } from '../http/fetch-http-client';
import { SseParser, type SseMessage } from './sse-parser';
import { LiveEvents } from '../../api/live.schema';
import { clientHost, endpointPath } from '../http/call-endpoint';

interface Subscription {
  kinds: ReadonlySet<LiveKind>;
  refetch: () => void;
}

export interface FetchLiveUpdatesOptions {
  /** Waits before reconnecting after a failure: 1 s, doubling up to this. */
  maxRetryMs?: number;
  /** Tells when the browser is back online, to reconnect at once instead of at the next retry. */
  onOnline?: (listener: () => void) => () => void;
}

/**
 * The live stream over fetch (an EventSource cannot send the dev transport's Bearer header). One
 * connection while any screen listens; it reconnects by itself with Last-Event-ID, and a gap it
 * cannot close (the server says resync, or it never had an id) makes every listener refetch.
 */
export class FetchLiveUpdates implements LiveUpdates {
  private readonly subscriptions = new Set<Subscription>();
  private controller: AbortController | null = null;
  private lastEventId: string | undefined;
  private connectedBefore = false;
  private readonly due = new Set<Subscription>();
  private flushScheduled = false;
  private wakeRetry: (() => void) | null = null;

  constructor(
    private readonly http: FetchHttpClient,
    private readonly options: FetchLiveUpdatesOptions = {},
  ) {
    options.onOnline?.(() => this.wakeRetry?.());
  }

  onChange(kinds: readonly LiveKind[], refetch: () => void): () => void {
    const subscription: Subscription = { kinds: new Set(kinds), refetch };
    this.subscriptions.add(subscription);
    if (!this.controller) void this.run();
    return () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0) this.stop();
    };
  }

  private stop(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private async run(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    let delay = 1000;
    while (!signal.aborted) {
      let failed = false;
      try {
        const response = await this.http.openStream({
          host: clientHost(LiveEvents),
          path: endpointPath(LiveEvents),
          headers: this.lastEventId ? { 'last-event-id': this.lastEventId } : {},
          signal,
        });
        // Reconnected without an id to resume from: what happened meanwhile is unknown.
        if (this.connectedBefore && !this.lastEventId) this.notify(() => true);
        this.connectedBefore = true;
        delay = 1000;
        await this.read(response, signal);
      } catch (error) {
        if (error instanceof NotSignedIn) break;
        // The server no longer knows the id (it cannot be parsed): start afresh, refetching.
        if (error instanceof HttpFailure && error.status === 400) this.lastEventId = undefined;
        failed = true;
      }
      if (signal.aborted) break;
      if (failed) {
        await this.pause(delay, signal);
        delay = Math.min(delay * 2, this.options.maxRetryMs ?? 10_000);
      }
    }
    if (this.controller === controller) this.controller = null;
  }

  private async read(response: Response, signal: AbortSignal): Promise<void> {
    const parser = new SseParser((message) => this.received(message));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  private received(message: SseMessage): void {
    if (message.event === LIVE_RESYNC) {
      this.notify(() => true);
      return;
    }
    if (!isLiveKind(message.event)) return;
    if (message.id) this.lastEventId = message.id;
    const kind = message.event;
    this.notify((s) => s.kinds.has(kind));
  }

  /** Several events in one burst (a replay) make each listener refetch once. */
  private notify(which: (s: Subscription) => boolean): void {
    for (const s of this.subscriptions) if (which(s)) this.due.add(s);
    if (this.flushScheduled || this.due.size === 0) return;
    this.flushScheduled = true;
    setTimeout(() => {
      this.flushScheduled = false;
      const due = [...this.due];
      this.due.clear();
      for (const s of due) if (this.subscriptions.has(s)) s.refetch();
    }, 0);
  }

  private pause(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeRetry = null;
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeRetry = done;
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
