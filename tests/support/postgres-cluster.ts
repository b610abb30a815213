import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  url: string;
  /** The postmaster's process id (its backends are its children); absent for an outside server. */
  pid?: number;
  stop(): void;
  /** Own clusters only: `pg_ctl restart` (every connection drops), and a stop and start apart. */
  restart?(): void;
  halt?(): void;
  resume?(): void;
}

function pgBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
    s.on('error', reject);
  });
}

/**
 * A throwaway PostgreSQL server for tests that must also pass on a real server (STACK.md):
 * initdb into a temp dir and pg_ctl start on 127.0.0.1, as the postgres user when we are root
 * (the server refuses to run as root). Undefined when no server binaries are installed, or
 * when SKLAD_SKIP_POSTGRES=1; DATABASE_URL_TEST points at an existing server instead.
 */
export async function startPostgresCluster(
  options: {
    maxConnections?: number;
    /** A cluster of this file's own (to restart), never the run's shared one. */ own?: boolean;
  } = {},
): Promise<PostgresCluster | undefined> {
  if (process.env.DATABASE_URL_TEST && !options.own) return { url: process.env.DATABASE_URL_TEST, stop: () => {} };
  if (process.env.SKLAD_SKIP_POSTGRES === '1') return undefined;
  const bin = pgBinDir();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'sklad-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'sklad', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const pgCtl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=${options.maxConnections ?? 60}`,
      '-l',
      join(dir, 'log'),
      '-w',
      ...extra,
      action,
    ]);
  pgCtl('start');
  let db = 0;
  return {
    url: `postgres://sklad@127.0.0.1:${port}/postgres`,
    pid: Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    restart: () => pgCtl('restart', ['-m', 'fast']),
    halt: () => pgCtl('stop', ['-m', 'fast']),
    resume: () => pgCtl('start'),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
      void db;
    },
  };
}

/**
 * A fresh database on the cluster, so suites do not see each other's rows: empty, or a copy of
 * `template` (a database nobody is connected to; database-template.ts).
 */
export function createDatabase(clusterUrl: string, name: string, template?: string): string {
  const url = new URL(clusterUrl);
  const sql = `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`;
  const result = spawnSync('psql', [clusterUrl, '-c', sql], { stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`createdb ${name} failed: ${result.stderr}`);
  url.pathname = `/${name}`;
  return url.toString();
}
