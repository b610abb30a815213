import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ConfirmTarget } from './confirm-target.store';

describe('ConfirmTarget', () => {
  it('opens on a row, closes when dismissed, and hands the row over once when confirmed', () => {
    const ask = new ConfirmTarget<{ id: number }>();
    const seen: Array<number | null> = [];
    autorun(() => seen.push(ask.target?.id ?? null));
    ask.requested({ id: 1 });
    ask.cancelled();
    ask.requested({ id: 2 });
    expect(ask.taken()).toEqual({ id: 2 });
    expect(ask.taken()).toBeNull();
    expect(seen).toEqual([null, 1, null, 2, null]);
  });
});
