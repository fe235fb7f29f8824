import { describe, expect, it } from 'vitest';
import type { SafeFetchFailure } from './safe-fetch.ts';
import { describeSourceFetchFailure, sourceFetchMessages } from './source-messages.ts';

const failure = (problem: SafeFetchFailure['problem'], details: Partial<SafeFetchFailure> = {}): SafeFetchFailure => ({
  status: 'failed',
  problem,
  retryable: false,
  ...details,
});

describe('source fetch messages', () => {
  it('has a Russian text for every problem', () => {
    expect(Object.keys(sourceFetchMessages)).toHaveLength(19);
    for (const [problem, text] of Object.entries(sourceFetchMessages)) expect(text, problem).toMatch(/[а-яё]{3}/i);
    expect(sourceFetchMessages.TIMEOUT).toBe('Сайт не ответил за 15 секунд. Попробуем ещё раз позже');
    expect(sourceFetchMessages.TOO_LARGE).toContain('Файл больше 2 МБ');
  });

  it('words a failure with the limits used and what the site sent', () => {
    expect(describeSourceFetchFailure(failure('TIMEOUT'), { timeoutMs: 21_000 })).toMatch(
      /^Сайт не ответил за 21 секунду/,
    );
    expect(describeSourceFetchFailure(failure('TIMEOUT'), { timeoutMs: 3_000 })).toMatch(/за 3 секунды/);
    expect(describeSourceFetchFailure(failure('TIMEOUT'), { timeoutMs: 12_000 })).toMatch(/за 12 секунд/);
    expect(describeSourceFetchFailure(failure('TOO_LARGE'), { maxBytes: 512 * 1024 })).toMatch(/^Файл больше 0,5 МБ/);
    expect(describeSourceFetchFailure(failure('HTTP_ERROR', { httpStatus: 404 }))).toContain('нет такой страницы');
    expect(describeSourceFetchFailure(failure('HTTP_ERROR', { httpStatus: 502 }))).toContain(
      'На сайте сбой (ошибка 502)',
    );
    const pdf = failure('WRONG_TYPE', { contentType: 'application/pdf' });
    expect(describeSourceFetchFailure(pdf, { accept: ['application/rss+xml', 'application/atom+xml'] })).toBe(
      'По адресу не лента RSS или Atom, а PDF-документ',
    );
    expect(describeSourceFetchFailure(failure('PRIVATE_ADDRESS'))).toBe(
      'Этот адрес ведёт во внутреннюю сеть — укажите публичный адрес сайта',
    );
  });
});
