import type { PublicUser } from '@mesto/api-client';
import { WRONG_PHONE_NUMBER_MESSAGE } from '@mesto/domain';
import { describe, expect, it } from 'vitest';
import { checkProfile, toProfileValues } from './profile-form.tsx';

const person = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'u1',
  username: null,
  displayName: 'Анна Смирнова',
  gender: null,
  about: '',
  avatarFileId: null,
  contacts: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  followers: 0,
  following: 0,
  subscribed: false,
  friends: false,
} satisfies PublicUser;

describe('the profile editor’s checks', () => {
  it('start from the saved person, with empty strings for what is not set', () => {
    expect(toProfileValues(person)).toEqual({
      displayName: 'Анна Смирнова',
      username: '',
      about: '',
      gender: '',
      contacts: [],
    });
  });

  it('pass a saved profile as it is', () => {
    expect(checkProfile(toProfileValues(person))).toEqual({});
  });

  it('name each bad field by the path the server uses', () => {
    expect(
      checkProfile({
        displayName: '   ',
        username: '1anna',
        about: '',
        gender: '',
        contacts: [
          { type: 'EMAIL', value: 'anna@mesto.ru' },
          { type: 'PHONE', value: '12345' },
        ],
      }),
    ).toEqual({
      displayName: 'Укажите имя',
      username: 'Имя пользователя: латинские буквы, цифры, «_» и «.», начинается с буквы',
      'contacts.1.value': WRONG_PHONE_NUMBER_MESSAGE,
    });
  });

  it('leave an empty username alone: it is optional', () => {
    expect(checkProfile({ ...toProfileValues(person), username: '  ' })).toEqual({});
  });
});
