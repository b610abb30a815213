import { action, makeObservable, observable } from 'mobx';
import { LOADING_INDICATOR_DELAY_MS } from '../../domain/navigation/ui-constants';

/** The scan loading spinner (R-UI-03): shown only when scanning work lasts longer than 500 ms. */
export class ScanSpinnerStore {
  visible = false;
  private pending = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, { visible: observable, started: action, finished: action });
  }

  started(): void {
    this.pending++;
    if (this.pending === 1)
      this.timer = setTimeout(
        action(() => {
          this.visible = this.pending > 0;
        }),
        LOADING_INDICATOR_DELAY_MS,
      );
  }

  finished(): void {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending === 0) {
      clearTimeout(this.timer);
      this.visible = false;
    }
  }

  /** Shows the spinner around a promise (after the delay). */
  async track<T>(work: Promise<T>): Promise<T> {
    this.started();
    try {
      return await work;
    } finally {
      this.finished();
    }
  }
}
