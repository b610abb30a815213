// Drizzle mirror of migrations/0004_login_attempts.sql.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginAttempts = pgTable('login_attempts', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
