// Tokens of the shell's singletons. Screens use: PreventLeaveToken, SnackbarToken, ConfirmDialogToken,
// FormDialogToken, ScanSpinnerToken, SideMenuToken (menu insertion points, menuToggled), ScannerSlotToken.
export const SnackbarToken = Symbol.for('SnackbarStore');
export const ConfirmDialogToken = Symbol.for('ConfirmDialogStore');
export const FormDialogToken = Symbol.for('FormDialogStore');
export const ScanSpinnerToken = Symbol.for('ScanSpinnerStore');
export const PreventLeaveToken = Symbol.for('PreventLeaveService');
export const ConnectivityToken = Symbol.for('ConnectivityViewModel');
export const UpdatePromptToken = Symbol.for('UpdatePromptViewModel');
export const FirstSyncToken = Symbol.for('FirstSyncViewModel');
export const NavigationGuardToken = Symbol.for('NavigationGuardViewModel');
export const SideMenuToken = Symbol.for('SideMenuViewModel');
export const ScannerSlotToken = Symbol.for('ScannerSlotStore');
