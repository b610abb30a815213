import { describe, expect, it } from 'vitest';
import { effectiveStockSync, isStockSyncForcedOff } from './stock-sync';

describe('stock synchronisation to the e-shop', () => {
  it('R-CFG-01 is forced off for a public-API e-shop without stock sync', () => {
    expect(isStockSyncForcedOff(true, false)).toBe(true);
    expect(effectiveStockSync(true, true, false)).toBe(false);
  });
  it('R-CFG-01 stays as requested otherwise', () => {
    expect(isStockSyncForcedOff(true, true)).toBe(false);
    expect(isStockSyncForcedOff(false, false)).toBe(false);
    expect(effectiveStockSync(true, false, false)).toBe(true);
    expect(effectiveStockSync(false, false, false)).toBe(false);
  });
});
