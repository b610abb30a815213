import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressTree } from '../../scripts/precompress';
import { chooseEncoding } from './accept-encoding';
import { staticApp } from './static-app';

// The built app as the build leaves it: files with their .br/.gz copies (scripts/precompress.ts).
const SCRIPT = `export const greeting = ${JSON.stringify('Dobrý den, skladníku! '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="cs"><body><div id="root"></div>${'<!-- výplň -->'.repeat(80)}</body></html>`;
let dir: string;
let server: ServerType;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
/** node:http sends only the headers given (fetch would add its own Accept-Encoding and decode the answer). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sklad-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-Ab12Cd34.js'), 'export {};\n');
  await compressTree(dir);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: staticApp(dir).fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('static app: precompressed files by content negotiation', () => {
  it('sends the brotli copy to a browser that accepts br, with Vary and a year of caching for a hashed asset', async () => {
    const a = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers.vary).toBe('Accept-Encoding');
    expect(a.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(a.body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip copy where br is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const a = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
      expect(a.headers['content-encoding'], accept).toBe('gzip');
      expect(a.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(a.body).toString('utf8')).toBe(SCRIPT);
    }
  });

  it('sends the file as it is without Accept-Encoding, or when every coding is refused, still with Vary', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of asked) {
      const a = await get('/assets/app-Ab12Cd34.js', headers);
      expect(a.status).toBe(200);
      expect(a.headers['content-encoding']).toBeUndefined();
      expect(a.headers.vary).toBe('Accept-Encoding');
      expect(a.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('the app shell (index.html for any route) is compressed too, revalidated, and answers 304 to its own ETag', async () => {
    const a = await get('/inventory/overview', { 'accept-encoding': 'br' });
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(a.body).toString('utf8')).toBe(INDEX);
    const again = await get('/inventory/overview', {
      'accept-encoding': 'br',
      'if-none-match': String(a.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy is another representation: the brotli copy's ETag does not stand for it.
    const gzip = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(a.headers.etag) });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(a.headers.etag);
  });

  it('a file too small to be worth a copy goes as it is, without Vary', async () => {
    const a = await get('/assets/tiny-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers.vary).toBeUndefined();
    expect(a.body.toString('utf8')).toBe('export {};\n');
  });
});

describe('Accept-Encoding as RFC 9110 reads it', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['BR;Q=0.9, GZIP;q=1', 'gzip'],
    ['identity;q=0, *;q=0', undefined],
    ['gzip;q=0, identity;q=0, br;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });
});
