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

  async waitUntilReady(timeout = 30_000): Promise<void> {
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/appLoading'), {
      timeout,
    });
    await this.page.waitForLoadState('networkidle');
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
