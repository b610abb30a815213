import { makeAutoObservable, observableRef } from 'mobx';
import {
  followQueued,
  queuedNotice,
  type QueuedNotice,
  type SubmitsSeen,
} from '../../application/offline/queued-notice';
import type { ScanSounds } from '../../application/scanning/scan-sounds';

export interface Notice {
  intent: 'success' | 'danger' | 'warning' | 'primary';
  text: string;
}

/**
 * The one notice of a scanning screen: what the last scan or submit did, refusals with their sound,
 * and a submit stored offline, followed until it is sent (then the notice goes by itself).
 */
export class ScanNoticeViewModel {
  current: Notice | null = null;
  /** The submit stored offline that the notice tells of: the notice follows it until it is sent. */
  private queued: QueuedNotice | null = null;

  constructor(private readonly sounds: ScanSounds) {
    makeAutoObservable<this, 'queued' | 'sounds'>(
      this,
      { current: observableRef, queued: false, sounds: false },
      { autoBind: true },
    );
  }

  show(notice: Notice | null): void {
    this.current = notice;
  }

  /** A refusal shown and sounded; an unfinished batch (R-SCAN-03) is a warning: the user only has to finish first. */
  refuse(text: string, reason?: string): void {
    this.current = { intent: reason === 'batch_not_finished' ? 'warning' : 'danger', text };
    this.sounds.play('incorrect');
  }

  /** A submit stored on the device while offline (docs/decisions/live.md). */
  storedOffline(key: string, pieces: number): void {
    this.queued = queuedNotice(key, pieces);
    this.current = { intent: 'warning', text: this.queued.text };
  }

  /** The device's stored submits or the connection changed: "Jste offline" goes once online, the notice once sent. */
  offlineSubmitsSeen(seen: SubmitsSeen): void {
    if (!this.queued || this.current?.text !== this.queued.text) return; // another notice took its place
    this.queued = followQueued(this.queued, seen);
    this.current = this.queued && { intent: 'warning', text: this.queued.text };
  }
}
