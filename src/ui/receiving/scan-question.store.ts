import { action, makeObservable, observableRef } from 'mobx';

/**
 * A question a scan waits on ("Opravdu přijmout víc?"): the scan queue pauses until the user answers. The
 * scan spinner (R-UI-03) shows while scans are handled, but never over a question waiting for the user.
 */
export class ScanQuestionStore<Q> {
  question: Q | null = null;
  private answer: ((yes: boolean) => void) | null = null;
  private queueBusy = false;
  private spinning = false;

  constructor(private readonly spinner?: { started(): void; finished(): void }) {
    makeObservable<this, 'show'>(this, { question: observableRef, answered: action, show: action });
  }

  /** Resolves with the user's answer; a question asked over another answers that one "no". */
  ask(question: Q): Promise<boolean> {
    return new Promise<boolean>((resolve) => this.show(question, resolve));
  }

  answered(yes: boolean): void {
    const answer = this.answer;
    this.answer = null;
    this.question = null;
    this.updateSpinner();
    answer?.(yes);
  }

  /** The scan queue started or finished its work. */
  busyChanged(busy: boolean): void {
    this.queueBusy = busy;
    this.updateSpinner();
  }

  private show(question: Q, resolve: (yes: boolean) => void): void {
    this.answer?.(false);
    this.answer = resolve;
    this.question = question;
    this.updateSpinner();
  }

  private updateSpinner(): void {
    const spin = this.queueBusy && this.question === null;
    if (spin === this.spinning) return;
    this.spinning = spin;
    if (spin) this.spinner?.started();
    else this.spinner?.finished();
  }
}
