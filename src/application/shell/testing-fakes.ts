import type { ConnectivityMonitor, PageReload, TabCloseWarning, ViewportSize } from './browser-ports.port';
import type { ServiceWorkerUpdates } from './service-worker-updates.port';

// Fakes of the shell's browser ports, for view-model tests. They record, they never touch a browser.

/** The listeners of a fake's one event: added (the answer removes it again) and told in order. */
class Listeners<T> {
  private readonly all = new Set<(value: T) => void>();
  add(listener: (value: T) => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }
  tell(value: T): void {
    for (const l of [...this.all]) l(value);
  }
}

export class FakeConnectivity implements ConnectivityMonitor {
  private readonly listeners = new Listeners<boolean>();
  constructor(public online = true) {}
  isOnline(): boolean {
    return this.online;
  }
  onChange(listener: (online: boolean) => void): () => void {
    return this.listeners.add(listener);
  }
  set(online: boolean): void {
    this.online = online;
    this.listeners.tell(online);
  }
}

export class FakeViewport implements ViewportSize {
  private readonly listeners = new Listeners<number>();
  constructor(public current: number) {}
  width(): number {
    return this.current;
  }
  onResize(listener: (w: number) => void): () => void {
    return this.listeners.add(listener);
  }
  resize(width: number): void {
    this.current = width;
    this.listeners.tell(width);
  }
}

export class FakePageReload implements PageReload {
  reloads = 0;
  reload(): void {
    this.reloads++;
  }
}

export class FakeTabCloseWarning implements TabCloseWarning {
  enabled = false;
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }
}

export class FakeServiceWorkerUpdates implements ServiceWorkerUpdates {
  private readonly listeners = new Listeners<void>();
  applied = 0;
  async register(): Promise<void> {}
  onUpdateWaiting(listener: () => void): () => void {
    return this.listeners.add(listener);
  }
  applyUpdate(): void {
    this.applied++;
  }
  announceWaiting(): void {
    this.listeners.tell();
  }
}
