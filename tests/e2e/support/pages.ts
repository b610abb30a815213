import type { Locator, Page } from 'playwright-core';

/**
 * Page objects: every selector the e2e tests use lives here, so a changed screen means one edit.
 * Selectors go by role and visible Czech text where the markup allows.
 */
export class SignInPage {
  constructor(private readonly page: Page) {}

  get username(): Locator {
    return this.page.locator('#login-username');
  }
  get password(): Locator {
    return this.page.locator('#login-password');
  }
  get submit(): Locator {
    return this.page.getByRole('button', { name: 'Přihlásit se' });
  }
  get error(): Locator {
    return this.page.getByRole('alert');
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/login`);
    await this.username.waitFor();
  }

  async fill(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
  }

  /** Fills the form and presses 'Přihlásit se'; does not wait for the outcome. */
  async submitAs(username: string, password = username): Promise<void> {
    await this.fill(username, password);
    await this.submit.click();
  }

  /** Signs in and waits until the app has loaded its configuration and left /appLoading. */
  async signInAs(username: string, password = username): Promise<void> {
    await this.submitAs(username, password);
    await new AppShell(this.page).waitUntilReady();
  }
}

/** The signed-in app (shell with side menu): signed in means we left /login and /appLoading. */
export class AppShell {
  constructor(private readonly page: Page) {}

  /** The top-bar toggle while the menu is closed (phone, or closed by the user). */
  get openMenuButton(): Locator {
    return this.page.getByRole('button', { name: 'Otevřít menu', exact: true });
  }

  /** 'Odhlásit se' among the menu's fixed entries. */
  get signOutControl(): Locator {
    return this.page
      .getByRole('button', { name: 'Odhlásit se', exact: true })
      .or(this.page.getByRole('menuitem', { name: 'Odhlásit se', exact: true }))
      .first();
  }

  /**
   * Signed in and the shell drawn: the configuration is loaded (that is what /appLoading waits for) and the
   * menu's own controls show. A screen's data is the test's own condition to wait for (a locator, a poll), not
   * half a second of quiet network after every page load.
   */
  async waitUntilReady(timeout = 30_000): Promise<void> {
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/appLoading'), {
      timeout,
    });
    await this.openMenuButton.or(this.signOutControl).first().waitFor({ state: 'visible', timeout });
  }

  async isOnSignIn(): Promise<boolean> {
    return new URL(this.page.url()).pathname.startsWith('/login');
  }

  /** Opens the side menu when it is closed (phone size starts closed), so its entries are visible. */
  async openMenu(): Promise<void> {
    if (await this.openMenuButton.isVisible()) await this.openMenuButton.click();
    await this.signOutControl.waitFor({ state: 'visible' });
  }

  /** Whether the signed-in user's name is shown (the menu shows it: R-MENU-11). */
  async showsClientName(name: string): Promise<boolean> {
    await this.openMenu();
    return this.page.getByText(name, { exact: false }).first().isVisible();
  }

  async signOut(): Promise<void> {
    await this.openMenu();
    await this.signOutControl.click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/login'));
  }
}

/** The stock-taking screens: the list at /stocktaking and the counting screen at /stocktaking/detail/:id. */
export class StocktakingPage {
  constructor(private readonly page: Page) {}

  get list(): Locator {
    return this.page.locator('[data-testid="stocktaking-list"]');
  }
  get counting(): Locator {
    return this.page.locator('[data-testid="stocktaking-count"]');
  }
  get progress(): Locator {
    return this.page.locator('[data-testid="count-progress"]');
  }
  get counters(): Locator {
    return this.page.locator('[data-testid="counters"]');
  }
  get notice(): Locator {
    return this.page.locator('[data-testid="count-notice"]');
  }
  get review(): Locator {
    return this.page.locator('[data-testid="review"]');
  }
  get movedLines(): Locator {
    return this.page.locator('[data-testid="moved-line"]');
  }
  get commitDone(): Locator {
    return this.page.locator('[data-testid="commit-done"]');
  }

  /** Starts a check over whole sectors from the list's dialog; ends on its counting screen. */
  async startOverSector(name: string, sectorName: string): Promise<number> {
    await this.page.getByRole('button', { name: 'Nová inventura' }).click();
    await this.page.getByLabel('Název inventury').fill(name);
    // Blueprint draws its own box over the input: click the label, as a finger does.
    await this.page.locator('label.bp6-checkbox', { hasText: `Sektor ${sectorName}` }).click();
    await this.page.getByRole('button', { name: 'Založit' }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/stocktaking/detail/'));
    await this.counting.waitFor();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  /** Types a code into the counting field and confirms it, as a hand-typed scan. */
  async scan(code: string): Promise<void> {
    const field = this.page.locator('[data-testid="count-input"]');
    await field.fill(code);
    await field.press('Enter');
  }

  async waitForLocation(name: string): Promise<void> {
    await this.page.locator('[data-testid="count-location"]').filter({ hasText: name }).waitFor();
  }

  /** The amount shown on the counted line of a product. */
  lineAmount(code: string): Locator {
    return this.page.locator(`[data-testid="count-line"][data-code="${code}"] [data-testid="count-amount"]`);
  }

  /** Marks the open location counted; where nothing was scanned the screen asks first, and this says it is empty. */
  async markCounted(): Promise<void> {
    await this.page.locator('[data-testid="mark-counted"]').click();
    const counted = this.page.locator('[data-testid="location-counted"]');
    const empty = this.page.getByRole('button', { name: 'Ano, pozice je prázdná' });
    await counted.or(empty).first().waitFor();
    if (await empty.isVisible()) await empty.click();
    await counted.waitFor();
  }

  async openReview(): Promise<void> {
    await this.page.locator('[data-testid="open-review"]').click();
    await this.review.waitFor();
  }

  async commit(): Promise<void> {
    await this.page.locator('[data-testid="commit"]').click();
  }
}

/** The relocation screens: the chaos queue (/locations/chaos_change) and the rules with their lists. */
export class RelocationPage {
  constructor(private readonly page: Page) {}

  get queue(): Locator {
    return this.page.getByTestId('chaos-queue');
  }
  get queueItems(): Locator {
    return this.page.getByTestId('queue-item');
  }
  get notice(): Locator {
    return this.page.getByTestId('chaos-notice');
  }
  get rules(): Locator {
    return this.page.getByTestId('relocation-rules');
  }
  get suggestions(): Locator {
    return this.page.getByTestId('suggestions');
  }
  get suggestionItems(): Locator {
    return this.page.getByTestId('suggestion');
  }
  get temporary(): Locator {
    return this.page.getByTestId('suggestions-temporary');
  }
  /** The relocation badge of the menu entry (absent when nothing waits). */
  get badge(): Locator {
    return this.page.getByTestId('menu-chaos-change-badge');
  }

  /** Types a code into the scan field and confirms it, as a hand-typed scan. */
  async scan(code: string): Promise<void> {
    const field = this.page.getByTestId('scan-input');
    await field.fill(code);
    await field.press('Enter');
  }

  async setAmount(amount: number): Promise<void> {
    await this.page.getByTestId('move-amount').fill(String(amount));
  }

  async confirmMove(): Promise<void> {
    await this.page.getByTestId('move-confirm').click();
  }

  /** Creates a category with one rule from one sector to another for codes starting with `prefix`. */
  async createCategory(name: string, from: string, to: string, prefix: string, min: number, max: number) {
    await this.page.getByTestId('category-new').click();
    const editor = this.page.getByTestId('category-editor');
    await editor.getByTestId('category-name').fill(name);
    await editor
      .getByTestId('from-sector')
      .filter({ hasText: `Sektor ${from}` })
      .click();
    await editor
      .getByTestId('to-sector')
      .filter({ hasText: `Sektor ${to}` })
      .click();
    await editor.getByTestId('rule-prefix').fill(prefix);
    await editor.getByLabel('Minimum na cíli').fill(String(min));
    await editor.getByLabel('Doplnit do').fill(String(max));
    await editor.getByTestId('category-save').click();
    await this.page.getByTestId('category').filter({ hasText: name }).waitFor();
  }

  async openSuggestions(category: string): Promise<void> {
    await this.page.getByTestId('category').filter({ hasText: category }).getByTestId('category-suggestions').click();
    await this.suggestions.waitFor();
  }
}
