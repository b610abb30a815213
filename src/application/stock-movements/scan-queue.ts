import type { ScanSink } from '../scanning/scan-sink.port';

export type ScanSource = 'camera' | 'keyboard';

/**
 * The one ordered road for every scan, camera or keyboard: codes are handled one at a time in the
 * order they came (product lookup, then the list update), so a burst is never dropped, merged or
 * counted twice, and a slow lookup cannot let a later scan overtake an earlier one.
 */
export class ScanQueue implements ScanSink {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly handle: (code: string, source: ScanSource) => Promise<void>,
    /** A handler that throws is a defect: reported, and the queue goes on with the next scan. */
    private readonly onDefect: (error: unknown) => void,
    private readonly onBusyChange: (busy: boolean) => void = () => {},
  ) {}

  accept(code: string, source: ScanSource): void {
    const text = code.trim();
    if (!text) return;
    if (this.waiting++ === 0) this.onBusyChange(true);
    this.tail = this.tail
      .then(() => this.handle(text, source))
      .catch((e: unknown) => this.onDefect(e))
      .finally(() => {
        if (--this.waiting === 0) this.onBusyChange(false);
      });
  }

  /** Scans accepted and not finished yet. */
  get pending(): number {
    return this.waiting;
  }

  /** Resolves when every scan accepted so far has been handled. */
  idle(): Promise<void> {
    return this.tail;
  }
}
