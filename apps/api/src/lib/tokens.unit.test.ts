import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'x'.repeat(40);

describe('access tokens', () => {
  const claims = { sub: 'user-1', sid: 'session-1', exp: Math.floor(Date.now() / 1000) + 60 };

  it('verify when signed with the same secret and not expired', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret)).toEqual(claims);
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
});
