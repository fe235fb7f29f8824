import { describe, expect, it } from 'vitest';
import type { ShownMessage, StoredMessage } from './chat-types.ts';
import {
  addOlderPage,
  addPending,
  addStored,
  emptyLog,
  fromNewestPage,
  lastStored,
  pendingOf,
  setPendingState,
} from './message-log.ts';

const author = { id: 'u1', code: '1', username: null, displayName: 'Анна', avatarFileId: null };
const stored = (id: string, at: string, clientId: string | null = null): StoredMessage => ({
  id,
  chatId: 'c1',
  clientId,
  text: `text ${id}`,
  author,
  moderation: null,
  createdAt: at,
});
const pending = (clientId: string): ShownMessage => ({
  ...stored(clientId, '2026-11-23T10:00:09.000Z', clientId),
  state: 'sending',
});
const ids = (messages: { id: string }[]) => messages.map((message) => message.id);

describe('the message log of an open chat', () => {
  it('shows the newest page oldest first, older pages above it, each message once', () => {
    const log = fromNewestPage({
      items: [stored('m3', '2026-11-23T10:00:03.000Z'), stored('m2', '2026-11-23T10:00:02.000Z')],
      nextCursor: 'm2',
    });
    expect(ids(log.messages)).toEqual(['m2', 'm3']);
    const older = addOlderPage(log, {
      items: [stored('m2', '2026-11-23T10:00:02.000Z'), stored('m1', '2026-11-23T10:00:01.000Z')],
      nextCursor: null,
    });
    expect(ids(older.messages)).toEqual(['m1', 'm2', 'm3']);
    expect(older.olderCursor).toBeNull();
  });

  it('keeps pending messages last until the server answers, then puts the stored one in its place', () => {
    let log = fromNewestPage({ items: [stored('m1', '2026-11-23T10:00:01.000Z')], nextCursor: null });
    log = addPending(log, pending('c-a'));
    log = addPending(log, pending('c-b'));
    // Someone else's message arrives while mine are on their way: it goes before them.
    log = addStored(log, [stored('m2', '2026-11-23T10:00:02.000Z')]);
    expect(ids(log.messages)).toEqual(['m1', 'm2', 'c-a', 'c-b']);
    expect(ids(pendingOf(log))).toEqual(['c-a', 'c-b']);
    // The answer to c-b comes first, then the live copy of c-a's message (stored earlier).
    log = addStored(log, [stored('m4', '2026-11-23T10:00:04.000Z', 'c-b')]);
    log = addStored(log, [stored('m3', '2026-11-23T10:00:03.000Z', 'c-a')]);
    expect(ids(log.messages)).toEqual(['m1', 'm2', 'm3', 'm4']);
    // The acknowledgement of an already shown message changes nothing.
    expect(ids(addStored(log, [stored('m3', '2026-11-23T10:00:03.000Z', 'c-a')]).messages)).toEqual(ids(log.messages));
    expect(lastStored(log)?.id).toBe('m4');
  });

  it('marks a failed message and lets it be sent again', () => {
    let log = addPending(emptyLog, pending('c-a'));
    log = setPendingState(log, 'c-a', 'failed', 'Слишком много сообщений подряд');
    expect(log.messages[0]).toMatchObject({ state: 'failed', error: 'Слишком много сообщений подряд' });
    expect(pendingOf(log)).toEqual([]);
    log = setPendingState(log, 'c-a', 'sending');
    expect(pendingOf(log)).toHaveLength(1);
    expect(lastStored(log)).toBeUndefined();
  });

  it('orders messages of one instant by id, as the server does', () => {
    const log = addStored(emptyLog, [stored('b', '2026-11-23T10:00:01.000Z'), stored('a', '2026-11-23T10:00:01.000Z')]);
    expect(ids(log.messages)).toEqual(['a', 'b']);
  });

  it('after the server said live delivery failed from a moment on, the catch-up starts before it, not at this device’s own newer message', () => {
    const log = addStored(emptyLog, [
      stored('m1', '2026-11-23T10:00:01.000Z'),
      stored('m2', '2026-11-23T10:00:02.000Z'),
      // This device's own, answered while the other person's messages of 10:00:03–10:00:05 did not come.
      stored('mine', '2026-11-23T10:00:06.000Z', 'c-mine'),
    ]);
    expect(lastStored(log)?.id).toBe('mine');
    expect(lastStored(log, '2026-11-23T10:00:02.500Z')?.id).toBe('m2');
    // Everything held is newer than the moment: the history was loaded after it, so from the oldest held.
    expect(lastStored(log, '2026-11-23T09:00:00.000Z')?.id).toBe('m1');
    expect(lastStored(emptyLog, '2026-11-23T09:00:00.000Z')).toBeUndefined();
  });
});
