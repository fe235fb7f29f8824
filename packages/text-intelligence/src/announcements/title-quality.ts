import { pattern } from '../text/pattern.ts';
import { HOLDER_KINDS, namesKind } from './titles.ts';

// Whether a title the lines gave names the event at all, or something else the post names: whoever holds it (a club,
// a studio, a federation), where it is (a stage, a hall, a city and its venue). Such a title gives way to a name the
// event's own lines quote after a kind of event or of work (extract.ts, quotedInstead), and stays when there is none.

/** A word of whoever holds an event or of where it is held: «Беговой клуб «Яик»», «Студклуб БГТУ», «ДК «Нефтехимик»». */
const HOLDER_WORD = pattern(String.raw`^(?:\p{L}+-)?(?:${HOLDER_KINDS})$`, 'iu');
/** How many words may stand before the holder's word: «Детская студия рисования», «Беговой клуб». */
const HOLDER_AT_MOST = 2;

/** An adjective before the holder's word: «Беговой», «Детская», «Музыкальный». */
const ADJECTIVE = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)$/iu;

/**
 * «Беговой клуб «Яик»», «Студклуб БГТУ», «Детская студия «Карамель»», «Федерация мас-рестлинга г. Якутска», «ДК
 * «Нефтехимик»», «Нальчик, Музыкальный театр», «Театр оперы и балета»: a title that names who holds the event or
 * where, its words after the holder's word its name. «Клуб настольных игр: вечер мафии» names the evening after the
 * colon; «Концерт в ДК», «Турнир шахматного клуба» name an event.
 */
export function namesHolder(title: string): boolean {
  if (/[:—–]/u.test(title)) return false;
  let words = title.trim().split(/\s+/u);
  // «Нальчик, Музыкальный театр»: a tour stop's city first.
  if (words.length > 1 && /^\p{Lu}[\p{L}-]*,$/u.test(words[0] ?? '')) words = words.slice(1);
  const at = words.slice(0, HOLDER_AT_MOST + 1).findIndex((word) => HOLDER_WORD.test(word.replace(/[^\p{L}-]/gu, '')));
  return at >= 0 && words.slice(0, at).every((word) => ADJECTIVE.test(word) && !namesKind(word));
}
