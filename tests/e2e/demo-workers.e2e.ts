import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 24 item 10 on a phone against the shared server: the demo has a worker for each floor job
// besides `skladnik` (README "Demo sign-ins"), who reaches that job's screen and is refused others.
// Location C-03-1 is this file's own.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const JOBS: Array<{ user: string; screen: string; testId: string; refused: [string, string] }> = [
  { user: 'inventura', screen: '/stocktaking', testId: 'stocktaking-list', refused: ['POST', '/inventory/'] },
  {
    user: 'prijem',
    screen: '/documents/receipt',
    testId: 'documents-receipt',
    refused: ['POST', '/inventory_check/list/'],
  },
  {
    user: 'presuny',
    screen: '/locations/relocation_rules',
    testId: 'relocation-rules',
    refused: ['POST', '/inventory/'],
  },
];

/** Bodies a permitted user would have accepted: the refusal must be for the scope, not the input. */
const REFUSED_BODY: Record<string, unknown> = {
  '/inventory/': { products: [{ code: 'ZAH0186', amount: 1 }], location_name: 'C-03-1' },
  '/inventory_check/list/': {},
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('demo workers for the floor jobs', () => {
  it.each(JOBS)(
    '$user signs in, reaches $screen and is refused another job',
    async ({ user, screen, testId, refused }) => {
      const { page, errors } = await openSignedIn(browser, base(), user, 'phone', screen);
      await page.getByTestId(testId).waitFor();
      await screenshot(page, `demo-worker-${user}`);
      const [method, path] = refused;
      const refusal = await apiCall(page, base(), method, path, REFUSED_BODY[path]);
      expect(refusal.status, JSON.stringify(refusal.body)).toBe(403);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('prijem stocks in, and the stock is there', async () => {
    const { page } = await openSignedIn(browser, base(), 'prijem', 'phone');
    const before = (
      await apiCall(page, base(), 'POST', '/inventory/search/', { q: 'ZAH0186', location_name: 'C-03-1' })
    ).body.amount as number;
    const stocked = await apiCall(page, base(), 'POST', '/inventory/', {
      products: [{ code: 'ZAH0186', amount: 2 }],
      location_name: 'C-03-1',
    });
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(200);
    const after = await apiCall(page, base(), 'POST', '/inventory/search/', { q: 'ZAH0186', location_name: 'C-03-1' });
    expect(after.body.amount).toBe(before + 2);
    await page.context().close();
  });
});
