/**
 * The detail screen's scan field takes locations and products alike: a code that names one of the
 * warehouse's locations (case and spaces aside) switches the location rows are queued to; anything
 * else is a product code, EAN or multi-EAN box for the current location.
 */
export function scannedLocation<L extends { name: string }>(code: string, locations: readonly L[]): L | undefined {
  const key = code.trim().toUpperCase();
  return locations.find((l) => l.name.trim().toUpperCase() === key);
}

/**
 * Pieces one scan queues: the typed count (1 when empty) times the pieces the scanned code stands
 * for (a multi-EAN box or a delimited code, R-SCAN-06). A count that is not a whole positive number
 * is refused with a Czech sentence.
 */
export function queuedPieces(
  typed: string,
  customQuantity: number | null,
): { ok: true; amount: number } | { ok: false; error: string } {
  const text = typed.trim();
  const count = text === '' ? 1 : Number(text);
  if (!Number.isSafeInteger(count) || count <= 0)
    return { ok: false, error: `Množství „${typed.trim()}“ musí být celé číslo větší než nula.` };
  return { ok: true, amount: count * (customQuantity ?? 1) };
}
