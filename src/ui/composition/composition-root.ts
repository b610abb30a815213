// inversify installs the lite Reflect metadata API itself; the full polyfill would add its own copy.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
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
import type { AppEnvironment, SignInServices } from './app-environment';
import { stockMovementsModule } from './stock-movements.module';
import { stocktakingModule } from './stocktaking.module';

/**
 * The one place where adapters meet ports, second half: the services made before sign-in
 * (sign-in-services.ts) go in as they are, so both halves share one session, one transport and one
 * guard; each area adds its ContainerModule here. Views and view-models only ever ask the container.
 * This module and everything it binds load with the signed-in frame, never with the sign-in screen.
 */
export function createContainer(environment: AppEnvironment, signIn: SignInServices): Container {
  const { window: win, env } = environment;
  const container = new Container();
  for (const [token, service] of signIn) container.bind(token).toConstantValue(service);
  container.load(shellModule({ window: win, env }));
  container.load(scannerModule(win));
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
  container.load(liveModule(win));
  container.load(offlineModule(win));
  // new:area: modules above this line
  // Submits left waiting on this device are replayed as soon as the app runs online.
  if (win.indexedDB) void container.get<OfflineSubmitsLoader>(OfflineSubmitsLoader)();
  return container;
}
