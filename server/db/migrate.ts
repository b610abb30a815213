import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrationTarget {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
}

/**
 * Applies the numbered SQL files of migrations/ that the database has not seen, each in its own
 * transaction, in file-name order. Hand-written SQL rather than generated, so that every area
 * owns its file and a reviewer sees exactly what runs.
 */
export async function applyMigrations(target: MigrationTarget): Promise<string[]> {
  await target.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Set((await target.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await target.exec(
      `BEGIN;\n${sql}\n;INSERT INTO schema_migrations(name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}
