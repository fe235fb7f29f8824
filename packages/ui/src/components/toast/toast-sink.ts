import type { ToastSeverity } from '@mesto/domain';

export type ToastOptions = {
  /** info by default. */
  severity?: ToastSeverity;
  /** Defaults to the domain's title for the severity ('Ошибка', 'Успешно', 'Предупреждение'). */
  title?: string;
  description?: string;
};

export type ToastSink = (options: ToastOptions) => void;

// Toasts asked for before a provider mounts (an HTTP error during start-up) wait here, a few at most.
const MAX_PENDING = 5;

let sink: ToastSink | null = null;
let pending: ToastOptions[] = [];

/**
 * Where `toast()` delivers. `<ToastProvider>` registers itself on mount; pass null to unregister.
 * Returns the previous sink so a caller (a test, a nested provider) can put it back.
 */
export function setToastSink(next: ToastSink | null): ToastSink | null {
  const previous = sink;
  sink = next;
  if (next !== null && pending.length > 0) {
    const queued = pending;
    pending = [];
    for (const options of queued) next(options);
  }
  return previous;
}

/** Shows a toast from anywhere, React or not (e.g. an HTTP client middleware). */
export function toast(options: ToastOptions): void {
  if (sink !== null) {
    sink(options);
    return;
  }
  pending = [...pending, options].slice(-MAX_PENDING);
}
