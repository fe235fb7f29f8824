import { cutText } from '@mesto/domain';
import type { Aspect, AspectMention, OpinionAnalysis, OpinionInput, Sentiment } from '../contract.ts';
import {
  ALSO,
  AMOUNTS,
  ASKED,
  ASPECT_CUES,
  BOOKING,
  CINEMA,
  CONCESSION,
  DISH_PARTS,
  DURATIONS,
  EMOJI_POLARITY,
  EXCESS,
  FIRST_PERSON,
  FORGOT,
  FROWN_POLARITY,
  GENERIC_PEOPLE,
  GENERIC_STAFF,
  INTENSIFIERS,
  LOCATIVE,
  MAKING,
  NEGATION,
  NEITHER,
  NEUTRAL,
  NOT_MONEY,
  NOW,
  OCCASIONS,
  ON_WALLS,
  ONLY,
  ORDERED,
  OWNED_BY_PRICE,
  PAST,
  PHRASES,
  PIZZA_WORDS,
  PIZZAS,
  PLAYING,
  POLARITY,
  QUEUE,
  SAME,
  SAYING,
  SERVICE_ACTS,
  SINGLED_OUT,
  SMILE_POLARITY,
  SOUND,
  SPIRITS,
  STAR_COUNTS,
  STAR_DEDUCTION,
  STAR_GIVING,
  STARS,
  TABLES,
  TOO_MUCH,
  TRYING,
  UNCHANGED,
  VIEW,
  VIEW_ONTO,
  WAITED,
  WALLS,
  YEAR_BEFORE,
} from './lexicon.ts';
import { type Clause, parse, type Sentence, type Token } from './text.ts';

// The built-in opinion analyser for Russian: a lexicon of word stems with negation, intensifiers, contrast, emoji and
// the author's star rating; aspects found by their words, each judged by its own clause (or, unjudged, by the stars).

/** A judging word or phrase found in a clause, with negation and intensity applied. */
/** `tooMuch`: a word that says there is too much of something («перебор», «многовато»): beside a sum, the sum's. */
type Hit = { polarity: number; ownedByPrice: boolean; tooMuch?: boolean };

type ScoredClause = {
  clause: Clause;
  hits: Hit[];
  neutral: number;
  /** How much the clause counts towards the whole: contrast and concession move it. */
  weight: number;
  aspects: FoundAspect[];
};

/**
 * `awaited`: what the staff kept one waiting for or forgot («кофе ждали по полчаса»): the clause judges the delay, not
 * the thing; it is judged only when it arrives («…, принесли холодный»).
 */
type FoundAspect = { aspect: Aspect; token: Token; implicit: boolean; awaited?: boolean };

/** A negated praise turns into criticism almost as strong; a negated complaint («не плохо») is faint praise. */
const NEGATED_POSITIVE = -0.75;
const NEGATED_NEGATIVE = 0.4;
/** Clause weights around «но», «зато», «однако», «а вот»: the point is after it. */
const AFTER_CONTRAST = 1.4;
const BEFORE_CONTRAST = 0.75;
const SENTENCE_CONTRAST = 1.2;
/** «правда», «при этом»: an aside. */
const CONCESSION_WEIGHT = 0.6;
/** A judgement of how the place used to be, turned to how it is now. */
const PAST_TURNED = -0.6;
const SENTIMENT_THRESHOLD = 0.2;
const ASPECT_THRESHOLD = 0.15;

function intensity(word: string): number | null {
  for (const [matcher, factor] of INTENSIFIERS) if (matcher.test(word)) return factor;
  return null;
}

function polarity(word: string): number | null {
  for (const [matcher, value] of POLARITY) if (matcher.test(word)) return value;
  // «несвежая», «невежливый», «неуютно»: a praise with «не» grown on is a complaint.
  if (word.startsWith('не') && word.length > 5) {
    const praise = polarity(word.slice(2));
    if (praise !== null && praise > 0) return NEGATED_POSITIVE * praise;
  }
  return null;
}

function phraseAt(tokens: readonly Token[], i: number) {
  for (const phrase of PHRASES) {
    if (phrase.words.every((matcher, k) => tokens[i + k]?.kind === 'word' && matcher.test(tokens[i + k]?.norm ?? '')))
      return phrase;
  }
  return null;
}

/** «пиво как пиво», «официант как официант»: nothing to praise or blame, said as a judgement. */
function isSameAsItself(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i];
  const other = tokens[i + 2];
  return word?.kind === 'word' && tokens[i + 1]?.norm === 'как' && other?.kind === 'word' && other.norm === word.norm;
}

/** «я забыла», «мы сами ждали»: the author is who did it (one of the two words before). */
function authorDid(tokens: readonly Token[], i: number): boolean {
  return tokens.slice(Math.max(0, i - 2), i).some((t) => FIRST_PERSON.test(t.norm));
}

