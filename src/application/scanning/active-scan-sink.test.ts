import { describe, expect, it } from 'vitest';
import { ScanSinkStack } from './active-scan-sink';
import type { ScanSink } from './scan-sink.port';

function recordingSink(): ScanSink & { codes: string[] } {
  const codes: string[] = [];
  return { codes, accept: (code, source) => codes.push(`${source}:${code}`) };
}

describe('active scan sink', () => {
  it('feeds the most recently attached screen and falls back when it detaches', () => {
    const router = new ScanSinkStack();
    const list = recordingSink();
    const detail = recordingSink();
    router.attach(list);
    const detachDetail = router.attach(detail);
    router.accept('1', 'camera');
    detachDetail();
    router.accept('2', 'keyboard');
    expect(detail.codes).toEqual(['camera:1']);
    expect(list.codes).toEqual(['keyboard:2']);
  });

  it('drops a code when no screen listens', () => {
    const router = new ScanSinkStack();
    const detach = router.attach(recordingSink());
    detach();
    expect(router.hasTarget).toBe(false);
    expect(() => router.accept('x', 'camera')).not.toThrow();
  });
});
