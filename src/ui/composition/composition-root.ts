import { Container } from 'inversify';
import { coreModule, type CoreEnvironment } from './core.module';

/**
 * The one place where adapters meet ports. Each area adds its ContainerModule here;
 * views and view-models only ever ask the container.
 */
export function createContainer(environment: CoreEnvironment): Container {
  const container = new Container();
  container.load(coreModule(environment));
  return container;
}
