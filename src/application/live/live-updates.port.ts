import type { LiveKind } from '../../domain/live/live-kinds';

/**
 * Changes other devices commit in the current e-shop, as they happen (server-sent events). A
 * screen passes the kinds it shows and how to refetch them: `refetch` runs after each such change,
 * and after any gap in what this device heard (a dropped connection, a restarted server), so what
 * it shows is never stale. Returns the unsubscribe (call it when the screen goes away).
 */
export interface LiveUpdates {
  onChange(kinds: readonly LiveKind[], refetch: () => void): () => void;
}
export const LiveUpdates = Symbol.for('LiveUpdates');
