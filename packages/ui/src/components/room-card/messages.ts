import type { PluralForms } from '@mesto/domain';

// The Russian texts of RoomCard; dates and numbers are worded by @mesto/domain.
export const roomCardMessages = {
  /** Between the date and the time: «пятница, 28 ноября, 19:00». */
  dateTime: (date: string, time: string) => `${date}, ${time}`,
  /** «3 из 6» */
  ofCapacity: (count: string, capacity: string) => `${count} из ${capacity}`,
  participantsLabel: 'Участники',
  participants: { one: 'участник', few: 'участника', many: 'участников' } satisfies PluralForms,
  full: 'Мест нет',
  owner: (name: string) => `Собирает ${name}`,
  visibility: {
    FRIENDS: 'Для друзей',
    PRIVATE: 'По приглашению',
    NOTES: 'Черновик',
  },
} as const;
