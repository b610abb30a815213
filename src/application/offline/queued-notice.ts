import type { WaitingSubmit } from './offline-store.port';
import { QUEUED_OFFLINE_TEXT } from './offline-failures';

/** What a scanning screen knows of the device's stored submits (OfflineSubmitsStore) and the connection. */
export interface SubmitsSeen {
  online: boolean;
  replaying: boolean;
  states: ReadonlyMap<string, WaitingSubmit['state']>;
}

/**
 * Where a submit stored offline stands (issue 24 item 17): the notice about it must not say "Jste offline" beside
 * "Jste zpět online", nor stay once the submit was sent. `sent`: answered (accepted or refused: the list of the
 * device's submits shows which) or no longer stored after it had been seen waiting. `unknown`: not read yet.
 */
export type QueuedStage = 'offline' | 'waiting' | 'sending' | 'sent' | 'unknown';

export function queuedStage(key: string, seenWaiting: boolean, seen: SubmitsSeen): QueuedStage {
  const state = seen.states.get(key);
  if (state === 'accepted' || state === 'refused') return 'sent';
  if (state === undefined) return seenWaiting ? 'sent' : 'unknown';
  if (!seen.online) return 'offline';
  return seen.replaying ? 'sending' : 'waiting';
}

/** The notice of a stored submit at each stage; null once it is sent (the notice goes). */
export function queuedNoticeText(stage: QueuedStage, pieces: number): string | null {
  switch (stage) {
    case 'sent':
      return null;
    case 'sending':
      return `Odesílám uložené odeslání (${pieces} ks)…`;
    case 'waiting':
      return `Odeslání (${pieces} ks) je uložené v telefonu a odejde samo.`;
    default:
      return QUEUED_OFFLINE_TEXT(pieces);
  }
}

/** A screen's notice about the submit it stored offline, followed until the submit is sent. */
export interface QueuedNotice {
  key: string;
  pieces: number;
  /** The submit was read from the device's store as waiting (so its absence later means it was dismissed). */
  seenWaiting: boolean;
  text: string;
}

export const queuedNotice = (key: string, pieces: number): QueuedNotice => ({
  key,
  pieces,
  seenWaiting: false,
  text: QUEUED_OFFLINE_TEXT(pieces),
});

/** The notice once the device's submits were seen again; null when the submit was sent and the notice goes. */
export function followQueued(notice: QueuedNotice, seen: SubmitsSeen): QueuedNotice | null {
  const text = queuedNoticeText(queuedStage(notice.key, notice.seenWaiting, seen), notice.pieces);
  if (text === null) return null;
  return { ...notice, text, seenWaiting: notice.seenWaiting || seen.states.get(notice.key) === 'waiting' };
}
