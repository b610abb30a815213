import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillDataDirFromTemplate, templateKindOf } from './database-template';
import { SERVER_BUNDLE_ENV } from './server-bundle';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends the signal (SIGKILL for a crash, SIGTERM for a clean stop) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface ServerProcessOptions {
  /** PostgreSQL URL; otherwise PGlite in `dataDir` (or in memory when neither is given). */
  databaseUrl?: string;
  dataDir?: string;
  demo?: boolean;
  env?: Record<string, string>;
  /** Flags for node itself (a profiler, for instance). */
  nodeArgs?: string[];
  timeoutMs?: number;
  /** Another checkout's root, whose `server/main.ts` runs (bench/server/side-by-side.ts); this one's by default. */
  root?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

/**
 * `server/main.ts` in its own Node process on a loopback port, as an operator starts it: the way
 * to test what one process cannot show (two nodes over one database, a kill -9 mid-write) and to
 * keep a load generator off the server's event loop.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  // `--demo` seeds the demo stock too: a new data directory starts as a copy of that template.
  if (options.dataDir && !options.databaseUrl)
    await fillDataDirFromTemplate(options.dataDir, templateKindOf({ demo: options.demo ?? true, demoStock: true }));
  const port = await freePort();
  // The run's bundle of server/main.ts when the global setup made one (server-bundle.ts), else the source via tsx.
  const bundle = options.root ? undefined : process.env[SERVER_BUNDLE_ENV];
  const entry = bundle && existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  const args = [...(options.nodeArgs ?? []), ...entry];
  if (options.demo ?? true) args.push('--demo');
  if (!options.databaseUrl && !options.dataDir) args.push('--memory');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    TOKEN_SECRET: 'test-secret',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.root ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.stdout?.resume();
  const exited = new Promise<number | string>((ok) => child.on('exit', (code, signal) => ok(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`server process ended before answering:\n${stderr}`);
    const up = await fetch(`${url}/api/sklad/status/`).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process did not answer in time:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    pid: child.pid!,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
