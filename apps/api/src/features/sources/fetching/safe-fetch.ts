import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { effectivePort } from './allow-list.ts';
import { decodeContentEncoding, decodeText } from './body-decoding.ts';
import { type ResolvedAddress, resolvePublic, type SourceLookup } from './resolve-public.ts';
import { checkSourceAddress, type SourceAddressProblem } from './source-address.ts';

/** Why fetching a source failed (messages: sourceFetchMessages, describeSourceFetchFailure). */
export type SourceFetchProblem =
  | SourceAddressProblem
  | 'NOT_FOUND'
  | 'UNREACHABLE'
  | 'REDIRECT_PRIVATE'
  | 'REDIRECT_INVALID'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TLS'
  | 'HTTP_ERROR'
  | 'TOO_LARGE'
  | 'WRONG_TYPE'
  | 'BAD_RESPONSE'
  | 'CANCELLED';

export type SafeFetchOptions = {
  /** Media types the caller can read, parameters left out ('text/calendar'); 'text/*' matches a whole type. */
  accept: readonly string[];
  /** Cap on the body, compressed and decoded alike. */
  maxBytes?: number;
  /** For the whole fetch: resolving, every redirect and the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** The validators of the last copy, sent as If-None-Match and If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  userAgent?: string;
  /** Tests only: hosts and addresses ('127.0.0.2', 'host:port') fetched although they are not public. */
  allow?: readonly string[];
  signal?: AbortSignal;
  /** Tests only: resolves names instead of the system resolver. */
  lookup?: SourceLookup;
};

export type SafeFetchSuccess = {
  status: 'ok';
  body: string;
  /** The media type, lower case, without parameters; 'application/octet-stream' when the server named none. */
  contentType: string;
  etag: string | null;
  lastModified: string | null;
  /** The address the body came from, after redirects. */
  finalUrl: string;
  /** Size of the decoded body in bytes. */
  bytes: number;
};

export type SafeFetchFailure = {
  status: 'failed';
  problem: SourceFetchProblem;
  /** For HTTP_ERROR. */
  httpStatus?: number;
  /** For WRONG_TYPE: what the server sent instead. */
  contentType?: string;
  /** For 429 and 503 with a Retry-After header. */
  retryAfterSeconds?: number;
  /** Whether the same fetch may well succeed later without anyone changing the address. */
  retryable: boolean;
};

export type SafeFetchResult = SafeFetchSuccess | { status: 'not-modified' } | SafeFetchFailure;

export const safeFetchDefaults = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
  userAgent: 'MestoBot/1.0 (+https://mesto.example/about/sources)',
} as const;

type Settings = SafeFetchOptions & { maxBytes: number; timeoutMs: number; maxRedirects: number; userAgent: string };
type Target = { url: URL; addresses: readonly ResolvedAddress[] };

const retryableProblems = new Set<SourceFetchProblem>(['TIMEOUT', 'UNREACHABLE', 'BAD_RESPONSE', 'CANCELLED']);
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a source a venue gave the address of, safe against server-side request forgery: every hop (the address
 * and each redirect) must be http(s) to a public host, names are resolved once and the connection goes to exactly
 * the addresses that were checked, redirects are followed by hand and checked again, and no cookie is sent or kept.
 * The body is read as it arrives and given up as soon as it passes the cap, compressed or decoded. Never throws for
 * anything the remote side does; every outcome is a result.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const settings: Settings = {
    ...options,
    maxBytes: options.maxBytes ?? safeFetchDefaults.maxBytes,
    timeoutMs: options.timeoutMs ?? safeFetchDefaults.timeoutMs,
    maxRedirects: options.maxRedirects ?? safeFetchDefaults.maxRedirects,
    userAgent: options.userAgent ?? safeFetchDefaults.userAgent,
  };
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    return await followRedirects(url, settings, signal);
  } catch (error) {
    if (deadline.aborted) return failed('TIMEOUT');
    if (options.signal?.aborted) return failed('CANCELLED');
    return failed(problemOfError(error));
  }
}

async function followRedirects(url: string, settings: Settings, signal: AbortSignal): Promise<SafeFetchResult> {
  let address = url;
  for (let hop = 0; ; hop += 1) {
    const target = await admit(address, hop > 0, settings, signal);
    if (!('url' in target)) return target;
    const response = await request(target, settings, signal);
    try {
      const status = response.statusCode ?? 0;
      if (!redirectStatuses.has(status)) return await readResponse(response, target.url, settings);
      if (hop >= settings.maxRedirects) return failed('TOO_MANY_REDIRECTS');
      const next = parseLocation(response.headers.location, target.url);
      if (!next) return failed('REDIRECT_INVALID');
      address = next;
    } finally {
      // Also the body of a redirect, which is never read.
      response.destroy();
    }
  }
}