/**
 * The judgements of a clause. `negatedBefore`: the clause before denied saying what this one says («Нельзя сказать,
 * что обслуживание плохое»), so its first judgement is negated however far into the clause it comes.
 */
function scoreClause(clause: Clause, negatedBefore = false): { hits: Hit[]; neutral: number } {
  const hits: Hit[] = [];
  let neutral = 0;
  let negated = negatedBefore;
  let sinceNegation = negatedBefore ? -Number.MAX_SAFE_INTEGER : 0;
  let before = 1; // intensity before a negation («совсем не …») strengthens it
  let after = 1; // intensity after it («не очень …») softens it
  let excess = false;
  let neither = false;
  const reset = () => {
    negated = false;
    sinceNegation = 0;
    before = 1;
    after = 1;
    excess = false;
    neither = false;
  };
  const tokens = clause.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'emoji') {
      const value = EMOJI_POLARITY.get(token.norm) ?? EMOJI_POLARITY.get(token.norm.replace('\uFE0F', ''));
      if (value) hits.push({ polarity: value, ownedByPrice: false });
      continue;
    }
    if (token.kind === 'smile' || token.kind === 'frown') {
      hits.push({ polarity: token.kind === 'smile' ? SMILE_POLARITY : FROWN_POLARITY, ownedByPrice: false });
      continue;
    }
    if (isSameAsItself(tokens, i)) {
      neutral++;
      i += 2;
      reset();
      continue;
    }
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      if (phrase.neutral) neutral++;
      else hits.push({ polarity: phrase.polarity * before, ownedByPrice: false });
      i += phrase.words.length - 1;
      reset();
      continue;
    }
    const word = token.norm;
    // «попросила что-то кислое»: what one asked for is not judged by asking.
    if (ASKED.test(word)) break;
    // «я забыла шарф»: the author's own slip is no one's fault.
    if (FORGOT.test(word) && authorDid(tokens, i)) continue;
    if (NEITHER.test(word)) {
      reset();
      neither = true;
      continue;
    }
    if (NEGATION.test(word)) {
      negated = true;
      sinceNegation = 0;
      continue;
    }
    const factor = intensity(word);
    if (factor !== null) {
      if (negated) after *= factor;
      else before *= factor;
      continue;
    }
    if (EXCESS.test(word)) {
      excess = true;
      continue;
    }
    const value = polarity(word);
    if (value !== null) {
      if (neither) neutral++;
      else {
        let v = value;
        // «очередей нет», «проблем нет»: the word denied by the «нет» after it.
        if (!negated && tokens[i + 1]?.norm === 'нет') {
          negated = true;
          i++;
        }
        if (negated) v = (v > 0 ? NEGATED_POSITIVE * v : NEGATED_NEGATIVE * -v) * (after > 1 ? 0.8 : 1);
        else v *= after;
        if (excess && v > 0) v = -0.3;
        v *= before;
        hits.push({
          polarity: Math.max(-1.5, Math.min(1.5, v)),
          ownedByPrice: OWNED_BY_PRICE.test(word),
          tooMuch: TOO_MUCH.test(word),
        });
      }
      reset();
      continue;
    }
    if (NEUTRAL.test(word)) {
      if (negated) hits.push({ polarity: -0.5, ownedByPrice: false });
      else neutral++;
      reset();
      continue;
    }
    if (excess) {
      // «слишком громкая», «слишком тихо»: too much of anything is a complaint.
      hits.push({ polarity: -0.6 * before, ownedByPrice: false });
      reset();
      continue;
    }
    if (negated && ++sinceNegation > 2) reset();
  }
  // «не очень.» with nothing after it.
  if (negated && after > 1) hits.push({ polarity: -0.45, ownedByPrice: false });
  // «сорок минут в очереди — это слишком»: too much, of what the clause named.
  if (excess) hits.push({ polarity: -0.6 * before, ownedByPrice: false });
  // «народу немного»: an amount said of what the clause names, neither praise nor blame.
  const last = tokens.at(-1);
  if (last?.kind === 'word' && AMOUNTS.test(last.norm) && tokens.length > 1) neutral++;
  return { hits, neutral };
}

/** «Нельзя сказать», «не скажу»: a clause that ends denying it says what follows. */
function deniesSaying(clause: Clause | undefined): boolean {
  // «не сказал бы»: the conditional says the same.
  const words = (clause?.tokens ?? []).filter((t) => t.norm !== 'бы');
  const last = words.at(-1);
  const before = words.at(-2)?.norm;
  return !!last && SAYING.test(last.norm) && (before === 'не' || before === 'нельзя');
}

/** «900 за коктейль»: a clause that names a sum, whose judgements are the price's. */
const isPaidFor = (c: ScoredClause) => c.aspects.some((a) => a.aspect === 'PRICE' && /^\d/.test(a.token.norm));

