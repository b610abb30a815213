import type { LedgerAction } from '../../src/domain/stock/stock-operations';
import type { Session } from '../session';

/** Who changes stock, and in which e-shop: taken from the session, never from a payload. */
export interface LedgerActor {
  eshopId: number;
  clientId: number;
  clientName: string;
}

export const actorOf = (s: Session): LedgerActor => ({
  eshopId: s.eshopId,
  clientId: s.clientId,
  clientName: s.clientName,
});

/** What the movement log says about a change. */
export interface ChangeMeta {
  action: LedgerAction;
  source: string;
  locationName: string | null;
  /** Requested sync, before the e-shop's public-API setting is applied. */
  shoptetSync: boolean;
  revertsId?: number;
  /** The movement document this change posts, linked in the log. */
  documentId?: number;
  /** The order whose dispatch this stock-out is: decides whether the e-shop is told (docs/decisions/eshop-sync.md). */
  orderCode?: string;
}

export type { LedgerAction };
