import type { PluralForms } from '@mesto/domain';

// The Russian texts of HereNow and CheckInPanel; times and numbers are worded by @mesto/domain.
export const hereNowMessages = {
  few: 'Сейчас здесь мало людей',
  /** «Сейчас здесь 5 человек» */
  count: (people: string) => `Сейчас здесь ${people}`,
  people: { one: 'человек', few: 'человека', many: 'человек' } satisfies PluralForms,
  checkIn: {
    label: 'Отметка «Я здесь»',
    idle: 'Отметьтесь, чтобы друзья знали, где вы',
    checkIn: 'Я здесь',
    /** «Вы здесь до 21:30» */
    activeUntil: (time: string) => `Вы здесь до ${time}`,
    extend: 'Продлить на час',
    leave: 'Ухожу',
    /** Why «Продлить» is off: a visit never lasts longer than VISIT_MAX_MINUTES. */
    atBound: (hours: string) => `Отметка длится не больше ${hours}, продлить её уже нельзя`,
    hours: { one: 'часа', few: 'часов', many: 'часов' } satisfies PluralForms,
    signedOut: 'Войдите, чтобы отметиться здесь',
    signIn: 'Войти',
    visibility: 'Кто увидит, что вы здесь',
  },
} as const;
