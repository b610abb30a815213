import { describe, expect, it } from 'vitest';
import { ScanQueue } from './scan-queue';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ScanQueue', () => {
  it('handles a burst one scan at a time, in the order accepted, each exactly once', async () => {
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const queue = new ScanQueue(
      async (code) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        log.push(`start ${code}`);
        // later scans finish their lookup sooner: they must still not overtake
        await tick(code === 'a' ? 15 : code === 'b' ? 5 : 0);
        log.push(`end ${code}`);
        running--;
      },
      (e) => {
        throw e;
      },
    );
    for (const c of ['a', 'b', 'c', 'a']) queue.accept(c, 'keyboard');
    await queue.idle();
    expect(maxRunning).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start a', 'end a']);
  });

  it('goes on with the next scan after a handler defect, and reports it', async () => {
    const handled: string[] = [];
    const defects: unknown[] = [];
    const queue = new ScanQueue(
      async (code) => {
        if (code === 'bad') throw new Error('boom');
        handled.push(code);
      },
      (e) => defects.push(e),
    );
    queue.accept('one', 'camera');
    queue.accept('bad', 'keyboard');
    queue.accept('two', 'keyboard');
    await queue.idle();
    expect(handled).toEqual(['one', 'two']);
    expect(defects).toHaveLength(1);
  });

  it('reports busy while scans wait and idle after the last, and ignores blank codes', async () => {
    const busy: boolean[] = [];
    const queue = new ScanQueue(
      async () => {
        await tick(1);
      },
      () => {},
      (b) => busy.push(b),
    );
    queue.accept('  ', 'keyboard');
    expect(queue.pending).toBe(0);
    queue.accept('x', 'keyboard');
    queue.accept('y', 'camera');
    expect(queue.pending).toBe(2);
    await queue.idle();
    expect(busy).toEqual([true, false]);
    expect(queue.pending).toBe(0);
  });
});
