import type { ToastSeverity } from './enums.ts';

export const ERROR_MESSAGES = {
  UNAUTHORIZED: 'Не авторизован',
  FORBIDDEN: 'Недостаточно доступа',
  FORM: 'Ошибка формы',
  SERVER: 'Ошибка сервера. Попробуйте снова',
  UNKNOWN: 'Неизвестная ошибка',
  CONNECTION: 'Ошибка подключения',
} as const;

type ErrorCatalogKey = keyof typeof ERROR_MESSAGES;

/** The shape of a failed request as clients see it: an HTTP status and/or a message. */
type ErrorLike = { status?: number | undefined; message?: string | null | undefined };

/**
 * Texts browsers put into a failed fetch (Safari, Chrome, Firefox). They say nothing useful
 * to a person, so they are never shown after the catalogue message.
 */
const NETWORK_FAILURE_MESSAGES: readonly string[] = [
  'Load failed',
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
];

function serverMessage(error: ErrorLike): string | null {
  const message = error.message?.trim();
  if (!message || NETWORK_FAILURE_MESSAGES.includes(message)) return null;
  return message;
}

/**
 * Which catalogue entry describes the error, or null when the status (< 300) is not an error.
 * Without a status the request never reached the server: a missing or browser network text means
 * a connection problem; any other text is an unknown error.
 */
export function errorCatalogKey(error: ErrorLike): ErrorCatalogKey | null {
  const { status } = error;
  if (status === undefined) return serverMessage(error) === null ? 'CONNECTION' : 'UNKNOWN';
  if (status < 300) return null;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status >= 400 && status < 500) return 'FORM';
  if (status >= 500 && status < 600) return 'SERVER';
  return 'UNKNOWN';
}

/**
 * Russian text for an error toast: the catalogue message, then ': ' and the server message if any.
 * A status below 300 is not an error; callers should not ask, but if they do they get the UNKNOWN text.
 */
export function errorMessage(error: ErrorLike): string {
  const base = ERROR_MESSAGES[errorCatalogKey(error) ?? 'UNKNOWN'];
  const message = serverMessage(error);
  return message === null ? base : `${base}: ${message}`;
}

export const TOAST_TITLES = { success: 'Успешно', error: 'Ошибка', warn: 'Предупреждение' } as const satisfies Partial<
  Record<ToastSeverity, string>
>;

const toastTitles: Partial<Record<ToastSeverity, string>> = TOAST_TITLES;

/** Default toast title; info, secondary and contrast toasts have none. */
export function toastTitle(severity: ToastSeverity): string | undefined {
  return toastTitles[severity];
}
