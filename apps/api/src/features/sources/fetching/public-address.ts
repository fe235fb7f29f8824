import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether an IP address belongs to the public internet, the only place a source may be fetched from. Everything
 * else (this machine, the data centre's private network, the cloud's metadata service at 169.254.169.254 or
 * fd00:ec2::254, carrier-grade NAT, documentation and benchmark ranges, multicast) is refused, including the same
 * addresses wrapped in IPv6 (IPv4-mapped, IPv4-compatible, NAT64, 6to4), which reach the IPv4 address they carry.
 * Anything that does not parse as an address is not public either.
 */
export function isPublicAddress(ip: string): boolean {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return isPublicIPv4(ipv4ToNumber(address));
  if (isIPv6(address)) return isPublicIPv6(ipv6ToBigInt(address));
  return false;
}

/** An IP address written without the brackets a URL puts around IPv6, or null when `host` is a name. */
export function ipLiteral(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return isIPv4(bare) || isIPv6(bare) ? bare : null;
}

type Range = readonly [start: number, prefix: number];

// IANA's IPv4 special-purpose registry, every block not marked globally reachable, and multicast and class E.
const privateIPv4: readonly Range[] = [
  [ipv4ToNumber('0.0.0.0'), 8], // "this network", 0.0.0.0 reaches this machine
  [ipv4ToNumber('10.0.0.0'), 8],
  [ipv4ToNumber('100.64.0.0'), 10], // carrier-grade NAT; also some clouds' metadata (100.100.100.200)
  [ipv4ToNumber('127.0.0.0'), 8],
  [ipv4ToNumber('169.254.0.0'), 16], // link-local, the metadata service 169.254.169.254
  [ipv4ToNumber('172.16.0.0'), 12],
  [ipv4ToNumber('192.0.0.0'), 24], // protocol assignments (one cloud's metadata is 192.0.0.192)
  [ipv4ToNumber('192.0.2.0'), 24], // documentation
  [ipv4ToNumber('192.88.99.0'), 24], // 6to4 relays, deprecated
  [ipv4ToNumber('192.168.0.0'), 16],
  [ipv4ToNumber('198.18.0.0'), 15], // benchmarking
  [ipv4ToNumber('198.51.100.0'), 24], // documentation
  [ipv4ToNumber('203.0.113.0'), 24], // documentation
  [ipv4ToNumber('224.0.0.0'), 4], // multicast
  [ipv4ToNumber('240.0.0.0'), 4], // reserved and the broadcast address
];

function isPublicIPv4(value: number): boolean {
  return !privateIPv4.some(([start, prefix]) => value >>> (32 - prefix) === start >>> (32 - prefix));
}

type Range6 = readonly [start: bigint, prefix: number];

const range6 = (text: string, prefix: number): Range6 => [ipv6ToBigInt(text), prefix];
const inRange6 = (value: bigint, [start, prefix]: Range6) =>
  value >> BigInt(128 - prefix) === start >> BigInt(128 - prefix);

// Forms that carry an IPv4 address in their last 32 bits and reach it: IPv4-compatible (::/96, which also holds
// :: and ::1, read as 0.0.0.0 and 0.0.0.1), IPv4-mapped, and the well-known NAT64 prefix.
const embeddingLow32: readonly Range6[] = [range6('::', 96), range6('::ffff:0:0', 96), range6('64:ff9b::', 96)];
const sixToFour = range6('2002::', 16);
// Only global unicast (2000::/3) is public; inside it, these blocks are not.
const globalUnicast = range6('2000::', 3);
const privateInsideGlobal: readonly Range6[] = [
  range6('2001::', 23), // protocol assignments: Teredo, benchmarking (2001:2::/48), ORCHID
  range6('2001:db8::', 32), // documentation
  range6('3fff::', 20), // documentation
];

function isPublicIPv6(value: bigint): boolean {
  if (embeddingLow32.some((range) => inRange6(value, range))) return isPublicIPv4(Number(value & 0xffffffffn));
  if (inRange6(value, sixToFour)) return isPublicIPv4(Number((value >> 80n) & 0xffffffffn));
  return inRange6(value, globalUnicast) && !privateInsideGlobal.some((range) => inRange6(value, range));
}

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** A valid IPv6 address (as net.isIPv6 accepts it, without a zone) as its 128-bit value. */
function ipv6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  const dotted = text.lastIndexOf(':');
  const tail = text.slice(dotted + 1);
  if (tail.includes('.')) {
    const v4 = ipv4ToNumber(tail);
    text = `${text.slice(0, dotted + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}
