import { describe, expect, it } from 'vitest';
import { PlaceSummary } from '../contract.ts';
import { analyseOpinionText } from './analyse.ts';
import { summarisePlace } from './summary.ts';

const opinion = (id: string, text: string) => ({ id, text, analysis: analyseOpinionText({ text }) });

describe('place summary', () => {
  const opinions = [
    opinion('1', 'Коктейли отличные, бармен знает своё дело. Музыка громковата.'),
    opinion('2', 'Лучшие коктейли в городе! Атмосфера уютная.'),
    opinion('3', 'Был вчера. Коктейли слабые и дорогие, один лёд, больше не пойду.'),
    opinion('4', 'Коктейли вкусные.'),
    opinion('5', 'Пиво норм. Персонал вежливый.'),
    { id: '6', text: 'Ещё не разобрано', analysis: null },
  ];
  const summary = PlaceSummary.parse(summarisePlace(opinions));

  it('counts opinions, analysed ones and their sentiment', () => {
    expect(summary.opinions).toBe(6);
    expect(summary.analysed).toBe(5);
    expect(summary.sentiment).toEqual({ positive: 4, neutral: 0, negative: 1 });
  });

  it('lists aspects by how many opinions mention them, with the share of positive ones', () => {
    expect(summary.aspects[0]).toMatchObject({ aspect: 'COCKTAILS', mentions: 4, positiveShare: 0.75 });
    expect(summary.aspects[0]?.score).toBeGreaterThan(0);
    expect(summary.aspects.find((a) => a.aspect === 'SERVICE')).toMatchObject({ mentions: 2, positiveShare: 1 });
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

  it('is empty for a place nobody wrote about', () => {
    expect(summarisePlace([])).toEqual({
      opinions: 0,
      analysed: 0,
      sentiment: { positive: 0, neutral: 0, negative: 0 },
      aspects: [],
    });
  });
});
