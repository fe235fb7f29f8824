import { lookup as dnsLookup } from 'node:dns/promises';
import { isAllowed } from './allow-list.ts';
import { ipLiteral, isPublicAddress } from './public-address.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to all its addresses, as `dns.lookup(host, { all: true })` does. Tests pass their own. */
export type SourceLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export type ResolvePublicOptions = {
  /** Test allow-list (see isAllowed): a host or addresses on it pass although they are not public. */
  allow?: readonly string[];
  /** The port the addresses will be reached on, for allow-list entries with a port. */
  port?: number;
  lookup?: SourceLookup;
  signal?: AbortSignal;
};

export type ResolvePublicResult =
  | { ok: true; addresses: readonly ResolvedAddress[] }
  | { ok: false; problem: 'PRIVATE_ADDRESS' | 'NOT_FOUND' | 'UNREACHABLE' };

const systemLookup: SourceLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, order: 'verbatim' })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

// Answers that mean the name does not exist (or has no address); anything else is a resolver having trouble.
const notFoundCodes = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA', 'ENONAME']);

/**
 * Resolves a host to its addresses and accepts them only when every one is public: a name with one private address
 * among public ones is refused, since a connection may go to any of them. The caller connects to exactly these
 * addresses (never resolving again), so an answer that changes between this check and the connection (DNS
 * rebinding) cannot lead it inside. An IP address is judged as it is. Rejects with the signal's reason when aborted.
 */
export async function resolvePublic(host: string, options: ResolvePublicOptions = {}): Promise<ResolvePublicResult> {
  const port = options.port ?? 0;
  const hostAllowed = isAllowed(options.allow, host, port);
  const passes = (address: string) =>
    hostAllowed || isPublicAddress(address) || isAllowed(options.allow, address, port);
  const literal = ipLiteral(host);
  if (literal) {
    if (!passes(literal)) return { ok: false, problem: 'PRIVATE_ADDRESS' };
    return { ok: true, addresses: [{ address: literal, family: literal.includes(':') ? 6 : 4 }] };
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await abortable((options.lookup ?? systemLookup)(host), options.signal);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    const code = (error as NodeJS.ErrnoException | null)?.code;
    return { ok: false, problem: code && notFoundCodes.has(code) ? 'NOT_FOUND' : 'UNREACHABLE' };
  }
  if (addresses.length === 0) return { ok: false, problem: 'NOT_FOUND' };
  if (!addresses.every(({ address }) => passes(address))) return { ok: false, problem: 'PRIVATE_ADDRESS' };
  return { ok: true, addresses };
}

/** The system resolver cannot be cancelled: stop waiting for it when the fetch is given up. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
