// Load helpers shared by the scale benches: signing a generated person in, and p50/p95 of one request shape.

/** Signs in through the API; the access token for `authorization: Bearer` and the socket's `auth.token`. */
export async function signIn(address: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${login}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The value at a share (0.5, 0.95) of sorted numbers. */
export const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;

/** `requests` requests, `concurrency` at a time, of the URLs `url()` gives: their p50, p95 and failures. */
export async function latencies(
  address: string,
  url: () => string,
  headers: Record<string, string>,
  { requests, concurrency }: { requests: number; concurrency: number },
) {
  const times: number[] = [];
  let failures = 0;
  let firstFailure = '';
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${address}${url()}`, { headers });
      const body = await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) {
        failures += 1;
        firstFailure ||= `${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), failures, firstFailure, count: times.length };
}
