import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NotSignedIn } from '../../failures';
import { rowsOf as rows } from '../../db/sql-rows';
import { markConnected, markDisconnected } from '../connection-repository';
import type { EshopConnector } from '../eshop-connector.port';
import type { TokenCipher } from '../token-cipher';
import { applyProductChange } from './apply-product-change';
import { isWebhookSignatureValid } from './signature';

/** A Shoptet notification (SHOPTET.md §7): `eventInstance` is always a string. */
export interface ShoptetNotification {
  eshopId: number;
  event: string;
  eventCreated: string;
  eventInstance: string;
}

export interface WebhookDeps {
  db: Db;
  cipher: TokenCipher | undefined;
  /** The e-shop's API client (undefined when it has no usable connection). */
  /** The e-shop's connector (the port), to read a changed product. */
  connectorFor: (eshopId: number) => Promise<Pick<EshopConnector, 'readProduct'> | undefined>;
  /** A snapshot job finished: look at its result (the snapshot worker). */
  onJobFinished: (eshopId: number, jobId: string) => Promise<void>;
}

export type WebhookOutcome = { applied: string } | { ignored: 'replay' | 'not-ours' | 'own-echo' | 'unknown-event' };

export const FORGED_CS = 'Podpis webhooku nesouhlasí. Nic nebylo změněno.';

const SUSPENDED_CS = 'Doplněk Sklad je v Shoptetu pozastavený. Synchronizace stojí, dokud ho Shoptet znovu nepovolí.';
const UNINSTALLED_CS =
  'Doplněk Sklad byl v Shoptetu odinstalován. Synchronizace stojí, dokud e-shop znovu nepřipojíte.';

/**
 * One webhook as Shoptet sent it. The signature is checked over the raw bytes with the key of the
 * Sklad e-shop the body's `eshopId` maps to before anything is read or written: an unknown shop, a
 * missing or wrong signature is 401 (NotSignedIn) and nothing is applied. A body seen before (Shoptet
 * delivers again; there is no event id) is ignored. `stock:movement` is not a product change: the stock
 * push reads the movement list itself and tells our own writes (`changedBy`) from the e-shop's.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const note = parseNotification(rawBody);
  if (!note) throw new NotSignedIn(FORGED_CS);
  const [shop] = await rows<{ eshop_id: number; sealed: string | null }>(
    deps.db,
    sql`SELECT s.eshop_id, w.signature_key_sealed AS sealed FROM shoptet_shops s
        LEFT JOIN shoptet_webhook_settings w ON w.eshop_id = s.eshop_id
        WHERE s.shoptet_eshop_id = ${note.eshopId}`,
  );
  const key = shop?.sealed && deps.cipher ? safeDecrypt(deps.cipher, shop.sealed) : undefined;
  if (!shop || !key || !isWebhookSignatureValid(key, rawBody, signature)) throw new NotSignedIn(FORGED_CS);
  const eshopId = shop.eshop_id;

  const hash = createHash('sha256').update(rawBody).digest('hex');
  const seen = await rows(deps.db, sql`SELECT 1 FROM shoptet_webhook_receipts WHERE body_hash = ${hash}`);
  if (seen.length) return { ignored: 'replay' };
  const outcome = await dispatch(deps, eshopId, note);
  // Recorded only once handled: a failure answers 5xx and Shoptet's next delivery is not taken for a replay.
  await deps.db.execute(
    sql`INSERT INTO shoptet_webhook_receipts (body_hash, eshop_id, event) VALUES (${hash}, ${eshopId}, ${note.event})
        ON CONFLICT DO NOTHING`,
  );
  return outcome;
}

async function dispatch(deps: WebhookDeps, eshopId: number, note: ShoptetNotification): Promise<WebhookOutcome> {
  switch (note.event) {
    case 'product:create':
    case 'product:update':
    case 'product:delete': {
      const connector = await deps.connectorFor(eshopId);
      if (!connector) return { ignored: 'not-ours' };
      const change = note.event === 'product:delete' ? 'delete' : 'edit';
      const result = await applyProductChange(deps.db, connector, eshopId, note.eventInstance, change);
      return { applied: result.outcome };
    }
    case 'job:finished':
      await deps.onJobFinished(eshopId, note.eventInstance);
      return { applied: 'job' };
    case 'addon:suspend':
      await setShopStatus(deps.db, eshopId, 'suspended');
      await markDisconnected(deps.db, eshopId, SUSPENDED_CS);
      return { applied: 'suspended' };
    case 'addon:uninstall':
    case 'addon:terminate':
      await setShopStatus(deps.db, eshopId, 'uninstalled');
      await markDisconnected(deps.db, eshopId, UNINSTALLED_CS);
      return { applied: 'uninstalled' };
    case 'addon:approve':
      await setShopStatus(deps.db, eshopId, 'active');
      await markConnected(deps.db, eshopId);
      return { applied: 'active' };
    case 'stock:movement':
      // Our own PATCH echoes here too; the push reads the movements after its cursor and skips changedBy = us.
      return { ignored: 'own-echo' };
    default:
      return { ignored: 'unknown-event' };
  }
}

async function setShopStatus(db: Db, eshopId: number, status: 'active' | 'suspended' | 'uninstalled') {
  await db.execute(
    sql`UPDATE shoptet_shops SET status = ${status}, status_changed_at = now() WHERE eshop_id = ${eshopId}`,
  );
}

function parseNotification(rawBody: string): ShoptetNotification | undefined {
  try {
    const body = JSON.parse(rawBody) as Partial<ShoptetNotification>;
    if (!Number.isInteger(body.eshopId) || typeof body.event !== 'string' || typeof body.eventInstance !== 'string')
      return undefined;
    return body as ShoptetNotification;
  } catch {
    return undefined;
  }
}

function safeDecrypt(cipher: TokenCipher, sealed: string): string | undefined {
  try {
    return cipher.decrypt(sealed);
  } catch {
    return undefined;
  }
}
