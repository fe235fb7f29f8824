import { describe, expect, it } from 'vitest';
import { PlaceSummary } from '../contract.ts';
import { analyseOpinionText } from './analyse.ts';
import { MIN_ASPECT_MENTIONS, summarisePlace } from './summary.ts';

const opinion = (id: string, text: string) => ({ id, text, analysis: analyseOpinionText({ text }) });

describe('place summary', () => {
  const opinions = [
    opinion('1', 'Коктейли отличные, бармен знает своё дело. Музыка громковата.'),
    opinion('2', 'Лучшие коктейли в городе! Атмосфера уютная.'),
    opinion('3', 'Был вчера. Коктейли слабые и дорогие, один лёд, больше не пойду.'),
    opinion('4', 'Коктейли вкусные.'),
    opinion('5', 'Пиво норм. Персонал вежливый.'),
    opinion('7', 'Коктейли обычные, официант принёс быстро.'),
    opinion('8', 'Обслуживание обычное, официант принёс заказ.'),
    { id: '6', text: 'Ещё не разобрано', analysis: null },
  ];
  const summary = PlaceSummary.parse(summarisePlace(opinions));
  const aspect = (name: string) => summary.aspects.find((a) => a.aspect === name);

  it('counts opinions, analysed ones and their sentiment', () => {
    expect(summary.opinions).toBe(8);
    expect(summary.analysed).toBe(7);
    expect(summary.sentiment).toEqual({ positive: 5, neutral: 1, negative: 1 });
  });

  it('counts, per aspect, the opinions that said something good, neutral and bad; neutral is not counted as bad', () => {
    expect(summary.aspects[0]).toMatchObject({
      aspect: 'COCKTAILS',
      mentions: 5,
      sentiment: { positive: 3, neutral: 1, negative: 1 },
      positiveShare: 0.6,
    });
    expect(summary.aspects[0]?.score).toBeGreaterThan(0);
    // «Обслуживание обычное» is neither praise nor complaint: 3 good, 1 neutral, none bad.
    expect(aspect('SERVICE')).toMatchObject({ mentions: 4, sentiment: { positive: 3, neutral: 1, negative: 0 } });
    for (const a of summary.aspects) {
      expect(a.sentiment.positive + a.sentiment.neutral + a.sentiment.negative).toBe(a.mentions);
    }
  });

  it(`judges an aspect only when ${MIN_ASPECT_MENTIONS} opinions mention it; the others are only named, with their count`, () => {
    expect(summary.minMentions).toBe(MIN_ASPECT_MENTIONS);
    expect(summary.aspects.map((a) => a.aspect)).toEqual(['COCKTAILS', 'SERVICE']);
    expect(summary.fewMentions).toEqual(
      expect.arrayContaining([
        { aspect: 'MUSIC', mentions: 1 },
        { aspect: 'BEER', mentions: 1 },
        { aspect: 'PRICE', mentions: 1 },
        { aspect: 'ENTOURAGE', mentions: 1 },
      ]),
    );
    expect(summary.fewMentions).toHaveLength(4);
  });

  it('never judges a place from one opinion', () => {
    const one = summarisePlace([opinion('1', 'Обслуживание обычное, официант принёс заказ.')]);
    expect(one.aspects).toEqual([]);
    expect(one.fewMentions).toEqual([{ aspect: 'SERVICE', mentions: 1 }]);
  });

  it('quotes both sides of a mixed aspect, in short sentences of the opinions themselves', () => {
    const quotes = summary.aspects[0]?.quotes ?? [];
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    expect(quotes.length).toBeLessThanOrEqual(3);
    expect(quotes.map((q) => q.sentiment)).toContain('POSITIVE');
    expect(quotes).toContainEqual({
      opinionId: '3',
      text: 'Коктейли слабые и дорогие, один лёд, больше не пойду.',
      sentiment: 'NEGATIVE',
    });
    for (const quote of quotes) expect(opinions.find((o) => o.id === quote.opinionId)?.text).toContain(quote.text);
  });

  it('a summary kept before the counts and the threshold existed does not parse, so it is computed again', () => {
    const old = { ...summarisePlace(opinions), minMentions: undefined, fewMentions: undefined };
    expect(PlaceSummary.safeParse(old).success).toBe(false);
  });

  it('is empty for a place nobody wrote about', () => {
    expect(summarisePlace([])).toEqual({
      opinions: 0,
      analysed: 0,
      sentiment: { positive: 0, neutral: 0, negative: 0 },
      minMentions: MIN_ASPECT_MENTIONS,
      aspects: [],
      fewMentions: [],
    });
  });
});
