// Drizzle mirror of migrations/0005_settings_data.sql (the addons.visible column is in core.ts).
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';

export const packerWarehouseConfig = pgTable('packer_warehouse_config', {
  orgId: integer('org_id').primaryKey(),
  apps: jsonb('apps').$type<string[]>().notNull().default([]),
  shared: jsonb('shared').$type<Record<string, unknown>>().notNull().default({}),
});
