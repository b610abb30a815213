/**
 * The installed service worker (/serviceworker.js). A waiting new worker means a new version is
 * ready (R-UI-04): accepting tells it to skip waiting, and the page reloads once it controls the page.
 */
export interface ServiceWorkerUpdates {
  /** Registers the worker; resolves even when the browser has no service worker support. */
  register(): Promise<void>;
  /** Called once for every new worker that reaches the waiting state. */
  onUpdateWaiting(listener: () => void): () => void;
  /** Posts SKIP_WAITING to the waiting worker and reloads on controllerchange. */
  applyUpdate(): void;
}
export const ServiceWorkerUpdates = Symbol.for('ServiceWorkerUpdates');
