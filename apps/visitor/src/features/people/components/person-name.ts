import type { PublicUser } from '@mesto/api-client';

/** How a person is named on screen: the display name, else the username, else the code. */
export function personName(person: Pick<PublicUser, 'displayName' | 'username' | 'code'>): string {
  return person.displayName.trim() || person.username || person.code;
}

/** The `userCodeOrUsername` of a person's profile address: the username when there is one. */
export function profileKey(person: Pick<PublicUser, 'username' | 'code'>): string {
  return person.username ?? person.code;
}
