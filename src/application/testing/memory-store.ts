import type { KeyValueStore } from '../ports/key-value-store.port';

/** An in-memory KeyValueStore for tests of use cases and view-models. */
export class MemoryStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k, v);
  }
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  dump(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
