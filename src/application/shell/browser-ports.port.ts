// Narrow ports for what the shell needs from the browser window.

/** navigator.onLine and its online/offline events. */
export interface ConnectivityMonitor {
  isOnline(): boolean;
  onChange(listener: (online: boolean) => void): () => void;
}
export const ConnectivityMonitor = Symbol.for('ConnectivityMonitor');

/** The window's width and its resize events (the side menu's 820 px rule). */
export interface ViewportSize {
  width(): number;
  onResize(listener: (width: number) => void): () => void;
}
export const ViewportSize = Symbol.for('ViewportSize');

/** Reloading the page (after a stock switch or an update). */
export interface PageReload {
  reload(): void;
}
export const PageReload = Symbol.for('PageReload');

/** The browser's own "leave site?" warning on tab close (R-NAV-06). */
export interface TabCloseWarning {
  setEnabled(enabled: boolean): void;
}
export const TabCloseWarning = Symbol.for('TabCloseWarning');
