import { describe, expect, it } from 'vitest';
import { moveBy, moveTo, orderMismatch, orderUpdates } from './reorder';
import { planZoneReorder } from './zone-reorder';

describe('reordering', () => {
  it('accepts only a permutation of the current ids', () => {
    expect(orderMismatch([1, 2, 3], [3, 1, 2])).toBeUndefined();
    expect(orderMismatch([1, 2, 3], [3, 3, 9])).toEqual({
      kind: 'order-mismatch',
      missing: [1, 2],
      unknown: [9],
      repeated: [3],
    });
  });

  it('moves by keyboard and by drag', () => {
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('writes only the orders that change', () => {
    expect(
      orderUpdates(
        new Map([
          [1, 0],
          [2, 1],
          [3, 2],
        ]),
        [1, 3, 2],
      ),
    ).toEqual([
      { id: 3, order: 1 },
      { id: 2, order: 2 },
    ]);
  });
});

describe('zone reorder plan', () => {
  const zones = [
    { id: 1, order: 0 },
    { id: 2, order: 1 },
  ];
  const sectors = [
    { id: 10, zoneId: 1, order: 0 },
    { id: 11, zoneId: 1, order: 1 },
    { id: 20, zoneId: 2, order: 2 },
    { id: 30, zoneId: null, order: 3 },
  ];

  it('numbers sectors across zones in their new order, unzoned last', () => {
    const result = planZoneReorder(zones, sectors, { zones: [{ id: 2 }, { id: 1, sector_ids: [11, 10, 30] }] });
    expect(result).toEqual({
      ok: true,
      plan: {
        zones: [
          { id: 2, order: 0 },
          { id: 1, order: 1 },
        ],
        sectors: [
          { id: 20, zoneId: 2, order: 0 },
          { id: 11, zoneId: 1, order: 1 },
          { id: 10, zoneId: 1, order: 2 },
          { id: 30, zoneId: 1, order: 3 },
        ],
      },
    });
  });

  it('moves a sector to another zone and refuses dropping one by omission', () => {
    const moved = planZoneReorder(zones, sectors, {
      zones: [
        { id: 1, sector_ids: [10] },
        { id: 2, sector_ids: [20, 11] },
      ],
    });
    expect(moved.ok && moved.plan.sectors.find((s) => s.id === 11)).toEqual({ id: 11, zoneId: 2, order: 2 });
    expect(planZoneReorder(zones, sectors, { zones: [{ id: 1, sector_ids: [10] }, { id: 2 }] })).toMatchObject({
      ok: false,
      problem: { kind: 'order-mismatch', missing: [11] },
    });
    expect(planZoneReorder(zones, sectors, { zones: [{ id: 1 }] })).toMatchObject({
      ok: false,
      problem: { missing: [2] },
    });
    expect(planZoneReorder(zones, sectors, { zones: [{ id: 1, sector_ids: [10, 11, 99] }, { id: 2 }] })).toMatchObject({
      ok: false,
      problem: { unknown: [99] },
    });
  });
});
