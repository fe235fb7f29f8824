import { describe, expect, it } from 'vitest';
import { OPINION_PHOTO_LIMIT, PLACE_PHOTO_LIMIT, tooManyPhotosMessage } from './photos.ts';

describe('photo limits', () => {
  it('names the limit in words a person reads', () => {
    expect(tooManyPhotosMessage(PLACE_PHOTO_LIMIT)).toBe('Можно добавить не больше 20 фотографий');
    expect(tooManyPhotosMessage(OPINION_PHOTO_LIMIT)).toBe('Можно добавить не больше 5 фотографий');
    expect(tooManyPhotosMessage(1)).toBe('Можно добавить не больше 1 фотографии');
  });
});
