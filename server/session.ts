import type { Database } from './db/client';
import type { TokenService } from './auth/tokens';
import type { LiveBus } from './live/live-bus';
import type { EshopSyncService } from './eshop-sync/eshop-sync-service';
import type { RolePermissions } from '../src/domain/permissions/role-permissions';

export interface ServerDeps {
  database: Database;
  tokens: TokenService;
  /** The clock, injectable so tests can expire tokens without waiting. */
  now: () => Date;
  /** Mark cookies Secure (behind https in production). */
  secureCookies: boolean;
  /** Live updates: committed changes told to every node's streams. */
  live: LiveBus;
  /** The e-shop connection and its stock push worker (server/eshop-sync). */
  eshopSync: EshopSyncService;
}

/** Who is calling, established once per request by the session middleware. */
export interface Session {
  clientId: number;
  orgId: number;
  /** The stock (e-shop) the token was issued for; every warehouse call works in it. */
  eshopId: number;
  username: string;
  clientName: string;
  isSuperadmin: boolean;
  role: RolePermissions;
  /** The sign-in's refresh-token family (absent in tokens issued before families existed). */
  familyId?: string;
}
