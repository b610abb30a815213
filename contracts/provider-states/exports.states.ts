import { readFileSync } from 'node:fs';
import type { ProviderContext, ProviderStates } from './provider-context';

/** An opening-stock import of e-shop 101 uploaded and checked, not applied: a fixed id far above the sequence. */
export const IMPORT_EXAMPLE = { id: 990001, eshopId: 101 } as const;

const FILE = new URL('../fixtures/opening-stock.csv', import.meta.url);

async function putUploadedImport(ctx: ProviderContext): Promise<void> {
  await ctx.signInAs('admin');
  const bytes = readFileSync(FILE);
  const rows = bytes
    .toString('utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
  // A fresh fingerprint each time: the state is set up again for every interaction that names it.
  const fingerprint = `pact-${Date.now()}-${Math.random()}`;
  await ctx.runtime.database.query(`DELETE FROM import_sessions WHERE id = $1`, [IMPORT_EXAMPLE.id]);
  await ctx.runtime.database.query(
    `INSERT INTO import_sessions (id, eshop_id, client_id, kind, file_name, encoding, fingerprint, headers, rows, mapping)
     SELECT $1, $2, c.id, 'stock', 'opening-stock.csv', 'utf-8', $3, $4::jsonb, $5::jsonb, $6::jsonb FROM clients c WHERE c.username = 'admin'`,
    [
      IMPORT_EXAMPLE.id,
      IMPORT_EXAMPLE.eshopId,
      fingerprint,
      JSON.stringify(rows[0]),
      JSON.stringify({ cells: rows.slice(1), formulas: [] }),
      JSON.stringify({ location: 0, code: 1, amount: 2, batch: null, expiry: null }),
    ],
  );
}

export const exportsStates: ProviderStates = {
  'signed in as admin with an uploaded opening-stock import': putUploadedImport,
};
