/** Shoptet's amounts are strings with three decimals (`"12.000"`, `"-2.500"`); null stays null. */
export function parseAmount(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Shoptet's date-time form: `2018-05-29T09:02:27+0200` (no colon in the offset); UTC here. */
export function formatShoptetDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+0000');
}
