import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shoptet signs a webhook with the lowercase hex HMAC-SHA1 of the raw body, keyed with the
 * installation's signature key, in `Shoptet-Webhook-Signature` (SHOPTET.md §7). Checked over the
 * bytes as received: a re-serialised body may differ from what Shoptet signed.
 */
export function webhookSignature(key: string, rawBody: string | Uint8Array): string {
  return createHmac('sha1', key).update(rawBody).digest('hex');
}

export function isWebhookSignatureValid(key: string, rawBody: string | Uint8Array, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{40}$/i.test(given.trim())) return false;
  const expected = Buffer.from(webhookSignature(key, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.trim().toLowerCase(), 'hex'));
}
