import type {
  ConnectivityMonitor,
  PageReload,
  TabCloseWarning,
  ViewportSize,
} from '../../application/shell/browser-ports.port';

// The shell's browser ports over window and navigator.

export class NavigatorConnectivity implements ConnectivityMonitor {
  constructor(private readonly win: Window = window) {}
  isOnline(): boolean {
    return this.win.navigator.onLine;
  }
  onChange(listener: (online: boolean) => void): () => void {
    const on = () => listener(true);
    const off = () => listener(false);
    this.win.addEventListener('online', on);
    this.win.addEventListener('offline', off);
    return () => {
      this.win.removeEventListener('online', on);
      this.win.removeEventListener('offline', off);
    };
  }
}

export class WindowViewport implements ViewportSize {
  constructor(private readonly win: Window = window) {}
  width(): number {
    return this.win.innerWidth;
  }
  onResize(listener: (width: number) => void): () => void {
    const handler = () => listener(this.win.innerWidth);
    this.win.addEventListener('resize', handler);
    return () => this.win.removeEventListener('resize', handler);
  }
}

export class LocationReload implements PageReload {
  constructor(private readonly win: Window = window) {}
  reload(): void {
    this.win.location.reload();
  }
}

/** R-NAV-06: the browser asks before closing the tab while a screen has unsaved changes. */
export class BeforeUnloadWarning implements TabCloseWarning {
  private enabled = false;
  private readonly handler = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the dialog only when returnValue is set.
    event.returnValue = '';
  };
  constructor(private readonly win: Window = window) {}
  setEnabled(enabled: boolean): void {
    if (enabled === this.enabled) return;
    this.enabled = enabled;
    if (enabled) this.win.addEventListener('beforeunload', this.handler);
    else this.win.removeEventListener('beforeunload', this.handler);
  }
}
