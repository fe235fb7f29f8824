// This browser's side of notifications in the browser (Web Push): whether it can show them, whether the person
// allowed them, the site's service worker (public/sw.js) and its push subscription. Only called from effects and
// handlers: none of it exists while a page is rendered on the server.

/** Where the service worker is served (the API and `vite preview` give it a policy of its own there). */
const SERVICE_WORKER_URL = '/sw.js';

/** What this browser can do about notifications from the site. */
export type PushSupport =
  | 'supported'
  /** An iPhone or iPad: only a site added to the home screen gets notifications. */
  | 'home-screen'
  /** Not over https: browsers give notifications only to secure pages. */
  | 'insecure'
  | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (apple && !standalone && !capable) return 'home-screen';
  if (!window.isSecureContext) return 'insecure';
  return capable ? 'supported' : 'unsupported';
}

/** Notification.permission: 'default' (not asked yet), 'granted' or 'denied' (blocked in the browser's settings). */
export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

/** The service worker's registration, if the site has one in this browser. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** This browser's current subscription's address, or null. */
export async function currentEndpoint(): Promise<string | null> {
  if (pushSupport() !== 'supported') return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Why turning notifications on in this browser failed. */
export class BrowserPushError extends Error {
  constructor(
    readonly reason: 'denied' | 'dismissed' | 'worker' | 'push-service',
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'BrowserPushError';
  }
}

/** A base64url text as bytes (the VAPID key for `applicationServerKey`). */
export function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/**
 * Asks for the permission (when not given yet), registers the service worker and subscribes with the site's VAPID
 * key: a subscription made with another key (the site's keys changed) is replaced. Returns what the API stores.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  let permission = notificationPermission();
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'denied') throw new BrowserPushError('denied');
  if (permission !== 'granted') throw new BrowserPushError('dismissed');
  let worker: ServiceWorkerRegistration;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    worker = await navigator.serviceWorker.ready;
  } catch (error) {
    throw new BrowserPushError('worker', error);
  }
  const key = base64urlBytes(publicKey);
  try {
    const existing = await worker.pushManager.getSubscription();
    if (existing && sameKey(existing, key)) return existing.toJSON();
    await existing?.unsubscribe();
    const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscription.toJSON();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') throw new BrowserPushError('denied', error);
    throw new BrowserPushError('push-service', error);
  }
}

/** Ends this browser's subscription (the service worker stays, doing nothing); its address, or null if it had none. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
