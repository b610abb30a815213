/** R-LOG-01: the movement log shows 25 changes a page and pages by next_id / previous_id. */
export const LOG_PAGE_SIZE = 25;

export type LogCursor = { kind: 'first' } | { kind: 'older'; beforeId: number } | { kind: 'newer'; afterId: number };

/** Which page the caller asked for; next_id wins when both are sent. */
export function logCursor(nextId: number | null | undefined, previousId: number | null | undefined): LogCursor {
  if (nextId != null) return { kind: 'older', beforeId: nextId };
  if (previousId != null) return { kind: 'newer', afterId: previousId };
  return { kind: 'first' };
}

/**
 * The page is newest first. `fetched` holds up to LOG_PAGE_SIZE + 1 ids in the direction of
 * reading (descending for first/older, ascending for newer), the extra one telling whether more
 * exist that way. next_id points at older changes, previous_id at newer ones; null when none.
 */
export function logPage<T extends { id: number }>(
  cursor: LogCursor,
  fetched: readonly T[],
  newerExists: boolean,
  olderExists: boolean,
): { items: T[]; next_id: number | null; previous_id: number | null } {
  const more = fetched.length > LOG_PAGE_SIZE;
  const slice = fetched.slice(0, LOG_PAGE_SIZE);
  const items = cursor.kind === 'newer' ? [...slice].reverse() : slice;
  const hasOlder = cursor.kind === 'newer' ? olderExists : more;
  const hasNewer = cursor.kind === 'newer' ? more : cursor.kind === 'older' && newerExists;
  return {
    items,
    next_id: hasOlder && items.length ? items[items.length - 1].id : null,
    previous_id: hasNewer && items.length ? items[0].id : null,
  };
}
