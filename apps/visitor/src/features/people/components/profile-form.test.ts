import type { PublicUser } from '@mesto/api-client';
import { WRONG_PHONE_NUMBER_MESSAGE } from '@mesto/domain';
import { describe, expect, it } from 'vitest';
import { checkProfile, toProfileBody, toProfileValues } from './profile-form.tsx';

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
  moderation: null,
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
      avatarFileId: null,
      visitVisibility: 'PUBLIC',
      opinionVisibility: 'PUBLIC',
    });
  });

  it('start the default audiences from the saved settings, ignoring what is not offered', () => {
    const values = toProfileValues(person, { defaultVisibility: 'FRIENDS', defaultOpinionVisibility: 'NOTES' });
    expect([values.visitVisibility, values.opinionVisibility]).toEqual(['FRIENDS', 'NOTES']);
    // A check-in is never PRIVATE, and junk falls back to PUBLIC.
    const odd = toProfileValues(person, { defaultVisibility: 'PRIVATE', defaultOpinionVisibility: 42 });
    expect([odd.visitVisibility, odd.opinionVisibility]).toEqual(['PUBLIC', 'PUBLIC']);
  });

  it('save the defaults into the settings and keep every other setting', () => {
    const values = { ...toProfileValues(person), visitVisibility: 'NOTES' as const, username: ' Anna.S ' };
    const body = toProfileBody(person.id, values, { colorScheme: 'DARK', defaultVisibility: 'FRIENDS' });
    expect(body.specificSettings).toEqual({
      colorScheme: 'DARK',
      defaultVisibility: 'NOTES',
      defaultOpinionVisibility: 'PUBLIC',
    });
    expect(body.username).toBe('anna.s');
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
        avatarFileId: null,
        visitVisibility: 'PUBLIC',
        opinionVisibility: 'PUBLIC',
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
