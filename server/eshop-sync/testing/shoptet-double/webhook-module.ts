import { randomBytes } from 'node:crypto';
import { webhookSignature } from '../../webhooks/signature';
import type { DoubleShop } from './double-state';
import { error, pageOf, type ShoptetDouble } from './double-server';
import { shoptetDateTime } from './stock-module';

/**
 * Webhooks as Shoptet keeps them per installation (SHOPTET.md §7): one URL per event (a second gives
 * 422 webhook-exists), the signature key renewed by POST …/renew-signature-key, and deliveries signed
 * with HMAC-SHA1 of the raw body. Fault switches: a forged signature, none, a replay of the last body.
 */
interface Hook {
  id: number;
  event: string;
  url: string;
  created: Date;
}

interface ShopHooks {
  hooks: Hook[];
  signatureKey: string | null;
  lastBody?: string;
}

const byShop = new WeakMap<DoubleShop, ShopHooks>();
let nextId = 1;

export function hooksOf(shop: DoubleShop): ShopHooks {
  let h = byShop.get(shop);
  if (!h) {
    h = { hooks: [], signatureKey: null };
    byShop.set(shop, h);
  }
  return h;
}

const asWebhook = (h: Hook) => ({
  id: h.id,
  event: h.event,
  url: h.url,
  created: shoptetDateTime(h.created),
  updated: null,
  sendPayload: null,
});

export function webhookModule(double: ShoptetDouble): void {
  double.route('POST', '/api/webhooks', ({ shop, body }) => {
    const hooks = hooksOf(shop!);
    const wanted = ((body as { data?: Array<{ event: string; url: string }> })?.data ?? []).slice();
    const exists = wanted.find((w) => hooks.hooks.some((h) => h.event === w.event));
    if (exists)
      return { status: 422, errors: [error('webhook-exists', 'Webhook already exists for this event', exists.event)] };
    const made = wanted.map((w) => ({ id: nextId++, event: w.event, url: w.url, created: double.now }));
    hooks.hooks.push(...made);
    return { status: 201, data: { webhooks: made.map(asWebhook) } };
  });

  double.route('GET', '/api/webhooks', ({ shop, query }) => {
    const page = pageOf(hooksOf(shop!).hooks.map(asWebhook), query, { itemsPerPage: 20, max: 500 });
    return { status: 200, data: { webhooks: page.items, paginator: page.paginator } };
  });

  double.route('POST', '/api/webhooks/renew-signature-key', ({ shop }) => {
    const signatureKey = randomBytes(16).toString('hex');
    hooksOf(shop!).signatureKey = signatureKey;
    return { status: 200, data: { signatureKey } };
  });
}

export type Delivery = 'signed' | 'forged' | 'unsigned';

/** Shoptet sends the event to the URL registered for it; answers the receiver's status (0: none registered). */
export async function deliverWebhook(
  double: ShoptetDouble,
  shop: DoubleShop,
  event: string,
  eventInstance: string,
  delivery: Delivery = 'signed',
): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify({
    eshopId: shop.eshopId,
    event,
    eventCreated: shoptetDateTime(double.now),
    eventInstance,
  });
  return post(shop, event, body, delivery);
}

/** The last delivered body once more, as Shoptet does when it retries or duplicates a notification. */
export async function replayLastWebhook(shop: DoubleShop, event: string): Promise<{ status: number; body: unknown }> {
  return post(shop, event, hooksOf(shop).lastBody!, 'signed');
}

async function post(shop: DoubleShop, event: string, body: string, delivery: Delivery) {
  const hooks = hooksOf(shop);
  const hook = hooks.hooks.find((h) => h.event === event) ?? hooks.hooks[0];
  if (!hook) return { status: 0, body: null };
  hooks.lastBody = body;
  const signature =
    delivery === 'signed'
      ? webhookSignature(hooks.signatureKey ?? '', body)
      : delivery === 'forged'
        ? webhookSignature(randomBytes(16).toString('hex'), body)
        : undefined;
  const res = await fetch(hook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'shoptet-webhook-signature': signature } : {}) },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
