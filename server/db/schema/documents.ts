// Drizzle mirror of migrations/0012_documents.sql (the SQL file is the source of truth).
import { bigint, bigserial, date, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const movementDocumentSeries = pgTable(
  'movement_document_series',
  {
    eshopId: integer('eshop_id').notNull(),
    type: text('type').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eshopId, t.type, t.year] })],
);

export const movementDocuments = pgTable('movement_documents', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  type: text('type').$type<'receipt' | 'issue'>().notNull(),
  year: integer('year').notNull(),
  number: integer('number').notNull(),
  numberLabel: text('number_label').notNull(),
  partner: text('partner').notNull().default(''),
  documentDate: date('document_date', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  authorId: integer('author_id').notNull(),
  authorName: text('author_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const movementDocumentRows = pgTable('movement_document_rows', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  documentId: integer('document_id').notNull(),
  eshopId: integer('eshop_id').notNull(),
  locationId: integer('location_id').notNull(),
  productCode: text('product_code').notNull(),
  sarzeId: integer('sarze_id').notNull().default(0),
  amount: integer('amount').notNull(),
  status: text('status').$type<'queued' | 'posted'>().notNull().default('queued'),
  errorReason: text('error_reason'),
  errorDetail: text('error_detail'),
  changeId: bigint('change_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  postedAt: timestamp('posted_at', { withTimezone: true }),
});
