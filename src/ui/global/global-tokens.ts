// Tokens of the app-wide singletons of src/ui/global. Each is a Symbol named after the type it resolves to, and
// the type is exported under the same name, so `useService<SnackbarStore>(SnackbarStore)` needs one import.
// They live here, not in the shell, so that global parts never import the shell that mounts them.
import type { ConfirmDialogStore as ConfirmDialogStoreClass } from './confirm-dialog.store';
import type { ConnectivityViewModel as ConnectivityViewModelClass } from './connectivity.view-model';
import type { FirstSyncViewModel as FirstSyncViewModelClass } from './first-sync.view-model';
import type { FormDialogStore as FormDialogStoreClass } from './form-dialog.store';
import type { ScanSpinnerStore as ScanSpinnerStoreClass } from './scan-spinner.store';
import type { ScannerSlotStore as ScannerSlotStoreClass } from './scanner-slot.store';
import type { SnackbarStore as SnackbarStoreClass } from './snackbar.store';
import type { UpdatePromptViewModel as UpdatePromptViewModelClass } from './update-prompt.view-model';
import type { PreventLeaveService as PreventLeaveServiceClass } from './prevent-leave.service';

export type SnackbarStore = SnackbarStoreClass;
export const SnackbarStore = Symbol.for('SnackbarStore');

export type ConfirmDialogStore = ConfirmDialogStoreClass;
export const ConfirmDialogStore = Symbol.for('ConfirmDialogStore');

export type FormDialogStore = FormDialogStoreClass;
export const FormDialogStore = Symbol.for('FormDialogStore');

export type ScanSpinnerStore = ScanSpinnerStoreClass;
export const ScanSpinnerStore = Symbol.for('ScanSpinnerStore');

export type PreventLeaveService = PreventLeaveServiceClass;
export const PreventLeaveService = Symbol.for('PreventLeaveService');

export type ConnectivityViewModel = ConnectivityViewModelClass;
export const ConnectivityViewModel = Symbol.for('ConnectivityViewModel');

export type UpdatePromptViewModel = UpdatePromptViewModelClass;
export const UpdatePromptViewModel = Symbol.for('UpdatePromptViewModel');

export type FirstSyncViewModel = FirstSyncViewModelClass;
export const FirstSyncViewModel = Symbol.for('FirstSyncViewModel');

export type ScannerSlotStore = ScannerSlotStoreClass;
export const ScannerSlotStore = Symbol.for('ScannerSlotStore');
