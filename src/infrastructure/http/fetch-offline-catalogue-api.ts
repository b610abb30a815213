import { ReadOfflineCatalogue } from '../../api/offline.schema';
import type { OfflineCatalogueApi } from '../../application/offline/offline-catalogue-api.port';
import type { OfflineCatalogue } from '../../application/offline/offline-store.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

export class FetchOfflineCatalogueApi implements OfflineCatalogueApi {
  constructor(private readonly http: HttpClient) {}

  catalogue(): Promise<OfflineCatalogue> {
    return callEndpoint(this.http, ReadOfflineCatalogue) as Promise<OfflineCatalogue>;
  }
}
