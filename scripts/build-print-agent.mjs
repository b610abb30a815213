// The print agent as one self-contained file (issue 24 item 9): `dist/print-agent/sklad-print-agent.mjs`, served by
// the server for download. It needs only Node 20+ on the shop PC; docs/decisions/printing.md says why not a
// single executable.
import { build } from 'esbuild';

// `node scripts/build-print-agent.mjs [outdir]`: outdir defaults to dist/print-agent (a test builds into its own).
const outdir = process.argv[2] ?? 'dist/print-agent';

await build({
  entryPoints: ['server/print-agent/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: `${outdir}/sklad-print-agent.mjs`,
  // The IPP library is CommonJS and requires Node's modules: give the ES module bundle a require.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  // @sealsystems/ipp tells its deferred attributes by the function's name ('deferred'): keep names.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
});
