import { describe, expect, it } from 'vitest';
import { byGender } from './agreement.ts';

describe('words that agree with a person', () => {
  it('takes the form of the gender when it is known, a form without one when not', () => {
    const forms = { male: 'заблокирован', female: 'заблокирована', unknown: 'Вы заблокировали' };
    expect(byGender('MALE', forms)).toBe('заблокирован');
    expect(byGender('FEMALE', forms)).toBe('заблокирована');
    expect(byGender(null, forms)).toBe('Вы заблокировали');
    expect(byGender(undefined, forms)).toBe('Вы заблокировали');
  });
});
