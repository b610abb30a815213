// Drizzle mirror of migrations/0002_ledger.sql (the SQL file is the source of truth).
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const productFlags = pgTable(
  'product_flags',
  {
    eshopId: integer('eshop_id').notNull(),
    code: text('code').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    isSet: boolean('is_set').notNull().default(false),
    requireBatch: boolean('require_batch').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eshopId, t.code] })],
);

export const batches = pgTable('batches', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  expiresAt: date('expires_at', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customProducts = pgTable('custom_products', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  ean: text('ean').notNull(),
  code: text('code').notNull(),
  amount: integer('amount').notNull(),
});

export const stockBalances = pgTable(
  'stock_balances',
  {
    eshopId: integer('eshop_id').notNull(),
    locationId: integer('location_id').notNull(),
    code: text('code').notNull(),
    sarzeId: integer('sarze_id').notNull().default(0),
    amount: integer('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eshopId, t.locationId, t.code, t.sarzeId] })],
);

export const stockChanges = pgTable('stock_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  clientId: integer('client_id').notNull(),
  clientName: text('client_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  action: text('action').notNull(),
  source: text('source').notNull(),
  locationName: text('location_name'),
  shoptetSync: boolean('shoptet_sync').notNull().default(false),
  revertsId: bigint('reverts_id', { mode: 'number' }),
  revertedById: bigint('reverted_by_id', { mode: 'number' }),
  /** The movement document whose posting made this change (migrations/0012_documents.sql). */
  documentId: integer('document_id'),
  /** The order whose dispatch this stock-out is (migrations/0080_dispatch_order_code.sql). */
  orderCode: text('order_code'),
});

export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  changeId: bigint('change_id', { mode: 'number' }).notNull(),
  eshopId: integer('eshop_id').notNull(),
  locationId: integer('location_id').notNull(),
  locationName: text('location_name').notNull(),
  code: text('code').notNull(),
  sarzeId: integer('sarze_id').notNull().default(0),
  amount: integer('amount').notNull(),
  beforeAmount: integer('before_amount').notNull(),
  afterAmount: integer('after_amount').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    eshopId: integer('eshop_id').notNull(),
    clientId: integer('client_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eshopId, t.clientId, t.key] })],
);
