import { OPINION_TEXT_RULE } from '@mesto/domain';
import { describe, expect, it } from 'vitest';
import { checkOpinion, toOpinionBody, valuesOfBlank } from './opinion-values.ts';

const values = {
  rating: 4,
  text: '  Хороший бар  ',
  tags: ['MUSIC' as const],
  photoFileIds: ['f-1', 'f-2'],
  visibility: 'PUBLIC' as const,
};
const place = { kind: 'place' as const, id: 'p-1', code: 'mayak', name: 'Маяк' };

describe('the opinion editor’s values', () => {
  it('start a new opinion with the audience the person chose in their profile', () => {
    const blank = {
      placeId: null,
      eventId: null,
      rating: 0,
      text: '',
      tags: [],
      photoFileIds: [],
      visibility: 'PUBLIC' as const,
    };
    expect(valuesOfBlank(blank).visibility).toBe('PUBLIC');
    expect(valuesOfBlank(blank, { defaultOpinionVisibility: 'FRIENDS' }).visibility).toBe('FRIENDS');
    expect(valuesOfBlank(blank, { defaultOpinionVisibility: 'EVERYONE' }).visibility).toBe('PUBLIC');
  });

  it('ask for stars until some are chosen', () => {
    expect(checkOpinion({ ...values, rating: 0 })).toEqual({ rating: 'Поставьте оценку: от одной до пяти звёзд' });
    expect(checkOpinion(values)).toEqual({});
  });

  it('hold the text to the domain’s limit', () => {
    const errors = checkOpinion({ ...values, text: 'а'.repeat(OPINION_TEXT_RULE.max + 1) });
    expect(Object.keys(errors)).toEqual(['text']);
  });

  it('hold the photos to five, in the words the API uses', () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(checkOpinion({ ...values, photoFileIds: six })).toEqual({
      photoFileIds: 'Можно добавить не больше 5 фотографий',
    });
  });

  it('send the subject for a new opinion and the id for an existing one, the text trimmed', () => {
    expect(toOpinionBody(values, place, null)).toEqual({
      placeId: 'p-1',
      rating: 4,
      text: 'Хороший бар',
      tags: ['MUSIC'],
      photoFileIds: ['f-1', 'f-2'],
      visibility: 'PUBLIC',
    });
    expect(toOpinionBody(values, { ...place, kind: 'event' }, null)).toMatchObject({ eventId: 'p-1' });
    const edit = toOpinionBody(values, place, 'o-1');
    expect(edit).toMatchObject({ id: 'o-1' });
    expect(edit).not.toHaveProperty('placeId');
  });
});
