import type { ConnectivityMonitor, PageReload, TabCloseWarning, ViewportSize } from './browser-ports.port';
import type { ServiceWorkerUpdates } from './service-worker-updates.port';

// Fakes of the shell's browser ports, for view-model tests. They record, they never touch a browser.

export class FakeConnectivity implements ConnectivityMonitor {
  private readonly listeners = new Set<(online: boolean) => void>();
  constructor(public online = true) {}
  isOnline(): boolean {
    return this.online;
  }
  onChange(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(online: boolean): void {
    this.online = online;
    for (const l of [...this.listeners]) l(online);
  }
}

export class FakeViewport implements ViewportSize {
  private readonly listeners = new Set<(w: number) => void>();
  constructor(public current: number) {}
  width(): number {
    return this.current;
  }
  onResize(listener: (w: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  resize(width: number): void {
    this.current = width;
    for (const l of [...this.listeners]) l(width);
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
  private readonly listeners = new Set<() => void>();
  applied = 0;
  async register(): Promise<void> {}
  onUpdateWaiting(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  applyUpdate(): void {
    this.applied++;
  }
  announceWaiting(): void {
    for (const l of [...this.listeners]) l();
  }
}
