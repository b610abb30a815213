import type { AuthApi } from '../ports/auth-api.port';
import type { ConfigApi } from '../ports/config-api.port';
import type { LoadedConfig } from './config-types';

/**
 * What /appLoading does before any guarded route: client info, app config, the user's role,
 * the e-shop config and the stocks, fetched in parallel. The role is looked up by role_id;
 * a user whose role is missing is refused every scope rather than granted all of them.
 */
export async function loadConfig(auth: AuthApi, config: ConfigApi): Promise<LoadedConfig> {
  const [client, app, roles, eshop, stocks, addons] = await Promise.all([
    auth.clientInfo(),
    config.appConfig(),
    config.roles(),
    config.eshop(),
    config.stocks(),
    config.addons(),
  ]);
  const role = roles.find((r) => r.id === client.role_id) ?? missingRole(client.role_id);
  return { client, app, role, eshop, stocks, addons };
}

/** No role record: forbid everything, including scopes added later (the '*' entry is never a real scope). */
function missingRole(id: number): LoadedConfig['role'] {
  return {
    id,
    allowed_scopes: [],
    forbidden_scopes: ['*'],
    blacklist_urls: ['/'],
    settings_fe: { allowed_apps: ['-'] },
  };
}
