import type { LayoutProblem } from './layout-problem';

/** A new order must be exactly the current items, rearranged: nothing dropped, added or repeated. */
export function orderMismatch(current: readonly number[], proposed: readonly number[]): LayoutProblem | undefined {
  const known = new Set(current);
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of proposed) (seen.has(id) ? repeated : seen).add(id);
  const missing = current.filter((id) => !seen.has(id));
  const unknown = [...seen].filter((id) => !known.has(id));
  if (!missing.length && !unknown.length && !repeated.size) return undefined;
  return { kind: 'order-mismatch', missing, unknown, repeated: [...repeated] };
}

/** Keyboard reordering: one step up (-1) or down (+1); stays put at either end. */
export function moveBy<T>(items: readonly T[], index: number, delta: number): T[] {
  return moveTo(items, index, Math.max(0, Math.min(items.length - 1, index + delta)));
}

/** Drag and drop: the item at `from` lands at `to` (an index in the resulting list). */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The `order` each id gets from its position, reporting only the rows whose order changes. */
export function orderUpdates(
  currentOrder: ReadonlyMap<number, number>,
  orderedIds: readonly number[],
  start = 0,
): { id: number; order: number }[] {
  return orderedIds
    .map((id, index) => ({ id, order: start + index }))
    .filter(({ id, order }) => currentOrder.get(id) !== order);
}
