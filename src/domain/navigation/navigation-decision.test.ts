import { describe, expect, it } from 'vitest';
import type { RolePermissions } from '../permissions/role-permissions';
import { Scope } from '../permissions/scopes';
import { SCREENS } from '../../ui/routes/screen-table';
import * as navigation from './navigation-decision';
import { isSameAddress, type NavigationState } from './navigation-decision';
import { role } from '../permissions/testing/roles';

// The guard over the app's own route table, the one its screens are registered in.
const decideNavigation = (to: string, state: NavigationState) => navigation.decideNavigation(SCREENS, to, state);

const admin = role();
const noExports: RolePermissions = { ...admin, forbidden_scopes: [Scope.exportImport] };
const state = (over: Partial<NavigationState> = {}): NavigationState => ({
  online: true,
  signedIn: true,
  access: { role: admin, activeAddonIds: [6] },
  unsavedChanges: false,
  ...over,
});

describe('navigation guard', () => {
  it('R-NAV-01 offline leads to /offline except to login or appLoading', () => {
    expect(decideNavigation('/exports', state({ online: false }))).toEqual({ kind: 'redirect', to: '/offline' });
    expect(decideNavigation('/unauthorized', state({ online: false }))).toEqual({ kind: 'redirect', to: '/offline' });
    expect(decideNavigation('/login', state({ online: false }))).toEqual({ kind: 'allow' });
    expect(decideNavigation('/appLoading?nextUrl=%2F', state({ online: false }))).toEqual({ kind: 'allow' });
    // offline comes first: even without config the answer is /offline
    expect(decideNavigation('/exports', state({ online: false, access: null }))).toEqual({
      kind: 'redirect',
      to: '/offline',
    });
  });

  it('R-NAV-02 config not loaded leads to /appLoading with nextUrl', () => {
    expect(decideNavigation('/exports?tab=2', state({ access: null }))).toEqual({
      kind: 'redirect',
      to: '/appLoading?nextUrl=%2Fexports%3Ftab%3D2',
    });
    expect(decideNavigation('/appLoading?nextUrl=%2F', state({ access: null }))).toEqual({ kind: 'allow' });
  });

  it('R-PERM-04 a signed-out user is sent to login with nextUrl', () => {
    expect(decideNavigation('/exports', state({ signedIn: false, access: null }))).toEqual({
      kind: 'redirect',
      to: '/login?nextUrl=%2Fexports',
    });
  });

  it('R-NAV-03 the unauthorized route is always allowed once config is loaded', () => {
    const blocked: RolePermissions = {
      ...admin,
      settings_fe: { allowed_apps: ['balic'] },
      blacklist_urls: ['/unauthorized'],
    };
    expect(decideNavigation('/unauthorized', state({ access: { role: blocked, activeAddonIds: [] } }))).toEqual({
      kind: 'allow',
    });
  });

  it('R-NAV-04 permission failure leads to /unauthorized, unknown paths pass to notFound', () => {
    expect(decideNavigation('/exports', state({ access: { role: noExports, activeAddonIds: [] } }))).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(decideNavigation('/exports', state())).toEqual({ kind: 'allow' });
    expect(decideNavigation('/no/such/page', state())).toEqual({ kind: 'allow' });
  });

  it('R-NAV-05 unsaved changes ask first, but only after the earlier steps', () => {
    expect(decideNavigation('/exports', state({ unsavedChanges: true }))).toEqual({ kind: 'confirmLeave' });
    expect(decideNavigation('/exports', state({ unsavedChanges: true, online: false }))).toEqual({
      kind: 'redirect',
      to: '/offline',
    });
    expect(
      decideNavigation('/exports', state({ unsavedChanges: true, access: { role: noExports, activeAddonIds: [] } })),
    ).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('same address ignores query and trailing slash', () => {
    expect(isSameAddress('/exports/', '/exports?x=1')).toBe(true);
    expect(isSameAddress('/exports', '/eans')).toBe(false);
  });
});
