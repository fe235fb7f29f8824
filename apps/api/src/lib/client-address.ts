import { isIPv6 } from 'node:net';

/**
 * The key per-address limits count a client under. An IPv4 address is one client; an IPv6 address is not: a single
 * home connection is given a whole /64 network, so anyone could take a fresh address for every request. IPv6
 * clients are therefore counted by their /64, and IPv4 written the IPv6 way (`::ffff:1.2.3.4`) as the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
