import { describe, expect, it, vi } from 'vitest';
import { NavigatorServiceWorkerUpdates } from './navigator-service-worker-updates';

/** A scripted navigator.serviceWorker: one registration whose new worker we move through its states. */
function fakeWindow() {
  const container = new EventTarget() as EventTarget & { controller: object | null; register: unknown };
  const registration = new EventTarget() as EventTarget & {
    waiting: unknown;
    installing: unknown;
    update: () => Promise<void>;
  };
  registration.waiting = null;
  registration.installing = null;
  registration.update = async () => undefined;
  container.controller = {};
  container.register = vi.fn(async () => registration);
  const reload = vi.fn();
  const win = {
    navigator: { serviceWorker: container },
    location: { reload },
    setInterval: () => 0,
  } as unknown as Window;
  return { win, container, registration, reload };
}

describe('service worker updates', () => {
  it('R-UI-04 registers /serviceworker.js, announces a waiting worker, skips waiting and reloads on controllerchange', async () => {
    const { win, container, registration, reload } = fakeWindow();
    const updates = new NavigatorServiceWorkerUpdates(win);
    const waiting = vi.fn();
    updates.onUpdateWaiting(waiting);
    await updates.register();
    expect(container.register).toHaveBeenCalledWith('/serviceworker.js', { scope: '/' });

    const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    registration.waiting = worker;
    worker.dispatchEvent(new Event('statechange'));
    expect(waiting).toHaveBeenCalledTimes(1);

    updates.applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('R-UI-04 the first install (no controller yet) is not an update', async () => {
    const { win, container, registration } = fakeWindow();
    container.controller = null;
    const updates = new NavigatorServiceWorkerUpdates(win);
    const waiting = vi.fn();
    updates.onUpdateWaiting(waiting);
    await updates.register();
    const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(waiting).not.toHaveBeenCalled();
  });
});
