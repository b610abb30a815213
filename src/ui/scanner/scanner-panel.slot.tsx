import { useService } from '../di/container-context';
import { ScannerPanel } from './scanner-panel.view';
import { ScannerPanelViewModel } from './scanner-panel.view-model';

/** The shell's lazily loaded scanner slot: the one panel of the app, fed by the container's view-model. */
export default function ScannerPanelSlot() {
  const viewModel = useService<ScannerPanelViewModel>(ScannerPanelViewModel);
  return <ScannerPanel viewModel={viewModel} />;
}
