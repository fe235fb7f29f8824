// The Russian texts of a folded item.

export const foldedItemMessages = {
  blocked: 'Скрыто: вы заблокировали автора',
  show: 'Показать',
  hide: 'Свернуть',
} as const;
