import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies';
import type { AppEnv } from './app-env';

/** Methods that change something; GET and HEAD change nothing a forged request could use. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The one route that takes a file: a spreadsheet upload (multipart/form-data) instead of JSON. */
const isUpload = (path: string) => path.endsWith('/imports/upload/');

export const NOT_JSON = 'Požadavek musí mít tělo ve formátu JSON (Content-Type: application/json).';
export const NOT_MULTIPART = 'Soubor pošlete jako multipart/form-data.';
export const FOREIGN_ORIGIN = 'Požadavek přišel z jiné stránky, než je aplikace Sklad, a byl odmítnut.';

/**
 * Cookie mode (HttpOnly cookies, any non-dev host) is the one a page of another origin could ride:
 * the browser attaches the cookies by itself, also from a sibling origin on the same host (another
 * port is the same *site*, so SameSite=Strict does not stop it). A state-changing call that carries
 * a session cookie and no Bearer header must therefore
 *  - come from the app's own origin: `Origin`, or else `Sec-Fetch-Site`, is checked (403 otherwise);
 *    a client that sends neither is no browser, and no browser page can make it send cookies;
 *  - have a JSON body (a form or text/plain body is what a foreign page can post without asking: 415),
 *    or a multipart one on the upload route, or no body at all.
 * Bearer calls are not guarded: no browser adds that header to a request by itself
 * (docs/decisions/resilience.md).
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (!STATE_CHANGING.has(c.req.method)) return next();
  if (/^Bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
  if (getCookie(c, ACCESS_COOKIE) === undefined && getCookie(c, REFRESH_COOKIE) === undefined) return next();
  if (!fromOwnOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), ownHost(c.req)))
    return c.json({ detail: FOREIGN_ORIGIN }, 403);
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if (isUpload(c.req.path)) {
    if (type !== 'multipart/form-data') return c.json({ detail: NOT_MULTIPART }, 415);
  } else if (hasBody || type) {
    if (type !== 'application/json') return c.json({ detail: NOT_JSON }, 415);
  }
  return next();
});

/** The host the browser addressed: the proxy's (X-Forwarded-Host) when there is one, else Host. */
function ownHost(req: { header(name: string): string | undefined; url: string }): string {
  const forwarded = req.header('x-forwarded-host')?.split(',')[0].trim();
  return (forwarded || req.header('host') || new URL(req.url).host).toLowerCase();
}

function fromOwnOrigin(origin: string | undefined, site: string | undefined, host: string): boolean {
  if (origin !== undefined) {
    if (origin === 'null') return false;
    try {
      return new URL(origin).host.toLowerCase() === host;
    } catch {
      return false;
    }
  }
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}
