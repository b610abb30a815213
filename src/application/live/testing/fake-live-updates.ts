import type { LiveKind } from '../../../domain/live/live-kinds';
import type { LiveUpdates } from '../live-updates.port';

/** Live updates a test drives: `committed(kind)` is a change heard from the server. */
export class FakeLiveUpdates implements LiveUpdates {
  readonly listeners = new Set<{ kinds: readonly LiveKind[]; refetch: () => void }>();

  onChange(kinds: readonly LiveKind[], refetch: () => void): () => void {
    const listener = { kinds, refetch };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  committed(kind: LiveKind): void {
    for (const l of [...this.listeners]) if (l.kinds.includes(kind)) l.refetch();
  }
}
