import { useMemo } from 'react';
import { useFileUrls } from '../../../api/get-file-urls.ts';
import type { ChatPerson } from './find-people.ts';

const AVATAR_WIDTH = 96;

/** Picture URLs of these people by file id; empty while they load and for people without a picture. */
export function usePersonAvatars(people: readonly ChatPerson[]): ReadonlyMap<string, string> {
  const key = [...new Set(people.flatMap((person) => (person.avatarFileId ? [person.avatarFileId] : [])))].join(',');
  // The ids as one string: a new array each render would not be a new question.
  const fileIds = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const files = useFileUrls(fileIds, AVATAR_WIDTH);
  return useMemo(() => {
    const urls = new Map<string, string>();
    fileIds.forEach((id, index) => {
      const url = files.data?.[index];
      if (url) urls.set(id, url);
    });
    return urls;
  }, [files.data, fileIds]);
}
