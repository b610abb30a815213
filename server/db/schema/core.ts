// Drizzle mirror of migrations/0001_core.sql. The SQL files are the source of truth for the
// database; these declarations give the queries their types. Keep both in step.
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface PrintSettingsJson {
  manual: Record<string, unknown>;
  automated: Record<string, unknown>;
}
export interface MultieanDelimitersJson {
  delimiters: string[];
  num: number;
}
export interface ImageCutJson {
  name: string;
  cdnPath: string;
}

export const eshops = pgTable('eshops', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  name: text('name').notNull(),
  isPublicApi: boolean('is_public_api').notNull().default(false),
  syncPublicApiStock: boolean('sync_public_api_stock').notNull().default(false),
  stockLocationsMode: text('stock_locations_mode').$type<'basic' | 'chaos'>().notNull().default('basic'),
  multieanDelimiters: jsonb('multiean_delimiters').$type<MultieanDelimitersJson>().notNull(),
  commonSettings: jsonb('common_settings').$type<Record<string, unknown>>().notNull(),
  modules: jsonb('modules').$type<string[]>().notNull(),
  printSettings: jsonb('print_settings').$type<PrintSettingsJson>().notNull(),
  imageCuts: jsonb('image_cuts').$type<ImageCutJson[]>().notNull(),
  contactName: text('contact_name').notNull().default(''),
});

export const eshopStatus = pgTable('eshop_status', {
  eshopId: integer('eshop_id').primaryKey(),
  stage: text('stage'),
  lastUpdate: timestamp('last_update', { withTimezone: true }),
  counter: integer('counter'),
  sync: boolean('sync').notNull().default(false),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  name: text('name').notNull(),
  allowedScopes: jsonb('allowed_scopes').$type<string[] | null>(),
  forbiddenScopes: jsonb('forbidden_scopes').$type<string[] | null>(),
  blacklistUrls: jsonb('blacklist_urls').$type<string[]>().notNull(),
  allowedApps: jsonb('allowed_apps').$type<string[]>().notNull(),
});

export const clients = pgTable('clients', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id').notNull(),
  isSuperadmin: boolean('is_superadmin').notNull().default(false),
  stockEshopId: integer('stock_eshop_id'),
});

export const clientEshops = pgTable(
  'client_eshops',
  {
    clientId: integer('client_id').notNull(),
    eshopId: integer('eshop_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.eshopId] })],
);

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  clientId: integer('client_id').notNull(),
  orgId: integer('org_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const addons = pgTable('addons', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 0005: hidden add-ons are left out unless the caller asks to ignore visibility. */
  visible: boolean('visible').notNull().default(true),
});
export const orgAddons = pgTable(
  'org_addons',
  {
    orgId: integer('org_id').notNull(),
    addonId: integer('addon_id').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.addonId] })],
);

export const services = pgTable('services', {
  module: text('module').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull().default('application'),
});
export const orgServices = pgTable(
  'org_services',
  {
    orgId: integer('org_id').notNull(),
    module: text('module').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.module] })],
);

export const products = pgTable(
  'products',
  {
    eshopId: integer('eshop_id').notNull(),
    code: text('code').notNull(),
    ean: text('ean'),
    name: text('name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    image: text('image'),
  },
  (t) => [primaryKey({ columns: [t.eshopId, t.code] })],
);

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
});

export const sectors = pgTable('sectors', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  zoneId: integer('zone_id'),
  sectorName: text('sector_name').notNull(),
  order: integer('order').notNull().default(0),
  picking: boolean('picking').notNull().default(false),
  multipleBatches: boolean('multiple_batches').notNull().default(false),
  nonStock: boolean('non_stock').notNull().default(false),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  sectorId: integer('sector_id').notNull(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
