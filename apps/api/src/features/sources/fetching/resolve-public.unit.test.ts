import { describe, expect, it } from 'vitest';
import { resolvePublic, type SourceLookup } from './resolve-public.ts';

const answering =
  (...addresses: string[]): SourceLookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const failing =
  (code: string): SourceLookup =>
  async () => {
    throw Object.assign(new Error(code), { code });
  };

describe('resolve public', () => {
  it('accepts a name only when every address it has is public', async () => {
    expect(
      await resolvePublic('venue.example.com', { lookup: answering('93.184.215.14', '2606:2800:21f:cb07::1') }),
    ).toEqual({
      ok: true,
      addresses: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07::1', family: 6 },
      ],
    });
    for (const inside of ['10.0.0.5', '::1', '::ffff:169.254.169.254', 'fd00:ec2::254', '100.64.1.1']) {
      const result = await resolvePublic('venue.example.com', { lookup: answering('93.184.215.14', inside) });
      expect(result, inside).toEqual({ ok: false, problem: 'PRIVATE_ADDRESS' });
    }
  });

  it('asks the system resolver by default: localhost is this machine', async () => {
    expect(await resolvePublic('localhost')).toEqual({ ok: false, problem: 'PRIVATE_ADDRESS' });
    expect(await resolvePublic('localhost', { allow: ['localhost'] })).toMatchObject({ ok: true });
  });

  it('judges an IP address as it is, without asking DNS', async () => {
    const never: SourceLookup = async () => {
      throw new Error('asked DNS');
    };
    expect(await resolvePublic('[::1]', { lookup: never })).toEqual({ ok: false, problem: 'PRIVATE_ADDRESS' });
    expect(await resolvePublic('8.8.8.8', { lookup: never })).toEqual({
      ok: true,
      addresses: [{ address: '8.8.8.8', family: 4 }],
    });
    expect(await resolvePublic('127.0.0.2', { allow: ['127.0.0.2'], lookup: never })).toMatchObject({ ok: true });
  });

  it('tells a name that does not exist from a resolver in trouble', async () => {
    expect(await resolvePublic('x.example.com', { lookup: failing('ENOTFOUND') })).toEqual({
      ok: false,
      problem: 'NOT_FOUND',
    });
    expect(await resolvePublic('x.example.com', { lookup: answering() })).toEqual({ ok: false, problem: 'NOT_FOUND' });
    expect(await resolvePublic('x.example.com', { lookup: failing('EAI_AGAIN') })).toEqual({
      ok: false,
      problem: 'UNREACHABLE',
    });
  });

  it('stops waiting for a resolver when the fetch is given up', async () => {
    const hanging: SourceLookup = () => new Promise(() => {});
    await expect(
      resolvePublic('x.example.com', { lookup: hanging, signal: AbortSignal.timeout(50) }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
