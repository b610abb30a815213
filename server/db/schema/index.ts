// The tables drizzle's typed queries name, one file per area. The SQL migrations are the source of truth; a table
// that only plain SQL reads and writes (the movement documents, the e-shop outbox) has no mirror here.
export * from './core';
export * from './ledger';
export * from './auth';
export * from './printing';
export * from './settings';
