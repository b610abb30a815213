import { action, makeObservable, observableRef } from 'mobx';

/**
 * The row a confirmation dialog asks about ("Smazat …?", "Zrušit …?"): set when the dialog opens, cleared when it
 * is dismissed, and taken when the user confirms. One home for the dialog state every list screen has.
 */
export class ConfirmTarget<T> {
  target: T | null = null;

  constructor() {
    makeObservable(this, { target: observableRef, requested: action, cancelled: action, taken: action });
  }

  requested(target: T): void {
    this.target = target;
  }

  cancelled(): void {
    this.target = null;
  }

  /** The row confirmed, and the dialog closed (null when none was open). */
  taken(): T | null {
    const target = this.target;
    this.target = null;
    return target;
  }
}