/** What a clause names but does not judge: what the author did not try («Еду не пробовали»), or says is unchanged. */
function notJudgedHere(clause: Clause, aspect: Aspect): boolean {
  if (aspect === 'SERVICE' || aspect === 'PRICE') return false;
  const words = clause.tokens;
  return (
    words.some((t, i) => TRYING.test(t.norm) && words[i - 1]?.norm === 'не') ||
    (saysUnchanged(clause) && scoreClause(clause).hits.length === 0)
  );
}

/** «забыли принести хлеб», «кофе ждали по полчаса»: a clause about what the staff forgot or kept one waiting for. */
function tellsAwaiting(clause: Clause): boolean {
  return clause.tokens.some((t, i) => (FORGOT.test(t.norm) && !authorDid(clause.tokens, i)) || WAITED.test(t.norm));
}

/** «коктейль делали 15 минут», «пиццу несли сорок минут»: the time the staff took, which is the service's. */
function tellsMakingTime(clause: Clause): boolean {
  const words = clause.tokens;
  return words.some((t) => MAKING.test(t.norm)) && words.some((t) => DURATIONS.test(t.norm));
}

/** «Кухня та же», «меню прежнее»: what is said to be as it was is not judged by saying so. */
function saysUnchanged(clause: Clause): boolean {
  const words = clause.tokens;
  return words.some((t, i) => UNCHANGED.test(t.norm) || (t.norm === 'же' && SAME.test(words[i - 1]?.norm ?? '')));
}

function findAspects(clause: Clause, booking: boolean): FoundAspect[] {
  const explicit: FoundAspect[] = [];
  const implicit: FoundAspect[] = [];
  const staff = clause.tokens.some((t) =>
    ASPECT_CUES.some((c) => c.aspect === 'SERVICE' && !c.implicit && c.matcher.test(t.norm)),
  );
  clause.tokens.forEach((token, i) => {
    if (token.kind !== 'word' || (staff && GENERIC_PEOPLE.test(token.norm))) return;
    if (booking && TABLES.test(token.norm)) return;
    if (VIEW.test(token.norm) && !namesView(clause.tokens, i)) return;
    if (FORGOT.test(token.norm) && authorDid(clause.tokens, i)) return;
    if (MEASURE.test(token.norm) && measuresSum(clause, i)) return;
    const phrase = phraseAt(clause.tokens, i);
    const cue = phrase?.aspect
      ? { aspect: phrase.aspect, implicit: false }
      : isSum(clause, i)
        ? { aspect: 'PRICE' as const, implicit: false }
        : ASPECT_CUES.find((c) => c.matcher.test(token.norm));
    // A phrase means what it says as a whole: «стол ждал нас» is no complaint about waiting.
    if (!cue || (cue.implicit && phrase)) return;
    const list = cue.implicit ? implicit : explicit;
    if (!list.some((a) => a.aspect === cue.aspect)) list.push({ aspect: cue.aspect, token, implicit: !!cue.implicit });
  });
  // «пиццу несли сорок минут»: the wait is the service's, whatever it names.
  if (tellsMakingTime(clause) && !explicit.some((a) => a.aspect === 'SERVICE')) {
    const token = clause.tokens.find((t) => MAKING.test(t.norm)) as Token;
    implicit.push({ aspect: 'SERVICE', token, implicit: true });
  }
  // A judging word names its aspect only when no noun in the clause does («вкусный кофе» is about the coffee), except
  // price words, which judge the price whatever they stand beside («буфет дорогой»).
  const kept = implicit.filter(
    (a) =>
      !explicit.some((e) => e.aspect === a.aspect) &&
      (a.aspect === 'PRICE' ||
        explicit.length === 0 ||
        SERVICE_ACTS.test(a.token.norm) ||
        QUEUE.test(a.token.norm) ||
        MAKING.test(a.token.norm)),
  );
  const awaiting = tellsAwaiting(clause);
  return [...explicit, ...kept]
    .filter((a) => !notJudgedHere(clause, a.aspect))
    .map((a) => (awaiting && a.aspect !== 'SERVICE' && a.aspect !== 'PRICE' ? { ...a, awaited: true } : a));
}

/** What a sum is paid per: «за бокал», «за чашку», «за порцию», «за кружку». */
const MEASURE = /^(?:бокал|стакан|кружк|чашк|чашечк|рюмк|шот|порци|литр)/u;

/**
 * «700 рублей за бокал — это перебор», «400 за чашку»: the glass is what the sum is paid per, not a drink the text
 * judges; the price is judged instead. A measure after «за» with a sum just before it.
 */
function measuresSum(clause: Clause, i: number): boolean {
  if (clause.tokens[i - 1]?.norm !== 'за') return false;
  for (let j = Math.max(0, i - 4); j < i - 1; j += 1) if (isSum(clause, j)) return true;
  return false;
}

