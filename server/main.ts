import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { DEMO_USERS } from './seed/demo-seed';
import { prepareDatabase, startRuntime } from './runtime';

// Flags: --demo (seed demo data), --memory (in-memory PGlite), --production (no demo, Secure cookies).
// Environment: PORT, HOST, DATABASE_URL, DATA_DIR, TOKEN_SECRET, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL,
// WORKERS, PG_POOL_SIZE, PG_NAMED_STATEMENTS, ESHOP_SYNC_* (see eshopSyncTimings).
const args = new Set(process.argv.slice(2));
const production = args.has('--production') || process.env.NODE_ENV === 'production';
const demo = !production && (args.has('--demo') || process.env.SKLAD_DEMO === '1');

/** A pause before replacing a worker that ended within this time of its start. */
const RESPAWN_PAUSE_MS = 1000;

// A promise nobody awaited that failed (a lost connection under a fire-and-forget write) is logged;
// it must not end a process that is serving everyone else.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (the server keeps running):', reason));

// WORKERS=n (PostgreSQL only): n server processes share the port; the first process prepares the
// database (migrations, demo data) once and then only supervises, starting a new worker for each
// one that ends (WORKERS=1 too: one worker under a supervisor). All state is in the database, so
// the workers answer alike, as separate nodes behind a proxy would. Without WORKERS, one process.
const workers = Number(process.env.WORKERS ?? 1);
const supervised = process.env.WORKERS !== undefined && workers >= 1 && Boolean(process.env.DATABASE_URL);
if (workers > 1 && !process.env.DATABASE_URL && cluster.isPrimary) {
  console.error('WORKERS > 1 potřebuje DATABASE_URL (PGlite běží jen v jednom procesu).');
  process.exit(1);
}
if (supervised && cluster.isPrimary) {
  await prepareWhenReachable();
  let shuttingDown = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (shuttingDown) return;
    // A worker that dies young (no database at its start) is replaced after a pause, not in a tight loop.
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    console.error(`Proces ${worker.process.pid} skončil (${signal ?? code}); spouštím nový.`);
    setTimeout(fork, lived < RESPAWN_PAUSE_MS ? RESPAWN_PAUSE_MS : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      shuttingDown = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill(signal);
      cluster.disconnect(() => process.exit(0));
    });
  }
  console.log(`\nSklad běží: http://localhost:${process.env.PORT ?? 8080}/   (${workers} procesy, PostgreSQL)`);
} else {
  await serveHere();
}

/** The supervisor's first step, retried while PostgreSQL is not there yet (a machine booting both). */
async function prepareWhenReachable(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await prepareDatabase({ databaseUrl: process.env.DATABASE_URL, demo, demoStock: demo });
      return;
    } catch (error) {
      if (attempt >= 30) throw error;
      console.error(`Databáze není dostupná (${(error as Error).message}); zkusím to znovu.`);
      await new Promise((resolve) => setTimeout(resolve, RESPAWN_PAUSE_MS));
    }
  }
}

async function serveHere(): Promise<void> {
  const runtime = await startRuntime({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? resolve('data/pglite'),
    memory: args.has('--memory'),
    demo: demo && cluster.isPrimary,
    demoStock: demo && cluster.isPrimary,
    distDir: resolve('dist'),
    tokenSecret: process.env.TOKEN_SECRET,
    accessTtlSeconds: process.env.ACCESS_TOKEN_TTL ? Number(process.env.ACCESS_TOKEN_TTL) : undefined,
    refreshTtlSeconds: process.env.REFRESH_TOKEN_TTL ? Number(process.env.REFRESH_TOKEN_TTL) : undefined,
    secureCookies: production && process.env.INSECURE_COOKIES !== '1',
    eshopSync: eshopSyncTimings(),
  });

  const db = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : args.has('--memory')
      ? 'PGlite v paměti'
      : `PGlite (${process.env.DATA_DIR ?? 'data/pglite'})`;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void runtime.close().then(() => process.exit(0));
    });
  }
  if (!cluster.isPrimary) return;
  console.log(`\nSklad běží: http://localhost:${runtime.port}/   (databáze: ${db})`);
  if (demo) {
    console.log('Demo přihlášení (jméno / heslo):');
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(11)} / ${u.password.padEnd(11)} ${u.note}`);
  }
}

/** ESHOP_SYNC_LEASE_MS, ESHOP_SYNC_RECONCILE_MS, ESHOP_SYNC_TIMEOUT_MS, ESHOP_SYNC_POLL_MS: the push worker's timings. */
function eshopSyncTimings() {
  const ms = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  return {
    leaseMs: ms('ESHOP_SYNC_LEASE_MS'),
    reconcileDelayMs: ms('ESHOP_SYNC_RECONCILE_MS'),
    requestTimeoutMs: ms('ESHOP_SYNC_TIMEOUT_MS'),
    safetyPollMs: ms('ESHOP_SYNC_POLL_MS'),
    retryBaseMs: ms('ESHOP_SYNC_RETRY_MS'),
  };
}
