import { ROOM_CAPACITY_MAX, ROOM_CAPACITY_MIN } from '@mesto/domain';

// What the rooms API tells a person, in one place so it can be reviewed in one sitting.

export const roomMessages = {
  notFound: 'Комната не найдена',
  placeOrEventRequired: 'Выберите место или событие, куда собираетесь',
  placeNotFound: 'Такого места нет или оно скрыто',
  eventNotFound: 'Такого события нет или оно скрыто',
  startsAtRequired: 'Укажите, когда встречаетесь',
  startsInPast: 'Время встречи уже прошло: выберите время впереди',
  startsTooFar: (years: number) => `Встречу можно назначить не дальше чем на ${years} года вперёд`,
  eventOver: 'Событие уже прошло: укажите время встречи',
  capacityRange: `Мест — от ${ROOM_CAPACITY_MIN} до ${ROOM_CAPACITY_MAX}, или без ограничения`,
  capacityBelowParticipants: (count: number) =>
    `В комнате уже ${count} участников: мест не может быть меньше, чем участников`,
  full: 'Мест нет: комната уже заполнена',
  ownerCannotLeave: 'Вы создали эту комнату и не можете из неё выйти. Если встреча отменяется, удалите комнату',
  alreadyPast: 'Встреча уже прошла: присоединиться нельзя',
};
