import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum: 19 MiB of memory, 2 iterations, 1 lane.
 * `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot read.
 */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
