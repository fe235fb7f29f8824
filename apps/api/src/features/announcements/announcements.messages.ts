// What the announcements API says to a person, in one place.

export const announcementMessages = {
  notFound: 'Анонс не найден',
  badUrl: 'Ссылка должна быть полным адресом, например https://t.me/channel/123',
  textRequired: 'Вставьте текст анонса или укажите его id',
  textTooLong: (max: number) => `Текст анонса — не длиннее ${max} символов`,
  claimedByOther: (name: string) => `Анонс сейчас разбирает ${name}: возьмите следующий из очереди`,
  choosePlace: 'Выберите место, где пройдёт событие',
  titleRequired: 'Укажите название события',
  startRequired: 'Укажите, когда начало',
  draftRequired: 'Заполните черновик события перед публикацией',
  eventNotFound: 'Событие не найдено',
  notRead: 'Не удалось разобрать анонс: заполните черновик вручную',
  readTooLong: 'Анонс разбирался слишком долго и разбор остановлен: сократите текст или заполните черновик вручную',
  readBusy: 'Сейчас разбирается слишком много анонсов: попробуйте ещё раз через минуту',
  duplicateRequired: 'Укажите событие, которое анонс повторяет',
  startPassed: (when: string) => `Начало уже прошло: ${when}. Проверьте дату или подтвердите публикацию`,
  startTimeMissing: 'В тексте нет времени начала — укажите его',
  unsure: (field: string) => `${field}: разбор не уверен — проверьте и подтвердите или исправьте`,
  unsureFields: { title: 'Название', startsAt: 'Начало', placeId: 'Место' },
  moveNeedsPublishing: 'Перенос события применяется при публикации анонса',
  movedOtherEvent: 'Анонс уже стал другим событием',
} as const;
