import { Hono } from 'hono';
import { createHash } from 'node:crypto';

/**
 * Local placeholder product pictures (no image CDN on a closed network): a coloured tile with
 * the product code, derived from the code so the same product always looks the same.
 */
export function productImageRoutes(): Hono {
  const app = new Hono();
  app.get('/:file', (c) => {
    const code = c.req
      .param('file')
      .replace(/\.svg$/, '')
      .slice(0, 24);
    if (!/^[\w-]+$/.test(code)) return c.json({ detail: 'Neplatný název obrázku.' }, 400);
    const hue = (createHash('sha1').update(code).digest()[0] * 360) / 256;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" rx="16" fill="hsl(${hue.toFixed(0)} 60% 88%)"/>` +
      `<path d="M48 62 80 46l32 16v36L80 114 48 98z" fill="none" stroke="hsl(${hue.toFixed(0)} 45% 40%)" stroke-width="5" stroke-linejoin="round"/>` +
      `<path d="M48 62l32 16 32-16M80 78v36" fill="none" stroke="hsl(${hue.toFixed(0)} 45% 40%)" stroke-width="5" stroke-linejoin="round"/>` +
      `<text x="80" y="142" font-family="sans-serif" font-size="15" text-anchor="middle" fill="hsl(${hue.toFixed(0)} 45% 30%)">${code}</text></svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
  });
  return app;
}
