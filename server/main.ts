import { resolve } from 'node:path';
import { DEMO_USERS } from './seed/demo-seed';
import { startRuntime } from './runtime';

// Flags: --demo (seed demo data), --memory (in-memory PGlite), --production (no demo, Secure cookies).
// Environment: PORT, HOST, DATABASE_URL, DATA_DIR, TOKEN_SECRET, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL.
const args = new Set(process.argv.slice(2));
const production = args.has('--production') || process.env.NODE_ENV === 'production';
const demo = !production && (args.has('--demo') || process.env.SKLAD_DEMO === '1');

const runtime = await startRuntime({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? resolve('data/pglite'),
  memory: args.has('--memory'),
  demo,
  demoStock: demo,
  distDir: resolve('dist'),
  tokenSecret: process.env.TOKEN_SECRET,
  accessTtlSeconds: process.env.ACCESS_TOKEN_TTL ? Number(process.env.ACCESS_TOKEN_TTL) : undefined,
  refreshTtlSeconds: process.env.REFRESH_TOKEN_TTL ? Number(process.env.REFRESH_TOKEN_TTL) : undefined,
  secureCookies: production && process.env.INSECURE_COOKIES !== '1',
});

const db = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : args.has('--memory')
    ? 'PGlite v paměti'
    : `PGlite (${process.env.DATA_DIR ?? 'data/pglite'})`;
console.log(`\nSklad běží: http://localhost:${runtime.port}/   (databáze: ${db})`);
if (demo) {
  console.log('Demo přihlášení (jméno / heslo):');
  for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(11)} / ${u.password.padEnd(11)} ${u.note}`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void runtime.close().then(() => process.exit(0));
  });
}
