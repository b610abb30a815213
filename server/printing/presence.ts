// A computer is present while its agent keeps polling; a poll waits at most AGENT_POLL_SECONDS, so a
// window of twice that plus slack never flickers between two polls.
export const AGENT_POLL_SECONDS = 20;
export const PRESENCE_WINDOW_MS = (2 * AGENT_POLL_SECONDS + 5) * 1000;

export function isPresent(lastSeenAt: Date | null, reachable: boolean, now: Date): boolean {
  return reachable && lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() <= PRESENCE_WINDOW_MS;
}
