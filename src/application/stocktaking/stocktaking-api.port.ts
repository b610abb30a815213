import type {
  AddProductAnswer,
  AddProductRequest,
  CheckChanges,
  CheckDetail,
  CheckListRequest,
  CheckPage,
  CommitAnswer,
  CommitRequest,
  EditRequest,
  RemoveProductRequest,
  StartRequest,
} from '../../api/stocktaking.schema';

// The wire shapes the screens use, named here so the app's outer layers depend on the port only.
export type {
  AddProductAnswer,
  AddProductRequest,
  CheckChange,
  CheckChanges,
  CheckDetail,
  CheckPage,
  CheckStatusFilter,
  CheckSummary,
  CommitAnswer,
  CommitRequest,
  CountedLine,
  EditRequest,
  MovedChoice,
} from '../../api/stocktaking.schema';
export { CHECK_PAGE_SIZE } from '../../domain/stocktaking/check-paging';

/** Every write carries the key that makes a retry apply once. */
export interface WriteKey {
  idempotencyKey: string;
}

/**
 * SPEC 7 "Stock-taking": the nine /inventory_check/ calls. A commit (or a count entry) whose answer
 * lists errors rejects with OperationErrors (R-HTTP-08); other failures with the transport's ApiFailure.
 */
export interface StocktakingApi {
  list(request: CheckListRequest): Promise<CheckPage>;
  changes(id: number, listAll: boolean): Promise<CheckChanges>;
  detail(id: number, location?: string): Promise<CheckDetail>;
  edit(id: number, request: EditRequest, key: WriteKey): Promise<CheckDetail>;
  start(request: StartRequest, key: WriteKey): Promise<CheckDetail>;
  cancel(id: number, key: WriteKey): Promise<{ id: number; status: 'cancelled' }>;
  /** Idempotent by the request's own client_entry_id. */
  addProduct(request: AddProductRequest): Promise<AddProductAnswer>;
  removeProduct(request: RemoveProductRequest, key: WriteKey): Promise<{ removed: number }>;
  commit(request: CommitRequest, key: WriteKey): Promise<CommitAnswer>;
}
export const StocktakingApi = Symbol.for('StocktakingApi');
