import {
  EshopCallError,
  type EshopConnector,
  type EshopMovement,
  type EshopProduct,
  type EshopProductChange,
  type RealStockLevel,
  type RealStockRow,
  type RowsResult,
  type SendHooks,
  type StockChangeRow,
} from '../eshop-connector.port';
import { parseSnapshotLine } from '../snapshot/snapshot-line';
import type { ShoptetHttp, ShoptetResponse } from './shoptet-http';
import { formatShoptetDateTime, parseAmount } from './shoptet-values';

/** What a product read asks for: the same sections as the snapshot (SHOPTET.md §4, "for a warehouse"). */
export const PRODUCT_INCLUDE = 'images,variantParameters,setItems';

interface MovementRow {
  id: number;
  productCode: string;
  actualAmount: string | null;
  amountChange: string | null;
  changedBy: string | null;
  changeTime: string | null;
}

/** Shoptet marks a change made through its REST API with `api.service-{service-id}@{e-shop domain}`. */
const API_SERVICE = /^api\.service-[^@]+@/;

/**
 * The Shoptet adapter of the connector port over one e-shop's stock (SHOPTET.md §6). `ownChangedBy`
 * is how the e-shop names our own writes once learnt; before that, any REST API service's write is
 * taken as possibly ours (the worker only asks about codes it has just sent).
 */
export class ShoptetConnector implements EshopConnector {
  readonly platform = 'shoptet';
  readonly maxRowsPerRequest = 300;
  static readonly MOVEMENTS_PER_PAGE = 1000;

  constructor(
    readonly http: ShoptetHttp,
    readonly stockId: number,
    private ownChangedBy: string | null = null,
  ) {}

  pushStockChanges(rows: readonly StockChangeRow[], hooks: SendHooks = {}): Promise<RowsResult> {
    return this.patchStock(
      rows.map((r) => ({ productCode: r.code, amountChange: r.amountChange })),
      hooks,
    );
  }

  setRealStock(rows: readonly RealStockRow[], hooks: SendHooks = {}): Promise<RowsResult> {
    return this.patchStock(
      rows.map((r) => ({ productCode: r.code, realStock: r.realStock })),
      hooks,
    );
  }

  async lastMovementId(): Promise<number> {
    const answer = await this.http.request<{ lastId: number }>('GET', `/api/stocks/${this.stockId}/movements/last`);
    return answer.body.data?.lastId ?? 0;
  }

  async readMovements(afterId: number): Promise<{ movements: EshopMovement[]; more: boolean }> {
    const answer = await this.http.request<{
      movements: MovementRow[];
      paginator: { page: number; pageCount: number };
    }>('GET', `/api/stocks/${this.stockId}/movements`, {
      query: { lastId: afterId, itemsPerPage: ShoptetConnector.MOVEMENTS_PER_PAGE },
    });
    const data = answer.body.data;
    const movements = (data?.movements ?? [])
      .filter((m) => m.id > afterId)
      .sort((a, b) => a.id - b.id)
      .map((m) => ({
        id: m.id,
        code: m.productCode,
        amountChange: parseAmount(m.amountChange),
        actualAmount: parseAmount(m.actualAmount),
        changedBy: m.changedBy,
        changeTime: m.changeTime,
      }));
    return { movements, more: !!data?.paginator && data.paginator.page < data.paginator.pageCount };
  }

  async *readRealStock(): AsyncIterable<RealStockLevel[]> {
    for await (const page of this.http.pages<{ code: string; amount: string | null; claim: string | null }>(
      `/api/stocks/${this.stockId}/supplies`,
      'supplies',
      { itemsPerPage: 1000 },
    ))
      yield page.map((s) => ({ code: s.code, realStock: parseAmount(s.amount), claim: parseAmount(s.claim) }));
  }

  isOwnWrite(movement: EshopMovement): boolean {
    if (!movement.changedBy) return false;
    return this.ownChangedBy ? movement.changedBy === this.ownChangedBy : API_SERVICE.test(movement.changedBy);
  }

  async *productChanges(from: Date): AsyncIterable<EshopProductChange[]> {
    for await (const page of this.http.pages<{ guid: string; changeTime: string; changeType: string }>(
      '/api/products/changes',
      'changes',
      { from: formatShoptetDateTime(from) },
    ))
      yield page.map((c) => ({
        productId: c.guid,
        changedAt: new Date(c.changeTime.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')),
        deleted: c.changeType === 'delete',
      }));
  }

  async readProduct(productId: string): Promise<EshopProduct | null> {
    let data: unknown;
    try {
      const answer = await this.http.request('GET', `/api/products/${encodeURIComponent(productId)}`, {
        query: { include: PRODUCT_INCLUDE },
      });
      data = answer.body.data;
    } catch (error) {
      if (error instanceof EshopCallError && error.details.status === 404) return null;
      throw error;
    }
    if (!data) return null;
    // The detail's `data` has the snapshot line's shape (OAS productSnapshot): one parser for both.
    const parsed = parseSnapshotLine(JSON.stringify(data));
    return 'skip' in parsed ? { skip: parsed.skip } : { entries: parsed.entries };
  }

  /** Learnt from the first movement a confirmed push of ours produced. */
  learnOwnChangedBy(changedBy: string): void {
    this.ownChangedBy ??= changedBy;
  }

  get knownOwnChangedBy(): string | null {
    return this.ownChangedBy;
  }

  /**
   * 200 with per-row errors: those rows failed, the others were applied. 400 with per-row errors:
   * every row failed (Shoptet's rule), nothing applied.
   */
  private async patchStock(data: Array<Record<string, string | number>>, hooks: SendHooks): Promise<RowsResult> {
    if (data.length === 0) return { failed: [] };
    if (data.length > this.maxRowsPerRequest) throw new Error(`At most ${this.maxRowsPerRequest} rows per request`);
    let answer: ShoptetResponse;
    try {
      answer = await this.http.request('PATCH', `/api/stocks/${this.stockId}/movements`, {
        body: { data },
        notIdempotent: true,
        beforeSend: hooks.beforeSend && (() => hooks.beforeSend!()),
      });
    } catch (error) {
      const errors = error instanceof EshopCallError && error.details.status === 400 ? error.details.errors : undefined;
      if (errors?.length) {
        // Every row failed; a row the errors do not name failed for the request's first reason.
        const byCode = new Map(errors.map((e) => [e.code, e]));
        return {
          failed: data.map((row) => {
            const code = String(row.productCode);
            const e = byCode.get(code) ?? errors[0];
            return { code, reason: e.reason, message: e.message };
          }),
        };
      }
      throw error;
    }
    return {
      failed: (answer.body.errors ?? []).map((e) => ({ code: e.instance, reason: e.errorCode, message: e.message })),
    };
  }
}
