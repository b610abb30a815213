import { TaggedError } from '../tagged-error';

/** A submit made without a connection was stored on the device and waits to be sent. */
export class QueuedOffline extends TaggedError('QueuedOffline')<{ key: string; pieces: number }> {}

export const QUEUED_OFFLINE_TEXT = (pieces: number) =>
  `Jste offline: odeslání (${pieces} ks) je uložené v telefonu a odejde samo, jakmile bude připojení.`;
