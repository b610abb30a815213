import type { SuggestionItem } from './suggestions';

/** Local storage key of the hidden suggestions (SPEC 3 "Local storage keys"). */
export const HIDDEN_SUGGESTIONS_KEY = 'hiddenSuggestions';

/** A hidden suggestion is remembered by product code and location (R-SUG-03). */
export const hiddenKey = (item: Pick<SuggestionItem, 'code' | 'location_name'>) => `${item.code}@${item.location_name}`;

/** Reads the stored list; anything unreadable counts as nothing hidden. */
export function parseHidden(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export const serialiseHidden = (hidden: ReadonlySet<string>) => JSON.stringify([...hidden].sort());

/** R-SUG-03: marks each item hidden when its code and location are in the stored set. */
export function withHidden(items: readonly SuggestionItem[], hidden: ReadonlySet<string>): SuggestionItem[] {
  return items.map((item) => ({ ...item, hidden: hidden.has(hiddenKey(item)) }));
}

export function toggleHidden(hidden: ReadonlySet<string>, item: SuggestionItem): Set<string> {
  const next = new Set(hidden);
  const key = hiddenKey(item);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