/** «вид на реку», «вид шикарный»: a view; «на вид», «вид искусства», «делает вид» are not. */
function namesView(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next || tokens[i - 1]?.norm === 'на') return false;
  return VIEW_ONTO.test(next.norm) || (next.kind === 'word' && polarity(next.norm) !== null);
}

/**
 * A number that is a sum of money: «бизнес-ланч за 390», «взяли 1500», «за 9000 в месяц». From a hundred up, not a
 * measure («300 г», «70 минут», «100 %») nor a year («в 2019», «музыка из 2007»).
 */
function isSum(clause: Clause, i: number): boolean {
  const token = clause.tokens[i] as Token;
  if (!/^\d{3,6}$/.test(token.norm) || Number(token.norm) < 100) return false;
  const next = clause.tokens[i + 1];
  if (next?.kind === 'word' && NOT_MONEY.test(next.norm)) return false;
  const after = clause.text.slice(token.end - clause.start).trimStart();
  if (after.startsWith('%')) return false;
  const year = Number(token.norm) >= 1900 && Number(token.norm) <= 2099;
  return !(year && YEAR_BEFORE.test(clause.tokens[i - 1]?.norm ?? ''));
}

/** «пластинки на стенах», «гитары под потолком»: a thing named as hanging on the walls. */
function hangsOnWall(clause: Clause | undefined, token: Token): boolean {
  const words = clause?.tokens ?? [];
  const at = words.indexOf(token);
  // Each of the next three words: a wall, with «на», «по» or «под» just before it.
  return words.slice(at + 1, at + 4).some((t, k) => WALLS.test(t.norm) && ON_WALLS.test(words[at + k]?.norm ?? ''));
}

/** What the whole text is about, where a word's aspect depends on it. */
type TextContext = { pizza: boolean; cinema: boolean };

/** Aspects as a sentence names them: its words read together. */
function sentenceAspects(clauses: readonly Clause[], { pizza, cinema }: TextContext): FoundAspect[][] {
  // «забронировали стол», «наш стол отдали», «путают столы»: the table is a booking or an order, not furniture.
  const booking = clauses.some((c) => c.tokens.some((t) => t.kind === 'word' && BOOKING.test(t.norm)));
  const found = clauses.map((clause) => findAspects(clause, booking));
  const named = new Set(found.flat().map((a) => a.aspect));
  return found.map((aspects, i) => {
    // «Буфет, правда, так себе»: an aside between the noun and its judgement stands nowhere.
    let before = i - 1;
    while (before > 0 && clauses[before]?.tokens.every((t) => CONCESSION.test(t.norm))) before--;
    const previous = found[before];
    const previousClause = clauses[before];
    // «настойку на облепихе, оч вкусно»: the judging word is about the noun just before, not an aspect of its own.
    // «…, а наелись только хлебом» opens a point of its own.
    if (
      previous?.some((a) => !a.implicit) &&
      previousClause &&
      !clauses[i]?.contrast &&
      scoreClause(previousClause).hits.length === 0 &&
      aspects.every((a) => a.implicit && a.aspect !== 'PRICE' && !SERVICE_ACTS.test(a.token.norm))
    )
      return [];
    return (
      aspects
        .filter((a) => !(a.aspect === 'DRINKS' && named.has('COCKTAILS') && SPIRITS.test(a.token.norm)))
        // A film's sound is the cinema's equipment, not music.
        .filter((a) => !(a.aspect === 'MUSIC' && cinema && SOUND.test(a.token.norm)))
        .map((a) => {
          // «Паста … тоже хороша, но чуть пересолена»: a part or a judging word beside a pasta is the pasta's.
          if (a.aspect === 'FOOD' && named.has('PASTA') && (DISH_PARTS.test(a.token.norm) || a.implicit))
            return { ...a, aspect: 'PASTA' as const };
          // «испортить обычную «Маргариту». Тесто сырое»: a pizza, not the cocktail.
          if (a.aspect === 'COCKTAILS' && pizza && PIZZAS.test(a.token.norm)) return { ...a, aspect: 'FOOD' as const };
          // «виниловые пластинки на стенах»: decor, not music.
          if (a.aspect === 'MUSIC' && hangsOnWall(clauses[i], a.token)) return { ...a, aspect: 'INTERIOR' as const };
          // «ребята играли почти два часа»: the band, not the staff.
          if (
            a.aspect === 'SERVICE' &&
            GENERIC_STAFF.test(a.token.norm) &&
            clauses[i]?.tokens.some((t) => PLAYING.test(t.norm))
          )
            return { ...a, aspect: 'MUSIC' as const };
          return a;
        })
        .filter((a, k, list) => list.findIndex((b) => b.aspect === a.aspect) === k)
    );
  });
}

