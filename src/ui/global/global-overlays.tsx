import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useService } from '../di/container-context';
import {
  ConfirmDialogStore,
  ConnectivityViewModel,
  FormDialogStore,
  PreventLeaveService,
  ScanSpinnerStore,
  SnackbarStore,
  UpdatePromptViewModel,
} from './global-tokens';
import { ScanSpinnerView } from './scan-spinner.view';
import { SnackbarView } from './snackbar.view';
import { UpdatePromptView } from './update-prompt.view';

// Dialogs load when first opened: Blueprint's overlay machinery stays out of the first screen.
const ConfirmDialogView = lazy(() => import('./confirm-dialog.view').then((m) => ({ default: m.ConfirmDialogView })));
const FormDialogView = lazy(() => import('./form-dialog.view').then((m) => ({ default: m.FormDialogView })));
const LeaveDialogView = lazy(() => import('./leave-dialog.view').then((m) => ({ default: m.LeaveDialogView })));

/** The global interface of SPEC 2.4, present on every page. */
export const GlobalOverlays = observer(function GlobalOverlays() {
  const snackbar = useService<SnackbarStore>(SnackbarStore);
  const confirm = useService<ConfirmDialogStore>(ConfirmDialogStore);
  const form = useService<FormDialogStore>(FormDialogStore);
  const leave = useService<PreventLeaveService>(PreventLeaveService);
  const update = useService<UpdatePromptViewModel>(UpdatePromptViewModel);
  const spinner = useService<ScanSpinnerStore>(ScanSpinnerStore);
  // Resolving it subscribes to online/offline (R-UI-06).
  useService<ConnectivityViewModel>(ConnectivityViewModel);
  useEffect(() => {
    if (import.meta.env.PROD) void update.start();
  }, [update]);
  return (
    <>
      <SnackbarView store={snackbar} />
      <Suspense fallback={null}>
        {confirm.isOpen && <ConfirmDialogView store={confirm} />}
        {form.isOpen && <FormDialogView store={form} />}
        {leave.dialog && <LeaveDialogView service={leave} />}
      </Suspense>
      <UpdatePromptView vm={update} />
      <ScanSpinnerView store={spinner} />
    </>
  );
});
