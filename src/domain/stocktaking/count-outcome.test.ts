import { describe, expect, it } from 'vitest';
import { commitDelta, finalAmount, movedAfterCount, stockAtCount } from './count-outcome';

describe('a committed count line', () => {
  it('keeps the difference seen at count time: a sale after counting is neither undone nor counted twice', () => {
    // 10 on the shelf, counted 8 (2 missing), then 3 sold: the ledger holds 7, the shelf 5.
    const line = { counted: 8, stockNow: 7, netAfter: -3 };
    expect(stockAtCount(line)).toBe(10);
    expect(finalAmount(line, 'difference')).toBe(5);
    expect(commitDelta(line, 'difference')).toBe(-2);
    expect(movedAfterCount(line)).toBe(true);
  });

  it('keeping the counted amount sets the place to what was counted', () => {
    const line = { counted: 8, stockNow: 7, netAfter: -3 };
    expect(finalAmount(line, 'counted')).toBe(8);
    expect(commitDelta(line, 'counted')).toBe(1);
  });

  it('with nothing moved both choices are the same', () => {
    const line = { counted: 4, stockNow: 6, netAfter: 0 };
    expect(movedAfterCount(line)).toBe(false);
    expect(finalAmount(line, 'difference')).toBe(finalAmount(line, 'counted'));
  });
});
