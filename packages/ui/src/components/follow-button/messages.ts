import type { PluralForms } from '@mesto/domain';

// The Russian texts of FollowButton; numbers are worded by @mesto/domain.
export const followButtonMessages = {
  follow: 'Подписаться',
  following: 'Вы подписаны',
  /** What pressing the button does while subscribed, shown on hover and keyboard focus. */
  unfollow: 'Отписаться',
  friends: 'Вы друзья',
  followers: { one: 'подписчик', few: 'подписчика', many: 'подписчиков' } satisfies PluralForms,
} as const;
