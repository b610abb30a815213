import type {
  CustomShoplistState,
  ProcessAnswer,
  ShoplistComment,
  ShoplistDetail,
  ShoplistProduct,
  ShoplistSummary,
} from '../../api/receiving.schema';

export type ShoplistSummaryDto = typeof ShoplistSummary.Type;
export type ShoplistDetailDto = typeof ShoplistDetail.Type;
export type ShoplistProductDto = typeof ShoplistProduct.Type;
export type ShoplistCommentDto = typeof ShoplistComment.Type;
export type CustomStateDto = typeof CustomShoplistState.Type;
export type ProcessAnswerDto = typeof ProcessAnswer.Type;

export interface ShoplistFilter {
  state: 'open' | 'processed' | 'all';
  status: number | null;
  archived: boolean;
}

/**
 * SPEC 7 "Shopping lists". Receiving itself stocks in through StockMovementsApi.stockIn with
 * fromList and the list's id (POST /inventory/ao/). Writes carry an idempotency key.
 */
export interface ReceivingApi {
  shoplists(filter: ShoplistFilter): Promise<ShoplistSummaryDto[]>;
  search(q: string): Promise<ShoplistSummaryDto[]>;
  customStates(): Promise<CustomStateDto[]>;
  shoplist(id: number): Promise<ShoplistDetailDto>;
  comments(id: number): Promise<ShoplistCommentDto[]>;
  addComment(id: number, body: string, idempotencyKey: string): Promise<ShoplistCommentDto>;
  changeStatus(id: number, status: number | null, idempotencyKey: string): Promise<ShoplistSummaryDto>;
  archive(id: number, idempotencyKey: string): Promise<ShoplistSummaryDto>;
  process(
    id: number,
    options: { move_missing: boolean; create_extras: boolean },
    idempotencyKey: string,
  ): Promise<ProcessAnswerDto>;
}
export const ReceivingApi = Symbol.for('ReceivingApi');
