import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSession } from '../../application/session/token-session';
import { MemoryStore } from '../../application/testing/memory-store';
import { FetchHttpClient } from './fetch-http-client';

// jsdom: the multipart post goes through XMLHttpRequest, which msw intercepts with its upload events.
const BASE = 'http://sklad.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('FetchHttpClient.upload', () => {
  it('R-HTTP-07 a multipart file post reports upload progress and resolves with the answer', async () => {
    let received: { type: string | null; auth: string | null; file: string } | undefined;
    server.use(
      http.post(`${BASE}/api/sklad/import/`, async ({ request }) => {
        received = {
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          file: await request.text(),
        };
        return HttpResponse.json({ imported: 2 });
      }),
    );
    const session = new TokenSession(new MemoryStore());
    session.save({
      access_token: 'tok-1',
      refresh_token: 'r',
      access_token_expire: '2999-01-01T00:00:00Z',
      token_hash: 'h',
    });
    const client = new FetchHttpClient({
      baseUrls: { main: `${BASE}/api/sklad`, settings: `${BASE}/api/settings`, auth: `${BASE}/api/auth` },
      transport: 'bearer',
      session,
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
      tokenRefresh: { refresh: () => Promise.reject(new Error('the token is valid: no refresh expected')) },
    });
    const form = new FormData();
    form.append('file', new File(['code;amount\nZAH0001;2\n'], 'import.csv', { type: 'text/csv' }));
    const progress: number[] = [];
    const answer = await client.upload({
      host: 'main',
      method: 'POST',
      path: '/import/',
      form,
      onProgress: (f) => progress.push(f),
    });
    expect(answer).toEqual({ imported: 2 });
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.auth).toBe('Bearer tok-1');
    // The multipart part arrives; its bytes do not survive msw's hand-over from jsdom's Blob to undici,
    // so the part's name and type are what can be checked here (the browser sends the bytes themselves).
    expect(received?.file).toMatch(/Content-Disposition: form-data; name="file"[^\r]*\r\nContent-Type: text\/csv/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]))).toBe(true);
  });
});
