import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EshopCallError } from '../eshop-connector.port';
import type { ShoptetHttp } from '../shoptet/shoptet-http';
import type { TokenCipher } from '../token-cipher';
import { PRODUCT_INCLUDE } from '../shoptet/shoptet-connector';
import { recordJobResult, recordRequestedRun, recordRunFailed } from './snapshot-run';

/** The webhooks the install half listens to; `job:finished` must exist before any snapshot is asked for. */
export const WEBHOOK_EVENTS = ['job:finished', 'product:create', 'product:update', 'product:delete'] as const;

const JOB_FAILED_CS = 'Shoptet nedokončil export produktů. Synchronizaci spusťte znovu z nastavení.';

/**
 * The first synchronisation's start (SHOPTET.md §5): a fresh webhook signature key (sealed), the
 * webhooks registered (an existing one is fine), then the products snapshot requested; the run waits
 * for `job:finished`. The banner shows from here on.
 */
export async function startFirstSync(
  db: Db,
  cipher: TokenCipher,
  http: ShoptetHttp,
  eshopId: number,
  webhookUrl: string,
  now: Date,
): Promise<string> {
  const key = await http.request<{ signatureKey: string }>('POST', '/api/webhooks/renew-signature-key');
  await db.execute(
    sql`INSERT INTO shoptet_webhook_settings (eshop_id, signature_key_sealed)
        VALUES (${eshopId}, ${cipher.encrypt(key.body.data!.signatureKey)})
        ON CONFLICT (eshop_id) DO UPDATE SET signature_key_sealed = excluded.signature_key_sealed`,
  );
  const registered = new Set<string>();
  for await (const page of http.pages<{ event: string; url: string }>('/api/webhooks', 'webhooks'))
    for (const w of page) if (w.url === webhookUrl) registered.add(w.event);
  const missing = WEBHOOK_EVENTS.filter((e) => !registered.has(e));
  if (missing.length) {
    try {
      await http.request('POST', '/api/webhooks', {
        body: { data: missing.map((event) => ({ event, url: webhookUrl })) },
      });
    } catch (error) {
      // Registered meanwhile (another node, an earlier attempt): Shoptet answers 422 webhook-exists.
      if (!(error instanceof EshopCallError && error.details.status === 422)) throw error;
    }
  }
  const job = await http.request<{ jobId: string }>('GET', '/api/products/snapshot', {
    query: { include: PRODUCT_INCLUDE },
  });
  const jobId = job.body.data!.jobId;
  await recordRequestedRun(db, eshopId, jobId, now);
  return jobId;
}

/**
 * `job:finished` (or a late look at a job whose webhook did not come): a completed job's result becomes
 * importable; a failed one ends the run with a Czech reason. Answers whether an import can start.
 */
export async function takeJobResult(db: Db, http: ShoptetHttp, eshopId: number, jobId: string, now: Date) {
  const answer = await http.request<{
    job: { status: string; resultUrl: string | null; log: string | null };
  }>('GET', `/api/system/jobs/${encodeURIComponent(jobId)}`);
  const job = answer.body.data!.job;
  if (job.status === 'completed' && job.resultUrl) return recordJobResult(db, eshopId, jobId, job.resultUrl);
  if (['failed', 'killed', 'expired'].includes(job.status) || job.status === 'completed')
    await recordRunFailed(db, eshopId, JOB_FAILED_CS, now);
  return false;
}
