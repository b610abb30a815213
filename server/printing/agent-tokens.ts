// Device tokens of the print agent: made by an admin of the e-shop, shown once, kept only as a hash.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { printAgentTokens } from '../db/schema';
import { NotSignedIn } from '../failures';

export interface AgentIdentity {
  tokenId: number;
  eshopId: number;
  orgId: number;
}

const TOKEN_PREFIX = 'skpa_';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createAgentToken(
  db: Db,
  actor: { eshopId: number; orgId: number; clientId: number },
  name: string,
  now: Date,
): Promise<{ token: string; name: string; hash: string }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.insert(printAgentTokens).values({
    orgId: actor.orgId,
    eshopId: actor.eshopId,
    tokenHash: hashOf(token),
    name: name.trim(),
    createdBy: actor.clientId,
    createdAt: now,
  });
  return { token, name: name.trim(), hash: hashOf(token) };
}

export async function agentOfToken(db: Db, token: string | undefined): Promise<AgentIdentity> {
  if (!token?.startsWith(TOKEN_PREFIX)) throw new NotSignedIn('Tiskový agent není přihlášen (chybí platný klíč).');
  const [row] = await db
    .select()
    .from(printAgentTokens)
    .where(and(eq(printAgentTokens.tokenHash, hashOf(token)), isNull(printAgentTokens.revokedAt)));
  if (!row) throw new NotSignedIn('Klíč tiskového agenta je neplatný nebo zrušený.');
  return { tokenId: row.id, eshopId: row.eshopId, orgId: row.orgId };
}
