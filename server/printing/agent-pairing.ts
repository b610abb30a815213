// Pairing a print agent by a short code (issue 24 item 9): the printing screen makes a code; the agent on the
// shop PC exchanges it, once and within minutes, for its device key. No developer, no key copied by hand.
import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badInput } from '../failures';
import { rowsOf } from '../db/sql-rows';
import { createAgentToken } from './agent-tokens';

/** Minutes a code may wait for its agent: long enough to download and install, short enough to be worthless later. */
export const PAIRING_MINUTES = 15;
// No 0/O, 1/I/L: read off a screen and typed on another PC. 31^8 ≈ 8.5·10^11 codes.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const normalised = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashOf = (code: string) => createHash('sha256').update(normalised(code)).digest('hex');

export const PAIRING_REFUSED =
  'Párovací kód neplatí: je špatně opsaný, už byl použit, nebo vypršel. Na obrazovce Tisk štítků vytvořte nový.';

export async function createPairingCode(
  db: Db,
  actor: { eshopId: number; orgId: number; clientId: number },
  name: string,
  now: Date,
): Promise<{ code: string; name: string; expires_at: string }> {
  const raw = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const code = `${raw.slice(0, 4)}-${raw.slice(4)}`;
  const expires = new Date(now.getTime() + PAIRING_MINUTES * 60_000);
  await db.execute(
    sql`INSERT INTO print_agent_pairing_codes (org_id, eshop_id, code_hash, name, created_by, created_at, expires_at)
      VALUES (${actor.orgId}, ${actor.eshopId}, ${hashOf(code)}, ${name.trim()}, ${actor.clientId}, ${now.toISOString()}, ${expires.toISOString()})`,
  );
  return { code, name: name.trim(), expires_at: expires.toISOString() };
}

/** The code spent (at most once: the UPDATE takes it) for a device key of the e-shop that made it. */
export async function pairAgent(db: Db, code: string, now: Date): Promise<{ token: string; name: string }> {
  return db.transaction(async (tx) => {
    const [taken] = await rowsOf<{ id: number; org_id: number; eshop_id: number; name: string; created_by: number }>(
      tx,
      sql`UPDATE print_agent_pairing_codes SET used_at = ${now.toISOString()}
        WHERE code_hash = ${hashOf(code)} AND used_at IS NULL AND expires_at > ${now.toISOString()}
        RETURNING id, org_id, eshop_id, name, created_by`,
    );
    if (!taken) throw badInput(PAIRING_REFUSED);
    const made = await createAgentToken(
      tx as unknown as Db,
      { eshopId: taken.eshop_id, orgId: taken.org_id, clientId: taken.created_by },
      taken.name,
      now,
    );
    await tx.execute(
      sql`UPDATE print_agent_pairing_codes SET token_id = (SELECT id FROM print_agent_tokens WHERE token_hash = ${made.hash})
        WHERE id = ${taken.id}`,
    );
    return { token: made.token, name: made.name };
  });
}
