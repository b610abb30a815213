import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it("the server hashes at scrypt N = 16384 (the tests' templates use less; this holds the server's own)", async () => {
    expect((await hashPassword('heslo')).split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
  });

  it('a hash is verified at the cost it names, so a raised cost leaves older hashes valid', async () => {
    for (const stored of [await hashPassword('heslo'), await hashPassword('heslo', 1024)]) {
      expect(await verifyPassword('heslo', stored)).toBe(true);
      expect(await verifyPassword('Heslo', stored)).toBe(false);
    }
  });

  it('a stored value of another kind never verifies', async () => {
    expect(await verifyPassword('heslo', '')).toBe(false);
    expect(await verifyPassword('heslo', 'bcrypt$10$abc')).toBe(false);
  });
});
