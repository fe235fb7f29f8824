import { formatCount, type PluralForms } from '@mesto/domain';

// The Russian texts of the moderation screens; the reasons', states' and actions' labels come from @mesto/domain.

const complaintForms = { one: 'жалоба', few: 'жалобы', many: 'жалоб' } satisfies PluralForms;

export const moderationMessages = {
  moderatorsOnly: 'Модерация открыта модераторам и администраторам',
  moderatorsOnlyHint: 'Попросите администратора выдать роль «Модератор» на странице прав.',
  tabs: {
    label: 'Очередь модерации',
    OPEN: 'Открытые',
    HELD: 'Задержанные',
    DECIDED: 'Решённые',
  },
  list: {
    OPEN: 'Открытые жалобы',
    HELD: 'Задержанные автоматически',
    DECIDED: 'Решённые',
  },
  loading: 'Загружаем очередь…',
  loadFailed: 'Не удалось загрузить очередь',
  empty: {
    OPEN: 'Открытых жалоб нет',
    HELD: 'Ничего не задержано',
    DECIDED: 'Решений пока нет',
  },
  emptyHint: {
    OPEN: 'Когда кто-нибудь пожалуется на мнение, комнату, сообщение или профиль, оно появится здесь.',
    HELD: 'Сюда попадают мнения и комнаты новых аккаунтов со ссылками или телефонами и мнения, написанные пачкой.',
    DECIDED: 'Здесь будут элементы, по которым модератор уже принял решение.',
  },
  targets: {
    OPINION: 'Мнение',
    FEEDBACK: 'Ответ заведения',
    ROOM: 'Комната',
    CHAT_MESSAGE: 'Сообщение в чате',
    USER: 'Профиль',
  } as Record<string, string>,
  complaints: (count: number) => formatCount(count, complaintForms),
  lastComplaint: (when: string) => `последняя ${when}`,
  decisionsCount: (count: number) => `решений: ${count}`,
  author: 'Автор',
  authorSince: (date: string) => `в «Месте» с ${date}`,
  authorHistory: (opinions: number, hidden: number, deleted: number, against: number) =>
    `мнений: ${opinions}, скрыто: ${hidden}, удалено: ${deleted}, жалоб на автора: ${against}`,
  noText: 'Без текста',
  reasons: 'Причины жалоб',
  held: (reason: string) => `Задержано автоматически: ${reason}`,
  open: 'Разобрать',
  openLabel: (what: string) => `Разобрать: ${what}`,
  onSite: 'Открыть на сайте',
  back: 'К очереди',
  item: {
    title: 'Жалоба',
    notFound: 'Такого элемента в очереди нет',
    notFoundHint: 'Возможно, ссылка устарела. Вернитесь к очереди.',
    loadFailed: 'Не удалось загрузить элемент',
    text: 'Текст',
    complaints: 'Жалобы',
    noComplaints: 'Жалоб нет: элемент задержан автоматически или жалобы уже закрыты.',
    anonymousAuthor: 'Удалённый пользователь',
    state: 'Сейчас',
  },
  history: {
    title: 'Решения',
    empty: 'Решений по этому элементу ещё не было',
    entry: (moderator: string, action: string) => `${moderator}: ${action}`,
    change: (from: string, to: string) => `${from} → ${to}`,
  },
  actions: {
    label: 'Решение',
    reason: 'Причина',
    reasonHint: 'Автор увидит её рядом со скрытым элементом и в уведомлении',
    reasonOptionalHint: 'Необязательно: останется в журнале решений',
    reasonRequired: 'Укажите причину: автор увидит её',
    tooLong: (max: number) => `Не длиннее ${max} символов`,
    confirmTitle: {
      KEEP: 'Оставить как есть?',
      HIDE: 'Скрыть?',
      DELETE: 'Удалить?',
    } as Record<string, string>,
    confirmText: {
      KEEP: 'Элемент снова увидят все, кому он доступен; открытые жалобы закроются.',
      HIDE: 'Элемент увидят только автор и команда места, с пометкой и причиной. Решение можно отменить.',
      DELETE: 'Элемент пропадёт для всех, кроме модераторов. Решение можно отменить, оставив элемент.',
    } as Record<string, string>,
    cancel: 'Отмена',
    decided: {
      KEEP: 'Оставлено',
      HIDE: 'Скрыто',
      DELETE: 'Удалено',
    } as Record<string, string>,
    failed: 'Решение не принято',
    noDeleteForUsers: 'Профиль нельзя удалить — только скрыть',
  },
} as const;
