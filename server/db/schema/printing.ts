// Drizzle mirror of migrations/0010_printing.sql.
import { bigint, bigserial, boolean, customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const printAgentTokens = pgTable('print_agent_tokens', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  eshopId: integer('eshop_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  name: text('name').notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const printComputers = pgTable('print_computers', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  uuid: text('uuid').notNull(),
  name: text('name').notNull(),
  tokenId: integer('token_id').notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

export const printPrinters = pgTable('print_printers', {
  id: serial('id').primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  computerId: integer('computer_id').notNull(),
  identifier: text('identifier').notNull(),
  name: text('name').notNull(),
  uri: text('uri').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  reachable: boolean('reachable').notNull().default(true),
});

export const printDocuments = pgTable('print_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  token: text('token').notNull().unique(),
  clientId: integer('client_id').notNull(),
  templateId: integer('template_id').notNull(),
  labelCount: integer('label_count').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PrintJobStatus = 'queued' | 'sending' | 'printed' | 'failed';

export const printJobs = pgTable('print_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eshopId: integer('eshop_id').notNull(),
  documentId: bigint('document_id', { mode: 'number' }).notNull(),
  printerId: integer('printer_id').notNull(),
  clientId: integer('client_id').notNull(),
  status: text('status').$type<PrintJobStatus>().notNull().default('queued'),
  detail: text('detail'),
  ippJobId: integer('ipp_job_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  takenAt: timestamp('taken_at', { withTimezone: true }),
  /** Set when the agent downloads the PDF: from then on the job may have reached the printer. */
  pdfFetchedAt: timestamp('pdf_fetched_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
