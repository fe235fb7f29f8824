import type { PublicUser } from '@mesto/api-client';

/** How a user is named on screen: the display name, else the username, else the code. */
export function userName(user: Pick<PublicUser, 'displayName' | 'username' | 'code'>): string {
  return user.displayName.trim() || user.username || user.code;
}
