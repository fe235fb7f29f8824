// PostgreSQL refuses anything but a well-formed uuid with an error, and an error there is a 500. Every string that
// becomes a uuid in SQL passes this check first, so a malformed id is the caller's 400 (or simply "no match").
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the value is a uuid in the canonical 8-4-4-4-12 hexadecimal form (any version), safe to cast to uuid. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
