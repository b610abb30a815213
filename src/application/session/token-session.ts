import type { TokenResponse } from '../config/config-types';
import type { KeyValueStore } from '../ports/key-value-store.port';

/** Signed out by the worker, by a refresh that failed (expired), or by the server refusing the token (401/403). */
export type SessionEndReason = 'signed_out' | 'expired' | 'refused';
const END_REASON_KEY = 'sessionEndReason';

/** SPEC 3 local storage keys of the sign-in. */
export const AUTH_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  expireToken: 'expireToken',
  orgHash: 'orgHash',
} as const;

/** Refresh a little before the exact expiry, so a call never leaves with a token that dies in flight. */
export const EXPIRY_SKEW_MS = 10_000;

/**
 * The signed-in state the transport needs. In dev (Bearer) mode the tokens themselves are kept;
 * in production the server keeps them in HttpOnly cookies and only the expiry and org hash are
 * known here. Listeners hear when the session ends, whoever ended it.
 */
export class TokenSession {
  private readonly signedOutListeners = new Set<() => void>();

  constructor(private readonly store: KeyValueStore) {}

  get accessToken(): string | null {
    return this.store.get(AUTH_KEYS.authToken);
  }
  get refreshToken(): string | null {
    return this.store.get(AUTH_KEYS.refreshToken);
  }
  get orgHash(): string | null {
    return this.store.get(AUTH_KEYS.orgHash);
  }
  get expiresAt(): Date | null {
    const raw = this.store.get(AUTH_KEYS.expireToken);
    const date = raw ? new Date(raw) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  }

  /** Something says we are signed in (a token or, with cookies, a known expiry). */
  get isActive(): boolean {
    return this.expiresAt !== null;
  }

  isExpired(now: Date): boolean {
    const expires = this.expiresAt;
    return expires !== null && now.getTime() >= expires.getTime() - EXPIRY_SKEW_MS;
  }

  save(tokens: TokenResponse): void {
    if (tokens.access_token) this.store.set(AUTH_KEYS.authToken, tokens.access_token);
    if (tokens.refresh_token) this.store.set(AUTH_KEYS.refreshToken, tokens.refresh_token);
    this.store.set(AUTH_KEYS.expireToken, tokens.access_token_expire);
    this.store.set(AUTH_KEYS.orgHash, tokens.token_hash);
  }

  /**
   * Forgets the tokens and tells every listener (SPEC 8: 401/403 and a failed refresh log out).
   * Why it ended is kept, so the sign-in page can tell the worker they were not signed out by mistake.
   */
  end(reason: SessionEndReason = 'signed_out'): void {
    const wasActive = this.isActive || this.accessToken !== null;
    for (const key of Object.values(AUTH_KEYS)) this.store.remove(key);
    if (!wasActive) return;
    this.store.set(END_REASON_KEY, reason);
    for (const listener of [...this.signedOutListeners]) listener();
  }

  /** Why the last session ended, until the next sign-in. */
  get endReason(): SessionEndReason | null {
    const reason = this.store.get(END_REASON_KEY);
    return reason === 'expired' || reason === 'refused' || reason === 'signed_out' ? reason : null;
  }
  forgetEndReason(): void {
    this.store.remove(END_REASON_KEY);
  }

  onEnded(listener: () => void): () => void {
    this.signedOutListeners.add(listener);
    return () => this.signedOutListeners.delete(listener);
  }
}
