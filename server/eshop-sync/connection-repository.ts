import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import type { TokenCipher } from './token-cipher';

type Executor = Pick<Tx, 'execute'>;

export type AuthKind = 'oauth' | 'private';
export type ConnectionState = 'connected' | 'auth_failed' | 'disconnected';
export type DispatchDeductedBy = 'warehouse' | 'eshop';

/** What a Sklad e-shop's connection holds, tokens left sealed. */
export interface EshopConnection {
  eshopId: number;
  platform: 'shoptet';
  baseUrl: string;
  authKind: AuthKind;
  /** Where an OAuth token is exchanged for API access tokens (Shoptet: the partner's …/getAccessToken). */
  oauthUrl: string | null;
  tokenCiphertext: string;
  accessCiphertext: string | null;
  accessExpiresAt: Date | null;
  stockId: number;
  ownChangedBy: string | null;
  syncEnabled: boolean;
  state: ConnectionState;
  stateDetail: string | null;
  dispatchDeductedBy: DispatchDeductedBy;
  lastPushAt: Date | null;
  lastProgressAt: Date | null;
}

export interface ConnectionInput {
  baseUrl: string;
  authKind: AuthKind;
  /** The OAuth token (authKind oauth) or the pasted private API token, in plain text: sealed here. */
  token: string;
  oauthUrl?: string | null;
  stockId: number;
  dispatchDeductedBy?: DispatchDeductedBy;
}

/** A server started without TOKEN_SECRET cannot seal tokens (docs/decisions/eshop-sync.md). */
export class NoTokenSecretError extends Error {
  constructor() {
    super('Server nemá nastavený TOKEN_SECRET, a proto nemůže bezpečně uložit přístup k e-shopu.');
  }
}

