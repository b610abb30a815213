import { makeAutoObservable, observableRef } from 'mobx';
import type { LayoutApi } from '../../application/layout/layout-api.port';
import { locationContents, type LocationContents } from '../../application/layout/location-contents';
import { countCs } from '../../domain/text/czech-plural';
import { LatestFetch, loadInto } from '../global/load-state';

/** A location opened from the overview: what it holds now, and on request also the lines emptied to 0. */
export class LocationContentsViewModel {
  location: { id: number; name: string } | null = null;
  zeroAmounts = false;
  contents: LocationContents | null = null;
  loading = false;
  error: string | null = null;
  private readonly fetches = new LatestFetch();

  constructor(private readonly api: Pick<LayoutApi, 'locationProducts'>) {
    makeAutoObservable<this, 'api' | 'fetches'>(
      this,
      { api: false, fetches: false, location: observableRef, contents: observableRef },
      { autoBind: true },
    );
  }

  get summary(): string {
    if (!this.contents) return '';
    const { products, pieces } = this.contents;
    return `${countCs(products, 'produkt', 'produkty', 'produktů')}, ${pieces.toLocaleString('cs-CZ')} ks`;
  }

  opened(location: { id: number; name: string }): Promise<void> {
    this.location = location;
    this.contents = null;
    this.error = null;
    return this.load();
  }

  closed(): void {
    this.fetches.next(); // an answer still on its way is for a closed dialog
    this.location = null;
    this.contents = null;
    this.loading = false;
  }

  zeroAmountsChanged(on: boolean): Promise<void> {
    this.zeroAmounts = on;
    return this.load();
  }

  load(): Promise<void> {
    const location = this.location;
    if (!location) return Promise.resolve();
    return loadInto(
      this,
      () => locationContents(this.api, location.id, this.zeroAmounts),
      (contents) => (this.contents = contents),
      this.fetches.next(),
    );
  }
}
