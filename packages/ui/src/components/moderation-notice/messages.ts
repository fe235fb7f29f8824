// The Russian texts of the moderation marks on one's own items.

export const moderationNoticeMessages = {
  hidden: (reason: string | null) =>
    reason === null || reason.trim() === '' ? 'Скрыто модератором' : `Скрыто модератором: ${reason.trim()}`,
  hiddenHint: 'Другие люди это не видят; видите вы и команда места.',
  held: 'На проверке у модератора',
  heldHint: 'Другие люди увидят это, когда модератор проверит.',
} as const;
