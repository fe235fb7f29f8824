// The site's service worker: it shows the notifications the API sends to this browser (Web Push) and opens their
// link when one is clicked. Nothing else: no caching, no fetch handler (pages load as they would without it).
// A message is what apps/api/src/features/notifications/push-message.ts builds: { title, body, url, tag }.
// Served as /sw.js with a policy of its own (@mesto/vite-config/security-headers, SERVICE_WORKER_POLICY).

const ICON = '/notification-icon.png';
const BADGE = '/notification-badge.png';
const SITE = 'Место';

self.addEventListener('install', () => {
  // A new version takes over at once: it has no caches to keep consistent with open pages.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The message of a push, or a plain one when it is not the JSON the API sends. */
function messageOf(data) {
  if (!data) return { title: SITE, body: '', url: '/', tag: '' };
  try {
    const value = data.json();
    return {
      title: typeof value.title === 'string' && value.title ? value.title : SITE,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' && value.url ? value.url : '/',
      tag: typeof value.tag === 'string' ? value.tag : '',
    };
  } catch {
    return { title: SITE, body: data.text(), url: '/', tag: '' };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: BADGE,
      lang: 'ru',
      // One notification per group: a newer message of a chat replaces the older one, and still alerts.
      ...(message.tag ? { tag: message.tag, renotify: true } : {}),
      data: { url: message.url },
    }),
  );
});

/** Only the site's own pages and https addresses are opened (the business panel is another host). */
function targetOf(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin || target.protocol === 'https:' ? target.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data?.url ?? '/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      // A tab of the site is open: it goes to the link, instead of a new one.
      const site = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (site && new URL(target).origin === self.location.origin && 'navigate' in site) {
        try {
          const focused = await site.focus();
          return await focused.navigate(target);
        } catch {
          // Not this worker's page yet (opened before it took over): a new tab below.
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});

// The push service replaced this browser's subscription (Firefox does so): subscribe again with the same key and
// tell the API, signed in by the site's cookies. If that fails, the settings screen offers «Включить» again.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription?.options?.applicationServerKey;
      const subscription =
        event.newSubscription ??
        (key
          ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
          : null);
      if (!subscription) return;
      await fetch('/api/notifications/push/subscriptions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })().catch(() => {}),
  );
});
