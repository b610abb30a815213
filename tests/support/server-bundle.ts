import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `server/main.ts` as one ES module for the server processes the tests start (server-process.ts), built once
 * per run by the server project's global setup. Started through tsx, every process transformed and resolved the
 * server's few hundred TypeScript modules again: 5.3 s of CPU to import the runtime against 2.3 s from the bundle
 * (issue 29: ~15 processes per run, two nodes, kill -9, the exactly-once push, lost connections). Same source, same
 * esbuild transform tsx applies; packages stay external (node_modules as for tsx).
 */
export const SERVER_BUNDLE_ENV = 'SKLAD_TEST_SERVER_BUNDLE';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Each module keeps its own `import.meta.url` (and dirname, filename): server/db/migrate.ts finds its migrations
 * next to itself, which in one bundled file would be next to the bundle.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(resolve(args.path, '..')))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Builds the bundle under test-results/ (inside the tree, so the packages it imports resolve from node_modules as
 * tsx's do) and returns its path.
 */
export async function buildServerBundle(): Promise<string> {
  // Loaded here only: server-process.ts imports this file for SERVER_BUNDLE_ENV in every test worker.
  const { build } = await import('esbuild');
  const outfile = join(ROOT, 'test-results', `server-bundle-${process.pid}`, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.json'),
    // Stack traces of a failing process point into the sources (node --enable-source-maps reads it).
    sourcemap: 'linked',
    plugins: [ownImportMeta],
    logLevel: 'warning',
  });
  return outfile;
}