function score(sentences: readonly Sentence[]): ScoredClause[][] {
  const named = (matcher: { test(word: string): boolean }) =>
    sentences.some((s) => s.tokens.some((t) => t.kind === 'word' && matcher.test(t.norm)));
  const context: TextContext = { pizza: named(PIZZA_WORDS), cinema: named(CINEMA) };
  const scored = sentences.map((sentence) => {
    const concession =
      sentence.tokens.some((t) => CONCESSION.test(t.norm)) ||
      /(?:^|\s)при этом(?:\s|$|[,.])/iu.test(sentence.text) ||
      starsDeducted(sentence) > 0;
    const aspects = sentenceAspects(sentence.clauses, context);
    const clauses = sentence.clauses.map((clause, i) => {
      const judged = scoreClause(clause, deniesSaying(sentence.clauses[i - 1]));
      // «раньше был уютный полуподвал», «Раньше было лучше»: what it was is what it no longer is.
      if (isPast(clause)) judged.hits = judged.hits.map((h) => ({ ...h, polarity: h.polarity * PAST_TURNED }));
      return {
        clause,
        ...judged,
        weight: concession ? CONCESSION_WEIGHT : 1,
        aspects: (aspects[i] ?? []).filter((a) => !(judged.hits.length === 0 && isWhereOneSat(clause, a))),
      };
    });
    clauses.forEach((c, i) => {
      if (!isContrast(c.clause)) return;
      c.weight *= AFTER_CONTRAST;
      for (const earlier of clauses.slice(0, i)) earlier.weight *= BEFORE_CONTRAST;
    });
    return clauses;
  });
  // A sentence that opens with «Но …» weighs a little more (less than a contrast inside one sentence).
  for (const clauses of scored) {
    const first = clauses[0];
    if (first && isContrast(first.clause)) for (const c of clauses) c.weight *= SENTENCE_CONTRAST;
  }
  return scored;
}

/**
 * «Снимаю две звезды за то, что не пустили с собакой»: how many stars the author took off for one complaint (0 when
 * none): the stars they would have given are the rating plus these, and the complaint is an aside.
 */
function starsDeducted(sentence: Sentence): number {
  const at = sentence.tokens.findIndex((t) => STAR_DEDUCTION.test(t.norm));
  if (at < 0) return 0;
  const next = sentence.tokens.slice(at + 1, at + 4);
  const stars = next.findIndex((t) => STARS.test(t.norm));
  if (stars < 0) return 0;
  const count = next
    .slice(0, stars)
    .map((t) => STAR_COUNTS.get(t.norm))
    .find((n) => n !== undefined);
  return count ?? 1;
}

/** «Ставлю три звезды только из уважения к старому названию»: stars given out of kindness, one more than meant. */
function starsGiven(sentence: Sentence): number {
  const at = sentence.tokens.findIndex((t) => STAR_GIVING.test(t.norm));
  if (at < 0) return 0;
  const next = sentence.tokens.slice(at + 1, at + 4);
  const stars = next.findIndex((t) => STARS.test(t.norm));
  if (stars < 0) return 0;
  return sentence.tokens.slice(at + 2 + stars, at + 5 + stars).some((t) => ONLY.test(t.norm)) ? 1 : 0;
}

/** Furniture named as a place in the room («сидели у барной стойки», «на диванчике в углу»), in a clause that judges nothing. */
function isWhereOneSat(clause: Clause, aspect: FoundAspect): boolean {
  if (aspect.aspect !== 'FURNITURE') return false;
  const at = clause.tokens.indexOf(aspect.token);
  return clause.tokens.slice(Math.max(0, at - 2), at).some((t) => t.kind === 'word' && LOCATIVE.test(t.norm));
}

function isPast(clause: Clause): boolean {
  return clause.tokens.some((t) => PAST.test(t.norm)) && !clause.tokens.some((t) => NOW.test(t.norm));
}

function isContrast(clause: Clause): boolean {
  return clause.contrast && !/^а\s(?!вот\s)/iu.test(clause.text);
}

const sum = (hits: readonly Hit[]) => hits.reduce((total, h) => total + h.polarity, 0);
const squash = (value: number, softness: number) => value / (Math.abs(value) + softness);

function sentimentOf(value: number, threshold: number): Sentiment {
  return value >= threshold ? 'POSITIVE' : value <= -threshold ? 'NEGATIVE' : 'NEUTRAL';
}

