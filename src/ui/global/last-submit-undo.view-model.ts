import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { UndoResult } from '../../application/scanning/scanning-service';
import type { LastSubmit } from '../../application/scanning/submit-outcome';

/**
 * Undo of the last submit from a scanning screen (R-LOG-02): asked first, then a reverse record of
 * the change it created. The outcome goes to the screen's notice (`done`, `refused`).
 */
export class LastSubmitUndo {
  last: LastSubmit | null = null;
  confirmOpen = false;
  undoing = false;

  constructor(
    private readonly undo: (changeId: number) => Promise<UndoResult>,
    private readonly told: { done(text: string): void; refused(text: string, reason?: string): void },
  ) {
    makeAutoObservable<this, 'undo' | 'told'>(
      this,
      { last: observableRef, undo: false, told: false },
      { autoBind: true },
    );
  }

  submitted(last: LastSubmit | null): void {
    this.last = last;
  }
  requested(): void {
    if (this.last) this.confirmOpen = true;
  }
  cancelled(): void {
    this.confirmOpen = false;
  }

  async confirmed(): Promise<void> {
    const last = this.last;
    runInAction(() => (this.confirmOpen = false));
    if (!last || this.undoing) return;
    runInAction(() => (this.undoing = true));
    const undone = await this.undo(last.changeId);
    runInAction(() => {
      this.undoing = false;
      if (!undone.ok) return this.told.refused(undone.text, undone.reason);
      this.last = null;
      this.told.done(`Poslední odeslání (${last.pieces} ks) bylo vráceno zpětným záznamem.`);
    });
  }
}
