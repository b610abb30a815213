import type { Locator, Page } from 'playwright-core';

// Page object of the application shell (side menu, top bar, global interface), for shell-*.e2e.ts.
export class ShellPage {
  constructor(readonly page: Page) {}

  get menu(): Locator {
    return this.page.getByTestId('side-menu');
  }
  get toggle(): Locator {
    return this.page.getByTestId('menu-toggle');
  }
  get snackbar(): Locator {
    return this.page.getByTestId('snackbar');
  }
  get title(): Locator {
    return this.page.getByTestId('page-title');
  }

  async menuIsOpen(): Promise<boolean> {
    return (await this.menu.getAttribute('class'))?.includes('is-open') ?? false;
  }

  async openMenu(): Promise<void> {
    if (!(await this.menuIsOpen())) await this.toggle.click();
    await this.page.getByTestId('menu-logout').waitFor({ state: 'visible' });
  }

  /** Test ids of the menu's top-level entries and, after opening every group, of their sublinks. */
  async entries(): Promise<{ top: string[]; sub: Record<string, string[]> }> {
    await this.openMenu();
    const list = this.page.getByTestId('menu-list');
    const top = await list
      .locator(':scope > li > [data-testid]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    const sub: Record<string, string[]> = {};
    for (const group of top.filter((id) => id.startsWith('menu-group-'))) {
      const button = this.page.getByTestId(group);
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      sub[group] = await button
        .locator('xpath=..')
        .locator('.sk-menu__sublist [data-testid]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    }
    return { top, sub };
  }
}