/** Checks one hop's address and resolves it to the public addresses the connection may go to. */
async function admit(
  address: string,
  isRedirect: boolean,
  settings: Settings,
  signal: AbortSignal,
): Promise<Target | SafeFetchFailure> {
  const check = checkSourceAddress(address, { allow: settings.allow ?? [] });
  if (!check.ok) {
    if (!isRedirect) return failed(check.reason);
    const intoNetwork = check.reason === 'PRIVATE_ADDRESS' || check.reason === 'LOCAL_NAME';
    return failed(intoNetwork ? 'REDIRECT_PRIVATE' : 'REDIRECT_INVALID');
  }
  const resolved = await resolvePublic(check.url.hostname, {
    port: effectivePort(check.url),
    signal,
    ...(settings.allow ? { allow: settings.allow } : {}),
    ...(settings.lookup ? { lookup: settings.lookup } : {}),
  });
  if (resolved.ok) return { url: check.url, addresses: resolved.addresses };
  return failed(isRedirect && resolved.problem === 'PRIVATE_ADDRESS' ? 'REDIRECT_PRIVATE' : resolved.problem);
}

function request({ url, addresses }: Target, settings: Settings, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: 'GET',
        headers: requestHeaders(settings),
        // A socket of its own: nothing pooled from another fetch, so each connection is the one just checked.
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function requestHeaders(settings: Settings): Record<string, string> {
  return {
    'user-agent': settings.userAgent,
    accept: [...settings.accept, '*/*;q=0.1'].join(', '),
    'accept-encoding': 'gzip, br, deflate',
    ...(settings.etag ? { 'if-none-match': settings.etag } : {}),
    ...(settings.lastModified ? { 'if-modified-since': settings.lastModified } : {}),
  };
}

/**
 * A resolver for the connection that answers with the addresses already checked instead of asking DNS again, so a
 * name whose answer changes in between (DNS rebinding) still leads only where the check allowed.
 */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const candidates = family ? addresses.filter((address) => address.family === family) : addresses;
    const [first] = candidates;
    if (!first) {
      callback(Object.assign(new Error('No checked address of this family'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(
        null,
        candidates.map(({ address, family }) => ({ address, family })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
}

async function readResponse(response: IncomingMessage, url: URL, settings: Settings): Promise<SafeFetchResult> {
  const status = response.statusCode ?? 0;
  const conditional = Boolean(settings.etag || settings.lastModified);
  if (status === 304 && conditional) return { status: 'not-modified' };
  if (status < 200 || status > 299) return httpFailure(status, response.headers);
  const contentType = mediaType(response.headers['content-type']) ?? 'application/octet-stream';
  if (!accepts(settings.accept, contentType)) return failed('WRONG_TYPE', { contentType });
  if (Number(response.headers['content-length']) > settings.maxBytes) return failed('TOO_LARGE');
  const raw = await readCapped(response, settings.maxBytes);
  if (!raw) return failed('TOO_LARGE');
  const decoded = await decodeContentEncoding(raw, response.headers['content-encoding'], settings.maxBytes);
  if (!decoded.ok) return failed(decoded.problem);
  return {
    status: 'ok',
    body: decodeText(decoded.bytes, response.headers['content-type']),
    contentType,
    etag: response.headers.etag ?? null,
    lastModified: response.headers['last-modified'] ?? null,
    finalUrl: url.href,
    bytes: decoded.bytes.length,
  };
}

/** The body as it arrives, given up (null) as soon as it passes the cap, without waiting for the rest. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

function httpFailure(status: number, headers: IncomingHttpHeaders): SafeFetchFailure {
  const retryable = status >= 500 || status === 429 || status === 408;
  const retryAfterSeconds = status === 429 || status === 503 ? parseRetryAfter(headers['retry-after']) : null;
  return {
    status: 'failed',
    problem: 'HTTP_ERROR',
    httpStatus: status,
    retryable,
    ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
  };
}

/** Retry-After as seconds from now: either a number of seconds or an HTTP date. */
function parseRetryAfter(value: string | undefined): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function mediaType(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || null;
}

function accepts(accept: readonly string[], type: string): boolean {
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted === type || wanted === '*/*' || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1)));
  });
}

function parseLocation(location: string | undefined, base: URL): string | null {
  if (!location) return null;
  try {
    return new URL(location, base).href;
  } catch {
    return null;
  }
}

const tlsErrorCode = /CERT|SELF_SIGNED|^UNABLE_TO_|^ERR_TLS_|^ERR_SSL_|^EPROTO$/;

function problemOfError(error: unknown): SourceFetchProblem {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  // Not an error of the network or the remote side: a mistake of ours, which must not pass for an unreachable site.
  if (typeof code !== 'string') throw error;
  if (tlsErrorCode.test(code)) return 'TLS';
  if (code === 'ETIMEDOUT') return 'TIMEOUT';
  if (code.startsWith('HPE_') || code.startsWith('Z_')) return 'BAD_RESPONSE';
  return 'UNREACHABLE';
}

function failed(problem: SourceFetchProblem, details: { contentType?: string } = {}): SafeFetchFailure {
  return { status: 'failed', problem, retryable: retryableProblems.has(problem), ...details };
}
