import type { Gender } from './enums.ts';

/**
 * The form of a phrase that agrees with a person's gender («заблокирован», «заблокирована»), or one that needs no
 * gender when it is not known («Вы заблокировали: …»). Never «заблокирован(а)».
 */
export function byGender<T>(gender: Gender | null | undefined, forms: { male: T; female: T; unknown: T }): T {
  if (gender === 'MALE') return forms.male;
  if (gender === 'FEMALE') return forms.female;
  return forms.unknown;
}
