// Ids are uuids. The API checks every string it casts to uuid in SQL first (PostgreSQL answers a malformed one with an
// error, which would be a 500), so a malformed id is the caller's 400 or simply "no match"; the apps check ids taken
// from links the same way before asking for them.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the value is a uuid in the canonical 8-4-4-4-12 hexadecimal form (any version), safe to cast to uuid. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
