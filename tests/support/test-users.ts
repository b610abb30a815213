import { hashPassword } from '../../server/auth/passwords';
import { TEST_SCRYPT_N } from './database-template';
import { ALL_SCOPES, type ScopeName } from '../../src/domain/permissions/scopes';
import type { TestServer } from './test-server';

let nextId = 900;

/**
 * A user of the demo organisation with a role of its own: only `scopes` permitted (the role's
 * forbidden list holds every other scope), working in e-shop 101. Password = user name.
 */
export async function addUser(
  server: TestServer,
  username: string,
  { scopes, apps = [] }: { scopes: readonly ScopeName[]; apps?: readonly string[] },
): Promise<{ clientId: number; token: string }> {
  const id = nextId++;
  const forbidden = ALL_SCOPES.filter((s) => !scopes.includes(s));
  await server.database.query(
    `INSERT INTO roles (id, org_id, name, allowed_scopes, forbidden_scopes, allowed_apps) VALUES ($1, 1, $2, $3, $4, $5)`,
    [id, `Role ${username}`, JSON.stringify(scopes), JSON.stringify(forbidden), JSON.stringify(apps)],
  );
  await server.database.query(
    `INSERT INTO clients (id, org_id, username, name, password_hash, role_id, stock_eshop_id) VALUES ($1, 1, $2, $2, $3, $1, 101)`,
    [id, username, await hashPassword(username, TEST_SCRYPT_N)],
  );
  await server.database.query(`INSERT INTO client_eshops (client_id, eshop_id) VALUES ($1, 101)`, [id]);
  return { clientId: id, token: await server.login(username) };
}
