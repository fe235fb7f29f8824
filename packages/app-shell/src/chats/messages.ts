// The Russian texts of the chats screens of both apps, in one place so they can be reviewed in one sitting.

import { quoted, quoteName } from '@mesto/domain';

export const chatMessages = {
  title: 'Чаты',
  businessTitle: 'Чаты с гостями',
  listLabel: 'Список чатов',
  search: 'Поиск по чатам',
  loadFailed: 'Не удалось загрузить чаты',
  messagesFailed: 'Не удалось загрузить сообщения',
  retry: 'Повторить',
  more: 'Показать ещё',
  noneYet: 'Чатов пока нет',
  noneYetHint:
    'Напишите человеку со страницы его профиля или заведению со страницы места. Чат комнаты появится, когда вы присоединитесь к комнате.',
  noneYetBusiness: 'Гости ещё не писали. Их сообщения появятся здесь, как только кто-нибудь напишет заведению.',
  nothingFound: (q: string) => `По запросу ${quoted(q)} чатов нет`,
  pickOne: 'Выберите чат слева, чтобы читать и писать',
  back: 'Назад к чатам',
  typing: (name: string) => `${name} печатает…`,
  noAnswer: 'Сервер не ответил',
  members: (count: string) => `Участники: ${count}`,
  /** The name stands apart (quoteName), never after a preposition. */
  asTeam: (organisation: string) => `Вы отвечаете от лица организации: ${quoteName(organisation)}`,
  organisationChat: 'Чат с заведением: отвечает его команда',
  /** For the team: which of the organisation's places the guest wrote from. */
  fromPlace: (place: string) => `Из места: ${place}`,
  messagesLabel: (title: string) => `Сообщения: ${title}`,
  notFound: 'Этот чат не найден или вы в нём больше не участвуете',
  chooseOrganisation: 'Организация',
  write: 'Написать',
  signInToWrite: 'Войдите, чтобы писать',
  /** A send refused for good (a block between the two people), in the server's words. */
  unavailable: (reason: string) => `${reason}. Сообщения в этот чат не доставляются.`,
  cannotWrite: 'Писать в этот чат нельзя',
  /** Under one's own message a moderator acted on (others do not see it). */
  moderated: (state: string, reason: string | null) =>
    state === 'HELD'
      ? 'На проверке у модератора'
      : `${state === 'DELETED' ? 'Удалено модератором' : 'Скрыто модератором'}${reason ? `: ${reason}` : ''}`,
} as const;
