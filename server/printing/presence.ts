// A computer is present while its agent keeps polling; a poll waits at most AGENT_POLL_SECONDS, so a
// window of twice that plus slack never flickers between two polls.
export const AGENT_POLL_SECONDS = 20;
export const PRESENCE_WINDOW_MS = (2 * AGENT_POLL_SECONDS + 5) * 1000;

export function isPresent(lastSeenAt: Date | null, reachable: boolean, now: Date): boolean {
  return reachable && lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() <= PRESENCE_WINDOW_MS;
}

/** A generated PDF's link opens (and prints) for a day: long enough for a job waiting on an offline printer. */
export const DOCUMENT_VALID_MS = 24 * 60 * 60 * 1000;

export function isDocumentValid(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= DOCUMENT_VALID_MS;
}
