import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase, seedDatabase, type RuntimeOptions } from '../../server/runtime';
import { DEMO_USERS } from '../../server/seed/demo-seed';
import { createDatabase } from './postgres-cluster';

/**
 * A test's database starts as a copy of a template that was migrated and seeded once per run
 * (tests/support/global-setup.ts), instead of running every migration and the demo seed again
 * in each file: on PGlite a dumped data directory, on PostgreSQL `CREATE DATABASE … TEMPLATE`.
 * Without the global setup (a file run on its own through another config, a benchmark) nothing
 * changes: the database is created empty and migrated as before.
 */
export type TemplateKind = 'migrated' | 'demo' | 'demo-stock';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['migrated', 'demo', 'demo-stock'];

/** Directory holding `pglite-<kind>.tar`, set by the global setup. */
export const PGLITE_TEMPLATES_ENV = 'SKLAD_TEST_TEMPLATES';
/** `<cluster url> <database name prefix>` of the PostgreSQL templates, set by the global setup. */
export const POSTGRES_TEMPLATES_ENV = 'SKLAD_TEST_PG_TEMPLATES';

/** The template holding what a start with these options would have created. */
export function templateKindOf(options: Pick<RuntimeOptions, 'demo' | 'demoStock'>): TemplateKind {
  if (!options.demo) return 'migrated';
  return options.demoStock ? 'demo-stock' : 'demo';
}

/** Seeds as a start with `demo`/`demoStock` would; a fixed secret keeps the stored token secret out of the template. */
const seedOptionsOf = (kind: TemplateKind): RuntimeOptions => ({
  demo: kind !== 'migrated',
  demoStock: kind === 'demo-stock',
  tokenSecret: 'template',
});

/** scrypt's cost for the passwords of the tests' users (the server's is 16384). */
export const TEST_SCRYPT_N = 1024;

/**
 * The demo users' passwords hashed again at the tests' cost. The server's own code verifies them (it reads
 * the cost from each hash): a sign-in, of which a run makes hundreds, then costs ~4 ms of CPU instead of ~60.
 */
async function cheapenDemoPasswords(database: Database): Promise<void> {
  for (const user of DEMO_USERS)
    await database.query('UPDATE clients SET password_hash = $2 WHERE username = $1', [
      user.username,
      await hashPassword(user.password, TEST_SCRYPT_N),
    ]);
}

/**
 * The migrated template is the start of the other two (`from`): loading its dump and seeding costs a third of
 * the CPU of a new data directory (initdb and every migration), measured 2.6 s against 7.3 s for 'demo'.
 */
export async function buildPgliteTemplate(kind: TemplateKind, from?: Blob): Promise<Blob> {
  const database = await openDatabase(from ? { loadDataDir: from } : {});
  try {
    await seedDatabase(database, seedOptionsOf(kind));
    if (kind !== 'migrated') await cheapenDemoPasswords(database);
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

/**
 * Creates `<prefix><kind>` on the cluster, migrated and seeded; returns its name. With `from` (the migrated
 * template's name) it starts as a copy of that one, as buildPgliteTemplate does, instead of migrating again.
 */
export async function buildPostgresTemplate(
  clusterUrl: string,
  prefix: string,
  kind: TemplateKind,
  from?: string,
): Promise<string> {
  const name = postgresTemplateName(prefix, kind);
  const url = createDatabase(clusterUrl, name, from);
  await prepareDatabase({ ...seedOptionsOf(kind), databaseUrl: url });
  if (kind !== 'migrated') {
    const database = await openDatabase({ url });
    try {
      await cheapenDemoPasswords(database);
    } finally {
      await database.close();
    }
  }
  return name;
}

const postgresTemplateName = (prefix: string, kind: TemplateKind) => `${prefix}${kind.replace('-', '_')}`;

const loaded = new Map<TemplateKind, Blob>();

/** This run's PGlite template of that kind, or undefined when the global setup made none. */
export function pgliteTemplate(kind: TemplateKind): Blob | undefined {
  const dir = process.env[PGLITE_TEMPLATES_ENV];
  if (!dir) return undefined;
  let blob = loaded.get(kind);
  if (!blob) {
    const file = `${dir}/pglite-${kind}.tar`;
    if (!existsSync(file)) return undefined;
    blob = new Blob([readFileSync(file)]);
    loaded.set(kind, blob);
  }
  return blob;
}

/** The PostgreSQL template of that kind on this cluster, or undefined when the global setup made none there. */
export function postgresTemplate(clusterUrl: string, kind: TemplateKind): string | undefined {
  const [url, prefix] = (process.env[POSTGRES_TEMPLATES_ENV] ?? '').split(' ');
  return url && prefix && url === clusterUrl ? postgresTemplateName(prefix, kind) : undefined;
}

/**
 * A new database for one test file: a copy of the template when there is one, else empty (the
 * server migrates and seeds it as before). Returns its URL.
 */
export function createTestDatabase(clusterUrl: string, name: string, kind: TemplateKind = 'demo'): string {
  return createDatabase(clusterUrl, name, postgresTemplate(clusterUrl, kind));
}

/**
 * Fills an empty PGlite data directory from the template, so a server process started on it
 * finds its database made (PGlite's initdb, migrations and seed are what cost a new directory
 * its time). Returns false, leaving the directory alone, when it holds data or there is no template.
 */
export async function fillDataDirFromTemplate(dataDir: string, kind: TemplateKind): Promise<boolean> {
  const template = pgliteTemplate(kind);
  if (!template || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return false;
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, loadDataDir: template });
  await database.close();
  return true;
}
