import type { ConnectShoptetAnswer } from '../../api/eshop-install.schema';
import type { EshopSyncStatus, SetToWarehouseAnswer, StockComparison } from '../../api/eshop-sync.schema';

export type EshopSyncStatusDto = typeof EshopSyncStatus.Type;
export type StockComparisonDto = typeof StockComparison.Type;
export type ConnectShoptetDto = typeof ConnectShoptetAnswer.Type;

/** The e-shop connection as a settings admin sees it (issue 28 item 6): status, retry, switch, connecting. */
export interface EshopSyncApi {
  status(): Promise<EshopSyncStatusDto>;
  /** Failed rows go back to the queue; answers the status after that. */
  retry(): Promise<EshopSyncStatusDto>;
  setSyncEnabled(enabled: boolean): Promise<EshopSyncStatusDto>;
  /** Starts the Shoptet add-on authorisation; the browser goes to the answered URL. */
  connect(): Promise<ConnectShoptetDto>;
  /** Connects with a premium private API token instead of the add-on. */
  pastePrivateToken(token: string): Promise<void>;
  /** The products whose warehouse total differs from the e-shop's physical stock (asks the e-shop). */
  comparison(): Promise<StockComparisonDto>;
  /** Queues an absolute write of the warehouse's figure to the e-shop for the chosen products. */
  setToWarehouse(codes: readonly string[]): Promise<typeof SetToWarehouseAnswer.Type>;
}
export const EshopSyncApi = Symbol.for('EshopSyncApi');
