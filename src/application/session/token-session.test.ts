import { describe, expect, it, vi } from 'vitest';
import { TokenSession } from './token-session';
import { MemoryStore } from '../testing/memory-store';

describe('TokenSession', () => {
  it('keeps the SPEC 3 keys and reports expiry with a small skew', () => {
    const store = new MemoryStore();
    const session = new TokenSession(store);
    session.save({
      access_token: 'a',
      refresh_token: 'r',
      access_token_expire: '2026-01-01T10:00:00.000Z',
      token_hash: 'h',
    });
    expect(store.dump()).toEqual({
      authToken: 'a',
      refreshToken: 'r',
      expireToken: '2026-01-01T10:00:00.000Z',
      orgHash: 'h',
    });
    expect(session.isExpired(new Date('2026-01-01T09:59:00Z'))).toBe(false);
    expect(session.isExpired(new Date('2026-01-01T09:59:55Z'))).toBe(true);
  });

  it('R-PERM-04 ending the session clears the tokens and tells the listeners once', () => {
    const session = new TokenSession(new MemoryStore());
    session.save({ access_token: 'a', access_token_expire: '2026-01-01T10:00:00.000Z', token_hash: 'h' });
    const listener = vi.fn();
    session.onEnded(listener);
    session.end();
    session.end();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.accessToken).toBeNull();
    expect(session.isActive).toBe(false);
  });
});
