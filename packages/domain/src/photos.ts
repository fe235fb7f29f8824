import { formatCount, type PluralForms } from './format.ts';

// How many photos an item may show: the business's gallery of a place and a visitor's photos on an opinion. The
// forms stop adding at the limit and the API refuses more, in the same words.

/** A place's gallery; the first photo is its cover. */
export const PLACE_PHOTO_LIMIT = 20;
/** Photos a visitor attaches to one opinion. */
export const OPINION_PHOTO_LIMIT = 5;

/** After «не больше»: «1 фотографии», «5 фотографий», «21 фотографии». */
const PHOTOS_AFTER_AT_MOST: PluralForms = { one: 'фотографии', few: 'фотографий', many: 'фотографий' };

export function tooManyPhotosMessage(limit: number): string {
  return `Можно добавить не больше ${formatCount(limit, PHOTOS_AFTER_AT_MOST)}`;
}
