import { action, makeObservable, observable } from 'mobx';

/** Whether the lazily loaded scanner panel has been asked for; once active it stays mounted. */
export class ScannerSlotStore {
  active = false;
  constructor() {
    makeObservable(this, { active: observable, activate: action });
  }
  activate(): void {
    this.active = true;
  }
}
