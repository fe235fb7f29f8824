import type { ApiClient, PublicUser } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Typed characters before the people picker asks: one letter matches half the city. */
export const PEOPLE_QUERY_MIN = 2;
const FOUND_LIMIT = 20;

/** A person as a group shows them: the chat's `members` and the people found have these in common. */
export type ChatPerson = Pick<PublicUser, 'id' | 'code' | 'username' | 'displayName' | 'avatarFileId'>;

const toChatPerson = ({ id, code, username, displayName, avatarFileId }: PublicUser): ChatPerson => ({
  id,
  code,
  username,
  displayName,
  avatarFileId,
});

function findPeopleQueryOptions($api: ApiClient['$api'], q: string) {
  return $api.queryOptions(
    'get',
    '/api/users',
    { params: { query: { q, sort: 'name', limit: FOUND_LIMIT } } },
    { select: (page) => page.items.map(toChatPerson) },
  );
}

/** People whose name or username contains the text, by name; nothing is asked for fewer than two characters. */
export function useFindPeople(text: string) {
  const { $api } = useApi();
  const q = text.trim();
  // The previous results stay while the next search loads, instead of the list flashing empty on each pause.
  return useQuery({
    ...findPeopleQueryOptions($api, q),
    enabled: q.length >= PEOPLE_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
