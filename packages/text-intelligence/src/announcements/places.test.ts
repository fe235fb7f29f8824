import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, type PlaceCandidate } from '../contract.ts';
import { FIXTURE_PLACES } from './fixtures/announcements.ts';
import { draft, extract } from './test-support.ts';

describe('the place of an announcement', () => {
  it('asks the catalogue about the phrases that may name a place, quoted names first', async () => {
    const asked: string[][] = [];
    const event = await draft('Джаз в «Синкопе»\n25 ноября в 19:00', undefined, {
      places: async (phrases) => {
        asked.push([...phrases]);
        return FIXTURE_PLACES;
      },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.[0]).toBe('Синкопе');
    expect(event.place).toMatchObject({ value: { id: 'sinkopa', name: 'Джаз-клуб «Синкопа»' }, source: 'lookup' });
    expect(event.place.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    expect(event.place.span?.text).toBe('Синкопе');
    expect(event.placeMention.value).toBe('Синкопе');
  });

  it.each([
    ['Вечер в «Мяте»', 'myata'],
    ['Квартирник, ул. Звездинка, 10', 'pereplet'],
    ['📍 Garage club, 23:00', 'garage'],
    ['ребята, сегодня в 19 в хмеле презентация новой варки', 'hmel'],
    ['Афиша Театра на Покровке на декабрь', 'pokrovka'],
    ['Маркет во дворе «Волжской пивоварни»', 'volzhskaya'],
  ])('finds «%s» by name, alias or address', async (text, id) => {
    expect((await draft(text)).place.value?.id).toBe(id);
  });

  it('takes an address of no catalogue place over a venue named by its name, but not a date for an address', async () => {
    // A band named like a venue, playing at an address the catalogue does not know.
    expect(
      (await draft('«Синкопа» — 20 лет! Трибьют-концерт\n5 декабря, 18:00, пл. Ленина, 11а')).place.value,
    ).toBeNull();
    // The venue's street, another house: not the venue.
    expect((await draft('Джаз в «Синкопе», ул. Алексеевская, 3\n5 декабря, 18:00')).place.value).toBeNull();
    // The venue's own address, or a weekday and a date that read like a street and a house: the venue stays.
    expect((await draft('Джаз в «Синкопе», ул. Алексеевская, 24\n5 декабря, 18:00')).place.value?.id).toBe('sinkopa');
    expect((await draft('Джаз в «Синкопе»\nВторник, 9 декабря, 18:00')).place.value?.id).toBe('sinkopa');
    // A cue outweighs an address elsewhere in the text.
    expect((await draft('📍 Синкопа\nСбор у дома Ленина, 11а в 18:00, 5 декабря')).place.value?.id).toBe('sinkopa');
  });

  it('reads no street abbreviation at the end of a word: «покажем. Длительность 2» is no address', async () => {
    // development9 d9-012.
    const dvorik: PlaceCandidate[] = [
      {
        id: 'dvorik',
        name: 'Ресторан «Дворик»',
        aliases: ['Дворик'],
        address: 'Ставрополь, проспект Октябрьской Революции, 8',
      },
    ];
    const options = { places: async () => dvorik };
    const khinkali =
      'Учимся лепить хинкали!\nВоскресенье, 22 ноября, 13:00, «Дворик».\nТесто, фарш — всё покажем. Длительность 2,5 часа.';
    expect((await draft(khinkali, undefined, options)).place.value?.id).toBe('dvorik');
    const wine = 'Дегустация вин в «Дворике», 5 декабря в 19:00. Нальём и расскажем. Сетов 3, по 5 бокалов.';
    expect((await draft(wine, undefined, options)).place.value?.id).toBe('dvorik');
    const bread = 'Печём хлеб в «Дворике» 6 декабря, 12:00. Фартук и тесто дадим. Группа 8, запись в директ.';
    expect((await draft(bread, undefined, options)).place.value?.id).toBe('dvorik');
  });

  it('reads an address whose street type follows the name in lower case («Садовая улица, 7»)', async () => {
    const catalogue: PlaceCandidate[] = [
      { id: 'hall', name: 'Дом музыки', aliases: [], address: 'Тверь, Садовая улица, 7' },
      { id: 'next', name: 'Дом книги', aliases: [], address: 'Тверь, Садовая улица, 9' },
      { id: 'quay', name: 'Речной вокзал', aliases: [], address: 'Тверь, Заречная набережная, 2' },
    ];
    const options = { places: async () => catalogue };
    const recital = 'Садовая улица, 7 — 14 марта в 18:00 вечер романсов. Вход свободный.';
    expect((await draft(recital, undefined, options)).place.value?.id).toBe('hall');
    const boats = 'Парад лодок 2 мая в 12:00, Заречная набережная, 2';
    expect((await draft(boats, undefined, options)).place.value?.id).toBe('quay');
  });

  it('finds no place when the venue goes out to a place of the city’s own', async () => {
    expect(
      (await draft('«Синкопа» выходит на улицу!\nИграем в Кремлёвском саду, 5 декабря, 18:00')).place.value,
    ).toBeNull();
    expect(
      (await draft('Клуб «Синкопа» зовёт на пикник\nозеро Светлоярское, 5 декабря, 12:00')).place.value,
    ).toBeNull();
    // Going out with no such place named: the venue stays.
    expect((await draft('«Синкопа» выходит на связь: джем\n5 декабря, 18:00')).place.value?.id).toBe('sinkopa');
  });

  it('finds no place when nothing is close enough', async () => {
    const cases = [
      'Фестиваль «Волжский джаз»', // a title that shares a word with «Пивоварня «Волжская»»
      'Нижне-Волжская набережная, у Чкаловской лестницы',
      'Квартирник, ул. Звездинка, 44', // the street of a place, another house
      '📍 Клуб «Подземка», ул. Ленина, 12',
    ];
    for (const text of cases) {
      const event = await draft(text);
      expect(event.place, text).toMatchObject({ value: null, source: 'default' });
    }
  });

  it('does not take whom a park, a street or an evening is named after for a venue named like them', async () => {
    for (const text of [
      'Маркет в Парке Чкалова, 12 июля с 12:00',
      'Субботник на улице Чкалова, 12 июля в 10:00',
      'Вечер памяти Чкалова, 15 декабря в 19:00',
    ])
      expect((await draft(text)).place.value, text).toBeNull();
    // A quoted name after a garden is the garden's own, and a line that only starts with «после» is not an afterparty.
    expect((await draft('Джаз в саду «Синкопа», 12 июля в 19:00')).place.value?.id).toBe('sinkopa');
    expect((await draft('После летних каникул «Синкопа» снова открыта: 1 сентября в 19:00')).place.value?.id).toBe(
      'sinkopa',
    );
  });

  it('takes of two venues named alike the one in the post’s time zone when the post names neither city', async () => {
    const halls = [
      { id: 'prm', name: 'Пермская филармония', aliases: ['филармония'], address: 'Пермь, улица Ленина, 51' },
      { id: 'sam', name: 'Самарская филармония', aliases: ['филармония'], address: 'Самара, площадь Кирова, 1' },
    ];
    const places = async () => halls;
    const text = 'Органный вечер в филармонии, 5 декабря в 19:00';
    for (const [timeZone, id] of [
      ['Europe/Samara', 'sam'],
      ['Asia/Yekaterinburg', 'prm'],
    ] as const)
      expect((await draft(text, undefined, { places, timeZone })).place.value?.id, timeZone).toBe(id);
    // A city the post names outweighs the clock.
    expect((await draft(`Пермь! ${text}`, undefined, { places, timeZone: 'Europe/Samara' })).place.value?.id).toBe(
      'prm',
    );
  });

  it('reads a city named like a venue of it as the city, unless the name is quoted', async () => {
    const cinema = [
      { id: 'vrn', name: 'Кинотеатр «Воронеж»', aliases: [], address: 'Воронеж, улица Плехановская, 10' },
    ];
    const places = async () => cinema;
    expect(
      (await draft('ВПЕРВЫЕ В ВОРОНЕЖЕ! Шоу пузырей, 5 декабря в 12:00', undefined, { places })).place.value,
    ).toBeNull();
    expect(
      (await draft('Показ «Сталкера» в кинотеатре «Воронеж», 5 декабря в 19:00', undefined, { places })).place.value
        ?.id,
    ).toBe('vrn');
  });

  it('takes the address it happens at over a venue named in passing or as an author', async () => {
    expect(
      (await draft('Читаем вслух — читают актёры бара «Чкалов».\n5 декабря, 15:00, на Звездинке, 10')).place.value?.id,
    ).toBe('pereplet');
    expect((await draft('Вечер в «Мяте»: «Чкалов» по Чкалову, 5 декабря в 19:00')).place.value?.id).toBe('myata');
  });

  it('still shows what the text calls an unknown place', async () => {
    const event = await draft('Концерт\n25 ноября\n📍 Клуб «Подземка», ул. Ленина, 12');
    expect(event.placeMention.value).toBe('Клуб «Подземка», ул. Ленина, 12');
    expect(event.placeMention.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('ranks what the catalogue returns by similarity, whatever its order', async () => {
    const reversed: PlaceCandidate[] = [...FIXTURE_PLACES].reverse();
    const event = await draft('Вечер в «Терруаре»\n25 ноября', undefined, { places: async () => reversed });
    expect(event.place.value?.id).toBe('terroir');
  });

  it('does not ask the catalogue when no phrase may name a place', async () => {
    let asked = false;
    await draft('концерт 25 ноября в 19:00', undefined, {
      places: async () => {
        asked = true;
        return [];
      },
    });
    expect(asked).toBe(false);
  });

  it('tells apart places named alike by the city the post names, and finds none for an online event', async () => {
    const places: PlaceCandidate[] = [
      { id: 'yar', name: 'Ярославская филармония', aliases: ['филармония'], address: 'Ярославль, улица Максимова, 13' },
      {
        id: 'kgd',
        name: 'Калининградская филармония',
        aliases: ['филармония'],
        address: 'Калининград, улица Богдана Хмельницкого, 61а',
      },
    ];
    const options = { places: async () => places };
    const digest = await draft(
      'Калининград: что делать в выходные\nФилармония: «Органная сказка», 28 ноября, 12:00',
      undefined,
      options,
    );
    expect(digest.place.value?.id).toBe('kgd');
    const online = await draft('Онлайн-лекция филармонии «Орган» — 28 ноября в 18:00 в VK Видео', undefined, options);
    expect(online.place.value).toBeNull();
  });

  it('reads a formal name with its extra words, and a lower-case venue that does something', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'phil',
        name: 'Калининградская филармония имени Светланова',
        aliases: [],
        address: 'Калининград, улица Богдана Хмельницкого, 61а',
      },
      {
        id: 'cat',
        name: 'Антикафе «Кот Шрёдингера»',
        aliases: ['Кот Шрёдингера'],
        address: 'Тюмень, улица Володарского, 14',
      },
    ];
    const options = { places: async () => places };
    const formal = await draft(
      'Калининградская областная филармония им. Е. Ф. Светланова\n20 декабря 2026 г., 17:00',
      undefined,
      options,
    );
    expect(formal.place.value?.id).toBe('phil');
    const lower = await draft('кот шрёдингера зовёт на мафию 26 ноября в 19:00', undefined, options);
    expect(lower.place.value?.id).toBe('cat');
  });

  it('reads the two sides of a match as teams, not as a stadium named like one', async () => {
    const places: PlaceCandidate[] = [
      { id: 'shinnik', name: 'Стадион «Шинник»', aliases: ['Шинник'], address: 'Ярославль, улица Свободы, 30' },
      { id: 'geolog', name: 'Стадион «Геолог»', aliases: ['Геолог'], address: 'Тюмень, улица Профсоюзная, 1' },
    ];
    const event = await draft(
      'ФК «Тюмень» — «Шинник» ⚽️ Домашний матч!\n28 ноября, 14:00, стадион «Геолог».',
      undefined,
      {
        places: async () => places,
      },
    );
    expect(event.place.value?.id).toBe('geolog');
  });

  it('gives a match of a fixture list the arena of the list, whatever its teams are called', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'arena',
        name: 'Физкультурный комплекс «Олимп»',
        aliases: ['ФОК «Олимп»'],
        address: 'Город, улица Садовая, 5',
      },
    ];
    const text = [
      'Хоккей: кубок района, 2 тур. ФОК «Олимп», 6 и 7 марта',
      '',
      'Сб 6.03',
      '11:00 «Буран» — «Звезда»',
      'Вс 7.03',
      '11:00 «Звезда» — «Факел»',
    ].join('\n');
    const events = await extract(text, undefined, { places: async () => places });
    expect(events.events.length).toBeGreaterThanOrEqual(2);
    expect(events.events.every((event) => event.place.value?.id === 'arena')).toBe(true);
  });

  it('finds none of several towns’ museums of one name by a longer phrase around it', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'a',
        name: 'Северский краеведческий музей',
        aliases: ['краеведческий музей'],
        address: 'Северск, улица Мира, 1',
      },
      {
        id: 'b',
        name: 'Озёрский краеведческий музей',
        aliases: ['краеведческий музей'],
        address: 'Озёрск, улица Лесная, 2',
      },
    ];
    const text = 'В субботу в краеведческом музее — лекция о первых заводах, начало в 14:00.';
    expect((await draft(text, undefined, { places: async () => places })).place.value).toBeNull();
    // A link that spells the city in Latin letters tells which.
    const linked = `${text}\nЗапись: muzey-ozersk.ru/lectures`;
    expect((await draft(linked, undefined, { places: async () => places })).place.value?.id).toBe('b');
  });

  it('tells apart places named alike by the kind of place said before the quotes', async () => {
    const places: PlaceCandidate[] = [
      { id: 'garden', name: 'Сад «Самара»', aliases: ['сад Самара'], address: 'Самара, улица Садовая, 2' },
      { id: 'arena', name: 'Ледовый дворец «Самара»', aliases: [], address: 'Самара, улица Московская, 40' },
    ];
    const options = { places: async () => places, timeZone: 'Europe/Samara' };
    const ice = await draft('Шоу фигуристов «Щелкунчик»\nЛедовый дворец «Самара», 3 января, 16:00', undefined, options);
    expect(ice.place.value?.id).toBe('arena');
    const garden = await draft('Ярмарка мёда в саду «Самара», 3 января, 11:00', undefined, options);
    expect(garden.place.value?.id).toBe('garden');
    // A stadium of that name is neither of them.
    const stadium = await draft('Забег Деда Мороза, стадион «Самара», 3 января, 10:00', undefined, options);
    expect(stadium.place.value).toBeNull();
    // A bar, a café and a club are called one another too freely to tell apart by it.
    const bars: PlaceCandidate[] = [
      { id: 'lamp', name: 'Бар «Лампа»', aliases: [], address: 'Самара, улица Ленина, 4' },
    ];
    const cafe = await draft('Джем в кафе «Лампа», 3 января, 20:00', undefined, { places: async () => bars });
    expect(cafe.place.value?.id).toBe('lamp');
  });

  it('does not take the team of a venue that organises or curates for the place it happens at', async () => {
    const places: PlaceCandidate[] = [
      { id: 'cup', name: 'Кофейня «Чашка»', aliases: ['Чашка'], address: 'Самара, улица Ленина, 4' },
      { id: 'museum', name: 'Музей модерна', aliases: ['музей модерна'], address: 'Самара, улица Фрунзе, 159' },
    ];
    const options = { places: async () => places, timeZone: 'Europe/Samara' };
    const event = await draft(
      'В музее модерна — выставка старых самоваров.\nСобирала её команда кофейни «Чашка». 3–20 января.',
      undefined,
      options,
    );
    expect(event.place.value?.id).toBe('museum');
    // With no other place named, the team's venue is where it happens, though not surely.
    const own = await draft('Команда кофейни «Чашка» зовёт на дегустацию: 3 января, 12:00', undefined, options);
    expect(own.place.value?.id).toBe('cup');
    expect(own.place.confidence).toBeLessThan(0.8);
  });

  it('reads a place named after a person, and no other place of its kind', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'lib',
        name: 'Областная библиотека имени Горького',
        aliases: [],
        address: 'Самара, улица Молодогвардейская, 56',
      },
      { id: 'hall', name: 'Областная библиотека', aliases: ['библиотека'], address: 'Тольятти, улица Мира, 1' },
    ];
    const options = { places: async () => places, timeZone: 'Europe/Samara' };
    const lecture = await draft('Лекции января в библиотеке имени Горького: 12 января, 18:00', undefined, options);
    expect(lecture.place.value?.id).toBe('lib');
    expect(lecture.place.span?.text).toBe('библиотеке имени Горького');
    // Named after someone the catalogue does not know: neither of them.
    const other = await draft('Лекция в библиотеке имени Чехова, 12 января, 18:00', undefined, options);
    expect(other.place.value).toBeNull();
  });

  it('reads the city in running text as the city, not as a place named with its adjective', async () => {
    const places: PlaceCandidate[] = [
      { id: 'drama', name: 'Омский драмтеатр', aliases: ['Омский театр драмы'], address: 'Омск, улица Ленина, 8' },
    ];
    const options = { places: async () => places, timeZone: 'Asia/Omsk' };
    expect((await draft('Куда пойти в Омске: ярмарка, 12 января, 11:00', undefined, options)).place.value).toBeNull();
    expect((await draft('Премьера в Омском драмтеатре, 12 января, 19:00', undefined, options)).place.value?.id).toBe(
      'drama',
    );
  });

  it('keeps the venue when only what comes after the event gives another address', async () => {
    const places: PlaceCandidate[] = [
      { id: 'club', name: 'Клуб «Гараж»', aliases: ['Гараж'], address: 'Самара, улица Ленина, 4' },
    ];
    const event = await draft(
      'Большой концерт в «Гараже», 12 января, 20:00\nПосле концерта — танцы в баре «Дно» (Фрунзе, 10).',
      undefined,
      { places: async () => places, timeZone: 'Europe/Samara' },
    );
    expect(event.place.value?.id).toBe('club');
  });

  it('reads the venue of a post written in lower case from a piece of its poster line', async () => {
    const places: PlaceCandidate[] = [
      { id: 'mayak', name: 'Клуб «Маяк»', aliases: ['Маяк'], address: 'Волгоград, проспект Ленина, 56' },
      { id: 'podval', name: 'Бар «Подвал»', aliases: ['Подвал'], address: 'Волгоград, улица Чуйкова, 3' },
      {
        id: 'kotel',
        name: 'Арт-пространство «Котельная»',
        aliases: ['Котельная'],
        address: 'Волгоград, улица Мира, 9',
      },
    ];
    const options = { places: async () => places, timeZone: 'Europe/Volgograd' };
    // The set's post.
    const night = await draft(
      'маяк / 12.12 / суббота\nночь с лейблом «Пустота Records»\n\n23:00 open — Dima Kov\n00:30 — Lera Sky\nдо 5\n\nвход 700 / после 1:00 — 1000',
      '2026-12-06T20:00:00Z',
      options,
    );
    expect(night.place.value?.id).toBe('mayak');
    // The same, written otherwise.
    const techno = await draft('подвал · пт 5.12 · 23:00\nтехно до утра\nвход 500', '2026-11-30T09:00:00Z', options);
    expect(techno.place.value?.id).toBe('podval');
    const poetry = await draft(
      '18 декабря, котельная\nстихи и чай, 19:00\nвход донат',
      '2026-11-30T09:00:00Z',
      options,
    );
    expect(poetry.place.value?.id).toBe('kotel');
    // A post that writes its names with capitals names its venue so: a lower-case piece there is a word.
    const capitalised = await draft('Ночь техно / подвал\n5 декабря, 23:00, вход 500', '2026-11-30T09:00:00Z', options);
    expect(capitalised.place.value).toBeNull();
  });

  it('reads a name after a street or an embankment with its adjective as whom it is named after', async () => {
    const places: PlaceCandidate[] = [
      { id: 'dvina', name: 'Клуб «Двина»', aliases: ['Двина'], address: 'Архангельск, набережная Северной Двины, 30' },
      { id: 'mayak', name: 'Кафе «Маяк»', aliases: ['Маяк'], address: 'Архангельск, улица Урицкого, 1' },
      { id: 'yamka', name: 'Бар «Ямская»', aliases: ['Ямская'], address: 'Архангельск, улица Логинова, 7' },
    ];
    const options = { places: async () => places };
    // The set's post.
    const fair = await draft(
      'Рождественская ярмарка на набережной Северной Двины 🎄\nЕжедневно с 20 декабря по 10 января, 10:00–21:00.',
      undefined,
      options,
    );
    expect(fair.place.value).toBeNull();
    // The same, written otherwise.
    const walk = await draft('Прогулка по скверу Старого Маяка, 12 декабря в 12:00', undefined, options);
    expect(walk.place.value).toBeNull();
    const parade = await draft('Шествие по улице Малой Ямской — 9 мая, 10:00', undefined, options);
    expect(parade.place.value).toBeNull();
    // The venue itself, named plainly: still found.
    const concert = await draft('Концерт в Двине, 12 декабря в 20:00', undefined, options);
    expect(concert.place.value?.id).toBe('dvina');
  });

  it('finds no namesake in a city the post does not name, on another clock, when it names its own', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'start',
        name: 'Легкоатлетический манеж «Старт»',
        aliases: ['Старт'],
        address: 'Волгоград, улица Ткачёва, 2',
      },
      { id: 'luch', name: 'Кинотеатр «Луч»', aliases: ['Луч'], address: 'Челябинск, проспект Победы, 160' },
      { id: 'mayak', name: 'Бар «Маяк»', aliases: ['Маяк'], address: 'Казань, улица Баумана, 5' },
      { id: 'ogonek', name: 'Клуб «Огонёк»', aliases: ['Огонёк'], address: 'Пермь, улица Ленина, 50' },
    ];
    const chelyabinsk = { places: async () => places, timeZone: 'Asia/Yekaterinburg' };
    // The set's post.
    const run = await draft(
      'Куда пойти на выходных в Челябинске ❄️\n🎅 Воскресенье, 20 декабря, 11:00 — Забег Дедов Морозов по набережной Миасса. Взнос 500 ₽, костюм выдают на старте.',
      '2026-12-17T07:30:00Z',
      chelyabinsk,
    );
    expect(run.place.value).toBeNull();
    // The same, written otherwise.
    const picnic = await draft(
      'Выходные в Перми: зимний пикник, 12 декабря в 12:00, сбор у маяка на набережной Камы',
      undefined,
      chelyabinsk,
    );
    expect(picnic.place.value).toBeNull();
    const kids = await draft('Пермь, 12 декабря, 10:00 — детский забег, регистрация на старте', undefined, chelyabinsk);
    expect(kids.place.value).toBeNull();
    // A city named as where a band comes from takes nothing from the venue of the post's own clock…
    const band = await draft('Группа из Казани — в «Огоньке», 12 декабря в 20:00', undefined, chelyabinsk);
    expect(band.place.value?.id).toBe('ogonek');
    // …and a place in the city the post names is found on any clock.
    const away = await draft('Казань, 12 декабря в 20:00 — джем в «Маяке»', undefined, chelyabinsk);
    expect(away.place.value?.id).toBe('mayak');
  });

  it('reads the plural of a word a venue is named by in the singular as that word, not as the venue', async () => {
    const places: PlaceCandidate[] = [
      { id: 'podval', name: 'Бар «Подвал»', aliases: ['Подвал'], address: 'Нижний Новгород, улица Рождественская, 2' },
      { id: 'sklad', name: 'Лофт «Склад»', aliases: ['Склад'], address: 'Нижний Новгород, улица Керченская, 13' },
      { id: 'parusa', name: 'Кафе «Паруса»', aliases: ['Паруса'], address: 'Нижний Новгород, улица Сормовская, 1' },
    ];
    const options = { places: async () => places };
    // The fixture's post.
    const tour = await draft(
      'Экскурсия «Подземный Нижний» 🕯\nСпускаемся в подвалы купеческих домов на Рождественской улице.\nСбор 10 октября в 14:45, начало в 15:00.',
      undefined,
      options,
    );
    expect(tour.place.value).toBeNull();
    // The same, written otherwise.
    const port = await draft('Прогулка по складам старого порта, 12 декабря в 12:00, 500 ₽', undefined, options);
    expect(port.place.value).toBeNull();
    const kids = await draft('Квест для детей: ищем клад в подвалах Кремля! 5 декабря, 11:00', undefined, options);
    expect(kids.place.value).toBeNull();
    // The singular is the venue; so is a name in the plural.
    expect((await draft('Техно в Складе, 12 декабря в 23:00', undefined, options)).place.value?.id).toBe('sklad');
    expect((await draft('Джем в Парусах, 12 декабря в 20:00', undefined, options)).place.value?.id).toBe('parusa');
  });

  it('reads a venue the catalogue writes in lower case from a clause of its own, and no common word so', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'organ',
        name: 'Органный зал',
        aliases: ['органный зал', 'орган'],
        address: 'Калуга, улица Кирова, 3',
      },
      { id: 'lodka', name: 'Кафе «Лодка»', aliases: ['Лодка'], address: 'Калуга, улица Ленина, 40' },
    ];
    const options = { places: async () => places };
    // Between commas, a colon, a dash or brackets, in a line of any length.
    const listed = '— 12.03 (чт) 19:00, органный зал: вечер хоральных прелюдий, 500 ₽, приходите с друзьями и детьми';
    expect((await draft(listed, undefined, options)).place.value?.id).toBe('organ');
    expect(
      (await draft('Хоральные прелюдии (органный зал, 500 ₽)\n12 марта, 19:00', undefined, options)).place.value?.id,
    ).toBe('organ');
    expect((await draft('«Прелюдии» — органный зал, 12 марта, 19:00', undefined, options)).place.value?.id).toBe(
      'organ',
    );
    // A name the catalogue writes with a capital is a common word in lower case; a lower-case name only as a whole.
    expect((await draft('Поход, лодка, палатки: 12 марта, 9:00', undefined, options)).place.value).toBeNull();
    expect((await draft('Концерт, органная музыка: 12 марта, 19:00', undefined, options)).place.value).toBeNull();
  });

  it('reads a place named by its adjective and a short name, in any case, or by a hall of it', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'drama',
        name: 'Калужский драматический театр',
        aliases: ['драмтеатр'],
        address: 'Калуга, Театральная улица, 36',
      },
      {
        id: 'puppets',
        name: 'Театр кукол имени Образцова',
        aliases: ['театр Образцова'],
        address: 'Калуга, улица Кирова, 11',
      },
    ];
    const options = { places: async () => places };
    expect(
      (await draft('Калужский драмтеатр. Афиша на март\n12.03 19:00 «Чайка»', undefined, options)).place.value?.id,
    ).toBe('drama');
    expect(
      (await draft('Гастроли в марте! 12.03 в 19:00, на сцене Калужского драмтеатра', undefined, options)).place.value
        ?.id,
    ).toBe('drama');
    expect(
      (await draft('«Репка» — 12 марта, 11:00, Большой зал театра Образцова', undefined, options)).place.value?.id,
    ).toBe('puppets');
    // Another adjective is another place.
    expect((await draft('Тульский драмтеатр: «Чайка», 12 марта, 19:00', undefined, options)).place.value).toBeNull();
  });

  it('reads a kind of place and the street it stands on', async () => {
    const places: PlaceCandidate[] = [
      { id: 'lib', name: 'Детская библиотека', aliases: ['ДБ'], address: 'Калуга, улица Пушкина, 4' },
      { id: 'lodka', name: 'Кафе «Лодка»', aliases: ['Лодка'], address: 'Калуга, улица Ленина, 40' },
    ];
    const options = { places: async () => places };
    expect(
      (await draft('Сегодня в 18:00 чтения для малышей, библиотека на Пушкина', undefined, options)).place.value?.id,
    ).toBe('lib');
    // Another kind on its street, or its kind on another street: neither.
    expect(
      (await draft('Сегодня в 18:00 чтения для малышей, кофейня на Пушкина', undefined, options)).place.value,
    ).toBeNull();
    expect(
      (await draft('Сегодня в 18:00 чтения для малышей, библиотека на Ленина', undefined, options)).place.value,
    ).toBeNull();
  });

  it('takes of two venues named in quotes the one said to be where, not the one whose show it is', async () => {
    const places: PlaceCandidate[] = [
      { id: 'troupe', name: 'Театр «Ковчег»', aliases: ['Ковчег'], address: 'Калуга, улица Кирова, 20' },
      { id: 'shop', name: 'Книжный магазин «Лодка»', aliases: ['Лодка'], address: 'Калуга, улица Ленина, 40' },
    ];
    const options = { places: async () => places };
    const visiting = await draft(
      'Читка пьесы — гости из «Ковчега» в книжном магазине «Лодка», 12 марта, 19:00',
      undefined,
      options,
    );
    expect(visiting.place.value?.id).toBe('shop');
    const home = await draft('Читка пьесы в «Ковчеге», 12 марта, 19:00', undefined, options);
    expect(home.place.value?.id).toBe('troupe');
    // Where to, not where: a prize at another venue.
    const prize = await draft(
      'Читка пьесы, 12 марта, 19:00, «Ковчег». Лучшим — сертификаты в книжный магазин «Лодка»',
      undefined,
      options,
    );
    expect(prize.place.value?.id).toBe('troupe');
    const cafe = await draft('Читка пьесы — гости из «Ковчега» в кафе «Лодка», 12 марта, 19:00', undefined, options);
    expect(cafe.place.value?.id).toBe('shop');
  });

  it('reads a venue named by a word the dictionary knows only in another case in any of its forms', async () => {
    // «Орлов», «Зайцев» are genitive plurals of «орёл», «заяц» to the dictionary, yet a venue's name stands as it is.
    const places: PlaceCandidate[] = [
      { id: 'orlov', name: 'Бар «Орлов»', aliases: ['Орлов'], address: 'Тверь, улица Советская, 7' },
      { id: 'zaitsev', name: 'Книжная лавка «Зайцев»', aliases: ['Зайцев'], address: 'Тверь, улица Новая, 3' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Джем-сейшн в «Орлове», 12 марта, 20:00')).toBe('orlov');
    expect(await at('12 марта, 20:00 — джем-сейшн у Орлова')).toBe('orlov');
    expect(await at('Чтения в «Зайцеве», 14 марта, 18:00, вход свободный')).toBe('zaitsev');
    // The name as it stands is still found; a word of another stem is not.
    expect(await at('«Орлов» зовёт на джем-сейшн, 12 марта, 20:00')).toBe('orlov');
    expect(await at('Чтения в «Зайчике», 14 марта, 18:00')).toBeNull();
  });

  it('takes the place a whole phrase names over namesakes its first words name in other cities', async () => {
    const places: PlaceCandidate[] = [
      { id: 'a', name: 'Северский театр драмы', aliases: ['Драмтеатр'], address: 'Северск, улица Мира, 4' },
      {
        id: 'b',
        name: 'Озёрский драматический театр имени Островского',
        aliases: ['драмтеатр', 'Драмтеатр им. Островского'],
        address: 'Озёрск, проспект Победы, 10',
      },
    ];
    const text = 'Спектакль «Бесприданница» — 3 марта, 18:00\nДрамтеатр им. Островского';
    expect((await draft(text, undefined, { places: async () => places })).place.value?.id).toBe('b');
  });

  it('finds no place by a name places in several cities share when nothing tells which city', async () => {
    const places: PlaceCandidate[] = [
      { id: 'a', name: 'Парк Победы', aliases: ['Городской парк'], address: 'Северск, улица Мира, 1' },
      { id: 'b', name: 'Городской парк', aliases: ['ЦПКиО'], address: 'Озёрск, улица Лесная, 2' },
    ];
    const text = 'Лыжная гонка 3 марта в 11:00, старт у входа в Городской парк';
    expect((await draft(text, undefined, { places: async () => places })).place.value).toBeNull();
    // A city the post names tells which.
    expect((await draft(`Северск! ${text}`, undefined, { places: async () => places })).place.value?.id).toBe('a');
  });

  it('tells a philharmonic from a museum that shares its adjective, and writes no abbreviation after it', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'phil',
        name: 'Северогорская государственная филармония имени Ивана Лаптева',
        aliases: ['Северогорская филармония', 'филармония Лаптева'],
        address: 'Северогорск, улица Мира, 3',
      },
      {
        id: 'museum',
        name: 'Северогорский музей изобразительных искусств',
        aliases: ['Музей ИЗО', 'СМИИ'],
        address: 'Северогорск, улица Лесная, 8',
      },
      {
        id: 'space',
        name: 'Государственный музей авиации',
        aliases: ['Музей авиации', 'ГМА'],
        address: 'Северогорск, улица Полётная, 1',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Вечер романсов 14 марта в 19:00 в Северогорской государственной филармонии')).toBe('phil');
    expect(await at('Выставка графики в Северогорском музее изобразительных искусств, 14 марта, 11:00')).toBe('museum');
    // «Государственный» and the abbreviation «ГМА» are not the museum's name.
    expect(await at('Органный вечер 14 марта, 19:00\nГосударственный концертный зал')).toBeNull();
  });

  it('reads a venue by its full name, however long, when it is the subject of the opening sentence', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'history',
        name: 'Музей истории горного дела и металлургии Приозёрного края',
        aliases: ['Музей горного дела'],
        address: 'Приозёрск, улица Рудная, 5',
      },
      {
        id: 'library',
        name: 'Городская детская библиотека имени Анны Берёзкиной',
        aliases: ['библиотека Берёзкиной'],
        address: 'Приозёрск, улица Школьная, 2',
      },
      { id: 'other', name: 'Приозёрский краеведческий музей', aliases: [], address: 'Приозёрск, улица Озёрная, 1' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(
      await at(
        'Музей истории горного дела и металлургии Приозёрного края приглашает на лекцию о шахтёрах 5 марта в 16:00',
      ),
    ).toBe('history');
    expect(
      await at('Городская детская библиотека им. Анны Берёзкиной проводит утренник для малышей 6 марта в 11:00'),
    ).toBe('library');
  });

  it('reads a place named after more than one word of a name', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'park',
        name: 'Парк имени Героев труда',
        aliases: ['парк Героев труда'],
        address: 'Озёрск, улица Садовая, 1',
      },
      { id: 'other', name: 'Городской парк', aliases: [], address: 'Озёрск, улица Лесная, 2' },
    ];
    const text = 'Масленица 1 марта с 12:00 в парке им. Героев труда: блины, катание на санях';
    expect((await draft(text, undefined, { places: async () => places })).place.value?.id).toBe('park');
  });

  it('reads the word before a venue on the lines of a tour as a city, not as a venue named like it', async () => {
    const places: PlaceCandidate[] = [
      { id: 'cinema', name: 'Кинотеатр «Заречье»', aliases: ['Заречье'], address: 'Озёрск, улица Новая, 5' },
      { id: 'drama', name: 'Озёрский театр драмы', aliases: ['театр драмы'], address: 'Озёрск, улица Мира, 4' },
    ];
    const text =
      'Озёрский театр драмы везёт «Грозу» по области!\n\n' +
      '3 марта — Заречье, ДК «Строитель»\n' +
      '5 марта | Сосновка | районный Дом культуры\n\n' +
      'Начало в 18:00.';
    const { events } = await extract(text, undefined, { places: async () => places });
    expect(events[0]?.place.value?.id ?? null).not.toBe('cinema');
    // A digest whose lines name their venues first keeps them.
    const digest = '3 марта — Заречье, премьера мультфильма, 12:00\n5 марта — Заречье, ретроспектива, 19:00';
    const read = await extract(digest, undefined, { places: async () => places });
    expect(read.events.map((event) => event.place.value?.id ?? null)).toEqual(['cinema', 'cinema']);
  });

  it('takes a place named by its whole longer name over a shorter name it starts with', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'north',
        name: 'Областная библиотека Заполярья',
        aliases: ['библиотека Заполярья'],
        address: 'Тундровск, улица Мира, 3',
      },
      {
        id: 'south',
        name: 'Областная библиотека Предгорья',
        aliases: ['Областная библиотека', 'библиотека Предгорья'],
        address: 'Горноречье, улица Садовая, 8',
      },
      {
        id: 'hall',
        name: 'Приморская государственная филармония',
        aliases: ['филармония', 'Приморская филармония'],
        address: 'Бухтинск, улица Морская, 1',
      },
      { id: 'hall2', name: 'Горная филармония', aliases: ['филармония'], address: 'Горноречье, улица Лесная, 4' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Встреча с поэтом 8 марта в 15:00\nМесто: Областная библиотека Заполярья, малый зал')).toBe(
      'north',
    );
    expect(await at('Цикл бесед «Северный свет» в Областной библиотеке Заполярья\n10 марта, 18:00')).toBe('north');
    expect(await at('ПРИМОРСКАЯ ГОСУДАРСТВЕННАЯ ФИЛАРМОНИЯ\nВЕСЕННИЙ КОНЦЕРТ\n\n12.03 | 19:00\nКАССА ФИЛАРМОНИИ')).toBe(
      'hall',
    );
    // A name two cities share stays unread.
    expect(await at('Весенний концерт в филармонии, 12 марта в 19:00')).toBeNull();
  });

  it("finds no place by a name that also opens the longer name of another city's place, when no city is said", async () => {
    const places: PlaceCandidate[] = [
      { id: 'plain', name: 'Городская детская библиотека', aliases: ['ГДБ'], address: 'Озёрск, улица Мира, 7' },
      {
        id: 'named',
        name: 'Городская детская библиотека имени Анны Берёзкиной',
        aliases: ['библиотека Берёзкиной'],
        address: 'Приозёрск, улица Школьная, 2',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Городская детская библиотека приглашает на утренник 6 марта в 11:00')).toBeNull();
    expect(await at('Озёрск! Городская детская библиотека приглашает на утренник 6 марта в 11:00')).toBe('plain');
  });

  it('reads a place named after a person with a double surname or after several words in lower case', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'library',
        name: 'Центральная библиотека имени П. П. Бажова-Уральского',
        aliases: ['библиотека Бажова-Уральского', 'библиотека имени Бажова-Уральского'],
        address: 'Озёрск, улица Мира, 7',
      },
      {
        id: 'park',
        name: 'Сад культуры и отдыха имени Гагарина',
        aliases: ['сад Гагарина', 'городской сад'],
        address: 'Озёрск, улица Садовая, 1',
      },
      { id: 'other', name: 'Центральная библиотека', aliases: [], address: 'Сосновск, улица Лесная, 2' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Центральная библиотека имени П. П. Бажова-Уральского приглашает 9 марта на вечер сказов')).toBe(
      'library',
    );
    expect(await at('9 марта, 14:00 — чтения сказов в библиотеке им. Бажова-Уральского. Вход свободный')).toBe(
      'library',
    );
    expect(await at('1 мая в Саду культуры и отдыха имени Гагарина пройдёт весенний праздник. Начало в 12:00')).toBe(
      'park',
    );
  });

  it('reads the second word of a city of two words as the city, not as a venue named like it', async () => {
    const places: PlaceCandidate[] = [
      { id: 'ice', name: 'Ледовая арена «Холмы»', aliases: ['Холмы'], address: 'Белые Холмы, улица Спортивная, 2' },
      { id: 'park', name: 'Городской парк', aliases: [], address: 'Белые Холмы, улица Садовая, 1' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(
      await at('Администрация города Белые Холмы сообщает: 1 мая в 12:00 праздник на центральной площади'),
    ).toBeNull();
    expect(await at('АФИША БЕЛЫХ ХОЛМОВ\nСб 2 мая, 19:00 — концерт на центральной площади')).toBeNull();
    // The venue named in quotes is still the venue.
    expect(await at('Белые Холмы, хоккей: 2 мая в 18:00 на арене «Холмы»')).toBe('ice');
  });

  it('reads a venue of one word the dictionary takes for an abbreviation by its own stem, in any case', async () => {
    // «Порт» is read first as «порт.» (португальский), while «Порта», «Портом» are plainly the noun.
    const places: PlaceCandidate[] = [
      { id: 'port', name: 'Книжный клуб «Порт»', aliases: ['Порт'], address: 'Кимры, улица Луначарского, 5' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Обмен книгами у «Порта» — 6 апреля в 15:00')).toBe('port');
    expect(await at('Поэтический вечер в «Порту», 6 апреля, 19:00')).toBe('port');
    expect(await at('Поэтический вечер в «Парусе», 6 апреля, 19:00')).toBeNull();
  });

  it('reads an adjective in lower case before its noun as what kind, not as a venue named by the adjective', async () => {
    const places: PlaceCandidate[] = [
      { id: 'dk', name: 'Дом культуры «Праздничный»', aliases: ['Праздничный'], address: 'Кимры, улица Мира, 2' },
      { id: 'hall', name: 'Концертный зал', aliases: ['концертный зал'], address: 'Кимры, улица Ленина, 9' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Хор ветеранов зовёт на праздничный концерт 9 мая в 12:00')).toBeNull();
    // The venue's own name in capitals or quotes, or the adjective alone, still names it.
    expect(await at('Хор ветеранов зовёт на концерт 9 мая в 12:00 в «Праздничном»')).toBe('dk');
    expect(await at('9 мая в 12:00 в Праздничном — концерт хора ветеранов')).toBe('dk');
    // A place named by the adjective and that very noun is named by both.
    expect(await at('9 мая в 12:00 в концертном зале — вечер романса')).toBe('hall');
  });

  it('reads a name that goes on through a person’s initials, and a kind of place whose garden it is', async () => {
    const places: PlaceCandidate[] = [
      { id: 'house', name: 'Дом-музей А. П. Чехова', aliases: ['музей Чехова'], address: 'Таганрог, улица Чехова, 69' },
      { id: 'park', name: 'Парк Чехова', aliases: [], address: 'Таганрог, улица Петровская, 1' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Летние чтения во дворе Дома-музея А. П. Чехова, 15 июля в 17:00')).toBe('house');
    expect(await at('Спектакль под открытым небом в саду Дома-музея А. П. Чехова — 15 июля, 20:00')).toBe('house');
  });

  it('reads a kind of place in lower case followed by its capitalised name', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'phil',
        name: 'Северная областная филармония',
        aliases: ['филармония СКО'],
        address: 'Кимры, улица Мира, 7',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Весенний абонемент филармонии СКО: 3 апреля в 19:00 — вечер Шопена')).toBe('phil');
  });

  it('reads an address on a street named by a kind of street, whatever the catalogue writes before it', async () => {
    const places: PlaceCandidate[] = [
      { id: 'kafe', name: 'Кафе «Пристань»', aliases: ['Пристань'], address: 'Кстово, улица Набережная, 12' },
    ];
    const options = { places: async () => places };
    const text = 'Живая музыка по пятницам\n5 марта в 20:00, вход 300 ₽\nКафе «Пристань», Набережная, 12';
    expect((await draft(text, undefined, options)).place.value?.id).toBe('kafe');
  });

  it('reads a venue whose one-word name loses its last vowel in other cases', async () => {
    // Names the dictionary does not know: their other forms are only stemmed.
    const places: PlaceCandidate[] = [
      { id: 'pub', name: 'Паб «Кандалок»', aliases: ['Кандалок'], address: 'Ртищево, улица Советская, 3' },
      { id: 'club', name: 'Клуб «Ишимец»', aliases: ['Ишимец'], address: 'Ртищево, улица Красная, 8' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('СУББОТА В «КАНДАЛКЕ»: караоке до утра, 6 марта с 21:00')).toBe('pub');
    expect(await at('Турнир по дартсу в «Ишимце» 7 марта в 18:00')).toBe('club');
  });

  it('reads no place that shares with a phrase nothing but its adjective', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'museum',
        name: 'Озёрский краеведческий музей',
        aliases: ['Озёрский музей'],
        address: 'Озёрск, улица Мира, 4',
      },
      {
        id: 'dk',
        name: 'Озёрский районный Дом культуры',
        aliases: ['Озёрский РДК'],
        address: 'Озёрск, улица Ленина, 1',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Ярмарка мёда 12 сентября с 10:00, пасечники Озёрского района, Соборная площадь')).toBeNull();
    expect(await at('Лекция о битвах на озёрской земле, 14 марта в 18:00')).toBeNull();
    // The rest of the name said too: the place.
    expect(await at('Лекция 14 марта в 18:00 в Озёрском краеведческом музее')).toBe('museum');
  });

  it('reads a venue named by a kind of place and the rest of its name in lower case, in any case', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'theatre',
        name: 'Ейский театр кукол и актёра',
        aliases: ['театр кукол и актёра'],
        address: 'Ейск, улица Мира, 2',
      },
    ];
    const options = { places: async () => places };
    const text = '«Теремок» — 12 апреля в 11:00, билеты 300 ₽.\nБилеты в кассе театра кукол и актёра с 10 до 18.';
    expect((await draft(text, undefined, options)).place.value?.id).toBe('theatre');
  });

  it('reads a palace of culture and a park of culture as two kinds of place', async () => {
    const places: PlaceCandidate[] = [
      { id: 'gdk', name: 'Городской дворец культуры', aliases: ['Городской ДК'], address: 'Сальск, улица Ленина, 9' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Проводы зимы 1 марта в 12:00 в городском парке культуры и отдыха')).toBeNull();
    expect(await at('Концерт хора 1 марта в 17:00 в Городском дворце культуры')).toBe('gdk');
  });

  it('reads where a group gathers before a trip out of town as no venue, and the start of a walk round it as one', async () => {
    const places: PlaceCandidate[] = [
      { id: 'dk', name: 'Дом культуры «Юность»', aliases: ['Юность'], address: 'Луга, улица Мира, 5' },
      {
        id: 'museum',
        name: 'Лужский краеведческий музей',
        aliases: ['Лужский музей'],
        address: 'Луга, улица Ленина, 2',
      },
      { id: 'bar', name: 'Крафт-бар «Перевал»', aliases: ['Перевал'], address: 'Луга, улица Красная, 4' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    const bus =
      'Автобусная экскурсия в Новгород\n14 марта. Сбор в 7:30 у ДК «Юность», отправление в 7:45. Стоимость 2500 ₽.';
    expect(await at(bus)).toBeNull();
    // A mountain named with a capitalised adjective is not the bar named like its second word.
    const hike = 'Поход на Большой Перевал ⛰\n14 марта. Сбор в 9:00 у Лужского музея, выход в 9:30. Участие 800 ₽.';
    expect(await at(hike)).toBeNull();
    const walk = 'Прогулка по старой Луге\n14 марта. Сбор у Лужского музея в 12:00, выходим в 12:15. Участие 300 ₽.';
    expect(await at(walk)).toBe('museum');
  });

  it('finds no place by a name cities on one clock share when the catalogue knows the clock of only one', async () => {
    const places: PlaceCandidate[] = [
      { id: 'ryazan', name: 'Рязанский цирк', aliases: ['цирк'], address: 'Рязань, улица Циркова, 1' },
      { id: 'kolomna', name: 'Коломенский цирк', aliases: ['цирк'], address: 'Коломна, улица Цирковая, 2' },
    ];
    const options = { places: async () => places };
    expect((await draft('Послезавтра в цирке — новая программа, 19:00', undefined, options)).place.value).toBeNull();
  });

  it('takes neither a team of a match nor a title in quotes for a venue named like them', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'dk',
        name: 'Дворец культуры «Шахтёр»',
        aliases: ['ДК «Шахтёр»', 'Шахтёр'],
        address: 'Гусь, улица Мира, 5',
      },
      { id: 'stadium', name: 'Стадион «Факел»', aliases: ['Факел', 'стадион Факел'], address: 'Гусь, улица Спорта, 1' },
      { id: 'ski', name: 'Лыжная база «Лесная»', aliases: ['Лесная'], address: 'Гусь, улица Лесная, 2' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await extract(text, undefined, options)).events.map((e) => e.place.value?.id);
    const hockey = [
      'ХОККЕЙ. Домашние игры «Шахтёра» — стадион «Факел»:',
      '5 декабря, 13:00 — «Шахтёр» – «Буран» (Вязники)',
      '12 декабря, 13:00 — «Шахтёр» vs «Кристалл»',
    ].join('\n');
    expect(await at(hockey)).toEqual(['stadium', 'stadium']);
    expect(await at('Кино в субботу, 5 декабря\n18:30 — «Лесная сказка» 6+ — 200 р.')).toEqual([undefined]);
  });

  it('prefers a namesake in the city the post names, and takes a venue that offers its own tours', async () => {
    const places: PlaceCandidate[] = [
      { id: 'here', name: 'Сосновский районный Дом культуры', aliases: ['РДК'], address: 'Сосновка, улица Ленина, 1' },
      { id: 'there', name: 'Ольховский РДК', aliases: ['кинозал РДК', 'РДК'], address: 'Ольховка, улица Мира, 3' },
      {
        id: 'museum',
        name: 'Сосновский музей «Бор»',
        aliases: ['музей «Бор»', 'Бор'],
        address: 'Сосновка, улица Мира, 9',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Кинозал РДК (Сосновка) — 5 декабря в 18:00 «Зимняя сказка»')).toBe('here');
    expect(await at('Прогулки от музея «Бор»\n5 декабря в 12:00 — «Старая Сосновка»')).toBe('museum');
    expect(await at('Музей «Бор» организует поездку в Псков 5 декабря, отправление в 7:00')).toBeNull();
  });

  it('reads a venue named by its genres, by whom it is named after, or by a street with its type shortened after it', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'theatre',
        name: 'Озёрский театр песни, танца и драмы',
        aliases: ['театр песни, танца и драмы'],
        address: 'Озёрск, улица Лесная, 4',
      },
      {
        id: 'museum',
        name: 'Музей деревянной игрушки имени А. П. Клёнова',
        aliases: ['музей деревянной игрушки им. А. П. Клёнова'],
        address: 'Озёрск, улица Садовая, 7',
      },
      {
        id: 'library',
        name: 'Озёрская библиотека',
        aliases: ['Центральная библиотека'],
        address: 'Озёрск, Речная набережная, 9',
      },
      {
        id: 'other',
        name: 'Сосновская библиотека',
        aliases: ['Центральная библиотека'],
        address: 'Сосновка, улица Мира, 3',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('5 декабря в 18:00 на сцене театра песни, танца и драмы — вечер романса')).toBe('theatre');
    expect(await at('Новая выставка музея деревянной игрушки им. А. П. Клёнова\nОткрытие 5 декабря в 15:00')).toBe(
      'museum',
    );
    expect(await at('Центральная библиотека: встреча с поэтом 5 декабря в 17:00\nРечная наб., 9')).toBe('library');
  });

  it('takes no club of a pursuit nor a reserve for a venue named like them', async () => {
    const places: PlaceCandidate[] = [
      { id: 'pub', name: 'Паб «Кедр»', aliases: ['Кедр'], address: 'Озёрск, улица Лесная, 1' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Турклуб «Кедр» зовёт в поход 5 декабря, сбор в 8:00 у вокзала')).toBeNull();
    expect(await at('5 декабря — прогулка по тропам (заповедник «Кедр»), сбор в 9:00')).toBeNull();
    expect(await at('5 декабря в 19:00 — вечер поэзии в «Кедре»')).toBe('pub');
  });

  it('reads a hashtag that runs a venue’s name of several words together, and a common word as no quoted name', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'museum',
        name: 'Озёрский историко-краеведческий музей',
        aliases: ['историко-краеведческий музей'],
        address: 'Озёрск, улица Лесная, 4',
      },
      { id: 'miners', name: 'Дворец культуры горняков', aliases: ['ДК горняков'], address: 'Озёрск, улица Мира, 2' },
      {
        id: 'miner',
        name: 'Дворец культуры «Горняк»',
        aliases: ['ДК «Горняк»', 'Горняк'],
        address: 'Сосновка, улица Мира, 8',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Лекция 5 декабря в 18:00, вход свободный\n#историкокраеведческиймузей #озёрск')).toBe('museum');
    expect(await at('Лекция 5 декабря в 18:00\n#музей')).toBeNull();
    expect(await at('Гастроли театра 5 декабря в 19:00\nДворец культуры горняков. Билеты 500 ₽')).toBe('miners');
    expect(await at('Гастроли театра 5 декабря в 19:00\nДворец культуры «Горняк». Билеты 500 ₽')).toBe('miner');
  });

  it('reads an ensemble’s quoted name as theirs, and a venue whose ensembles perform as the place only when alone', async () => {
    const places: PlaceCandidate[] = [
      { id: 'rink', name: 'Каток «Полюс»', aliases: ['Полюс'], address: 'Озёрск, улица Лесная, 1' },
      { id: 'club', name: 'Дом культуры строителей', aliases: ['ДКС'], address: 'Озёрск, улица Мира, 2' },
      { id: 'dk', name: 'Дворец культуры «Рассвет»', aliases: ['ДК «Рассвет»'], address: 'Озёрск, улица Мира, 9' },
      { id: 'park', name: 'Парк культуры и отдыха', aliases: ['горсад'], address: 'Озёрск, улица Мира, 30' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Поёт хоровой ансамбль «Полюс»\n📍 ДКС\n5 декабря в 18:00')).toBe('club');
    expect(await at('Праздничный концерт творческих коллективов ДК «Рассвет» 5 декабря в 15:00')).toBe('dk');
    expect(await at('5 декабря в 15:00 — горсад\nПоют коллективы ДК «Рассвет»')).toBe('park');
  });

  it('reads no host in a ride that leaves from a venue', async () => {
    const places: PlaceCandidate[] = [
      { id: 'dk', name: 'Дом культуры «Заря»', aliases: ['ДК «Заря»', 'Заря'], address: 'Озёрск, улица Мира, 2' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Едем на балет в соседний город! 5 декабря, 19:00\nТрансфер от ДК «Заря» в 16:00')).toBeNull();
  });

  it('reads a name after a river or a settlement, or in a one-word hashtag, as no venue named alike', async () => {
    const places: PlaceCandidate[] = [
      { id: 'dk', name: 'Дом культуры «Ока»', aliases: ['ДК «Ока»', 'Ока'], address: 'Озёрск, улица Мира, 2' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('5 декабря в 9:00 на р. Ока — зимний заплыв\n#Ока')).toBeNull();
    expect(await at('Турнир по шашкам 5 декабря в 12:00 (с. Ока)')).toBeNull();
    expect(await at('Турнир по шашкам 5 декабря в 12:00, ДК «Ока»')).toBe('dk');
  });

  it('reads a side of a match with its town in brackets, and a club’s header, as teams', async () => {
    const places: PlaceCandidate[] = [
      { id: 'hall', name: 'Спортзал «Старт»', aliases: ['Старт'], address: 'Озёрск, улица Мира, 2' },
      { id: 'dk', name: 'Дворец культуры «Искра»', aliases: ['Искра'], address: 'Сосновка, улица Мира, 8' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Матч 5 декабря в 12:00, спортзал «Старт»\n«Искра» (Сосновка) — «Волна» (Озёрск)')).toBe('hall');
    expect(await at('🏐 ВК «Искра» — календарь\n5 декабря, 12:00 — выезд: «Волна» – «Искра»')).toBeNull();
    // A quoted name with its home town, in brackets or in capitals, is a team's.
    expect(await at('🏐 «ИСКРА» КЕДРОВСК\nМатч 5 декабря в 12:00, играем дома')).toBeNull();
    expect(await at('Матч 5 декабря в 12:00: «Искра» (Кедровск) принимает гостей')).toBeNull();
  });

  it('reads no place whose own quoted name is other than the one said with its kind or town', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'theatre',
        name: 'Народный театр «Гудок»',
        aliases: ['театр «Гудок»', 'Гудок'],
        address: 'Озёрск, улица Мира, 2',
      },
      { id: 'stadium', name: 'Стадион «Факел»', aliases: ['Факел'], address: 'Озёрск, улица Лесная, 5' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Народный театр «Ветер» покажет сказку 5 декабря в 12:00')).toBeNull();
    expect(await at('Народный театр «Гудок» покажет сказку 5 декабря в 12:00')).toBe('theatre');
    expect(await at('5 декабря в 12:00 играем в гостях: Кедровск, стадион «Факел»')).toBeNull();
    expect(await at('5 декабря в 12:00 играем дома: Озёрск, стадион «Факел»')).toBe('stadium');
  });

  it('reads a city of several words in another case, and the street of an address said without its house', async () => {
    const places: PlaceCandidate[] = [
      { id: 'north', name: 'Дом культуры', aliases: ['ДК'], address: 'Каменск-на-Оби, улица Мира, 2' },
      { id: 'south', name: 'Дом культуры', aliases: ['ДК'], address: 'Сосновка, улица Лесная, 8' },
      { id: 'rink1', name: 'Каток «Арктика»', aliases: ['Арктика'], address: 'Озёрск, улица Садовая, 3' },
      { id: 'rink2', name: 'Каток «Арктика»', aliases: ['Арктика'], address: 'Заречный, улица Полевая, 4' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Концерт 5 декабря в 18:00 в ДК')).toBeNull();
    expect(await at('В Каменске-на-Оби — концерт 5 декабря в 18:00, ДК')).toBe('north');
    expect(await at('Турнир 5 декабря в 12:00 на катке «Арктика», ул. Полевая')).toBe('rink2');
  });

  it('reads no place by the city’s or district’s word alone, nor by a name without its kind of place', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'museum',
        name: 'Районный краеведческий музей',
        aliases: ['музей Ольховского района', 'краеведческий музей'],
        address: 'Ольховка, улица Мира, 2',
      },
      { id: 'centre', name: 'Центр творчества', aliases: ['ЦТ Ольховка'], address: 'Ольховка, улица Мира, 5' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('ПЕРВЕНСТВО ОЛЬХОВСКОГО РАЙОНА ПО ШАШКАМ\n5 декабря в 12:00')).toBeNull();
    expect(await at('Лыжня Ольховского района по лыжным гонкам\n5 декабря в 12:00')).toBeNull();
    expect(await at('5 декабря в 18:00 — «Ночь искусств»: краеведческий музей работает до полуночи')).toBe('museum');
  });

  it('reads a venue named by its genres in a heading written in capitals', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'palace',
        name: 'Дворец культуры, спорта и отдыха',
        aliases: ['ДКСО'],
        address: 'Озёрск, улица Мира, 2',
      },
      { id: 'other', name: 'Дворец культуры', aliases: ['ДК'], address: 'Сосновка, улица Мира, 8' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('ДВОРЕЦ КУЛЬТУРЫ, СПОРТА И ОТДЫХА | АФИША\n5 декабря в 18:00 — концерт')).toBe('palace');
  });

  it('reads the venue after a tour stop’s town as that town’s, a town of three letters too', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'north',
        name: 'Кедровский городской Дом культуры',
        aliases: ['ГДК', 'ДК'],
        address: 'Кедровск, улица Мира, 2',
      },
      {
        id: 'south',
        name: 'Сосновский городской Дом культуры',
        aliases: ['ГДК', 'ДК'],
        address: 'Сосновка, улица Лесная, 8',
      },
      { id: 'oil', name: 'Дворец культуры «Нефтяник»', aliases: ['Нефтяник', 'ДК'], address: 'Оха, улица Ленина, 3' },
    ];
    const text =
      'Цирк на льду едет по области!\n\n' +
      '12 марта — Сосновка, ГДК, 17:00\n' +
      '13 марта — Кедровск, ГДК, 17:00\n' +
      '14 марта — Светлый, ДК «Горизонт», 18:00\n' +
      '16 марта — Оха, ДК «Нефтяник», 18:00';
    const { events } = await extract(text, undefined, { places: async () => places });
    expect(events.map((event) => event.place.value?.id ?? null)).toEqual(['south', 'north', null, 'oil']);
  });

  it('reads a digest whose items open with their towns by each item’s own town only', async () => {
    const places: PlaceCandidate[] = [
      { id: 'museum1', name: 'Кедровский музей', aliases: ['краеведческий музей'], address: 'Кедровск, улица Мира, 2' },
      {
        id: 'museum2',
        name: 'Сосновский музей',
        aliases: ['краеведческий музей'],
        address: 'Сосновка, улица Лесная, 8',
      },
      { id: 'rink', name: 'Каток «Полюс»', aliases: ['Полюс'], address: 'Кедровск, улица Новая, 5' },
      { id: 'dk', name: 'Дворец культуры «Искра»', aliases: ['Искра'], address: 'Сосновка, улица Лесная, 3' },
    ];
    const text =
      'ЧТО ДЕЛАТЬ В ОКРУГЕ 12–13 МАРТА\n\n' +
      '• Кедровск — гонки на коньках на катке «Полюс», 12.03 в 11:00\n' +
      '• Краеведческий музей — лекция «Как жили старатели», 12.03 в 15:00\n' +
      '• Сосновка — концерт хора в ДК «Искра», 13.03 в 17:00';
    const { events } = await extract(text, undefined, { places: async () => places });
    expect(events.map((event) => event.place.value?.id ?? null)).toEqual(['rink', null, 'dk']);
  });

  it('reads a common noun in lower case with words of its own as no venue named by that word', async () => {
    const places: PlaceCandidate[] = [
      { id: 'cafe', name: 'Кафе «Встреча»', aliases: ['Встреча'], address: 'Озёрск, улица Мира, 2' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Клуб садоводов зовёт на встречу огородников 5 марта в 17:00')).toBeNull();
    expect(await at('Приходите на встречу с краеведом 5 марта в 17:00')).toBeNull();
    expect(await at('Вечер романсов во «Встрече» 5 марта в 19:00')).toBe('cafe');
  });

  it('reads the station or the pier a ride leaves from as its place, not a bus’s stop', async () => {
    const places: PlaceCandidate[] = [
      { id: 'pier', name: 'Речной причал', aliases: ['причал'], address: 'Озёрск, улица Береговая, 1' },
      { id: 'bus', name: 'Автовокзал Озёрска', aliases: ['автовокзал'], address: 'Озёрск, улица Мира, 40' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Прогулка на теплоходе 6 июня: отходим от речного причала в 12:00')).toBe('pier');
    expect(await at('Поездка на базу отдыха 6 июня: автобус уходит от автовокзала в 8:00')).toBeNull();
  });

  it('reads a name without its town’s adjective as that town’s place, the town said telling namesakes apart', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'east-dk',
        name: 'Восточный районный Дом культуры',
        aliases: ['районный ДК'],
        address: 'Восточный, улица Мира, 3',
      },
      {
        id: 'lesnoy-dk',
        name: 'Лесновский районный Дом культуры',
        aliases: ['районный ДК Лесного'],
        address: 'Лесной, улица Садовая, 8',
      },
      {
        id: 'art',
        name: 'Лесновская детская художественная школа',
        aliases: ['ДХШ'],
        address: 'Лесной, улица Садовая, 2',
      },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Лесной, Районный Дом культуры\nГастрольный спектакль «Ревизор» 4 марта в 18:00')).toBe(
      'lesnoy-dk',
    );
    expect(await at('Детская художественная школа зовёт на выставку рисунков 4 марта в 15:00')).toBe('art');
  });

  it('reads performers said by their school or club as coming from there, not as the venue named besides', async () => {
    const places: PlaceCandidate[] = [
      { id: 'hall', name: 'Городской Дом культуры', aliases: ['ГДК'], address: 'Озёрск, улица Мира, 5' },
      { id: 'school', name: 'Детская музыкальная школа', aliases: ['ДМШ'], address: 'Тихий, улица Луговая, 1' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Весенний концерт 12 апреля, 17:00 — ГДК\nВыступят воспитанники ДМШ и хор ветеранов')).toBe('hall');
    // Alone, the school the pupils come from is still where they play.
    expect(await at('Отчётный концерт учащихся ДМШ 12 апреля в 17:00')).toBe('school');
  });

  it('reads a district by its adjective, or an adjective made from a name, as no place named by those words', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'museum',
        name: 'Озёрский районный историко-краеведческий музей',
        aliases: ['районный музей', 'музей Озёрского района'],
        address: 'Озёрск, улица Мира, 7',
      },
      { id: 'stadium', name: 'Стадион «Металлург»', aliases: ['Металлург'], address: 'Озёрск, улица Мира, 30' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Лыжный забег 14 февраля в 11:00. Проводит спорткомитет Озёрского района')).toBeNull();
    expect(await at('Экскурсия в металлургический цех 14 февраля в 11:00, сбор у проходной')).toBeNull();
    expect(await at('Лекция 14 февраля в 11:00 в музее Озёрского района')).toBe('museum');
  });

  it('reads an adjective that a place is called by as no place when it goes with a noun of its own', async () => {
    // Locals call the children's library «детская»; a children's play or school is not there.
    const places: PlaceCandidate[] = [
      {
        id: 'library',
        name: 'Озёрская детская библиотека',
        aliases: ['детская библиотека', 'детская'],
        address: 'Озёрск, улица Титова, 3',
      },
      { id: 'palace', name: 'Озёрский Дворец культуры', aliases: ['ДК Озёрск'], address: 'Озёрск, улица Мира, 1' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(await at('Детский спектакль «Морозко» 14 февраля в 11:00')).toBeNull();
    expect(await at('Детская школа искусств приглашает на концерт 14 февраля в 18:00')).toBeNull();
    expect(await at('Концерт 14 февраля в 18:00, детский хор и оркестр, вход свободный')).toBeNull();
    // Said as the place, or by its whole alias, it is.
    expect(await at('Громкие чтения 14 февраля в 12:00 в детской на Титова')).toBe('library');
    expect(await at('Громкие чтения 14 февраля в 12:00 в детской библиотеке')).toBe('library');
    // The venue the post's heading names is each item's, a children's play included.
    const { events } = await extract(
      'Новогодняя афиша ДК Озёрск\n25 декабря в 18:00 — концерт «Переполох»\n29 декабря в 11:00 — детский спектакль «Морозко»',
      undefined,
      options,
    );
    expect(events.map((event) => event.place.value?.id ?? null)).toEqual(['palace', 'palace']);
  });

  it('reads a club said by what it does («клуб рукоделия») as a club that meets, not a venue elsewhere', async () => {
    const places: PlaceCandidate[] = [
      {
        id: 'library',
        name: 'Центральная библиотека имени Бажова',
        aliases: ['библиотека Бажова'],
        address: 'Полевской, улица Коммунистическая, 11',
      },
    ];
    const options = { places: async () => places };
    const { events } = await extract(
      'Библиотека имени Бажова приглашает\n\n26 ноября в 14:00 — краеведческие чтения «Люди и судьбы».\n\nКлуб рукоделия «Клубок» встречается 2 декабря в 17:00. Вяжем варежки!',
      undefined,
      options,
    );
    expect(events.map((event) => event.place.value?.id ?? null)).toEqual(['library', 'library']);
    // A venue of the catalogue's kind with its own capitalised name is elsewhere: «клуб Реактор».
    const away = await extract(
      'Библиотека имени Бажова приглашает\n\n26 ноября в 14:00 — чтения «Люди и судьбы».\n\n2 декабря в 17:00 — концерт, клуб Реактор.',
      undefined,
      options,
    );
    expect(away.events.map((event) => event.place.value?.id ?? null)).toEqual(['library', null]);
  });

  it('tells apart two towns’ places at one address by the town or the name the post gives, else names neither', async () => {
    const places: PlaceCandidate[] = [
      { id: 'irtysh', name: 'Кафе «Иртыш»', aliases: ['Иртыш'], address: 'Вагай, улица Ленина, 30' },
      { id: 'vstrecha', name: 'Кафе «Встреча»', aliases: ['Встреча'], address: 'Омутинское, улица Ленина, 30' },
    ];
    const options = { places: async () => places };
    const at = async (text: string) => (await draft(text, undefined, options)).place.value?.id ?? null;
    expect(
      await at('Мастер-класс по росписи пряников\n20 декабря в 13:00 в кафе «Встреча».\nОмутинское, ул. Ленина, 30'),
    ).toBe('vstrecha');
    expect(await at('Мастер-класс по росписи пряников\n20 декабря в 13:00\nОмутинское, ул. Ленина, 30')).toBe(
      'vstrecha',
    );
    expect(await at('Мастер-класс по росписи пряников\n20 декабря в 13:00\nВагай, ул. Ленина, 30')).toBe('irtysh');
    expect(await at('Мастер-класс по росписи пряников\n20 декабря в 13:00, ул. Ленина, 30')).toBeNull();
  });
});
