import type { OfflineCatalogueApi } from '../../application/offline/offline-catalogue-api.port';
import type { OfflineCatalogue } from '../../application/offline/offline-store.port';
import type { HttpClient } from '../../application/ports/http-client.port';

export class FetchOfflineCatalogueApi implements OfflineCatalogueApi {
  constructor(private readonly http: HttpClient) {}

  catalogue(): Promise<OfflineCatalogue> {
    return this.http.request({ host: 'main', method: 'GET', path: '/offline/catalogue/' });
  }
}
