import type { SessionRow } from './session-row';
import type { AccessClaims } from './tokens';

/** Sign-ins remembered per process at most; the oldest is forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * The last row each sign-in's check read, in this process. It is never trusted: it is only the guess
 * a keyed write decides its policies on while the real check rides in the write's transaction
 * (docs/decisions/server-load.md, issue 29). A guess the check contradicts is corrected and the
 * request is answered from the real row.
 */
const remembered = new Map<string, SessionRow>();

const keyOf = (claims: AccessClaims) => `${claims.sub}/${claims.org}/${claims.eshop}/${claims.fam ?? ''}`;

export function rememberedRow(claims: AccessClaims): SessionRow | undefined {
  return remembered.get(keyOf(claims));
}

export function rememberRow(claims: AccessClaims, row: SessionRow): void {
  const key = keyOf(claims);
  remembered.delete(key);
  remembered.set(key, row);
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
}

export function forgetRow(claims: AccessClaims): void {
  remembered.delete(keyOf(claims));
}
