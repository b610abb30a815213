import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf as rows } from '../../db/sql-rows';

/** What the install reads from Shoptet's GET /api/eshop and /api/stocks. */
export interface ShopInfo {
  eshopId: number;
  name: string;
  url: string;
  email: string | null;
  imageCuts: Array<{ name: string; cdnPath: string }>;
  defaultStockId: number;
}

/** No password can match this until the admin sets one through the setup link (verifyPassword refuses it). */
export const NO_PASSWORD_YET = 'setup-pending';

/**
 * An install from Shoptet's add-on catalogue for a shop Sklad does not know: its organisation, its
 * e-shop (the Sklad stock) and its first admin (the shop's contact e-mail as the sign-in, no password
 * yet). Ids are the next free ones, taken under an advisory lock so two installs cannot pick the same.
 */
export async function createOrganisationForShop(
  tx: Tx,
  info: ShopInfo,
  contactEmail: string | undefined,
): Promise<{ orgId: number; eshopId: number; clientId: number }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sklad:new-organisation'))`);
  const next = async (table: string) =>
    (await rows<{ id: number }>(tx, sql.raw(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`)))[0].id;
  const orgId = await next('organisations');
  const eshopId = await next('eshops');
  const roleId = await next('roles');
  const clientId = await next('clients');
  await tx.execute(sql`INSERT INTO organisations (id, name) VALUES (${orgId}, ${info.name})`);
  await tx.execute(
    sql`INSERT INTO eshops (id, org_id, name, is_public_api, contact_name) VALUES (${eshopId}, ${orgId}, ${info.name}, true, ${info.name})`,
  );
  await tx.execute(
    sql`INSERT INTO roles (id, org_id, name, allowed_scopes, forbidden_scopes, blacklist_urls, allowed_apps)
        VALUES (${roleId}, ${orgId}, 'Administrátor', NULL, NULL, '[]', '[]')`,
  );
  const wanted = (contactEmail || info.email || '').trim().toLowerCase();
  const [taken] = wanted ? await rows(tx, sql`SELECT 1 FROM clients WHERE username = ${wanted}`) : [1];
  const username = taken ? `shoptet-${info.eshopId}` : wanted;
  await tx.execute(
    sql`INSERT INTO clients (id, org_id, username, name, password_hash, role_id, stock_eshop_id)
        VALUES (${clientId}, ${orgId}, ${username}, 'Administrátor e-shopu', ${NO_PASSWORD_YET}, ${roleId}, ${eshopId})`,
  );
  await tx.execute(sql`INSERT INTO client_eshops (client_id, eshop_id) VALUES (${clientId}, ${eshopId})`);
  return { orgId, eshopId, clientId };
}
