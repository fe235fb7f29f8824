import { effectivePort, isAllowed } from './allow-list.ts';
import { ipLiteral, isPublicAddress } from './public-address.ts';

/** Why an address a venue gave for its source cannot be fetched (messages: sourceAddressMessages). */
export type SourceAddressProblem =
  | 'EMPTY'
  | 'TOO_LONG'
  | 'INVALID'
  | 'SCHEME'
  | 'CREDENTIALS'
  | 'LOCAL_NAME'
  | 'PRIVATE_ADDRESS';

export type SourceAddressCheck = { ok: true; url: URL } | { ok: false; reason: SourceAddressProblem };

export const maxSourceAddressLength = 2000;

// Names that only mean something inside a network (RFC 6761, 6762, 8375 and the suffixes intranets use), and
// special-use names that never reach a public site.
const localSuffixes = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'arpa',
  'test',
  'invalid',
  'example',
  'onion',
];

/**
 * The syntactic check of a source's address, before anything is fetched: http or https, no login in it, and a host
 * on the public internet as far as the address itself tells. An IP address is judged here; a name is judged again
 * by what it resolves to (resolvePublic), at every fetch. Spellings of an IP address such as `127.1`, `0x7f000001`,
 * `2130706433` or `0177.0.0.1` are read by the WHATWG URL parser into the address they mean before they are judged.
 */
export function checkSourceAddress(raw: string, options: { allow?: readonly string[] } = {}): SourceAddressCheck {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { ok: false, reason: 'EMPTY' };
  if (text.length > maxSourceAddressLength) return { ok: false, reason: 'TOO_LONG' };
  const url = parseUrl(text);
  if (!url) return { ok: false, reason: /^[a-z][\w+.-]*:/i.test(text) ? 'INVALID' : 'SCHEME' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'SCHEME' };
  if (url.username || url.password) return { ok: false, reason: 'CREDENTIALS' };
  if (!url.hostname) return { ok: false, reason: 'INVALID' };
  if (isAllowed(options.allow, url.hostname, effectivePort(url))) return { ok: true, url };
  const literal = ipLiteral(url.hostname);
  if (literal) return isPublicAddress(literal) ? { ok: true, url } : { ok: false, reason: 'PRIVATE_ADDRESS' };
  if (isLocalName(url.hostname)) return { ok: false, reason: 'LOCAL_NAME' };
  return { ok: true, url };
}

/** A host name that cannot be a public site: one label (`intranet`), or under a suffix that stays inside a network. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return localSuffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
