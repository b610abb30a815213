import { action, makeObservable, observableRef } from 'mobx';

export interface ScanProblem {
  id: number;
  /** What was scanned or typed, as it came. */
  code: string;
  text: string;
}

/**
 * Scans that could not be used. Unlike the notice, which the next good scan replaces, each stays
 * listed until the worker dismisses it: in a fast burst nothing may fail unseen.
 */
export class ScanProblems {
  items: readonly ScanProblem[] = [];
  private next = 1;

  constructor() {
    makeObservable(this, { items: observableRef, add: action, dismiss: action, clear: action });
  }

  add(code: string, text: string): void {
    this.items = [{ id: this.next++, code, text }, ...this.items];
  }
  dismiss(id: number): void {
    this.items = this.items.filter((p) => p.id !== id);
  }
  clear(): void {
    this.items = [];
  }
}
