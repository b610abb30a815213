import { LIVE_KIND_SCOPES, LIVE_RESYNC, type LiveKind } from '../../src/domain/live/live-kinds';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import type { Session } from '../session';
import type { LiveBus, LiveSignal } from './live-bus';

/** A comment line now and then keeps proxies and phones from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client reconnects (with Last-Event-ID, so nothing is lost):
 * sign-in, scope and e-shop access are then checked again, as on every call.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;

export interface SseFrame {
  id?: string;
  event: string;
  data: string;
}

/** Whether this session may hear changes of a kind (the same scope rule as every call). */
export const hears = (session: Session, kind: LiveKind) =>
  LIVE_KIND_SCOPES[kind].some((scope) => isScopePermitted(session.role, scope));

/**
 * One client's stream, apart from HTTP: what it missed since `lastEventId` first, then what its
 * e-shop commits, filtered by its scopes, in order. Ends on `closing`, at its lifetime, or when
 * the client goes away (`stop`).
 */
export async function runLiveStream(
  bus: LiveBus,
  session: Session,
  lastEventId: number | null,
  write: (frame: SseFrame) => Promise<void>,
  stopped: Promise<void>,
): Promise<void> {
  const pending: LiveSignal[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = bus.subscribe((signal) => {
    if ('eshopId' in signal && signal.eshopId !== session.eshopId) return;
    pending.push(signal);
    wake?.();
  });
  let done = false;
  const finish = () => {
    done = true;
    wake?.();
  };
  void stopped.then(finish);
  const lifetime = setTimeout(finish, STREAM_LIFETIME_MS);
  try {
    // Events heard while the missed ones were read are not sent twice. Ids are compared as a set, not
    // by order: on PostgreSQL two nodes' commits may notify in another order than their ids.
    const replayed = new Set<number>();
    await write({ event: 'ready', data: '{}' });
    if (lastEventId !== null) {
      const missed = await bus.since(session.eshopId, lastEventId);
      if (missed.gap) await write({ event: LIVE_RESYNC, data: '{}' });
      for (const event of missed.events) {
        if (hears(session, event.kind)) await write(frameOf(event.id, event.kind));
        replayed.add(event.id);
      }
    }
    while (!done) {
      const signal = pending.shift();
      if (!signal) {
        const idle = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = null;
        if (idle && !done) await write({ event: 'ping', data: '{}' });
        continue;
      }
      if ('closing' in signal) break;
      if ('resync' in signal) await write({ event: LIVE_RESYNC, data: '{}' });
      else if (!replayed.has(signal.id) && hears(session, signal.kind)) await write(frameOf(signal.id, signal.kind));
    }
  } finally {
    unsubscribe();
    clearTimeout(lifetime);
  }
}

/** Ids and kinds only: the client refetches what it shows. */
const frameOf = (id: number, kind: LiveKind): SseFrame => ({
  id: String(id),
  event: kind,
  data: JSON.stringify({ kind }),
});
