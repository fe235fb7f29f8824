import { describe, expect, it } from 'vitest';
import { seal, signAccessToken, unseal, verifyAccessToken } from './tokens.ts';

const secret = 'x'.repeat(40);
const userId = '0b7e2a52-4c1e-4a8e-9a55-3f3f3f3f3f3f';
const sessionId = '5d1c6f0e-2222-4bbb-8ccc-123456789abc';

describe('access tokens', () => {
  const claims = { sub: userId, sid: sessionId, exp: Math.floor(Date.now() / 1000) + 60 };

  it('verify when signed with the same secret and not expired', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret)).toEqual(claims);
  });

  it('signing the same claims twice gives the same token', () => {
    expect(signAccessToken(claims, secret)).toBe(
      signAccessToken({ exp: claims.exp, sid: sessionId, sub: userId }, secret),
    );
  });

  it('fail with another secret, a changed payload or after expiry', () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, 'y'.repeat(40))).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${signature}`;
    expect(verifyAccessToken(forged, secret)).toBeNull();
    expect(verifyAccessToken(token, secret, (claims.exp + 1) * 1000)).toBeNull();
    expect(verifyAccessToken('garbage', secret)).toBeNull();
  });

  it('a correctly signed token whose ids are not uuids is refused, so they never reach a query', () => {
    for (const ids of [
      { sub: 'user-1', sid: sessionId },
      { sub: userId, sid: 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' },
      { sub: userId, sid: '------------------------------------' },
    ]) {
      expect(verifyAccessToken(signAccessToken({ ...ids, exp: claims.exp }, secret), secret)).toBeNull();
    }
  });

  it('any value that is not a string is simply no token', () => {
    for (const value of [42, { token: 'x' }, ['a.b'], null, undefined, 'a.b'.repeat(1000)]) {
      expect(verifyAccessToken(value, secret)).toBeNull();
    }
  });
});

describe('sealed values', () => {
  it('open with the same secret and context only', () => {
    const sealed = seal('refresh-token-value', secret, 'row-1');
    expect(sealed).not.toContain('refresh-token-value');
    expect(unseal(sealed, secret, 'row-1')).toBe('refresh-token-value');
    expect(unseal(sealed, secret, 'row-2')).toBeNull();
    expect(unseal(sealed, 'y'.repeat(40), 'row-1')).toBeNull();
    expect(unseal(`${sealed}x`, secret, 'row-1')).toBeNull();
    expect(unseal('garbage', secret, 'row-1')).toBeNull();
  });
});
