import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { OrgEshops } from '../../application/config/config-types';
import { matchingOrganisations, organisationEshops } from '../../application/config/organisation-eshops';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { countCs } from '../../domain/text/czech-plural';
import { loadInto } from '../global/load-state';

/** /superadmin: provider staff look up an organisation and its e-shops (SPEC 6). */
export class OrgEshopsViewModel {
  organisations: readonly OrgEshops[] = [];
  search = '';
  loading = false;
  error: string | null = null;

  constructor(private readonly api: Pick<ConfigApi, 'orgEshops'>) {
    makeObservable(this, {
      organisations: observableRef,
      search: observable,
      loading: observable,
      error: observable,
      shown: computed,
      summary: computed,
      searchChanged: action,
    });
  }

  get shown(): OrgEshops[] {
    return matchingOrganisations(this.organisations, this.search);
  }

  get summary(): string {
    const eshops = this.shown.reduce((sum, o) => sum + o.eshops.length, 0);
    return `${countCs(this.shown.length, 'organizace', 'organizace', 'organizací')}, ${countCs(eshops, 'e-shop', 'e-shopy', 'e-shopů')}`;
  }

  searchChanged(text: string): void {
    this.search = text;
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => organisationEshops(this.api),
      (list) => (this.organisations = list),
    );
  }
}
