import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { Hono } from 'hono';
import { chooseEncoding, type Encoding } from './accept-encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

// The copies the build writes beside a file (scripts/precompress.ts), best first.
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the built app from dist/: hashed assets cached for a year, everything else revalidated (by ETag), and
 * index.html for any other path so the app's own router decides (its notFound page included). A file the build
 * precompressed goes as its brotli or gzip copy when the browser accepts one, with `Vary: Accept-Encoding` so a
 * cache between keeps the copies apart.
 */
export function staticApp(distDir: string): Hono {
  const root = resolve(distDir);
  const app = new Hono();
  app.get('*', (c) => {
    const path = decodedPath(new URL(c.req.url).pathname);
    if (path === undefined) return c.json({ detail: 'Adresa obsahuje neplatně zakódované znaky.' }, 400);
    const file = normalize(join(root, path));
    const inside = file.startsWith(root);
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    if (!existsSync(target)) return c.text('Aplikace není sestavena: spusťte npm run build.', 503);
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const immutable = target.includes(`${join(root, 'assets')}`);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const copies = (['br', 'gzip'] as const).filter((e) => existsSync(target + SUFFIX[e]));
    if (copies.length) headers.vary = 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('accept-encoding'), copies);
    // Nothing acceptable at hand (identity refused): the plain file is still the best answer a browser can use.
    const sent = encoding && encoding !== 'identity' ? target + SUFFIX[encoding] : target;
    if (sent !== target) headers['content-encoding'] = encoding!;
    const stat = statSync(sent);
    headers.etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${sent === target ? '' : `-${encoding}`}"`;
    if (!immutable && c.req.header('if-none-match') === headers.etag) return c.body(null, 304, headers);
    return c.body(readFileSync(sent), 200, headers);
  });
  return app;
}

/** The path as text, or undefined when its percent-encoding is broken (`/%E0%A4%A`, `/assets/%ff%`). */
function decodedPath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
