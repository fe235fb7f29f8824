import type { EventTag } from '../contract.ts';
import { normaliseRu } from '../text/normalise.ts';

// Event tags by keywords (spec §3's BAR, OUTDOOR, MUSIC). Each pattern is matched at the start of a word of the
// normalised text (lower case, ё → е, punctuation as spaces).

const KEYWORDS: Record<EventTag, readonly string[]> = {
  MUSIC: [
    'концерт',
    'джаз',
    'dj',
    'диджей',
    'рок',
    'музык',
    'квартирник',
    'оркестр',
    'хор ',
    'хора',
    'группа',
    'альбом',
    'джем',
    'техно',
    'techno',
    'house',
    'disco',
    'босанов',
    'вокал',
    'гитар',
    'песн',
    'органн',
    'караоке',
    'live',
    'саунд',
    'sound',
    'трибьют',
    'кавер',
  ],
  OUTDOOR: [
    'open air',
    'openair',
    'опен эйр',
    'под открытым небом',
    'на открытом воздухе',
    'во дворе',
    'парк',
    'веранд',
    'набережн',
    'летняя сцена',
    'летней сцен',
    'на улице',
    'уличн',
    'субботник',
    'прогулк',
    'променад',
    'пикник',
  ],
  BAR: [
    'бар ',
    'бара',
    'баре',
    'бару',
    'коктейл',
    'пивн',
    'пиво',
    'пивовар',
    'крафт',
    'тап тейковер',
    'кранов',
    'винн',
    'вин ',
    'вина',
    'дегустац',
    'паб',
    'бармен',
    'рюмочн',
    'сидр',
  ],
};

/** The event tags the text's words point to, in a fixed order. */
export function tagsOf(text: string): EventTag[] {
  const normal = ` ${normaliseRu(text)} `;
  return (Object.keys(KEYWORDS) as EventTag[]).filter((tag) =>
    KEYWORDS[tag].some((keyword) => normal.includes(` ${keyword}`)),
  );
}
