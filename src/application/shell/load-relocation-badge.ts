import { relocationBadgeCount } from '../../domain/menu/relocation-badge';
import type { LiveUpdates } from '../live/live-updates.port';
import type { ConfigApi } from '../ports/config-api.port';

/** R-MENU-05: the count of products waiting for relocation in the current e-shop. */
export async function loadRelocationBadge(api: ConfigApi, eshopName: string): Promise<number> {
  const answer = await api.warehouseWidget();
  return relocationBadgeCount(answer.warehouse_widgets ?? [], eshopName);
}

/**
 * R-MENU-05: the badge of one e-shop, loaded now and again after every stock change committed on any
 * device. Returns what stops the listening (another e-shop, or signed out).
 */
export function watchRelocationBadge(
  api: ConfigApi,
  live: LiveUpdates | undefined,
  eshopName: string,
  loaded: (count: number) => void,
): () => void {
  const refresh = async () => {
    try {
      loaded(await loadRelocationBadge(api, eshopName));
    } catch (e) {
      // SPEC 8: a failed badge is silent for the user.
      console.error('Relocation badge could not be loaded', e);
    }
  };
  void refresh();
  return live?.onChange(['stock'], () => void refresh()) ?? (() => undefined);
}
