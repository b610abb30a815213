import { action, makeObservable, observableRef } from 'mobx';
import type { EshopStatus } from '../../application/config/config-types';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { ESHOP_STATUS_POLL_MS } from '../../domain/navigation/ui-constants';

/** The first-sync banner (R-UI-05): /status/ is polled every 5 s while it answers something truthy. */
export class FirstSyncViewModel {
  status: EshopStatus | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;

  constructor(private readonly api: ConfigApi) {
    makeObservable(this, { status: observableRef, received: action });
  }

  get visible(): boolean {
    return !!this.status;
  }

  /** Starts polling (once; again after stop()). */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.poll();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  received(status: EshopStatus | null): void {
    this.status = status;
  }

  private async poll(): Promise<void> {
    let status: EshopStatus | null = null;
    try {
      status = await this.api.status();
    } catch (e) {
      console.error('E-shop status could not be loaded', e);
    }
    if (!this.running) return;
    this.received(status);
    if (status) this.timer = setTimeout(() => void this.poll(), ESHOP_STATUS_POLL_MS);
    else this.running = false;
  }
}
