import { type PluralForms, quoteName } from '@mesto/domain';

// The Russian texts of a place's social section: following, «Я здесь», who is here, the rating and the opinions.
// The words of the shared components (CheckInPanel, HereNow, OpinionCard, FollowButton) come from @mesto/ui.

export const placeSocialMessages = {
  follow: (name: string) => name,
  checkIn: {
    /** The name stands apart (quoteName), never after «в». */
    elsewhere: (place: string) => `Вы сейчас отмечены в другом месте · ${quoteName(place)}. Отметка здесь завершит ту`,
    failed: 'Не удалось узнать, где вы отмечены',
    retry: 'Повторить',
    checkedIn: (time: string) => `Вы отметились здесь до ${time}`,
    extended: (time: string) => `Отметка продлена до ${time}`,
    left: 'Отметка завершена',
  },
  hereNowFailed: 'Не удалось узнать, сколько людей здесь сейчас',
  rating: {
    title: 'Мнения посетителей',
    noRating: 'Оценок пока нет',
    count: { one: 'мнение', few: 'мнения', many: 'мнений' } satisfies PluralForms,
    tags: 'Что хвалят',
    tagCount: (label: string, count: string) => `${label}: ${count}`,
  },
  opinions: {
    list: 'Мнения о месте',
    loading: 'Загружаем мнения…',
    failed: 'Не удалось загрузить мнения',
    empty: 'О месте ещё никто не написал',
    emptyHint: 'Будьте первым: поставьте оценку и расскажите, что понравилось.',
    write: 'Написать мнение',
    edit: 'Изменить моё мнение',
    all: 'Все мнения',
  },
  /** «Фото посетителей»: the photos of the place's opinions. */
  photos: {
    title: 'Фото посетителей',
    /** Beside the title, for screen readers too: «12 фото». */
    count: (count: string) => `${count} фото`,
    list: 'Фото посетителей',
    /** One photo, for its thumbnail and the viewer: «Фото 3 — Анна Петрова». */
    photo: (n: string, author: string) => `Фото ${n} — ${author}`,
    loading: 'Загружаем фото посетителей…',
    failed: 'Не удалось загрузить фото посетителей',
    failedMore: 'Не удалось загрузить ещё фото',
    retry: 'Повторить',
    more: 'Показать ещё',
    loadingMore: 'Загружаем ещё фото…',
  },
} as const;
