import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  PGLITE_TEMPLATES_ENV,
  POSTGRES_TEMPLATES_ENV,
  TEMPLATE_KINDS,
} from './database-template';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { buildServerBundle, SERVER_BUNDLE_ENV } from './server-bundle';
import { postgresAvailable } from './storage-matrix';

/**
 * Set by a test that runs vitest again inside a copy of this tree (scripts/new-area.test.ts) after checking that
 * the copy differs from this tree in nothing a template is made from (migrations, seeds): the nested run then uses
 * the enclosing run's templates and cluster, which its environment already names, instead of making its own.
 */
const REUSE_TEMPLATES_ENV = 'SKLAD_TEST_TEMPLATES_REUSE';

/**
 * Global setup of the server project, once per run before any test file: the migrated and seeded
 * templates every test database is copied from (database-template.ts), and one PostgreSQL cluster
 * for all files (DATABASE_URL_TEST, which startPostgresCluster() hands out) instead of an initdb
 * per file. Test workers inherit the environment set here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const enclosing = process.env[PGLITE_TEMPLATES_ENV];
  if (process.env[REUSE_TEMPLATES_ENV] === '1' && enclosing && existsSync(enclosing)) {
    console.log(`[server tests] templates of the enclosing run reused (${enclosing})`);
    // Its server bundle was built from the enclosing tree's sources, not this one's: start server/main.ts.
    delete process.env[SERVER_BUNDLE_ENV];
    // The enclosing run owns them (and the cluster): nothing to remove here.
    return async () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'sklad-templates-'));
  const pglite = async () => {
    // 'migrated' first: the seeded ones start from it (database-template.ts).
    let migrated: Blob | undefined;
    for (const kind of TEMPLATE_KINDS) {
      const dump = await buildPgliteTemplate(kind, migrated);
      if (kind === 'migrated') migrated = dump;
      writeFileSync(join(dir, `pglite-${kind}.tar`), Buffer.from(await dump.arrayBuffer()));
    }
    process.env[PGLITE_TEMPLATES_ENV] = dir;
  };
  let cluster: PostgresCluster | undefined;
  const postgres = async () => {
    if (!postgresAvailable()) return;
    // Files run in parallel, each with servers of up to PG_POOL_SIZE connections, some with two.
    cluster = await startPostgresCluster({ maxConnections: 300 });
    if (!cluster) throw new Error('PostgreSQL binaries are installed but no cluster could be started');
    const prefix = `sklad_template_${process.pid}_`;
    let migrated: string | undefined;
    for (const kind of TEMPLATE_KINDS) {
      const name = await buildPostgresTemplate(cluster.url, prefix, kind, migrated);
      if (kind === 'migrated') migrated = name;
    }
    process.env.DATABASE_URL_TEST = cluster.url;
    process.env[POSTGRES_TEMPLATES_ENV] = `${cluster.url} ${prefix}`;
  };
  const bundle = async () => {
    // Not in watch mode: the bundle is made once, and a changed server file would not reach the processes.
    if (!project.vitest.config.watch) process.env[SERVER_BUNDLE_ENV] = await buildServerBundle();
  };
  // PGlite works in this process, PostgreSQL and esbuild in their own: the three overlap.
  await Promise.all([pglite(), postgres(), bundle()]);
  console.log(`[server tests] templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
    const built = process.env[SERVER_BUNDLE_ENV];
    if (built) rmSync(dirname(built), { recursive: true, force: true });
  };
}
