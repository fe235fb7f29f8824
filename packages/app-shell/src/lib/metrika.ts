// Runs in the browser (docs/product.md#analytics): the Yandex Metrika tag with click map, link tracking, accurate
// bounce tracking and session replay (webvisor). Whether to install it (only when the environment setting is
// PRODUCTION) is the app's decision, made from its validated env.

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

const METRIKA_INIT_OPTIONS = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
} as const;

/** The queueing stub of the official snippet: calls made before tag.js arrives wait in `ym.a`. */
type Ym = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

export type MetrikaTracker = {
  /** Reports a page view of a client-side navigation (the first one is counted by init). */
  hit(url: string, referer?: string): void;
};

function queueingStub(): Ym {
  const stub: Ym = function ym() {
    // The tag reads each queued call as an arguments object, exactly as its own snippet stores them.
    stub.a ??= [];
    // biome-ignore lint/complexity/noArguments: the official snippet's queue format
    stub.a.push(arguments);
  };
  stub.l = Date.now();
  return stub;
}

/** Installs the official tag once (a second call reuses it) and initialises the counter. */
export function installMetrika(counterId: number, win: Window = window): MetrikaTracker {
  const doc = win.document;
  const ym = win.ym ?? queueingStub();
  win.ym = ym;
  if (!Array.from(doc.scripts).some((script) => script.src === METRIKA_TAG_URL)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = METRIKA_TAG_URL;
    doc.head.append(script);
  }
  ym(counterId, 'init', { ...METRIKA_INIT_OPTIONS });
  return {
    hit(url, referer) {
      ym(counterId, 'hit', url, referer === undefined ? {} : { referer });
    },
  };
}
