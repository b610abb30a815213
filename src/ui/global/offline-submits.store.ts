import { action, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { OfflineCatalogueApi } from '../../application/offline/offline-catalogue-api.port';
import type { OfflineStore, WaitingSubmit } from '../../application/offline/offline-store.port';
import { replayWaitingSubmits } from '../../application/offline/replay-waiting-submits';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';

export interface OfflineSubmitsDeps {
  store: OfflineStore;
  catalogueApi: OfflineCatalogueApi;
  /** The stock calls as the server answers them (never the offline-aware ones: a replay must not queue again). */
  api: StockMovementsApi;
  eshopId: () => number | null;
  online: () => boolean;
  onOnlineChange: (listener: (online: boolean) => void) => void;
  now: () => Date;
  logDefect?: (error: unknown) => void;
  /** How often waiting submits are tried again while the browser calls itself online (default 10 s). */
  retryMs?: number;
}

/** The device's copy is refreshed when a scanning screen opens and it is older than this. */
export const CATALOGUE_MAX_AGE_MS = 5 * 60_000;

/** How long a scan made offline waits for a copy being fetched before it looks in the copy there is. */
const COPY_WAIT_MS = 5_000;

/**
 * Waiting submits are tried again this often. An access point whose uplink is down keeps navigator.onLine
 * true, so no `online` event ever comes to send what the screen promised "odejde samo".
 */
const RETRY_MS = 10_000;

/**
 * Offline scanning as the screens show it: the submits stored on this device and the server's
 * answers to them after the replay, the last scan resolved from the device's copy, and the copy's
 * freshness. Replays when the connection returns, when the app starts with submits waiting, and
 * every `retryMs` while any wait.
 */
export class OfflineSubmitsStore {
  submits: readonly WaitingSubmit[] = [];
  lastOfflineScan: string | null = null;
  replaying = false;
  catalogueSavedAt: string | null = null;
  private copying: Promise<void> = Promise.resolve();
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly d: OfflineSubmitsDeps) {
    makeObservable(this, {
      submits: observableRef,
      lastOfflineScan: observable,
      replaying: observable,
      catalogueSavedAt: observable,
      resolvedOffline: action,
    });
    d.onOnlineChange((online) => {
      if (online) void this.replay();
    });
    reaction(
      () => d.eshopId(),
      (eshopId) => {
        if (eshopId !== null) void this.replay();
      },
      { fireImmediately: true },
    );
  }

  get waiting(): number {
    return this.submits.filter((s) => s.state === 'waiting').length;
  }

  resolvedOffline(code: string): void {
    this.lastOfflineScan = code;
  }

  /** Reads what is stored for the current e-shop (after a submit was queued, and after a reload). */
  async refresh(): Promise<void> {
    const eshopId = this.d.eshopId();
    if (eshopId === null) return;
    const [submits, savedAt] = await Promise.all([
      this.d.store.submits(eshopId),
      this.d.store.catalogueSavedAt(eshopId),
    ]);
    runInAction(() => {
      this.submits = submits;
      this.catalogueSavedAt = savedAt;
    });
    if (this.waiting > 0) this.retryLater();
  }

  /** One replay later, unless one is already set: `replay` reads the submits again, and so sets the next. */
  private retryLater(): void {
    this.retry ??= setTimeout(() => {
      this.retry = undefined;
      void this.replay();
    }, this.d.retryMs ?? RETRY_MS);
  }

  /** Sends the waiting submits in order, one at a time (a second call while one runs waits for the next online). */
  async replay(): Promise<void> {
    const eshopId = this.d.eshopId();
    await this.refresh();
    if (eshopId === null || this.replaying || !this.d.online() || this.waiting === 0) return;
    runInAction(() => {
      this.replaying = true;
    });
    try {
      await replayWaitingSubmits(this.d.api, this.d.store, eshopId);
    } catch (error) {
      (this.d.logDefect ?? console.error)(error);
    } finally {
      runInAction(() => {
        this.replaying = false;
      });
      await this.refresh();
    }
  }

  /** The answered submits leave the list once the worker has read them. */
  async answeredDismissed(): Promise<void> {
    for (const s of this.submits) if (s.state !== 'waiting') await this.d.store.removeSubmit(s.key);
    await this.refresh();
  }

  /** Keeps the device's copy fresh while online: when a scanning screen opens and the copy is old. */
  catalogueWanted(): Promise<void> {
    this.copying = this.keepCopyFresh();
    return this.copying;
  }

  /**
   * Settles when the copy `catalogueWanted` is fetching is saved, or the fetch has failed, or after
   * `waitAtMostMs`: the copy's fetch has no timeout of its own, and on a connection that stalls
   * rather than drops, a scan waiting on it would hold up every scan after it.
   */
  copyArriving(waitAtMostMs = COPY_WAIT_MS): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitAtMostMs)));
    const saved = this.copying.then(
      () => undefined,
      () => undefined,
    );
    return Promise.race([saved, bound]).finally(() => clearTimeout(timer));
  }

  private async keepCopyFresh(): Promise<void> {
    const eshopId = this.d.eshopId();
    if (eshopId === null || !this.d.online()) return;
    const savedAt = await this.d.store.catalogueSavedAt(eshopId);
    if (savedAt && this.d.now().getTime() - Date.parse(savedAt) < CATALOGUE_MAX_AGE_MS) {
      await this.refresh();
      return;
    }
    try {
      const catalogue = await this.d.catalogueApi.catalogue();
      if (catalogue.eshop_id === eshopId) await this.d.store.replaceCatalogue(catalogue, this.d.now().toISOString());
    } catch {
      // Offline scans use the copy there is; the next screen opened online tries again.
    }
    await this.refresh();
  }
}
