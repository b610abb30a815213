import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import type { LiveBus } from '../live/live-bus';
import {
  markAuthFailed,
  readConnection,
  rememberOwnChangedBy,
  syncingEshopIds,
  type EshopConnection,
} from './connection-repository';
import { authFailedDetail } from './eshop-sync-texts';
import { PushStore } from './push/push-store';
import { StockPushWorker, type DrainResult } from './push/stock-push-worker';
import { oauthTokenSource, privateTokenSource } from './shoptet/access-tokens';
import { ShoptetConnector } from './shoptet/shoptet-connector';
import { ShoptetHttp } from './shoptet/shoptet-http';
import { readSyncStatus, statusSignature } from './sync-status';
import type { TokenCipher } from './token-cipher';

export interface EshopSyncOptions {
  cipher?: TokenCipher;
  /** This node's name in leases (default: host, pid and a random part). */
  nodeId?: string;
  /** A dead node's lease expires after this long (default 30 s). */
  leaseMs?: number;
  /**
   * Wait after a request without an answer has ended before the movement list is read (default 10 s);
   * a node that did not see it end waits the request timeout more (docs/decisions/eshop-sync.md).
   */
  reconcileDelayMs?: number;
  /** Per request to the e-shop (default 8 s: shorter than the lease and the reconcile delay). */
  requestTimeoutMs?: number;
  /** A look at every e-shop this often, for a wake-up that was missed and the stalled flag (default 30 s). */
  safetyPollMs?: number;
  /** An e-shop found never connected is looked up again after this long at the earliest (default 5 s). */
  unconnectedRecheckMs?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 8000;

/** A background task of the e-shop sync (the install half's snapshot worker, product changes poller…). */
export type EshopSyncTask = (service: EshopSyncService) => (() => void | Promise<void>) | void;

interface CachedConnector {
  key: string;
  connector: ShoptetConnector;
  http: ShoptetHttp;
}

/**
 * The e-shop sync of one node: builds each e-shop's connector from its stored connection, drains the
 * outbox when a stock change is committed (the live bus tells every node within milliseconds, over
 * NOTIFY on PostgreSQL) and, as a safety net, every `safetyPollMs`. Started and closed by the runtime.
 */
export class EshopSyncService {
  readonly nodeId: string;
  private readonly store: PushStore;
  private readonly worker: StockPushWorker;
  private readonly connectors = new Map<number, CachedConnector>();
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly signatures = new Map<number, string>();
  /** E-shops found without a stored connection, with when to look again (Date.now() ms). */
  private readonly unconnectedUntil = new Map<number, number>();
  private readonly tasks: EshopSyncTask[] = [];
  private readonly stops: Array<() => void | Promise<void>> = [];
  private poll?: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(
    readonly database: Database,
    readonly live: LiveBus,
    readonly options: EshopSyncOptions = {},
  ) {
    this.nodeId = options.nodeId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.store = new PushStore(database.db, this.nodeId, options.leaseMs ?? 30_000);
    this.worker = new StockPushWorker(this.store, {
      reconcileDelayMs: options.reconcileDelayMs ?? 10_000,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      retryBaseMs: options.retryBaseMs ?? 1000,
      retryCapMs: options.retryCapMs ?? 60_000,
    });
  }

  get cipher(): TokenCipher | undefined {
    return this.options.cipher;
  }

  /** Registers a background task; it starts with the service (or at once when already started). */
  onStart(task: EshopSyncTask): void {
    this.tasks.push(task);
    if (this.poll) this.runTask(task);
  }

  start(): void {
    if (this.poll) return;
    this.stops.push(
      this.live.subscribe((signal) => {
        if ('kind' in signal && signal.kind === 'stock') this.wake(signal.eshopId);
        // Events may have been missed (a dropped LISTEN connection): look at every e-shop.
        else if ('resync' in signal) void this.wakeAll();
      }),
    );
    this.poll = setInterval(() => void this.wakeAll(true), this.options.safetyPollMs ?? 30_000);
    this.poll.unref?.();
    for (const task of this.tasks) this.runTask(task);
    void this.wakeAll();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    for (const t of this.timers.values()) clearTimeout(t);
    for (const stop of this.stops.splice(0)) await stop();
    await this.settled();
  }

  /** Resolves once no drain runs, including the ones a wake during a drain asked for. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** Drains the e-shop's queue soon; a wake during a drain makes it look again when done. */
  wake(eshopId: number): void {
    if (this.closed) return;
    const timer = this.timers.get(eshopId);
    if (timer) {
      clearTimeout(timer);
      this.timers.delete(eshopId);
    }
    if (this.running.has(eshopId)) {
      this.again.add(eshopId);
      return;
    }
    const run = this.drain(eshopId)
      .catch((error) => console.error(`E-shop sync ${eshopId}: drain failed`, error))
      .finally(() => {
        this.running.delete(eshopId);
        if (this.again.delete(eshopId)) this.wake(eshopId);
      });
    this.running.set(eshopId, run);
  }

