import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';
import { checkSourceAddress, type SourceAddressProblem } from './source-address.ts';
import { sourceAddressMessages } from './source-messages.ts';

const reasonOf = (raw: string, allow?: readonly string[]) => {
  const check = checkSourceAddress(raw, allow ? { allow } : {});
  return check.ok ? 'ok' : check.reason;
};

describe('source address check', () => {
  it('accepts public http and https addresses on any port', () => {
    for (const raw of [
      'https://example.ru/afisha.ics',
      'http://calendar.google.com/calendar/ical/x/basic.ics',
      '  https://клуб.рф:8443/rss  ',
      'https://8.8.8.8/feed',
      'http://[2a00:1450:4010:c05::65]:81/',
      'https://example.com./events',
    ]) {
      expect(reasonOf(raw), raw).toBe('ok');
    }
    const check = checkSourceAddress('  HTTPS://Example.RU:8443/a b  ');
    expect(check.ok && check.url.href).toBe('https://example.ru:8443/a%20b');
  });

  it('refuses this machine however its address is spelled', () => {
    const spellings = [
      '127.0.0.1',
      '127.1',
      '0x7f000001',
      '0x7f.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '017700000001',
      '%31%32%37.0.0.1',
      '１２７.０.０.１',
      '127.255.255.254',
      '0',
      '0.0.0.0',
      '[::1]',
      '[::]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[2002:7f00:1::]',
    ];
    for (const host of spellings) {
      for (const raw of [`http://${host}/`, `https://${host}:8080/calendar.ics`]) {
        expect(reasonOf(raw), raw).toBe('PRIVATE_ADDRESS');
      }
    }
  });

  it('refuses private, link-local, metadata, carrier NAT, benchmark, documentation and multicast addresses', () => {
    const hosts = [
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '198.18.0.1',
      '198.19.255.255',
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.9',
      '192.0.0.192',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '[fd00:ec2::254]',
      '[fc00::1]',
      '[fe80::1]',
      '[fec0::1]',
      '[ff02::1]',
      '[2001:db8::1]',
      '[3fff::1]',
      '[2001::1]',
      '[2001:2::1]',
      '[64:ff9b:1::1]',
      '[100::1]',
      '[::ffff:169.254.169.254]',
      '[::ffff:10.1.2.3]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:c0a8:101::1]',
      '[::ffff:0:1.2.3.4]',
    ];
    for (const host of hosts) expect(reasonOf(`http://${host}/`), host).toBe('PRIVATE_ADDRESS');
  });

  it('refuses names that only mean something inside a network', () => {
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'api.localhost',
      'printer.local',
      'metadata.google.internal',
      'intranet',
      'router.lan',
      'nas.home.arpa',
      'x.test',
      'hidden.onion',
    ]) {
      expect(reasonOf(`https://${host}/calendar.ics`), host).toBe('LOCAL_NAME');
    }
  });

  it('names what is wrong with an address that is not a public http(s) address', () => {
    const cases: [string, SourceAddressProblem][] = [
      ['', 'EMPTY'],
      ['   ', 'EMPTY'],
      [`https://example.ru/${'a'.repeat(2000)}`, 'TOO_LONG'],
      ['example.ru/afisha.ics', 'SCHEME'],
      ['ftp://example.ru/afisha.ics', 'SCHEME'],
      ['webcal://example.ru/afisha.ics', 'SCHEME'],
      ['file:///etc/passwd', 'SCHEME'],
      ['javascript:alert(1)', 'SCHEME'],
      ['gopher://127.0.0.1:6379/_FLUSHALL', 'SCHEME'],
      ['https://user:secret@example.ru/cal.ics', 'CREDENTIALS'],
      ['https://user@example.ru/cal.ics', 'CREDENTIALS'],
      ['https://exa mple.ru/', 'INVALID'],
      ['http://1.2.3.4.5/', 'INVALID'],
      ['http://[::1/', 'INVALID'],
    ];
    for (const [raw, reason] of cases) expect(reasonOf(raw), raw).toBe(reason);
    expect(reasonOf(`https://example.ru/${'a'.repeat(1900)}`)).toBe('ok');
  });

  it('lets an allow-list (tests only) through, by host, by host and port, or by address', () => {
    expect(reasonOf('http://127.0.0.2:4000/', ['127.0.0.2'])).toBe('ok');
    expect(reasonOf('http://127.0.0.2:4000/', ['127.0.0.2:4000'])).toBe('ok');
    expect(reasonOf('http://127.0.0.2:4001/', ['127.0.0.2:4000'])).toBe('PRIVATE_ADDRESS');
    expect(reasonOf('http://127.0.0.1:4000/', ['127.0.0.2'])).toBe('PRIVATE_ADDRESS');
    expect(reasonOf('http://[::1]:4000/', ['[::1]:4000'])).toBe('ok');
    expect(reasonOf('http://[::1]/', ['0:0:0:0:0:0:0:1'])).toBe('ok');
    expect(reasonOf('http://localhost:4000/', ['localhost'])).toBe('ok');
    // The list never excuses a wrong scheme or a login.
    expect(reasonOf('ftp://127.0.0.2/', ['127.0.0.2'])).toBe('SCHEME');
    expect(reasonOf('http://a:b@127.0.0.2/', ['127.0.0.2'])).toBe('CREDENTIALS');
  });

  it('has a Russian message for every problem', () => {
    const problems: SourceAddressProblem[] = [
      'EMPTY',
      'TOO_LONG',
      'INVALID',
      'SCHEME',
      'CREDENTIALS',
      'LOCAL_NAME',
      'PRIVATE_ADDRESS',
    ];
    expect(Object.keys(sourceAddressMessages).sort()).toEqual([...problems].sort());
    for (const problem of problems) expect(sourceAddressMessages[problem]).toMatch(/[а-яё]{3}/i);
    expect(sourceAddressMessages.SCHEME).toContain('http:// или https://');
  });
});

