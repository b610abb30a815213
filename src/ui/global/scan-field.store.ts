import { action, makeObservable, observable } from 'mobx';

/**
 * What is typed in a scanning screen's scan field: Enter (or the scanner's Enter through the keyboard wedge)
 * hands the trimmed code to the screen and empties the field. One home for the field every scanning screen has.
 */
export class ScanFieldStore {
  value = '';

  constructor(private readonly scanned: (code: string) => void) {
    makeObservable(this, { value: observable, typed: action, submitted: action });
  }

  typed(value: string): void {
    this.value = value;
  }

  submitted(): void {
    const code = this.value.trim();
    this.value = '';
    if (code) this.scanned(code);
  }
}
