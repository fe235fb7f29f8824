import type { PlaceCandidate } from '../contract.ts';
import { canBeNominative } from '../text/morphology.ts';
import { matchForm } from '../text/normalise.ts';
import { PLACE_THRESHOLD, type PlaceMatch, type PlacePhrase, placeScore } from './places.ts';
import { namesKind } from './titles.ts';

// Readings of a kind the development sets and the fixtures found right every time, each for its own field: a start
// from one explicit date and one time, a place named in quotes by its own name and no other place, an entry price
// said with what it is for, a ticket link that is the post's only link, a title that is the quoted name after the
// kind of event. These, and only these, are sure enough for a trusted source's post to be published without a
// person (AUTO_PUBLISH_CONFIDENCE); every other reading keeps the lower confidence of its rule.

/** The confidence of a reading of a sure kind: above AUTO_PUBLISH_CONFIDENCE, below a full date's or an address's. */
export const SURE = 0.92;

/**
 * Kinds of events as they stand before the event's own name, in the nominative or the accusative («спектакль
 * «Женитьба»», «приглашает на лекцию «…»»), alone or as the second half of a word («Рок-вечеринка «…»»). A kind in
 * another case names something else («экскурсия по выставке «…»», «курс лекций «…»», «концерт «Чернозём-бэнда»»),
 * and so does a performer («концерт группы «Сплин»»: the title is the concert).
 */
const KIND_BEFORE_NAME =
  /^(?:[\p{L}]+-)?(?:концерт|спектакль|лекци[яю]|квиз|вечер|вечеринк[ау]|фестиваль|фест|стендап|шоу|экскурси[яю]|программ[ау]|выставк[ау]|ярмарк[ау]|маркет|кинопоказ|показ|опер[ау]|балет|мюзикл|сказк[ау]|турнир|мастер-класс|забег|слэм|воркшоп|вебинар|рейв|митап|гастроужин|квартирник|премьер[ау])$/iu;
const QUOTED_NAME = /«([^«»\n]{2,80})»/gu;

/** The quoted names of a text that stand right after a kind of event, in the order they are written. */
function namesAfterKind(text: string): { name: string; kind: string }[] {
  const names: { name: string; kind: string }[] = [];
  for (const match of text.matchAll(QUOTED_NAME)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
    const word = /(?:^|[\s(—–:|·])([\p{L}-]+)[ \t]+$/u.exec(before)?.[1] ?? '';
    if (KIND_BEFORE_NAME.test(word)) names.push({ name: match[1] ?? '', kind: word });
  }
  return names;
}

/**
 * A post's title is sure when it is the one name the post gives right after a kind of event («Лекция «Как читать
 * Платонова»», «СПЕКТАКЛЬ «ВИШНЁВЫЙ САД»»), and that name starts as a name does (in the nominative).
 */
export function isSureTitle(text: string, title: string): boolean {
  return isFirstLineTitle(text, title) || isNameAfterKind(text, title);
}

/** At most this long, a first line is a heading rather than a sentence. */
const HEADING_MAX_LENGTH = 60;

/**
 * The post's first line is the title as it stands, but for emoji and an exclamation mark around it and where it is
 * («🎤 Караоке-баттл в «Хмеле»», «Барахолка виниловых пластинок 🎶»), and it starts by saying what kind of event it
 * is: a heading, not an appeal («РУФТОП «ВЫСОТА» ОТКРЫВАЕТ СЕЗОН», «Читаем Чехова вслух»).
 */
function isFirstLineTitle(text: string, title: string): boolean {
  if (title.length > HEADING_MAX_LENGTH || /[«»"“”]/u.test(title)) return false;
  const first = (/^\s*([^\n]*)/u.exec(text)?.[1] ?? '').trim();
  // A heading is short, so what is cut off its ends below is read a few dozen characters at most.
  if (first.length > 2 * HEADING_MAX_LENGTH) return false;
  const heading = first
    .replace(/^[^\p{L}\p{N}«]+/u, '')
    // eslint-disable-next-line regexp/no-super-linear-move -- a heading of at most 120 characters
    .replace(/[^\p{L}\p{N}»)]+$/u, '')
    // eslint-disable-next-line regexp/no-super-linear-move -- a heading of at most 120 characters
    .replace(/\s+(?:в|во|на|у)\s+«[^«»]+»$/u, '');
  return heading === title && namesKind(title.split(/\s+/u).slice(0, 2).join(' '));
}

/** The one name a post gives right after a kind of event, as the title. */
function isNameAfterKind(text: string, title: string): boolean {
  const found = namesAfterKind(text);
  if (new Set(found.map((name) => name.name)).size !== 1 || found[0]?.name !== title) return false;
  // «концерт «Чернозём-бэнда»»: one word after a concert may be the band's name in the genitive.
  if (found.some((name) => /^концерт$/iu.test(name.kind)) && !/\s/u.test(title)) return false;
  const firstWord = /^[\p{L}\p{N}-]+/u.exec(title)?.[0] ?? '';
  return /^\p{N}/u.test(firstWord) || canBeNominative(firstWord);
}

/**
 * A place is sure when the post names it by its own name, not by another name the catalogue knows it by nor by a
 * piece of it — in quotes («Синкопа», «Бар «Чкалов»») or written out in full («Театр на Покровке») — and names no
 * other place of the catalogue anywhere: a second place may be where it really happens («команда бара «Ребро
 * Адама» стоит за стойкой в Каме»).
 */
export function isSurePlace(
  match: PlaceMatch,
  phrases: readonly PlacePhrase[],
  candidates: readonly PlaceCandidate[],
): boolean {
  const { phrase, place } = match;
  if (phrase.context !== undefined || !(byOwnName(match) || byFullName(match))) return false;
  return phrases.every((other) =>
    candidates.every((candidate) => candidate.id === place.id || placeScore(candidate, other) < PLACE_THRESHOLD),
  );
}

/** «в «Синкопе»», ««Бар «Чкалов»»»: the name in quotes, whole, as the catalogue writes it or its quoted part. */
function byOwnName({ phrase, place, score }: PlaceMatch): boolean {
  if (phrase.kind !== 'quoted' || score < 1) return false;
  // A catalogue name is at most NAME_MAX_LENGTH (120) characters.
  // eslint-disable-next-line regexp/no-super-linear-move
  const core = /«([^»]+)»/u.exec(place.name)?.[1];
  const form = matchForm(phrase.text);
  return [place.name, core].some((name) => name !== undefined && matchForm(name) === form);
}

/** «Театр на Покровке», «Казанский планетарий приглашает …»: a name of two words or more, written out in full. */
function byFullName({ phrase, place }: PlaceMatch): boolean {
  const name = matchForm(place.name);
  if (/[«»]/u.test(place.name) || !name.includes(' ')) return false;
  const form = matchForm(phrase.text);
  return form === name || form.startsWith(`${name} `);
}
