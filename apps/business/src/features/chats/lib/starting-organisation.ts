/**
 * Which of my organisations the chats screen shows: the one the link names; without it, the first (by name) whose
 * chats wait to be read (what the navigation's badge counts), else the first. `unread` is null while the counts
 * load: then nothing is chosen yet, so the screen does not open on one organisation and jump to another.
 */
export function startingOrganisation<Organisation extends { id: string }>(
  organisations: readonly Organisation[],
  wanted: string | null,
  unread: ReadonlyMap<string, number> | null,
): Organisation | null | undefined {
  const named = organisations.find((organisation) => organisation.id === wanted);
  if (named) return named;
  if (organisations.length <= 1) return organisations[0] ?? null;
  if (unread === null) return undefined;
  return organisations.find((organisation) => (unread.get(organisation.id) ?? 0) > 0) ?? organisations[0] ?? null;
}
