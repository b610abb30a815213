import { describe, expect, it, vi } from 'vitest';
import { FakeTabCloseWarning } from '../../application/shell/testing-fakes';
import { Scope } from '../../domain/permissions/scopes';
import { NavigationGuardViewModel } from './navigation-guard.view-model';
import { PreventLeaveService } from '../global/prevent-leave.service';
import { ADMIN_ROLE, loadedConfig } from './testing/shell-fixtures';
import { SCREENS } from '../routes/screen-table';

function setup(over: { online?: boolean; signedIn?: boolean; loaded?: boolean; forbidden?: string[] } = {}) {
  const preventLeave = new PreventLeaveService(new FakeTabCloseWarning());
  const config =
    over.loaded === false ? null : loadedConfig({ role: { ...ADMIN_ROLE, forbidden_scopes: over.forbidden ?? null } });
  const guard = new NavigationGuardViewModel({
    session: { signedIn: over.signedIn ?? true },
    config: { config },
    connectivity: { online: over.online ?? true },
    preventLeave,
    routes: SCREENS,
  });
  const navigate = vi.fn();
  return { guard, navigate, preventLeave };
}

describe('navigation guard view-model', () => {
  it('R-NAV-01 offline navigation lands on /offline and remembers where the user wanted to go', () => {
    const { guard, navigate } = setup({ online: false });
    guard.navigate('/', '/exports', navigate);
    expect(navigate).toHaveBeenCalledWith('/offline', undefined);
    expect(guard.lastWanted).toBe('/exports');
    guard.navigate('/', '/login', navigate);
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined);
  });

  it('R-NAV-02 without config the first load is redirected to /appLoading?nextUrl', () => {
    const { guard } = setup({ loaded: false });
    expect(guard.redirectFor('/eans')).toBe('/appLoading?nextUrl=%2Feans');
    expect(guard.redirectFor('/appLoading?nextUrl=%2Feans')).toBeNull();
  });

  it('R-NAV-03 R-NAV-04 a forbidden route goes to /unauthorized, which itself is always reachable', () => {
    const { guard, navigate } = setup({ forbidden: [Scope.printing] });
    guard.navigate('/', '/printing', navigate);
    expect(navigate).toHaveBeenCalledWith('/unauthorized', undefined);
    expect(guard.redirectFor('/unauthorized')).toBeNull();
    expect(guard.redirectFor('/printing')).toBe('/unauthorized');
  });

  it('R-NAV-05 unsaved changes hold the navigation until the user chooses to leave', async () => {
    const { guard, navigate, preventLeave } = setup();
    preventLeave.enable();
    guard.navigate('/products/add', '/eans', navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(preventLeave.dialog?.title).toBe('Neuložené změny');
    await preventLeave.choose('leave');
    expect(navigate).toHaveBeenCalledWith('/eans', undefined);
    // the back button cannot be held: redirectFor ignores unsaved changes
    preventLeave.enable();
    expect(guard.redirectFor('/eans')).toBeNull();
  });

  it('R-PERM-04 a signed-out user is sent to /login with nextUrl', () => {
    const { guard } = setup({ signedIn: false, loaded: false });
    expect(guard.redirectFor('/settings')).toBe('/login?nextUrl=%2Fsettings');
  });
});
