import { createLiveBus } from './live/live-bus';
import { EshopSyncService, type EshopSyncOptions } from './eshop-sync/eshop-sync-service';
import { tokenCipherFor } from './eshop-sync/token-cipher';
import { installHalf } from './eshop-sync/install/install-half';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { TokenService } from './auth/tokens';
import { createApp } from './app';
import { openDatabase, type Database } from './db/client';
import { serverSecrets } from './db/schema';
import type { ServerDeps } from './session';
import { startPrintingHousekeeping } from './printing/housekeeping';
import { DEMO, seedDemo } from './seed/demo-seed';
import { seedDemoReceiving } from './seed/demo-receiving';
import { seedDemoStock } from './seed/demo-stock';
import { seedDemoShoplists } from './seed/demo-shoplists';

export interface RuntimeOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  /** PGlite data directory; ignored with databaseUrl; undefined with memory=true means in memory. */
  dataDir?: string;
  /** PGlite: start from this dumped data directory (tests start from a migrated, seeded template). */
  loadDataDir?: Blob;
  memory?: boolean;
  demo?: boolean;
  /** With demo: also put stock on the demo locations (the interactive demo; tests start from empty stock). */
  demoStock?: boolean;
  distDir?: string;
  tokenSecret?: string;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  secureCookies?: boolean;
  now?: () => Date;
  /** The e-shop sync's timings (tests shorten them); its token cipher comes from tokenSecret only. */
  eshopSync?: Omit<EshopSyncOptions, 'cipher'>;
}

export interface Runtime {
  url: string;
  port: number;
  deps: ServerDeps;
  database: Database;
  close(): Promise<void>;
}

/** Migrates the database and seeds demo data when asked, then closes it: the first step of a multi-process start. */
export async function prepareDatabase(options: RuntimeOptions): Promise<void> {
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.memory ? undefined : options.dataDir,
  });
  try {
    await seedDatabase(database, options);
    if (!options.tokenSecret) await storedSecret(database);
  } finally {
    await database.close();
  }
}

/** The demo data, when asked and not there yet (a database seeded before is left as it is). */
export async function seedDatabase(database: Database, options: RuntimeOptions): Promise<void> {
  if (!options.demo) return;
  const { created } = await seedDemo(database.db);
  if (created && options.demoStock) {
    await seedDemoStock(database.db, DEMO.chaosEshopId, 1);
    await seedDemoStock(database.db, DEMO.basicEshopId, 1);
    await seedDemoReceiving(database.db, DEMO.chaosEshopId, 1);
  }
  if (created) await seedDemoShoplists(database.db, DEMO.chaosEshopId, 1, options.demoStock ?? false);
}

/** Opens the database (migrating it), seeds demo data when asked, and listens. Used by main.ts, tests and benchmarks. */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.memory ? undefined : options.dataDir,
    loadDataDir: options.databaseUrl ? undefined : options.loadDataDir,
  });
  await seedDatabase(database, options);
  const secret = options.tokenSecret ? Buffer.from(options.tokenSecret) : await storedSecret(database);
  const live = createLiveBus(database, options.databaseUrl);
  const deps: ServerDeps = {
    database,
    tokens: new TokenService(secret, options.accessTtlSeconds ?? 15 * 60, options.refreshTtlSeconds ?? 14 * 24 * 3600),
    now: options.now ?? (() => new Date()),
    secureCookies: options.secureCookies ?? false,
    live,
    // E-shop tokens are sealed with a key from TOKEN_SECRET, never with the secret kept in the database.
    eshopSync: new EshopSyncService(database, live, {
      ...options.eshopSync,
      cipher: tokenCipherFor(options.tokenSecret),
    }),
  };
  const app = createApp(deps, { distDir: options.distDir });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? '0.0.0.0' }, () =>
      resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const stopHousekeeping = startPrintingHousekeeping(database.db, deps.now, {
    onSettled: (eshopIds) => {
      for (const eshopId of eshopIds)
        deps.live.publish(eshopId, ['printing']).catch((error) => console.error('Live update not published', error));
    },
  });
  installHalf(deps.eshopSync);
  deps.eshopSync.start();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    database,
    close: async () => {
      stopHousekeeping();
      await deps.eshopSync.close();
      // Open event streams would keep the server from closing: they end first.
      await deps.live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

async function storedSecret(database: Database): Promise<Buffer> {
  const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'token_secret'));
  if (row) return Buffer.from(row.value, 'base64url');
  const value = randomBytes(32).toString('base64url');
  await database.db.insert(serverSecrets).values({ name: 'token_secret', value }).onConflictDoNothing();
  const [stored] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'token_secret'));
  return Buffer.from(stored.value, 'base64url');
}
