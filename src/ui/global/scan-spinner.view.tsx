import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ScanSpinnerStore } from './scan-spinner.store';

/** R-UI-03: the scan loading overlay, visible only after the 500 ms delay. */
export const ScanSpinnerView = observer(function ScanSpinnerView({ store }: { store: ScanSpinnerStore }) {
  if (!store.visible) return null;
  return (
    <div className="sk-scan-spinner" role="progressbar" aria-label="Načítám" data-testid="scan-spinner">
      <Spinner size={48} />
    </div>
  );
});
