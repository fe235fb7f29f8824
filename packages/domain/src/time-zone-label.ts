import { cachedDateTimeFormat } from './intl-cache.ts';
import { zoneOffsetMs } from './zoned-time.ts';

// A time zone as a person reads it: «московское время (UTC+3)», not «Europe/Moscow». Russia's zones by the name
// people use for them; any other by the language's own name of the zone, with its offset from UTC at that moment.

const RUSSIAN_ZONES: Readonly<Record<string, string>> = {
  'Europe/Kaliningrad': 'калининградское время',
  'Europe/Moscow': 'московское время',
  'Europe/Simferopol': 'московское время',
  'Europe/Kirov': 'московское время',
  'Europe/Volgograd': 'московское время',
  'Europe/Samara': 'самарское время',
  'Europe/Ulyanovsk': 'самарское время',
  'Europe/Astrakhan': 'самарское время',
  'Europe/Saratov': 'самарское время',
  'Asia/Yekaterinburg': 'екатеринбургское время',
  'Asia/Omsk': 'омское время',
  'Asia/Novosibirsk': 'новосибирское время',
  'Asia/Barnaul': 'новосибирское время',
  'Asia/Tomsk': 'новосибирское время',
  'Asia/Novokuznetsk': 'красноярское время',
  'Asia/Krasnoyarsk': 'красноярское время',
  'Asia/Irkutsk': 'иркутское время',
  'Asia/Chita': 'якутское время',
  'Asia/Yakutsk': 'якутское время',
  'Asia/Khandyga': 'якутское время',
  'Asia/Vladivostok': 'владивостокское время',
  'Asia/Ust-Nera': 'владивостокское время',
  'Asia/Magadan': 'магаданское время',
  'Asia/Sakhalin': 'магаданское время',
  'Asia/Srednekolymsk': 'магаданское время',
  'Asia/Kamchatka': 'камчатское время',
  'Asia/Anadyr': 'камчатское время',
};

/** `UTC+3`, `UTC+5:30`, `UTC−3:30` (a real minus sign), `UTC` for no offset. */
export function utcOffsetLabel(timeZone: string, at: Date | number): string {
  const minutes = Math.round(zoneOffsetMs(typeof at === 'number' ? at : at.getTime(), timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}

/**
 * A zone for people: «московское время (UTC+3)»; outside Russia the language's name, «Грузия, стандартное время
 * (UTC+4)»; UTC itself «время UTC». The offset is the one in force at `at` (summer time included).
 */
export function timeZoneLabel(timeZone: string, at: Date | number): string {
  const offset = utcOffsetLabel(timeZone, at);
  const russian = RUSSIAN_ZONES[timeZone];
  if (russian !== undefined) return `${russian} (${offset})`;
  if (offset === 'UTC' && /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(timeZone)) return 'время UTC';
  const name = cachedDateTimeFormat('ru', timeZone, { timeZoneName: 'long' })
    .formatToParts(typeof at === 'number' ? at : at.getTime())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined || /^GMT/.test(name) ? `время ${offset}` : `${name} (${offset})`;
}
