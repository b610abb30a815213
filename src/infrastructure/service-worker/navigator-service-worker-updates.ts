import type { ServiceWorkerUpdates } from '../../application/shell/service-worker-updates.port';

/**
 * R-UI-04 over navigator.serviceWorker directly (no workbox-window): a worker that reaches
 * 'installed' while another controls the page is a waiting update.
 */
export class NavigatorServiceWorkerUpdates implements ServiceWorkerUpdates {
  private readonly listeners = new Set<() => void>();
  private registration: ServiceWorkerRegistration | null = null;
  private reloading = false;

  constructor(
    private readonly win: Window = window,
    private readonly scriptUrl = '/serviceworker.js',
  ) {}

  async register(): Promise<void> {
    const sw = this.win.navigator.serviceWorker;
    if (!sw) return;
    try {
      const registration = (await sw.register(this.scriptUrl, { scope: '/' })) as ServiceWorkerRegistration | undefined;
      // Some embedders (automation with service workers blocked) resolve without a registration.
      if (!registration) return;
      this.registration = registration;
      if (registration.waiting && sw.controller) this.announce();
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && sw.controller) this.announce();
        });
      });
      // A long-lived tab should also hear about builds made after it opened.
      this.win.setInterval(
        () => {
          void registration.update().catch(() => undefined);
        },
        60 * 60 * 1000,
      );
    } catch (e) {
      console.error('Service worker registration failed', e);
    }
  }

  onUpdateWaiting(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.registration?.waiting && this.win.navigator.serviceWorker?.controller) listener();
    return () => this.listeners.delete(listener);
  }

  applyUpdate(): void {
    const sw = this.win.navigator.serviceWorker;
    const waiting = this.registration?.waiting;
    if (!sw || !waiting) {
      this.win.location.reload();
      return;
    }
    sw.addEventListener('controllerchange', () => {
      if (this.reloading) return;
      this.reloading = true;
      this.win.location.reload();
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  private announce(): void {
    for (const l of [...this.listeners]) l();
  }
}
