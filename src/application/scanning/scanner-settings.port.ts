// The scanner keeps two local keys (`virtualScanner`, `virtualScanCameraGuid`). Shaped like a
// plain key-value store so any shared localStorage adapter satisfies it.
export interface ScannerKeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const ScannerKeyValueStore = Symbol('ScannerKeyValueStore');
