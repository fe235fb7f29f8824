/** The constraint a unique violation (SQLSTATE 23505) broke, from either driver, or null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; constraint_name?: string };
    if (candidate.code === '23505') return candidate.constraint_name ?? candidate.constraint ?? '';
  }
  return null;
}

/** A foreign key violation (SQLSTATE 23503) from either driver: the target was deleted while we wrote. */
export function foreignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23503') return true;
  }
  return false;
}
