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

/** What a scanned product's row carries as its batch: one taken without asking, the user's choice, or none. */
export type RowBatch = { kind: 'take'; sarzeId: number } | { kind: 'ask' } | { kind: 'none' };

/**
 * The batch of a queued row (SPEC 5): a product that requires a batch, or has batches, asks for one, except
 * that a stock-out from a location holding the product in one batch only takes that batch; a receipt of a
 * product that does not require one and lies at the location without batches needs none.
 */
export function rowBatch(
  product: {
    requireBatch: boolean;
    batchCount: number;
    stock: ReadonlyArray<{ location_name: string; amount: number; sarze_id: number | null }>;
  },
  location: string,
  inbound: boolean,
): RowBatch {
  if (!product.requireBatch && product.batchCount === 0) return { kind: 'none' };
  const held = product.stock.filter((s) => s.location_name === location && s.amount > 0);
  if (!inbound && held.length === 1 && held[0].sarze_id !== null) return { kind: 'take', sarzeId: held[0].sarze_id };
  if (product.requireBatch || !inbound || held.some((s) => s.sarze_id !== null)) return { kind: 'ask' };
  return { kind: 'none' };
}

/** The batch chosen in the batch form: an existing one, or (on a receipt) a new one named; neither is refused. */
export function chosenRowBatch(
  code: string,
  choice: { sarzeId: number | null; newName: string; newExpiry: string },
):
  | { ok: true; batch: { sarze_id: number | null; new_sarze: { name: string; expires_at: string | null } | null } }
  | { ok: false; error: string } {
  const name = choice.newName.trim();
  if (choice.sarzeId === null && name === '') return { ok: false, error: `Vyberte šarži produktu ${code}.` };
  return {
    ok: true,
    batch: {
      sarze_id: choice.sarzeId,
      new_sarze: choice.sarzeId === null ? { name, expires_at: choice.newExpiry || null } : null,
    },
  };
}
