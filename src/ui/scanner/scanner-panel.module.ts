// Binds the panel's view-model; load it together with scannerModule (src/infrastructure/camera).
import { ContainerModule } from 'inversify';
import { ScannerPanelViewModel } from './scanner-panel.view-model';

export const scannerPanelModule = new ContainerModule(({ bind }) => {
  // one panel for the whole app, opened by whichever screen scans
  bind(ScannerPanelViewModel).toSelf().inSingletonScope();
});
