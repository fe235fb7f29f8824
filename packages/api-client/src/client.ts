import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from '../generated/schema';
import { ApiError, apiErrorFromNetwork, apiErrorFromResponse, isCancelled } from './errors.ts';
import type { WriteKeys } from './idempotency.ts';
import type { RenewalOutcome } from './renewal.ts';

export type ApiPaths = paths;

/** Receives the message of a failed call, for a negative toast (docs/product.md#toasts). */
export type ErrorSink = (error: ApiError) => void;

/** Marks one call as silent: its failure is not shown to the user, only rethrown. */
const SILENT_HEADER = 'x-mesto-silent';
export const silent = { [SILENT_HEADER]: '1' } as const;

export type ApiClientOptions = {
  /** Where the API lives, e.g. '' (same origin, proxied) or 'https://api.gorod.example'. */
  baseUrl?: string;
  /** Shown every failure of a call that is not silent. */
  onError?: ErrorSink;
  /** Sends a request; the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The Idempotency-Key bookkeeping of writes (`@mesto/api-client/idempotency`'s `createWriteKeys`), loaded when first
   * needed: the apps import it lazily, as reading needs none of it. Absent, writes carry no key (a server render).
   */
  writeKeys?: () => Promise<{ createWriteKeys(): WriteKeys }>;
};

/** How the client gets a 401 cured: the session provides it (`createSession`) while it exists. */
export type SessionRenewal = {
  /** Whether a 401 to this call may be cured by renewing: someone is signed in, and it is not a sign-in call. */
  covers(request: Request): boolean;
  /** Renews the session unless that happened after `since` (when the call left); shared by all waiting calls. */
  renew(since: number): Promise<RenewalOutcome>;
};

export type ApiClient = {
  client: Client<paths>;
  $api: OpenapiQueryClient<paths>;
  /** Lets the session renew expired tokens and send the failed calls again. */
  setRenewal(renewal: SessionRenewal | null): void;
};

/** Drops query parameters with empty values on GET (docs/product.md#api-calls), so blank filters do not reach the server. */
function withoutEmptyQuery(request: Request): Request {
  const url = new URL(request.url);
  let changed = false;
  for (const [key, value] of [...url.searchParams.entries()]) {
    if (value === '') {
      url.searchParams.delete(key, value);
      changed = true;
    }
  }
  return changed ? new Request(url, request) : request;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const silentRequests = new Set<string>();
  let renewal: SessionRenewal | null = null;
  /** Calls that may be sent again after a renewal: an unsent copy (a body can be read once) and when they left. */
  const resendable = new Map<string, { copy: Request; since: number }>();
  /** Failed renewals already shown once: the calls that waited for the same one stay quiet. */
  const shownRenewals = new WeakSet<RenewalOutcome>();
  /**
   * A retried write (after a lost connection or a server failure) carries its first try's Idempotency-Key. The keys'
   * bookkeeping comes with the first write (`options.writeKeys`).
   */
  let writeKeys: WriteKeys | undefined;
  let loading: Promise<WriteKeys | undefined> | undefined;
  const loadWriteKeys = () =>
    (loading ??= options.writeKeys?.().then((module) => (writeKeys = module.createWriteKeys())));

  /** Forgets a call its caller called off (the screen that wanted it went away): it is no failure to tell anyone of. */
  const cancelled = (id: string, error: unknown, signal: AbortSignal): boolean => {
    if (!isCancelled(error, signal)) return false;
    silentRequests.delete(id);
    resendable.delete(id);
    return true;
  };

  const report = (id: string, error: ApiError, quiet = false) => {
    const silent = silentRequests.delete(id);
    if (!silent && !quiet) options.onError?.(error);
    return error;
  };

  const failure = async (response: Response) => {
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    return apiErrorFromResponse(response.status, body);
  };

  /**
   * A 401 to a signed-in call usually means the access token has expired: renew the session (one refresh for every
   * call failing meanwhile) and send the call once more, so the person notices nothing. Returns the response to go
   * on with, or throws the error the call fails with.
   */
  async function afterRenewal(id: string, response: Response, copy: Request, since: number): Promise<Response> {
    const outcome = await (renewal?.renew(since) ?? Promise.resolve<RenewalOutcome>({ renewed: false, error: null }));
    if (outcome.renewed) {
      try {
        return await send(copy);
      } catch (error) {
        if (cancelled(id, error, copy.signal)) throw error;
        throw report(id, apiErrorFromNetwork(error));
      }
    }
    const error = outcome.error ?? (await failure(response));
    if (cancelled(id, null, copy.signal)) throw copy.signal.reason;
    const first = !shownRenewals.has(outcome) && !silentRequests.has(id);
    if (first) shownRenewals.add(outcome);
    throw report(id, error, !first);
  }

  const middleware: Middleware = {
    async onRequest({ request, id }) {
      let next = request;
      if (next.headers.has(SILENT_HEADER)) {
        silentRequests.add(id);
        const headers = new Headers(next.headers);
        headers.delete(SILENT_HEADER);
        next = new Request(next, { headers });
      }
      if (next.method === 'GET') next = withoutEmptyQuery(next);
      // Before the copy for a resend is taken: a write sent again after a renewal is the same write.
      if (next.method !== 'GET') next = (await (await loadWriteKeys())?.attach(id, next)) ?? next;
      if (renewal?.covers(next)) resendable.set(id, { copy: next.clone(), since: Date.now() });
      return next;
    },
    async onResponse({ request, response, id }) {
      // The write's key is spent by a definite answer; a resend after a renewal carries it all the same.
      writeKeys?.settle(id, response.status);
      let current = response;
      const retry = resendable.get(id);
      resendable.delete(id);
      if (current.status === 401 && retry) {
        // Signed out while the call was under way (a renewal failed, or a logout): the login screen says it all.
        if (!renewal?.covers(retry.copy)) throw report(id, await failure(current), true);
        current = await afterRenewal(id, current, retry.copy, retry.since);
      }
      if (current.ok) {
        silentRequests.delete(id);
        return current;
      }
      const error = await failure(current);
      // Called off while the answer was on its way: whatever it said, nobody is waiting for it any more.
      if (cancelled(id, null, request.signal)) throw request.signal.reason;
      throw report(id, error);
    },
    onError({ error, request, id }) {
      resendable.delete(id);
      // No answer: the write may or may not have happened, and the same write sent again must say it is a retry.
      writeKeys?.settle(id, null);
      if (error instanceof ApiError) return error;
      // Returning nothing rethrows the caller's own AbortError untouched, which React Query knows for a cancellation.
      if (cancelled(id, error, request.signal)) return undefined;
      return report(id, apiErrorFromNetwork(error));
    },
  };
  client.use(middleware);
  return {
    client,
    $api: createQueryClient(client),
    setRenewal(next) {
      renewal = next;
    },
  };
}
