import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { ChaosQueueApi, RelocationRulesApi } from '../../application/relocation/relocation-api.port';
import { FetchChaosQueueApi, FetchRelocationRulesApi } from '../../infrastructure/http/fetch-relocation-api';

/** Relocation (issue 14): the rules and the chaos queue ports to their HTTP adapters. */
export const relocationModule = new ContainerModule(({ bind }) => {
  bind<RelocationRulesApi>(RelocationRulesApi)
    .toDynamicValue((ctx) => new FetchRelocationRulesApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<ChaosQueueApi>(ChaosQueueApi)
    .toDynamicValue((ctx) => new FetchChaosQueueApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
