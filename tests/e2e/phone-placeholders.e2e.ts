import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { RelocationPage } from './support/pages';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 24 item 19: every text field's placeholder on the scanning screens fits a phone 390 px wide (the
// 'phone' viewport). The text is measured in the field's own font against the room inside its padding.
let server: Runtime;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = appUrl(DEV_HOST, Number(new URL(server.url).port), '');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Overflow {
  placeholder: string;
  text: number;
  room: number;
}

/** The visible fields whose placeholder is wider than the room inside the field. */
function overflowing(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((el) => el.offsetParent !== null && el.placeholder)
      .map((el) => {
        const cs = getComputedStyle(el, '::placeholder');
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const own = getComputedStyle(el);
        const room = el.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        return { placeholder: el.placeholder, text: Math.ceil(ctx.measureText(el.placeholder).width), room };
      })
      .filter((f) => f.text > f.room);
  });
}

describe('placeholders on a phone', () => {
  it('no placeholder of a scanning screen is cut off at 390 px', async () => {
    const { page, errors } = await openSignedIn(browser, base, 'admin', 'phone');
    const api = (method: string, path: string, body?: unknown) => apiCall(page, base, method, path, body);
    const list = await api('PUT', '/ao/integration/shoplist/', {
      reference: 'E2E-PH-1',
      name: 'E2E telefon',
      supplier: 'Hobby Import s.r.o.',
      products: [{ code: 'ZAH0020', amount_expected: 2 }],
    });
    const locations = (await api('GET', '/location/')).body as Array<{ id: number; name: string }>;
    const check = await api('POST', '/inventory_check/start/', {
      name: 'E2E telefon',
      locations: [locations.find((l) => l.name === 'E-01-1')!.id],
    });

    const found: Array<Overflow & { screen: string }> = [];
    const look = async (screen: string, ready: string) => {
      await page.getByTestId(ready).first().waitFor();
      await screenshot(page, `placeholders-${screen.replace(/\W+/g, '-')}`);
      for (const o of await overflowing(page)) found.push({ screen, ...o });
    };
    for (const type of ['add', 'remove', 'location_check', 'location_change']) {
      await page.goto(`${base}/products/${type}`);
      await look(`/products/${type}`, 'scan-input');
    }
    await page.goto(`${base}/products/add-ao`);
    await look('/products/add-ao', 'shoplist-card');
    await page.goto(`${base}/products/add-ao/${list.body.shoplist_id}`);
    await look('/products/add-ao/:id', 'shoplist-reference');
    await page.goto(`${base}/locations/chaos_change`);
    await look('/locations/chaos_change', 'chaos-queue');
    await page.goto(`${base}/stocktaking`);
    await look('/stocktaking', 'stocktaking-list');
    await page.goto(`${base}/stocktaking/detail/${check.body.id}`);
    await look('/stocktaking/detail/:id', 'count-input');
    await page.goto(`${base}/locations/relocation_rules`);
    const reloc = new RelocationPage(page);
    await reloc.rules.waitFor();
    await reloc.createCategory('E2E telefon', 'C', 'E', 'ZAH016', 5, 8);
    await reloc.openSuggestions('E2E telefon');
    await look('/locations/relocation_rules (návrhy)', 'suggestions');
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
