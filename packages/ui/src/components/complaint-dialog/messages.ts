// The Russian texts of the complaint dialog; the reasons' labels come from @mesto/domain through the caller.

export const complaintDialogMessages = {
  title: 'Пожаловаться',
  reason: 'Причина',
  text: 'Что не так',
  textHintOptional: 'Необязательно: подробности помогут модератору',
  textHintRequired: 'Опишите, что не так',
  chooseReason: 'Выберите причину',
  describe: 'Опишите, что не так: для причины «Другое» это обязательно',
  tooLong: (max: number) => `Не длиннее ${max} символов`,
  counter: (length: number, max: number) => `${length} из ${max}`,
  submit: 'Отправить жалобу',
  cancel: 'Отмена',
  notSent: 'Жалоба не отправлена',
} as const;