/** What the text says about one aspect named in `clauses[index]`: its own clause, else a neighbour that names none. */
function aspectHits(clauses: readonly ScoredClause[], index: number, aspect: Aspect): Hit[] {
  // «900 за коктейль многовато»: beside a sum, the words judge the price, not what it was paid for.
  const own = (c: ScoredClause) =>
    aspect !== 'PRICE' && isPaidFor(c) ? [] : c.hits.filter((h) => aspect === 'PRICE' || !h.ownedByPrice);
  const here = clauses[index] as ScoredClause;
  // «еда нормальная» is judged: ordinary.
  if (own(here).length || here.neutral > 0) return own(here);
  if (here.clause.tokens.some((t) => ALSO.test(t.norm)) && index > 0) return own(clauses[index - 1] as ScoredClause);
  // «250 рублей за круассан — перебор»: «too much» beside a sum says the sum is, not what it paid for.
  const paidFor = aspect !== 'PRICE' && isPaidFor(here);
  const neighbours = (c: ScoredClause) => own(c).filter((h) => !(paidFor && h.tooMuch));
  for (const direction of [1, -1]) {
    for (let i = index + direction; i >= 0 && i < clauses.length; i += direction) {
      const other = clauses[i] as ScoredClause;
      if (other.aspects.some((a) => !a.implicit)) break;
      if (neighbours(other).length) return neighbours(other);
    }
  }
  return [];
}

/**
 * What judges a thing one waited for: the clause after the wait in which it is brought («Час ждали бургер, принесли
 * холодный»), unless a clause in between names something of its own. The wait's own words are the service's.
 */
function arrivalHits(clauses: readonly ScoredClause[], index: number, aspect: Aspect): Hit[] {
  let arrived = false;
  for (let i = index + 1; i < clauses.length; i++) {
    const other = clauses[i] as ScoredClause;
    if (other.aspects.some((a) => !a.implicit && a.aspect !== aspect)) return [];
    arrived ||= other.clause.tokens.some((t) => SERVICE_ACTS.test(t.norm));
    const hits = other.hits.filter((h) => aspect === 'PRICE' || !h.ownedByPrice);
    if (arrived && hits.length > 0) return hits;
  }
  return [];
}

/** What is ordered, eaten or drunk: named beside «заказали», «брали» without a judgement, it is only what was had. */
const CONSUMED: ReadonlySet<Aspect> = new Set(['FOOD', 'PASTA', 'DRINKS', 'BEER', 'COCKTAILS']);

/**
 * «заказали пасту и по бокалу вина»: the clause tells what was ordered or had; «коктейль делали 15 минут»: what was
 * waited for; «бутерброд с сыром за 400», «чек около 2000 на человека с бокалом вина», in a sentence that praises and
 * blames nothing: what a sum paid for.
 */
function tellsOrder(clauses: readonly ScoredClause[], index: number, aspect: Aspect): boolean {
  const clause = clauses[index] as ScoredClause;
  if (!CONSUMED.has(aspect)) return false;
  if (clause.clause.tokens.some((t) => t.kind === 'word' && ORDERED.test(t.norm))) return true;
  if (tellsMakingTime(clause.clause)) return true;
  return clauses.every((c) => c.hits.length === 0) && clause.clause.tokens.some((_, i) => isSum(clause.clause, i));
}

/** The judgements of a sentence that names no aspect of its own, for an aspect the sentence before left unjudged. */
function nextSentenceHits(next: readonly ScoredClause[] | undefined, aspect: Aspect): Hit[] {
  // «Капучино за 150 рублей. И вкусный»: a word of taste alone names nothing of its own beside what was had.
  const own = (a: FoundAspect) => !a.implicit || a.aspect !== 'FOOD' || !CONSUMED.has(aspect);
  if (!next || next.some((c) => c.aspects.some(own)) || namesOccasion(next)) return [];
  return next.flatMap((c) => c.hits.filter((h) => aspect === 'PRICE' || !h.ownedByPrice));
}

/**
 * «взяли по IPA. Обычный такой»: a sentence that names no aspect and rates without praise or blame rates what the
 * sentence before named, unless it names the occasion it rates («Обычный вечер»).
 */
function nextSentenceRates(next: readonly ScoredClause[] | undefined): boolean {
  if (!next || next.some((c) => c.aspects.length > 0)) return false;
  return next.some((c) => c.neutral > 0) && !namesOccasion(next);
}

/** «Обычный вечер», «Спектакль неплохой»: a sentence that rates an occasion or a show of its own, not a thing had. */
function namesOccasion(sentence: readonly ScoredClause[]): boolean {
  return sentence.some((c) => c.clause.tokens.some((t) => t.kind === 'word' && OCCASIONS.test(t.norm)));
}

/** «Буфет дорогой»: the buffet is judged, for its price only, so it is neither praised nor blamed by the stars. */
function judgedByPrice(clause: ScoredClause, aspect: Aspect): boolean {
  return (
    aspect !== 'PRICE' && clause.aspects.some((a) => a.aspect === 'PRICE') && clause.hits.some((h) => h.ownedByPrice)
  );
}

