import { hash, verify } from '@node-rs/argon2';
import { argon2Options } from '../../lib/passwords.ts';

export const hashPassword = (password: string) => hash(password, argon2Options);

// Verifying against a fixed hash when the account does not exist keeps the response time the same,
// so timing does not tell which logins exist.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-such-account-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
