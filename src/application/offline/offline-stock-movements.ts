import { NetworkFailure } from '../errors';
import type { ScanLookup, ScanLookupAnswer } from '../scanning/scan-lookup.port';
import type {
  ScannedProduct,
  StockMovementsApi,
  StockWrite,
  WriteOptions,
} from '../stock-movements/stock-movements.port';
import type { CatalogueHit } from '../../domain/multiean/catalogue-scan';
import { QueuedOffline } from './offline-failures';
import type { CachedProduct, OfflineStore, SubmitKind } from './offline-store.port';

export interface OfflineContext {
  store: OfflineStore;
  /** The e-shop the session works in, or null before the configuration has loaded. */
  eshopId: () => number | null;
  now: () => Date;
  /**
   * Settles once a copy of the catalogue being fetched is saved (or has failed): a scan made offline
   * right after a screen opened is looked up in what that copy brought, not missed while it is stored.
   */
  copyArriving: () => Promise<void>;
  /** Told of each scan resolved from the device's copy (the screen says so). */
  resolvedOffline: (code: string) => void;
  /** Told when a submit was stored to wait for the connection. */
  queued: () => void;
}

/**
 * A product as a scan finds it offline: its pieces (a box or a delimited code) as online; no stock or
 * batches are known, so nothing is claimed about them.
 */
export function offlineProduct({ product: p, pieces, multiean }: CatalogueHit<CachedProduct>): ScannedProduct {
  return {
    name: p.name,
    variant: {
      code: p.code,
      ean: p.ean,
      name: p.variant_name,
      image: p.image,
      custom_quantity: pieces > 1 ? pieces : null,
    },
    sarze: [],
    multiean,
    vynutit_zadani_sarze: p.require_batch,
    amount: 0,
    invalidLocation: false,
    stock: [],
  };
}

const linesOf = (products: ReadonlyArray<{ code: string; amount: number }>) =>
  products.map(({ code, amount }) => ({ code, amount }));

/**
 * The stock calls of the scanning screens, working on when the connection is gone: a scan the
 * network cannot answer is looked up in the device's copy of the catalogue, and a submit that
 * cannot reach the server is stored with its idempotency key (rejecting with QueuedOffline) to be
 * replayed later by `replayWaitingSubmits`.
 */
export class OfflineStockMovements implements StockMovementsApi {
  constructor(
    private readonly online: StockMovementsApi,
    private readonly ctx: OfflineContext,
  ) {}

  async search(q: string, locationName: string | null): Promise<ScannedProduct> {
    try {
      return await this.online.search(q, locationName);
    } catch (error) {
      const eshopId = this.ctx.eshopId();
      if (!(error instanceof NetworkFailure) || eshopId === null) throw error;
      await this.ctx.copyArriving();
      const hit = await this.ctx.store.findScanned(eshopId, q);
      if (!hit) throw error;
      this.ctx.resolvedOffline(hit.product.code);
      return offlineProduct(hit);
    }
  }

  stockIn(request: Parameters<StockMovementsApi['stockIn']>[0], options: WriteOptions): Promise<StockWrite> {
    return this.orQueue('in', request, request.location_name, linesOf(request.products), options, () =>
      this.online.stockIn(request, options),
    );
  }
  stockOut(request: Parameters<StockMovementsApi['stockOut']>[0], options: WriteOptions): Promise<StockWrite> {
    return this.orQueue('out', request, request.location_name, linesOf(request.products), options, () =>
      this.online.stockOut(request, options),
    );
  }
  checkLocation(request: Parameters<StockMovementsApi['checkLocation']>[0], options: WriteOptions) {
    return this.orQueue('check', request, request.location_name, linesOf(request.products), options, () =>
      this.online.checkLocation(request, options),
    );
  }
  relocate(request: Parameters<StockMovementsApi['relocate']>[0], options: WriteOptions): Promise<StockWrite> {
    const first = request.products[0];
    const where = first ? `${first.from} → ${first.to}` : '';
    return this.orQueue('move', request, where, linesOf(request.products), options, () =>
      this.online.relocate(request, options),
    );
  }
  revert(changeId: number, options: WriteOptions): Promise<StockWrite> {
    return this.online.revert(changeId, options);
  }

  private async orQueue(
    kind: SubmitKind,
    request: unknown,
    location: string,
    lines: Array<{ code: string; amount: number }>,
    options: WriteOptions,
    send: () => Promise<StockWrite>,
  ): Promise<StockWrite> {
    try {
      return await send();
    } catch (error) {
      const eshopId = this.ctx.eshopId();
      if (!(error instanceof NetworkFailure) || error.reason === 'timeout' || eshopId === null) throw error;
      await this.ctx.store.putSubmit({
        key: options.idempotencyKey,
        eshopId,
        kind,
        request,
        location,
        lines,
        createdAt: this.ctx.now().toISOString(),
        state: 'waiting',
      });
      this.ctx.queued();
      throw new QueuedOffline({ key: options.idempotencyKey, pieces: lines.reduce((s, l) => s + l.amount, 0) });
    }
  }
}

/** Location scans offline: a location the device knows is recognised (without its contents), a product found in the copy. */
export class OfflineScanLookup implements ScanLookup {
  constructor(
    private readonly online: ScanLookup,
    private readonly ctx: OfflineContext,
  ) {}

  async lookUp(
    code: string,
    options: { locationName: string | null; withContents?: boolean },
  ): Promise<ScanLookupAnswer> {
    try {
      return await this.online.lookUp(code, options);
    } catch (error) {
      const eshopId = this.ctx.eshopId();
      if (!(error instanceof NetworkFailure) || eshopId === null) throw error;
      await this.ctx.copyArriving();
      const [location, product] = await Promise.all([
        this.ctx.store.hasLocation(eshopId, code),
        this.ctx.store.findScanned(eshopId, code),
      ]);
      if (!location && !product) throw error;
      this.ctx.resolvedOffline(location ?? product!.product.code);
      return {
        location: location ? { id: 0, name: location, sector_name: '', non_stock: false } : null,
        contents: null,
        product: product ? offlineProduct(product) : null,
      };
    }
  }
}
