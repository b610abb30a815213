import { describe, expect, it } from 'vitest';
import { locationsCs } from './plural';

describe('Czech location counts', () => {
  it('uses pozice for 1 to 4 and pozic for 0 and 5 or more', () => {
    expect([0, 1, 2, 4, 5, 12].map(locationsCs)).toEqual([
      '0 pozic',
      '1 pozice',
      '2 pozice',
      '4 pozice',
      '5 pozic',
      '12 pozic',
    ]);
  });
});