  /** The connector of an e-shop's stored connection; undefined when not connected or not usable. */
  async connectorFor(
    eshopId: number,
  ): Promise<{ connector: ShoptetConnector; connection: EshopConnection } | undefined> {
    const connection = await readConnection(this.database.db, eshopId);
    this.noteConnection(eshopId, connection);
    return connection && this.connectorOf(eshopId, connection);
  }

  /**
   * Every stock write of an e-shop wakes its drain. One never connected (a new install, a demo, a warehouse
   * run without its e-shop) would pay a connection lookup per write for nothing: under a stock-in load
   * that lookup was a tenth of the server's CPU (bench/server/THROUGHPUT.md, eleventh pass). So a miss is
   * remembered for `unconnectedRecheckMs`. Only absence is remembered, never a connection's state: a
   * stale miss can only delay a push, which the outbox keeps, never send one with an old token or after
   * sync was switched off. A connection stored through this node is seen at once (the install's first
   * sync reads it through `connectorFor`), and the safety poll forgets the misses of every syncing e-shop.
   */
  private noteConnection(eshopId: number, connection: EshopConnection | undefined): void {
    if (connection) this.unconnectedUntil.delete(eshopId);
    else this.unconnectedUntil.set(eshopId, Date.now() + (this.options.unconnectedRecheckMs ?? 5000));
  }

  /** The connector of a connection already read; undefined when it is not usable. */
  private connectorOf(
    eshopId: number,
    connection: EshopConnection,
  ): { connector: ShoptetConnector; connection: EshopConnection } | undefined {
    if (connection.state !== 'connected' || !this.options.cipher) return undefined;
    const key = `${connection.baseUrl}|${connection.authKind}|${connection.tokenCiphertext}|${connection.stockId}`;
    let cached = this.connectors.get(eshopId);
    if (cached?.key !== key) {
      const cipher = this.options.cipher;
      const tokens =
        connection.authKind === 'private'
          ? privateTokenSource(cipher.decrypt(connection.tokenCiphertext))
          : oauthTokenSource(this.database.db, cipher, eshopId);
      const http = new ShoptetHttp({
        baseUrl: connection.baseUrl,
        tokens,
        timeoutMs: this.options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
        maxWaitMs: 30_000,
      });
      cached = { key, http, connector: new ShoptetConnector(http, connection.stockId, connection.ownChangedBy) };
      this.connectors.set(eshopId, cached);
    }
    return { connector: cached.connector, connection };
  }

  /** The Shoptet HTTP client of a connected e-shop, for the install half's calls. */
  async httpFor(eshopId: number): Promise<ShoptetHttp | undefined> {
    await this.connectorFor(eshopId);
    return this.connectors.get(eshopId)?.http;
  }

  /** Publishes an 'eshop-sync' live event when what the panel shows has changed. */
  async publishIfChanged(eshopId: number): Promise<void> {
    const status = await readSyncStatus(this.database.db, eshopId, new Date());
    const signature = statusSignature(status);
    if (this.signatures.get(eshopId) === signature) return;
    this.signatures.set(eshopId, signature);
    await this.live.publish(eshopId, ['eshop-sync']);
  }

  private async drain(eshopId: number): Promise<void> {
    // An e-shop never connected costs its stock writes nothing more than one lookup per recheck period.
    if ((this.unconnectedUntil.get(eshopId) ?? 0) > Date.now()) return;
    const stored = await readConnection(this.database.db, eshopId);
    this.noteConnection(eshopId, stored);
    if (!stored) return;
    const found = this.connectorOf(eshopId, stored);
    // Not sending (switched off, tokens refused): the panel still hears that rows are waiting.
    if (!found) return this.publishIfChanged(eshopId);
    if (!found.connection.syncEnabled) return this.publishIfChanged(eshopId);
    const { connection } = found;
    const result: DrainResult = await this.worker.drain(eshopId, {
      connector: found.connector,
      onAuthFailed: async () => {
        await markAuthFailed(this.database.db, eshopId, authFailedDetail(connection.authKind));
        this.connectors.delete(eshopId);
      },
      onOwnChangedBy: (changedBy) => rememberOwnChangedBy(this.database.db, eshopId, changedBy),
    });
    if (result.kind === 'retry') this.later(eshopId, result.afterMs);
    // Another node holds the lease: it drains; look again when its lease would have lapsed.
    if (result.kind === 'busy') this.later(eshopId, Math.min(this.options.leaseMs ?? 30_000, 2000));
    await this.publishIfChanged(eshopId).catch((error) => console.error('Live update not published', error));
  }

  private later(eshopId: number, ms: number): void {
    if (this.closed || this.timers.has(eshopId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(eshopId);
      this.wake(eshopId);
    }, ms);
    timer.unref?.();
    this.timers.set(eshopId, timer);
  }

  private async wakeAll(checkStatus = false): Promise<void> {
    try {
      for (const eshopId of await syncingEshopIds(this.database.db)) {
        this.unconnectedUntil.delete(eshopId);
        this.wake(eshopId);
        if (checkStatus) await this.publishIfChanged(eshopId);
      }
    } catch (error) {
      if (!this.closed) console.error('E-shop sync: could not list e-shops', error);
    }
  }

  private runTask(task: EshopSyncTask): void {
    const stop = task(this);
    if (stop) this.stops.push(stop);
  }
}
