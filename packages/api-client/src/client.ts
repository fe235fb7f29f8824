import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import { ApiError, apiErrorFromNetwork, apiErrorFromResponse } from './errors.ts';
import type { paths } from './schema';

export type ApiPaths = paths;

/** Receives the message of a failed call, for a negative toast (spec §8). */
export type ErrorSink = (error: ApiError) => void;

/** Marks one call as silent: its failure is not shown to the user, only rethrown. */
export const SILENT_HEADER = 'x-mesto-silent';
export const silent = { [SILENT_HEADER]: '1' } as const;

export type ApiClientOptions = {
  /** Where the API lives, e.g. '' (same origin, proxied) or 'https://api.gorod.example'. */
  baseUrl?: string;
  /** Shown every failure of a call that is not silent. */
  onError?: ErrorSink;
  fetch?: typeof globalThis.fetch;
};

export type ApiClient = {
  client: Client<paths>;
  $api: OpenapiQueryClient<paths>;
};

/** Drops query parameters with empty values on GET (spec §7), so blank filters do not reach the server. */
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
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const silentRequests = new Set<string>();

  const report = (id: string, error: ApiError) => {
    const quiet = silentRequests.delete(id);
    if (!quiet) options.onError?.(error);
    return error;
  };

  const middleware: Middleware = {
    onRequest({ request, id }) {
      let next = request;
      if (next.headers.has(SILENT_HEADER)) {
        silentRequests.add(id);
        const headers = new Headers(next.headers);
        headers.delete(SILENT_HEADER);
        next = new Request(next, { headers });
      }
      return next.method === 'GET' ? withoutEmptyQuery(next) : next;
    },
    async onResponse({ response, id }) {
      if (response.ok) {
        silentRequests.delete(id);
        return response;
      }
      const body = await response
        .clone()
        .json()
        .catch(() => null);
      throw report(id, apiErrorFromResponse(response.status, body));
    },
    onError({ error, id }) {
      return error instanceof ApiError ? error : report(id, apiErrorFromNetwork(error));
    },
  };
  client.use(middleware);
  return { client, $api: createQueryClient(client) };
}
