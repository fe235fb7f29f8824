// The Russian texts of the home screen; its title is in the app's messages.

export const homeMessages = {
  documentTitle: 'Место — афиша и места города',
  tagline: 'Что происходит в городе сегодня: события, места и люди.',
  tonight: 'Сегодня вечером',
  tonightAll: 'Все события вечера',
  tonightEmpty: 'Сегодня вечером событий нет',
  tonightEmptyHint: 'Посмотрите, что будет завтра и на выходных.',
  allEvents: 'Вся афиша',
  popular: 'Популярные места',
  popularAll: 'Все места',
  popularEmpty: 'Мест пока нет',
  openNow: 'Открыто сейчас',
  tonightFailed: 'Не удалось загрузить события',
  popularFailed: 'Не удалось загрузить места',
  retry: 'Повторить',
  loading: 'Загрузка…',
} as const;
