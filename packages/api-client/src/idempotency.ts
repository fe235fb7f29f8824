/** The header under which the API runs a write once and answers its retries with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Writes that take a key (the API declares it on each in the OpenAPI document). */
const KEYED_METHODS = new Set(['POST', 'PATCH']);
/** How many writes without a settling answer keep their keys; the oldest is forgotten first. */
const UNSETTLED_LIMIT = 50;

/** 128 random bits as hex. `crypto.randomUUID` exists only on secure origins; `getRandomValues` everywhere. */
function freshKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Idempotency keys for the client's writes. Each write gets a fresh key; a write whose outcome the client does not
 * know (no connection, a 5xx, a 409 saying the first is still running, called off) keeps it, and the same write
 * (method, address and body) sent again — a person pressing «Повторить» or «Сохранить» once more — carries the same
 * key, so the server does it once. A definite answer (2xx, 4xx) ends the series: the next identical write is a new one.
 */
export type WriteKeys = ReturnType<typeof createWriteKeys>;

export function createWriteKeys() {
  /** The keys of writes whose outcome is unknown, by what makes a write the same. */
  const unsettled = new Map<string, string>();
  /** Writes under way: the call's id → its signature and key. */
  const sent = new Map<string, { signature: string; key: string }>();

  /**
   * The call ended with an answer (`status`) or none (null): a definite answer (`definiteAnswer`) spends its key,
   * otherwise the key waits for the same write again.
   */
  const settle = (id: string, status: number | null) => {
    const write = sent.get(id);
    if (!write) return;
    sent.delete(id);
    unsettled.delete(write.signature);
    if (status !== null && definiteAnswer(status)) return;
    unsettled.set(write.signature, write.key);
    if (unsettled.size > UNSETTLED_LIMIT) unsettled.delete(unsettled.keys().next().value as string);
  };

  return {
    /** The request with its key, for a JSON write that has none yet; any other request as it is. */
    async attach(id: string, request: Request): Promise<Request> {
      if (!KEYED_METHODS.has(request.method) || request.headers.has(IDEMPOTENCY_KEY_HEADER)) return request;
      // An upload's body is a file the API reads itself; the API does not take a key there.
      if (request.headers.get('content-type')?.startsWith('multipart/')) return request;
      const signature = `${request.method} ${request.url}\n${await request.clone().text()}`;
      const key = unsettled.get(signature) ?? freshKey();
      sent.set(id, { signature, key });
      const headers = new Headers(request.headers);
      headers.set(IDEMPOTENCY_KEY_HEADER, key);
      return new Request(request, { headers });
    },
    settle,
  };
}

/**
 * Whether an answer tells the write's outcome: not a 5xx, and not a 409 (the first try may still be running; any other
 * conflict is answered the same again under the same key, so keeping it costs nothing).
 */
export function definiteAnswer(status: number): boolean {
  return status < 500 && status !== 409;
}
