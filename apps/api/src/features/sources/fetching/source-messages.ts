// What a venue manager reads when the address of a source is refused or fetching it fails. Russian, in one place,
// so the wording can be reviewed in one sitting. The static texts assume the defaults of safeFetch (15 s, 2 MB,
// 3 redirects); describeSourceFetchFailure words a failure with its details and the limits actually used.

import { type SafeFetchFailure, type SourceFetchProblem, safeFetchDefaults } from './safe-fetch.ts';
import { maxSourceAddressLength, type SourceAddressProblem } from './source-address.ts';

export const sourceAddressMessages: Record<SourceAddressProblem, string> = {
  EMPTY: 'Укажите адрес источника',
  TOO_LONG: `Адрес слишком длинный: не больше ${maxSourceAddressLength} символов`,
  INVALID: 'Это не похоже на адрес сайта: проверьте, что он скопирован целиком, например https://example.ru/afisha.ics',
  SCHEME: 'Адрес должен начинаться с http:// или https:// (в ссылке webcal:// замените webcal на https)',
  CREDENTIALS: 'Уберите из адреса логин и пароль: мы загружаем только общедоступные страницы',
  LOCAL_NAME: 'Это имя компьютера во внутренней сети, а не сайт в интернете — укажите публичный адрес сайта',
  PRIVATE_ADDRESS: 'Этот адрес ведёт во внутреннюю сеть — укажите публичный адрес сайта',
};

export const sourceFetchMessages: Record<SourceFetchProblem, string> = {
  ...sourceAddressMessages,
  NOT_FOUND: 'Сайт с таким адресом не найден: проверьте, нет ли в адресе опечатки',
  UNREACHABLE: 'Не удалось связаться с сайтом: он не отвечает или обрывает соединение. Попробуем ещё раз позже',
  REDIRECT_PRIVATE: 'Сайт перенаправляет во внутреннюю сеть — оттуда мы ничего не загружаем',
  REDIRECT_INVALID: 'Сайт перенаправляет на неподходящий адрес — укажите адрес, который открывается в браузере в итоге',
  TOO_MANY_REDIRECTS: `Сайт перенаправляет больше ${safeFetchDefaults.maxRedirects} раз подряд — укажите адрес, который открывается в браузере в итоге`,
  TIMEOUT: `Сайт не ответил за ${safeFetchDefaults.timeoutMs / 1000} секунд. Попробуем ещё раз позже`,
  TLS: 'Не удалось установить защищённое соединение: у сайта неверный или просроченный сертификат HTTPS',
  HTTP_ERROR: 'Сайт ответил ошибкой — проверьте, открывается ли адрес в браузере',
  TOO_LARGE: `Файл больше ${safeFetchDefaults.maxBytes / 1024 / 1024} МБ — такой большой мы не загружаем`,
  WRONG_TYPE: 'По адресу не календарь и не лента — проверьте, что ссылка ведёт на сам файл, а не на страницу с ним',
  BAD_RESPONSE: 'Сайт прислал повреждённый ответ. Попробуем ещё раз позже',
  CANCELLED: 'Загрузка прервалась. Попробуем ещё раз позже',
};

export type FetchLimits = { accept?: readonly string[]; timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

/** The message for a failed fetch, with what went wrong in particular: the HTTP status, the type received, limits. */
export function describeSourceFetchFailure(failure: SafeFetchFailure, limits: FetchLimits = {}): string {
  switch (failure.problem) {
    case 'TIMEOUT': {
      const seconds = Math.round((limits.timeoutMs ?? safeFetchDefaults.timeoutMs) / 1000);
      return `Сайт не ответил за ${seconds} ${plural(seconds, 'секунду', 'секунды', 'секунд')}. Попробуем ещё раз позже`;
    }
    case 'TOO_LARGE':
      return `Файл больше ${megabytes(limits.maxBytes ?? safeFetchDefaults.maxBytes)} МБ — такой большой мы не загружаем`;
    case 'TOO_MANY_REDIRECTS': {
      const times = limits.maxRedirects ?? safeFetchDefaults.maxRedirects;
      return `Сайт перенаправляет больше ${times} ${plural(times, 'раза', 'раз', 'раз')} подряд — укажите адрес, который открывается в браузере в итоге`;
    }
    case 'HTTP_ERROR':
      return failure.httpStatus ? httpErrorMessage(failure.httpStatus) : sourceFetchMessages.HTTP_ERROR;
    case 'WRONG_TYPE':
      return wrongTypeMessage(failure.contentType, limits.accept);
    default:
      return sourceFetchMessages[failure.problem];
  }
}

function httpErrorMessage(status: number): string {
  if (status === 404 || status === 410)
    return `На сайте нет такой страницы (ошибка ${status}) — проверьте адрес или возьмите новую ссылку`;
  if (status === 401 || status === 403)
    return `Сайт не пускает к этой странице без входа (ошибка ${status}) — нужна общедоступная ссылка`;
  if (status === 429) return 'Сайт просит обращаться к нему реже (ошибка 429). Попробуем ещё раз позже';
  if (status >= 500) return `На сайте сбой (ошибка ${status}). Попробуем ещё раз позже`;
  return `Сайт ответил ошибкой ${status} — проверьте, открывается ли адрес в браузере`;
}

const calendarTypes = ['text/calendar'];
const feedTypes = ['application/rss+xml', 'application/atom+xml'];

/** «По адресу не календарь, а веб-страница», from what the caller accepts and what the server sent. */
function wrongTypeMessage(received: string | undefined, accept: readonly string[] | undefined): string {
  if (!received) return sourceFetchMessages.WRONG_TYPE;
  const wanted = accept?.map((type) => type.toLowerCase()) ?? [];
  const expected = wanted.some((type) => calendarTypes.includes(type))
    ? 'календарь'
    : wanted.some((type) => feedTypes.includes(type))
      ? 'лента RSS или Atom'
      : wanted.includes('text/html')
        ? 'веб-страница'
        : 'то, что нужно';
  const message = `По адресу не ${expected}, а ${kindOf(received)}`;
  return received === 'text/html' && expected !== 'веб-страница'
    ? `${message} — нужна ссылка на сам файл, а не на страницу, где она опубликована`
    : message;
}

function kindOf(type: string): string {
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'веб-страница';
  if (calendarTypes.includes(type)) return 'календарь';
  if (feedTypes.includes(type)) return 'лента новостей';
  if (type === 'application/pdf') return 'PDF-документ';
  if (type === 'application/json') return 'данные JSON';
  if (type.startsWith('image/')) return 'картинка';
  if (type.startsWith('video/')) return 'видео';
  return `файл типа ${type}`;
}

function megabytes(bytes: number): string {
  return new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
}

/** The Russian plural form for a count: 1 секунду, 2 секунды, 5 секунд, 21 секунду, 11 секунд. */
function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
}
