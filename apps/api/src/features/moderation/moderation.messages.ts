import { COMPLAINT_TEXT_MAX, COMPLAINTS_PER_DAY, MODERATION_REASON_MAX } from '@mesto/domain';

// What complaints and moderation tell a person, in one place so it can be reviewed in one sitting.

export const moderationMessages = {
  targetNotFound: 'Не нашли, на что жаловаться: возможно, это уже удалено',
  itemNotFound: 'Такого материала нет',
  ownItem: 'На свой материал пожаловаться нельзя',
  alreadyComplained: 'Вы уже пожаловались на это',
  tooManyComplaints: `Не больше ${COMPLAINTS_PER_DAY} жалоб в сутки: попробуйте завтра`,
  textRequired: 'Опишите, что не так: для причины «Другое» это обязательно',
  textTooLong: `Не больше ${COMPLAINT_TEXT_MAX} символов`,
  reasonRequired: 'Укажите причину: автор увидит её',
  reasonTooLong: `Не больше ${MODERATION_REASON_MAX} символов`,
  userNotDeleted: 'Профиль нельзя удалить модерацией: его можно только скрыть',
  forbidden: 'Это доступно только модераторам',
  /** The note an author's hidden or deleted item carries when a moderator removed it through its own delete button. */
  deletedByModerator: 'Удалено модератором',
};
