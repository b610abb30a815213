import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text-like files worth compressing; images, fonts (woff2 is compressed already) and sounds are left alone.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
// Below this a compressed copy saves less than a packet's worth and costs a file.
const MIN_BYTES = 512;
// Brotli's best quality (11) costs ~20 × quality 9's CPU for 7 % fewer bytes (the entry script: 113 vs 122 KB, 8.5 s vs
// 0.5 s on the shared machine): worth it for the many small files, not for the few large ones every build and every
// e2e build would wait for.
const BEST_QUALITY_UP_TO = 16 * 1024;

/**
 * Writes `<file>.br` and `<file>.gz` (gzip 9) beside every compressible file of the build, after every other plugin
 * (the service worker and its precache list included), so the server sends them by content negotiation
 * (server/http/static-app.ts) without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sklad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => compressTree(outDir),
    },
  };
}

/** Compresses every file below `dir` (zlib's thread pool, so both cores work). */
export async function compressTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (path) => {
      const raw = await readFile(path);
      if (raw.length < MIN_BYTES) return;
      const quality = raw.length <= BEST_QUALITY_UP_TO ? 11 : 9;
      const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
      const [br, gz] = await Promise.all([brotli(raw, { params }), gzipped(raw, { level: 9 })]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
}
