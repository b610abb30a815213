// Every area's tables, for drizzle's typed queries. One file per area, one migration per area.
export * from './core';
export * from './ledger';
export * from './auth';
export * from './printing';
export * from './settings';
export * from './documents';
