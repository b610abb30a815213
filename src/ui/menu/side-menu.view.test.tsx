import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { TokenSession } from '../../application/session/token-session';
import { FakePageReload, FakeViewport } from '../../application/shell/testing-fakes';
import { MemoryStore } from '../../application/testing/memory-store';
import { SnackbarStore } from '../global/snackbar.store';
import { loadedConfig, strictFake } from '../shell/testing/shell-fixtures';
import { SideMenuView } from './side-menu.view';
import { SideMenuViewModel } from './side-menu.view-model';
import { MENU_ENTRIES } from '../routes/screen-table';
import { DEV_BUILD } from '../../domain/menu/testing/build-info-fixture';

afterEach(cleanup);

function renderMenu(config = loadedConfig(), signOut = vi.fn(async () => undefined)) {
  const store = new MemoryStore();
  const vm = new SideMenuViewModel({
    config: { config },
    session: { signOut },
    store,
    viewport: new FakeViewport(1440),
    auth: strictFake<AuthApi>('AuthApi', {}),
    configApi: strictFake<ConfigApi>('ConfigApi', { warehouseWidget: async () => ({ warehouse_widgets: [] }) }),
    tokens: new TokenSession(store),
    page: new FakePageReload(),
    snackbar: new SnackbarStore(),
    buildInfo: { ...DEV_BUILD, version: '1.2.3', branch: 'feature/x', dev: false },
    product: 'sklad',
    menuEntries: MENU_ENTRIES,
    links: { userSettings: 'https://auth.example/settings', orgNote: 'https://app.example/organisation-note' },
  });
  render(<SideMenuView vm={vm} />);
  return { vm, signOut };
}

describe('side menu view', () => {
  it('R-MENU-13 has the fixed entries; user settings open the auth host in a new tab; sign-out signs out', () => {
    const { signOut } = renderMenu();
    for (const text of ['Zavřít menu', 'Ostatní služby', 'Nastavení uživatele', 'Odhlásit se'])
      expect(screen.getByText(text)).toBeTruthy();
    const settings = screen.getByTestId('menu-user-settings');
    expect(settings.getAttribute('href')).toBe('https://auth.example/settings');
    expect(settings.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByText('Odhlásit se'));
    expect(signOut).toHaveBeenCalled();
  });

  it('R-MENU-13 Ostatní služby opens a popup of sibling apps that open in a new tab', async () => {
    renderMenu();
    fireEvent.click(screen.getByText('Ostatní služby'));
    const list = await screen.findByTestId('other-services');
    const link = within(list).getByText('Balíkovač').closest('a')!;
    expect(link.getAttribute('href')).toBe('/apps/balic/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(list).queryByText('Sklad')).toBeNull();
  });

  it('R-MENU-11 shows organisation, client and the build block without the branch for a production build', () => {
    renderMenu();
    expect(screen.getByTestId('menu-org').textContent).toContain('Demo s.r.o.');
    expect(screen.getByTestId('menu-client').textContent).toContain('Alena Adminová');
    const build = screen.getByTestId('build-info').textContent!;
    expect(build).toContain('Sklad v1.2.3');
    expect(build).toContain('03.11.25 14:05');
    expect(build).toContain('abc1234');
    expect(build).not.toContain('feature/x');
  });

  it('R-PERM-06 R-MENU-12 a superadmin sees the banner; the org note keeps line breaks and links to its page', () => {
    renderMenu(loadedConfig({ superadmin: true, note: 'První řádek\nDruhý řádek' }));
    expect(screen.getByTestId('superadmin-banner').textContent).toBe('SuperAdmin · Demo s.r.o.');
    const note = screen.getByTestId('org-note');
    expect(note.textContent).toBe('První řádek\nDruhý řádek');
    expect(note.className).toContain('sk-menu__note');
    expect(screen.getByTestId('org-note-link').getAttribute('href')).toBe('https://app.example/organisation-note');
  });

  it('R-PERM-06 no banner for other users', () => {
    renderMenu();
    expect(screen.queryByTestId('superadmin-banner')).toBeNull();
    expect(screen.queryByTestId('org-note')).toBeNull();
  });

  it('R-MENU-09 the Sklad selector lists the stocks when there is more than one', () => {
    renderMenu();
    fireEvent.click(screen.getByLabelText('Sklad'));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Zahrada a dům', 'Sklad 2']);
  });

  it('R-MENU-14 external items open in a new tab with the open-in-new icon; a group runs its on-opening callback', () => {
    const { vm } = renderMenu();
    const onOpening = vi.fn();
    act(() =>
      vm.setItems('bottom', [
        { text: 'Nápověda', href: 'https://help.example', testId: 'help' },
        { text: 'Skupina', testId: 'grp', onOpening, subLinks: [{ text: 'Pod', to: '/pod' }] },
      ]),
    );
    const help = screen.getByTestId('help');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.querySelector('.sk-menu__external')).toBeTruthy();
    fireEvent.click(screen.getByTestId('grp'));
    expect(onOpening).toHaveBeenCalledTimes(1);
  });
});
