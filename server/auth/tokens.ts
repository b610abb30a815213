import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** client_id */
  sub: number;
  org: number;
  eshop: number;
  /** expiry, seconds since the epoch */
  exp: number;
  /** The refresh-token family of the sign-in; when it is revoked the access token stops working too. */
  fam?: string;
}

/**
 * Short-lived access tokens signed with HMAC-SHA256 (a compact JWT-like form: payload.signature),
 * and opaque random refresh tokens that the database stores only as a hash.
 */
export class TokenService {
  constructor(
    private readonly secret: Buffer,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {}

  issueAccess(claims: Omit<AccessClaims, 'exp'>, now: Date): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + this.accessTtlSeconds * 1000);
    const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) })).toString(
      'base64url',
    );
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verifyAccess(token: string, now: Date): AccessClaims | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
      if (![claims.sub, claims.org, claims.eshop, claims.exp].every(Number.isInteger)) return undefined;
      if (claims.fam !== undefined && typeof claims.fam !== 'string') return undefined;
      return claims.exp * 1000 > now.getTime() ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The refresh token that replaces `refresh` when it is spent: derived from it with the server's
   * secret, so a second refresh of the same token within the grace window (another tab) is handed
   * the very same successor by any node, without any plaintext token being stored.
   */
  successorOf(refresh: string): string {
    return this.sign(`refresh-successor\n${refresh}`);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** token_hash of SPEC 3: identifies the organisation and stock a token is for (the app keeps it as orgHash). */
export function tokenHash(orgId: number, eshopId: number): string {
  return sha256(`org:${orgId}:eshop:${eshopId}`).slice(0, 32);
}
