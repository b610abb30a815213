// Decoding runs here, off the main thread, so the preview and the buttons stay smooth.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { DecoderUnavailable } from '../../application/scanning/camera-error';
import type { DecoderRequest, DecoderResponse } from './zxing-worker-protocol';
import { ZxingWasmReader } from './zxing-wasm-reader';

// The wasm is a file of this app, never a CDN download: the app must work on a closed network.
const reader = new ZxingWasmReader(() =>
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  }),
);

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<DecoderRequest>) => {
  const request = event.data;
  let response: DecoderResponse;
  try {
    const results =
      request.kind === 'prepare'
        ? (await reader.prepare(), [])
        : request.kind === 'decodeFrame'
          ? await reader.decodeFrame(request.image, request.formats)
          : request.kind === 'decode'
            ? await reader.decode(request.image, request.formats, request.effort)
            : await reader.decodeFile(request.file, request.formats);
    response = { id: request.id, ok: true, results };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      unavailable: error instanceof DecoderUnavailable,
      message: describe(error),
    };
  }
  scope.postMessage(response);
};

function describe(error: unknown): string {
  if (error instanceof DecoderUnavailable) return `decoder unavailable: ${String(error.cause)}`;
  return error instanceof Error ? error.message : String(error);
}
