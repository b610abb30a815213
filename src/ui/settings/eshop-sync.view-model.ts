import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { EshopSyncApi, EshopSyncStatusDto } from '../../application/eshop-sync/eshop-sync-api.port';
import { describeFailure } from '../../application/errors';
import { formatMinuteCs } from '../../domain/dates/format-date';

type Busy = 'retry' | 'switch' | 'connect' | 'token' | null;

const STATE_CS: Record<EshopSyncStatusDto['state'], string> = {
  not_connected: 'Nepřipojeno',
  connected: 'Připojeno',
  auth_failed: 'E-shop odmítl přístup',
  disconnected: 'Odpojeno',
};

/**
 * The "Propojení s e-shopem" card (issue 28 item 6): the connection's state, the push queue and its
 * failures, and the ways to connect. A problem the server reports (stalled queue, failed rows, refused
 * tokens) is kept as `problem`, so the view shows it as a warning and not only in a log.
 */
export class EshopSyncViewModel {
  status: EshopSyncStatusDto | null = null;
  error: string | null = null;
  busy: Busy = null;
  token = '';

  constructor(
    private readonly api: EshopSyncApi,
    /** Leaves the app for Shoptet's authorisation page. */
    private readonly goTo: (url: string) => void,
  ) {
    makeObservable(this, {
      status: observableRef,
      error: observable,
      busy: observable,
      token: observable,
      stateLabel: computed,
      lastPush: computed,
      problem: computed,
      tokenTyped: action,
    });
  }

  get stateLabel(): string {
    return this.status ? STATE_CS[this.status.state] : '';
  }

  /** The last successful push to the minute, or null when nothing has been sent yet. */
  get lastPush(): string | null {
    const at = this.status?.last_push_at;
    return at ? formatMinuteCs(new Date(at)) : null;
  }

  /** The server's Czech sentence for what stops or stalls the push, or null when all is well. */
  get problem(): string | null {
    const s = this.status;
    return s?.stalled ? (s.stalled_reason ?? s.state_detail) : null;
  }

  async load(): Promise<void> {
    await this.run(null, () => this.api.status());
  }

  retryClicked(): Promise<void> {
    return this.run('retry', () => this.api.retry());
  }

  syncToggled(enabled: boolean): Promise<void> {
    return this.run('switch', () => this.api.setSyncEnabled(enabled));
  }

  connectClicked(): Promise<void> {
    return this.run('connect', async () => {
      const { url } = await this.api.connect();
      this.goTo(url);
      return null;
    });
  }

  tokenTyped(value: string): void {
    this.token = value;
  }

  tokenSubmitted(): Promise<void> {
    return this.run('token', async () => {
      await this.api.pastePrivateToken(this.token.trim());
      runInAction(() => (this.token = ''));
      return this.api.status();
    });
  }

  /** One call at a time; its answer (a status, or null for none) replaces the shown status. */
  private async run(busy: Busy, call: () => Promise<EshopSyncStatusDto | null>): Promise<void> {
    runInAction(() => {
      this.busy = busy;
      this.error = null;
    });
    try {
      const status = await call();
      runInAction(() => {
        if (status) this.status = status;
      });
    } catch (e) {
      runInAction(() => (this.error = describeFailure(e)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
