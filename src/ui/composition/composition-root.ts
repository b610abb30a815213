import { Container } from 'inversify';
import { coreModule, type CoreEnvironment } from './core.module';
import { layoutModule } from './layout.module';
import { catalogueModule } from './catalogue.module';
import { liveModule } from './live.module';
import { documentsModule } from './documents.module';
import { eshopSyncModule } from './eshop-sync.module';
import { exportsModule } from './exports.module';
import { printingModule } from './printing.module';
import { movementLogModule } from './movement-log.module';
import { offlineModule } from './offline.module';
import { OfflineSubmitsLoader } from '../global/offline-submits-loader';
import { receivingModule } from './receiving.module';
import { relocationModule } from './relocation.module';
import { scannerModule } from './scanner.module';
import { shellModule } from './shell.module';
import { stockMovementsModule } from './stock-movements.module';
import { stocktakingModule } from './stocktaking.module';

/**
 * The one place where adapters meet ports. Each area adds its ContainerModule here;
 * views and view-models only ever ask the container.
 */
export function createContainer(environment: CoreEnvironment): Container {
  const container = new Container();
  container.load(coreModule(environment));
  container.load(shellModule({ window, env: environment.env }));
  container.load(scannerModule(window));
  container.load(stockMovementsModule);
  container.load(movementLogModule);
  container.load(layoutModule);
  container.load(receivingModule);
  container.load(documentsModule);
  container.load(printingModule);
  container.load(eshopSyncModule);
  container.load(stocktakingModule);
  container.load(relocationModule);
  container.load(exportsModule);
  container.load(catalogueModule);
  container.load(liveModule(window));
  container.load(offlineModule(window));
  // new:area: modules above this line
  // Submits left waiting on this device are replayed as soon as the app runs online.
  if (window.indexedDB) void container.get<OfflineSubmitsLoader>(OfflineSubmitsLoader)();
  return container;
}
