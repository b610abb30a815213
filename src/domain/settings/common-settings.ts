import { isStockSyncForcedOff } from '../eshop/stock-sync';

/** A switch of the e-shop's common settings (POST /update_common_settings/) as the settings screen shows it. */
export interface CommonSwitch {
  key: string;
  label: string;
  /** Its value while the e-shop has never saved it. */
  fallback: boolean;
}

/** Key of the switch that sends stock changes to the e-shop (R-CFG-01 forces it off). */
export const STOCK_SYNC_SETTING = 'shoptet_sync';

export const COMMON_SWITCHES: readonly CommonSwitch[] = [
  { key: STOCK_SYNC_SETTING, label: 'Posílat změny skladu do e-shopu', fallback: true },
  { key: 'sounds', label: 'Zvuky při skenování (výchozí pro nová zařízení)', fallback: true },
];

export interface SyncShop {
  is_public_api: boolean;
  sync_public_api_stock: boolean;
}

/** The switches' values: stored booleans, else the fallback; stock sync reads off when R-CFG-01 forces it. */
export function commonSwitchValues(stored: Record<string, unknown>, shop: SyncShop): Record<string, boolean> {
  const values = storedSwitchValues(stored);
  if (isStockSyncForcedOff(shop.is_public_api, shop.sync_public_api_stock)) values[STOCK_SYNC_SETTING] = false;
  return values;
}

/** The switches as stored (a missing one at its fallback), before R-CFG-01: what a save compares with. */
export function storedSwitchValues(stored: Record<string, unknown>): Record<string, boolean> {
  const values: Record<string, boolean> = {};
  for (const s of COMMON_SWITCHES) {
    const value = stored[s.key];
    values[s.key] = typeof value === 'boolean' ? value : s.fallback;
  }
  return values;
}

/** Why a switch cannot be changed, or null. */
export function lockedReason(key: string, shop: SyncShop): string | null {
  if (key === STOCK_SYNC_SETTING && isStockSyncForcedOff(shop.is_public_api, shop.sync_public_api_stock))
    return 'E-shop je připojen přes veřejné API bez synchronizace skladu, proto je synchronizace skladu vypnutá.';
  return null;
}

export interface DelimiterForm {
  delimiters: string;
  num: string;
}

/** Reads the multi-EAN delimiter form: one character each, no digits, at most 10; a default count 1..10000. */
export function parseDelimiterForm(form: DelimiterForm): { delimiters: string[]; num: number } | string {
  const delimiters = [...new Set([...form.delimiters.replace(/\s+/g, '')])];
  if (!delimiters.length) return 'Zadejte alespoň jeden oddělovač.';
  if (delimiters.length > 10) return 'Oddělovačů smí být nejvýše 10.';
  if (delimiters.some((d) => /[0-9]/.test(d))) return 'Oddělovačem nesmí být číslice: splynul by s EAN kódem.';
  const num = Number(form.num.trim());
  // only which number is the quantity: the scan rule reads any other stored value as the first (R-SCAN-06)
  if (num !== 1 && num !== 2) return 'Pořadí čísla s počtem kusů v kódu musí být 1 (první) nebo 2 (druhé).';
  return { delimiters, num };
}

/**
 * The entries of `values` that differ from `stored`: what a save sends. The server merges what it
 * gets key by key, so a save that sent every key would put back the stale values of the keys another
 * user changed meanwhile.
 */
export function changedSettings<T extends object>(values: T, stored: object): Partial<T> {
  const before = stored as Record<string, unknown>;
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== before[key])) as Partial<T>;
}
