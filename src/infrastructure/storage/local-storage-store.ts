import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/** KeyValueStore over window.localStorage; a blocked storage (private mode) degrades to memory. */
export class LocalStorageStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();
  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {}

  get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? this.fallback.get(key) ?? null;
    } catch {
      return this.fallback.get(key) ?? null;
    }
  }
  set(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      this.fallback.set(key, value);
    }
  }
  remove(key: string): void {
    this.fallback.delete(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      /* nothing stored there */
    }
  }
}
