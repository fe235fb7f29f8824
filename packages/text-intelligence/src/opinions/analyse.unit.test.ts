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
    // What only a price word judges is named for its price.
    expect(aspect('Буфет дорогой', 'FOOD')).toBeUndefined();
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
    expect(analyse('Бургер и пиво.', 4).aspects.map((a) => a.sentiment)).toEqual(['POSITIVE', 'POSITIVE']);
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

  it('names nothing in a text without stars that judges nothing, but hears an amount as a judgement', () => {
    const names = (text: string, rating?: number) => analyse(text, rating).aspects.map((a) => a.aspect);
    expect(names('Работают до 23:00, по пятницам живая музыка. Есть детская комната и парковка во дворе')).toEqual([]);
    expect(names('Открылись в марте, по субботам диджей, кухня до полуночи.')).toEqual([]);
    expect(names('Вход 500 рублей, по четвергам караоке.')).toEqual([]);
    expect(names('Заходили после работы, взяли по бокалу пива и сырную тарелку, посидели час и пошли домой')).toEqual(
      [],
    );
    // «народу немного» judges the crowd: the text is an opinion, and what it names is kept, but for what was ordered.
    expect(names('Были в среду вечером, народу немного. Заказали пасту и по бокалу вина.')).toEqual(['PEOPLE']);
    expect(names('По пятницам живая музыка', 5)).toEqual(['MUSIC']);
  });

  it('hears the people who play or sing as the musicians, not the staff', () => {
    const event = analyse('Ходили на квартирник. Звук отличный, ребята играли почти два часа, зал подпевал.', 5);
    expect(event.aspects.map((a) => a.aspect)).toEqual(['MUSIC']);
    for (const text of ['Ребята отыграли два сета, все танцевали!', 'Ребята пели до полуночи, зал подпевал.']) {
      const analysis = analyse(text, 5);
      expect(analysis.aspects.find((a) => a.aspect === 'MUSIC')?.sentiment, text).toBe('POSITIVE');
      expect(
        analysis.aspects.some((a) => a.aspect === 'SERVICE'),
        text,
      ).toBe(false);
    }
    expect(aspect('Ребята за баром всё подсказали, спасибо!', 'SERVICE')?.sentiment).toBe('POSITIVE');
  });

  it('judges the price, not what it is paid for, when only a price word or a sum judges it', () => {
    const theatre = analyse('Спектакль потрясающий. Буфет дороговат, но это мелочи', 5);
    expect(theatre.aspects.some((a) => a.aspect === 'FOOD')).toBe(false);
    expect(theatre.aspects.find((a) => a.aspect === 'PRICE')?.sentiment).toBe('NEGATIVE');
    const coffee = analyse('Кофе дороговат.', 4);
    expect(coffee.aspects.map((a) => a.aspect)).toEqual(['PRICE']);
    const snacks = analyse('Закуски дорогие, но коктейли отличные', 4);
    expect(snacks.aspects.some((a) => a.aspect === 'FOOD')).toBe(false);
    expect(snacks.aspects.find((a) => a.aspect === 'COCKTAILS')?.sentiment).toBe('POSITIVE');
    // Beside a sum, the words judge the price: the cocktails keep the praise of their own clause.
    for (const text of [
      'Коктейли интересные, авторская карта большая, но 900 за коктейль для нашего города многовато',
      'Коктейли вкусные, но 800 за коктейль — дороговато',
      'Паста отличная, хотя 700 за тарелку пасты многовато',
      // «Too much» after a sum is the sum's, however the sentence is cut.
      'Сырники нежные, но дорогие: 480 рублей за три штуки — перебор',
    ]) {
      const analysis = analyse(text, 3);
      expect(analysis.aspects.find((a) => a.aspect !== 'PRICE')?.sentiment, text).toBe('POSITIVE');
      expect(analysis.aspects.find((a) => a.aspect === 'PRICE')?.sentiment, text).toBe('NEGATIVE');
    }
  });

  it('reads a quiet place and time that flew there as the atmosphere', () => {
    for (const [text, rating] of [
      ['Темно и уютно, свечи на столах, тихий джаз. Засиделись до закрытия', 5],
      ['Кресла мягкие, огромные. Идеально для долгих посиделок с книжкой', 5],
      ['Хороший тихий бар, крепкие коктейли, бармен помнит постоянных.', 4],
      ['Засиживаемся тут с друзьями каждую пятницу.', 5],
      ['Тихое место в центре, можно спокойно поговорить.', 5],
      ['Vibe просто топ, народ приятный.', 5],
      ['Уютненькая кофеенка у дома, капучино вкусненький', 5],
    ] as const) {
      expect(analyse(text, rating).aspects.find((a) => a.aspect === 'ENTOURAGE')?.sentiment, text).toBe('POSITIVE');
    }
    // Quiet music is the music's.
    expect(analyse('Тихий джаз', 5).aspects.map((a) => a.aspect)).toEqual(['MUSIC']);
  });

  it('does not take a coffee house or a coffee flavour for coffee', () => {
    const names = (text: string) => analyse(text, 5).aspects.map((a) => a.aspect);
    expect(names('Стаут плотный, с кофейными нотками')).toEqual(['BEER']);
    expect(names('Торт с кофейным кремом очень вкусный')).toEqual(['FOOD']);
    expect(names('Милая кофейня у парка, выпечка свежая')).toEqual(['FOOD']);
    expect(names('Милая кофейня у парка, кофе отличный')).toEqual(['DRINKS']);
  });

  it('does not judge a dish the staff forgot or one the author did not try', () => {
    for (const text of [
      'Официанты вежливые, хотя и забыли принести хлеб',
      'Принесли не то, потом забыли про десерт',
      'Официант забыл про наш салат',
    ]) {
      const analysis = analyse(text, 2);
      expect(
        analysis.aspects.map((a) => a.aspect),
        text,
      ).toEqual(['SERVICE']);
    }
    const tried = analyse('Ремонт лет двадцать не делали, обои отходят. Еду не пробовали — развернулись на входе', 1);
    expect(tried.aspects.some((a) => a.aspect === 'FOOD')).toBe(false);
    const beer = analyse('Коктейли не брали, а пиво свежее', 4);
    expect(beer.aspects.map((a) => a.aspect)).toEqual(['BEER']);
    expect(analyse('Десерт не попробовали, но кофе хороший', 4).aspects.map((a) => a.aspect)).toEqual(['DRINKS']);
  });

  it('negates the judgement after «нельзя сказать, что …» and «не скажу, что …»', () => {
    const text = 'Нельзя сказать, что обслуживание плохое — наоборот, всё чётко и вежливо.';
    expect(analyse(text, 5).aspects.find((a) => a.aspect === 'SERVICE')?.sentiment).toBe('POSITIVE');
    expect(aspect('Не скажу, что кухня плохая, всё съели', 'FOOD')?.sentiment).toBe('POSITIVE');
    expect(aspect('Нельзя сказать, что коктейли отличные', 'COCKTAILS')?.sentiment).toBe('NEGATIVE');
    expect(aspect('Не скажу, что дёшево.', 'PRICE')?.sentiment).toBe('NEGATIVE');
  });

  it("knows benches, pop music, other guests' parents and an apology not made", () => {
    expect(aspect('Лавочек мало, зато фонтан работает', 'FURNITURE')).toBeDefined();
    expect(aspect('Между выступлениями ставили попсу на полную, уши вяли', 'MUSIC')?.sentiment).toBe('NEGATIVE');
    expect(aspect('Дети носились и орали, родителям пофиг', 'PEOPLE')?.sentiment).toBe('NEGATIVE');
    const booking = 'забронировали столик на восемь пришли а столик отдали другим извиниться даже не подумали';
    expect(aspect(booking, 'SERVICE')?.sentiment).toBe('NEGATIVE');
    // «из 2007» is a year, not a sum.
    expect(aspect('Диджей ставил какую-то дичь из 2007', 'PRICE')).toBeUndefined();
  });

  it('hears waiting for a drink as the service, a wrong dish brought as a miss and amends made as care', () => {
    for (const text of [
      'Музыканты играли хорошо, но кофе ждали по полчаса — бариста один на весь зал',
      'Пиццу ждали час, официант не появлялся',
      'Коктейли пришлось ждать минут сорок',
    ]) {
      const analysis = analyse(text, 3);
      expect(analysis.aspects.find((a) => a.aspect === 'SERVICE')?.sentiment, text).toBe('NEGATIVE');
      expect(
        analysis.aspects.some((a) => ['DRINKS', 'FOOD', 'COCKTAILS'].includes(a.aspect)),
        text,
      ).toBe(false);
    }
    for (const text of [
      'Официант-робот привёз нам не тот суп',
      'Принесли не ту пасту',
      'Бармен налил не те коктейли',
    ]) {
      expect(aspect(text, 'SERVICE')?.sentiment, text).toBe('NEGATIVE');
    }
    for (const text of ['Администратор извинился и дал скидку', 'Официантка извинилась и быстро всё заменила']) {
      expect(aspect(text, 'SERVICE')?.sentiment, text).toBe('POSITIVE');
    }
  });

  it('reads praise of how the place used to be as blame of how it is now', () => {
    const text = 'Сделали ремонт — стало светлее и просторнее, но раньше было уютнее, сейчас как в офисе.';
    expect(analyse(text, 3).aspects.find((a) => a.aspect === 'ENTOURAGE')?.sentiment).toBe('NEGATIVE');
    expect(analyse('Раньше было лучше.', 2).sentiment).toBe('NEGATIVE');
    expect(aspect('Раньше здесь были мягкие удобные диваны, а поставили табуретки.', 'FURNITURE')?.sentiment).toBe(
      'NEGATIVE',
    );
    expect(aspect('Раньше кухня была отличная', 'FOOD')?.sentiment).toBe('NEGATIVE');
    // «теперь» says how it is now: nothing is turned.
    expect(aspect('Раньше было так себе, теперь кухня отличная', 'FOOD')?.sentiment).toBe('POSITIVE');
  });

  it('takes music hung on the walls for decor', () => {
    for (const text of [
      'Интерьер в стиле 70-х, виниловые пластинки на стенах, зелёный бархат — очень красиво и продуманно.',
      'Гитары на стенах, всё в дереве — красиво.',
      'Старые пластинки висят по стенам, уютно.',
    ]) {
      const analysis = analyse(text, 5);
      expect(
        analysis.aspects.some((a) => a.aspect === 'MUSIC'),
        text,
      ).toBe(false);
      expect(analysis.aspects.find((a) => a.aspect === 'INTERIOR')?.sentiment, text).toBe('POSITIVE');
    }
    expect(aspect('Пластинки крутят отличные', 'MUSIC')?.sentiment).toBe('POSITIVE');
  });

  it('reads a judging word after «а» as a point of its own, not an afterthought on the noun before', () => {
    for (const text of [
      'Чек на двоих как моя зарплата, а наелись только хлебом',
      'Счёт как за ужин в Москве, а наелись одним хлебом',
    ]) {
      expect(analyse(text, 1).aspects.find((a) => a.aspect === 'FOOD')?.sentiment, text).toBe('NEGATIVE');
    }
    expect(analyse('Счёт скромный, а наелись от души', 5).aspects.find((a) => a.aspect === 'FOOD')?.sentiment).toBe(
      'POSITIVE',
    );
  });

  it('leaves out what was ordered, had or paid for when nothing judges it', () => {
    const named = (text: string, rating?: number) => analyse(text, rating).aspects.map((a) => a.aspect);
    expect(named('Были в субботу вечером, сидели на веранде, брали пиццу и лимонады. Обычный вечер', 3)).toEqual([]);
    expect(named('Заходили после работы, взяли два супа и морс. Потом пошли гулять дальше', 4)).toEqual([]);
    expect(named('Вечером заказали бургеры и по кружке пива, сидели до закрытия', 2)).toEqual([]);
    expect(named('Взяли по бокалу вина и пошли. Неплохой вечер', 4)).toEqual([]);
    // What a sum paid for, in a sentence that judges nothing: the price is judged (by the stars), the item is not.
    expect(named('В буфете бутерброд с сыром за 400. Спектакль неплохой, но впечатление испорчено', 2)).toEqual([
      'PRICE',
    ]);
    expect(named('Цены средние для центра, чек около 2000 на человека с бокалом вина')).toEqual(['PRICE']);
    // What a sum is paid per is no drink: the glass, the cup, the portion measure the price.
    expect(named('Коктейли у них интересные, но 650 рублей за бокал — многовато', 4)).not.toContain('DRINKS');
    expect(named('Глинтвейн вкусный, но 450 за кружку это чересчур', 4)).toEqual(['DRINKS', 'PRICE']);
    expect(named('Взяли по бокалу, вино так себе', 3)).toContain('DRINKS');
    expect(named('Чек около 1500 на человека с бокалом вина. Постановка сильная', 5)).not.toContain('DRINKS');
    // Judged in the clause, the next sentence or anywhere in the opinion, what was ordered is an aspect.
    expect(aspect('Заказали пасту — божественно', 'PASTA')?.sentiment).toBe('POSITIVE');
    expect(analyse('Брали пиццу и лимонады, пицца пересушена', 2).aspects).toMatchObject([
      { aspect: 'FOOD', sentiment: 'NEGATIVE' },
    ]);
    expect(analyse('Взяли сырники и какао. Всё понравилось!', 5).aspects).toMatchObject([
      { aspect: 'FOOD', sentiment: 'POSITIVE' },
      { aspect: 'DRINKS', sentiment: 'POSITIVE' },
    ]);
    expect(analyse('Взяли бургеры и пиво. Бургеры сочные, пиво свежее', 5).aspects).toMatchObject([
      { aspect: 'FOOD', sentiment: 'POSITIVE' },
      { aspect: 'BEER', sentiment: 'POSITIVE' },
    ]);
    expect(aspect('Сидели у барной стойки, взяли по IPA. Обычный такой, пить можно.', 'BEER')?.sentiment).toBe(
      'NEUTRAL',
    );
    expect(aspect('Капучино за 150 рублей в центре — где ещё такое найдёшь? И вкусный', 'DRINKS')).toBeDefined();
  });

  it('reads one aspect praised and blamed about as much as neither', () => {
    for (const [text, name] of [
      ['Хлеб хороший, а вот пирожные приторные, сахар один. Кофе обычный', 'FOOD'],
      ['Суп вкусный, но горячее пересолено', 'FOOD'],
      ['Капучино отличный, а чай холодный и безвкусный', 'DRINKS'],
    ] as const) {
      expect(analyse(text, 3).aspects.find((a) => a.aspect === name)?.sentiment, text).toBe('NEUTRAL');
    }
    // A faint praise beside a strong complaint (or the other way) still leans.
    expect(
      aspect('Лимонады домашние, не приторные, а вот чай из пакетика за 300 р. — это неуважение.', 'DRINKS')?.sentiment,
    ).toBe('NEGATIVE');
    expect(aspect('Сыры к вину отличные, хлеб вкусный', 'FOOD')?.sentiment).toBe('POSITIVE');
  });

  it('takes a queue, wherever it leads, for the service', () => {
    const desserts = analyse(
      'Десерты тут шедевральные: медовик воздушный, эклеры с настоящим заварным кремом, чизкейк нежнейший. Но сорок минут в очереди у витрины — это слишком',
      2,
    );
    // The praise before «но» is meant: the queue is what cost the stars.
    expect(desserts.aspects).toMatchObject([
      { aspect: 'FOOD', sentiment: 'POSITIVE' },
      { aspect: 'SERVICE', sentiment: 'NEGATIVE' },
    ]);
    expect(analyse('Пироги чудесные, но очередь к кассе — кошмар', 2).aspects).toMatchObject([
      { aspect: 'FOOD', sentiment: 'POSITIVE' },
      { aspect: 'SERVICE', sentiment: 'NEGATIVE' },
    ]);
    expect(analyse('Очередь в туалет на полчаса, ужас', 2).aspects).toMatchObject([
      { aspect: 'SERVICE', sentiment: 'NEGATIVE' },
    ]);
    expect(aspect('Кофе вкусный, но в очереди на кассу простояли двадцать минут', 'SERVICE')?.sentiment).toBe(
      'NEGATIVE',
    );
    expect(aspect('Гардероб работает быстро, очередей нет.', 'SERVICE')?.sentiment).toBe('POSITIVE');
    expect(analyse('Очередной вечер в любимом баре, всё отлично', 5).aspects).toEqual([]);
    // «Буфет, правда, так себе и очереди огромные»: the buffet's queues are judged with the buffet.
    const buffet = analyse(
      'Прекрасный вечер! Постановка сильная, до мурашек. Буфет, правда, так себе и очереди в антракт огромные.',
      5,
    );
    expect(buffet.aspects).toMatchObject([{ aspect: 'FOOD', sentiment: 'NEGATIVE' }]);
  });

  it('hears staff who remember their guests as praise', () => {
    const bar = analyse(
      'Хороший тихий бар, крепкие коктейли, бармен помнит постоянных. Минус звезда за очередь в туалет',
      4,
    );
    expect(bar.aspects.find((a) => a.aspect === 'SERVICE')?.sentiment).toBe('POSITIVE');
    expect(aspect('Администратор запомнила нас с прошлого раза', 'SERVICE')?.sentiment).toBe('POSITIVE');
    expect(aspect('Официанты помнят, кто что любит', 'SERVICE')?.sentiment).toBe('POSITIVE');
  });

  it('takes the time a dish or drink took for the service, and the thing waited for as not judged by it', () => {
    const slang = analyse(
      'Кринж полный. Диджей ставил какую-то дичь из 2007, бармены тупят, коктейль делали 15 минут',
      1,
    );
    expect(slang.aspects.map((a) => a.aspect)).toEqual(['MUSIC', 'SERVICE']);
    expect(analyse('Пиццу несли сорок минут, а зал пустой', 2).aspects).toMatchObject([
      { aspect: 'SERVICE', sentiment: 'NEGATIVE' },
    ]);
    expect(analyse('Салат делали полчаса, официантов не дозовёшься', 1).aspects.map((a) => a.aspect)).toEqual([
      'SERVICE',
    ]);
    // Judged beside its wait, the thing is still an aspect.
    expect(aspect('Коктейль делали 15 минут, зато вкусный', 'COCKTAILS')?.sentiment).toBe('POSITIVE');
  });

  it('takes a view and the air of the room for the surroundings, and not a look, a kind or the author’s mood', () => {
    expect(analyse('Из окна вид на старый порт — загляденье', 5).aspects.map((a) => a.aspect)).toEqual(['ENTOURAGE']);
    expect(aspect('С террасы вид потрясающий', 'ENTOURAGE')?.sentiment).toBe('POSITIVE');
    expect(aspect('В зале так холодно, что сидели в шапках', 'ENTOURAGE')?.sentiment).toBe('NEGATIVE');
    for (const text of [
      'Торт на вид так себе',
      'Бармен делает вид, что нас не видит',
      'Меню — отдельный вид искусства, но готовят вкусно',
      'Охранник нагрубил, настроение на весь вечер испорчено',
      'Официант подобрал вино под настроение',
    ]) {
      expect(
        analyse(text, 3).aspects.some((a) => a.aspect === 'ENTOURAGE'),
        text,
      ).toBe(false);
    }
    expect(aspect('Весь сеанс сзади шуршали и чавкали', 'PEOPLE')?.sentiment).toBe('NEGATIVE');
  });

  it('does not blame the staff for what the author forgot, nor judge what the author asked for', () => {
    expect(analyse('Я забыл телефон на столе, администратор сам позвонил', 5).aspects).toMatchObject([
      { aspect: 'SERVICE', sentiment: 'POSITIVE' },
    ]);
    expect(aspect('Попросили сделать что-нибудь горькое — бармен сделал отлично', 'SERVICE')?.sentiment).toBe(
      'POSITIVE',
    );
    expect(aspect('Не сказала бы, что уютно', 'ENTOURAGE')?.sentiment).toBe('NEGATIVE');
    // Praise singled out under low stars is meant, not irony.
    expect(
      analyse('Единственное, что у них удалось, — десерты, нежные и свежие. Всё остальное мимо: официант хамил', 2)
        .aspects,
    ).toMatchObject([
      { aspect: 'FOOD', sentiment: 'POSITIVE' },
      { aspect: 'SERVICE', sentiment: 'NEGATIVE' },
    ]);
  });

  it('does not let a verdict on the whole visit judge what was ordered before it', () => {
    for (const text of ['Пиццу брали с грибами. Обязательно вернёмся!', 'Взяли пасту с грибами. Рекомендую!']) {
      expect(analyse(text, 5).aspects, text).toEqual([]);
    }
  });

  it('judges a thing one waited for or was kept from when it is brought, and not by the wait', () => {
    for (const [text, name, sentiment] of [
      ['Минут сорок ждали пиццу, принесли подгоревшую', 'FOOD', 'NEGATIVE'],
      ['Полчаса дожидались глинтвейн, подали чуть тёплый и кислый', 'DRINKS', 'NEGATIVE'],
      ['Суп ждали долго, но вынесли горячий и очень вкусный', 'FOOD', 'POSITIVE'],
    ] as const) {
      const analysis = analyse(text, sentiment === 'POSITIVE' ? 4 : 2);
      expect(analysis.aspects.find((a) => a.aspect === name)?.sentiment, text).toBe(sentiment);
      expect(
        analysis.aspects.some((a) => a.aspect === 'SERVICE'),
        text,
      ).toBe(true);
    }
    // Waited for and never judged: only the wait is the point, whatever the stars say of the rest.
    for (const text of ['Чай ждали двадцать минут, официанта не дозваться', 'Десерт так и не дождались']) {
      expect(
        analyse(text, 1).aspects.map((a) => a.aspect),
        text,
      ).toEqual(['SERVICE']);
    }
  });

  it('reads a thing said to be unchanged as not judged by saying so', () => {
    const names = (text: string) => analyse(text, 3).aspects.map((a) => a.aspect);
    expect(
      names('Сделали ремонт — стало светлее и просторнее, но раньше было уютнее, сейчас как в офисе. Кухня та же'),
    ).not.toContain('FOOD');
    expect(names('Сменили вывеску и официантов. Меню прежнее')).not.toContain('FOOD');
    expect(names('Бармены новые, а коктейли те же')).not.toContain('COCKTAILS');
    expect(aspect('Кухня такая же вкусная, как раньше', 'FOOD')?.sentiment).toBe('POSITIVE');
    expect(analyse('Меню прежнее, и это плохо: одни бургеры', 2).aspects).toMatchObject([
      { aspect: 'FOOD', sentiment: 'NEGATIVE' },
    ]);
  });

  it('does not take bowling lanes («дорожек») for a price («дороже»)', () => {
    const bowling = analyse(
      'Дорожек много, но половина не работала. Администратор извинился и дал скидку 20%. Бургеры в баре средние',
      3,
    );
    expect(bowling.aspects.map((a) => a.aspect)).toEqual(['SERVICE', 'FOOD']);
    expect(analyse('Дорожек восемь, шары новые', 5).aspects).toEqual([]);
    expect(aspect('Дорожки ровные, но дороже, чем у соседей', 'PRICE')?.sentiment).toBe('NEGATIVE');
  });

  it('does not let a sentence about the evening or the show judge what was had before it', () => {
    expect(aspect('В буфете бутерброд с сыром за 400. Спектакль неплохой', 'FOOD')).toBeUndefined();
    expect(aspect('Взяли глинтвейн. Фильм отличный', 'DRINKS')).toBeUndefined();
    expect(aspect('Взяли глинтвейн. Отличный!', 'DRINKS')?.sentiment).toBe('POSITIVE');
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
