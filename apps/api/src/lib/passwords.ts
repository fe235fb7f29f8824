// How passwords are hashed, one setting for everything that writes a hash (sign-up, a profile's new password, the
// demo data); features/auth hashes and verifies with it.

/**
 * argon2id with the OWASP minimum: 19 MiB of memory, 2 iterations, 1 lane.
 * `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot read.
 */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
