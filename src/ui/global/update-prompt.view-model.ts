import { action, makeObservable, observable } from 'mobx';
import type { ServiceWorkerUpdates } from '../../application/shell/service-worker-updates.port';

export const UPDATE_PROMPT_TEXT = 'Je k dispozici nová verze aplikace. Chcete ji načíst?';

/** The new-version prompt of R-UI-04. */
export class UpdatePromptViewModel {
  visible = false;

  constructor(private readonly updates: ServiceWorkerUpdates) {
    makeObservable(this, { visible: observable, updateWaiting: action, laterClicked: action, yesClicked: action });
    updates.onUpdateWaiting(() => this.updateWaiting());
  }

  start(): Promise<void> {
    return this.updates.register();
  }

  updateWaiting(): void {
    this.visible = true;
  }

  /** 'Ano': the waiting worker skips waiting; the page reloads when it takes control. */
  yesClicked(): void {
    this.visible = false;
    this.updates.applyUpdate();
  }

  /** 'Později'. */
  laterClicked(): void {
    this.visible = false;
  }
}
