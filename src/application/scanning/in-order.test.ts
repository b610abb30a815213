import { describe, expect, it } from 'vitest';
import { InOrder } from './in-order';

describe('InOrder', () => {
  it('runs a step at once while none waits, and later steps after a waiting one, in arrival order', async () => {
    const order = new InOrder();
    const seen: string[] = [];
    let release!: () => void;
    order.run(() => void seen.push('a'));
    expect(seen).toEqual(['a']);
    order.run(() => new Promise<void>((r) => (release = () => (seen.push('b'), r()))));
    order.run(() => void seen.push('c'));
    expect(seen).toEqual(['a']);
    release();
    await order.settled();
    expect(seen).toEqual(['a', 'b', 'c']);
    order.run(() => void seen.push('d'));
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a failed step does not stop the next', async () => {
    const order = new InOrder();
    const seen: string[] = [];
    const failed = order.run(() => Promise.reject(new Error('x')));
    order.run(() => void seen.push('next'));
    await expect(failed).rejects.toThrow('x');
    await order.settled();
    expect(seen).toEqual(['next']);
  });
});
