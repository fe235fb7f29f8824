import { ipLiteral } from './public-address.ts';

/**
 * Whether a host (a name or an IP address, with the port it is reached on) is on an allow-list of entries written
 * 'host', 'host:port', an IP address, '[ipv6]' or '[ipv6]:port'. Only tests pass a list: it lets them fetch from
 * servers on loopback, which is refused for everyone else. An entry without a port allows every port.
 */
export function isAllowed(allow: readonly string[] | undefined, host: string, port: number): boolean {
  if (!allow?.length) return false;
  const wanted = normaliseHost(host);
  return allow.some((entry) => {
    const parsed = parseEntry(entry);
    return parsed.host === wanted && (parsed.port === null || parsed.port === port);
  });
}

/** The port a URL reaches: its own, or its scheme's. */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function parseEntry(entry: string): { host: string; port: number | null } {
  const text = entry.trim();
  const bracketed = text.match(/^\[([^\]]+)\](?::(\d+))?$/);
  if (bracketed?.[1]) return { host: normaliseHost(bracketed[1]), port: bracketed[2] ? Number(bracketed[2]) : null };
  // More than one colon: a bare IPv6 address, which cannot carry a port.
  if (text.indexOf(':') !== text.lastIndexOf(':')) return { host: normaliseHost(text), port: null };
  const [host = '', port] = text.split(':');
  return { host: normaliseHost(host), port: port ? Number(port) : null };
}

/** One spelling per host: lower case, no trailing dot, IPv6 without brackets and in the URL parser's short form. */
function normaliseHost(host: string): string {
  const lower = (host.split('%')[0] ?? host).toLowerCase().replace(/\.$/, '');
  const literal = ipLiteral(lower);
  if (literal?.includes(':')) return new URL(`http://[${literal}]/`).hostname.slice(1, -1);
  return literal ?? lower;
}
