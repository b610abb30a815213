import { SseParser, type SseMessage } from '../../src/infrastructure/live/sse-parser';

export interface LiveStreamClient {
  status: number;
  /** Every event received so far, in order. */
  readonly received: SseMessage[];
  /** Resolves with the first event (from now on, or already received after `after`) matching. */
  waitFor(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/** A Node reader of GET /api/sklad/live/events/ (Bearer), as the app's fetch-based reader does it. */
export async function openLiveStream(
  base: string,
  token: string,
  options: { lastEventId?: string } = {},
): Promise<LiveStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/sklad/live/events/`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const received: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const parser = new SseParser((m) => {
    received.push(m);
    for (const w of [...waiters]) w();
  });
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          parser.feed(value);
        }
      } catch {
        // aborted by close()
      }
    })();
  } else await response.text();
  return {
    status: response.status,
    received,
    waitFor(match, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        const check = () => {
          const hit = received.find(match);
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
