import type { Locator, Page } from 'playwright-core';
import { localStorageOf } from './browser';

/** The catalogue screens' page objects (selectors by role and Czech text first). */
export class ProductDiffsPage {
  constructor(
    private readonly page: Page,
    private readonly base: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.base}/product_diffs`);
    await this.page.locator('[data-testid="product-diffs"]').waitFor();
  }
  tab(title: 'Smazané produkty' | 'Skryté produkty' | 'Duplicitní EANy' | 'Sady'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${title}`) });
  }
  table(which: 'orphan' | 'invisible' | 'set' | 'duplicates'): Locator {
    return this.page.locator(`[data-testid="product-diffs-${which}"]`);
  }
  removeButton(code: string, location: string): Locator {
    return this.page.getByRole('button', { name: `Vyskladnit ${code} z ${location}` });
  }
  async confirmRemoval(): Promise<void> {
    await this.page.locator('.bp6-alert').getByRole('button', { name: 'Vyskladnit' }).click();
  }
  get notice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Vyskladněno' });
  }
}

/** /eans: boxes (multi-EAN products) and the delimiter settings. */
export class EansPage {
  constructor(
    private readonly page: Page,
    private readonly base: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.base}/eans`);
    await this.page.locator('[data-testid="eans"]').waitFor();
  }
  async createBox(ean: string, code: string, amount: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Nové balení' }).click();
    await this.page.getByLabel('EAN balení').fill(ean);
    await this.page.getByLabel('Kód produktu').fill(code);
    await this.page.getByLabel('Počet kusů v balení').fill(String(amount));
    await this.page.getByRole('dialog').getByRole('button', { name: 'Uložit' }).click();
  }
  get table(): Locator {
    return this.page.locator('[data-testid="eans-table"]');
  }
  get formError(): Locator {
    return this.page.getByRole('dialog').getByRole('alert');
  }
  async closeForm(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Zrušit' }).click();
  }
  get preview(): Locator {
    return this.page.locator('[data-testid="delimiter-preview"]');
  }
  async typeSample(text: string): Promise<void> {
    await this.page.getByLabel('Ukázkový sken').fill(text);
  }
}

/** Calls of the API with the signed-in app's own token (the e-shop integration's side in tests). */
export async function apiCall(page: Page, base: string, method: string, path: string, body?: unknown) {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${base}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers of many shapes
}
