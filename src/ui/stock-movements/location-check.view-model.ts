import { action, makeObservable, observable, observableRef } from 'mobx';
import { locationCheckReview, type CheckDifference } from '../../domain/stock/location-check-review';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { LocationContent } from '../../application/scanning/scan-lookup.port';

/**
 * The location check (/products/inventory): what the ledger says the location holds, and before
 * sending, the differences (products nobody scanned included) waiting for the worker's yes.
 */
export class LocationCheckViewModel {
  /** What the location holds by the ledger; null until a location was looked up with its contents. */
  contents: readonly LocationContent[] | null = null;
  /** The differences are shown and wait for the worker's yes. */
  open = false;

  constructor(
    private readonly active: boolean,
    private readonly lines: () => readonly ScannedLine[],
  ) {
    makeObservable(this, { contents: observableRef, open: observable, contentsLoaded: action, opened: action });
  }

  /** The differences, products nobody scanned included; null where there is nothing to compare. */
  get review(): CheckDifference[] | null {
    if (!this.active || this.contents === null) return null;
    const expected = this.contents.map((c) => ({
      code: c.code,
      name: c.variant_name ? `${c.name} – ${c.variant_name}` : c.name,
      batchId: c.sarze?.id ?? null,
      batchName: c.sarze?.name ?? null,
      amount: c.amount,
    }));
    return locationCheckReview(expected, this.lines());
  }

  contentsLoaded(contents: readonly LocationContent[] | null): void {
    this.contents = contents;
  }
  opened(open: boolean): void {
    this.open = open;
  }
}
