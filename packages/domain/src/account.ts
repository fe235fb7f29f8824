import { fail, ok, type Result } from './result.ts';

// Rules of accounts: the signup form and the server check the same things with the same words.

const USERNAME_MIN_LENGTH = 3;
const USERNAME_MAX_LENGTH = 32;
/** Latin letters, digits, `_` and `.`, starting with a letter: safe in URLs (`/profile/{username}`). */
const USERNAME_PATTERN = /^[a-z][a-z0-9_.]*$/;
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** Usernames are compared without case and stored lowercased. */
export function normalizeUsername(input: string): string {
  return input.trim().replace(/^@/, '').toLowerCase();
}

export function validateUsername(input: string): Result<string> {
  const username = normalizeUsername(input);
  if (username.length < USERNAME_MIN_LENGTH) {
    return fail('USERNAME_TOO_SHORT', `Имя пользователя — не короче ${USERNAME_MIN_LENGTH} символов`);
  }
  if (username.length > USERNAME_MAX_LENGTH) {
    return fail('USERNAME_TOO_LONG', `Имя пользователя — не длиннее ${USERNAME_MAX_LENGTH} символов`);
  }
  if (!USERNAME_PATTERN.test(username)) {
    return fail('USERNAME_INVALID', 'Имя пользователя: латинские буквы, цифры, «_» и «.», начинается с буквы');
  }
  return ok(username);
}

export function validatePassword(password: string): Result<string> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return fail('PASSWORD_TOO_SHORT', `Пароль — не короче ${PASSWORD_MIN_LENGTH} символов`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return fail('PASSWORD_TOO_LONG', `Пароль — не длиннее ${PASSWORD_MAX_LENGTH} символов`);
  }
  return ok(password);
}
