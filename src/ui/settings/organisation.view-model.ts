import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { organisationOverview, type OrganisationOverview } from '../../application/config/organisation-overview';
import { describeFailure } from '../../application/errors';
import type { ConfigApi } from '../../application/ports/config-api.port';

/** The settings screen's read-only view of the organisation: its users and its e-shops with their stock modes. */
export class OrganisationViewModel {
  overview: OrganisationOverview | null = null;
  error: string | null = null;

  constructor(private readonly api: Pick<ConfigApi, 'clients' | 'packerAndWarehouseConfig'>) {
    makeAutoObservable<this, 'api'>(this, { api: false, overview: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const overview = await organisationOverview(this.api);
      runInAction(() => {
        this.overview = overview;
        this.error = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
    }
  }
}
