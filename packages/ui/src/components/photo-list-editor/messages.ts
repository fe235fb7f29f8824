// The Russian texts of PhotoListEditor; the limit's own words come from @mesto/domain (tooManyPhotosMessage).
export const photoListEditorMessages = {
  choose: 'Добавить фото',
  drop: 'Перетащите сюда фотографии или выберите их — можно несколько сразу',
  none: 'Фото пока нет',
  cover: 'Обложка',
  makeCover: 'Сделать обложкой',
  up: 'Выше',
  down: 'Ниже',
  remove: 'Удалить',
  retry: 'Повторить',
  dismiss: 'Убрать',
  queued: 'Ждёт очереди',
  uploading: 'Загрузка',
  /** Names a button for a screen reader: «Фото 2: выше». */
  about: (photo: string, action: string) => `${photo}: ${action}`,
  /** Said after a change, for those who cannot see it. */
  moved: (photo: string, place: string) => `${photo} теперь на месте ${place}`,
  madeCover: (photo: string) => `${photo} теперь обложка`,
  removed: (photo: string) => `${photo} удалено`,
  /** «3 из 20» */
  count: (n: string, limit: string) => `${n} из ${limit}`,
  reorderHint: 'Порядок меняется перетаскиванием или кнопками «Выше» и «Ниже»',
} as const;
