import { createMiddleware } from 'hono/factory';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../src/domain/exports/spreadsheet-limits';
import { MAX_BODY_BYTES } from './validate';

/** Longer paths are no address of this server; proxies commonly stop at 8 KB for the whole line. */
const MAX_PATH_LENGTH = 2048;

/**
 * The first thing every request meets: an address that cannot be decoded (bad percent-encoding,
 * a NUL, an overlong path) is refused here with a 400 and a Czech detail, so no route, static file
 * lookup or query parser below ever has to cope with it.
 */
export const requestGuard = createMiddleware(async (c, next) => {
  const url = c.req.url;
  const afterHost = url.indexOf('/', url.indexOf('//') + 2);
  const target = afterHost < 0 ? '/' : url.slice(afterHost);
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt + 1);
  if (path.length > MAX_PATH_LENGTH) return c.json({ detail: 'Adresa požadavku je příliš dlouhá.' }, 400);
  // A body over the limit is refused before any route runs, also by routes that never read their body.
  // Spreadsheet uploads alone may be larger (their route states and checks its own limit).
  const upload = path.endsWith('/imports/upload/');
  if (Number(c.req.header('content-length') ?? 0) > (upload ? MAX_IMPORT_BYTES + 64 * 1024 : MAX_BODY_BYTES))
    return c.json({ detail: upload ? IMPORT_TOO_LARGE : 'Požadavek je příliš velký.' }, 400);
  if (!decodes(path) || !query.split('&').every((part) => decodes(part.replace(/\+/g, ' '))))
    return c.json({ detail: 'Adresa požadavku není platná.' }, 400);
  await next();
});

function decodes(text: string): boolean {
  if (!text.includes('%')) return !text.includes('\0');
  try {
    return !decodeURIComponent(text).includes('\0');
  } catch {
    return false;
  }
}
