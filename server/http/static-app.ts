import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { Hono } from 'hono';

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

/**
 * Serves the built app from dist/: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other path so the app's own router decides (its notFound page included).
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
    const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    return c.body(readFileSync(target), 200, { 'content-type': type, 'cache-control': cache });
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
