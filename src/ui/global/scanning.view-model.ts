import { action, makeObservable, observable } from 'mobx';
import { ScanQueue, type ScanSource } from '../../application/stock-movements/scan-queue';

/**
 * What every scanning screen's view-model shares: the scan field and the one ordered queue that the
 * camera panel, the keyboard wedge and the field all feed (so a burst is handled one scan at a time,
 * in order). A screen extends it and says what a scan does (`scanned`); `useScanScreen` and
 * `ScanEntry` wire it to the wedge, the camera panel and the field.
 */
export abstract class ScanningViewModel {
  codeInput = '';
  readonly queue: ScanQueue;

  constructor() {
    this.queue = new ScanQueue(
      (code, source) => this.scanned(code, source),
      (e) => this.defect(e),
      (busy) => this.busyChanged(busy),
    );
    makeObservable(this, { codeInput: observable, codeTyped: action, codeSubmitted: action });
  }

  /** Camera panel and keyboard scans (ScanSink), and codes picked by hand. */
  accept(code: string, source: ScanSource): void {
    this.queue.accept(code, source);
  }

  codeTyped(value: string): void {
    this.codeInput = value;
  }

  /** Enter in the scan field, or its confirm button: what was typed goes the same way as a scan. */
  codeSubmitted(): void {
    const text = this.codeInput.trim();
    this.codeInput = '';
    if (text) this.queue.accept(text, 'keyboard');
  }

  /** One scan, handled after every earlier one; a throw is a defect, and the queue goes on. */
  protected abstract scanned(code: string, source: ScanSource): Promise<void>;
  /** Scans are waiting or being handled (the spinner, R-UI-03). */
  protected abstract busyChanged(busy: boolean): void;
  protected abstract defect(error: unknown): void;
}
