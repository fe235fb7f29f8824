import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { telegramCheckString, verifyTelegramLogin } from './telegram.ts';

const botToken = '123456:ABC-DEF';
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

// Signed independently, exactly as Telegram documents: HMAC-SHA256(data_check_string, SHA256(bot_token)).
function sign(data: Record<string, string | number>) {
  const checkString = Object.keys(data)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(checkString).digest('hex');
}

describe('Telegram login verification', () => {
  const data = { id: 1001, first_name: 'Иван', username: 'ivan', auth_date: Math.floor(now / 1000) - 100 };

  it('builds the data-check-string from sorted key=value lines without hash', () => {
    expect(telegramCheckString({ ...data, hash: 'x' })).toBe(
      `auth_date=${data.auth_date}\nfirst_name=Иван\nid=1001\nusername=ivan`,
    );
  });

  it('accepts a payload signed with the bot token', () => {
    expect(verifyTelegramLogin({ ...data, hash: sign(data) }, botToken, now)).toBe('ok');
  });

  it('refuses a changed field or another bot token', () => {
    expect(verifyTelegramLogin({ ...data, first_name: 'Пётр', hash: sign(data) }, botToken, now)).toBe('bad-hash');
    expect(verifyTelegramLogin({ ...data, hash: sign(data) }, '999:OTHER', now)).toBe('bad-hash');
  });

  it('refuses an auth_date older than a day', () => {
    const old = { ...data, auth_date: Math.floor(now / 1000) - 86_401 };
    expect(verifyTelegramLogin({ ...old, hash: sign(old) }, botToken, now)).toBe('expired');
  });
});
