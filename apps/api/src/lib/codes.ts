import { randomBytes } from 'node:crypto';

// No 0/o, 1/l/i: codes are read aloud and typed from screenshots.
const alphabet = '23456789abcdefghjkmnpqrstuvwxyz';

/** A short public identifier for URLs, e.g. `k7m2x9qd`. */
export function generateCode(length = 8): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return code;
}
