import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { DIALOG_WIDTH } from '../../domain/navigation/ui-constants';

export interface ConfirmOptions {
  title: string;
  /** HTML from data is allowed: the view renders it through the rich-text sanitiser. */
  text: string;
  width?: number;
  cancelText?: string;
  confirmText?: string;
  /** Outside click and Escape do not close it. */
  persistent?: boolean;
  /** No cancel button. */
  disableCancel?: boolean;
  /** Runs on confirm with the dialog showing a loading button; the dialog closes when it settles. */
  onConfirm?: () => Promise<unknown>;
}

type Resolved = Required<Omit<ConfirmOptions, 'onConfirm'>> & Pick<ConfirmOptions, 'onConfirm'>;

/** The global confirm dialog (R-UI-02): ask() resolves true on confirm, false on cancel. */
export class ConfirmDialogStore {
  current: Resolved | null = null;
  loading = false;
  private resolve: ((ok: boolean) => void) | null = null;

  constructor() {
    makeObservable(this, { current: observableRef, loading: observable, ask: action, cancelClicked: action });
  }

  get isOpen(): boolean {
    return this.current !== null;
  }

  ask(options: ConfirmOptions): Promise<boolean> {
    this.resolve?.(false);
    this.current = {
      ...options,
      width: options.width ?? DIALOG_WIDTH,
      cancelText: options.cancelText ?? 'Zrušit',
      confirmText: options.confirmText ?? 'Ano',
      persistent: options.persistent ?? false,
      disableCancel: options.disableCancel ?? false,
    };
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  async confirmClicked(): Promise<void> {
    const current = this.current;
    if (!current || this.loading) return;
    if (current.onConfirm) {
      runInAction(() => {
        this.loading = true;
      });
      try {
        await current.onConfirm();
      } catch (e) {
        console.error(e);
      } finally {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
    this.finish(true);
  }

  cancelClicked(): void {
    if (this.loading) return;
    this.finish(false);
  }

  /** Outside click or Escape. */
  dismissRequested(): void {
    if (this.current && !this.current.persistent && !this.current.disableCancel) this.cancelClicked();
  }

  private finish(ok: boolean): void {
    const resolve = this.resolve;
    this.resolve = null;
    runInAction(() => {
      this.current = null;
    });
    resolve?.(ok);
  }
}
