import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The calls of SPEC section 7 ("The calls it makes"), read from the spec itself so that a call added to the
 * spec, or one the app stops making, fails a test (src/infrastructure/http/spec-calls.test.ts for the adapter
 * and its caller, contracts/provider.verify.test.ts for the Pact interaction).
 */
export type SpecHost = 'main' | 'settings' | 'auth';
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  host: SpecHost;
  /** Below the host, as the spec writes it: `/location/{id}/list-products/`. */
  path: string;
}

export const specCallKey = (c: SpecCall) => `${c.method} ${c.host === 'main' ? '' : `{${c.host}}`}${c.path}`;

/** ../shared/spec/SPEC.md from the repository root (the spec is shared by every worktree, not copied). */
export const SPEC_PATH = join(__dirname, '../../../shared/spec/SPEC.md');

/** The text of section 7, up to section 8. */
export function specSection7(spec = readFileSync(SPEC_PATH, 'utf8')): string {
  const start = spec.indexOf('\n## 7.');
  const end = spec.indexOf('\n## 8.', start);
  if (start < 0 || end < 0) throw new Error('SPEC.md has no section 7 followed by section 8');
  return spec.slice(start, end);
}

const TOKEN = /\b(GET|POST|PUT|PATCH|DELETE)\b|(?<![A-Za-z0-9])(\{(?:settings|auth)\})?(\/[A-Za-z0-9_\-{}/.]*)/g;

/**
 * Every method-and-path pair of the section. Within a line a method applies to the paths after it until the
 * next method ("GET /list_stocks/, /clients/, /status/", "POST /inventory/ or /inventory/ao/"), and methods
 * written together apply to the next path ("PUT and POST /sector/"). A path on a line without a method (the
 * static resources, prose) is not a call.
 */
export function specCalls(section = specSection7()): SpecCall[] {
  const calls = new Map<string, SpecCall>();
  for (const line of section.split('\n')) {
    let methods: SpecCall['method'][] = [];
    let pathSeen = false;
    for (const m of line.matchAll(TOKEN)) {
      if (m[1]) {
        if (pathSeen) methods = [];
        pathSeen = false;
        methods.push(m[1] as SpecCall['method']);
        continue;
      }
      const path = m[3].replace(/[.,]+$/, '');
      if (!methods.length || path === '/') continue;
      pathSeen = true;
      const host: SpecHost = m[2] === '{settings}' ? 'settings' : m[2] === '{auth}' ? 'auth' : 'main';
      for (const method of methods) {
        const call = { method, host, path };
        calls.set(specCallKey(call), call);
      }
    }
  }
  return [...calls.values()];
}

/** Whether a concrete path (`/location/7/list-products/`) is the spec's path (`/location/{id}/list-products/`). */
export function isSpecPath(specPath: string, actual: string): boolean {
  const pattern = specPath
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(actual);
}

/**
 * SPEC 7 calls the app deliberately does not make, each with its reason. Everything else must have an adapter,
 * a Pact interaction verified against the server and a caller in the app.
 */
export const SPEC_CALL_EXCEPTIONS: Readonly<Record<string, string>> = {};