/** Spellings of one IPv4 address that the URL parser reads back into it. */
const spellingsOf = (value: number): string[] => {
  const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
  const hex = (n: number) => n.toString(16);
  return [
    bytes.join('.'),
    String(value),
    `0x${hex(value)}`,
    bytes.map((byte) => `0${byte.toString(8)}`).join('.'),
    bytes.map((byte) => `0x${hex(byte)}`).join('.'),
    `${bytes[0]}.${(value & 0xffffff) >>> 0}`,
    `[::ffff:${bytes.join('.')}]`,
    `[::ffff:${hex(value >>> 16)}:${hex(value & 0xffff)}]`,
    `[64:ff9b::${bytes.join('.')}]`,
  ];
};

const privateBlocks: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const toNumber = (ip: string) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
const privateIPv4 = fc.oneof(
  ...privateBlocks.map(([start, prefix]) =>
    fc.integer({ min: toNumber(start), max: toNumber(start) + 2 ** (32 - prefix) - 1 }),
  ),
);

describe('source address check, over generated input', () => {
  it('never throws, and accepts only http(s) addresses without a login to a host that is not a private address', () => {
    const candidates = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(
          fc.constantFrom('http', 'https', 'HTTP', 'ftp', 'file', 'webcal', 'javascript', 'data', 'gopher', 'ws', ''),
          fc.constantFrom('://', ':', ':/', ':///', '//', ':\\\\', ' :// '),
          fc.oneof(
            fc.domain(),
            fc.ipV4(),
            fc.ipV4Extended(),
            fc.ipV6().map((ip) => `[${ip}]`),
            fc.string(),
          ),
          fc.string({ maxLength: 20 }),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(candidates, (raw) => {
        const check = checkSourceAddress(raw);
        if (!check.ok) return;
        expect(['http:', 'https:']).toContain(check.url.protocol);
        expect(check.url.username + check.url.password).toBe('');
        const host = check.url.hostname.replace(/^\[|\]$/g, '');
        if (/^[\d.]+$|:/.test(host)) expect(isPublicAddress(host)).toBe(true);
        expect(host).not.toMatch(/(^|\.)(localhost|local|internal)\.?$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every private IPv4 address in every spelling', () => {
    fc.assert(
      fc.property(
        privateIPv4,
        fc.constantFrom('http', 'https'),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        (ip, scheme, port) => {
          for (const host of spellingsOf(ip)) {
            const raw = `${scheme}://${host}${port === null ? '' : `:${port}`}/calendar.ics`;
            expect(reasonOf(raw), raw).toBe('PRIVATE_ADDRESS');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('judges an address and its IPv6 wrappings alike', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const [a = 0, b = 0, c = 0, d = 0] = ip.split('.').map(Number);
        const hex = (n: number) => n.toString(16);
        const wrapped = [`::ffff:${ip}`, `64:ff9b::${ip}`, `2002:${hex(a * 256 + b)}:${hex(c * 256 + d)}::1`];
        for (const form of wrapped) expect(isPublicAddress(form), form).toBe(isPublicAddress(ip));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('public address', () => {
  it('knows public addresses from the rest', () => {
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '77.88.8.8',
      '2a00:1450:4010:c05::65',
      '2606:4700::1111',
      '64:ff9b::808:808',
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '::1', '::', 'fe80::1%eth0', 'fd00:ec2::254', '::ffff:7f00:1', 'not an address', ''])
      expect(isPublicAddress(ip), ip).toBe(false);
  });
});
