import { ContainerModule } from 'inversify';
import { MovementLogApi } from '../../application/movement-log/movement-log.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchMovementLogApi } from '../../infrastructure/http/fetch-movement-log-api';

/** The movement log (/movementLog and Home): the port to its HTTP adapter. */
export const movementLogModule = new ContainerModule(({ bind }) => {
  bind<MovementLogApi>(MovementLogApi)
    .toDynamicValue((ctx) => new FetchMovementLogApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
