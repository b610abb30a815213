import { describe, expect, it } from 'vitest';
import { LOG_PAGE_SIZE, logCursor, logPage } from './log-paging';

const ids = (from: number, to: number) => {
  const out: { id: number }[] = [];
  for (let i = from; from > to ? i >= to : i <= to; from > to ? i-- : i++) out.push({ id: i });
  return out;
};

describe('movement log paging', () => {
  it('R-LOG-01 pages hold 25 changes, newest first, with next_id towards older ones', () => {
    expect(LOG_PAGE_SIZE).toBe(25);
    const first = logPage(logCursor(undefined, undefined), ids(100, 75), false, true);
    expect(first.items).toHaveLength(25);
    expect(first.items[0].id).toBe(100);
    expect(first.next_id).toBe(76);
    expect(first.previous_id).toBeNull();
  });

  it('R-LOG-01 next_id and previous_id lead to the neighbouring pages', () => {
    const older = logPage(logCursor(76, null), ids(75, 51), true, true);
    expect(older.items.map((i) => i.id)).toEqual(ids(75, 51).map((i) => i.id));
    expect(older.next_id).toBeNull();
    expect(older.previous_id).toBe(75);
    const newer = logPage(logCursor(null, 75), ids(76, 101), false, true);
    expect(newer.items[0].id).toBe(100);
    expect(newer.items).toHaveLength(25);
    expect(newer.previous_id).toBe(100);
    expect(newer.next_id).toBe(76);
  });

  it('R-LOG-01 an empty log has no cursors', () => {
    expect(logPage({ kind: 'first' }, [], false, false)).toEqual({ items: [], next_id: null, previous_id: null });
  });
});
