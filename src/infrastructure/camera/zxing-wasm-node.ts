// Node only (tests and benchmarks): the wasm bytes come from node_modules, never from a CDN.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { ZxingWasmReader } from './zxing-wasm-reader';

export function createNodeZxingReader(): ZxingWasmReader {
  return new ZxingWasmReader(async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(wasmPath);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  });
}
