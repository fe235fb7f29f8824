import { createHash } from 'node:crypto';
import { cutText } from '@mesto/domain';
import { notificationMessages } from './notifications.messages.ts';
import type { NotificationKind } from './notifications.service.ts';

// What a browser notification carries: the same text the bot sends, split into a title and a body, the link to open
// and a tag (a browser shows one notification per tag: a group's newer message replaces the older one). The service
// worker of the site (apps/visitor/public/sw.js) reads exactly this.

export type PushMessage = {
  title: string;
  body: string;
  /** A path on the site the notification was enabled on, or an absolute address (the business panel). */
  url: string;
  tag: string;
};

/**
 * A payload's budget in bytes of UTF-8 JSON. A push message carries at most 4096 bytes, of which the encryption
 * (aes128gcm) takes 103 and the push services' limits leave a little less: 3 KB keeps well clear of all of them.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;
const TITLE_MAX = 120;
const BODY_MAX = 1000;

/** Half of a surrogate pair without its other half: a browser would show it as a broken character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * The message of an outbox group (outbox.service.ts `compose`) as a browser shows it: a text of several lines
 * («💬 Анна:\nПривет») becomes a title (its first line) and a body (the rest); one line is the body under the
 * site's name. Visitor links stay paths (the service worker opens them on its own site); business links open on the
 * business panel at `businessUrl`.
 */
export function pushMessageOf(
  message: { text: string; link: { app: 'visitor' | 'business'; path: string }; groupKey: string },
  { businessUrl }: { businessUrl: string },
): PushMessage {
  const text = wellFormed(message.text);
  const newline = text.indexOf('\n');
  const [title, body] =
    newline === -1
      ? [notificationMessages.push.site, text]
      : [text.slice(0, newline).replace(/:\s*$/, ''), text.slice(newline + 1)];
  const url =
    message.link.app === 'business'
      ? new URL(message.link.path, businessUrl).href
      : message.link.path.startsWith('/')
        ? message.link.path
        : `/${message.link.path}`;
  return {
    title: cutText(title.trim(), TITLE_MAX, { ellipsis: true }) || notificationMessages.push.site,
    body: cutText(body.trim(), BODY_MAX, { ellipsis: true }),
    url,
    tag: message.groupKey,
  };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The payload sent (UTF-8 JSON of the message) within PUSH_PAYLOAD_MAX_BYTES: a text full of characters JSON must
 * escape, or of four-byte ones, has its body and then its title cut until it fits; the link is never cut.
 */
export function pushPayload(message: PushMessage): string {
  let { title, body } = message;
  const encode = () => JSON.stringify({ ...message, title, body });
  let payload = encode();
  while (bytes(payload) > PUSH_PAYLOAD_MAX_BYTES && body.length > 0) {
    body = cutText(body, Math.floor(body.length * 0.75) - 1, { ellipsis: true });
    if (body === '…') body = '';
    payload = encode();
  }
  while (bytes(payload) > PUSH_PAYLOAD_MAX_BYTES && title.length > 0) {
    title = cutText(title, Math.floor(title.length * 0.75) - 1, { ellipsis: true });
    if (title === '…') title = '';
    payload = encode();
  }
  return payload;
}

/**
 * The Topic header of a message: a push service keeps only the latest undelivered message of a topic (a phone that
 * was off gets a group's newest, not all of them). At most 32 base64url characters, so a hash of the group.
 */
export function pushTopic(userId: string, groupKey: string): string {
  return createHash('sha256').update(`${userId}\n${groupKey}`).digest('base64url').slice(0, 32);
}

/** How long a push service keeps a message for a browser that is offline: a room's reminder is soon worthless. */
export function pushTimeToLive(kind: NotificationKind): number {
  return kind === 'ROOM_STARTS' ? 30 * 60 : 24 * 3600;
}

/** Messages a person waits for now are sent urgent (a phone saving power delivers them at once). */
export function pushUrgency(kind: NotificationKind): 'high' | 'normal' {
  return kind === 'CHAT_MESSAGE' || kind === 'BUSINESS_CHAT' || kind === 'ROOM_STARTS' ? 'high' : 'normal';
}
