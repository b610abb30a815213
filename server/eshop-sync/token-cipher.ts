import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts e-shop tokens at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * TOKEN_SECRET. The secret comes from the environment, never from the database, so a copy of the
 * database alone does not give the tokens away. A server started without TOKEN_SECRET (its signing
 * secret then lives in the database) has no cipher and refuses to store e-shop tokens.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string | Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'sklad', 'eshop-sync token encryption v1', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
      '.',
    );
  }

  /** Throws when the text was not made by this key (another secret, or altered). */
  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Token ciphertext has an unknown form');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The cipher of a server with TOKEN_SECRET set; none otherwise. */
export function tokenCipherFor(tokenSecret: string | undefined): TokenCipher | undefined {
  return tokenSecret ? new TokenCipher(tokenSecret) : undefined;
}
