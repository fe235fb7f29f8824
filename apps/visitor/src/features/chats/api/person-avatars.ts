import { useMemo } from 'react';
import { useFileUrlMap } from '../../../api/get-file-urls.ts';
import type { ChatPerson } from './find-people.ts';

const AVATAR_WIDTH = 96;
const NONE: ReadonlyMap<string, string> = new Map();

/** Picture URLs of these people by file id; empty while they load and for people without a picture. */
export function usePersonAvatars(people: readonly ChatPerson[]): ReadonlyMap<string, string> {
  const key = [...new Set(people.flatMap((person) => (person.avatarFileId ? [person.avatarFileId] : [])))].join(',');
  // The ids as one string: a new array each render would not be a new question.
  const fileIds = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  return useFileUrlMap(fileIds, AVATAR_WIDTH) ?? NONE;
}
