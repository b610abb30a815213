import { ContainerModule } from 'inversify';
import { DocumentsApi } from '../../application/documents/documents-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchDocumentsApi } from '../../infrastructure/http/fetch-documents-api';

/** Movement documents (issue 13): the documents port to its HTTP adapter. */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind<DocumentsApi>(DocumentsApi)
    .toDynamicValue((ctx) => new FetchDocumentsApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
