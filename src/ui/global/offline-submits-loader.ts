import type { OfflineSubmitsStore } from './offline-submits.store';

/** Loads (once) the offline submits store: it stays out of the app's first load. */
export type OfflineSubmitsLoader = () => Promise<OfflineSubmitsStore>;
export const OfflineSubmitsLoader = Symbol.for('OfflineSubmitsLoader');
