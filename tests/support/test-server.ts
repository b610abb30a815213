import { startRuntime, type Runtime, type RuntimeOptions } from '../../server/runtime';
import { pgliteTemplate, templateKindOf } from './database-template';

export interface TestServer extends Runtime {
  /** Signs in a demo user (bearer transport) and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  /** Calls the API as the holder of `token`; the body is JSON-encoded unless a string. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
}

/**
 * The real server over the real HTTP stack: in-memory PGlite (or `databaseUrl`) with the demo data.
 * The in-memory database starts as a copy of the run's migrated and seeded template when there is one.
 */
export async function startTestServer(options: RuntimeOptions = {}): Promise<TestServer> {
  const merged: RuntimeOptions = {
    memory: !options.databaseUrl,
    demo: true,
    port: 0,
    host: '127.0.0.1',
    tokenSecret: 'test-secret',
    ...options,
  };
  const inMemory = !merged.databaseUrl && (merged.memory || !merged.dataDir);
  if (inMemory && !merged.loadDataDir) merged.loadDataDir = pgliteTemplate(templateKindOf(merged));
  const runtime = await startRuntime(merged);
  const call: TestServer['call'] = async (method, path, { token, body, headers } = {}) => {
    const res = await fetch(runtime.url + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  };
  return {
    ...runtime,
    call,
    login: async (username, password = username) => {
      const res = await call('POST', '/api/auth/login/', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.access_token as string;
    },
  };
}
