/**
 * SPEC 5: stock synchronisation to the e-shop is forced off when the e-shop is connected through
 * the public API without stock sync: there is nothing on the other side to receive it.
 */
export function isStockSyncForcedOff(isPublicApi: boolean, syncPublicApiStock: boolean): boolean {
  return isPublicApi && !syncPublicApiStock;
}

/** The shoptet_sync a stock change finally carries. */
export function effectiveStockSync(requested: boolean, isPublicApi: boolean, syncPublicApiStock: boolean): boolean {
  return requested && !isStockSyncForcedOff(isPublicApi, syncPublicApiStock);
}
