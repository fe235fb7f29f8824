// A fourteenth development set of announcements (Курган, Тамбов, Брянск, Орёл), written from the labelling guide alone, without sight of the reader or its sets.
// A development set: it may be read while rules are written.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const KGN = 'Asia/Yekaterinburg';
const TMB = 'Europe/Moscow';
const BRN = 'Europe/Moscow';
const ORL = 'Europe/Moscow';

export const TUNING_14: AnnouncementSet = {
  places: [
    // Курган
    {
      id: 'd14-kgn-drama',
      name: 'Курганский театр драмы',
      aliases: ['театр драмы', 'Драмтеатр', 'Курганская драма'],
      address: 'Курган, улица Гоголя, 58',
    },
    {
      id: 'd14-kgn-filarmonia',
      name: 'Курганская областная филармония',
      aliases: ['филармония', 'Большой зал филармонии'],
      address: 'Курган, улица Максима Горького, 130',
    },
    { id: 'd14-kgn-pihta', name: 'Бар «Пихта»', aliases: ['Пихта'], address: 'Курган, улица Куйбышева, 44' },
    {
      id: 'd14-kgn-bunker',
      name: 'Клуб «Бункер 45»',
      aliases: ['Бункер 45', 'Бункер'],
      address: 'Курган, улица Ленина, 21',
    },
    {
      id: 'd14-kgn-rassvet',
      name: 'Кинотеатр «Рассвет»',
      aliases: ['Рассвет'],
      address: 'Курган, улица Ленина, 5',
    },
    {
      id: 'd14-kgn-museum',
      name: 'Курганский областной краеведческий музей',
      aliases: ['краеведческий музей', 'Краеведческий'],
      address: 'Курган, улица Комсомольская, 68',
    },
    {
      id: 'd14-kgn-yugov',
      name: 'Областная библиотека имени Югова',
      aliases: ['Юговка', 'библиотека Югова', 'библиотека им. Югова'],
      address: 'Курган, улица Куйбышева, 35',
    },
    { id: 'd14-kgn-sovy', name: 'Антикафе «Совы»', aliases: ['Совы'], address: 'Курган, улица Пушкина, 112' },
    {
      id: 'd14-kgn-yunost',
      name: 'Дворец спорта «Юность»',
      aliases: ['Юность', 'ДС Юность'],
      address: 'Курган, улица Климова, 62',
    },
    // Тамбов
    {
      id: 'd14-tmb-drama',
      name: 'Тамбовский драматический театр',
      aliases: ['драмтеатр', 'Тамбовская драма'],
      address: 'Тамбов, улица Коммунальная, 2',
    },
    {
      id: 'd14-tmb-rachmaninov',
      name: 'Концертный зал имени Рахманинова',
      aliases: ['зал Рахманинова', 'Рахманиновский зал', 'Концертный зал им. Рахманинова'],
      address: 'Тамбов, улица Советская, 93',
    },
    {
      id: 'd14-tmb-shtolnya',
      name: 'Бар «Штольня»',
      aliases: ['Штольня'],
      address: 'Тамбов, улица Интернациональная, 14',
    },
    {
      id: 'd14-tmb-podval',
      name: 'Клуб «Подвал 68»',
      aliases: ['Подвал 68', 'Подвал'],
      address: 'Тамбов, улица Карла Маркса, 160',
    },
    { id: 'd14-tmb-modern', name: 'Кинотеатр «Модерн»', aliases: ['Модерн'], address: 'Тамбов, улица Советская, 116' },
    {
      id: 'd14-tmb-gallery',
      name: 'Тамбовская картинная галерея',
      aliases: ['картинная галерея', 'галерея'],
      address: 'Тамбов, улица Советская, 97',
    },
    {
      id: 'd14-tmb-pereplet',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет', 'книжный «Переплёт»'],
      address: 'Тамбов, улица Максима Горького, 7',
    },
    {
      id: 'd14-tmb-park',
      name: 'Центральный парк культуры и отдыха',
      aliases: ['ЦПКиО', 'Центральный парк'],
      address: 'Тамбов, улица Набережная, 1',
    },
    {
      id: 'd14-tmb-spartak',
      name: 'Стадион «Спартак»',
      aliases: ['Спартак'],
      address: 'Тамбов, улица Студенецкая, 16',
    },
    // Брянск
    {
      id: 'd14-brn-drama',
      name: 'Брянский драматический театр имени А. К. Толстого',
      aliases: ['драмтеатр', 'театр Толстого', 'Драмтеатр им. Толстого'],
      address: 'Брянск, проспект Ленина, 3',
    },
    {
      id: 'd14-brn-filarmonia',
      name: 'Брянская филармония',
      aliases: ['филармония'],
      address: 'Брянск, улица Калинина, 93',
    },
    { id: 'd14-brn-dubrava', name: 'Паб «Дубрава»', aliases: ['Дубрава'], address: 'Брянск, улица Фокина, 31' },
    {
      id: 'd14-brn-desna',
      name: 'Клуб «Десна Холл»',
      aliases: ['Десна Холл', 'Desna Hall'],
      address: 'Брянск, улица Красноармейская, 100',
    },
    {
      id: 'd14-brn-oktyabr',
      name: 'Кинотеатр «Октябрь»',
      aliases: ['Октябрь'],
      address: 'Брянск, проспект Ленина, 39',
    },
    {
      id: 'd14-brn-artmuseum',
      name: 'Брянский художественный музей',
      aliases: ['художественный музей', 'Худмузей'],
      address: 'Брянск, бульвар Гагарина, 19',
    },
    {
      id: 'd14-brn-tyutchev',
      name: 'Библиотека имени Тютчева',
      aliases: ['Тютчевка', 'библиотека Тютчева'],
      address: 'Брянск, проспект Ленина, 25',
    },
    { id: 'd14-brn-cherdak', name: 'Антикафе «Чердак»', aliases: ['Чердак'], address: 'Брянск, улица Горького, 20' },
    {
      id: 'd14-brn-park',
      name: 'Парк-музей имени А. К. Толстого',
      aliases: ['парк Толстого', 'Парк-музей Толстого'],
      address: 'Брянск, улица Пушкина, 2',
    },
    // Орёл
    {
      id: 'd14-orl-turgenev',
      name: 'Орловский театр имени Тургенева',
      aliases: ['театр Тургенева', 'театр им. Тургенева', 'Тургеневский театр'],
      address: 'Орёл, улица Ленина, 1',
    },
    {
      id: 'd14-orl-svobodnoe',
      name: 'Театр «Свободное пространство»',
      aliases: ['Свободное пространство'],
      address: 'Орёл, улица Московская, 17',
    },
    {
      id: 'd14-orl-filarmonia',
      name: 'Орловская филармония',
      aliases: ['филармония'],
      address: 'Орёл, улица Салтыкова-Щедрина, 6',
    },
    { id: 'd14-orl-okun', name: 'Бар «Окунь»', aliases: ['Окунь'], address: 'Орёл, улица Ленина, 30' },
    { id: 'd14-orl-mayak', name: 'Клуб «Маяк»', aliases: ['Маяк'], address: 'Орёл, улица Комсомольская, 102' },
    { id: 'd14-orl-rodina', name: 'Кинотеатр «Родина»', aliases: ['Родина'], address: 'Орёл, улица Карачевская, 6' },
    {
      id: 'd14-orl-bunin',
      name: 'Библиотека имени Бунина',
      aliases: ['Бунинка', 'библиотека Бунина', 'библиотека им. Бунина'],
      address: 'Орёл, улица Максима Горького, 43',
    },
    {
      id: 'd14-orl-slovo',
      name: 'Книжный магазин «Слово»',
      aliases: ['Слово', 'книжный «Слово»'],
      address: 'Орёл, улица Тургенева, 18',
    },
    {
      id: 'd14-orl-central',
      name: 'Стадион «Центральный»',
      aliases: ['Центральный'],
      address: 'Орёл, улица Пушкина, 54',
    },
  ],
  announcements: [
    // ───────────── Курган ─────────────
    {
      id: 'd14-kgn-01',
      kind: 'bar weekly schedule: quiz with a prize, cover band, DJ till the last guest, open mic for a donation',
      text: `🌲 ПИХТА | НЕДЕЛЯ 5–8 НОЯБРЯ 🌲

ЧТ 05.11 — квиз «Мозговой штурм» 🧠 команды до 6 человек, старт в 19:30, участие 400₽ с человека. Победителям — сертефикат на 3000 в бар!
ПТ 06.11 — «Кавер-пятница» с группой Сухостой, начало в 21:00, вход 300
СБ 07.11 — DJ Сом (диско, фанк, соул) с 22:00 и до последнего гостя, вход свободный
ВС 08.11 — стендап, открытый микрофон, 19:00, вход за донат

Бронь столов — в лс группы или по тел. 8 (3522) 55-12-12`,
      publishedAt: '2026-11-02T12:10:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-05T19:30:00+05:00',
          end: null,
          price: rub(400),
          place: 'd14-kgn-pihta',
          titles: ['Мозговой штурм', 'Квиз «Мозговой штурм»'],
        },
        {
          start: '2026-11-06T21:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd14-kgn-pihta',
          titles: ['Кавер-пятница', 'Кавер-пятница с группой Сухостой', 'Концерт группы Сухостой'],
        },
        {
          start: '2026-11-07T22:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd14-kgn-pihta',
          titles: ['DJ Сом', 'Диджей-сет DJ Сом'],
        },
        {
          start: '2026-11-08T19:00:00+05:00',
          end: null,
          price: DONATION,
          place: 'd14-kgn-pihta',
          titles: ['Открытый микрофон', 'Стендап, открытый микрофон', 'Стендап'],
        },
      ],
    },
    {
      id: 'd14-kgn-02',
      kind: 'city weekend digest with day headings: accusative title, from-prices, a fair outside the catalogue, hockey',
      text: `Куда сходить в Кургане в эти выходные 👇

📍 ПЯТНИЦА, 13 ноября
• идём на «Ревизора» в Драмтеатр — начало в 18:30, билеты 400–1200 ₽
• вечер органной музыки в филармонии, 19:00, от 600 ₽

📍 СУББОТА, 14 ноября
• ярмарка мастеров в ТЦ «Пирамида» (ул. Гоголя), 11:00–18:00, вход свободный
• хоккей: «Зауралье» — «Торос», Дворец спорта «Юность», 17:00. Билеты от 250 ₽

📍 ВОСКРЕСЕНЬЕ, 15 ноября
• лекция «Как читать икону» в краеведческом музее, 14:00, вход по билету в музей — 200 ₽

Сохраняйте, чтобы не потерять 🔖
#куда_пойти_курган #афиша45`,
      publishedAt: '2026-11-12T09:15:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-13T18:30:00+05:00',
          end: null,
          price: rub(400, 1200),
          place: 'd14-kgn-drama',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
        },
        {
          start: '2026-11-13T19:00:00+05:00',
          end: null,
          price: rub(600, null),
          place: 'd14-kgn-filarmonia',
          titles: ['Вечер органной музыки', 'Органный вечер'],
        },
        {
          start: '2026-11-14T11:00:00+05:00',
          end: '2026-11-14T18:00:00+05:00',
          price: FREE,
          place: null,
          titles: ['Ярмарка мастеров'],
        },
        {
          start: '2026-11-14T17:00:00+05:00',
          end: null,
          price: rub(250, null),
          place: 'd14-kgn-yunost',
          titles: ['Зауралье — Торос', 'Хоккей: «Зауралье» — «Торос»', 'Матч «Зауралье» — «Торос»'],
        },
        {
          start: '2026-11-15T14:00:00+05:00',
          end: null,
          price: rub(200),
          place: 'd14-kgn-museum',
          titles: ['Как читать икону', 'Лекция «Как читать икону»'],
        },
      ],
    },
    {
      id: 'd14-kgn-03',
      kind: 'philharmonic page: seat categories, duration with interval, title in caps',
      text: `Курганская областная филармония
22 ноября 2026, воскресенье, 17:00 · Большой зал

«ЩЕЛКУНЧИК. СКАЗКА С ОРКЕСТРОМ»

Симфонический оркестр филармонии, дирижёр — Анна Серебрякова. Сказку Гофмана читает артист театра драмы Павел Корнилов.
Концерт для всей семьи, 6+.
Продолжительность: 1 час 30 минут с антрактом.

Цены: партер — 900 ₽, амфитеатр — 700 ₽, балкон — 500 ₽.
Принимаем Пушкинскую карту ✅`,
      publishedAt: '2026-11-03T10:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-22T17:00:00+05:00',
          end: '2026-11-22T18:30:00+05:00',
          price: rub(500, 900),
          place: 'd14-kgn-filarmonia',
          titles: ['Щелкунчик. Сказка с оркестром', 'Щелкунчик'],
        },
      ],
    },
    {
      id: 'd14-kgn-04',
      kind: 'postponement in a club: gathering vs start, presale and door, bare-domain ticket link',
      text: `‼️ПЕРЕНОС‼️
Концерт группы «Дальний свет», который должен был пройти 7 ноября, переносится на 28 НОЯБРЯ (сб). Купленные билеты остаются в силе, возврат — там, где покупали.

📍 Бункер 45
🕖 сбор гостей 19:00, начало в 20:00
🎟 700₽ в предпродаже / 900₽ на входе — bunker45.ru/dalniy`,
      publishedAt: '2026-11-05T18:00:00+05:00',
      timeZone: KGN,
      postponed: true,
      events: [
        {
          start: '2026-11-28T20:00:00+05:00',
          end: null,
          price: rub(700, 900),
          place: 'd14-kgn-bunker',
          titles: ['Концерт группы «Дальний свет»', 'Дальний свет'],
          ticketUrl: 'https://bunker45.ru/dalniy',
        },
      ],
    },
    {
      id: 'd14-kgn-05',
      kind: 'cinema club: one film, three sessions over two days, student price',
      text: `КИНОКЛУБ В «РАССВЕТЕ» 🎞

Показываем на большом экране «Сталкер» Андрея Тарковского (1979, реставрация).
🗓 19 ноября, чт — сеансы в 18:00 и 21:15
🗓 21 ноября, сб — в 15:00
После первого сеанса 19-го — обсуждение с киноведом Ольгой Ярцевой.

Билет 350 р., студентам 250 р.
Купить: rassvet-kino.ru`,
      publishedAt: '2026-11-16T11:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-19T18:00:00+05:00',
          end: null,
          price: rub(250, 350),
          place: 'd14-kgn-rassvet',
          titles: ['Сталкер', 'Показ фильма «Сталкер»'],
          ticketUrl: 'https://rassvet-kino.ru',
        },
        {
          start: '2026-11-19T21:15:00+05:00',
          end: null,
          price: rub(250, 350),
          place: 'd14-kgn-rassvet',
          titles: ['Сталкер', 'Показ фильма «Сталкер»'],
          ticketUrl: 'https://rassvet-kino.ru',
        },
        {
          start: '2026-11-21T15:00:00+05:00',
          end: null,
          price: rub(250, 350),
          place: 'd14-kgn-rassvet',
          titles: ['Сталкер', 'Показ фильма «Сталкер»'],
          ticketUrl: 'https://rassvet-kino.ru',
        },
      ],
    },
    {
      id: 'd14-kgn-06',
      kind: 'library lecture series: dates listed, the common time given once below',
      text: `Областная библиотека им. Югова приглашает на цикл лекций «Зауралье до Кургана» 📚
Лектор — краевед Игорь Мальцев.

▫️ 17 ноября — «Царёво городище: откуда есть пошёл город»
▫️ 24 ноября — «Ссыльные декабристы в Кургане»
▫️ 1 декабря — «Купеческий Курган: дома и судьбы»

Все встречи — по вторникам в 18:30, читальный зал на 2 этаже. Вход свободный, 12+.
#Юговка #лекторий`,
      publishedAt: '2026-11-09T14:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-17T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd14-kgn-yugov',
          titles: ['Царёво городище: откуда есть пошёл город', 'Лекция «Царёво городище: откуда есть пошёл город»'],
        },
        {
          start: '2026-11-24T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd14-kgn-yugov',
          titles: ['Ссыльные декабристы в Кургане', 'Лекция «Ссыльные декабристы в Кургане»'],
        },
        {
          start: '2026-12-01T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd14-kgn-yugov',
          titles: ['Купеческий Курган: дома и судьбы', 'Лекция «Купеческий Курган: дома и судьбы»'],
        },
      ],
    },
    {
      id: 'd14-kgn-07',
      kind: 'private teacher one-liner: watercolour class in an anti-café, signup in DMs',
      text: 'Мастер-класс по акварели «Зимний лес» в субботу 21.11 в 12:00, антикафе Совы. 1200₽, все материалы мои 🎨 Запись в лс, мест мало!',
      publishedAt: '2026-11-17T20:40:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-21T12:00:00+05:00',
          end: null,
          price: rub(1200),
          place: 'd14-kgn-sovy',
          titles: ['Зимний лес', 'Мастер-класс по акварели «Зимний лес»'],
        },
      ],
    },
    {
      id: 'd14-kgn-08',
      kind: 'theatre week repertoire: one line per show, a matinee twice on Sunday, site for tickets',
      text: `Курганский театр драмы — афиша на неделю 24–29 ноября 🎭

24.11 вт 18:30 «Бесприданница» 16+
26.11 чт 18:30 «Женитьба» 12+
27.11 пт 18:30 «Женитьба» 12+
28.11 сб 12:00 «Снежная королева» 0+
28.11 сб 18:00 «Бесприданница» 16+
29.11 вс 12:00 и 15:00 «Снежная королева» 0+

Билеты в кассе театра и на сайте kurgandrama.ru
Касса работает ежедневно с 10:00 до 19:00`,
      publishedAt: '2026-11-23T10:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-24T18:30:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
        {
          start: '2026-11-26T18:30:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Женитьба', 'Спектакль «Женитьба»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
        {
          start: '2026-11-27T18:30:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Женитьба', 'Спектакль «Женитьба»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
        {
          start: '2026-11-28T12:00:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
        {
          start: '2026-11-28T18:00:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
        {
          start: '2026-11-29T12:00:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
        {
          start: '2026-11-29T15:00:00+05:00',
          end: null,
          price: null,
          place: 'd14-kgn-drama',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
          ticketUrl: 'https://kurgandrama.ru',
        },
      ],
    },
    {
      id: 'd14-kgn-09',
      kind: 'sports club race: registration before start, children run free, park outside the catalogue',
      text: `ЗИМНИЙ ЗАБЕГ «СНЕЖНАЯ МИЛЯ» ❄️🏃

6 декабря, воскресенье. Старт в 11:00 у главного входа в Центральный парк, регистрация и выдача номеров на месте с 10:00.
Дистанции 1 миля и 5 км.
Стартовый взнос 500 ₽, дети до 14 лет бегут бесплатно.
Регистрация онлайн: russiarunning.com/event/snowmile45
#бегкурган`,
      publishedAt: '2026-11-25T08:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-06T11:00:00+05:00',
          end: null,
          price: rub(0, 500),
          place: null,
          titles: ['Снежная миля', 'Зимний забег «Снежная миля»', 'Забег «Снежная миля»'],
          ticketUrl: 'https://russiarunning.com/event/snowmile45',
        },
      ],
    },
    {
      id: 'd14-kgn-10',
      kind: 'anti-café board-game night tomorrow: per-minute rate with a stop-check cap, place in the locative',
      text: `Завтра вечер настолок в Совах 🎲🦉 с 18:00 до 23:00. Каркассон, Кодовые имена, Имаджинариум — ведущий всё объяснит.
Оплата по тарифу антикафе: 3 ₽/мин, стоп-чек 400 ₽. Чай и печеньки включены`,
      publishedAt: '2026-11-26T16:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-11-27T18:00:00+05:00',
          end: '2026-11-27T23:00:00+05:00',
          price: rub(null, 400),
          place: 'd14-kgn-sovy',
          titles: ['Вечер настольных игр', 'Вечер настолок'],
        },
      ],
    },
    {
      id: 'd14-kgn-11',
      kind: 'club night with doors and set times: start is the first set',
      text: `БУНКЕР 45 / СУББОТА, 5 ДЕКАБРЯ
ПАНК-ВЕЧЕР «ГРОМКО» 🤘

Двери: 18:00
18:30 — Мокрые спички
19:30 — Гнилой апельсин
20:30 — Пинта

Предпродажа 500 ₽, на входе 700. Строго 18+`,
      publishedAt: '2026-11-28T13:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-05T18:30:00+05:00',
          end: null,
          price: rub(500, 700),
          place: 'd14-kgn-bunker',
          titles: ['Громко', 'Панк-вечер «Громко»'],
        },
      ],
    },
    {
      id: 'd14-kgn-12',
      kind: 'museum exhibition over a month with opening days and hours, preschoolers free',
      text: `В краеведческом музее 2 декабря откроется выставка «Зауральский валенок» 🧦
Валенки с вышивкой, детские пимы, инструменты пимокатов и фото из семейных архивов.
Выставка работает со 2 по 27 декабря, ср–вс с 10:00 до 18:00.
Билет: взрослые — 200 ₽, школьники — 100 ₽, дошкольники — бесплатно.`,
      publishedAt: '2026-11-30T12:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-02T10:00:00+05:00',
          end: '2026-12-27T18:00:00+05:00',
          price: rub(0, 200),
          place: 'd14-kgn-museum',
          titles: ['Зауральский валенок', 'Выставка «Зауральский валенок»'],
        },
      ],
    },
    {
      id: 'd14-kgn-13',
      kind: 'church charity concert: free entry with donations welcome, place outside the catalogue',
      text: `Приход храма Александра Невского приглашает на Рождественский благотворительный концерт хора «Благовест» 🕯
20 декабря, в 16:00, в нижнем храме.
Вход свободный. Пожертвования на ремонт колокольни принимаются с благодарностью 🙏`,
      publishedAt: '2026-12-10T10:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-20T16:00:00+05:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: [
            'Рождественский благотворительный концерт',
            'Концерт хора «Благовест»',
            'Рождественский концерт хора «Благовест»',
          ],
        },
      ],
    },
    {
      id: 'd14-kgn-14',
      kind: 'ticket aggregator: stand-up tour stop with two dates at one venue, price range',
      text: `Сергей Дроздов. «Большой стендап» 🎤
Курган, филармония
11 декабря (пт) и 12 декабря (сб), начало в 19:00
Билеты 1500–4000 ₽, 18+
kassir.ru/kurgan/drozdov`,
      publishedAt: '2026-11-19T15:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-11T19:00:00+05:00',
          end: null,
          price: rub(1500, 4000),
          place: 'd14-kgn-filarmonia',
          titles: ['Большой стендап', 'Сергей Дроздов. Большой стендап', 'Стендап Сергея Дроздова'],
          ticketUrl: 'https://kassir.ru/kurgan/drozdov',
        },
        {
          start: '2026-12-12T19:00:00+05:00',
          end: null,
          price: rub(1500, 4000),
          place: 'd14-kgn-filarmonia',
          titles: ['Большой стендап', 'Сергей Дроздов. Большой стендап', 'Стендап Сергея Дроздова'],
          ticketUrl: 'https://kassir.ru/kurgan/drozdov',
        },
      ],
    },
    {
      id: 'd14-kgn-15',
      kind: 'university online lecture: free, registration form link',
      text: `Студенческое научное общество КГУ приглашает на онлайн-лекцию «Нейросети для гуманитариев» 💻
📅 четверг, 3 декабря, 19:00 (по Кургану)
📍 Zoom, ссылка придёт после регистрации
Участие бесплатное. Регистрация: forms.gle/kgu-neuro`,
      publishedAt: '2026-11-27T12:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-03T19:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Нейросети для гуманитариев', 'Лекция «Нейросети для гуманитариев»'],
          ticketUrl: 'https://forms.gle/kgu-neuro',
        },
      ],
    },
    {
      id: 'd14-kgn-16',
      kind: "bar New Year's night: table deposit is the only money, ends at 6 a.m. next year",
      text: `НОВОГОДНЯЯ НОЧЬ В ПИХТЕ 🎄✨
31 декабря с 22:00 и до 6 утра: живая музыка, DJ, бой курантов на большом экране.
Бронь столов с депозитом 3000 ₽ на гостя (всё на меню). Звоните: 8 (3522) 55-12-12`,
      publishedAt: '2026-12-12T19:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-31T22:00:00+05:00',
          end: '2027-01-01T06:00:00+05:00',
          price: null,
          place: 'd14-kgn-pihta',
          titles: ['Новогодняя ночь', 'Новогодняя вечеринка'],
        },
      ],
    },
    {
      id: 'd14-kgn-17',
      kind: 'telegram digest, each line with its own date: jazz, touring ballet, photo show opening, mafia',
      text: `Курган. Анонсы недели коротко ⚡️

03.12 — джазовый вечер в Пихте, 20:00, 400р
04.12 — балет «Щелкунчик» (гастроли театра из Екатеринбурга), филармония, 19:00, билеты 1200-3500
05.12 — открытие фотовыставки «Тобол зимой» в Юговке, 15:00, свободный вход
06.12 — турнир по мафии в антикафе «Совы», 16:00, 300 ₽ с игрока`,
      publishedAt: '2026-12-01T09:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-03T20:00:00+05:00',
          end: null,
          price: rub(400),
          place: 'd14-kgn-pihta',
          titles: ['Джазовый вечер'],
        },
        {
          start: '2026-12-04T19:00:00+05:00',
          end: null,
          price: rub(1200, 3500),
          place: 'd14-kgn-filarmonia',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
        },
        {
          start: '2026-12-05T15:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd14-kgn-yugov',
          titles: ['Тобол зимой', 'Фотовыставка «Тобол зимой»', 'Открытие фотовыставки «Тобол зимой»'],
        },
        {
          start: '2026-12-06T16:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd14-kgn-sovy',
          titles: ['Турнир по мафии', 'Мафия'],
        },
      ],
    },
    {
      id: 'd14-kgn-18',
      kind: 'casual one-liner: «в субботу» relative date, skate hire as an extra, locative short name',
      text: 'Кто в субботу кататься? 😄 Массовое катание под диджея в Юности, 19:00–21:00, 200 рублей. Прокат коньков отдельно — 150',
      publishedAt: '2026-12-08T22:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-12T19:00:00+05:00',
          end: '2026-12-12T21:00:00+05:00',
          price: rub(200),
          place: 'd14-kgn-yunost',
          titles: ['Массовое катание под диджея', 'Массовое катание'],
        },
      ],
    },
    {
      id: 'd14-kgn-19',
      kind: 'festival over three days (one event): day ticket and a pass for all days',
      text: `🎸 Фестиваль авторской песни «Зауральские струны» 🎸
18–20 декабря, театр драмы, малая сцена
Начало каждый день в 18:00
Один день — 600 ₽, пропуск на все три дня — 1500 ₽
Заявки на участие до 10 декабря: strunyfest@mail.ru`,
      publishedAt: '2026-12-02T12:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-18T18:00:00+05:00',
          end: '2026-12-20',
          price: rub(600, 1500),
          place: 'd14-kgn-drama',
          titles: ['Зауральские струны', 'Фестиваль авторской песни «Зауральские струны»'],
        },
      ],
    },
    {
      id: 'd14-kgn-20',
      kind: 'puppet show twice a day: two events, stated length, free with signup',
      text: `Кукольный спектакль «Колобок на новый лад» 🎄 для малышей 3+
26 декабря в Юговке, два показа: в 11:00 и в 13:00. Длительность 40 минут.
Вход свободный, но нужна запись по телефону 8 (3522) 46-20-11 — мест всего 40.`,
      publishedAt: '2026-12-15T10:00:00+05:00',
      timeZone: KGN,
      events: [
        {
          start: '2026-12-26T11:00:00+05:00',
          end: '2026-12-26T11:40:00+05:00',
          price: FREE,
          place: 'd14-kgn-yugov',
          titles: ['Колобок на новый лад', 'Кукольный спектакль «Колобок на новый лад»'],
        },
        {
          start: '2026-12-26T13:00:00+05:00',
          end: '2026-12-26T13:40:00+05:00',
          price: FREE,
          place: 'd14-kgn-yugov',
          titles: ['Колобок на новый лад', 'Кукольный спектакль «Колобок на новый лад»'],
        },
      ],
    },
    // ───────────── Тамбов ─────────────
    {
      id: 'd14-tmb-01',
      kind: 'concert hall recital without a quoted name: students cheaper',
      text: `🎹 Дмитрий Лосев сыграет все 24 прелюдии Рахманинова
8 ноября, вс, 18:00
Концертный зал им. С. В. Рахманинова
Билеты 500–1500 ₽, школьникам и студентам — 300 ₽ (при предъявлении студенческого или дневника)`,
      publishedAt: '2026-11-01T11:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-08T18:00:00+03:00',
          end: null,
          price: rub(300, 1500),
          place: 'd14-tmb-rachmaninov',
          titles: ['Концерт Дмитрия Лосева', 'Все 24 прелюдии Рахманинова', 'Дмитрий Лосев: прелюдии Рахманинова'],
        },
      ],
    },
    {
      id: 'd14-tmb-02',
      kind: 'bar weekly schedule: free karaoke, tasting lecture, girls free before 22:00, DJ past midnight',
      text: `Штольня на этой неделе 🍻

ср 11.11 — караоке-батл, с 20:00, вход свободный
чт 12.11 — лекция-дегустация «Бельгийский эль: монахи и хмель», 19:30, 1200₽ (дегустационный сет включен)
пт 13.11 — рок-н-ролльная вечеринка с группой Бриолин, начало в 21:00, вход 400 / девушкам до 22:00 бесплатно
сб 14.11 — DJ Тамбов Бит, 23:00–04:00, 300 р

бронь: 8-915-000-11-22`,
      publishedAt: '2026-11-09T13:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-11T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-tmb-shtolnya',
          titles: ['Караоке-батл'],
        },
        {
          start: '2026-11-12T19:30:00+03:00',
          end: null,
          price: rub(1200),
          place: 'd14-tmb-shtolnya',
          titles: ['Бельгийский эль: монахи и хмель', 'Лекция-дегустация «Бельгийский эль: монахи и хмель»'],
        },
        {
          start: '2026-11-13T21:00:00+03:00',
          end: null,
          price: rub(0, 400),
          place: 'd14-tmb-shtolnya',
          titles: ['Рок-н-ролльная вечеринка с группой Бриолин', 'Концерт группы Бриолин', 'Рок-н-ролльная вечеринка'],
        },
        {
          start: '2026-11-14T23:00:00+03:00',
          end: '2026-11-15T04:00:00+03:00',
          price: rub(300),
          place: 'd14-tmb-shtolnya',
          titles: ['DJ Тамбов Бит', 'Вечеринка с DJ Тамбов Бит'],
        },
      ],
    },
    {
      id: 'd14-tmb-03',
      kind: 'theatre premiere on two evenings: duration with interval, promo-code price as the lower end',
      text: `Тамбовский драматический театр
ПРЕМЬЕРА! «Мёртвые души» по поэме Н. В. Гоголя
20 и 21 ноября, начало в 18:00
Продолжительность — 2 часа 40 минут с одним антрактом. 16+
Билеты от 350 до 1100 ₽; с промокодом ГОГОЛЬ — 300 ₽
tambovdrama.ru/afisha`,
      publishedAt: '2026-11-10T10:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-20T18:00:00+03:00',
          end: '2026-11-20T20:40:00+03:00',
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Мёртвые души', 'Спектакль «Мёртвые души»'],
          ticketUrl: 'https://tambovdrama.ru/afisha',
        },
        {
          start: '2026-11-21T18:00:00+03:00',
          end: '2026-11-21T20:40:00+03:00',
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Мёртвые души', 'Спектакль «Мёртвые души»'],
          ticketUrl: 'https://tambovdrama.ru/afisha',
        },
      ],
    },
    {
      id: 'd14-tmb-04',
      kind: 'one-line quiz: weekday with day of month, price per head, registration link',
      text: 'Квиз в Подвале во вторник 17-го, 19:00, 350 с носа, команды до 8 чел. Записываемся: vk.me/podval68',
      publishedAt: '2026-11-13T18:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-17T19:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd14-tmb-podval',
          titles: ['Квиз'],
          ticketUrl: 'https://vk.me/podval68',
        },
      ],
    },
    {
      id: 'd14-tmb-05',
      kind: 'city weekend digest with day headings: exhibition opening, football, tribute with gathering time, book talk, retro film',
      text: `🗓 ВЫХОДНЫЕ В ТАМБОВЕ

СУББОТА, 21.11
🎨 Открытие выставки «Мастера тамбовского пейзажа» — картинная галерея, 14:00, вход 150 ₽
⚽ «Спартак-Тамбов» — «Металлург-Липецк», стадион «Спартак», 13:00, билеты 200–500 ₽
🎸 Трибьют «Кино» — Подвал 68, сбор 19:00, старт 20:00, 600₽

ВОСКРЕСЕНЬЕ, 22.11
📚 Встреча с писательницей Анной Гориной — книжный «Переплет», 16:00, свободный вход
🎬 Ретросеанс: «Иван Васильевич меняет профессию» в Модерне, 12:00, 100 руб

#тамбов #афиша #выходные`,
      publishedAt: '2026-11-19T09:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-21T14:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'd14-tmb-gallery',
          titles: [
            'Мастера тамбовского пейзажа',
            'Выставка «Мастера тамбовского пейзажа»',
            'Открытие выставки «Мастера тамбовского пейзажа»',
          ],
        },
        {
          start: '2026-11-21T13:00:00+03:00',
          end: null,
          price: rub(200, 500),
          place: 'd14-tmb-spartak',
          titles: ['Спартак-Тамбов — Металлург-Липецк', 'Футбол: «Спартак-Тамбов» — «Металлург-Липецк»'],
        },
        {
          start: '2026-11-21T20:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'd14-tmb-podval',
          titles: ['Трибьют «Кино»', 'Трибьют группы «Кино»'],
        },
        {
          start: '2026-11-22T16:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-tmb-pereplet',
          titles: ['Встреча с писательницей Анной Гориной', 'Встреча с Анной Гориной'],
        },
        {
          start: '2026-11-22T12:00:00+03:00',
          end: null,
          price: rub(100),
          place: 'd14-tmb-modern',
          titles: ['Иван Васильевич меняет профессию', 'Ретросеанс: «Иван Васильевич меняет профессию»'],
        },
      ],
    },
    {
      id: 'd14-tmb-06',
      kind: 'postponement of a concert hall concert: new date with weekday, no price',
      text: `Концертный зал им. Рахманинова
Уважаемые зрители! По техническим причинам концерт камерного оркестра «Тамбовские виртуозы» переносится с 26 ноября на 3 декабря (четверг). Начало в 19:00. Приобретённые билеты действительны.`,
      publishedAt: '2026-11-20T12:00:00+03:00',
      timeZone: TMB,
      postponed: true,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: null,
          price: null,
          place: 'd14-tmb-rachmaninov',
          titles: ['Концерт камерного оркестра «Тамбовские виртуозы»', 'Тамбовские виртуозы'],
        },
      ],
    },
    {
      id: 'd14-tmb-07',
      kind: 'park fair over two weeks, daily hours; paid workshops as extras of a free fair',
      text: `В ЦПКиО с 12 по 27 декабря — новогодняя ярмарка «Тамбовский пряник» 🎄🍪
Работаем ежедневно с 11:00 до 20:00. Вход свободный!
Мастер-классы по росписи пряников — 350 ₽, запись на месте.`,
      publishedAt: '2026-12-05T10:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-12T11:00:00+03:00',
          end: '2026-12-27T20:00:00+03:00',
          price: FREE,
          place: 'd14-tmb-park',
          titles: ['Тамбовский пряник', 'Новогодняя ярмарка «Тамбовский пряник»'],
        },
      ],
    },
    {
      id: 'd14-tmb-08',
      kind: 'cinema special screening on two days, dates as dd.mm',
      text: `Кинотеатр «Модерн» | СПЕЦПОКАЗ
Документальный фильм «Тамбовский волк. Правда и миф»
28.11 в 17:00 — после показа встреча с режиссёром
29.11 в 13:00
Билеты 250 ₽ — modern-kino.ru`,
      publishedAt: '2026-11-23T10:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-28T17:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd14-tmb-modern',
          titles: ['Тамбовский волк. Правда и миф', 'Показ фильма «Тамбовский волк. Правда и миф»'],
          ticketUrl: 'https://modern-kino.ru',
        },
        {
          start: '2026-11-29T13:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd14-tmb-modern',
          titles: ['Тамбовский волк. Правда и миф', 'Показ фильма «Тамбовский волк. Правда и миф»'],
          ticketUrl: 'https://modern-kino.ru',
        },
      ],
    },
    {
      id: 'd14-tmb-09',
      kind: 'flat-concert at a bare street address of a catalogue bar, free with a hat',
      text: `Квартирник Ильи Белова 🎶
📍 ул. Интернациональная, 14
📅 27 ноября, пт, начало в 20:00
Вход свободный, шляпа по кругу 🎩
Песни из нового альбома + старое по заявкам`,
      publishedAt: '2026-11-24T17:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-11-27T20:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd14-tmb-shtolnya',
          titles: ['Квартирник Ильи Белова', 'Концерт Ильи Белова'],
        },
      ],
    },
    {
      id: 'd14-tmb-10',
      kind: 'university quiz tournament: fee per player, prize money is not a price, address outside the catalogue',
      text: `Клуб «Что? Где? Когда?» ТГУ им. Державина
Открытый турнир «Зимний Державин» ❄️
5 декабря (сб), 11:00, учебный корпус на Интернациональной, 33, ауд. 205
Взнос 200 ₽ с игрока. Победителям — кубок и 5000 ₽!
Регистрация команд: chgk-tambov.ru/zd2026`,
      publishedAt: '2026-11-26T15:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-05T11:00:00+03:00',
          end: null,
          price: rub(200),
          place: null,
          titles: ['Зимний Державин', 'Турнир «Зимний Державин»', 'Открытый турнир «Зимний Державин»'],
          ticketUrl: 'https://chgk-tambov.ru/zd2026',
        },
      ],
    },
    {
      id: 'd14-tmb-11',
      kind: 'private teacher pottery workshop in a book shop: start and end times',
      text: `Провожу гончарный мастер-класс для взрослых 🏺
12 декабря, 15:00–18:00, книжный «Переплёт» (второй зал)
2500 руб, глина, глазурь и обжиг включены. Пишите в лс, мест 8`,
      publishedAt: '2026-12-01T21:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-12T15:00:00+03:00',
          end: '2026-12-12T18:00:00+03:00',
          price: rub(2500),
          place: 'd14-tmb-pereplet',
          titles: ['Гончарный мастер-класс', 'Мастер-класс по гончарному делу'],
        },
      ],
    },
    {
      id: 'd14-tmb-12',
      kind: 'club Friday and Saturday: doors vs start, early price, end after midnight, birthday guests free',
      text: `ПОДВАЛ 68 // ПЯТНИЦА + СУББОТА

ПТ 4 ДЕКАБРЯ — «ТЁМНАЯ ВОЛНА» (post-punk / darkwave)
двери 21:00, начало в 22:00: live Холодный Дом, после — DJ Ворон до 03:00
350 ₽ до 22:00, потом 500 ₽

СБ 5 ДЕКАБРЯ — hip-hop party «Бит-Сходка»
с 23:00 до последнего
вход 400, именинникам бесплатно 🎂`,
      publishedAt: '2026-12-02T14:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-04T22:00:00+03:00',
          end: '2026-12-05T03:00:00+03:00',
          price: rub(350, 500),
          place: 'd14-tmb-podval',
          titles: ['Тёмная волна', 'Вечеринка «Тёмная волна»'],
        },
        {
          start: '2026-12-05T23:00:00+03:00',
          end: null,
          price: rub(0, 400),
          place: 'd14-tmb-podval',
          titles: ['Бит-Сходка', 'Hip-hop party «Бит-Сходка»'],
        },
      ],
    },
    {
      id: 'd14-tmb-13',
      kind: 'library not in the catalogue: literary evening, free',
      text: 'Пушкинская библиотека приглашает на литературный вечер «Баратынский и Тамбов» 📖 10 декабря в 17:00. Вход свободный. 12+',
      publishedAt: '2026-12-03T11:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-10T17:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Баратынский и Тамбов', 'Литературный вечер «Баратынский и Тамбов»'],
        },
      ],
    },
    {
      id: 'd14-tmb-14',
      kind: 'theatre repertoire with day headings and one common price range',
      text: `Тамбовский драматический театр
Репертуар на 8–13 декабря

Вторник, 8 декабря
18:00 — «Мёртвые души» 16+

Среда, 9 декабря
11:00 — «Морозко» 0+
18:00 — «Старший сын» 12+

Пятница, 11 декабря
18:00 — «Пиковая дама» 16+

Суббота, 12 декабря
12:00 — «Морозко» 0+
18:00 — «Старший сын» 12+

Цена билетов 300–1100 ₽. Принимаем Пушкинскую карту.`,
      publishedAt: '2026-12-07T09:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-08T18:00:00+03:00',
          end: null,
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Мёртвые души', 'Спектакль «Мёртвые души»'],
        },
        {
          start: '2026-12-09T11:00:00+03:00',
          end: null,
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Морозко', 'Спектакль «Морозко»'],
        },
        {
          start: '2026-12-09T18:00:00+03:00',
          end: null,
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Старший сын', 'Спектакль «Старший сын»'],
        },
        {
          start: '2026-12-11T18:00:00+03:00',
          end: null,
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Пиковая дама', 'Спектакль «Пиковая дама»'],
        },
        {
          start: '2026-12-12T12:00:00+03:00',
          end: null,
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Морозко', 'Спектакль «Морозко»'],
        },
        {
          start: '2026-12-12T18:00:00+03:00',
          end: null,
          price: rub(300, 1100),
          place: 'd14-tmb-drama',
          titles: ['Старший сын', 'Спектакль «Старший сын»'],
        },
      ],
    },
    {
      id: 'd14-tmb-15',
      kind: 'online stream concert «в это воскресенье»: free, donations welcome',
      text: `Стрим-концерт группы «Цветень» из студии 🎧
В это воскресенье, в 20:00 по Москве, трансляция в нашей группе ВК.
Смотреть бесплатно, донаты на запись нового альбома очень приветствуются 💚`,
      publishedAt: '2026-12-09T19:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-13T20:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Стрим-концерт группы «Цветень»', 'Концерт группы «Цветень»'],
        },
      ],
    },
    {
      id: 'd14-tmb-16',
      kind: 'ice show twice a day at a stadium rink: small children free',
      text: `❄️ Ледовое шоу «Снежная королева» на катке стадиона «Спартак»
19 декабря, два представления — в 16:00 и в 19:00
Билеты 600–1800 ₽, дети до 5 лет без места — бесплатно`,
      publishedAt: '2026-12-10T12:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-19T16:00:00+03:00',
          end: null,
          price: rub(0, 1800),
          place: 'd14-tmb-spartak',
          titles: ['Снежная королева', 'Ледовое шоу «Снежная королева»'],
        },
        {
          start: '2026-12-19T19:00:00+03:00',
          end: null,
          price: rub(0, 1800),
          place: 'd14-tmb-spartak',
          titles: ['Снежная королева', 'Ледовое шоу «Снежная королева»'],
        },
      ],
    },
    {
      id: 'd14-tmb-17',
      kind: 'festival with separately named concerts: one event each, own prices',
      text: `Фестиваль «Рахманиновские дни» 🎼
Концертный зал им. Рахманинова

16.12, 19:00 — открытие фестиваля: «Колокола», симфонический оркестр филармонии. 800–2000 ₽
17.12, 19:00 — «Всенощное бдение», камерный хор «Тамбов». 600–1500 ₽
18.12, 19:00 — гала-концерт лауреатов юношеского конкурса. Вход свободный`,
      publishedAt: '2026-11-30T10:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-16T19:00:00+03:00',
          end: null,
          price: rub(800, 2000),
          place: 'd14-tmb-rachmaninov',
          titles: ['Колокола', 'Открытие фестиваля «Рахманиновские дни»: «Колокола»'],
        },
        {
          start: '2026-12-17T19:00:00+03:00',
          end: null,
          price: rub(600, 1500),
          place: 'd14-tmb-rachmaninov',
          titles: ['Всенощное бдение'],
        },
        {
          start: '2026-12-18T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-tmb-rachmaninov',
          titles: ['Гала-концерт лауреатов юношеского конкурса', 'Гала-концерт лауреатов'],
        },
      ],
    },
    {
      id: 'd14-tmb-18',
      kind: 'gallery exhibition into next year with weekday hours; a free weekday for students is another occasion',
      text: `Тамбовская картинная галерея
Выставка «Иней» — графика Марии Ветровой
15 декабря — 31 января, вт–вс, 10:00–18:00
Билет 150 ₽. По средам студентам вход бесплатный`,
      publishedAt: '2026-12-11T10:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-15T10:00:00+03:00',
          end: '2027-01-31T18:00:00+03:00',
          price: rub(150),
          place: 'd14-tmb-gallery',
          titles: ['Иней', 'Выставка «Иней»'],
        },
      ],
    },
    {
      id: 'd14-tmb-19',
      kind: 'church charity fair: no entry price stated, place outside the catalogue',
      text: 'Благотворительная ярмарка в воскресной школе Покровского собора 🙏 20 декабря с 10:00 до 15:00. Выпечка, поделки наших детей, ёлочные игрушки. Всё собранное — в Дом малютки',
      publishedAt: '2026-12-14T18:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-20T10:00:00+03:00',
          end: '2026-12-20T15:00:00+03:00',
          price: null,
          place: null,
          titles: ['Благотворительная ярмарка'],
        },
      ],
    },
    {
      id: 'd14-tmb-20',
      kind: 'bar stand-up «завтра» in caps: presale and door prices, no title',
      text: `ЗАВТРА В ШТОЛЬНЕ — СТЕНДАП 🎤
Рябов, Корнеева, Шанин и новенькие
начало в 20:00, вход 500 / на входе 700`,
      publishedAt: '2026-12-17T15:00:00+03:00',
      timeZone: TMB,
      events: [
        {
          start: '2026-12-18T20:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'd14-tmb-shtolnya',
          titles: ['Стендап', 'Стендап-концерт'],
        },
      ],
    },
    // ───────────── Брянск ─────────────
    {
      id: 'd14-brn-01',
      kind: 'philharmonic concert: three price tiers, duration with interval',
      text: `Брянская филармония
14 ноября (сб), 18:00
«Битлз в симфоническом» — Губернаторский симфонический оркестр, солисты Антон Ревин и Ксения Дымова.
Билеты: 700, 1000 и 1400 ₽.
Продолжительность — 1 ч 45 мин (с антрактом). 6+`,
      publishedAt: '2026-11-02T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-14T18:00:00+03:00',
          end: '2026-11-14T19:45:00+03:00',
          price: rub(700, 1400),
          place: 'd14-brn-filarmonia',
          titles: ['Битлз в симфоническом', 'Концерт «Битлз в симфоническом»'],
        },
      ],
    },
    {
      id: 'd14-brn-02',
      kind: 'pub weekly plan, each line dated: quiz, free Irish night with a table deposit, match broadcast',
      text: `Дубрава, план на неделю 🍀

05.11 — пивной квиз «Хмельной эрудит», 19:00, 300₽/чел
06.11 — ирландский вечер: живая музыка от Celtic Sound, 20:00, вход свободный (столы у сцены — депозит 2000)
08.11 — трансляция матча «Спартак» — «Зенит», 19:30, вход свободный

Бронь в директ или по телефону`,
      publishedAt: '2026-11-03T12:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-05T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd14-brn-dubrava',
          titles: ['Хмельной эрудит', 'Пивной квиз «Хмельной эрудит»'],
        },
        {
          start: '2026-11-06T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-dubrava',
          titles: ['Ирландский вечер', 'Ирландский вечер с Celtic Sound'],
        },
        {
          start: '2026-11-08T19:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-dubrava',
          titles: ['Трансляция матча «Спартак» — «Зенит»', 'Спартак — Зенит'],
        },
      ],
    },
    {
      id: 'd14-brn-03',
      kind: 'New Year fairy tale on three days, twice a day: six events, child and adult tickets',
      text: `Брянский драматический театр им. А. К. Толстого
Новогодняя сказка «Кот в сапогах» 0+
27, 28 и 29 декабря — в 11:00 и 14:00
После спектакля — хоровод у ёлки с Дедом Морозом 🎅
Билет детский — 400 ₽, для сопровождающих взрослых — 200 ₽`,
      publishedAt: '2026-11-25T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-27T11:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'd14-brn-drama',
          titles: ['Кот в сапогах', 'Новогодняя сказка «Кот в сапогах»'],
        },
        {
          start: '2026-12-27T14:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'd14-brn-drama',
          titles: ['Кот в сапогах', 'Новогодняя сказка «Кот в сапогах»'],
        },
        {
          start: '2026-12-28T11:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'd14-brn-drama',
          titles: ['Кот в сапогах', 'Новогодняя сказка «Кот в сапогах»'],
        },
        {
          start: '2026-12-28T14:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'd14-brn-drama',
          titles: ['Кот в сапогах', 'Новогодняя сказка «Кот в сапогах»'],
        },
        {
          start: '2026-12-29T11:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'd14-brn-drama',
          titles: ['Кот в сапогах', 'Новогодняя сказка «Кот в сапогах»'],
        },
        {
          start: '2026-12-29T14:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'd14-brn-drama',
          titles: ['Кот в сапогах', 'Новогодняя сказка «Кот в сапогах»'],
        },
      ],
    },
    {
      id: 'd14-brn-04',
      kind: 'club album presentation: doors vs start, dance floor and VIP, a share discount not worked out',
      text: `ДЕСНА ХОЛЛ • 21.11
ЛУНОХОДЫ — презентация нового альбома «Орбита» 🚀
двери в 19:00, старт концерта в 20:00
танцпол — 1200₽, VIP-балкон — 3000₽
по промокоду DESNA скидка 10%
билеты: desnahall.ru`,
      publishedAt: '2026-11-06T14:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-21T20:00:00+03:00',
          end: null,
          price: rub(1200, 3000),
          place: 'd14-brn-desna',
          titles: ['Концерт группы Луноходы', 'Луноходы — презентация нового альбома «Орбита»', 'Луноходы'],
          ticketUrl: 'https://desnahall.ru',
        },
      ],
    },
    {
      id: 'd14-brn-05',
      kind: 'weekend digest with day headings and times first: lecture, concert, stand-up, flea market, organ for donations',
      text: `Брянск, выходные 14–15 ноября 👇

СУББОТА
— 12:00 лекция «Партизанские тропы Брянщины» в библиотеке Тютчева, вход свободный
— 18:00 «Битлз в симфоническом» в филармонии (билеты ещё есть! 700–1400)
— 21:00 стендап в Чердаке, 400 / 500 на входе

ВОСКРЕСЕНЬЕ
— 10:00–16:00 блошиный рынок «Барахолка на Десне» в ДК БМЗ, вход 50 ₽, дети бесплатно
— 17:00 органный концерт в католическом храме (ул. Ульянова), вход — добровольное пожертвование`,
      publishedAt: '2026-11-12T08:30:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-14T12:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-tyutchev',
          titles: ['Партизанские тропы Брянщины', 'Лекция «Партизанские тропы Брянщины»'],
        },
        {
          start: '2026-11-14T18:00:00+03:00',
          end: null,
          price: rub(700, 1400),
          place: 'd14-brn-filarmonia',
          titles: ['Битлз в симфоническом', 'Концерт «Битлз в симфоническом»'],
        },
        {
          start: '2026-11-14T21:00:00+03:00',
          end: null,
          price: rub(400, 500),
          place: 'd14-brn-cherdak',
          titles: ['Стендап'],
        },
        {
          start: '2026-11-15T10:00:00+03:00',
          end: '2026-11-15T16:00:00+03:00',
          price: rub(0, 50),
          place: null,
          titles: ['Барахолка на Десне', 'Блошиный рынок «Барахолка на Десне»'],
        },
        {
          start: '2026-11-15T17:00:00+03:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Органный концерт'],
        },
      ],
    },
    {
      id: 'd14-brn-06',
      kind: 'museum lecture invitation: quoted title after the lecturer, student price',
      text: `Приглашаем на лекцию искусствоведа Марины Кравец «Левитан и русская тоска» 🖼
19 ноября, 18:00, Брянский художественный музей.
Билет 250 ₽, студентам — 150 ₽. Можно по Пушкинской карте.`,
      publishedAt: '2026-11-14T11:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-19T18:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'd14-brn-artmuseum',
          titles: ['Левитан и русская тоска', 'Лекция «Левитан и русская тоска»'],
        },
      ],
    },
    {
      id: 'd14-brn-07',
      kind: 'postponement of a play, theatre named at the bottom in a short form',
      text: `⚠️ Спектакль «Гроза» переносится!
Вместо 20 ноября он пройдёт 4 декабря, начало в 18:30.
Купленные билеты действительны, обменивать ничего не нужно.
Драмтеатр им. Толстого`,
      publishedAt: '2026-11-16T12:00:00+03:00',
      timeZone: BRN,
      postponed: true,
      events: [
        {
          start: '2026-12-04T18:30:00+03:00',
          end: null,
          price: null,
          place: 'd14-brn-drama',
          titles: ['Гроза', 'Спектакль «Гроза»'],
        },
      ],
    },
    {
      id: 'd14-brn-08',
      kind: 'film festival over four days without named events: one event to the bare last day',
      text: `С 26 по 29 ноября в кинотеатре «Октябрь» — фестиваль скандинавского кино «Северный свет» 🌌
8 фильмов из Норвегии, Швеции, Дании и Исландии, все на языке оригинала с субтитрами.
Сеансы ежедневно с 17:00. Билет на сеанс 300 ₽.
Билеты: oktyabr32.ru/nordic`,
      publishedAt: '2026-11-18T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-26T17:00:00+03:00',
          end: '2026-11-29',
          price: rub(300),
          place: 'd14-brn-oktyabr',
          titles: ['Северный свет', 'Фестиваль скандинавского кино «Северный свет»'],
          ticketUrl: 'https://oktyabr32.ru/nordic',
        },
      ],
    },
    {
      id: 'd14-brn-09',
      kind: 'free online webinar by a psychologist: https registration link',
      text: `Бесплатный вебинар для родителей «Как пережить подростка» 🙃
2 декабря, 19:00 мск, онлайн.
Ведущая — семейный психолог Елена Сорокина.
Запись по ссылке: https://clck.ru/3Fxyz`,
      publishedAt: '2026-11-20T20:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-02T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как пережить подростка', 'Вебинар «Как пережить подростка»'],
          ticketUrl: 'https://clck.ru/3Fxyz',
        },
      ],
    },
    {
      id: 'd14-brn-10',
      kind: 'club party in Latin caps: ends after midnight, girls free before midnight',
      text: `NINETIES FOREVER 🕺📼
Пятница, 27 ноября, Десна Холл
22:00 — 05:00
Вход 500 ₽, девушкам до 00:00 бесплатно
Фейсконтроль, 18+`,
      publishedAt: '2026-11-23T15:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-11-27T22:00:00+03:00',
          end: '2026-11-28T05:00:00+03:00',
          price: rub(0, 500),
          place: 'd14-brn-desna',
          titles: ['Nineties Forever', 'Вечеринка «Nineties Forever»'],
        },
      ],
    },
    {
      id: 'd14-brn-11',
      kind: 'library film club series: dated list, common weekday time below',
      text: `Тютчевка запускает киноклуб «Оттепель»: смотрим и обсуждаем фильмы оттепели 🎬

✔️ 3 декабря — «Летят журавли»
✔️ 10 декабря — «Я шагаю по Москве»
✔️ 17 декабря — «Июльский дождь»

Собираемся по четвергам в 18:00, конференц-зал. Вход свободный, 12+`,
      publishedAt: '2026-11-27T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-03T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-tyutchev',
          titles: ['Летят журавли', 'Киноклуб «Оттепель»: «Летят журавли»'],
        },
        {
          start: '2026-12-10T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-tyutchev',
          titles: ['Я шагаю по Москве', 'Киноклуб «Оттепель»: «Я шагаю по Москве»'],
        },
        {
          start: '2026-12-17T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-tyutchev',
          titles: ['Июльский дождь', 'Киноклуб «Оттепель»: «Июльский дождь»'],
        },
      ],
    },
    {
      id: 'd14-brn-12',
      kind: 'anti-café tournament «в эту субботу»: entry fee, prize is not a price',
      text: 'В эту субботу в Чердаке — турнир по «Манчкину» 🐉 Начало в 14:00, взнос 200₽, главный приз — коллекционное издание игры. Записывайтесь в комментах!',
      publishedAt: '2026-11-30T19:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-05T14:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd14-brn-cherdak',
          titles: ['Турнир по «Манчкину»', 'Турнир по Манчкину'],
        },
      ],
    },
    {
      id: 'd14-brn-13',
      kind: 'volleyball double-header outside the catalogue: two matches, free',
      text: `🏐 ВОЛЕЙБОЛ | Высшая лига Б
СК «Вымпел», 6 декабря (вс)
15:00 — «Брянск-Волей» (жен.) — «Курск»
17:30 — «Брянск-Волей» (муж.) — «Курск»
Вход бесплатный, приходите болеть!`,
      publishedAt: '2026-12-01T12:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-06T15:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Брянск-Волей — Курск', 'Волейбол: «Брянск-Волей» — «Курск» (женщины)'],
        },
        {
          start: '2026-12-06T17:30:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Брянск-Волей — Курск', 'Волейбол: «Брянск-Волей» — «Курск» (мужчины)'],
        },
      ],
    },
    {
      id: 'd14-brn-14',
      kind: 'Christmas fair in a park, daily hours over nine days; paid skating as an extra',
      text: `Рождественская ярмарка в парке Толстого 🎄
19–27 декабря, ежедневно с 12:00 до 21:00
Горячий сбитень, пряники, игрушки ручной работы, катание на пони.
Вход свободный. Каток — 250 ₽/час.`,
      publishedAt: '2026-12-05T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-19T12:00:00+03:00',
          end: '2026-12-27T21:00:00+03:00',
          price: FREE,
          place: 'd14-brn-park',
          titles: ['Рождественская ярмарка'],
        },
      ],
    },
    {
      id: 'd14-brn-15',
      kind: 'ticket site: ensemble anniversary tour, two dates at different times, from-price',
      text: `Ансамбль «Брянские самоцветы» — юбилейный тур «50 лет вместе»
Брянск, филармония
12 декабря, 18:00
13 декабря, 16:00
Билеты от 800 ₽, 6+
afisha.yandex.ru/bryansk/concert/samotsvety-50`,
      publishedAt: '2026-12-02T11:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-12T18:00:00+03:00',
          end: null,
          price: rub(800, null),
          place: 'd14-brn-filarmonia',
          titles: ['50 лет вместе', 'Брянские самоцветы. 50 лет вместе', 'Концерт ансамбля «Брянские самоцветы»'],
          ticketUrl: 'https://afisha.yandex.ru/bryansk/concert/samotsvety-50',
        },
        {
          start: '2026-12-13T16:00:00+03:00',
          end: null,
          price: rub(800, null),
          place: 'd14-brn-filarmonia',
          titles: ['50 лет вместе', 'Брянские самоцветы. 50 лет вместе', 'Концерт ансамбля «Брянские самоцветы»'],
          ticketUrl: 'https://afisha.yandex.ru/bryansk/concert/samotsvety-50',
        },
      ],
    },
    {
      id: 'd14-brn-16',
      kind: 'theatre programme: durations without interval on some shows, a separate price for the children\u2019s play',
      text: `Драмтеатр им. А. К. Толстого — афиша 10–13 декабря

10.12, чт, 18:30 — «Гроза» 16+
11.12, пт, 18:30 — «Старомодная комедия» 12+ (1 ч 30 мин без антракта)
12.12, сб, 17:00 — «Гроза» 16+
13.12, вс, 12:00 — «Кошкин дом» 0+
13.12, вс, 17:00 — «Старомодная комедия» 12+ (1 ч 30 мин без антракта)

Билеты 350–1200 ₽, на «Кошкин дом» — 300 ₽.`,
      publishedAt: '2026-12-07T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-10T18:30:00+03:00',
          end: null,
          price: rub(350, 1200),
          place: 'd14-brn-drama',
          titles: ['Гроза', 'Спектакль «Гроза»'],
        },
        {
          start: '2026-12-11T18:30:00+03:00',
          end: '2026-12-11T20:00:00+03:00',
          price: rub(350, 1200),
          place: 'd14-brn-drama',
          titles: ['Старомодная комедия', 'Спектакль «Старомодная комедия»'],
        },
        {
          start: '2026-12-12T17:00:00+03:00',
          end: null,
          price: rub(350, 1200),
          place: 'd14-brn-drama',
          titles: ['Гроза', 'Спектакль «Гроза»'],
        },
        {
          start: '2026-12-13T12:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd14-brn-drama',
          titles: ['Кошкин дом', 'Спектакль «Кошкин дом»'],
        },
        {
          start: '2026-12-13T17:00:00+03:00',
          end: '2026-12-13T18:30:00+03:00',
          price: rub(350, 1200),
          place: 'd14-brn-drama',
          titles: ['Старомодная комедия', 'Спектакль «Старомодная комедия»'],
        },
      ],
    },
    {
      id: 'd14-brn-17',
      kind: 'lowercase slang one-liner with abbreviations: weekday with day of month, pub in the locative',
      text: 'ребят в чт 17го в дубраве акустика, Саша Лесной, нач в 20.00, вход своб 🤘',
      publishedAt: '2026-12-14T21:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-17T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-brn-dubrava',
          titles: ['Саша Лесной', 'Акустический концерт Саши Лесного', 'Акустика: Саша Лесной'],
        },
      ],
    },
    {
      id: 'd14-brn-18',
      kind: 'museum exhibition over New Year with daily hours, children under 7 free',
      text: `Выставка «Ёлочная игрушка СССР» в художественном музее ✨
С 15 декабря по 10 января, ежедневно с 10 до 18 (1 января — выходной).
Взрослый билет 200 ₽, дети до 7 лет — бесплатно.`,
      publishedAt: '2026-12-09T10:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-15T10:00:00+03:00',
          end: '2027-01-10T18:00:00+03:00',
          price: rub(0, 200),
          place: 'd14-brn-artmuseum',
          titles: ['Ёлочная игрушка СССР', 'Выставка «Ёлочная игрушка СССР»'],
        },
      ],
    },
    {
      id: 'd14-brn-19',
      kind: 'university KVN in an assembly hall outside the catalogue: students free, guests pay',
      text: `Студклуб БГТУ: новогодний КВН «Снежный ком» ☃️
18 декабря, 18:00, актовый зал (бульвар 50 лет Октября, 7)
Студентам по студенческому — бесплатно, гостям — 150 ₽`,
      publishedAt: '2026-12-10T13:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-18T18:00:00+03:00',
          end: null,
          price: rub(0, 150),
          place: null,
          titles: ['Снежный ком', 'КВН «Снежный ком»', 'Новогодний КВН «Снежный ком»'],
        },
      ],
    },
    {
      id: 'd14-brn-20',
      kind: 'club New Year weekend: party past midnight with a table deposit, disco with an early-bird price',
      text: `🎄 ДЕСНА ХОЛЛ — НОВОГОДНИЕ ВЫХОДНЫЕ 🎄

25.12 — вечеринка «Ёлки-Палки»: кавер-бэнд Фантом, 20:00–02:00. Билет 1500 ₽, столы — депозит от 10 000
26.12 — «Дискотека 80-х» с DJ Ретро, 21:00. Вход 600, до 22:00 — 400`,
      publishedAt: '2026-12-16T12:00:00+03:00',
      timeZone: BRN,
      events: [
        {
          start: '2026-12-25T20:00:00+03:00',
          end: '2026-12-26T02:00:00+03:00',
          price: rub(1500),
          place: 'd14-brn-desna',
          titles: ['Ёлки-Палки', 'Вечеринка «Ёлки-Палки»'],
        },
        {
          start: '2026-12-26T21:00:00+03:00',
          end: null,
          price: rub(400, 600),
          place: 'd14-brn-desna',
          titles: ['Дискотека 80-х', 'Дискотека 80-х с DJ Ретро'],
        },
      ],
    },
    // ───────────── Орёл ─────────────
    {
      id: 'd14-orl-01',
      kind: '«в эту субботу» play with an approximate end',
      text: `В эту субботу в театре им. Тургенева — «Дворянское гнездо» 🌿
Начало в 18:00, окончание около 21:10.
Билеты 300–900 ₽, касса и сайт театра.`,
      publishedAt: '2026-11-04T12:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-07T18:00:00+03:00',
          end: '2026-11-07T21:10:00+03:00',
          price: rub(300, 900),
          place: 'd14-orl-turgenev',
          titles: ['Дворянское гнездо', 'Спектакль «Дворянское гнездо»'],
        },
      ],
    },
    {
      id: 'd14-orl-02',
      kind: 'bar week with dd/mm dates: quiz, free jam, ska-punk presale/day-of, vinyl night till 4 a.m. «free»',
      text: `ОКУНЬ 🐟 на неделе

вт 10/11 — паб-квиз, 19:30, 300 р/чел
чт 12/11 — джем-сейшн с 20:00, вход свободный, приносите инструменты
пт 13/11 — «Сельдь под шубой» (ска-панк), 21:00, 400 предпродажа / 500 в день концерта
сб 14/11 — Ночь винила: DJ Пластинкин, 22:00–04:00, free`,
      publishedAt: '2026-11-09T12:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-10T19:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'd14-orl-okun',
          titles: ['Паб-квиз', 'Квиз'],
        },
        {
          start: '2026-11-12T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-orl-okun',
          titles: ['Джем-сейшн'],
        },
        {
          start: '2026-11-13T21:00:00+03:00',
          end: null,
          price: rub(400, 500),
          place: 'd14-orl-okun',
          titles: ['Сельдь под шубой', 'Концерт группы «Сельдь под шубой»'],
        },
        {
          start: '2026-11-14T22:00:00+03:00',
          end: '2026-11-15T04:00:00+03:00',
          price: FREE,
          place: 'd14-orl-okun',
          titles: ['Ночь винила', 'Ночь винила: DJ Пластинкин'],
        },
      ],
    },
    {
      id: 'd14-orl-03',
      kind: 'philharmonic organ concert: a season ticket beside the single ticket is not a price',
      text: `Орловская филармония
Органный концерт «Бах и его сыновья»
15 ноября, 17:00
Солистка — Вероника Дьяченко (орган)
Билет — 600 ₽. Абонемент «Органные вечера» на 4 концерта — 2000 ₽.`,
      publishedAt: '2026-11-05T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-15T17:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'd14-orl-filarmonia',
          titles: ['Бах и его сыновья', 'Органный концерт «Бах и его сыновья»'],
        },
      ],
    },
    {
      id: 'd14-orl-04',
      kind: 'week digest, each line dated: book launch, «до 800» price, lecture, stand-up, chess with a prize fund',
      text: `Орёл: неделя в пяти строках ✍️

17.11, 18:30 — презентация книги «Орловские усадьбы» в «Слове», бесплатно
18.11, 19:00 — «Гамлет» в «Свободном пространстве», билеты до 800 ₽
19.11, 18:00 — лекция о Лескове в Бунинке, вход свободный
20.11, 20:00 — стендап в Маяке, 500₽
21.11, 12:00 — блиц-турнир по шахматам в ДК железнодорожников, взнос 300 ₽, призовой фонд 20 000`,
      publishedAt: '2026-11-16T09:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-17T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-orl-slovo',
          titles: ['Презентация книги «Орловские усадьбы»', 'Орловские усадьбы'],
        },
        {
          start: '2026-11-18T19:00:00+03:00',
          end: null,
          price: rub(null, 800),
          place: 'd14-orl-svobodnoe',
          titles: ['Гамлет', 'Спектакль «Гамлет»'],
        },
        {
          start: '2026-11-19T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-orl-bunin',
          titles: ['Лекция о Лескове'],
        },
        {
          start: '2026-11-20T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'd14-orl-mayak',
          titles: ['Стендап'],
        },
        {
          start: '2026-11-21T12:00:00+03:00',
          end: null,
          price: rub(300),
          place: null,
          titles: ['Блиц-турнир по шахматам', 'Шахматный турнир'],
        },
      ],
    },
    {
      id: 'd14-orl-05',
      kind: 'postponement by a band in a club: refunds in DMs',
      text: `Друзья, концерт группы «Северный ветер» переносится с 21 ноября на 12 декабря 🙏
Маяк, начало в 20:00.
Билеты действительны, по возврату — пишите в лс`,
      publishedAt: '2026-11-17T15:00:00+03:00',
      timeZone: ORL,
      postponed: true,
      events: [
        {
          start: '2026-12-12T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd14-orl-mayak',
          titles: ['Концерт группы «Северный ветер»', 'Северный ветер'],
        },
      ],
    },
    {
      id: 'd14-orl-06',
      kind: 'cinema: cartoon in three sessions on one day, toddlers free',
      text: `Кинотеатр «Родина»
22 ноября, вс — спецпоказ мультфильма «Лиса и заяц. Новая история»
Сеансы: 10:00, 12:00, 14:00
Билет 200 ₽, дети до 3 лет — бесплатно без места`,
      publishedAt: '2026-11-18T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-22T10:00:00+03:00',
          end: null,
          price: rub(0, 200),
          place: 'd14-orl-rodina',
          titles: ['Лиса и заяц. Новая история', 'Мультфильм «Лиса и заяц. Новая история»'],
        },
        {
          start: '2026-11-22T12:00:00+03:00',
          end: null,
          price: rub(0, 200),
          place: 'd14-orl-rodina',
          titles: ['Лиса и заяц. Новая история', 'Мультфильм «Лиса и заяц. Новая история»'],
        },
        {
          start: '2026-11-22T14:00:00+03:00',
          end: null,
          price: rub(0, 200),
          place: 'd14-orl-rodina',
          titles: ['Лиса и заяц. Новая история', 'Мультфильм «Лиса и заяц. Новая история»'],
        },
      ],
    },
    {
      id: 'd14-orl-07',
      kind: 'library craft workshop without a quoted name: free, phone signup',
      text: 'Мастер-класс по ёлочной игрушке из фетра 🧵 5 декабря в 13:00, библиотека им. Бунина. Бесплатно, материалы выдаём. Запись по тел. 76-45-12',
      publishedAt: '2026-11-26T11:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-05T13:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-orl-bunin',
          titles: ['Мастер-класс по ёлочной игрушке из фетра', 'Ёлочная игрушка из фетра'],
        },
      ],
    },
    {
      id: 'd14-orl-08',
      kind: 'theatre half-month repertoire: show twice on Saturday, separate price for a title in the accusative',
      text: `Театр «Свободное пространство» — декабрь, первая половина

2 декабря, ср, 19:00 — «Гамлет» 16+
4 декабря, пт, 19:00 — «Чайка» 16+
5 декабря, сб, 14:00 и 18:00 — «Маленький принц» 6+
6 декабря, вс, 19:00 — «Чайка» 16+

Билеты 500–800 ₽, на «Маленького принца» — 350 ₽
svobodnoe-orel.ru`,
      publishedAt: '2026-11-23T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-02T19:00:00+03:00',
          end: null,
          price: rub(500, 800),
          place: 'd14-orl-svobodnoe',
          titles: ['Гамлет', 'Спектакль «Гамлет»'],
          ticketUrl: 'https://svobodnoe-orel.ru',
        },
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: rub(500, 800),
          place: 'd14-orl-svobodnoe',
          titles: ['Чайка', 'Спектакль «Чайка»'],
          ticketUrl: 'https://svobodnoe-orel.ru',
        },
        {
          start: '2026-12-05T14:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd14-orl-svobodnoe',
          titles: ['Маленький принц', 'Спектакль «Маленький принц»'],
          ticketUrl: 'https://svobodnoe-orel.ru',
        },
        {
          start: '2026-12-05T18:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd14-orl-svobodnoe',
          titles: ['Маленький принц', 'Спектакль «Маленький принц»'],
          ticketUrl: 'https://svobodnoe-orel.ru',
        },
        {
          start: '2026-12-06T19:00:00+03:00',
          end: null,
          price: rub(500, 800),
          place: 'd14-orl-svobodnoe',
          titles: ['Чайка', 'Спектакль «Чайка»'],
          ticketUrl: 'https://svobodnoe-orel.ru',
        },
      ],
    },
    {
      id: 'd14-orl-09',
      kind: 'flat-concert in a book shop: free with a hat, weekday and date in lower case',
      text: `Квартирник в «Слове» 🕯
Вера Полынь — акустика, песни на стихи Фета и Тютчева
пятница, 27 ноября, 19:00
Вход свободный, шляпа по кругу 🎩`,
      publishedAt: '2026-11-24T18:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-27T19:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd14-orl-slovo',
          titles: ['Квартирник Веры Полынь', 'Концерт Веры Полынь', 'Вера Полынь'],
        },
      ],
    },
    {
      id: 'd14-orl-10',
      kind: 'stadium rink opening weekend: two events, skate hire is an extra',
      text: `СТАДИОН «ЦЕНТРАЛЬНЫЙ»: ОТКРЫВАЕМ КАТОК! ⛸

28 ноября, 17:00 — праздничное открытие с фейерверком, вход свободный
29 ноября, 12:00 — детская дискотека на льду, 150 ₽

Прокат коньков — 200 ₽/час`,
      publishedAt: '2026-11-25T12:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-11-28T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-orl-central',
          titles: ['Открытие катка', 'Праздничное открытие катка'],
        },
        {
          start: '2026-11-29T12:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'd14-orl-central',
          titles: ['Детская дискотека на льду'],
        },
      ],
    },
    {
      id: 'd14-orl-11',
      kind: 'book fair over three days with daily hours at a library',
      text: `Орловская книжная ярмарка «Зимнее чтение» 📚
11–13 декабря, библиотека им. Бунина, ежедневно с 11:00 до 19:00.
Встречи с авторами, буккроссинг, лавка букинистов. Вход свободный!`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-11T11:00:00+03:00',
          end: '2026-12-13T19:00:00+03:00',
          price: FREE,
          place: 'd14-orl-bunin',
          titles: ['Зимнее чтение', 'Книжная ярмарка «Зимнее чтение»'],
        },
      ],
    },
    {
      id: 'd14-orl-12',
      kind: 'touring improv troupe: two evenings, bare domain of a ticket site',
      text: `ТЕАТР ИМПРОВИЗАЦИИ «БЕЗ СЦЕНАРИЯ» — ГАСТРОЛИ В ОРЛЕ 🎭
8 и 9 декабря, 19:00, театр им. Тургенева
Каждый вечер — новое шоу, ни одной заготовленной шутки.
Билеты 900–2500 ₽ на kassir.ru`,
      publishedAt: '2026-11-28T14:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-08T19:00:00+03:00',
          end: null,
          price: rub(900, 2500),
          place: 'd14-orl-turgenev',
          titles: ['Театр импровизации «Без сценария»', 'Без сценария', 'Шоу импровизации «Без сценария»'],
          ticketUrl: 'https://kassir.ru',
        },
        {
          start: '2026-12-09T19:00:00+03:00',
          end: null,
          price: rub(900, 2500),
          place: 'd14-orl-turgenev',
          titles: ['Театр импровизации «Без сценария»', 'Без сценария', 'Шоу импровизации «Без сценария»'],
          ticketUrl: 'https://kassir.ru',
        },
      ],
    },
    {
      id: 'd14-orl-13',
      kind: 'exhibition at a museum outside the catalogue whose street is shared with a catalogue venue',
      text: `В Музее купечества (ул. Салтыкова-Щедрина, 20) с 3 по 20 декабря — выставка «Орловский ситец»: платки, сарафаны, набойные доски XIX века.
Открыто вт–вс 10:00–17:00. Билет 150 ₽.`,
      publishedAt: '2026-12-01T15:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-03T10:00:00+03:00',
          end: '2026-12-20T17:00:00+03:00',
          price: rub(150),
          place: null,
          titles: ['Орловский ситец', 'Выставка «Орловский ситец»'],
        },
      ],
    },
    {
      id: 'd14-orl-14',
      kind: 'techno night with set times past midnight: a later, dearer entry',
      text: `МАЯК // СБ 19.12 // TECHNO NIGHT «ГЛУБИНА» 🔊
23:00 — DJ Sonar
01:00 — DJ Kit
03:00 — closing: DJ Ворс, до 06:00
Вход 600 ₽, после 01:00 — 800 ₽. 18+`,
      publishedAt: '2026-12-14T16:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-19T23:00:00+03:00',
          end: '2026-12-20T06:00:00+03:00',
          price: rub(600, 800),
          place: 'd14-orl-mayak',
          titles: ['Глубина', 'Techno night «Глубина»'],
        },
      ],
    },
    {
      id: 'd14-orl-15',
      kind: 'parish Christmas concert in a refectory outside the catalogue, free',
      text: 'Приход храма Михаила Архангела приглашает на Рождественский концерт воскресной школы ⭐️ 27 декабря, после литургии, в 12:30, в трапезной. Вход свободный.',
      publishedAt: '2026-12-15T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-27T12:30:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Рождественский концерт воскресной школы', 'Рождественский концерт'],
        },
      ],
    },
    {
      id: 'd14-orl-16',
      kind: 'philharmonic month programme: three concerts, each with its price, toddlers free at the children\u2019s one',
      text: `Орловская филармония — афиша декабря ❄️

🎻 11 декабря (пт), 19:00 — «Времена года»: Вивальди и Пьяццолла. 500–1200 ₽
🎷 13 декабря (вс), 18:00 — биг-бэнд филармонии, «Новогодний свинг». 600–1500 ₽
🎄 20 декабря (вс), 12:00 — детская программа «Сказки Гофмана», 300 ₽, дети до 4 лет — бесплатно`,
      publishedAt: '2026-12-03T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-11T19:00:00+03:00',
          end: null,
          price: rub(500, 1200),
          place: 'd14-orl-filarmonia',
          titles: ['Времена года', 'Времена года: Вивальди и Пьяццолла'],
        },
        {
          start: '2026-12-13T18:00:00+03:00',
          end: null,
          price: rub(600, 1500),
          place: 'd14-orl-filarmonia',
          titles: ['Новогодний свинг', 'Биг-бэнд филармонии: «Новогодний свинг»'],
        },
        {
          start: '2026-12-20T12:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd14-orl-filarmonia',
          titles: ['Сказки Гофмана', 'Детская программа «Сказки Гофмана»'],
        },
      ],
    },
    {
      id: 'd14-orl-17',
      kind: 'readings at a bare street address of a catalogue bar; weekday disagrees with the date (the date wins)',
      text: 'Литературные чтения «Лесков вслух» — 10 декабря (пт), 19:00, бар на Ленина, 30 (второй этаж). Вход 200 р., чай включён.',
      publishedAt: '2026-12-04T20:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd14-orl-okun',
          titles: ['Лесков вслух', 'Литературные чтения «Лесков вслух»'],
        },
      ],
    },
    {
      id: 'd14-orl-18',
      kind: 'private teacher free online lesson in a Telegram channel; paid private lessons are another thing',
      text: 'Бесплатный онлайн-урок «Гитара с нуля за вечер» 🎸 В среду, 16 декабря, в 20:00 мск, прямой эфир в телеграм-канале @guitar_orel. Индивидуальные занятия — 1000 р/час, пишите в лс.',
      publishedAt: '2026-12-09T19:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-16T20:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Гитара с нуля за вечер', 'Онлайн-урок «Гитара с нуля за вечер»'],
        },
      ],
    },
    {
      id: 'd14-orl-19',
      kind: 'New Year show «с 26 по 28» at one time daily: one event a day, child and adult tickets',
      text: `Новогодний спектакль «Снегурочка и Кощей» 🎄
с 26 по 28 декабря, в 11:00, театр им. Тургенева
Детский билет с подарком — 700 ₽, взрослый сопровождающий — 300 ₽`,
      publishedAt: '2026-12-08T10:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-26T11:00:00+03:00',
          end: null,
          price: rub(300, 700),
          place: 'd14-orl-turgenev',
          titles: ['Снегурочка и Кощей', 'Новогодний спектакль «Снегурочка и Кощей»'],
        },
        {
          start: '2026-12-27T11:00:00+03:00',
          end: null,
          price: rub(300, 700),
          place: 'd14-orl-turgenev',
          titles: ['Снегурочка и Кощей', 'Новогодний спектакль «Снегурочка и Кощей»'],
        },
        {
          start: '2026-12-28T11:00:00+03:00',
          end: null,
          price: rub(300, 700),
          place: 'd14-orl-turgenev',
          titles: ['Снегурочка и Кощей', 'Новогодний спектакль «Снегурочка и Кощей»'],
        },
      ],
    },
    {
      id: 'd14-orl-20',
      kind: 'university sports club tournament at a stadium hall: free for spectators',
      text: `Спортклуб ОГУ: турнир по мини-футболу среди факультетов «Кубок ректора» ⚽
19 декабря, манеж стадиона «Центральный», начало в 10:00. Болельщикам вход свободный!`,
      publishedAt: '2026-12-11T12:00:00+03:00',
      timeZone: ORL,
      events: [
        {
          start: '2026-12-19T10:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd14-orl-central',
          titles: ['Кубок ректора', 'Турнир по мини-футболу «Кубок ректора»'],
        },
      ],
    },
  ],
};
