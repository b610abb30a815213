import { describe, expect, it } from 'vitest';
import { commonSwitchValues, lockedReason, parseDelimiterForm, STOCK_SYNC_SETTING } from './common-settings';

const plainShop = { is_public_api: false, sync_public_api_stock: false };
const publicNoSync = { is_public_api: true, sync_public_api_stock: false };

describe('common settings of the settings screen', () => {
  it('reads stored booleans and falls back for the rest', () => {
    expect(commonSwitchValues({ sounds: false, shoptet_sync: 'x' }, plainShop)).toEqual({
      shoptet_sync: true,
      sounds: false,
    });
  });

  it('R-CFG-01 stock sync reads off and is locked with a public API without stock sync', () => {
    expect(commonSwitchValues({ shoptet_sync: true }, publicNoSync)[STOCK_SYNC_SETTING]).toBe(false);
    expect(lockedReason(STOCK_SYNC_SETTING, publicNoSync)).toMatch(/veřejné API/);
    expect(lockedReason(STOCK_SYNC_SETTING, { is_public_api: true, sync_public_api_stock: true })).toBeNull();
    expect(commonSwitchValues({ shoptet_sync: true }, plainShop)[STOCK_SYNC_SETTING]).toBe(true);
  });

  it('R-SCAN-06 parses delimiters as single characters with a default count', () => {
    expect(parseDelimiterForm({ delimiters: '* x *', num: '2' })).toEqual({ delimiters: ['*', 'x'], num: 2 });
    expect(parseDelimiterForm({ delimiters: '*', num: '12' })).toMatch(/1 \(první\) nebo 2 \(druhé\)/);
    expect(parseDelimiterForm({ delimiters: '', num: '1' })).toBe('Zadejte alespoň jeden oddělovač.');
    expect(parseDelimiterForm({ delimiters: '*5', num: '1' })).toMatch(/číslice/);
    expect(parseDelimiterForm({ delimiters: '*', num: '0' })).toMatch(/1 \(první\) nebo 2 \(druhé\)/);
    expect(parseDelimiterForm({ delimiters: '*', num: '1.5' })).toMatch(/1 \(první\) nebo 2 \(druhé\)/);
  });
});
