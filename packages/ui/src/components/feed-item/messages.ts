// The Russian texts of FeedItem. A line is a label and names, never a sentence that puts a name after a preposition:
// names of places and organisations («Джаз-клуб «Синкопа»») cannot be declined by rule, so they stay as they are.
export const feedItemMessages = {
  /** Between the parts of a line: «Анна Петрова · Отметка · Кофейня «Зерно»». */
  separator: ' · ',
  visit: 'Отметка',
  opinion: 'Мнение',
  /** A place or an organiser announces: «Новое событие · Кофейня «Зерно»». */
  event: 'Новое событие',
  /** «Мария · Новая комната»: the room's card below says its title, where and when (once). */
  room: 'Новая комната',
} as const;
