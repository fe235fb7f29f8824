import { CHAT_GROUP_MAX_MEMBERS, CHAT_SEND_WINDOW_SECONDS } from '@mesto/domain';

// What the chats API tells a person, in one place so it can be reviewed in one sitting.

export const chatMessages = {
  notFound: 'Чат не найден',
  notMember: 'Вы не участник этого чата',
  onlyGroups:
    'Так создаются только групповые чаты: личный открывается со страницы человека или заведения, чат комнаты — вместе с комнатой',
  onlyOwnerEdits: 'Менять название и участников может только тот, кто создал чат',
  notEditable: 'Этот чат нельзя изменить: личные чаты и чаты комнат меняются вместе с людьми и комнатами',
  tooManyMembers: `В группе может быть не больше ${CHAT_GROUP_MAX_MEMBERS} человек`,
  memberNotFound: 'Среди участников есть человек, которого нет в Месте',
  privateTarget: 'Укажите человека (user) или заведение (organisation), с кем открыть чат',
  privateBoth: 'Укажите что-то одно: человека, заведение или мнение',
  opinionNotFound: 'Такого мнения нет',
  onlyTeamWritesToAuthor: 'Написать автору мнения может команда заведения, о котором оно',
  authorGone: 'Автору этого мнения написать нельзя',
  personNotFound: 'Такого человека нет',
  organisationNotFound: 'Такого заведения нет',
  placeWithoutOrganisation: 'Место указывают вместе с заведением (organisation), которому пишут',
  placeNotOfOrganisation: 'Такого места у этого заведения нет',
  notWithYourself: 'Нельзя открыть чат с самим собой',
  messageNotFound: 'Такого сообщения в этом чате нет',
  tooOften: `Слишком много сообщений подряд: подождите ${CHAT_SEND_WINDOW_SECONDS} секунд`,
  ownerLeaves: 'Вы создали этот чат: чтобы выйти, удалите его или передайте участников в новый чат',
  leaveOnlyGroups: 'Выйти можно только из группового чата; из чата комнаты выходят вместе с комнатой',
  clientIdTaken: 'Этот clientId уже занят другим сообщением: создайте новый',
  badCursor: 'Неверный курсор: начните с первой страницы',
};