/** What an aspect the text names without judging it gets from the stars: 1–2★ a complaint, 4★ mild praise, 5★ praise. */
function unjudgedScore(rating: number | null): number {
  if (rating === null) return 0;
  if (rating <= 2) return -0.35;
  if (rating === 5) return 0.3;
  if (rating === 4) return 0.2;
  return 0;
}

/** Praise and blame of one aspect this close (the weaker against the stronger) leave it neither. */
const MIXED = 0.6;

function aspectMentions(
  scored: readonly ScoredClause[][],
  text: string,
  { rating, ironic }: { rating: number | null; ironic: boolean },
): AspectMention[] {
  const byAspect = new Map<
    Aspect,
    {
      total: number;
      strongest: number;
      token: Token;
      judged: boolean;
      priced: boolean;
      ordered: boolean;
      praised: number;
      blamed: number;
    }
  >();
  scored.forEach((clauses, s) => {
    clauses.forEach((c, index) => {
      for (const { aspect, token, awaited } of c.aspects) {
        // «коктейль делали 15 минут, зато вкусный»: the wait is judged by its own clause, or else by the stars.
        const waited = aspect === 'SERVICE' && MAKING.test(token.norm);
        let hits = awaited ? arrivalHits(clauses, index, aspect) : waited ? c.hits : aspectHits(clauses, index, aspect);
        // «у них по понедельникам живая музыка? В прошлый раз было очень классно.»: a sentence that names nothing
        // judges what the sentence before it named and left unjudged.
        let judgedNext = false;
        if (clauses.every((other) => other.hits.length === 0 && other.neutral === 0)) {
          hits = nextSentenceHits(scored[s + 1], aspect);
          judgedNext = nextSentenceRates(scored[s + 1]);
        }
        // «Буфет дороговат»: what only a price word judges is named for its price, which is judged instead.
        const priced = hits.length === 0 && judgedByPrice(c, aspect);
        const judged = hits.length > 0 || c.neutral > 0 || judgedNext || judgedByPrice(c, aspect);
        const value = sum(hits) * c.weight;
        const ordered = awaited || tellsOrder(clauses, index, aspect);
        const praised = Math.max(0, value);
        const blamed = Math.max(0, -value);
        const seen = byAspect.get(aspect);
        if (!seen)
          byAspect.set(aspect, {
            total: value,
            strongest: Math.abs(value),
            token,
            judged,
            priced,
            ordered,
            praised,
            blamed,
          });
        else {
          seen.total += value;
          seen.judged ||= judged;
          seen.priced &&= priced;
          seen.ordered &&= ordered;
          seen.praised += praised;
          seen.blamed += blamed;
          if (Math.abs(value) > seen.strongest) Object.assign(seen, { strongest: Math.abs(value), token });
        }
      }
    });
  });
  // A text without stars that judges nothing at all states facts: what it names («по пятницам живая музыка», «аренда
  // 2500 в час», «взяли по бокалу пива») is only mentioned.
  const factual =
    rating === null && scored.every((clauses) => clauses.every((c) => c.hits.length === 0 && c.neutral === 0));
  // «Заказали пасту и по бокалу вина»: what was ordered and never judged is what the evening was, not an aspect;
  // «Хлеб хороший, а вот пирожные приторные»: one aspect praised and blamed is, on the whole, neither.
  return [...byAspect]
    .filter(([, { judged, priced, ordered }]) => (judged || (!factual && !ordered)) && !priced)
    .map(([aspect, { total, token, judged, praised, blamed }]) => {
      let value = judged ? round(squash(total, 0.5)) : unjudgedScore(rating);
      const weaker = Math.min(praised, blamed);
      if (!ironic && weaker > 0 && weaker >= MIXED * Math.max(praised, blamed))
        value = Math.max(-0.1, Math.min(0.1, value));
      if (ironic && value > 0) value = -value;
      return {
        aspect,
        sentiment: sentimentOf(value, ASPECT_THRESHOLD),
        score: value,
        span: { start: token.start, end: token.end, text: text.slice(token.start, token.end) },
      };
    });
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The sentence that says the most: the strongest judgements and the most aspects, the first of equals. */
function summarise(scored: readonly ScoredClause[][], sentences: readonly Sentence[]): string {
  let best = -1;
  let summary = '';
  scored.forEach((clauses, i) => {
    const weight = clauses.reduce(
      (total, c) => total + c.hits.reduce((s, h) => s + Math.abs(h.polarity), 0) + 0.5 * c.aspects.length,
      0,
    );
    if (weight > best) {
      best = weight;
      summary = sentences[i]?.text ?? '';
    }
  });
  return cutText(summary, 200, { ellipsis: true });
}

/** Above this (either way) the text of a 3★ opinion outweighs its stars. */
const THREE_STARS_OVERRIDE = 0.75;
/** Below this a text that never praises outweighs its 4–5 stars. */
const SLIP = 0.6;

/**
 * The overall sentiment: the author's stars first (4–5 positive, 1–2 negative whatever the words, irony included),
 * 3★ neutral unless the text is clearly one-sided, and 4–5★ over a text that only complains negative; without stars,
 * the text alone. `value` keeps the text's nuance within
 * the sentiment's side.
 */
function overall(
  textValue: number,
  evidence: number,
  rating: number | null,
  praises: boolean,
): { sentiment: Sentiment; value: number; confidence: number } {
  if (rating === null) {
    const sentiment = sentimentOf(textValue, SENTIMENT_THRESHOLD);
    const confidence = evidence === 0 ? 0.3 : 0.35 + 0.4 * Math.abs(textValue) + 0.1 * Math.min(evidence, 2);
    return { sentiment, value: textValue, confidence };
  }
  const stars = (rating - 3) / 2;
  if (rating === 3) {
    const sentiment =
      Math.abs(textValue) >= THREE_STARS_OVERRIDE ? sentimentOf(textValue, SENTIMENT_THRESHOLD) : 'NEUTRAL';
    const value = sentiment === 'NEUTRAL' ? textValue * 0.25 : textValue;
    return { sentiment, value, confidence: sentiment === 'NEUTRAL' ? 0.75 : 0.6 };
  }
  // Four or five stars over words that only complain («Ужасно, отвратительное обслуживание», 5★) are a slip of the
  // finger more often than irony: the words win, and the reviewer is told it is unsure.
  if (stars > 0 && textValue <= -SLIP && evidence > 0 && !praises)
    return { sentiment: 'NEGATIVE', value: textValue, confidence: 0.5 };
  const sentiment: Sentiment = stars > 0 ? 'POSITIVE' : 'NEGATIVE';
  const agrees = Math.sign(textValue) === Math.sign(stars) || evidence === 0;
  // The score on the stars' side: mostly the stars, moved by how strongly the text agrees.
  const value =
    Math.sign(stars) * Math.max(0.25, Math.min(1, Math.abs(stars) * 0.6 + (agrees ? Math.abs(textValue) * 0.4 : 0)));
  return { sentiment, value, confidence: agrees ? 0.92 : 0.8 };
}

export async function analyseOpinion(input: OpinionInput): Promise<OpinionAnalysis> {
  return analyseOpinionText(input);
}

/** The analysis, synchronously: the built-in provider has nothing to wait for. */
export function analyseOpinionText(input: OpinionInput): OpinionAnalysis {
  const sentences = parse(input.text);
  const scored = score(sentences);
  const clauses = scored.flat();
  const textScore = clauses.reduce((total, c) => total + sum(c.hits) * c.weight, 0);
  const evidence = clauses.reduce((total, c) => total + c.hits.reduce((s, h) => s + Math.abs(h.polarity), 0), 0);
  const neutral = clauses.reduce((total, c) => total + c.neutral, 0);
  const rating = input.rating != null && input.rating >= 1 && input.rating <= 5 ? input.rating : null;
  const deducted = sentences.reduce((most, s) => Math.max(most, starsDeducted(s)), 0);
  const given = sentences.reduce((most, s) => Math.max(most, starsGiven(s)), 0);
  const meant = rating === null ? null : Math.max(1, Math.min(5, rating + deducted - given));
  const textValue = squash(textScore, 1 + 0.35 * neutral);
  const praises = clauses.some((c) => c.hits.some((h) => h.polarity > 0));
  const read = overall(textValue, evidence, meant, praises);
  const { sentiment, value } = read;
  // Stars the text itself corrects are read less surely than stars taken as they are.
  const confidence = meant === rating ? read.confidence : Math.min(read.confidence, 0.85);
  // Praise under one or two stars is irony («отличный сервис, всего час ждали кофе 👍», 1★): its praises are complaints;
  // unless the text turns to a complaint with «но» («Десерты шедевральные … Но сорок минут в очереди — это слишком»):
  // then the praise is meant, and the complaint is what cost the stars.
  const turnsToComplaint = clauses.some((c) => isContrast(c.clause) && sum(c.hits) < 0);
  // «Единственное, что здесь хорошо, — вид… Всё остальное мимо»: praise singled out under low stars is meant.
  const singlesOut = clauses.some((c) => c.clause.tokens.some((t) => SINGLED_OUT.test(t.norm)));
  const ironic = rating !== null && rating <= 2 && textValue > 0 && !turnsToComplaint && !singlesOut;
  const aspects = aspectMentions(scored, input.text, { rating, ironic });

  return {
    provider: 'builtin',
    model: null,
    fallback: null,
    sentiment,
    score: round(value),
    confidence: round(Math.max(0.1, Math.min(0.95, confidence))),
    aspects,
    summary: summarise(scored, sentences),
  };
}
