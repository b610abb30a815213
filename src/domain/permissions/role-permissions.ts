// The permission record of a role as the settings service returns it (SPEC 3, Role permissions).
export interface RolePermissions {
  id: number;
  allowed_scopes: readonly string[] | null;
  forbidden_scopes: readonly string[] | null;
  blacklist_urls: readonly string[];
  settings_fe: { allowed_apps: readonly string[] };
}

/**
 * SPEC 6: a scope is permitted when no forbidden list exists, or it is in allowed_scopes,
 * or it is not in forbidden_scopes. The allowed list is an exception list on top of the
 * forbidden one, so a scope both allowed and forbidden is permitted.
 */
export function isScopePermitted(role: RolePermissions, scope: string): boolean {
  if (!role.forbidden_scopes) return true;
  if (role.allowed_scopes?.includes(scope)) return true;
  return !role.forbidden_scopes.includes(scope);
}

/** SPEC 6: the app must be in allowed_apps; an empty list allows every app. */
export function isAppAllowed(role: RolePermissions, app: string): boolean {
  const apps = role.settings_fe.allowed_apps;
  return apps.length === 0 || apps.includes(app);
}

/**
 * SPEC 6: the current URL must not be blacklisted. An entry matches the path itself or any
 * path below it, so blacklisting '/exports' also covers '/exports/…'.
 */
export function isUrlBlacklisted(role: RolePermissions, path: string): boolean {
  return role.blacklist_urls.some((entry) => {
    const base = entry.endsWith('/') && entry.length > 1 ? entry.slice(0, -1) : entry;
    return path === base || path.startsWith(base + '/');
  });
}
