import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { RuntimeOptions } from '../../server/runtime';
import { createTestDatabase, templateKindOf } from './database-template';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { startTestServer, type TestServer } from './test-server';

export type StorageName = 'PGlite' | 'PostgreSQL';

/** A clock the server reads (`now` of the runtime): real time, or frozen / moved on by a test. */
export class TestClock {
  private frozen: Date | undefined;
  private offsetMs = 0;
  now = (): Date => new Date((this.frozen?.getTime() ?? Date.now()) + this.offsetMs);
  freeze(at: Date = new Date()): void {
    this.frozen = at;
    this.offsetMs = 0;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.frozen = undefined;
    this.offsetMs = 0;
  }
}

/** Known at collection time: PostgreSQL binaries installed (or DATABASE_URL_TEST given) and not switched off. */
export function postgresAvailable(): boolean {
  if (process.env.DATABASE_URL_TEST) return true;
  if (process.env.SKLAD_SKIP_POSTGRES === '1') return false;
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'pg_ctl')));
}

export interface StorageContext {
  storage: StorageName;
  /** The server of the current storage (valid inside tests and hooks). */
  server(): TestServer;
  clock: TestClock;
}

let clusterPromise: Promise<PostgresCluster | undefined> | undefined;
let clusterUsers = 0;
let dbCounter = 0;

/**
 * Runs the same suite on the embedded PGlite and on a PostgreSQL server, each with its own demo
 * data and a TestClock, so both storages must give the same answers. The PostgreSQL run is
 * skipped only when no server is available (no binaries, or SKLAD_SKIP_POSTGRES=1); a cluster
 * that is installed but fails to start fails the suite.
 */
export function describeOnEachStorage(
  title: string,
  body: (ctx: StorageContext) => void,
  options: RuntimeOptions = {},
): void {
  for (const storage of ['PGlite', 'PostgreSQL'] as const) {
    const skip = storage === 'PostgreSQL' && !postgresAvailable();
    describe.skipIf(skip)(`${title} [${storage}]`, () => {
      let server: TestServer | undefined;
      const clock = new TestClock();
      beforeAll(async () => {
        let databaseUrl: string | undefined;
        if (storage === 'PostgreSQL') {
          clusterUsers++;
          clusterPromise ??= startPostgresCluster();
          const cluster = await clusterPromise;
          if (!cluster) throw new Error('PostgreSQL binaries are installed but no cluster could be started');
          const kind = templateKindOf({ demo: true, ...options });
          databaseUrl = createTestDatabase(cluster.url, `sklad_test_${process.pid}_${++dbCounter}`, kind);
        }
        server = await startTestServer({ now: clock.now, ...options, ...(databaseUrl ? { databaseUrl } : {}) });
      });
      afterAll(async () => {
        await server?.close();
        if (storage === 'PostgreSQL' && --clusterUsers === 0 && clusterPromise) {
          (await clusterPromise)?.stop();
          clusterPromise = undefined;
        }
      });
      body({
        storage,
        clock,
        server: () => {
          if (!server) throw new Error('server not started');
          return server;
        },
      });
    });
  }
}
