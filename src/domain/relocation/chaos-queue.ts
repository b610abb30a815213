/** A line of the chaos queue as the screen needs it (the wire shape has more). */
export interface QueueLine {
  code: string;
  ean: string | null;
  location_name: string;
  sector_name: string;
}

/**
 * What `/locations/chaos_change/:mode?` shows: without `mode` the whole queue, with it the queue of
 * the receiving sector of that name (a warehouse with separate receiving and returns areas works
 * them apart). Case does not matter: scanners and typed URLs differ.
 */
export function queueForMode<T extends QueueLine>(items: readonly T[], mode: string | null | undefined): T[] {
  if (!mode) return [...items];
  const wanted = mode.toLowerCase();
  return items.filter((i) => i.sector_name.toLowerCase() === wanted);
}

/** A scanned text names a queue line by product code, EAN or the receiving location it lies on. */
export function matchesQueueItem(item: QueueLine, scanned: string): boolean {
  const text = scanned.trim().toLowerCase();
  if (!text) return false;
  return (
    item.code.toLowerCase() === text ||
    (item.ean !== null && item.ean.toLowerCase() === text) ||
    item.location_name.toLowerCase() === text
  );
}
