import type { EventTag } from '../contract.ts';
import { normaliseRu } from '../text/normalise.ts';
import { pattern } from '../text/pattern.ts';

// Event tags by keywords (the place tags BAR, OUTDOOR, MUSIC), matched at the start of a word of the normalised text
// (lower case, ё → е, punctuation as spaces); `(?![а-я])` ends a word where a longer one means something else
// («бар» but not «барахолка»).

const KEYWORDS: Record<EventTag, readonly string[]> = {
  MUSIC: [
    'концерт',
    'джаз',
    'dj',
    'дидже',
    'рок(?![а-я])',
    'музык',
    'квартирник',
    'оркестр',
    'хор(?:а|ом|у)?(?![а-я])',
    'групп[аы]',
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
    'live(?![a-z])',
    'саунд',
    'sound',
    'трибьют',
    'кавер',
    'rave',
    'рейв',
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
    'летн(?:яя|ей) сцен',
    'на улице',
    'уличн',
    'субботник',
    'прогулк',
    'променад',
    'пикник',
  ],
  BAR: [
    'бар(?:а|е|у|ом|ы|ов)?(?![а-я])',
    'коктейл',
    'пивн',
    'пиво',
    'крафт',
    'тап тейковер',
    'кран(?:ов|ы)(?![а-я])',
    'винн',
    'вин(?:а|о|ом)?(?![а-я])',
    'дегустац',
    'паб(?![а-я])',
    'бармен',
    'рюмочн',
    'сидр',
    'текил',
  ],
};

const PATTERNS = Object.entries(KEYWORDS).map(
  ([tag, keywords]) => [tag as EventTag, pattern(`(?<![\\p{L}\\p{N}])(?:${keywords.join('|')})`, 'u')] as const,
);

/** The event tags the text's words point to, in a fixed order. */
export function tagsOf(text: string): EventTag[] {
  const normal = normaliseRu(text);
  return PATTERNS.filter(([, regex]) => regex.test(normal)).map(([tag]) => tag);
}
