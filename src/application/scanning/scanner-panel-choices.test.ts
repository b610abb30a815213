import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraError, DecoderUnavailable } from './camera-error';
import { cameraFailureOf, decoderFailureOf, nextCamera, scanChosenFile } from './scanner-panel-choices';

const cameras = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
];
const decoding = (answer: () => Promise<Array<{ text: string }>>) => ({
  decodeFile: vi.fn(answer) as never,
});

describe('scanner panel choices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an expected camera failure keeps its reason; a missing saved camera is forgotten (R-CAM-06)', () => {
    const gone = new CameraError({ reason: 'noCamera' });
    expect(cameraFailureOf(gone, { deviceId: 'x' })).toEqual({ failure: 'noCamera', forgetSavedCamera: true });
    expect(cameraFailureOf(gone, { facingMode: 'environment' })).toEqual({
      failure: 'noCamera',
      forgetSavedCamera: false,
    });
    const denied = new CameraError({ reason: 'permissionDenied' });
    expect(cameraFailureOf(denied, { deviceId: 'x' })).toEqual({
      failure: 'permissionDenied',
      forgetSavedCamera: false,
    });
  });

  it('an unexpected camera error is a start failure, logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(cameraFailureOf(new Error('busy'))).toEqual({ failure: 'errorGettingUserMedia', forgetSavedCamera: false });
    expect(log).toHaveBeenCalledOnce();
  });

  it('a decoder without its wasm is a failure; a missed frame is only logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(decoderFailureOf(new DecoderUnavailable({}))).toBe('decoderUnavailable');
    expect(decoderFailureOf(new Error('frame'))).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('"Změnit kameru" goes round the cameras; none without cameras', () => {
    expect(nextCamera(cameras, 'a')).toBe('b');
    expect(nextCamera(cameras, 'b')).toBe('a');
    expect(nextCamera(cameras, null)).toBe('a');
    expect(nextCamera([], 'a')).toBeNull();
  });

  it('a chosen file gives its first code, or why it gives none (R-CAM-01)', async () => {
    const file = new Blob(['x']);
    const found = decoding(async () => [{ text: 'F1' }, { text: 'F2' }]);
    expect(await scanChosenFile(found, 'notStarted', file, ['ean_13'] as never)).toEqual({ kind: 'code', text: 'F1' });
    expect(await scanChosenFile(found, 'notStarted', null, [])).toEqual({ kind: 'failure', failure: 'noFile' });
    expect(await scanChosenFile(found, 'scanning', file, [])).toEqual({
      kind: 'failure',
      failure: 'fileWhileScanning',
    });
    expect(found.decodeFile).toHaveBeenCalledOnce();
    const empty = decoding(async () => []);
    expect(await scanChosenFile(empty, 'notStarted', file, [])).toEqual({
      kind: 'failure',
      failure: 'fileWithoutCode',
    });
    const broken = decoding(async () => Promise.reject(new DecoderUnavailable({})));
    expect(await scanChosenFile(broken, 'notStarted', file, [])).toEqual({
      kind: 'failure',
      failure: 'decoderUnavailable',
    });
  });
});
