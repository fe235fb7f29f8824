import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOAST_SEVERITIES } from './enums.ts';
import { ERROR_MESSAGES, errorCatalogKey, errorMessage, TOAST_TITLES, toastTitle } from './errors.ts';

describe('errorMessage', () => {
  it('401 → Не авторизован', () => {
    expect(errorMessage({ status: 401 })).toBe('Не авторизован');
  });

  it('403 → Недостаточно доступа', () => {
    expect(errorMessage({ status: 403 })).toBe('Недостаточно доступа');
  });

  it('other 4xx → Ошибка формы', () => {
    for (const status of [400, 404, 409, 422, 499]) expect(errorMessage({ status })).toBe('Ошибка формы');
  });

  it('5xx → Ошибка сервера. Попробуйте снова', () => {
    for (const status of [500, 502, 503, 599])
      expect(errorMessage({ status })).toBe('Ошибка сервера. Попробуйте снова');
  });

  it('any other status ≥ 300 → Неизвестная ошибка', () => {
    for (const status of [300, 302, 399, 600, 999]) expect(errorMessage({ status })).toBe('Неизвестная ошибка');
  });

  it('no status and no message → Ошибка подключения', () => {
    expect(errorMessage({})).toBe('Ошибка подключения');
    expect(errorMessage({ message: null })).toBe('Ошибка подключения');
    expect(errorMessage({ message: '  ' })).toBe('Ошибка подключения');
  });

  it("message 'Load failed' → Ошибка подключения", () => {
    expect(errorMessage({ message: 'Load failed' })).toBe('Ошибка подключения');
  });

  it("'Failed to fetch' and Firefox's NetworkError text are network failures too", () => {
    expect(errorMessage({ message: 'Failed to fetch' })).toBe('Ошибка подключения');
    expect(errorMessage({ message: 'NetworkError when attempting to fetch resource.' })).toBe('Ошибка подключения');
  });

  it('no status with some other message → Неизвестная ошибка with the message', () => {
    expect(errorMessage({ message: 'Что-то пошло не так' })).toBe('Неизвестная ошибка: Что-то пошло не так');
  });

  it('server message is appended after a colon', () => {
    expect(errorMessage({ status: 403, message: 'Только владелец' })).toBe('Недостаточно доступа: Только владелец');
    expect(errorMessage({ status: 422, message: 'Название обязательно' })).toBe('Ошибка формы: Название обязательно');
  });

  it('network failure texts are never appended', () => {
    expect(errorMessage({ status: 502, message: 'Failed to fetch' })).toBe('Ошибка сервера. Попробуйте снова');
  });

  it('a status below 300 is not an error: key null, message falls back to Неизвестная ошибка', () => {
    expect(errorCatalogKey({ status: 200 })).toBeNull();
    expect(errorMessage({ status: 204 })).toBe('Неизвестная ошибка');
  });

  it('every status 100–599 maps to exactly one catalogue message (or null below 300)', () => {
    const catalogue = Object.values(ERROR_MESSAGES);
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const key = errorCatalogKey({ status });
        if (status < 300) {
          expect(key).toBeNull();
          return;
        }
        expect(key).not.toBeNull();
        expect(key).not.toBe('CONNECTION');
        const message = errorMessage({ status });
        expect(catalogue.filter((text) => text === message)).toHaveLength(1);
        expect(message).toBe(ERROR_MESSAGES[key ?? 'UNKNOWN']);
      }),
    );
  });
});

describe('toastTitle', () => {
  it('success, error and warn have default titles', () => {
    expect(TOAST_TITLES).toEqual({ success: 'Успешно', error: 'Ошибка', warn: 'Предупреждение' });
    expect(toastTitle('success')).toBe('Успешно');
    expect(toastTitle('error')).toBe('Ошибка');
    expect(toastTitle('warn')).toBe('Предупреждение');
  });

  it('info, secondary and contrast have no default title', () => {
    for (const severity of TOAST_SEVERITIES.filter((s) => !['success', 'error', 'warn'].includes(s))) {
      expect(toastTitle(severity)).toBeUndefined();
    }
  });
});
