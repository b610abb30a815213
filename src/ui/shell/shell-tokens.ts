// Tokens of the shell's singletons. Each is a Symbol named after the type it resolves to, and the type is
// exported under the same name, so `useService<SnackbarStore>(SnackbarStore)` needs one import.
// Screens use PreventLeaveService, SnackbarStore, ConfirmDialogStore, FormDialogStore, ScanSpinnerStore,
// ScannerSlotStore (opens the camera panel) and SideMenuViewModel (menu insertion points, menuToggled).
import type { ConfirmDialogStore as ConfirmDialogStoreClass } from '../global/confirm-dialog.store';
import type { ConnectivityViewModel as ConnectivityViewModelClass } from '../global/connectivity.view-model';
import type { FirstSyncViewModel as FirstSyncViewModelClass } from '../global/first-sync.view-model';
import type { FormDialogStore as FormDialogStoreClass } from '../global/form-dialog.store';
import type { ScanSpinnerStore as ScanSpinnerStoreClass } from '../global/scan-spinner.store';
import type { ScannerSlotStore as ScannerSlotStoreClass } from '../global/scanner-slot.store';
import type { SnackbarStore as SnackbarStoreClass } from '../global/snackbar.store';
import type { UpdatePromptViewModel as UpdatePromptViewModelClass } from '../global/update-prompt.view-model';
import type { SideMenuViewModel as SideMenuViewModelClass } from '../menu/side-menu.view-model';
import type { NavigationGuardViewModel as NavigationGuardViewModelClass } from './navigation-guard.view-model';
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

export type NavigationGuardViewModel = NavigationGuardViewModelClass;
export const NavigationGuardViewModel = Symbol.for('NavigationGuardViewModel');

export type SideMenuViewModel = SideMenuViewModelClass;
export const SideMenuViewModel = Symbol.for('SideMenuViewModel');

export type ScannerSlotStore = ScannerSlotStoreClass;
export const ScannerSlotStore = Symbol.for('ScannerSlotStore');
