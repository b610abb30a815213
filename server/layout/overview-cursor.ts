import { badInput } from '../failures';

import type { OVERVIEW_SORTS } from '../../src/api/layout.schema';

export type OverviewSort = (typeof OVERVIEW_SORTS)[number];

/**
 * Keyset paging: the cursor is the sort key of the last row sent, opaque to the app. A deep page
 * then costs what the first one does, and rows inserted meanwhile neither repeat nor vanish.
 */
export type SortKey = (string | number)[];

export function encodeCursor(sort: OverviewSort, key: SortKey): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

export function decodeCursor(sort: OverviewSort, cursor: string, shape: readonly ('text' | 'int' | 'date')[]): SortKey {
  const invalid = () => badInput('Neplatný kurzor stránkování. Načtěte přehled znovu.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== shape.length + 1) throw invalid();
  const key = parsed.slice(1);
  const fits = key.every((value, i) =>
    shape[i] === 'int'
      ? Number.isSafeInteger(value)
      : shape[i] === 'date'
        ? typeof value === 'string' && /^(\d{4}-\d{2}-\d{2}|infinity)$/.test(value)
        : typeof value === 'string' && value.length <= 500,
  );
  if (!fits) throw invalid();
  return key as SortKey;
}
