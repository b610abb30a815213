import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useService } from '../di/container-context';
import {
  ConfirmDialogToken,
  ConnectivityToken,
  FormDialogToken,
  PreventLeaveToken,
  ScanSpinnerToken,
  SnackbarToken,
  UpdatePromptToken,
} from '../shell/shell-tokens';
import type { PreventLeaveService } from '../shell/prevent-leave.service';
import type { ConfirmDialogStore } from './confirm-dialog.store';
import type { ConnectivityViewModel } from './connectivity.view-model';
import type { FormDialogStore } from './form-dialog.store';
import { ScanSpinnerView } from './scan-spinner.view';
import type { ScanSpinnerStore } from './scan-spinner.store';
import { SnackbarView } from './snackbar.view';
import type { SnackbarStore } from './snackbar.store';
import { UpdatePromptView } from './update-prompt.view';
import type { UpdatePromptViewModel } from './update-prompt.view-model';

// Dialogs load when first opened: Blueprint's overlay machinery stays out of the first screen.
const ConfirmDialogView = lazy(() => import('./confirm-dialog.view').then((m) => ({ default: m.ConfirmDialogView })));
const FormDialogView = lazy(() => import('./form-dialog.view').then((m) => ({ default: m.FormDialogView })));
const LeaveDialogView = lazy(() => import('./leave-dialog.view').then((m) => ({ default: m.LeaveDialogView })));

/** The global interface of SPEC 2.4, present on every page. */
export const GlobalOverlays = observer(function GlobalOverlays() {
  const snackbar = useService<SnackbarStore>(SnackbarToken);
  const confirm = useService<ConfirmDialogStore>(ConfirmDialogToken);
  const form = useService<FormDialogStore>(FormDialogToken);
  const leave = useService<PreventLeaveService>(PreventLeaveToken);
  const update = useService<UpdatePromptViewModel>(UpdatePromptToken);
  const spinner = useService<ScanSpinnerStore>(ScanSpinnerToken);
  // Resolving it subscribes to online/offline (R-UI-06).
  useService<ConnectivityViewModel>(ConnectivityToken);
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
