import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Text-like files worth compressing; images, fonts (woff2 is compressed already) and sounds are left alone.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
// Below this a compressed copy saves less than a packet's worth and costs a file.
const MIN_BYTES = 512;
// Brotli's best quality costs ~1 s of CPU per MB; above this size (the decoder's wasm) quality 9 is a few per cent
// larger for a tenth of the time, and the file is fetched only when the camera is first used.
const BEST_QUALITY_UP_TO = 512 * 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the build, after
 * every other plugin (the service worker and its precache list included), so the server sends them by content
 * negotiation (server/http/static-app.ts) without compressing anything per request.
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
      handler() {
        compressTree(outDir);
      },
    },
  };
}

export function compressTree(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: raw.length <= BEST_QUALITY_UP_TO ? 11 : 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  }
}
