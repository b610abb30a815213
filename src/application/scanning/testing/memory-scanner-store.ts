import type { KeyValueStore } from '../../ports/key-value-store.port';

// An in-memory stand-in for localStorage, seeded per test.
export class MemoryScannerStore implements KeyValueStore {
  readonly data: Map<string, string>;

  constructor(seed: Record<string, string> = {}) {
    this.data = new Map(Object.entries(seed));
  }

  get(key: string): string | null {
    return this.data.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.data.set(key, value);
  }

  remove(key: string): void {
    this.data.delete(key);
  }
}
