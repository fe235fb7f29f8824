import { describe, expect, it } from 'vitest';
import type { AnnouncementExtraction } from '../contract.ts';
import { extract } from './test-support.ts';

// How a post splits into events. Published on Friday 20 November 2026, 12:00 in Moscow, unless a test says otherwise.

const starts = (result: AnnouncementExtraction) => result.events.map((event) => event.startsAt.value);
const ends = (result: AnnouncementExtraction) => result.events.map((event) => event.endsAt.value);
const prices = (result: AnnouncementExtraction) =>
  result.events.map((event) => [event.price.value?.min ?? null, event.price.value?.max ?? null]);

describe('what a shared line gives each item', () => {
  it('prices an item a shared line names at its own price, and the others at the rest', async () => {
    const bill = await extract(
      'Афиша на неделю\n26 ноября, 11:00 — «Снежная королева»\n27 ноября, 19:00 — «Чайка»\n28 ноября, 19:00 — «Ревизор»\nБилеты: на «Снежную королеву» детский 300 ₽, взрослый 500 ₽; на вечерние спектакли — 800–2000 ₽',
    );
    expect(prices(bill)).toEqual([
      [300, 500],
      [800, 2000],
      [800, 2000],
    ]);
  });

  it('plays a show at its hour on each day of a short run, and keeps a fair one run', async () => {
    const show = await extract('Кукольный спектакль «Теремок» 🧸\nс 3 по 5 января, в 12:00, театр кукол\nБилет 400 ₽');
    expect(starts(show)).toEqual([
      '2027-01-03T12:00:00+03:00',
      '2027-01-04T12:00:00+03:00',
      '2027-01-05T12:00:00+03:00',
    ]);
    const fair = await extract('Ярмарка мастеров\nс 3 по 5 января, в 12:00, Гостиный двор\nВход свободный');
    expect(fair.events).toHaveLength(1);
  });

  it('does not put a tour stop at a venue the catalogue lacks at a place the heading happens to name', async () => {
    const tour = await extract(
      'Группа «Ветер» едет на Урал! Тур «Осень»\n\n12.12 — Пермь, клуб Реактор\n13.12 — Кунгур, бар «Погреб»\n\nНачало в 20:00',
      undefined,
      {
        timeZone: 'Asia/Yekaterinburg',
        places: async () => [
          { id: 'ural', name: 'Кинотеатр «Урал»', aliases: ['Урал'], address: 'Пермь, улица Ленина, 3' },
          { id: 'reactor', name: 'Клуб «Реактор»', aliases: ['Реактор'], address: 'Пермь, улица Мира, 9' },
        ],
      },
    );
    expect(tour.events.map((event) => event.place.value?.id ?? null)).toEqual(['reactor', null]);
  });

  it('takes lectures in a live stream for an online event, at none of the places', async () => {
    const stream = await extract(
      'Библиотека «Маяк» приглашает на лекции в прямом эфире:\n▪️ 3 декабря, 18:00 — «Город и река»\n▪️ 10 декабря, 18:00 — «Мосты»',
      undefined,
      {
        places: async () => [
          { id: 'lib', name: 'Библиотека «Маяк»', aliases: ['библиотека'], address: 'Тверь, улица Мира, 1' },
        ],
      },
    );
    expect(stream.events.map((event) => event.place.value)).toEqual([null, null]);
  });
});

