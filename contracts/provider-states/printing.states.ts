import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The printing pact's corner of e-shop 101 (admin's), with fixed ids far above the serial sequences: a
 * computer whose agent has just polled (so its printer is present), one printer, one generated PDF and one
 * printed job. A real agent is not needed to verify the calls the app makes.
 */
export const PRINTING_EXAMPLE = {
  eshopId: 101,
  computer: { id: 990001, uuid: 'pact-pc', name: 'PACT počítač' },
  printer: { id: 990001, identifier: 'PACT-Zebra', name: 'PACT Zebra' },
  document: { id: 990001, token: 'PACTPACTPACTPACTPACT01' },
  jobId: 990001,
  /** A batch of ZAH0001, as a movement in the log names it (reprint from the movement log). */
  batch: { id: 990001, name: 'PACT-L1' },
} as const;

async function putPrintingExample(ctx: ProviderContext): Promise<void> {
  const { computer, printer, document, jobId, eshopId, batch } = PRINTING_EXAMPLE;
  const now = ctx.runtime.deps.now();
  const q = (text: string, params: unknown[]) => ctx.runtime.database.query(text, params);
  await q(
    `INSERT INTO print_agent_tokens (id, org_id, eshop_id, token_hash, name, created_by) VALUES ($1, 1, $2, 'pact-token', 'PACT', 1)
     ON CONFLICT (id) DO NOTHING`,
    [computer.id, eshopId],
  );
  await q(
    `INSERT INTO print_computers (id, eshop_id, uuid, name, token_id, last_seen_at) VALUES ($1, $2, $3, $4, $1, $5)
     ON CONFLICT (id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [computer.id, eshopId, computer.uuid, computer.name, now],
  );
  await q(
    `INSERT INTO print_printers (id, eshop_id, computer_id, identifier, name, uri) VALUES ($1, $2, $3, $4, $5, 'ipp://127.0.0.1:9/printers/pact')
     ON CONFLICT (id) DO UPDATE SET is_active = true, is_visible = true, reachable = true`,
    [printer.id, eshopId, computer.id, printer.identifier, printer.name],
  );
  await q(
    `INSERT INTO print_documents (id, eshop_id, token, client_id, template_id, label_count, pdf, created_at)
     VALUES ($1, $2, $3, 1, 1, 1, $4, $5) ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at`,
    [document.id, eshopId, document.token, Buffer.from('%PDF-1.4\n%%EOF\n'), now],
  );
  await q(
    `INSERT INTO batches (id, eshop_id, code, name, expires_at) VALUES ($1, $2, 'ZAH0001', $3, '2027-12-31')
     ON CONFLICT (id) DO NOTHING`,
    [batch.id, eshopId, batch.name],
  );
  await q(
    `INSERT INTO print_jobs (id, eshop_id, document_id, printer_id, client_id, status, finished_at)
     VALUES ($1, $2, $3, $4, 1, 'printed', $5) ON CONFLICT (id) DO UPDATE SET status = 'printed'`,
    [jobId, eshopId, document.id, printer.id, now],
  );
}

export const printingStates: ProviderStates = {
  'signed in as admin with a connected print agent': async (ctx) => {
    await putPrintingExample(ctx);
    await ctx.signInAs('admin');
  },
};
