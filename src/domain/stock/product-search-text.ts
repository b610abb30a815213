// POST /search/fulltext/: how long the searched text may be (the wire schema and the screens read these).
export const FULLTEXT_MIN_LENGTH = 2;
export const FULLTEXT_MAX_LENGTH = 100;

/** The text as it is sent, or null when it is too short to search (the server would refuse it). */
export function fulltextQuery(typed: string): string | null {
  const text = typed.trim().slice(0, FULLTEXT_MAX_LENGTH);
  return text.length >= FULLTEXT_MIN_LENGTH ? text : null;
}
