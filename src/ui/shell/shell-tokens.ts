// Tokens of the shell's singletons. Each is a Symbol named after the type it resolves to, and the type is
// exported under the same name, so `useService<SideMenuViewModel>(SideMenuViewModel)` needs one import.
// Screens use PreventLeaveService, SnackbarStore, ConfirmDialogStore, FormDialogStore, ScanSpinnerStore,
// ScannerSlotStore (opens the camera panel) and SideMenuViewModel (menu insertion points, menuToggled);
// the tokens of src/ui/global are re-exported so a screen needs this one import.
import type { SideMenuViewModel as SideMenuViewModelClass } from '../menu/side-menu.view-model';
import type { NavigationGuardViewModel as NavigationGuardViewModelClass } from './navigation-guard.view-model';

export * from '../global/global-tokens';

export type NavigationGuardViewModel = NavigationGuardViewModelClass;
export const NavigationGuardViewModel = Symbol.for('NavigationGuardViewModel');

export type SideMenuViewModel = SideMenuViewModelClass;
export const SideMenuViewModel = Symbol.for('SideMenuViewModel');
