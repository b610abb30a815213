import { Container } from 'inversify';
import { coreModule, type CoreEnvironment } from './core.module';
import { shellModule } from './shell.module';
import { scannerModule } from '../../infrastructure/camera/scanner.module';
import { scannerPanelModule } from '../scanner/scanner-panel.module';
import { stockMovementsModule } from './stock-movements.module';
import { layoutModule } from './layout.module';
import { stocktakingModule } from './stocktaking.module';

/**
 * The one place where adapters meet ports. Each area adds its ContainerModule here;
 * views and view-models only ever ask the container.
 */
export function createContainer(environment: CoreEnvironment): Container {
  const container = new Container();
  container.load(coreModule(environment));
  container.load(shellModule({ window, env: environment.env }));
  container.load(scannerModule, scannerPanelModule);
  container.load(stockMovementsModule());
  container.load(layoutModule);
  container.load(stocktakingModule);
  return container;
}
