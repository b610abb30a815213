import { action, makeObservable, observable } from 'mobx';
import { SNACKBAR_DEFAULT_TIMEOUT_MS, SWIPE_DISMISS_PX } from '../../domain/navigation/ui-constants';

export type SnackbarKind = 'info' | 'warning' | 'error' | 'success';
export interface SnackbarOptions {
  kind?: SnackbarKind;
  /** Milliseconds until it closes; null keeps it open with a 'Zavřít' button. */
  timeoutMs?: number | null;
}

/** The top snackbar of SPEC 2.4 (R-UI-01): one message at a time, the newest wins. */
export class SnackbarStore {
  text: string | null = null;
  kind: SnackbarKind = 'info';
  timeoutMs: number | null = SNACKBAR_DEFAULT_TIMEOUT_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, { text: observable, kind: observable, timeoutMs: observable, show: action, close: action });
  }

  get visible(): boolean {
    return this.text !== null && this.text !== '';
  }
  /** No timeout: the user closes it with 'Zavřít'. */
  get showsCloseButton(): boolean {
    return this.timeoutMs === null;
  }

  show(text: string, options: SnackbarOptions = {}): void {
    clearTimeout(this.timer);
    this.text = text;
    this.kind = options.kind ?? 'info';
    this.timeoutMs = options.timeoutMs === undefined ? SNACKBAR_DEFAULT_TIMEOUT_MS : options.timeoutMs;
    if (this.timeoutMs !== null) this.timer = setTimeout(() => this.close(), this.timeoutMs);
  }

  error(text: string, timeoutMs?: number | null): void {
    this.show(text, { kind: 'error', timeoutMs });
  }
  info(text: string, timeoutMs?: number | null): void {
    this.show(text, { kind: 'info', timeoutMs });
  }
  warning(text: string, timeoutMs?: number | null): void {
    this.show(text, { kind: 'warning', timeoutMs });
  }

  close(): void {
    clearTimeout(this.timer);
    this.text = null;
  }

  /** A finished horizontal swipe: more than 50 px either way dismisses. */
  swiped(distancePx: number): void {
    if (Math.abs(distancePx) > SWIPE_DISMISS_PX) this.close();
  }
}
