import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { EshopConnection, lastPush, pushProblem, stateLabel } from '../../application/eshop-sync/eshop-connection';
import type { EshopSyncApi, EshopSyncStatusDto } from '../../application/eshop-sync/eshop-sync-api.port';
import { describeFailure } from '../../application/errors';

type Busy = 'retry' | 'switch' | 'connect' | 'token' | null;

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
  private readonly connection: EshopConnection;

  constructor(api: EshopSyncApi, goTo: (url: string) => void) {
    this.connection = new EshopConnection(api, goTo);
    makeAutoObservable<this, 'connection'>(this, { connection: false, status: observableRef }, { autoBind: true });
  }

  get stateLabel(): string {
    return stateLabel(this.status);
  }

  get lastPush(): string | null {
    return lastPush(this.status);
  }

  get problem(): string | null {
    return pushProblem(this.status);
  }

  async load(): Promise<void> {
    await this.run(null, this.connection.status);
  }

  retryClicked(): Promise<void> {
    return this.run('retry', this.connection.retry);
  }

  syncToggled(enabled: boolean): Promise<void> {
    return this.run('switch', () => this.connection.switched(enabled));
  }

  connectClicked(): Promise<void> {
    return this.run('connect', () => this.connection.connect());
  }

  tokenTyped(value: string): void {
    this.token = value;
  }

  tokenSubmitted(): Promise<void> {
    return this.run('token', () => this.connection.pasteToken(this.token, () => this.tokenTyped('')));
  }

  /** One call at a time; its answer (a status, or null for none) replaces the shown status. */
  private async run(busy: Busy, call: () => Promise<EshopSyncStatusDto | null>): Promise<void> {
    this.busy = busy;
    this.error = null;
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
