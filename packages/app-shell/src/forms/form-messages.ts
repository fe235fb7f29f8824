// The Russian texts of the shared editor-form pieces, the same in both apps.

export const formMessages = {
  saveFailed: 'Не удалось сохранить. Попробуйте снова',
  summaryTitle: 'Не сохранено: проверьте поля',
  unsavedChanges: 'Есть несохранённые изменения',
  leave: {
    title: 'Уйти без сохранения?',
    description: 'Изменения в форме не сохранены и пропадут.',
    stay: 'Остаться',
    leave: 'Уйти',
  },
} as const;
