// A tiny path matcher for the route table: '/a/:id' and optional '/a/:id?' segments.
// Written here (not taken from the router) so the server can evaluate the same table.

export type RouteParams = Readonly<Record<string, string | undefined>>;

export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/').filter((s) => s !== '');
  const got = segments(path);
  const params: Record<string, string | undefined> = {};
  let i = 0;
  for (const part of want) {
    const optional = part.endsWith('?');
    if (part.startsWith(':')) {
      const name = part.slice(1, optional ? -1 : undefined);
      if (i < got.length) params[name] = safeDecode(got[i++]);
      else if (!optional) return null;
      continue;
    }
    if (got[i] !== part) return null;
    i++;
  }
  return i === got.length ? params : null;
}

/** The path without query or hash, split on '/', ignoring a trailing slash. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function segments(path: string): string[] {
  return pathOnly(path)
    .split('/')
    .filter((s) => s !== '');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