interface Row {
  eshop_id: number;
  platform: 'shoptet';
  base_url: string;
  auth_kind: AuthKind;
  oauth_url: string | null;
  token_ciphertext: string;
  access_ciphertext: string | null;
  access_expires_at: Date | string | null;
  stock_id: number;
  own_changed_by: string | null;
  sync_enabled: boolean;
  state: ConnectionState;
  state_detail: string | null;
  dispatch_deducted_by: DispatchDeductedBy;
  last_push_at: Date | string | null;
  last_progress_at: Date | string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const fromRow = (r: Row): EshopConnection => ({
  eshopId: Number(r.eshop_id),
  platform: r.platform,
  baseUrl: r.base_url,
  authKind: r.auth_kind,
  oauthUrl: r.oauth_url,
  tokenCiphertext: r.token_ciphertext,
  accessCiphertext: r.access_ciphertext,
  accessExpiresAt: date(r.access_expires_at),
  stockId: Number(r.stock_id),
  ownChangedBy: r.own_changed_by,
  syncEnabled: r.sync_enabled,
  state: r.state,
  stateDetail: r.state_detail,
  dispatchDeductedBy: r.dispatch_deducted_by,
  lastPushAt: date(r.last_push_at),
  lastProgressAt: date(r.last_progress_at),
});

/**
 * Saves (or replaces) an e-shop's connection: a new token means a new authorisation, so the cached
 * access token is dropped and the state is connected again. The install callback and the private
 * token paste both end here.
 */
export async function saveConnection(
  db: Executor,
  cipher: TokenCipher | undefined,
  eshopId: number,
  input: ConnectionInput,
): Promise<void> {
  if (!cipher) throw new NoTokenSecretError();
  const sealed = cipher.encrypt(input.token);
  await db.execute(sql`INSERT INTO eshop_connections (eshop_id, base_url, auth_kind, oauth_url, token_ciphertext, stock_id, dispatch_deducted_by)
    VALUES (${eshopId}, ${input.baseUrl}, ${input.authKind}, ${input.oauthUrl ?? null}, ${sealed}, ${input.stockId}, ${input.dispatchDeductedBy ?? 'warehouse'})
    ON CONFLICT (eshop_id) DO UPDATE SET base_url = EXCLUDED.base_url, auth_kind = EXCLUDED.auth_kind,
      oauth_url = EXCLUDED.oauth_url, token_ciphertext = EXCLUDED.token_ciphertext, stock_id = EXCLUDED.stock_id,
      access_ciphertext = NULL, access_expires_at = NULL, state = 'connected', state_detail = NULL,
      sync_enabled = true, updated_at = now()`);
  await syncPublicApiStock(db, eshopId, true);
}

/**
 * For a public-API e-shop (an add-on install) the ledger writes outbox rows only while the spec's
 * `sync_public_api_stock` is on (R-CFG-01). Connecting the add-on is the admin's choice to sync stock, so
 * it turns the flag on; otherwise a connected shop would never get a row. The card's switch then only
 * pauses sending (rows keep being written and wait), and the flag stays editable in the e-shop config.
 */
async function syncPublicApiStock(db: Executor, eshopId: number, enabled: boolean): Promise<void> {
  await db.execute(sql`UPDATE eshops SET sync_public_api_stock = ${enabled} WHERE id = ${eshopId}`);
}

export async function readConnection(db: Executor, eshopId: number): Promise<EshopConnection | undefined> {
  const [row] = await rows<Row>(db, sql`SELECT * FROM eshop_connections WHERE eshop_id = ${eshopId}`);
  return row ? fromRow(row) : undefined;
}

/** The e-shops whose stock is pushed now: connected and switched on. */
export async function syncingEshopIds(db: Executor): Promise<number[]> {
  const list = await rows<{ eshop_id: number }>(
    db,
    sql`SELECT eshop_id FROM eshop_connections WHERE sync_enabled AND state = 'connected' ORDER BY eshop_id`,
  );
  return list.map((r) => Number(r.eshop_id));
}

/** The tokens were refused: the push stops and the panel shows `detail` (Czech) until an admin reconnects. */
export async function markAuthFailed(db: Executor, eshopId: number, detail: string): Promise<void> {
  await db.execute(sql`UPDATE eshop_connections SET state = 'auth_failed', state_detail = ${detail},
    access_ciphertext = NULL, access_expires_at = NULL, updated_at = now() WHERE eshop_id = ${eshopId}`);
}

/** Uninstalled or suspended on the platform's side: no more calls until connected again. */
export async function markDisconnected(db: Executor, eshopId: number, detail: string): Promise<void> {
  await db.execute(sql`UPDATE eshop_connections SET state = 'disconnected', state_detail = ${detail},
    access_ciphertext = NULL, access_expires_at = NULL, updated_at = now() WHERE eshop_id = ${eshopId}`);
}

/** Resumed (e.g. addon:approve) with the token already stored. */
export async function markConnected(db: Executor, eshopId: number): Promise<void> {
  await db.execute(sql`UPDATE eshop_connections SET state = 'connected', state_detail = NULL, updated_at = now()
    WHERE eshop_id = ${eshopId}`);
}

export async function setSyncEnabled(db: Executor, eshopId: number, enabled: boolean): Promise<void> {
  await db.execute(
    sql`UPDATE eshop_connections SET sync_enabled = ${enabled}, updated_at = now() WHERE eshop_id = ${eshopId}`,
  );
}

export async function setDispatchDeductedBy(db: Executor, eshopId: number, by: DispatchDeductedBy): Promise<void> {
  await db.execute(
    sql`UPDATE eshop_connections SET dispatch_deducted_by = ${by}, updated_at = now() WHERE eshop_id = ${eshopId}`,
  );
}

export async function storeAccessToken(
  db: Executor,
  eshopId: number,
  ciphertext: string,
  expiresAt: Date,
): Promise<void> {
  await db.execute(sql`UPDATE eshop_connections SET access_ciphertext = ${ciphertext}, access_expires_at = ${expiresAt.toISOString()}::timestamptz
    WHERE eshop_id = ${eshopId}`);
}

/** Remembers how the platform names our own writes, the first time a confirmed push shows it. */
export async function rememberOwnChangedBy(db: Executor, eshopId: number, changedBy: string): Promise<void> {
  await db.execute(sql`UPDATE eshop_connections SET own_changed_by = ${changedBy}
    WHERE eshop_id = ${eshopId} AND own_changed_by IS NULL`);
}
