// The Russian texts of ShareButton.
export const shareButtonMessages = {
  share: 'Поделиться',
  copied: 'Ссылка скопирована',
  copyFailed: (url: string) => `Не удалось скопировать ссылку. Вот она: ${url}`,
} as const;
