import type { SourceKind } from '@mesto/domain';

// What the sources feature says to a venue: field errors, the state of a source, the notes on announcements.

export const sourceMessages = {
  kindPrefix: {
    TELEGRAM_CHANNEL: 'Телеграм',
    ICAL: 'Календарь',
    RSS: 'Лента',
    WEB_PAGE: 'Сайт',
  } satisfies Record<SourceKind, string>,
  nothingRead: 'в тексте не найдено событие',
  cancelled: 'Источник пишет, что событие отменено: снимите его с публикации или оставьте как есть.',
  changed: 'Источник изменил событие: проверьте изменения и опубликуйте снова.',
  placeOrOrganisation: 'Выберите место или организацию, от имени которых пишет источник',
  placeNotFound: 'Место не найдено',
  organisationNotFound: 'Организация не найдена',
  notYourOrganisation: 'Источники этой организации подключает только её команда',
  duplicate: 'Этот источник уже подключён',
  kindChange: 'Вид источника не меняется: подключите новый источник',
  failingNotChosen: 'Состояние «Ошибка» ставится само; выберите «Работает» или «На паузе»',
  telegramOff: 'Телеграм-бот на этом сервере не подключён: каналы пока не подключить',
  telegramNotBound: 'Привяжите свой Телеграм в профиле: так мы проверим, что вы администратор канала',
  channelAddress: 'Укажите канал как @имя или ссылку https://t.me/имя (пригласительные ссылки не подходят)',
  notACalendar: 'По этому адресу не календарь',
  notAFeed: 'По этому адресу не лента RSS или Atom',
  telegramPreview:
    'Посты канала приходят по мере публикации: бот не читает старые посты. Новые появятся в ленте анонсов.',
  unknownKind: 'По адресу не календарь, не лента и не страница сайта: проверьте ссылку',
  notFound: 'Источник не найден',
  channelNotFetched: 'Посты канала приходят сами, когда их публикуют: загружать канал не нужно',
  fetchRunning: 'Источник уже загружается: обновите страницу через минуту',
  notConnected: 'Канал не подключён как источник',
};
