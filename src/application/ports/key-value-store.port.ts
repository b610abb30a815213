/** Small string settings kept on the device (SPEC 3 "Local storage keys"). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const KeyValueStore = Symbol.for('KeyValueStore');
