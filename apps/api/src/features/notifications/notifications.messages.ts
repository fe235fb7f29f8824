import { cutText, quoted } from '@mesto/domain';

// What the notifications say to a person: the messages (the bot's and the browsers'), the settings' errors, in one
// place.

const plural = (n: number, one: string, few: string, many: string) => {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
};

const quote = (text: string, max = 200) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return cutText(clean, max, { ellipsis: true });
};

export const notificationMessages = {
  settings: {
    badTimeZone: 'Укажите часовой пояс из списка, например Europe/Moscow',
    quietBoth: 'Укажите и начало, и конец тихих часов, или уберите оба',
    quietSame: 'Начало и конец тихих часов не могут совпадать',
    quietTime: 'Время указывается в минутах от полуночи, от 0 до 1439',
  },
  internal: {
    forbidden: 'Этот адрес только для бота',
  },
  push: {
    /** A browser notification's title when the message is one line (its text is the body). */
    site: 'Место',
    off: 'Уведомления в браузере на этом сайте выключены',
    endpoint: 'Адрес подписки браузера должен начинаться с https://',
    endpointHost: 'Адрес подписки браузера должен вести на сервис уведомлений браузера',
    p256dh: 'Ключ p256dh подписки браузера должен быть открытым ключом P-256 в base64url (65 байт)',
    auth: 'Ключ auth подписки браузера должен быть 16 байтами в base64url',
    notFound: 'Такой подписки на уведомления нет',
    channelsNone:
      'Оставьте хотя бы один способ, которым уведомления до вас дойдут: привязанный Telegram или браузер с включёнными уведомлениями',
  },
  text: {
    chatMessages: (count: number, chat: string, author: string, text: string) =>
      count === 1
        ? `💬 ${author} в чате ${quoted(chat)}:\n${quote(text)}`
        : `💬 ${count} ${plural(count, 'новое сообщение', 'новых сообщения', 'новых сообщений')} в чате ${quoted(chat)}`,
    privateMessages: (count: number, from: string, text: string) =>
      count === 1
        ? `💬 ${from}:\n${quote(text)}`
        : `💬 ${from}: ${count} ${plural(count, 'новое сообщение', 'новых сообщения', 'новых сообщений')}`,
    businessChat: (count: number, organisation: string, author: string, text: string) =>
      count === 1
        ? `📨 Посетитель ${author} пишет ${quoted(organisation)}:\n${quote(text)}`
        : `📨 ${count} ${plural(count, 'новое сообщение', 'новых сообщения', 'новых сообщений')} от посетителя ${author} для ${quoted(organisation)}`,
    opinionAnswer: (subject: string, text: string) => `↩️ Вам ответили на мнение о ${quoted(subject)}:\n${quote(text)}`,
    opinionAnswers: (count: number) =>
      `↩️ ${count} ${plural(count, 'новый ответ', 'новых ответа', 'новых ответов')} на ваши мнения`,
    roomStarts: (title: string, minutes: number) =>
      minutes <= 1
        ? `⏰ Комната ${quoted(title)} начинается сейчас`
        : `⏰ Комната ${quoted(title)} начнётся через ${minutes} мин.`,
    followedEvent: (place: string, title: string, when: string) =>
      `📅 Новое событие в ${quoted(place)}: ${title}, ${when}`,
    followedEvents: (place: string, count: number) =>
      `📅 ${count} ${plural(count, 'новое событие', 'новых события', 'новых событий')} в ${quoted(place)}`,
    businessOpinion: (subject: string, rating: number, text: string) =>
      `⭐ Новое мнение о ${quoted(subject)} (${rating}/5)${text ? `:\n${quote(text)}` : ''}`,
    businessOpinions: (subject: string, count: number) =>
      `⭐ ${count} ${plural(count, 'новое мнение', 'новых мнения', 'новых мнений')} о ${quoted(subject)}`,
    moderationDecision: (targetType: string, previousState: string, state: string, title: string, reason: string) => {
      // What it is, and the ending its verbs take: «скрыт», «скрыта», «скрыто».
      const [what, ending] = (
        {
          OPINION: ['Ваше мнение', 'о'],
          FEEDBACK: ['Ваш ответ на мнение', ''],
          ROOM: ['Ваша комната', 'а'],
          CHAT_MESSAGE: ['Ваше сообщение', 'о'],
          USER: ['Ваш профиль', ''],
        } as Record<string, [string, string]>
      )[targetType] ?? ['Ваш материал', ''];
      const about = title ? ` (${quoted(quote(title, 80))})` : '';
      // A held item let through is published for the first time; a hidden or deleted one is back.
      if (state === 'VISIBLE' && previousState === 'HELD') {
        return `✅ ${what}${about} опубликован${ending}: модератор проверил ${ending === 'а' ? 'её' : 'его'}`;
      }
      if (state === 'VISIBLE') return `✅ ${what}${about} снова вид${ending === '' ? 'ен' : `н${ending}`} всем`;
      const done = state === 'DELETED' ? `удал${ending === '' ? 'ён' : `ен${ending}`}` : `скрыт${ending}`;
      return `🛡 ${what}${about} ${done} модератором${reason ? `. Причина: ${quote(reason, 300)}` : ''}`;
    },
    open: 'Открыть',
    someone: 'Кто-то',
  },
} as const;
