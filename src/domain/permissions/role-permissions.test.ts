import { describe, expect, it } from 'vitest';
import { isAppAllowed, isScopePermitted, isUrlBlacklisted } from './role-permissions';
import { role } from './testing/roles';

describe('role permissions', () => {
  it('R-PERM-01 every scope is permitted when no forbidden list exists', () => {
    expect(isScopePermitted(role({ forbidden_scopes: null }), 'sklad.inventura')).toBe(true);
  });
  it('R-PERM-01 a forbidden scope is refused unless allowed_scopes lists it', () => {
    const r = role({ forbidden_scopes: ['sklad.inventura', 'sklad.nastaveni'], allowed_scopes: ['sklad.nastaveni'] });
    expect(isScopePermitted(r, 'sklad.inventura')).toBe(false);
    expect(isScopePermitted(r, 'sklad.nastaveni')).toBe(true);
    expect(isScopePermitted(r, 'sklad.naskladneni')).toBe(true);
  });
  it('R-PERM-02 an empty allowed_apps allows every app, otherwise the app must be named', () => {
    expect(isAppAllowed(role({}), 'sklad')).toBe(true);
    expect(isAppAllowed(role({ settings_fe: { allowed_apps: ['balic'] } }), 'sklad')).toBe(false);
    expect(isAppAllowed(role({ settings_fe: { allowed_apps: ['balic', 'sklad'] } }), 'sklad')).toBe(true);
  });
  it('R-PERM-03 a blacklisted path and the paths below it are refused', () => {
    const r = role({ blacklist_urls: ['/exports'] });
    expect(isUrlBlacklisted(r, '/exports')).toBe(true);
    expect(isUrlBlacklisted(r, '/exports/x')).toBe(true);
    expect(isUrlBlacklisted(r, '/exportsx')).toBe(false);
    expect(isUrlBlacklisted(r, '/')).toBe(false);
  });
});
