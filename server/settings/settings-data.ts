import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addons, eshops, orgAddons, packerWarehouseConfig } from '../db/schema';

/**
 * GET {settings}/addons/: the organisation's add-ons. `activeOnly` leaves out the switched-off ones
 * (each answer then carries only id and name, as the app reads it; otherwise `active` too);
 * `ignoreVisibility` includes the add-ons the organisation does not show in its settings.
 */
export async function orgAddonList(
  db: Db,
  orgId: number,
  { activeOnly, ignoreVisibility }: { activeOnly: boolean; ignoreVisibility: boolean },
) {
  const rows = await db
    .select({ id: addons.id, name: addons.name, active: orgAddons.active })
    .from(orgAddons)
    .innerJoin(addons, eq(addons.id, orgAddons.addonId))
    .where(
      and(
        eq(orgAddons.orgId, orgId),
        activeOnly ? eq(orgAddons.active, true) : undefined,
        ignoreVisibility ? undefined : eq(addons.visible, true),
      ),
    )
    .orderBy(asc(addons.id));
  return activeOnly ? rows.map(({ id, name }) => ({ id, name })) : rows;
}

/**
 * GET {settings}/balic_a_sklad/config/: what the packer and the warehouse share, from the
 * organisation's row (none yet: no shared apps or settings), with its e-shops and their modes.
 */
export async function packerAndWarehouseConfig(db: Db, orgId: number) {
  const [config] = await db.select().from(packerWarehouseConfig).where(eq(packerWarehouseConfig.orgId, orgId));
  const shops = await db
    .select({ eshop_id: eshops.id, eshop_name: eshops.name, mode: eshops.stockLocationsMode })
    .from(eshops)
    .where(eq(eshops.orgId, orgId))
    .orderBy(asc(eshops.id));
  return { org_id: orgId, apps: config?.apps ?? [], shared: config?.shared ?? {}, eshops: shops };
}
