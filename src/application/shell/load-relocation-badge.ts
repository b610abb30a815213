import { relocationBadgeCount } from '../../domain/menu/relocation-badge';
import type { ConfigApi } from '../ports/config-api.port';

/** R-MENU-05: the count of products waiting for relocation in the current e-shop. */
export async function loadRelocationBadge(api: ConfigApi, eshopName: string): Promise<number> {
  const answer = await api.warehouseWidget();
  return relocationBadgeCount(answer.warehouse_widgets ?? [], eshopName);
}
