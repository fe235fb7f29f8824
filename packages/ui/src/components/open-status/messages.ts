// The Russian texts of OpenStatus.
export const openStatusMessages = {
  open: 'Открыто сейчас',
  closed: 'Закрыто',
} as const;
