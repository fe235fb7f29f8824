import type { PluralForms } from '@mesto/domain';

// The Russian texts of HereNow and CheckInPanel; times and numbers are worded by @mesto/domain.
export const hereNowMessages = {
  few: 'Сейчас здесь мало людей',
  /** «Сейчас здесь 5 человек» */
  count: (people: string) => `Сейчас здесь ${people}`,
  // The person who is checked in here: never «мало людей» right after their own check-in.
  youFew: 'Сейчас здесь вы и пока мало кто ещё',
  /** «Сейчас здесь 5 человек, включая вас» */
  youCount: (people: string) => `Сейчас здесь ${people}, включая вас`,
  people: { one: 'человек', few: 'человека', many: 'человек' } satisfies PluralForms,
  checkIn: {
    label: 'Отметка «Я здесь»',
    idle: 'Отметьтесь, чтобы друзья знали, где вы',
    /** Next to «Я здесь» while the place is closed by its hours: a check-in is still allowed. */
    closedNow: 'Сейчас закрыто — отметиться всё равно можно',
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
