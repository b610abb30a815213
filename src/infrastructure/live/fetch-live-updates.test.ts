import { describe, expect, it, vi } from 'vitest';
import { TokenSession } from '../../application/session/token-session';
import { MemoryStore } from '../../application/testing/memory-store';
import { FetchHttpClient } from '../http/fetch-http-client';
import { FetchLiveUpdates } from './fetch-live-updates';

const BASE = 'http://sklad.test';
const baseUrls = { main: `${BASE}/api/sklad`, settings: `${BASE}/api/settings`, auth: `${BASE}/api/auth` };

/** A fake server: each connection gets the next scripted stream; requests are recorded. */
function scriptedServer(streams: Array<string[] | number>) {
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    const next = streams.shift();
    if (next === undefined) return new Promise<Response>(() => undefined); // hangs: no more connections
    if (typeof next === 'number') return new Response(JSON.stringify({ detail: 'x' }), { status: next });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of next) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  const session = new TokenSession(new MemoryStore());
  session.save({
    access_token: 'tok',
    refresh_token: 'ref',
    access_token_expire: '2099-01-01T00:00:00Z',
    token_hash: 'h',
  });
  const http = new FetchHttpClient({
    baseUrls,
    transport: 'bearer',
    session,
    clock: { now: () => new Date() },
    tokenRefresh: { refresh: () => Promise.reject(new Error('the token is valid: no refresh expected')) },
    fetch: fetchFn,
  });
  return { requests, http, session };
}

describe('FetchLiveUpdates (server-sent events over fetch)', () => {
  it('refetches a listener for its kinds only, signed in with the Bearer header, once per burst', async () => {
    const { http, requests } = scriptedServer([
      [
        'event: ready\ndata: {}\n\n',
        'id: 5\nevent: stock\ndata: {"kind":"stock"}\n\nid: 6\nevent: stock\ndata: {}\n\n',
      ],
      ['event: ready\ndata: {}\n\nid: 7\nevent: layout\ndata: {}\n\n'],
    ]);
    const live = new FetchLiveUpdates(http);
    const stock = vi.fn();
    const layout = vi.fn();
    live.onChange(['stock'], stock);
    live.onChange(['layout'], layout);
    await vi.waitFor(() => expect(layout).toHaveBeenCalledTimes(1));
    expect(stock).toHaveBeenCalledTimes(1);
    expect(requests[0].url).toBe(`${BASE}/api/sklad/live/events/`);
    expect(requests[0].headers.authorization).toBe('Bearer tok');
    // The first stream ended: the reconnect resumes after the last id it heard.
    expect(requests[1].headers['last-event-id']).toBe('6');
  });

  it('makes every listener refetch when the server cannot replay the gap (resync)', async () => {
    const { http } = scriptedServer([['event: ready\ndata: {}\n\nevent: resync\ndata: {}\n\n']]);
    const live = new FetchLiveUpdates(http);
    const a = vi.fn();
    const b = vi.fn();
    live.onChange(['stock'], a);
    live.onChange(['documents'], b);
    await vi.waitFor(() => expect(b).toHaveBeenCalledTimes(1));
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('retries after a failed connection and refetches, since it has no id to resume from', async () => {
    const { http, requests } = scriptedServer([['event: ready\ndata: {}\n\n'], 502, ['event: ready\ndata: {}\n\n']]);
    const live = new FetchLiveUpdates(http, { maxRetryMs: 1 });
    const refetch = vi.fn();
    live.onChange(['stock'], refetch);
    // The refetch is flushed on the next task, which may come after the fourth connection opened.
    await vi.waitFor(
      () => {
        expect(requests.length).toBe(4);
        expect(refetch).toHaveBeenCalled();
      },
      { timeout: 3000 },
    );
  });

  it('stops on sign-out refusal and closes the connection when the last listener leaves', async () => {
    const refused = scriptedServer([401]);
    const live = new FetchLiveUpdates(refused.http);
    live.onChange(['stock'], vi.fn());
    await vi.waitFor(() => expect(refused.session.isActive).toBe(false));
    await new Promise((r) => setTimeout(r, 20));
    expect(refused.requests).toHaveLength(1);

    const { http, requests } = scriptedServer([]);
    const quiet = new FetchLiveUpdates(http);
    const off = quiet.onChange(['stock'], vi.fn());
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    off();
    const again = quiet.onChange(['stock'], vi.fn());
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    again();
  });
});
