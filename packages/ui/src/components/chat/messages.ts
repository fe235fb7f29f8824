import type { PluralForms } from '@mesto/domain';

// The Russian texts of the chat components; dates, times and numbers are worded by @mesto/domain.
export const chatMessages = {
  listItem: {
    /** The preview of the viewer's own last message: «Вы: до встречи!». */
    mine: (preview: string) => `Вы: ${preview}`,
    /** Someone else's last message in a group or a room: «Анна: до встречи!». */
    byAuthor: (author: string, preview: string) => `${author}: ${preview}`,
    noMessages: 'Сообщений пока нет',
    /** Read out with the badge's number: «3 непрочитанных». */
    unread: { one: 'непрочитанное', few: 'непрочитанных', many: 'непрочитанных' } satisfies PluralForms,
    /** The badge stops counting at 99. */
    unreadCapped: '99+',
    unreadCappedLabel: 'Больше 99 непрочитанных',
  },
  time: {
    /** The chat list's short word for a message from yesterday. */
    yesterday: 'вчера',
    /** Day separators in a chat. */
    today: 'Сегодня',
    yesterdayDay: 'Вчера',
  },
  messageList: {
    /** The accessible name of the message log unless the caller names it. */
    label: 'Сообщения',
    you: 'Вы',
    /** Before a message whose author is not shown above it, for screen readers: «Анна Петрова: …». */
    authorPrefix: (name: string) => `${name}: `,
    /** A message whose author's account is gone. */
    unknownAuthor: 'Удалённый пользователь',
    loadOlder: 'Показать более ранние',
    newMessages: 'Новые сообщения',
    empty: 'Сообщений пока нет. Напишите первым!',
    state: {
      sending: 'Отправляется',
      sent: 'Отправлено',
      read: 'Прочитано',
      failed: 'Не отправлено',
    },
    retry: 'Повторить',
    failedBecause: (reason: string) => `Не отправлено: ${reason}`,
  },
  composer: {
    label: 'Сообщение',
    placeholder: 'Сообщение',
    send: 'Отправить',
    /** The visible counter near the limit: «3950 / 4000». */
    counter: (count: string, max: string) => `${count} / ${max}`,
    /** The same for screen readers. */
    counterLabel: (count: string, max: string) => `${count} из ${max} знаков`,
    tooLong: (max: string) => `Сообщение длиннее ${max} знаков`,
  },
  status: {
    connected: 'В сети',
    connecting: 'Подключение…',
    disconnected: 'Нет связи — сообщения отправятся, когда связь вернётся',
  },
} as const;
