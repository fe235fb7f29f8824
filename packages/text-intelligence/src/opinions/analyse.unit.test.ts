import { describe, expect, it } from 'vitest';
import { OpinionAnalysis } from '../contract.ts';
import { analyseOpinion, analyseOpinionText } from './analyse.ts';

const analyse = (text: string, rating?: number) => analyseOpinionText({ text, rating: rating ?? null });
const aspect = (text: string, name: string) => analyse(text).aspects.find((a) => a.aspect === name);

describe('opinion analysis', () => {
  it('answers in the contract shape as the built-in provider', async () => {
    const analysis = OpinionAnalysis.parse(await analyseOpinion({ text: 'Отличный бар, вернёмся!' }));
    expect(analysis).toMatchObject({ provider: 'builtin', model: null, fallback: null, sentiment: 'POSITIVE' });
  });

  it('reads every form of a word by its stem', () => {
    for (const text of ['Понравилось.', 'Всё очень понравилось!', 'Вкуснейшие десерты', 'Уютненько и вкусно']) {
      expect(analyse(text).sentiment, text).toBe('POSITIVE');
    }
    for (const text of ['Отвратительно.', 'Сплошное хамство', 'Грязные столы', 'Дорого']) {
      expect(analyse(text).sentiment, text).toBe('NEGATIVE');
    }
  });

  it('turns praise around after «не» and hears «не очень» and «ничего особенного» as complaints', () => {
    expect(analyse('Понравилось').score).toBeGreaterThan(0);
    expect(analyse('Не понравилось').sentiment).toBe('NEGATIVE');
    expect(analyse('Не очень понравилось').sentiment).toBe('NEGATIVE');
    expect(analyse('Не очень.').sentiment).toBe('NEGATIVE');
    expect(analyse('Ничего особенного.').score).toBeLessThan(0);
    expect(analyse('Зашли случайно и не пожалели').sentiment).toBe('POSITIVE');
    expect(analyse('Ни хорошо, ни плохо.').sentiment).toBe('NEUTRAL');
  });

  it('weighs «очень» and «совсем» more', () => {
    expect(analyse('Очень вкусно').score).toBeGreaterThan(analyse('Вкусно').score);
    expect(analyse('Совсем не впечатлило').score).toBeLessThan(analyse('Не впечатлило').score);
  });

  it('lets the clause after «но» decide', () => {
    expect(analyse('Красиво, но очень дорого и невкусно').sentiment).toBe('NEGATIVE');
    expect(analyse('Дороговато, но коктейли отличные').sentiment).toBe('POSITIVE');
  });

  it('reads emoji and emoticons', () => {
    expect(analyse('Были вчера 👍😍').sentiment).toBe('POSITIVE');
    expect(analyse('Были вчера 👎😡').sentiment).toBe('NEGATIVE');
    expect(analyse('Были вчера(((').sentiment).toBe('NEGATIVE');
  });

  it('takes the stars as the author’s own verdict, irony included; a one-sided text moves 3★ and a slip of 5★', () => {
    expect(analyse('Были вчера с друзьями.').sentiment).toBe('NEUTRAL');
    expect(analyse('Были вчера с друзьями.', 5).sentiment).toBe('POSITIVE');
    expect(analyse('Были вчера с друзьями.', 1).sentiment).toBe('NEGATIVE');
    const ironic = analyse('Ну просто восторг: суп принесли холодным 🙂', 1);
    expect(ironic.sentiment).toBe('NEGATIVE');
    expect(ironic.aspects.find((a) => a.aspect === 'FOOD')?.sentiment).toBe('NEGATIVE');
    expect(analyse('Салаты хорошие, а вот официанта не дождёшься', 3)).toMatchObject({ sentiment: 'NEUTRAL' });
    expect(analyse('Отвратительно: грязно, хамят, еда ужасная, никогда больше', 3).sentiment).toBe('NEGATIVE');
    expect(analyse('Ужасно, отвратительное обслуживание', 5).sentiment).toBe('NEGATIVE');
  });

  it('judges each aspect by its own clause and points at the word that names it', () => {
    const text = 'Коктейли отличные, но официант нахамил. Цены средние.';
    const analysis = analyse(text);
    expect(analysis.aspects.map((a) => [a.aspect, a.sentiment])).toEqual([
      ['COCKTAILS', 'POSITIVE'],
      ['SERVICE', 'NEGATIVE'],
      ['PRICE', 'NEUTRAL'],
    ]);
    for (const a of analysis.aspects) expect(text.slice(a.span?.start, a.span?.end)).toBe(a.span?.text);
    expect(analysis.aspects[1]?.span?.text).toBe('официант');
  });

  it('finds aspects by the words that judge them when no noun names one', () => {
    expect(aspect('Дорого и невкусно', 'PRICE')?.sentiment).toBe('NEGATIVE');
    expect(aspect('Дорого и невкусно', 'FOOD')?.sentiment).toBe('NEGATIVE');
    expect(aspect('Не дорого, вкусно', 'PRICE')?.sentiment).toBe('POSITIVE');
    expect(aspect('Кофе вкусный', 'FOOD')).toBeUndefined();
    expect(aspect('Буфет дорогой', 'FOOD')?.sentiment).toBe('NEUTRAL');
  });

  it('sums the opinion up with the sentence that says the most', () => {
    const analysis = analyse('Были в субботу. Коктейли отличные, бармен супер, атмосфера огонь! Придём ещё.');
    expect(analysis.summary).toBe('Коктейли отличные, бармен супер, атмосфера огонь!');
  });

  it('is neutral and unsure about a text that says nothing', () => {
    const analysis = analyse('Были в субботу.');
    expect(analysis).toMatchObject({ sentiment: 'NEUTRAL', aspects: [], summary: 'Были в субботу.' });
    expect(analysis.confidence).toBeLessThan(0.5);
    expect(analyse('').summary).toBe('');
  });
});
