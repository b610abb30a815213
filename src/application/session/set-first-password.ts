import type { AuthApi } from '../ports/auth-api.port';
import { describeFailure } from '../errors';

/** Shortest password the server takes (src/api/eshop-install.schema.ts, SetupPasswordBody). */
export const MIN_PASSWORD_LENGTH = 8;

export type SetPasswordOutcome = { ok: true; username: string } | { ok: false; error: string };

/** What is wrong with the two typed passwords, in Czech, or null when they can be sent. */
export function newPasswordProblem(password: string, again: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Heslo musí mít alespoň ${MIN_PASSWORD_LENGTH} znaků.`;
  if (password !== again) return 'Hesla se neshodují.';
  return null;
}

/**
 * The first password of the admin a Shoptet catalogue install created, set with the one-time link's token
 * (docs/decisions/eshop-sync.md, "The install flows"). A used or expired link is the server's Czech 400.
 */
export async function setFirstPassword(
  auth: AuthApi,
  token: string,
  password: string,
  again: string,
): Promise<SetPasswordOutcome> {
  const problem = newPasswordProblem(password, again);
  if (problem) return { ok: false, error: problem };
  try {
    return { ok: true, ...(await auth.setPassword(token, password)) };
  } catch (e) {
    return { ok: false, error: describeFailure(e) };
  }
}
