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

  it('hears a sum of money as the price, and not a measure, a share or a year', () => {
    const rated = (text: string, rating: number) => analyse(text, rating).aspects.map((a) => [a.aspect, a.sentiment]);
    expect(rated('Бизнес-ланч за 390 с супом и морсом. Вкусно и сытно.', 5)).toContainEqual(['PRICE', 'POSITIVE']);
    expect(rated('За пробковый сбор взяли 1500, а коктейли как вода', 1)).toContainEqual(['PRICE', 'NEGATIVE']);
    expect(rated('Коктейли как вода, а стоят как крыло самолёта', 1)).toContainEqual(['PRICE', 'NEGATIVE']);
    for (const text of [
      'Ждали 120 минут',
      'Стейк на 300 г',
      'На 100% рекомендую',
      'Ходим сюда с 2019 года',
      'Были тут в 2021',
    ]) {
      expect(aspect(text, 'PRICE'), text).toBeUndefined();
    }
  });

  it('takes a cook for the kitchen, a booked table for a booking and a film’s sound for no music', () => {
    const chef = analyse('Браво повару, который умудрился испортить «Маргариту». Тесто сырое.', 1);
    expect(chef.aspects.map((a) => [a.aspect, a.sentiment])).toEqual([['FOOD', 'NEGATIVE']]);
    expect(aspect('Забронировали стол на веранде — закат был шикарный.', 'FURNITURE')).toBeUndefined();
    expect(aspect('Официанты путают столы, еда пресная.', 'FURNITURE')).toBeUndefined();
    expect(aspect('Столы шатаются, стулья жёсткие.', 'FURNITURE')?.sentiment).toBe('NEGATIVE');
    expect(aspect('Огромный экран и звук, от которого вибрирует пол.', 'MUSIC')).toBeUndefined();
    expect(aspect('Звук отличный, песен много.', 'MUSIC')?.sentiment).toBe('POSITIVE');
  });

  it('hears what the staff did as service, even beside the thing they brought', () => {
    expect(analyse('Нам принесли раскраски и детский стульчик.', 4).aspects.map((a) => a.aspect)).toEqual([
      'FURNITURE',
      'SERVICE',
    ]);
    expect(aspect('Взяли пиццу и пиво — всё приносили быстро.', 'SERVICE')?.sentiment).toBe('POSITIVE');
    expect(aspect('Посадили за стол у входа, дуло по ногам.', 'SERVICE')).toBeDefined();
  });

  it('reads «пиво как пиво» as ordinary and an unjudged aspect of a 4★ opinion as mild praise', () => {
    expect(analyse('Сойдёт. Пиво как пиво.', 4).aspects).toMatchObject([{ aspect: 'BEER', sentiment: 'NEUTRAL' }]);
    expect(analyse('Брали бургер и пиво.', 4).aspects.map((a) => a.sentiment)).toEqual(['POSITIVE', 'POSITIVE']);
    expect(analyse('Буфет дорогой, бутерброд 600 рублей.', 4).aspects.find((a) => a.aspect === 'FOOD')).toMatchObject({
      sentiment: 'NEUTRAL',
    });
  });

  it('praises cold beer and blames warm beer', () => {
    expect(aspect('Пиво холодное, закуски свежие', 'BEER')?.sentiment).toBe('POSITIVE');
    expect(aspect('Тёплое пиво и грязные стаканы', 'BEER')?.sentiment).toBe('NEGATIVE');
    expect(aspect('Суп холодный', 'FOOD')?.sentiment).toBe('NEGATIVE');
  });

  it('lets a sentence that names nothing judge what the one before it named', () => {
    const text = 'Кто-нибудь знает, у них по понедельникам живая музыка? В прошлый раз было очень классно.';
    expect(aspect(text, 'MUSIC')?.sentiment).toBe('POSITIVE');
    expect(aspect('Живая музыка по пятницам. Вкусно, но дорого.', 'MUSIC')?.sentiment).toBe('NEUTRAL');
  });

  it('reads stars the author says were taken off or given out of kindness', () => {
    const deducted = 'Кухня супер, бармены супер, атмосфера супер. Снимаю две звезды за то, что не пустили с собакой.';
    expect(analyse(deducted, 3).sentiment).toBe('POSITIVE');
    const given = 'Ставлю три звезды только из уважения к старому названию. Кухня испортилась, публика — школьники.';
    expect(analyse(given, 3).sentiment).toBe('NEGATIVE');
    expect(analyse(given, 3).confidence).toBeLessThan(0.9);
    expect(analyse('Кухня неплохая, коктейли так себе. Ставлю три звезды.', 3).sentiment).toBe('NEUTRAL');
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
