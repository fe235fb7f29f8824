import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the bot reads its secrets from files as well (compose secrets, `<NAME>_FILE`)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mesto-bot-secrets-'));
  const file = (name: string, content: string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };

  it('takes the token and the shared secret from their files, without the trailing newline', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN_FILE: file('token', '123:abc\n'),
      BOT_INTERNAL_SECRET_FILE: file('secret', 'a-shared-secret-of-length\n'),
    });
    expect(config.TELEGRAM_BOT_TOKEN).toBe('123:abc');
    expect(config.BOT_INTERNAL_SECRET).toBe('a-shared-secret-of-length');
  });

  it('a variable wins over its file; an empty file is no secret; an unreadable one is named', () => {
    const secret = 'a-shared-secret-of-length';
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: '1:set',
        TELEGRAM_BOT_TOKEN_FILE: file('other', '2:file'),
        BOT_INTERNAL_SECRET: secret,
      }).TELEGRAM_BOT_TOKEN,
    ).toBe('1:set');
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN_FILE: file('empty', ''), BOT_INTERNAL_SECRET: secret })).toThrow(
      /TELEGRAM_BOT_TOKEN/,
    );
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN_FILE: join(folder, 'missing'), BOT_INTERNAL_SECRET: secret })).toThrow(
      /TELEGRAM_BOT_TOKEN_FILE names a file that cannot be read \(ENOENT\)/,
    );
  });
});
