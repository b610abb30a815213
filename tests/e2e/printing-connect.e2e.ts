import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupsAvailable } from '../support/private-cups';
import { screenshot } from './support/browser';
import { startPrintingSite, type PrintingSite } from './support/printing-site';

// Issue 24 item 9 in Chromium: a shop admin connects a PC from /printing without a developer (a pairing code and
// the agent's download and install links for Linux and Windows), and a shop without an agent prints a preview
// through the browser's own print dialog.
const WAIT = { timeout: 30_000 };

describe.skipIf(!cupsAvailable())('connecting a printer from the printing screen', () => {
  let site: PrintingSite;
  let page: Page;

  beforeAll(async () => {
    site = await startPrintingSite('desktop');
    page = site.page;
    // Count print() calls of any frame instead of opening the real dialog.
    await page.context().addInitScript(() => {
      window.print = () => {
        const top = window.top as unknown as { __printed?: number };
        top.__printed = (top.__printed ?? 0) + 1;
      };
    });
    await page.goto(`${site.base}/printing`);
    await page.locator('[data-testid="printing-screen"]').waitFor(WAIT);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('shows a pairing code with the Linux and Windows install links, and the code pairs an agent once', async () => {
    const card = page.locator('[data-testid="connect-by-code"]');
    await card.getByPlaceholder('Název počítače k párování, např. PC u příjmu').fill('PC na expedici');
    await card.getByRole('button', { name: 'Vytvořit párovací kód' }).click();
    const text = await card.locator('[data-testid="pairing-code"]').textContent(WAIT);
    const code = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/.exec(text ?? '')?.[0];
    expect(code, text ?? '').toBeTruthy();
    expect(text).toMatch(/platí do \d{1,2}:\d{2} a jen jednou/);
    const linux = await card.getByRole('button', { name: 'Instalace pro Linux' }).getAttribute('href');
    const windows = await card.getByRole('button', { name: 'Instalace pro Windows' }).getAttribute('href');
    const agent = await card.getByRole('button', { name: 'Stáhnout agenta' }).getAttribute('href');
    expect(linux).toMatch(new RegExp(`/api/cloud-print/agent/install/linux\\.sh\\?code=${code}$`));
    expect(windows).toMatch(new RegExp(`/api/cloud-print/agent/install/windows\\.ps1\\?code=${code}$`));
    expect(agent).toMatch(/\/api\/cloud-print\/agent\/download\/sklad-print-agent\.mjs$/);
    // Blueprint's AnchorButton is a link with the role of a button.
    await card.getByText(`curl -fsSL '${linux}' | sudo sh`).waitFor(WAIT);
    await card.getByText(`irm '${windows}' | iex`).waitFor(WAIT);
    const script = await fetch(linux!);
    expect(await script.text()).toContain(`CODE='${code}'`);
    await screenshot(page, 'printing-pairing-code');
    const pair = (c: string) =>
      fetch(`${site.base}/api/cloud-print/agent/pair/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: c }),
      });
    expect((await pair(code!)).status).toBe(200);
    expect((await pair(code!)).status).toBe(400);
  });

  it('prints the label preview through the browser: "Tisknout v prohlížeči"', async () => {
    const product = page.locator('[data-testid="product-labels"]');
    await product.getByLabel('Kód nebo EAN produktu').fill('ZAH0001');
    await product.getByRole('button', { name: 'Náhled' }).click();
    await page.locator('[data-testid="printing-preview"]').waitFor(WAIT);
    const popup = page
      .context()
      .waitForEvent('page', { timeout: 5_000 })
      .catch(() => null);
    await page.getByRole('button', { name: 'Tisknout v prohlížeči' }).click();
    // The frame's print dialog, or (a browser that will not print a PDF frame) the PDF in a tab of its own.
    const printed = await page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0);
    const opened = printed > 0 ? null : await popup;
    expect(printed > 0 || opened?.url().includes('/api/cloud-print/documents/')).toBe(true);
  });
});