describe('items held elsewhere, online or where the one before is', () => {
  const rink = async () => [
    { id: 'arena', name: 'Ледовая арена «Полюс»', aliases: ['Полюс'], address: 'Тверь, улица Мира, 1' },
  ];
  it('gives an away game neither the home games’ price nor the home venue', async () => {
    const games = await extract(
      'ХК «Метеор» — игры недели\n24.11 19:00 — «Метеор» — «Буран», арена «Полюс»\n26.11 18:00 — «Вьюга» — «Метеор», выезд, г. Зарецк\nНа домашние матчи вход свободный',
      undefined,
      { places: rink },
    );
    expect(prices(games)).toEqual([
      [0, 0],
      [null, null],
    ]);
    expect(games.events.map((event) => event.place.value?.id ?? null)).toEqual(['arena', null]);
  });
  it('does not put a championship in another town’s sports palace at the club’s own hall', async () => {
    const calendar = await extract(
      'Секция «Полюс» — календарь\n🔹 25 ноября, 10:00 — турнир клуба, наш зал, вход свободный\n🔹 28–29 ноября — наши спортсмены на первенстве области в Зарецке (Дворец спорта «Юность»)',
      undefined,
      { places: rink },
    );
    expect(calendar.events.map((event) => event.place.value?.id ?? null)).toEqual(['arena', null]);
  });
  it('reads «онлайн-» with any kind, and «формат — онлайн», as an online event', async () => {
    const places = async () => [
      { id: 'lib', name: 'Библиотека «Маяк»', aliases: ['библиотека'], address: 'Тверь, улица Мира, 1' },
    ];
    const lesson = await extract(
      'Библиотека «Маяк»\n▪️ 3 декабря, 18:00 — лекция «Город и река»\n▪️ 10 декабря, 18:00 — онлайн-практикум «Семейный архив»',
      undefined,
      { places },
    );
    expect(lesson.events.map((event) => event.place.value?.id ?? null)).toEqual(['lib', null]);
    const quiz = await extract(
      'Квиз «Знатоки» от библиотеки «Маяк»\n5 декабря, 19:00\nформат: онлайн, команды до 5 человек',
      undefined,
      {
        places,
      },
    );
    expect(quiz.events.map((event) => event.place.value)).toEqual([null]);
  });
  it('gives a price «на лекцию» to the lecture only, not to the opening beside it', async () => {
    const week = await extract(
      'Музей — афиша недели\n📌 24 ноября, 15:00 — лекция «Старые мельницы»\n📌 26 ноября, 17:00 — открытие выставки «Лоскутное одеяло»\nБилеты на лекцию: 200 ₽',
    );
    expect(prices(week)).toEqual([
      [200, 200],
      [null, null],
    ]);
  });
  it('puts an item «там же» where the item before it is, and prices both by a closing price line', async () => {
    const day = await extract(
      'ПРАЗДНИК ДВОРА\n28 ноября в 18:00 — арена «Полюс»\nконцерт и фейерверк\n\nА утром там же — турнир по хоккею в валенках с 10:00 до 13:00\nВход свободный',
      undefined,
      { places: rink },
    );
    expect(day.events.map((event) => event.place.value?.id ?? null)).toEqual(['arena', 'arena']);
    expect(prices(day)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('how long an item lasts', () => {
  it('ends an item at an hour said before its start when that hour is later, not at one earlier', async () => {
    const night = await extract(
      'Выходные в городе\n▪️ Сб 28.11 — «Ночь кино»: кинотеатр открыт до 23:30, три фильма подряд, начало в 19:00\n▪️ Вс 29.11 — запись до 12:00, турнир по шашкам в 15:00',
    );
    expect(ends(night)).toEqual(['2026-11-28T23:30:00+03:00', null]);
  });
  it('gives «каждый мастер-класс длится …» to the workshops only, not to the lecture between them', async () => {
    const week = await extract(
      'Неделя ремёсел в музее\nпн 23.11, 11:00 — мастер-класс «Глиняный свисток»\nср 25.11, 15:00 — лекция «Гончары нашего края»\nпт 27.11, 12:00 — мастер-класс по росписи пряников\nКаждый мастер-класс длится полтора часа.',
    );
    expect(ends(week)).toEqual(['2026-11-23T12:30:00+03:00', null, '2026-11-27T13:30:00+03:00']);
  });
});

describe('which line names an item', () => {
  const titles = (result: AnnouncementExtraction) => result.events.map((event) => event.title.value);
  it('names the first item by the heading’s quoted name when its own title is only what it offers', async () => {
    const show = await extract(
      'Новая выставка в галерее — «Зимние окна»\nВернисаж — 27 ноября в 18:00, в программе — джаз и горячий чай\nВыставка открыта с 28 ноября по 20 декабря, вт–вс 11:00–19:00',
    );
    expect(titles(show)[0]).toBe('Зимние окна');
    const party = await extract(
      'ВЕЧЕРИНКА «ДИСКО 80-х»\nв баре «Луч», 28.11 (сб) с 21:00\nВход 400 ₽\nСамому яркому костюму — приз!\n\nА 29.11 (вс) в 13:00 — детская дискотека «Бим-бом» 150 ₽',
      undefined,
      { places: async () => [{ id: 'luch', name: 'Бар «Луч»', aliases: ['Луч'], address: 'Тверь, улица Мира, 5' }] },
    );
    expect(titles(party)).toEqual(['ДИСКО 80-х', 'Бим-бом']);
  });
  it('names a tour by the quoted show under the heading that names the troupe', async () => {
    const tour = await extract(
      'Драматический театр им. А. Островского — гастроли по области!\n«Бесприданница» (драма, 2 ч 30 мин)\n27.11 — Кимры, ДК\n28.11 — Торжок, ДК\nНачало в 18:00. Билеты 300–600 ₽',
    );
    expect(titles(tour)).toEqual(['Бесприданница', 'Бесприданница']);
  });
  it('keeps an item’s own name after its date and weekday under a quoted heading', async () => {
    const series = await extract(
      'Цикл лекций «Город под водой»\n▫️ 26 ноября (чт), 19:00 — Затопленные сёла\n▫️ 3 декабря (чт), 19:00 — Мельницы на реке',
    );
    expect(titles(series)).toEqual(['Затопленные сёла', 'Мельницы на реке']);
  });
  it('names a lecture by the quoted topic under its date line, weekday and hour included', async () => {
    const lecture = await extract(
      'Городской музей | Лекторий\n\n📅 Среда, 2 декабря, 18:00\n«Купцы и ярмарки нашего уезда»\n\nРассказывает хранитель фондов. Вход 100 ₽.',
    );
    expect(titles(lecture)).toEqual(['Купцы и ярмарки нашего уезда']);
  });
  it('names each item of a bill by the topic its label line gives under the date', async () => {
    const cycle = await extract(
      'ЗИМНИЕ ЛЕКЦИИ О МУЗЫКЕ\n\n▶ 2 декабря, ср, 19:00\nТема: «Барокко без париков»\n▶ 9 декабря, ср, 19:00\nТема: «Джаз до войны»\n\nБилет 300 ₽',
    );
    expect(titles(cycle)).toEqual(['Барокко без париков', 'Джаз до войны']);
  });
  it('names a heading that says only the kind and for whom by the quoted name right under it', async () => {
    const matinee = await extract(
      '🎄 Новогодние спектакли для детей 4–7 лет\n«Как ёжик ёлку искал»\n\n26 декабря — в 11:00 и 13:00\n\nДК «Юность». Билет 400 ₽',
    );
    expect(new Set(titles(matinee))).toEqual(new Set(['Как ёжик ёлку искал']));
  });
  it('names an event by the line of its kind under a heading that is only a topic', async () => {
    const tour = await extract(
      'Деревянное зодчество 🪵\nЭкскурсия по усадьбе Поповых: вы узнаете, как строили без единого гвоздя.\n5 декабря в 12:00. Билет 500 ₽.',
    );
    expect(titles(tour)).toEqual(['Экскурсия по усадьбе Поповых']);
    // A single word over the kind is the show's name.
    const ballet = await extract('Жизель\nБалет Адольфа Адана в двух действиях\n5 декабря в 18:00. Билеты от 900 ₽.');
    expect(titles(ballet)).toEqual(['Жизель']);
  });
  it('names the first item by the heading when its own lines give only the date and a line-up', async () => {
    const night = await extract(
      'НОВОГОДНЯЯ НОЧЬ НА ПРИЧАЛЕ\n\n31.12 с 22:00 до 4 утра\nDJ Ivanov, кавер-группа «Волна», конкурсы\nВход 1200 ₽\n\nА 1 января в 17:00 — бранч «Салат»: блины и караоке',
    );
    expect(titles(night)[0]?.toLowerCase()).toBe('новогодняя ночь на причале');
  });
  it('names an opening by the exhibition the line below says is opened', async () => {
    const museum = await extract(
      '🖼 «Край озёр»\n\nКраеведческий музей открывает выставку пейзажей местных художников.\n\nТоржественное открытие — 3 декабря в 15:00 (вход свободный).\nВыставка открыта с 3 декабря по 10 января, вт–вс 10:00–18:00.',
    );
    expect(titles(museum)[0]).toBe('Открытие выставки «Край озёр»');
  });
  it('names a contest by the quoted name after the sport it is in', async () => {
    const contest = await extract(
      '🏆 ВНИМАНИЕ, ЛЫЖНИКИ!\n12 декабря на стадионе пройдёт открытый турнир по лыжным гонкам «Белая лента».\nРегистрация с 9:00, старт в 10:00.',
    );
    expect(titles(contest)[0]).toMatch(/«?Белая лента»?$/u);
    const cut = await extract(
      '🎣 ВНИМАНИЕ, РЫБАКИ!\n12 декабря на оз. Светлом, у спасательной станции, пройдёт открытый турнир по зимней рыбалке «Окунь-2027».\nРегистрация с 8:00, старт в 9:00.',
    );
    expect(titles(cut)[0]).toMatch(/«?Окунь-2027»?$/u);
  });
  it('names a post that says a place or a season opens by its opening', async () => {
    const tree = await extract(
      'Друзья, 🎄 новогодняя городская ёлка откроется на Соборной площади 26 декабря! Будут горки, ярмарка и салют',
    );
    expect(titles(tree)).toEqual(['Открытие новогодней городской ёлки']);
    const rink = await extract(
      'Каток на «Спартаке» открывается! ⛸\nПервый день — суббота, 19 декабря, праздник с музыкой, время сообщим позже.\nВход 150 ₽.',
    );
    expect(titles(rink)).toEqual(['Открытие катка']);
    // A show that opens is named by its own name.
    const show = await extract('Выставка «Морозные узоры» откроется 5 декабря в 15:00 в краеведческом музее.');
    expect(titles(show)[0]).not.toMatch(/^Открытие выставки$/u);
    // Where first, then the verb: what opens is said after it.
    const fair = await extract(
      'На Соборной площади открывается Святочная ярмарка! 🎄\nС 22 декабря по 8 января, ежедневно с 10:00 до 20:00.',
    );
    expect(titles(fair)).toEqual(['Святочная ярмарка']);
  });
  it('keeps a concert’s heading over the name of the choir or studio that sings', async () => {
    const concert = await extract(
      'Пасхальный концерт 🕯\n\n9 мая 2027 года в 13:00 в храме Святой Троицы — концерт хора и детской студии «Капель».\nВход свободный.',
    );
    expect(titles(concert)).toEqual(['Пасхальный концерт']);
    const night = await extract(
      'Новогодняя ночь в «Старой пристани» 🥂\n\n31 декабря с 22:00 и до 4 утра: живая музыка от группы «Маяки», DJ Лён и конкурсы.\nДепозит 2500 ₽.',
    );
    expect(titles(night)[0]).not.toBe('Маяки');
  });
  it('names a day of timed items by the name shouted over them', async () => {
    const feast = await extract(
      '🔥 ЗИМНИЕ ЗАБАВЫ 🔥\n1 марта, в Прощёное воскресенье, приглашаем всех на стадион «Труд»!\n12:00 — ярмарка мастеров и чайный ряд\n13:00 — концерт народных коллективов\n15:00 — сожжение чучела Зимы\nВход свободный',
      undefined,
      {
        places: async () => [
          { id: 'trud', name: 'Стадион «Труд»', aliases: ['Труд'], address: 'Тверь, улица Мира, 7' },
        ],
      },
    );
    expect(titles(feast)).toEqual(['Зимние забавы']);
  });
});

describe('how a post splits into events', () => {
  it('reads a night’s set times as one party, from the first set to the last one’s end or «до 6 утра»', async () => {
    // The sets' own: a lineup under a heading, and one running past midnight with «до 5» under it.
    const concrete = await extract(
      '🔊 TECHNO NIGHT «Холодный цех» 🔊\nПятница, 13 ноября\n\nLINEUP:\n22:00 — Dasha Sever\n23:30 — Kolya Bass\n01:00 — GRIMM b2b Lotos\n03:00 — closing: Юра Ветров\n\nТанцуем до 6 утра 🖤\nВход: 500₽ до 23:00 / 800₽ после',
      '2026-11-03T07:00:00Z',
      { timeZone: 'Asia/Yekaterinburg' },
    );
    expect(starts(concrete)).toEqual(['2026-11-13T22:00:00+05:00']);
    expect(ends(concrete)).toEqual(['2026-11-14T06:00:00+05:00']);
    const lighthouse = await extract(
      'маяк / 12.12 / суббота\nночь с лейблом «Пустота Records»\n\n23:00 open — Dima Kov\n00:30 — Lera Sky\n02:00 — Pustota live\n03:30 — close: Ardo\nдо 5\n\nвход 700 / после 1:00 — 1000',
    );
    expect(starts(lighthouse)).toEqual(['2026-12-12T23:00:00+03:00']);
    expect(ends(lighthouse)).toEqual(['2026-12-13T05:00:00+03:00']);
    // Other nights: the last set's own end, a «Line up» heading in other words, sets without dashes.
    const bass = await extract(
      'DNB NIGHT «Орбита»\n📅 5 декабря (сб), старт 23:00\n\nLine up:\n23:00–01:00 Kosmos\n01:00–03:00 Vera B\n03:00–05:30 Резиденты\n\nВход 500 ₽',
    );
    expect(starts(bass)).toEqual(['2026-12-05T23:00:00+03:00']);
    expect(ends(bass)).toEqual(['2026-12-06T05:30:00+03:00']);
    const house = await extract(
      'HOUSE PARTY в «Подвале»\nСуббота, 19 декабря\n21:00 Mira\n23:00 Dj Tom\n01:30 Oleg K (Казань)\nДо 4:00, вход 400 ₽',
    );
    expect(starts(house)).toEqual(['2026-12-19T21:00:00+03:00']);
    expect(house.events).toHaveLength(1);
    // The end on the last set's own line.
    const closing = await extract(
      'Клуб «Ток» // пт 11.12 // DEEP NIGHT\n23:30 — Лис\n01:30 — closing: Ким, до 05:30\nВход 500 ₽',
    );
    expect(ends(closing)).toEqual(['2026-12-12T05:30:00+03:00']);
    const heading = await extract('Сеты:\n20:00 — Аня\n21:30 — Миша\nВсё это 12 декабря в баре «Кран»');
    expect(heading.events).toHaveLength(1);
    // A day's programme that stays on one side of midnight is still its events.
    const day = await extract('Суббота, 12 декабря\n12:00 — лекция о кино\n15:00 — мастер-класс по зинам');
    expect(starts(day)).toEqual(['2026-12-12T12:00:00+03:00', '2026-12-12T15:00:00+03:00']);
  });

  it('makes each session of a cinema’s day its own event, with its own price', async () => {
    const wave = await extract(
      'Кинотеатр «Волна». Расписание на пятницу, 11 декабря:\n\n10:30 «Ёлки-палки-2» (6+) — 250 ₽\n13:15 «Ёлки-палки-2» (6+) — 300 ₽\n16:00 «Последний перевал» (12+) — 350 ₽\n22:10 «Тихий дом» (18+) — 450 ₽',
    );
    expect(starts(wave)).toEqual([
      '2026-12-11T10:30:00+03:00',
      '2026-12-11T13:15:00+03:00',
      '2026-12-11T16:00:00+03:00',
      '2026-12-11T22:10:00+03:00',
    ]);
    expect(prices(wave)).toEqual([
      [250, 250],
      [300, 300],
      [350, 350],
      [450, 450],
    ]);
    const club = await extract('Киноклуб, воскресенье 13 декабря\n12:00 «Маугли» 6+\n18:30 «Зеркало» 16+, 400 ₽');
    expect(starts(club)).toEqual(['2026-12-13T12:00:00+03:00', '2026-12-13T18:30:00+03:00']);
    const quotes = await extract('Сеансы 5 декабря:\n11:00 "Чародеи"\n15:00 "Морозко"\n19:00 "Ирония судьбы"');
    expect(quotes.events).toHaveLength(3);
  });

  it('reads an exhibition’s weekday hours and weekly tour as the exhibition, over its whole run', async () => {
    const museum = await extract(
      'Музей «Дом купца Зотова» приглашает на выставку «Ёлочные игрушки» 🎄\n\n📅 с 15 декабря по 20 января\n🕙 вт–вс 10:00–18:00, чт до 21:00\n🎫 взрослый 300 ₽\n\nКаждую субботу в 14:00 — экскурсия по выставке (+100 ₽ к билету)',
      '2026-12-09T06:00:00Z',
    );
    expect(starts(museum)).toEqual(['2026-12-15T10:00:00+03:00']);
    expect(ends(museum)).toEqual(['2027-01-20T18:00:00+03:00']);
    const library = await extract(
      'Выставка «Книги-юбиляры» в библиотеке\n1–25 декабря\nпн–пт 11:00–19:00\nПо субботам в 12:00 — экскурсия для детей',
    );
    expect(library.events).toHaveLength(1);
    expect(ends(library)).toEqual(['2026-12-25T19:00:00+03:00']);
    const gallery = await extract(
      'Графика Ивана Билибина\n3–20 декабря\nсреда–воскресенье 12:00–20:00\nкаждое воскресенье в 15:00 — кураторская экскурсия',
    );
    expect(gallery.events).toHaveLength(1);
  });

  it('makes a dated workshop of an exhibition with its own hours a second event', async () => {
    const zines = await extract(
      'Выставка комиксов и зинов «Бумажный шум» на Горького, 48 📚\n5–20 декабря, ежедневно 13:00–21:00\nВход свободный\n\nВ субботу, 5 декабря, в 15:00 — мастер-класс по зинам (300 ₽, запись у администратора)',
      '2026-11-30T12:00:00Z',
    );
    expect(starts(zines)).toEqual(['2026-12-05T13:00:00+03:00', '2026-12-05T15:00:00+03:00']);
    expect(ends(zines)).toEqual(['2026-12-20T21:00:00+03:00', null]);
    expect(prices(zines)).toEqual([
      [0, 0],
      [300, 300],
    ]);
    const ceramics = await extract(
      'Выставка керамики «Глина»\n1–31 декабря, 11:00–19:00\n\n12 декабря в 16:00 — встреча с художницей, вход свободный',
    );
    expect(starts(ceramics)).toEqual(['2026-12-01T11:00:00+03:00', '2026-12-12T16:00:00+03:00']);
    // A festival's run without hours of its own takes its opening's time: one event.
    const festival = await extract('Фестиваль «Снег» 7–9 декабря\nОткрытие 7 декабря в 18:00 на главной сцене');
    expect(starts(festival)).toEqual(['2026-12-07T18:00:00+03:00']);
  });

  it('keeps a digest’s exhibition item after the days’ items as an event of its own', async () => {
    const digest = await extract(
      'Куда сходить на выходных 12–13 декабря\n\n1. «Щелкунчик» в Молодёжном театре — сб, 12.12, 17:00, билеты от 800 р.\n\n2. Стендап — вс, 13.12, 20:00, 1000 р.\n\n3. Выставка «Казаки в фотографии» — открывается 12 декабря, продлится до 31 января. Билет 300 ₽.',
      '2026-12-10T06:00:00Z',
    );
    expect(starts(digest)).toEqual([
      '2026-12-12T17:00:00+03:00',
      '2026-12-13T20:00:00+03:00',
      '2026-12-12T00:00:00+03:00',
    ]);
    expect(digest.events[2]?.endsAt.value).toBe('2027-01-31T23:59:00+03:00');
  });

  it('makes a start said of «оба дня» an event on each day of a short run', async () => {
    const athletics = await extract(
      'Открытое первенство города по лёгкой атлетике 🏃\n12–13 декабря, манеж «Старт», начало в 10:00 оба дня.\nВход свободный.',
    );
    expect(starts(athletics)).toEqual(['2026-12-12T10:00:00+03:00', '2026-12-13T10:00:00+03:00']);
    expect(ends(athletics)).toEqual([null, null]);
    const chess = await extract('Шахматный турнир 19–20 декабря, в клубе «Ладья». Туры в 11:00 в оба дня, взнос 300 ₽');
    expect(starts(chess)).toEqual(['2026-12-19T11:00:00+03:00', '2026-12-20T11:00:00+03:00']);
    const circus = await extract('Цирк на льду 25–27 декабря: представления все три дня в 18:00');
    expect(circus.events).toHaveLength(3);
    // A film week's sessions «ежедневно» are of its one run.
    const week = await extract(
      'Неделя французского кино в «Художественном» — с 7 по 13 декабря. Сеансы ежедневно в 19:00, билет 350 ₽.',
    );
    expect(starts(week)).toEqual(['2026-12-07T19:00:00+03:00']);
  });

  it('reads «в субботу и воскресенье» and «субботний» in a weekend digest as the days they name', async () => {
    const chelyabinsk = await extract(
      'Куда пойти на выходных (19–20 декабря)\n\n🎹 Суббота, 17:00 — «Щелкунчик» на органе. Билеты от 700 ₽.\n🎬 В субботу и воскресенье кинотеатр отдаёт зал под «Иронию судьбы»: сеансы оба дня в 14:00, билет 200 ₽.\n🎅 Воскресенье, 11:00 — Забег Дедов Морозов. Взнос 500 ₽.',
      '2026-12-17T07:30:00Z',
    );
    expect(starts(chelyabinsk)).toEqual([
      '2026-12-19T17:00:00+03:00',
      '2026-12-19T14:00:00+03:00',
      '2026-12-20T14:00:00+03:00',
      '2026-12-20T11:00:00+03:00',
    ]);
    const saratov = await extract(
      'Куда пойти на выходных 16–17 января\n\n• Субботний стендап «Разгоняем» — 19:00, 500 ₽\n• Лыжная гонка — сб, старт в 11:00, участие бесплатно\n• Концерт «Зимние сказки» в кирхе — вс 17.01, 15:00, билеты 300–600 ₽',
      '2027-01-14T08:00:00Z',
    );
    expect(starts(saratov)).toEqual([
      '2027-01-16T19:00:00+03:00',
      '2027-01-16T11:00:00+03:00',
      '2027-01-17T15:00:00+03:00',
    ]);
    const own = await extract(
      'Выходные 5–6 декабря:\n• Воскресный бранч в «Хмеле» — 12:00\n• Квиз в «Чердаке» — сб и вс, 19:00\n• Субботний рейв в «Бетоне» — 23:00',
    );
    expect(starts(own)).toEqual([
      '2026-12-06T12:00:00+03:00',
      '2026-12-05T19:00:00+03:00',
      '2026-12-06T19:00:00+03:00',
      '2026-12-05T23:00:00+03:00',
    ]);
  });

  it('skips a bill’s day off, reads «22 вт 19:00» as a day and its weekday, and gives each item its own length', async () => {
    const theatre = await extract(
      'АФИША МУЗТЕАТРА 21–27 ДЕКАБРЯ\n\n21 пн — выходной\n22 вт 19:00 — оперетта «Летучая мышь» (продолжительность 3 часа с антрактом), 800–2500 ₽\n23 ср 19:00 — балет «Щелкунчик», 1000–3000 ₽\n27 вс 18:00 — балет «Щелкунчик», 1000–3000 ₽',
      '2026-12-18T07:00:00Z',
    );
    expect(starts(theatre)).toEqual([
      '2026-12-22T19:00:00+03:00',
      '2026-12-23T19:00:00+03:00',
      '2026-12-27T18:00:00+03:00',
    ]);
    expect(ends(theatre)).toEqual(['2026-12-22T22:00:00+03:00', null, null]);
    const drama = await extract(
      'Драмтеатр, декабрь\n14 пн — нет спектаклей\n15 вт 19:00 — «Ревизор» (2 ч 40 мин)\n16 ср, 18:30 — «Чайка»',
      '2026-12-01T07:00:00Z',
    );
    expect(starts(drama)).toEqual(['2026-12-15T19:00:00+03:00', '2026-12-16T18:30:00+03:00']);
    expect(ends(drama)).toEqual(['2026-12-15T21:40:00+03:00', null]);
    const cinema = await extract(
      '31 декабря в «Сопке» — новогодние киносеансы 🎄\n\n12:00 — «Ирония судьбы» (3 ч 04 мин)\n16:00 — «Чародеи» (2 ч 27 мин)\n\nБилет — 300 ₽.',
      '2026-12-20T02:00:00Z',
      { timeZone: 'Asia/Vladivostok' },
    );
    expect(ends(cinema)).toEqual(['2026-12-31T15:04:00+10:00', '2026-12-31T18:27:00+10:00']);
    // A running time the whole programme states is each session's.
    const sessions = await extract(
      '«Кин-дза-дза!» на большом экране\n\nСеансы:\nсб 28.11 — 15:00 и 19:30\nвс 29.11 — 17:00\n\nХронометраж 2 ч 15 мин. Билет 350 ₽',
      '2026-11-23T10:00:00Z',
    );
    expect(ends(sessions)).toEqual([
      '2026-11-28T17:15:00+03:00',
      '2026-11-28T21:45:00+03:00',
      '2026-11-29T19:15:00+03:00',
    ]);
  });

  it('reads a day of the month said in passing («не допели 31-го») as no event beside a full date', async () => {
    const party = await extract(
      'Старый Новый год в «Микрофоне» 🎄🎤\n13 января, с 20:00 до 02:00\nВход 500 ₽\nПоём всё, что не допели 31-го!',
      '2027-01-08T12:00:00Z',
    );
    expect(starts(party)).toEqual(['2027-01-13T20:00:00+03:00']);
    const quiz = await extract('Квиз-реванш 10 декабря в 19:30!\nКто проиграл 26-го — ждём отыгрываться.');
    expect(starts(quiz)).toEqual(['2026-12-10T19:30:00+03:00']);
    const jam = await extract('Джем-сейшн\n4 декабря, 20:00\nКак и 20-го, сцена открыта для всех');
    expect(jam.events).toHaveLength(1);
  });

  it('gives each paragraph of a programme its own price and link, and none of another paragraph', async () => {
    const philharmonic = await extract(
      'Филармония. Афиша на неделю\n\nСр, 11 ноября, 19:00\nВивальди. Времена года\nБилеты 600–1200 ₽\n\nПт, 13 ноября, 19:00\nВечер романса «Гори, гори, моя звезда»\nБилеты 500 ₽\n\nВс, 15 ноября, 12:00\nДетский концерт «Сказки в музыке» (6+)\nБилет 300 ₽, абонемент на 4 концерта цикла — 1000 ₽\n\nКасса: ул. Карла Маркса, 11. Онлайн: kfil-ptz.ru/afisha',
      '2026-11-09T07:00:00Z',
    );
    expect(starts(philharmonic)).toEqual([
      '2026-11-11T19:00:00+03:00',
      '2026-11-13T19:00:00+03:00',
      '2026-11-15T12:00:00+03:00',
    ]);
    expect(prices(philharmonic)).toEqual([
      [600, 1200],
      [500, 500],
      [300, 300],
    ]);
    const club = await extract(
      'Клуб «Ржавчина», декабрь\n\n4 декабря, 20:00\nПанк-вечер «Три аккорда»\nВход 400 ₽\nБилеты: rzh.club/punk\n\n11 декабря, 21:00\nИнди-ночь\nВход 600 ₽\nБилеты: rzh.club/indie',
    );
    expect(prices(club)).toEqual([
      [400, 400],
      [600, 600],
    ]);
    expect(club.events.map((event) => event.ticketUrl.value)).toEqual([
      'https://rzh.club/punk',
      'https://rzh.club/indie',
    ]);
    const lectures = await extract(
      'Лекторий в библиотеке\n\n2 декабря\nО Врубеле\nНачало в 18:30\n\n9 декабря\nО Серове\nНачало в 19:00',
    );
    expect(starts(lectures)).toEqual(['2026-12-02T18:30:00+03:00', '2026-12-09T19:00:00+03:00']);
  });

  it('gives each item of a bill the price of its kind when a shared line prices by kind and time of day', async () => {
    const theatre = await extract(
      'Молодёжный театр — афиша на неделю 24–29 ноября\n\nВт 24.11, 19:00 — «Вишнёвый сад», 16+\nСб 28.11, 12:00 и 16:00 — «Кот в сапогах» (для детей от 4 лет)\nВс 29.11, 18:00 — премьера! «Дом, где разбиваются сердца», 18+\n\nЦены: вечерние спектакли 600–1500 ₽, детские 400 ₽',
    );
    expect(prices(theatre)).toEqual([
      [600, 1500],
      [400, 400],
      [400, 400],
      [600, 1500],
    ]);
    const cinema = await extract(
      'Кинотеатр «Заря», 5 декабря\n11:00 — «Снежная королева» (0+)\n14:00 — «Чародеи»\n19:30 — «Сталкер»\nБилеты: утренние и дневные сеансы 250 ₽; вечерние — 400 ₽',
    );
    expect(prices(cinema)).toEqual([
      [250, 250],
      [250, 250],
      [400, 400],
    ]);
    const puppets = await extract(
      'Кукольный театр, декабрь\n\n5 декабря, 11:00 — сказка «Морозко»\n12 декабря, 19:00 — «Гамлет» для взрослых\n\nВечерние показы — 700 ₽, детские — 300 ₽',
    );
    expect(prices(puppets)).toEqual([
      [300, 300],
      [700, 700],
    ]);
    // Prices of each item, not by kind: every item takes them all.
    const museum = await extract(
      'Музей, декабрь\n\n5 декабря, 12:00 — экскурсия «Купцы»\n12 декабря, 18:00 — лекция о самоварах\n\nБилет: взрослый 300 ₽, детский 150 ₽',
    );
    expect(prices(museum)).toEqual([
      [150, 300],
      [150, 300],
    ]);
  });

  it('reads a weekend digest under day headings as one event an item, each with its day, time and price', async () => {
    // The set's own: two days, two items a day, the time anywhere in the item.
    const digest = await extract(
      'Куда пойти на выходных в Мурманске ❄️\n\nСб 7.11\n🧠 «Северный мозгобой» в «Треске» — квиз на 8 раундов, старт в 19:00, 400 ₽ с человека.\n🌌 В «Меридиане» лекция «Откуда берётся сияние» — физика полярных огней. 16:00, вход свободный.\n\nВс 8.11\n🏃 Утренний забег вокруг Семёновского озера: сбор в 10:30 у лодочной станции, старт в 11:00. Бесплатно.\n🎬 «Норд» крутит «Сталкера» Тарковского на большом экране, 18:30, билет 350 ₽.',
      '2026-11-05T15:00:00Z',
      { timeZone: 'Europe/Moscow' },
    );
    expect(starts(digest)).toEqual([
      '2026-11-07T19:00:00+03:00',
      '2026-11-07T16:00:00+03:00',
      '2026-11-08T11:00:00+03:00',
      '2026-11-08T18:30:00+03:00',
    ]);
    expect(prices(digest)).toEqual([
      [400, 400],
      [0, 0],
      [0, 0],
      [350, 350],
    ]);
    // Other digests: day names in full with months, bullets, one item on one day.
    const weekend = await extract(
      'Афиша выходных\nСуббота, 5 декабря\n• Мастер-класс по росписи пряников в «Ладье», начало в 12:00, 600 ₽\n• Джазовый вечер в баре «Кран», с 20:00, вход 300 ₽\nВоскресенье, 6 декабря\n• Лекция о северном модерне в библиотеке, в 15:00, бесплатно',
    );
    expect(starts(weekend)).toEqual([
      '2026-12-05T12:00:00+03:00',
      '2026-12-05T20:00:00+03:00',
      '2026-12-06T15:00:00+03:00',
    ]);
    expect(prices(weekend)).toEqual([
      [600, 600],
      [300, 300],
      [0, 0],
    ]);
    const short = await extract(
      'Что делать в городе:\n\nПт 27.11\n— стендап в «Подвале» в 20:00, 500 ₽\n— квиз «Умники» в «Треске» в 19:30, 350 ₽\n\nСб 28.11\n— экскурсия по старому центру, в 13:00, 400 ₽\n— кинопоказ «Зеркала» в «Норде» в 18:00, 300 ₽',
    );
    expect(starts(short)).toEqual([
      '2026-11-27T20:00:00+03:00',
      '2026-11-27T19:30:00+03:00',
      '2026-11-28T13:00:00+03:00',
      '2026-11-28T18:00:00+03:00',
    ]);
  });

  it('reads the doors’ time over acts that name no kind of event as one evening from its first act', async () => {
    const evening = await extract(
      'Бар «Труба» зовёт на вечер гаражного рока\n5 декабря (сб)\nдвери 18:30\n19:30 — Бетономешалка\n20:45 — Сухой лёд\nвход 500',
    );
    expect(starts(evening)).toEqual(['2026-12-05T19:30:00+03:00']);
    expect(ends(evening)).toEqual([null]);
    // A night's first set with its own end: the night ends with the last set.
    const sets = await extract('Вечер DnB\n19 декабря (сб)\n22:00–23:30 Лис\n23:30–01:00 Ёж\n01:00–03:00 Барсук');
    expect(starts(sets)).toEqual(['2026-12-19T22:00:00+03:00']);
    expect(ends(sets)).toEqual(['2026-12-20T03:00:00+03:00']);
    // A show twice a day under the doors' time stays two events.
    const twice = await extract('Кукольный театр, 13 декабря\nвход с 11:30\n12:00 — «Репка»\n15:00 — «Репка»');
    expect(starts(twice)).toEqual(['2026-12-13T12:00:00+03:00', '2026-12-13T15:00:00+03:00']);
    // Items that name their kind stay events of their own, doors or not.
    const day = await extract(
      'Суббота, 12 декабря\nрегистрация 11:30\n12:00 — лекция о кино\n15:00 — мастер-класс по зинам',
    );
    expect(starts(day)).toEqual(['2026-12-12T12:00:00+03:00', '2026-12-12T15:00:00+03:00']);
    // A post that only cancels has nothing to go to; one that keeps an hour, or names another show, does.
    for (const notice of [
      'Уважаемые слушатели! Вечер романса 12 декабря отменён из-за болезни солистки. Билеты можно сдать в кассу.',
      'Сегодняшний квиз отменяется: в баре авария, нет света. Деньги за регистрацию вернём.',
    ])
      expect((await extract(notice)).events, notice).toEqual([]);
    const kept = await extract('Лекция 12 декабря в 16:00 отменена, лекция в 19:00 состоится. Вход свободный.');
    expect(starts(kept)).toEqual(['2026-12-12T19:00:00+03:00']);
    // «сегодня» in the story, beside a calendar date with its hour, is no second event.
    const story = await extract(
      'Лекция «Как строили плотину»\nО том, зачем город строил плотину и что от неё видно сегодня.\n14 декабря в 18:00, вход свободный',
    );
    expect(starts(story)).toEqual(['2026-12-14T18:00:00+03:00']);
    // The hall let in before the start: «вход в зал с …», «впуск с …».
    for (const doors of ['Вход в зал с 18:20', 'Впуск с 18:20'])
      expect(starts(await extract(`Органный вечер, 14 декабря\n${doors}. Начало в 19:00`)), doors).toEqual([
        '2026-12-14T19:00:00+03:00',
      ]);
  });

  it('reads a festival’s day headings with bills under its run as those bills’ events', async () => {
    const festival = await extract(
      'Фестиваль «Снежный ком» 12–13 декабря\n\n12 декабря\n14:00 — лекция о снежинках (библиотека, 200 ₽)\n18:00 — концерт «Метель» (ДК, 400–900 ₽)\n\n13 декабря\n11:00 — «Снежная баба», конкурс во дворе',
    );
    expect(starts(festival)).toEqual([
      '2026-12-12T14:00:00+03:00',
      '2026-12-12T18:00:00+03:00',
      '2026-12-13T11:00:00+03:00',
    ]);
    expect(ends(festival)).toEqual([null, null, null]);
  });

  it('makes each show of a day’s line split by « / » its own event', async () => {
    const week = await extract(
      'Драмтеатр, афиша 2–6 декабря\n🎭 2.12 (ср) 19:00 «Лес»\n🎭 5.12 (сб) 11:00 «Морозко» (0+) / 19:00 «Лес»\n🎭 6.12 (вс) 18:00 «Гроза»',
    );
    expect(starts(week)).toEqual([
      '2026-12-02T19:00:00+03:00',
      '2026-12-05T11:00:00+03:00',
      '2026-12-05T19:00:00+03:00',
      '2026-12-06T18:00:00+03:00',
    ]);
    expect(week.events.map((event) => event.title.value)).toEqual(['Лес', 'Морозко', 'Лес', 'Гроза']);
    // Items led by «В 14:00 —», and a length said of one show by its name: not the other's.
    const saturday = await extract(
      'Кукольный театр в субботу, 5 декабря:\nВ 12:00 — «Теремок» (0+), 300 ₽\nВ 17:00 — спектакль «Ревизор» (16+), 500 ₽\nПродолжительность «Ревизора» — 1,5 часа.',
    );
    expect(saturday.events.map((event) => [event.startsAt.value, event.endsAt.value, event.price.value?.min])).toEqual([
      ['2026-12-05T12:00:00+03:00', null, 300],
      ['2026-12-05T17:00:00+03:00', '2026-12-05T18:30:00+03:00', 500],
    ]);
    // Items led by a calendar's mark, each saying what happens after a dash.
    const games = await extract(
      'Волейбол, домашние игры\n📅 Сб, 5 декабря, 15:00 — «Сокол» — «Буревестник»\n📅 Вс, 6 декабря, 12:00 — «Сокол» — «Звезда»',
    );
    expect(games.events.map((event) => event.title.value)).toEqual(['«Сокол» — «Буревестник»', '«Сокол» — «Звезда»']);
    // An item that names no place is where the programme's other items are, not surely; a tour's stop is not.
    const twoNights = await extract(
      'Неделя джаза\n12 декабря, 20:00 — трио Олега Лыкова в «Синкопе»\n\n13 декабря, 20:00 — «Ночной джем»: играют все желающие',
    );
    expect(twoNights.events.map((event) => event.place.value?.id ?? null)).toEqual(['sinkopa', 'sinkopa']);
    expect(twoNights.events[1]?.place.confidence).toBeLessThan(0.8);
    const tour = await extract('Мы едем в тур!\n12 декабря, 20:00 — «Синкопа»\n13 декабря, 20:00 — Кстово, «Причал»');
    expect(tour.events.map((event) => event.place.value?.id ?? null)).toEqual(['sinkopa', null]);
    // «; » straight after the first show's age mark.
    const weekend = await extract('Афиша выходных\n▪️ Сб, 5.12 — 11:00 «Морозко», 0+; 19:00 «Лес», 16+');
    expect(weekend.events.map((event) => [event.startsAt.value, event.title.value])).toEqual([
      ['2026-12-05T11:00:00+03:00', 'Морозко'],
      ['2026-12-05T19:00:00+03:00', 'Лес'],
    ]);
  });

  it('makes a walk or a tour held on two days named one by one an event on each, and a festival one run', async () => {
    // The set's own: both days named with their dates, the gathering before the start.
    const tour = await extract(
      'Пешеходная экскурсия «Купеческая Кострома» 🏛\n\nПроводим в субботу 28 ноября и в воскресенье 29 ноября. Сбор в 11:45 у памятника Сусанину, стартуем ровно в 12:00. Длительность 2 часа.\n\nВзрослые — 500 ₽, детям до 7 лет бесплатно.',
      '2026-11-22T14:40:00Z',
    );
    expect(starts(tour)).toEqual(['2026-11-28T12:00:00+03:00', '2026-11-29T12:00:00+03:00']);
    expect(ends(tour)).toEqual(['2026-11-28T14:00:00+03:00', '2026-11-29T14:00:00+03:00']);
    // Other words: weekdays alone, «5 декабря и 6 декабря»; a festival over the weekend stays one run.
    const walk = await extract(
      'Прогулка с краеведом по Затону. Ведём в пятницу и в субботу, начало в 16:00, 400 ₽',
      '2026-11-22T14:40:00Z',
    );
    expect(starts(walk)).toEqual(['2026-11-27T16:00:00+03:00', '2026-11-28T16:00:00+03:00']);
    const river = await extract('Прогулка по набережной с краеведом: 5 декабря и 6 декабря, начало в 14:00, 300 ₽');
    expect(starts(river)).toEqual(['2026-12-05T14:00:00+03:00', '2026-12-06T14:00:00+03:00']);
    // Each date with its weekday in brackets.
    const lace = await extract('Урок вязания: 5 декабря (суббота) и 12 декабря (суббота), в 13:00. Длится 1,5 часа');
    expect(starts(lace)).toEqual(['2026-12-05T13:00:00+03:00', '2026-12-12T13:00:00+03:00']);
    expect(ends(lace)).toEqual(['2026-12-05T14:30:00+03:00', '2026-12-12T14:30:00+03:00']);
    const festival = await extract(
      'Фестиваль уличной еды «Вкусно» в субботу и воскресенье с 12:00 до 20:00',
      '2026-11-22T14:40:00Z',
    );
    expect(starts(festival)).toEqual(['2026-11-28T12:00:00+03:00']);
    expect(ends(festival)).toEqual(['2026-11-29T20:00:00+03:00']);
  });

  it('makes a sentence that turns to another day («А в воскресенье, 29-го, …») an event of its own', async () => {
    const concerts = await extract(
      'В пятницу, 27 ноября, в клубе «Маяк» — концерт трио «Северный ветер». Начало в 20:00. А в воскресенье, 29-го, в 12:00 там же — детский утренник с клоунами. Вход на оба концерта свободный.',
    );
    expect(starts(concerts)).toEqual(['2026-11-27T20:00:00+03:00', '2026-11-29T12:00:00+03:00']);
    expect(prices(concerts)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // Weekdays alone, and hours «с 11 до 14» in the second sentence.
    const hockey = await extract(
      'Хоккей. «Ястребы» принимают «Сов» в эту субботу в 17:00, Ледовый дворец. А в воскресенье с 11 до 14 там же открытый лёд для болельщиков. Вход на оба дня бесплатный!',
    );
    expect(starts(hockey)).toEqual(['2026-11-21T17:00:00+03:00', '2026-11-22T11:00:00+03:00']);
    expect(ends(hockey)).toEqual([null, '2026-11-22T14:00:00+03:00']);
    // A turn to a day without a time of its own is no second event.
    const workshop = await extract(
      'Мастер-класс по керамике 28 ноября в 12:00. А 5 декабря покажем обожжённые работы в чате.',
    );
    expect(starts(workshop)).toEqual(['2026-11-28T12:00:00+03:00']);
  });

  it('makes each line of a festival’s programme led by its day and time an event of its own', async () => {
    const programme = await extract(
      'ФЕСТИВАЛЬ УЛИЧНОГО ТЕАТРА «ДВОР» — 4–6 декабря\n\n4.12, 18:00 — открытие: спектакль «Ветер»\n5.12, 16:00 — «Кукольный дом» для детей\n6.12, 19:00 — закрытие и концерт оркестра',
    );
    expect(starts(programme)).toEqual([
      '2026-12-04T18:00:00+03:00',
      '2026-12-05T16:00:00+03:00',
      '2026-12-06T19:00:00+03:00',
    ]);
    // An opening said in a sentence keeps the festival one run.
    const run = await extract('Фестиваль уличного театра «Двор» — 4–6 декабря. Открытие 4 декабря в 18:00.');
    expect(starts(run)).toEqual(['2026-12-04T18:00:00+03:00']);
  });

  it('reads weekday headings under a weekend’s dates as the days of the items under them', async () => {
    const digest = await extract(
      'КУДА ПОЙТИ: 5–6 ДЕКАБРЯ\n\nСУББОТА\n— Маркет «Ёлка» в Доме печати, ежедневно с 11:00 до 19:00 (и в субботу, и в воскресенье)\n— Лекция о модерне в библиотеке, 15:00\n\nВОСКРЕСЕНЬЕ\n— Концерт хора в филармонии, 18:00',
    );
    expect(starts(digest)).toEqual([
      '2026-12-05T11:00:00+03:00',
      '2026-12-05T15:00:00+03:00',
      '2026-12-06T18:00:00+03:00',
    ]);
    expect(ends(digest)).toEqual(['2026-12-06T19:00:00+03:00', null, null]);
  });

  it('makes a line led by a weekday with its own time another day’s event beside a line of «завтра»', async () => {
    // Thursday 3 December 2026: «завтра» is the 4th, «в воскресенье» the 6th.
    const bar = await extract(
      'Бар «Шестерёнка» 🍻\nзавтра — турнир по дартсу, старт в 19:00, вход свободный\nв воскресенье — вечер настольных игр, 17:00, вход 100 ₽',
      '2026-12-03T07:00:00Z',
    );
    expect(starts(bar)).toEqual(['2026-12-04T19:00:00+03:00', '2026-12-06T17:00:00+03:00']);
    // A run's hours by weekday are no events of their own.
    const fair = await extract('Ярмарка мастеров, 12–13 декабря\nСб 11:00–19:00, вс 11:00–17:00. Вход свободный');
    expect(fair.events).toHaveLength(1);
  });

  it('keeps a digest’s item without a time on a day another item has, and a sentence turning to that day', async () => {
    const digest = await extract(
      'Афиша выходных 19–20 декабря\n🎻 19 декабря, 18:00 — концерт камерного оркестра, 500 ₽\n🎨 20 декабря, 12:00 — мастер-класс по росписи пряников, 800 ₽\n🏛 20 декабря — ночь музеев в краеведческом, вход свободный',
      '2026-12-15T07:00:00Z',
    );
    expect(starts(digest)).toEqual([
      '2026-12-19T18:00:00+03:00',
      '2026-12-20T12:00:00+03:00',
      '2026-12-20T00:00:00+03:00',
    ]);
    expect(digest.events[2]?.startTimeKnown).toBe(false);
    const weekend = await extract(
      'Выходные 19–20 декабря:\n• квиз в баре «Пятый угол» (сб, 19:00)\n• лекция о модерне в библиотеке (вс, 15:00)\n\nА ещё в воскресенье в парке пройдёт забег Дедов Морозов.',
      '2026-12-15T07:00:00Z',
    );
    expect(starts(weekend)).toEqual([
      '2026-12-19T19:00:00+03:00',
      '2026-12-20T15:00:00+03:00',
      '2026-12-20T00:00:00+03:00',
    ]);
    // A day said again without a time, in passing, is still the same event.
    const concert = await extract('Концерт «Зимние песни»\n19 декабря, 18:00 — филармония\nЖдём вас 19 декабря!');
    expect(concert.events).toHaveLength(1);
  });

  it('reads an opening day without an hour said before the run as the run’s first day', async () => {
    const exhibition = await extract(
      'В доме-музее 4 декабря откроется выставка «Старые открытки».\nВыставка работает с 4 декабря по 31 января, вт–вс с 11:00 до 19:00.',
    );
    expect(starts(exhibition)).toEqual(['2026-12-04T11:00:00+03:00']);
    expect(ends(exhibition)).toEqual(['2027-01-31T19:00:00+03:00']);
  });

  it('reads a festival’s days one under another, each with its hours only, as one run', async () => {
    const festival = await extract(
      'Фестиваль горячего шоколада на набережной\n🗓 19 декабря — с 11:00 до 21:00\n🗓 20 декабря — с 11:00 до 18:00\nВход свободный',
    );
    expect(starts(festival)).toEqual(['2026-12-19T11:00:00+03:00']);
    expect(ends(festival)).toEqual(['2026-12-20T18:00:00+03:00']);
    // Days with names of their own stay events of their own.
    const concerts = await extract(
      'Фестиваль «Зимний джаз»\n19 декабря, 19:00–22:00 — трио Олега Лосева\n20 декабря, 19:00–22:00 — квартет «Северный ветер»',
    );
    expect(concerts.events).toHaveLength(2);
    // Days sold apart are events of their own.
    const sold = await extract(
      'Фестиваль горячего шоколада на набережной\n🗓 19 декабря — с 11:00 до 21:00\n🗓 20 декабря — с 11:00 до 18:00\nБилет на день 300 ₽',
    );
    expect(sold.events).toHaveLength(2);
  });

  it('reads a film week’s daily sessions as one run of days, its hours left to a person', async () => {
    const week = await extract(
      'Неделя корейского кино в «Спутнике» — с 1 по 7 декабря. Сеансы ежедневно в 16:00 и 19:30, билет 300 ₽',
    );
    expect(week.events).toHaveLength(1);
    expect(week.events[0]?.startsAt.value).toBe('2026-12-01T00:00:00+03:00');
    expect(week.events[0]?.startTimeKnown).toBe(false);
    expect(week.events[0]?.endsAt.value).toBe('2026-12-07T23:59:00+03:00');
  });

  it('reads the parts of an evening sold as one («всё вместе — 500 ₽») as one event, from the first to the last end', async () => {
    const evening = await extract(
      'Танго в «Маяке»\n\nПятница, 11 декабря:\n18:30 — урок для начинающих\n19:30–22:30 — милонга под живой оркестр\n\nВсё вместе — 500 ₽',
    );
    expect(starts(evening)).toEqual(['2026-12-11T18:30:00+03:00']);
    expect(ends(evening)).toEqual(['2026-12-11T22:30:00+03:00']);
  });

  it('starts a night with its named warm-up set, and gives a bill’s item its length said after its kind in brackets', async () => {
    const night = await extract(
      'СБ, 12.12 | КОТЁЛ\nГЛУБИНА\n\n22:00 — Lena Frost (warm up)\n23:30 — ORBITA\n01:00 — 04:00 — Mars b2b Venus\n\nВход 400 ₽',
    );
    expect(starts(night)).toEqual(['2026-12-12T22:00:00+03:00']);
    expect(ends(night)).toEqual(['2026-12-13T04:00:00+03:00']);
    const bill = await extract(
      'Театр «Чердак» — декабрь\n\n04.12 пт 19:00 «Шинель» (моноспектакль, 1 ч 10 мин)\n05.12 сб 18:00 «Дядя Ваня»\n\nБилеты 500–1500 ₽',
    );
    expect(ends(bill)).toEqual(['2026-12-04T20:10:00+03:00', null]);
  });

  it('keeps a tour at its own hour during an exhibition’s run as an event of its own', async () => {
    const museum = await extract(
      'Художественный музей\n\nС 25 ноября по 31 января — выставка «Узоры Севера».\nЧасы работы: ср–вс, 11:00–19:00. Билет 300 ₽.\n\n2 декабря в 17:00 — лекция куратора о северной вышивке. Вход 200 ₽.',
    );
    expect(starts(museum)).toEqual(['2026-11-25T11:00:00+03:00', '2026-12-02T17:00:00+03:00']);
  });

  it('keeps two digest items of one day, one without an hour', async () => {
    const digest = await extract(
      'Куда пойти в выходные\n\n🎭 сб 21.11, 19:00 — спектакль «Старший сын» в ТЮЗе, 500 ₽\n🌲 вс 22.11 — лыжная прогулка в парке, сбор весь день\n🎹 вс 22.11, 17:00 — фортепианный вечер в филармонии, от 400 ₽',
    );
    expect(starts(digest)).toEqual([
      '2026-11-21T19:00:00+03:00',
      '2026-11-22T00:00:00+03:00',
      '2026-11-22T17:00:00+03:00',
    ]);
  });

  it('drops a date and a name the sentence cancels, though their clause does not say so', async () => {
    const notice = await extract(
      'Изменения в афише!\nКонцерт хора «Лада», запланированный на 24 ноября, отменяется из-за болезни солистки. Билеты можно сдать до 1 декабря.\nКонцерт ансамбля «Весна» 27 ноября в 19:00 состоится.',
    );
    expect(starts(notice)).toEqual(['2026-11-27T19:00:00+03:00']);
    expect(notice.events[0]?.title.value).toContain('Весна');
  });
});

describe('which line titles the post, and how a bill splits', () => {
  const titles = (result: AnnouncementExtraction) => result.events.map((event) => event.title.value);

  it('passes over a question to the readers to the line that names the event', async () => {
    const post = await extract(
      'Соскучились по живому звуку? 🎷\nКвартет «Северный ветер» — 4 декабря, 19:00, клуб «Лофт».\nБилеты 500 ₽',
    );
    expect(titles(post)).toEqual(['Северный ветер']);
    const premiere = await extract(
      'Что, если бы сказка случилась у нас во дворе? 🤔\nТеатр юного зрителя представляет премьеру — «Старый двор».\n5 декабря в 12:00. Билеты 300 ₽',
    );
    expect(titles(premiere)).toEqual(['Старый двор']);
  });

  it('passes over a question that quotes a word, a slogan, and a story under a shouted name', async () => {
    const lecture = await extract(
      'Почему Тверь звали «северной столицей» торговли? 🤔\n\nПриходите на лекцию краеведа «Тверь купеческая: лавки и судьбы».\n23 января, 13:00, музей.',
    );
    expect(titles(lecture)).toEqual(['Тверь купеческая: лавки и судьбы']);
    const walk = await extract(
      'Зима — время гулять! ❄️\n\n3 января в 12:00 — пешеходная экскурсия «Старый город»: дома купцов и история ярмарок.\nБилет 200 ₽.',
    );
    expect(titles(walk)[0]).toContain('Старый город');
    const race = await extract(
      '⛷ ЗИМНИЙ ЗАБЕГ — 2027\n\nГород выходит на старт! Массовая гонка пройдёт в субботу, 13 февраля, в парке.\nСтарт в 11:00.',
    );
    expect(titles(race)[0]?.toLowerCase()).toBe('зимний забег — 2027');
    const ski = await extract('❄️ ЗИМНИЙ ЗАБЕГ — 2027 ❄️\n13 февраля, лыжная база «Сосна».\nСтарт в 11:00.');
    expect(titles(ski)[0]?.toLowerCase()).toBe('зимний забег — 2027');
    const rink = await extract(
      'Открытие катка в парке! ⛸\nВ субботу, 28 ноября, в 16:00 — праздничная программа, горячий чай.',
    );
    expect(titles(rink)).toEqual(['Открытие катка в парке']);
  });

  it('names the show under a plural heading of its season, on its own line or after its kind', async () => {
    const alone = await extract(
      '🎄 Новогодние спектакли в Доме культуры\n«Снеговик ищет друга»\n📅 28 декабря — 11:00\n📅 3 января — 12:00\nБилет 400 ₽',
    );
    expect(titles(alone)).toEqual(['Снеговик ищет друга', 'Снеговик ищет друга']);
    const sentence = await extract(
      '🎄 НОВОГОДНИЕ ЁЛКИ В ДК 🎄\n\nСказочные герои зовут ребят на представление «Тайна старого сундука» и хоровод!\n\n28 декабря — 11:00\nБилет 500 ₽',
    );
    expect(titles(sentence)).toEqual(['Тайна старого сундука']);
  });

  it('counts a borrowed kind in the singular, and gives each item of a series its topic', async () => {
    const games = await extract('Квизы снова с нами!\nИгры: 2 декабря и 9 декабря — в 19:30.\nУчастие 300 ₽');
    expect(titles(games)).toEqual(['Квиз', 'Квиз']);
    const series = await extract(
      'КВИЗЫ В «МАЯКЕ» — ДЕКАБРЬ\nср 2.12 — советское кино\nср 9.12 — зимний\nСтарт в 19:30, 300 ₽',
    );
    expect(titles(series)).toEqual(['Квиз: советское кино', 'Зимний квиз']);
  });

  it('reads a digest’s items led by a pin and a day', async () => {
    const plan = await extract(
      'Библиотека: план на декабрь\n📍 3.12, 12:00 — литературный вечер «Стихи о зиме»\n📍 10.12, 16:00 — мастер-класс «Снежинка»\nВход свободный.',
    );
    expect(titles(plan)).toHaveLength(2);
    expect(titles(plan)[0]).toContain('Стихи о зиме');
    expect(titles(plan)[1]).toContain('Снежинка');
  });

  it('takes no event from a closed day, a street named by a date or a date in a hashtag', async () => {
    const week = await extract(
      '«Погреб» — неделя 7–13 декабря\nчт 10 — квиз «Зимний», 20:00\nпт 11 — концерт группы «Лёд», 21:00\nвс 13 — закрыто на спецобслуживание',
    );
    expect(week.events).toHaveLength(2);
    const street = await extract(
      'Литературный вечер «Стихи о войне»\n21 февраля, 15:00\nБиблиотека, ул. 8 Марта, 4\n#вечер #23февраля',
    );
    expect(starts(street)).toEqual(['2027-02-21T15:00:00+03:00']);
  });

  it('keeps an event a cancelling post says is still on', async () => {
    const notice = await extract(
      'Друзья, концерт группы «Ветер» 25 ноября отменяется — солист заболел.\n\nКвиз «Знатоки» в субботу проходит по плану, ждём команды!',
    );
    expect(starts(notice)).toEqual(['2026-11-21T00:00:00+03:00']);
    expect(notice.events[0]?.title.value).toContain('Знатоки');
  });

  it('takes the holiday a first line dates for no event when the event is on another day', async () => {
    const holiday = await extract(
      '8 МАРТА — ДЛЯ МАМ 💐\n\n7 марта в 16:00 в ДК — праздничный концерт «Весна идёт».\nБилеты 300 ₽',
    );
    expect(starts(holiday)).toEqual(['2027-03-07T16:00:00+03:00']);
  });

  it('names a bare kind by the name shouted alone above it', async () => {
    const fest = await extract(
      'ЗИМНИЙ ГРОХОТ 🤘\nФестиваль 11–12 декабря! 6 групп.\nНачало в 18:00 оба дня.\nБилет 500 ₽',
    );
    expect(titles(fest)[0]).toBe('Фестиваль «Зимний грохот»');
  });

  it('takes a name shouted alone for the event when the next line only asks the readers', async () => {
    const party = await extract(
      '🎈 ЗИМНИЙ КАРНАВАЛ 🎈\nСкучно в январе? Не беда — у нас вечеринка в костюмах!\nСуббота, 16.01, с 21:00\nВход 300 ₽',
    );
    expect(titles(party)).toEqual(['Зимний карнавал']);
  });

  it('reads past a kind or a genre shouted alone to the event the next line names, not to a venue', async () => {
    const punk = await extract(
      'СИБИРСКИЙ ПАНК 🤘\nГруппа «Ржавчина» везёт новый альбом.\n5 марта, начало в 20:00\nВход 500 ₽',
    );
    expect(titles(punk)).toEqual(['Ржавчина']);
    const mic = await extract('СТЕНДАП 🎤\nОткрытый микрофон «Без фильтров» — 30 октября, 19:00.\nВход 400 ₽');
    expect(titles(mic)).toEqual(['Открытый микрофон «Без фильтров»']);
    const battle = await extract('КАРАОКЕ-БАТТЛ 🎤\nВ пятницу, 4.12, в 20:00 — кафе «Встреча».\nВход 150 р.');
    expect(titles(battle)[0]?.toLowerCase()).toBe('караоке-баттл');
  });

  it('keeps a film named like a venue when an age mark follows it', async () => {
    const day = await extract(
      'КИНО В КЛУБЕ 🍿\n12 декабря (сб):\n16:00 — «Лесная сказка» 6+ — 200 р.\n18:30 — «Маяк» 12+ — 250 р.',
      undefined,
      {
        places: async () => [{ id: 'mayak', name: 'Клуб «Маяк»', aliases: ['Маяк'], address: 'Тверь, улица Мира, 1' }],
      },
    );
    expect(titles(day)).toEqual(['Лесная сказка', 'Маяк']);
  });

  it('titles the stages of a competition by the competition, and a final by its stage', async () => {
    const cup = await extract(
      '🎿 КУБОК ГОРОДА ПО ЛЫЖНЫМ ГОНКАМ — этапы\n1 этап — 6 декабря, свободный стиль\n2 этап — 20 декабря, классический стиль\nСтарт в 12:00.',
    );
    expect(titles(cup)).toEqual(['КУБОК ГОРОДА ПО ЛЫЖНЫМ ГОНКАМ: 1 этап', 'КУБОК ГОРОДА ПО ЛЫЖНЫМ ГОНКАМ: 2 этап']);
    const games = await extract(
      '🏒 ПЕРВЕНСТВО РАЙОНА ПО ХОККЕЮ\nСб 19.12: 12:00 «Искра» — «Факел»\nВс 20.12: 12:00 — финал\nВход свободный.',
    );
    expect(titles(games)).toEqual(['«Искра» — «Факел»', 'Финал']);
    const cupMatch = await extract(
      '🏆 Кубок области\nФК «Искра» — «Факел» (Ржев)\n1 мая, 15:00, стадион\nБилеты — 100 ₽',
    );
    expect(titles(cupMatch)[0]).toContain('«Искра» — «Факел»');
  });

  it('titles the stops of a band’s tour a dash puts after the band as the band’s concert', async () => {
    const tour = await extract(
      'Группа «Северный лёд» — тур «Метель» по области!\n4.12 — Торжок, клуб «Сцена»\n5.12 — Ржев, ДК\nНачало в 19:00.',
    );
    expect(titles(tour)).toEqual(['Концерт группы «Северный лёд»', 'Концерт группы «Северный лёд»']);
  });

  it('plays each day of a line at its own hour when day and hour alternate', async () => {
    const cinema = await extract(
      'Кинотеатр «Север» — афиша\n\n«Тайга» — 26.11 в 19:00, 28.11 в 21:00 (300 ₽)\n«Мишка» — 28.11 и 29.11 в 11:00',
    );
    expect(starts(cinema)).toEqual([
      '2026-11-26T19:00:00+03:00',
      '2026-11-28T21:00:00+03:00',
      '2026-11-28T11:00:00+03:00',
      '2026-11-29T11:00:00+03:00',
    ]);
    const shows = await extract(
      '«Зимняя сказка» — спектакль для детей\nСеансы: 27 декабря — 11:00 и 14:00, 29 декабря — 12:00.',
    );
    expect(starts(shows)).toEqual([
      '2026-12-27T11:00:00+03:00',
      '2026-12-27T14:00:00+03:00',
      '2026-12-29T12:00:00+03:00',
    ]);
  });

  it('plays a bill line’s weekdays of the heading’s days, each at the hour after it', async () => {
    const cinema = await extract(
      'Кинотеатр «Луч» | 26–29 ноября\n\n🎞 «Лесная сказка» 6+ — чт в 15:00; сб, вс в 11:00\n🎞 «Полярный рейс» 12+ — пт 19:00, сб 21:00',
    );
    expect(starts(cinema)).toEqual([
      '2026-11-26T15:00:00+03:00',
      '2026-11-28T11:00:00+03:00',
      '2026-11-29T11:00:00+03:00',
      '2026-11-27T19:00:00+03:00',
      '2026-11-28T21:00:00+03:00',
    ]);
    // Weekdays as a run are a place's hours, no sessions.
    const hours = await extract('Выставка «Старый порт», 26–29 ноября\nчт–вс 11:00–19:00, билет 200 ₽');
    expect(hours.events).toHaveLength(1);
  });

  it('names a series’ game whose theme is a quoted adjective by the series and the theme', async () => {
    const quiz = await extract(
      'ЗИМНИЙ КВИЗ-МАРАФОН В «ПРИЧАЛЕ» 🦉\nИгры по средам в 19:00:\n2.12 — «Кино и сериалы»\n9.12 — «Зимний»\n300 ₽ с игрока',
    );
    expect(titles(quiz)).toEqual(['Кино и сериалы', 'Квиз-марафон: «Зимний»']);
  });

  it('repeats an event on a day said to be at the same hours', async () => {
    const lesson = await extract(
      'Танго в ДК «Заря»!\nПробное занятие — в субботу, 28 ноября, 18:00–19:30. Повторим 5 декабря в то же время.\nВход 300 ₽.',
    );
    expect(starts(lesson)).toEqual(['2026-11-28T18:00:00+03:00', '2026-12-05T18:00:00+03:00']);
    expect(ends(lesson)).toEqual(['2026-11-28T19:30:00+03:00', '2026-12-05T19:30:00+03:00']);
  });

  it('makes no event of a digest’s day that has nothing on', async () => {
    const week = await extract(
      'Афиша на неделю (23–29 ноября)\n\nПН 23.11 — тишина 🙂\nВТ 24.11, 18:00 — лекция «Старые мосты» в музее\nЧТ 26.11, 19:00 — квиз в баре «Гавань»',
    );
    expect(starts(week)).toEqual(['2026-11-24T18:00:00+03:00', '2026-11-26T19:00:00+03:00']);
  });

  it('puts a club meeting in a library’s programme at the library, not at a place named like the club', async () => {
    const library = await extract(
      'Следующая неделя в городской библиотеке (Мира, 1)\nпн, 7.12, 14:00 — чтения для школьников: «Каменный цветок»\nср, 9.12, 17:30 — клуб «Пристань»: как строили пристань\nпт, 11.12, 18:00 — вечер литклуба «Пристань» «Стихи о реке»\nсб, 12.12, 12:00 — клуб «Вязальщица»: шарфы и варежки',
      undefined,
      {
        places: async () => [
          { id: 'lib', name: 'Городская библиотека', aliases: ['библиотека'], address: 'Тверь, улица Мира, 1' },
          { id: 'bar', name: 'Бар «Пристань»', aliases: ['Пристань'], address: 'Тверь, улица Речная, 5' },
        ],
      },
    );
    expect(library.events.map((event) => event.place.value?.id ?? null)).toEqual(['lib', 'lib', 'lib', 'lib']);
  });

  it('makes an exhibition’s opening at its hour and the run it opens two events, each at its own price', async () => {
    const museum = await extract(
      'Музей приглашает на открытие выставки «Старые ремёсла».\nОткрытие — 10 декабря в 16:00, вход свободный.\nВыставка продлится до 20 февраля. Билет — 150 ₽.',
    );
    expect(starts(museum)).toEqual(['2026-12-10T16:00:00+03:00', '2026-12-10T00:00:00+03:00']);
    expect(ends(museum)[1]).toContain('2027-02-20');
    expect(prices(museum)).toEqual([
      [0, 0],
      [150, 150],
    ]);
  });
});

describe('days said by words, repeats and digests', () => {
  const titles = (result: AnnouncementExtraction) => result.events.map((event) => event.title.value);

  it('puts a line «в тот же день в …» and a line that turns with «А в …» on the day above them', async () => {
    const day = await extract(
      '2 декабря (ср) в 12:00 — кукольный спектакль «Колобок», билет 300 ₽\nв тот же день в 16.00 — мастер-класс по лепке из глины\n\nА в 19:00 — концерт камерного оркестра «Струны», вход 500 ₽',
    );
    expect(starts(day)).toEqual([
      '2026-12-02T12:00:00+03:00',
      '2026-12-02T16:00:00+03:00',
      '2026-12-02T19:00:00+03:00',
    ]);
    expect(titles(day)[1]).toBe('Мастер-класс по лепке из глины');
  });

  it('gives a repeat of a show the show’s name and price', async () => {
    const show = await extract(
      '1 декабря в 11:00 — сказка «Морозко» для малышей, билет 250 ₽\nв тот же день в 14.00 — повтор для второй смены',
    );
    expect(starts(show)).toEqual(['2026-12-01T11:00:00+03:00', '2026-12-01T14:00:00+03:00']);
    expect(titles(show)).toEqual(['Морозко', 'Морозко']);
    expect(prices(show)).toEqual([
      [250, 250],
      [250, 250],
    ]);
  });

  it('reads «А в воскресенье в …» beside a dated line as another day’s event, and keeps «Завтра» beside it', async () => {
    const week = await extract(
      'Завтра у нас джазовое трио «Синкопа», начало в 20:00, вход 400 ₽\n\nА в воскресенье в 18:00 — вечер настольных игр, вход свободный',
    );
    expect(starts(week)).toEqual(['2026-11-21T20:00:00+03:00', '2026-11-22T18:00:00+03:00']);
  });

  it('keeps a digest whose one item was moved from another day a digest, not a postponement', async () => {
    const digest = await extract(
      'Куда сходить в выходные\n• Сб 28.11, 18:00 — спектакль «Лес» в драмтеатре\n• Сб 28.11, 20:00 — концерт «Полёт» (перенесён с 14.11)\n• Вс 29.11, 12:00 — лыжный забег в парке',
    );
    expect(digest.postponed).toBe(false);
    expect(digest.events).toHaveLength(3);
  });

  it('reads sessions set apart by bars as starts of their own', async () => {
    const sessions = await extract('Новогодняя сказка «Щелкунчик»\n26 декабря: 11:00 | 14:00 | 17:00\nБилет 500 ₽');
    expect(starts(sessions)).toEqual([
      '2026-12-26T11:00:00+03:00',
      '2026-12-26T14:00:00+03:00',
      '2026-12-26T17:00:00+03:00',
    ]);
  });

  it('plays each session on each of two days joined with bare weekdays', async () => {
    const bill = await extract(
      'Афиша ДК\n24.12 чт 18:00 — концерт хора «Лира» | 200 ₽\n26.12 сб и 27.12 вс, 10:00 и 12:00 — ёлка «Снежинка» | 400 ₽',
    );
    expect(starts(bill)).toEqual([
      '2026-12-24T18:00:00+03:00',
      '2026-12-26T10:00:00+03:00',
      '2026-12-26T12:00:00+03:00',
      '2026-12-27T10:00:00+03:00',
      '2026-12-27T12:00:00+03:00',
    ]);
  });

  it('makes no event of a bar’s menu, its business lunch or a private party on a day of its week', async () => {
    const week = await extract(
      'Паб «Якорь», эта неделя\nчт 3.12 — квиз «Умники», 19:00, 300 ₽\nпт 4.12 — «Сет рыбный»: мидии, кальмары — 1800 ₽ на двоих\nсб 5.12 — закрытое мероприятие\n\nБизнес-ланчи по будням с 12 до 15 — 390 ₽',
    );
    expect(starts(week)).toEqual(['2026-12-03T19:00:00+03:00']);
  });

  it('makes no event of a weigh-in on the day before, nor of the day the results are told', async () => {
    const tournament = await extract(
      'Турнир по самбо среди юниоров\n5 и 6 декабря, спорткомплекс «Олимп»\nВзвешивание 4 декабря с 15:00 до 17:00\nНачало схваток в 11:00 оба дня\nИтоги — 8 декабря в группе клуба',
    );
    expect(starts(tournament)).toEqual(['2026-12-05T11:00:00+03:00', '2026-12-06T11:00:00+03:00']);
  });

  it('makes the run an exhibition’s opening line tells of an event after the opening, under the exhibition’s name', async () => {
    const week = await extract(
      'Музей: неделя\n📌 1 декабря (вт), 16:00 — лекция «Старый порт»\n📌 3 декабря (чт), 17:00 — открытие выставки «Лён и глина». Выставка будет работать до 15 января\n📌 5 декабря (сб), 12:00 — квест «Ключ»',
    );
    expect(starts(week)).toEqual([
      '2026-12-01T16:00:00+03:00',
      '2026-12-03T17:00:00+03:00',
      '2026-12-03T00:00:00+03:00',
      '2026-12-05T12:00:00+03:00',
    ]);
    expect(ends(week)[2]).toContain('2027-01-15');
    expect(titles(week)[2]).toBe('Лён и глина');
  });
  it('plays a bill under two listed days on each, a gathering in brackets not taken for an item’s start', async () => {
    const beach = await extract(
      'Зимние воскресенья на катке — 6 и 13 декабря:\n⛸ 12:00 — катание с тренером (сбор в 11:40 у проката) — бесплатно\n🎶 16:00–20:00 — ледовая дискотека, вход 300 ₽',
    );
    expect(starts(beach)).toEqual([
      '2026-12-06T12:00:00+03:00',
      '2026-12-06T16:00:00+03:00',
      '2026-12-13T12:00:00+03:00',
      '2026-12-13T16:00:00+03:00',
    ]);
  });

  it('reads a bare weekday item in a week whose heading is a run of days over dated items', async () => {
    const week = await extract(
      'Бар «Рельсы», неделя 23–29 ноября\n\nвт — открытый микрофон с 19:00, вход свободный\nчт 26.11 — квиз «Эрудит», 20:00, 300 ₽\nпт 27.11 — группа «Шпалы», 21:00, вход 400 ₽',
    );
    expect(starts(week)).toEqual([
      '2026-11-24T19:00:00+03:00',
      '2026-11-26T20:00:00+03:00',
      '2026-11-27T21:00:00+03:00',
    ]);
  });
  it('makes a camp training twice a day over a week one event, from the first hour to the last day’s last', async () => {
    const camp = await extract(
      'Футбольный лагерь «Старт»\n4–10 января, занятия два раза в день: 9:00–11:00 и 15:00–17:00\nСтадион «Труд», 5000 ₽ за смену',
    );
    expect(starts(camp)).toEqual(['2027-01-04T09:00:00+03:00']);
    expect(ends(camp)).toEqual(['2027-01-10T17:00:00+03:00']);
  });
  it('reads the times under «Программа …:» below one day as one event’s programme, not a bill', async () => {
    const race = await extract(
      'Новогодний забег\n1 января, парк Победы\nПрограмма забега:\n10:00 — старт детей (1 км)\n11:00 — старт взрослых, 5 км\nУчастие бесплатное',
    );
    expect(starts(race)).toEqual(['2027-01-01T10:00:00+03:00']);
  });
  it('makes no event of a place’s new hours beside a workshop, nor of a hire’s hours under a day', async () => {
    const cafe = await extract(
      'Кофейня «Пенка»\nС 1 декабря мы работаем по новому графику: пн–пт 9:00–20:00\nВ это воскресенье в 12:00 — мастер-класс по выпечке имбирного печенья, 900 ₽',
    );
    expect(starts(cafe)).toEqual(['2026-11-22T12:00:00+03:00']);
    const slope = await extract(
      'Открытие горки!\n5 декабря (сб):\n11:00 — спуски на ватрушках для всех желающих, 200 ₽\n14:00 — конкурс снеговиков, бесплатно\n\nПрокат ватрушек работает с 10:00 до 18:00 — 150 ₽/час',
    );
    expect(starts(slope)).toEqual(['2026-12-05T11:00:00+03:00', '2026-12-05T14:00:00+03:00']);
  });
  it('reads the timetable inside a date line’s own hours as that evening’s programme', async () => {
    const evening = await extract(
      '«Зимний бал в библиотеке»\n12 декабря, с 17:00 до 21:00\n17:00 — встреча гостей\n18:00 — урок вальса\n19:30 — викторина «Классики»\nВход 300 ₽',
    );
    expect(starts(evening)).toEqual(['2026-12-12T17:00:00+03:00']);
    expect(ends(evening)).toEqual(['2026-12-12T21:00:00+03:00']);
  });
  it('reads a town festivity’s parts ending in a firework as one event, but not items with places of their own', async () => {
    const festivity = await extract(
      'Гуляем на Рождество!\n7 января, площадь у ДК:\n13:00 — катание на санях\n14:00 — выступление хора ветеранов\n16:00 — праздничный фейерверк\nВход свободный',
    );
    expect(starts(festivity)).toEqual(['2027-01-07T13:00:00+03:00']);
    const apart = await extract(
      'Праздник посёлка, 7 января:\n12:00 — молебен у часовни на Набережной\n14:00 — концерт «Рождественские колокола»\n17:00 — салют над прудом',
    );
    expect(apart.events).toHaveLength(3);
  });
  it('makes no event of a place’s hours told with their days beside the events of a holiday week', async () => {
    const week = await extract(
      'Библиотека в каникулы:\n3 января, 11:00 — громкие чтения для малышей\n4 января, 15:00 — настольные игры\nБиблиотека работает 3–7 января с 11:00 до 17:00.',
    );
    expect(starts(week)).toEqual(['2027-01-03T11:00:00+03:00', '2027-01-04T15:00:00+03:00']);
  });
  it('gives a show played again the length its first time said', async () => {
    const shows = await extract(
      'Театр-студия в январе:\n3 января, 12:00 — сказка «Морозко» (длительность 50 минут), 300 ₽\n4 января, 16:00 — спектакль «Дядя Ваня», 500 ₽\n5 января, 12:00 — сказка «Морозко», 300 ₽',
    );
    expect(ends(shows)).toEqual(['2027-01-03T12:50:00+03:00', null, '2027-01-05T12:50:00+03:00']);
  });
  it('makes an event a day of a run whose start another line says of both days, or whose sessions are as many as its days', async () => {
    const cup = await extract(
      'Кубок города по мини-футболу\n28–29 ноября, спортзал «Заря»\nИгры начинаются в 11:00 оба дня',
    );
    expect(starts(cup)).toEqual(['2026-11-28T11:00:00+03:00', '2026-11-29T11:00:00+03:00']);
    const course = await extract(
      'Онлайн-курс «Спокойный сон»\n3 занятия — с 1 по 3 декабря, каждый вечер в 20:00\nСсылка придёт после записи',
    );
    expect(starts(course)).toEqual([
      '2026-12-01T20:00:00+03:00',
      '2026-12-02T20:00:00+03:00',
      '2026-12-03T20:00:00+03:00',
    ]);
  });
  it('makes an exhibition said to open at an hour, its works hanging to a later day, an opening and a run', async () => {
    const show = await extract(
      'Выставка фотографий «Северный свет» откроется в библиотеке 27 ноября в 17:00!\nСнимки будут висеть в читальном зале до 20 декабря. Вход свободный.',
    );
    expect(starts(show)).toEqual(['2026-11-27T17:00:00+03:00', '2026-11-27T00:00:00+03:00']);
    expect(show.events[1]?.startTimeKnown).toBe(false);
    expect(show.events[1]?.endsAt.value?.slice(0, 10)).toBe('2026-12-20');
    // The one price, said after the run, is the opening's too.
    expect(prices(show)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('which dated lines are events of their own', () => {
  it('takes the lines of each day under a heading that names those days together, not the heading', async () => {
    const bar = await extract(
      'Бар «Пристань» 🎸 Сегодня и завтра — вечера живого звука!\nСегодня — гитарист Илья\nЗавтра — трио «Клён»\nНачало в 21:00',
    );
    expect(starts(bar)).toEqual(['2026-11-20T21:00:00+03:00', '2026-11-21T21:00:00+03:00']);
    expect(bar.events[0]?.title.value).toMatch(/Илья/u);
    expect(bar.events[1]?.title.value).toBe('Клён');
  });
  it('makes no event of days a place offers to book for a party of one’s own', async () => {
    const cafe = await extract(
      'Кафе «Сосна»: 27 ноября в 19:00 — вечер романса, вход свободный.\nБанкеты к Новому году — свободные даты 18 и 25 декабря!',
    );
    expect(starts(cafe)).toEqual(['2026-11-27T19:00:00+03:00']);
  });
  it('makes no event of the hours of a post that gives a place’s hours beside an event', async () => {
    const gym = await extract(
      'Бассейн «Волна»: режим работы в праздники\n31.12 — до 15:00\n02.01–06.01 — с 9:00 до 21:00\n\n5 января в 12:00 — весёлые старты для детей.',
    );
    expect(starts(gym)).toEqual(['2027-01-05T12:00:00+03:00']);
    expect(gym.events[0]?.title.value).toMatch(/старты/u);
  });
  it('keeps a final on one of a tournament’s own days inside that day’s event', async () => {
    const cup = await extract(
      'Турнир по мини-футболу среди ветеранов\n5 и 6 декабря, спортзал «Заря». Начало игр в 11:00.\nФинал — 6 декабря, около 16:00.',
    );
    expect(starts(cup)).toEqual(['2026-12-05T11:00:00+03:00', '2026-12-06T11:00:00+03:00']);
  });
  it('reads an open day as an event, and a master class during a fair’s days as one of its own', async () => {
    const college = await extract(
      'Колледж ждёт школьников!\n▫ День открытых дверей — 3 декабря в 15:00, актовый зал.\n▫ 4 декабря в 11:00 — экскурсия по мастерским.',
    );
    expect(starts(college)).toEqual(['2026-12-03T15:00:00+03:00', '2026-12-04T11:00:00+03:00']);
    const fair = await extract(
      'Ярмарка «Зимний двор»\n11–13 декабря, Гостиный двор\nОткрыто ежедневно с 10 до 18 ч.\n\n12 декабря в 13:00 там же — мастер-класс по валянию, 300 ₽.',
    );
    expect(starts(fair)).toEqual(['2026-12-11T10:00:00+03:00', '2026-12-12T13:00:00+03:00']);
  });
  it('names a match by the home team of the heading and the guest of a line below', async () => {
    const game = await extract(
      '⚽ «ЗАРЯ» СНОВА ДОМА!\nВ субботу, 28 ноября, принимаем «Буран» из Ливен. Начало в 15:00, стадион «Труд».',
    );
    expect(game.events.map((event) => event.title.value)).toEqual(['Заря — Буран']);
    const hockey = await extract('🏒 «СЕВЕР» ИГРАЕТ ДОМА\nСоперник — «Метеор». 29 ноября в 17:00, ледовый дворец.');
    expect(hockey.events[0]?.title.value).toBe('Север — Метеор');
  });
  it('names a match by the side the post calls ours and the other side its line or title gives', async () => {
    const ours = await extract(
      '🏀 БАСКЕТБОЛ | Первенство области\nНаши «Горняки» играют дома!\n🆚 сб, 28.11 — «Вымпел», начало в 15:00\n🆚 вс, 29.11 — «Старт», начало в 12:00',
    );
    expect(ours.events.map((event) => event.title.value)).toEqual(['Горняк — Вымпел', 'Горняк — Старт']);
    const plural = await extract(
      '🏀 БАСКЕТБОЛ | Кубок района\n\nВ выходные наши «Шахтёры» дома!\n🆚 сб, 28.11 — «Вымпел», начало в 15:00\n🆚 вс, 29.11 — «Старт», начало в 12:00',
    );
    expect(plural.events.map((event) => event.title.value)).toEqual(['Шахтёр — Вымпел', 'Шахтёр — Старт']);
    const heading = await extract(
      '🏒 «ТАЙФУН» ЗАРЕЧНЫЙ\nВ субботу играем дома с командой «Кедр». Начало 28 ноября в 16:00, корт школы №2.',
    );
    expect(heading.events[0]?.title.value).toBe('Тайфун — Кедр');
    const away = await extract(
      '🏒 ХК «Тайфун» — в субботу выезд!\nИграем в Сосновке против «Звезды», 28 ноября в 13:00.',
    );
    expect(away.events[0]?.title.value).toBe('Звезда — Тайфун');
  });
  it('names a match by the two quoted sides its own line gives, past a title that names no event', async () => {
    const moved = await extract(
      '⚠️ ВНИМАНИЕ! Из-за метели игра «Факел» – «Буревестник», назначенная на 28 ноября, ПЕРЕНОСИТСЯ на 5 декабря, начало в 14:00.\nСтадион «Факел». Одевайтесь теплее!',
    );
    expect(moved.events[0]?.title.value?.replace(/[«»]/gu, '')).toBe('Факел — Буревестник');
    const game = await extract(
      'Игра «Факел» – «Кедр» переносится на 5 декабря из-за морозов, начало в 14:00.\nСтадион «Факел». Берегите себя!',
    );
    expect(game.events[0]?.title.value?.replace(/[«»]/gu, '')).toBe('Факел — Кедр');
    const opening = await extract(
      'Спортивная суббота\n28 ноября — открытие сезона: матч «Факел» (Сосновка) — «Кедр» (Заречный). Корт школы, 13:00.',
    );
    expect(opening.events[0]?.title.value).not.toBe('Факел');
  });
  it('gives a show played again the name, price and length of the time before', async () => {
    const bill = await extract(
      'Афиша ДК\n▫ 5 декабря, 11:00 — сказка «Гуси-лебеди», 200 ₽, длительность 50 минут.\n▫ 5 декабря, 14:00 — то же, второй показ.',
    );
    expect(bill.events.map((event) => event.title.value)).toEqual(['Гуси-лебеди', 'Гуси-лебеди']);
    expect(prices(bill)).toEqual([
      [200, 200],
      [200, 200],
    ]);
    expect(ends(bill)).toEqual(['2026-12-05T11:50:00+03:00', '2026-12-05T14:50:00+03:00']);
  });
  it('names a club’s meeting with the work it talks over', async () => {
    const club = await extract(
      'Библиотека на Лесной зовёт!\n1 декабря в 18:00 — встреча киноклуба «Кадр». Обсуждаем «Зеркало» Тарковского.',
    );
    expect(club.events[0]?.title.value).toBe('Кадр: «Зеркало»');
    const poetry = await extract(
      'АФИША 🌬\nчт 3.12 → Литературный вечер клуба «Волна»: тема «Письма с севера». 19:00, вход свободный\nсб 5.12 → Стендап: новые шутки. 19:00. 400₽',
    );
    expect(poetry.events[0]?.title.value).toBe('Волна: «Письма с севера»');
    const month = await extract(
      'ДЕКАБРЬ В БИБЛИОТЕКЕ\n• 3.12, чт, 17:30 — встреча книжного клуба «Страница». Обсуждаем роман Майи Кучерской «Тётя Мотя»\n• 10.12, чт, 17:30 — «Страница»: «Зимняя дорога»\n• 15.12, вт, 16:00 — мастер-класс по открыткам',
    );
    expect(month.events.slice(0, 2).map((event) => event.title.value)).toEqual([
      'Страница: «Тётя Мотя»',
      'Страница: «Зимняя дорога»',
    ]);
    // The work right after the verb is its object: named as the book is called.
    const object = await extract(
      'В четверг, 3 декабря, в 18:00 — встреча книжного клуба «Полка». Обсуждаем «Щегла» Донны Тартт, приносите вопросы.',
    );
    expect(object.events[0]?.title.value).toBe('Полка: «Щегол»');
  });
  it('puts boarding before the start', async () => {
    const trip = await extract('Поездка на базу «Ёлочка» 28 ноября: посадка в автобус в 8:30, отправление в 9:00.');
    expect(starts(trip)).toEqual(['2026-11-28T09:00:00+03:00']);
  });
});
