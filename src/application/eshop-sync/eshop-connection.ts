import { formatMinuteCs } from '../../domain/dates/format-date';
import { countCs } from '../../domain/text/czech-plural';
import type { EshopSyncApi, EshopSyncStatusDto } from './eshop-sync-api.port';

const STATE_CS: Record<EshopSyncStatusDto['state'], string> = {
  not_connected: 'Nepřipojeno',
  connected: 'Připojeno',
  auth_failed: 'E-shop odmítl přístup',
  disconnected: 'Odpojeno',
};

/** The connection's state in Czech. */
export const stateLabel = (status: EshopSyncStatusDto | null) => (status ? STATE_CS[status.state] : '');

/** The last successful push to the minute, or null when nothing has been sent yet. */
export function lastPush(status: EshopSyncStatusDto | null): string | null {
  const at = status?.last_push_at;
  return at ? formatMinuteCs(new Date(at)) : null;
}

/** The server's Czech sentence for what stops or stalls the push, or null when all is well. */
export const pushProblem = (status: EshopSyncStatusDto | null): string | null =>
  status?.stalled ? (status.stalled_reason ?? status.state_detail) : null;

/**
 * The e-shop connection's calls as the settings card makes them (issue 28 item 6). Each answers the
 * status to show afterwards, or null when the app leaves for Shoptet's authorisation page.
 */
export class EshopConnection {
  constructor(
    private readonly api: EshopSyncApi,
    /** Leaves the app for Shoptet's authorisation page. */
    private readonly goTo: (url: string) => void,
  ) {}

  status = (): Promise<EshopSyncStatusDto> => this.api.status();
  retry = (): Promise<EshopSyncStatusDto> => this.api.retry();
  switched = (enabled: boolean): Promise<EshopSyncStatusDto> => this.api.setSyncEnabled(enabled);

  async connect(): Promise<null> {
    const { url } = await this.api.connect();
    this.goTo(url);
    return null;
  }

  /** A premium private API token, sent without the spaces a paste brings; `accepted` once taken, then the status. */
  async pasteToken(token: string, accepted: () => void): Promise<EshopSyncStatusDto> {
    await this.api.pastePrivateToken(token.trim());
    accepted();
    return this.api.status();
  }
}

/**
 * The chosen products' e-shop stock set to the warehouse's (an absolute write, queued); answers the
 * sentence for the admin. Nothing chosen sends nothing (null).
 */
export async function setEshopToWarehouse(
  api: Pick<EshopSyncApi, 'setToWarehouse'>,
  codes: readonly string[],
): Promise<string | null> {
  if (codes.length === 0) return null;
  const { queued } = await api.setToWarehouse(codes);
  return `E-shopu se nastaví stav skladu u ${countCs(queued, 'produktu', 'produktů', 'produktů')}.`;
}
