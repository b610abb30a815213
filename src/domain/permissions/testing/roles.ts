import type { RolePermissions } from '../role-permissions';

/** A role for tests: every scope, no blacklisted address and no other app, unless `over` says otherwise. */
export const role = (over: Partial<RolePermissions> = {}): RolePermissions => ({
  id: 1,
  allowed_scopes: null,
  forbidden_scopes: null,
  blacklist_urls: [],
  settings_fe: { allowed_apps: [] },
  ...over,
});
