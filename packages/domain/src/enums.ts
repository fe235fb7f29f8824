// Each enum is a const object (runtime values), a same-named union type and an ordered list of values,
// so the same name works in type positions, in comparisons and for building selects.

export const ContactType = {
  PHONE: 'PHONE',
  SITE: 'SITE',
  EMAIL: 'EMAIL',
  TELEGRAM: 'TELEGRAM',
  OTHER: 'OTHER',
} as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];
export const CONTACT_TYPES = /* @__PURE__ */ Object.values(ContactType) as readonly ContactType[];

export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDERS = /* @__PURE__ */ Object.values(Gender) as readonly Gender[];

export const ChatType = { GROUP: 'GROUP', PRIVATE: 'PRIVATE', ROOM: 'ROOM' } as const;
export type ChatType = (typeof ChatType)[keyof typeof ChatType];
export const CHAT_TYPES = /* @__PURE__ */ Object.values(ChatType) as readonly ChatType[];

export const TeamKind = { TEAM: 'TEAM', DEFAULT: 'DEFAULT' } as const;
export type TeamKind = (typeof TeamKind)[keyof typeof TeamKind];
export const TEAM_KINDS = /* @__PURE__ */ Object.values(TeamKind) as readonly TeamKind[];

export const Visibility = { PUBLIC: 'PUBLIC', PRIVATE: 'PRIVATE', FRIENDS: 'FRIENDS', NOTES: 'NOTES' } as const;
export type Visibility = (typeof Visibility)[keyof typeof Visibility];
export const VISIBILITIES = /* @__PURE__ */ Object.values(Visibility) as readonly Visibility[];

/** A person's mark on an event: «Пойду» or «Интересно». */
export const AttendanceStatus = { GOING: 'GOING', INTERESTED: 'INTERESTED' } as const;
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus];
export const ATTENDANCE_STATUSES = /* @__PURE__ */ Object.values(AttendanceStatus) as readonly AttendanceStatus[];

// Order matters: ISO weeks start on Monday, and WEEKDAYS[i] is used as the i-th day of the week.
export const Weekday = {
  MONDAY: 'MONDAY',
  TUESDAY: 'TUESDAY',
  WEDNESDAY: 'WEDNESDAY',
  THURSDAY: 'THURSDAY',
  FRIDAY: 'FRIDAY',
  SATURDAY: 'SATURDAY',
  SUNDAY: 'SUNDAY',
} as const;
export type Weekday = (typeof Weekday)[keyof typeof Weekday];
export const WEEKDAYS = /* @__PURE__ */ Object.values(Weekday) as readonly Weekday[];

export const LoginProvider = { TELEGRAM: 'TELEGRAM' } as const;
export type LoginProvider = (typeof LoginProvider)[keyof typeof LoginProvider];
export const LOGIN_PROVIDERS = /* @__PURE__ */ Object.values(LoginProvider) as readonly LoginProvider[];

export const ColorScheme = { AUTO: 'AUTO', LIGHT: 'LIGHT', DARK: 'DARK' } as const;
export type ColorScheme = (typeof ColorScheme)[keyof typeof ColorScheme];
export const COLOR_SCHEMES = /* @__PURE__ */ Object.values(ColorScheme) as readonly ColorScheme[];

// Lowercase because these are the severities the UI toast library expects verbatim.
export const ToastSeverity = {
  info: 'info',
  warn: 'warn',
  error: 'error',
  success: 'success',
  secondary: 'secondary',
  contrast: 'contrast',
} as const;
export type ToastSeverity = (typeof ToastSeverity)[keyof typeof ToastSeverity];
export const TOAST_SEVERITIES = /* @__PURE__ */ Object.values(ToastSeverity) as readonly ToastSeverity[];

export const Permission = {
  ROOT: 'ROOT',
  EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT: 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT',
  BUSINESS_PANEL: 'BUSINESS_PANEL',
  MODERATION: 'MODERATION',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const PERMISSIONS = /* @__PURE__ */ Object.values(Permission) as readonly Permission[];

/** Whether a listing is seen by the public: drafts and archived items are seen only by their editors. */
export const PublicationStatus = { DRAFT: 'DRAFT', PUBLISHED: 'PUBLISHED', ARCHIVED: 'ARCHIVED' } as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];
export const PUBLICATION_STATUSES = /* @__PURE__ */ Object.values(PublicationStatus) as readonly PublicationStatus[];

/** An external announcement's way through the work stream: new, taken by a manager, then one of three endings. */
export const AnnouncementStatus = {
  NEW: 'NEW',
  IN_WORK: 'IN_WORK',
  PUBLISHED: 'PUBLISHED',
  REJECTED: 'REJECTED',
  DUPLICATE: 'DUPLICATE',
} as const;
export type AnnouncementStatus = (typeof AnnouncementStatus)[keyof typeof AnnouncementStatus];
export const ANNOUNCEMENT_STATUSES = /* @__PURE__ */ Object.values(AnnouncementStatus) as readonly AnnouncementStatus[];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = { MALE: 'Мужской', FEMALE: 'Женский' };

export const VISIBILITY_LABELS: Readonly<Record<Visibility, string>> = {
  PUBLIC: 'Все',
  FRIENDS: 'Друзья',
  PRIVATE: 'Только приглашённые',
  NOTES: 'Только я',
};

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  MONDAY: 'Понедельник',
  TUESDAY: 'Вторник',
  WEDNESDAY: 'Среда',
  THURSDAY: 'Четверг',
  FRIDAY: 'Пятница',
  SATURDAY: 'Суббота',
  SUNDAY: 'Воскресенье',
};

export const WEEKDAY_SHORT_LABELS: Readonly<Record<Weekday, string>> = {
  MONDAY: 'Пн',
  TUESDAY: 'Вт',
  WEDNESDAY: 'Ср',
  THURSDAY: 'Чт',
  FRIDAY: 'Пт',
  SATURDAY: 'Сб',
  SUNDAY: 'Вс',
};

export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, string>> = {
  PHONE: 'Телефон',
  SITE: 'Сайт',
  EMAIL: 'Электронная почта',
  TELEGRAM: 'Telegram',
  OTHER: 'Другое',
};

export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  ROOT: 'Администратор',
  EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT: 'Управление внешними анонсами',
  BUSINESS_PANEL: 'Бизнес-панель',
  MODERATION: 'Модератор',
};

export const COLOR_SCHEME_LABELS: Readonly<Record<ColorScheme, string>> = {
  AUTO: 'Как в системе',
  LIGHT: 'Светлая',
  DARK: 'Тёмная',
};

export const PUBLICATION_STATUS_LABELS: Readonly<Record<PublicationStatus, string>> = {
  DRAFT: 'Черновик',
  PUBLISHED: 'Опубликовано',
  ARCHIVED: 'В архиве',
};

export const ANNOUNCEMENT_STATUS_LABELS: Readonly<Record<AnnouncementStatus, string>> = {
  NEW: 'Новый',
  IN_WORK: 'В работе',
  PUBLISHED: 'Опубликован',
  REJECTED: 'Отклонён',
  DUPLICATE: 'Дубликат',
};

export const TEAM_KIND_LABELS: Readonly<Record<TeamKind, string>> = {
  DEFAULT: 'Владелец',
  TEAM: 'Участник команды',
};
