import { action, makeObservable, observable, observableRef, reaction } from 'mobx';
import type { TabCloseWarning } from '../../application/shell/browser-ports.port';
import { leaveDialogSpec, type LeaveChoice, type LeaveDialogSpec } from '../../domain/navigation/leave-dialog';

export type SaveMethod = () => unknown | Promise<unknown>;

/**
 * What a screen with unsaved changes uses: enable(saveMethod?) while there is something to lose,
 * disable() once saved. The guard asks it before leaving (R-NAV-05/07); the tab-close warning
 * follows it (R-NAV-06).
 */
export class PreventLeaveService {
  enabled = false;
  saveMethod: SaveMethod | null = null;
  /** The navigation waiting for the user's answer; null while no dialog is open. */
  pendingNext: (() => void) | null = null;
  saving = false;

  constructor(tabClose: TabCloseWarning) {
    makeObservable(this, {
      enabled: observable,
      saveMethod: observableRef,
      pendingNext: observableRef,
      saving: observable,
      enable: action,
      disable: action,
      requestLeave: action,
      choose: action,
    });
    reaction(
      () => this.enabled,
      (on) => tabClose.setEnabled(on),
      { fireImmediately: true },
    );
  }

  enable(saveMethod?: SaveMethod): void {
    this.enabled = true;
    this.saveMethod = saveMethod ?? null;
  }

  disable(): void {
    this.enabled = false;
    this.saveMethod = null;
    this.pendingNext = null;
  }

  get dialog(): LeaveDialogSpec | null {
    return this.pendingNext ? leaveDialogSpec(this.saveMethod !== null) : null;
  }

  /** Opens the leave dialog; next runs only when the user chooses to leave. */
  requestLeave(next: () => void): void {
    this.pendingNext = next;
  }

  async choose(choice: LeaveChoice): Promise<void> {
    const next = this.pendingNext;
    if (!next) return;
    if (choice === 'back') {
      this.pendingNext = null;
      return;
    }
    if (choice === 'saveAndLeave' && this.saveMethod) {
      this.saving = true;
      try {
        await this.saveMethod();
      } catch (e) {
        // SPEC 8: save failures are only logged; the user stays, so nothing unsaved is lost.
        console.error('Saving before leaving failed', e);
        action(() => {
          this.saving = false;
          this.pendingNext = null;
        })();
        return;
      }
      action(() => {
        this.saving = false;
      })();
    }
    this.disable();
    next();
  }
}
