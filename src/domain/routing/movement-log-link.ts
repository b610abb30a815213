/**
 * A link into the movement log that opens on one change (a committed stock-taking points at its movements):
 * the log pages by next_id ("older than"), so the page starts right at that change.
 */
export const CHANGE_PARAM = 'zmena';
export const changeLinkOf = (changeId: number) => `/movementLog?${CHANGE_PARAM}=${changeId}`;

/** The change a log link names, or null (no or bad parameter: the newest page). */
export function changeFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(CHANGE_PARAM);
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
