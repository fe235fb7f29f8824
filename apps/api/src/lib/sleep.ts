// A wait a background loop can be woken from: its stop aborts the signal and the loop ends at once, not after its
// idle time.

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
