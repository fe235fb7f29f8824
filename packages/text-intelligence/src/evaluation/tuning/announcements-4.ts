// The fourth development set of the announcement reader: posts of venues and channels of Ярославль, Тюмень and
// Калининград, written without sight of the reader.
import type { AnnouncementSet } from '../cases.ts';

export const TUNING_4: AnnouncementSet = {
  places: [
    // Ярославль
    { id: 'd4-yar-mayak', name: 'Бар «Маяк»', aliases: ['Маяк'], address: 'Ярославль, улица Союзная, 144' },
    {
      id: 'd4-yar-stary-mayak',
      name: 'Паб «Старый маяк»',
      aliases: ['Старый маяк'],
      address: 'Ярославль, Которосльная набережная, 55',
    },
    {
      id: 'd4-yar-garazh',
      name: 'Клуб «Гараж»',
      aliases: ['Гараж'],
      address: 'Ярославль, улица Большая Октябрьская, 40',
    },
    {
      id: 'd4-yar-volkov',
      name: 'Театр драмы имени Фёдора Волкова',
      aliases: ['Волковский театр', 'Волковский', 'театр Волкова'],
      address: 'Ярославль, площадь Волкова, 1',
    },
    {
      id: 'd4-yar-filarmonia',
      name: 'Ярославская филармония',
      aliases: ['филармония'],
      address: 'Ярославль, улица Максимова, 13',
    },
    {
      id: 'd4-yar-nekrasov',
      name: 'Книжный магазин «Некрасов»',
      aliases: ['Некрасов'],
      address: 'Ярославль, улица Кирова, 8',
    },
    {
      id: 'd4-yar-nekrasovka',
      name: 'Областная библиотека имени Некрасова',
      aliases: ['Некрасовка', 'библиотека Некрасова'],
      address: 'Ярославль, улица Свободы, 1',
    },
    {
      id: 'd4-yar-polet',
      name: 'Антикафе «Полёт»',
      aliases: ['Полёт', 'Полет'],
      address: 'Ярославль, улица Свободы, 52',
    },
    { id: 'd4-yar-shinnik', name: 'Стадион «Шинник»', aliases: ['Шинник'], address: 'Ярославль, улица Свободы, 30' },
    {
      id: 'd4-yar-muzyka-vremya',
      name: 'Музей «Музыка и время»',
      aliases: ['Музыка и время'],
      address: 'Ярославль, Волжская набережная, 33',
    },
    { id: 'd4-yar-rodina', name: 'Кинотеатр «Родина»', aliases: ['Родина'], address: 'Ярославль, улица Трефолева, 20' },
    // Тюмень
    { id: 'd4-tmn-sad', name: 'Бар «Сад»', aliases: ['Сад'], address: 'Тюмень, улица Республики, 61' },
    {
      id: 'd4-tmn-filarmonia',
      name: 'Тюменская филармония',
      aliases: ['филармония'],
      address: 'Тюмень, улица Республики, 34',
    },
    {
      id: 'd4-tmn-dramteatr',
      name: 'Тюменский драматический театр',
      aliases: ['Драмтеатр', 'Тюменский драмтеатр'],
      address: 'Тюмень, улица Республики, 129',
    },
    {
      id: 'd4-tmn-shredinger',
      name: 'Антикафе «Кот Шрёдингера»',
      aliases: ['Кот Шрёдингера', 'Кот Шредингера'],
      address: 'Тюмень, улица Володарского, 14',
    },
    {
      id: 'd4-tmn-sever',
      name: 'Бар «Север»',
      aliases: ['Север', 'Sever', 'Sever Bar'],
      address: 'Тюмень, улица Герцена, 55',
    },
    {
      id: 'd4-tmn-slovtsov',
      name: 'Музейный комплекс имени Словцова',
      aliases: ['музей Словцова', 'Словцова'],
      address: 'Тюмень, улица Ленина, 2',
    },
    { id: 'd4-tmn-kosmos', name: 'Кинотеатр «Космос»', aliases: ['Космос'], address: 'Тюмень, улица Республики, 165' },
    { id: 'd4-tmn-geolog', name: 'Стадион «Геолог»', aliases: ['Геолог'], address: 'Тюмень, улица Профсоюзная, 1' },
    {
      id: 'd4-tmn-cgb',
      name: 'Центральная городская библиотека',
      aliases: ['ЦГБ', 'городская библиотека'],
      address: 'Тюмень, улица Орджоникидзе, 59',
    },
    {
      id: 'd4-tmn-moloko',
      name: 'Клуб «Молоко»',
      aliases: ['Молоко', 'Moloko'],
      address: 'Тюмень, улица Мельникайте, 100',
    },
    {
      id: 'd4-tmn-zatyumensky',
      name: 'Затюменский парк',
      aliases: ['Затюменский'],
      address: 'Тюмень, улица Судостроителей, 2',
    },
    // Калининград
    { id: 'd4-kgd-dvor', name: 'Бар «Двор»', aliases: ['Двор'], address: 'Калининград, улица Генерала Соммера, 25' },
    { id: 'd4-kgd-kant', name: 'Кафе «Кант»', aliases: ['Кант'], address: 'Калининград, Ленинский проспект, 83' },
    {
      id: 'd4-kgd-sobor',
      name: 'Кафедральный собор',
      aliases: ['собор', 'Кафедральный собор на острове Канта'],
      address: 'Калининград, улица Канта, 1',
    },
    {
      id: 'd4-kgd-filarmonia',
      name: 'Калининградская филармония имени Светланова',
      aliases: ['филармония', 'филармония имени Светланова'],
      address: 'Калининград, улица Богдана Хмельницкого, 61а',
    },
    {
      id: 'd4-kgd-muzey-okeana',
      name: 'Музей Мирового океана',
      aliases: ['Музей океана', 'ММО'],
      address: 'Калининград, набережная Петра Великого, 1',
    },
    { id: 'd4-kgd-vagonka', name: 'Лофт «Вагонка»', aliases: ['Вагонка'], address: 'Калининград, улица Суворова, 45' },
    {
      id: 'd4-kgd-vrangel',
      name: 'Пивной бар «Врангель»',
      aliases: ['Врангель'],
      address: 'Калининград, улица Черняховского, 1',
    },
    { id: 'd4-kgd-zarya', name: 'Кинотеатр «Заря»', aliases: ['Заря'], address: 'Калининград, Ленинский проспект, 11' },
    {
      id: 'd4-kgd-stadion',
      name: 'Стадион «Калининград»',
      aliases: ['стадион «Калининград»'],
      address: 'Калининград, улица Генерала Челнокова, 1',
    },
    {
      id: 'd4-kgd-bumaga',
      name: 'Книжный «Бумага»',
      aliases: ['Бумага'],
      address: 'Калининград, улица Житомирская, 22',
    },
    {
      id: 'd4-kgd-teploe-mesto',
      name: 'Антикафе «Тёплое место»',
      aliases: ['Тёплое место', 'Теплое место'],
      address: 'Калининград, улица Черняховского, 15',
    },
    {
      id: 'd4-kgd-sinyaya-ptitsa',
      name: 'Джаз-клуб «Синяя птица»',
      aliases: ['Синяя птица', 'Blue Bird'],
      address: 'Калининград, улица Профессора Баранова, 40',
    },
  ],
  announcements: [
    // Ярославль
    {
      id: 'd4-plain-mayak-concert',
      kind: 'plain',
      text: `Бар «Маяк», 5 декабря 2026, 20:00 — концерт группы «Северный ветер». Вход 700 ₽.`,
      publishedAt: '2026-11-20T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-05T20:00:00+03:00',
          end: null,
          price: { min: 700, max: 700, free: false, donation: false },
          place: 'd4-yar-mayak',
          titles: ['Северный ветер', 'Концерт группы «Северный ветер»', 'Группа «Северный ветер»'],
        },
      ],
    },
    {
      id: 'd4-stary-mayak-irish',
      kind: 'shared-word-venues, relative-weekday, bare-abbreviated-address',
      text: `«Старый маяк» приглашает на ирландский вечер ☘️
Живой кельтский фолк от трио «Клевер»: скрипка, бойран, вистл.
В пятницу в 19:30. Вход 400 ₽.
Которосльная наб., 55`,
      publishedAt: '2026-11-30T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-04T19:30:00+03:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd4-yar-stary-mayak',
          titles: ['Ирландский вечер', 'Трио «Клевер»', 'Клевер'],
        },
      ],
    },
    {
      id: 'd4-lowercase-garazh-techno',
      kind: 'chatty-lowercase, common-noun-venue-lowercase, relative-weekday, time-range-past-midnight, presale-and-door-price, bare-domain-ticket-link',
      text: `гараж снова открывает двери 🔥🔥
в субботу техно-вечеринка NOISE GATE: резиденты + гость из питера. с 23:00 и до 6 утра. фейс-контроль, 18+
вход 500 на входе / 350 по предпродаже → yar-garage.ru/noise`,
      publishedAt: '2026-12-07T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-12T23:00:00+03:00',
          end: '2026-12-13T06:00:00+03:00',
          price: { min: 350, max: 500, free: false, donation: false },
          place: 'd4-yar-garazh',
          titles: ['Noise Gate', 'Техно-вечеринка Noise Gate'],
          ticketUrl: 'https://yar-garage.ru/noise',
        },
      ],
    },
    {
      id: 'd4-formal-volkov-premiere-two-dates',
      kind: 'formal-institution, venue-named-after-person, two-dates-one-time, price-range, ticket-site-domain',
      text: `Российский академический театр драмы имени Фёдора Волкова представляет премьеру спектакля «Бесприданница» по пьесе А. Н. Островского. Режиссёр — Евгений Марчелли.
Премьерные показы: 18 и 19 декабря, начало в 18:00.
Билеты от 600 до 2500 рублей в кассе театра и на сайте volkovteatr.ru`,
      publishedAt: '2026-12-01T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-18T18:00:00+03:00',
          end: null,
          price: { min: 600, max: 2500, free: false, donation: false },
          place: 'd4-yar-volkov',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://volkovteatr.ru',
        },
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: { min: 600, max: 2500, free: false, donation: false },
          place: 'd4-yar-volkov',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://volkovteatr.ru',
        },
      ],
    },
    {
      id: 'd4-plain-filarmonia-nutcracker',
      kind: 'plain, time-with-dot, weekday-beside-date',
      text: `Ярославская филармония
24 декабря, четверг, 19.00
Новогодний концерт симфонического оркестра «Щелкунчик и другие». Дирижёр — Мурад Аннамамедов.
Билеты: 500–1800 ₽. Принимаем Пушкинскую карту.`,
      publishedAt: '2026-12-05T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-24T19:00:00+03:00',
          end: null,
          price: { min: 500, max: 1800, free: false, donation: false },
          place: 'd4-yar-filarmonia',
          titles: ['Щелкунчик и другие', 'Новогодний концерт «Щелкунчик и другие»'],
        },
      ],
    },
    {
      id: 'd4-library-nekrasovka-writer',
      kind: 'venues-sharing-surname, colloquial-alias, free-with-registration, registration-link, book-title-in-text',
      text: `Некрасовка приглашает! 🎄
В субботу, 19 декабря, в 14:00 — встреча с писателем Алексеем Сальниковым, автором «Петровых в гриппе и вокруг него». Поговорим о новом романе и о том, как писать о провинции.
Вход свободный по регистрации: lib.yar.ru/salnikov`,
      publishedAt: '2026-12-08T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-19T14:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-yar-nekrasovka',
          titles: ['Встреча с Алексеем Сальниковым', 'Алексей Сальников'],
          ticketUrl: 'https://lib.yar.ru/salnikov',
        },
      ],
    },
    {
      id: 'd4-bookshop-nekrasov-presentation',
      kind: 'venues-sharing-surname, venue-named-after-person, free',
      text: `В книжном «Некрасов» — презентация сборника стихов ярославских поэтов «Волга впадает». 11 декабря в 18:30. Вход свободный, чай и пряники за наш счёт 🙂
ул. Кирова, 8`,
      publishedAt: '2026-12-02T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-11T18:30:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-yar-nekrasov',
          titles: ['Презентация сборника «Волга впадает»', 'Волга впадает'],
        },
      ],
    },
    {
      id: 'd4-polet-weekly-board-games',
      kind: 'weekly-with-next-date, time-range, venue-alias-yo',
      text: `Полёт | антикафе
Каждую среду — вечер настольных игр с ведущим 🎲 Научим правилам, подберём компанию.
Ближайшая встреча: 9 декабря, с 18:00 до 22:00.
Стоимость — 300 ₽ за вечер, чай и печеньки включены.`,
      publishedAt: '2026-12-04T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-09T18:00:00+03:00',
          end: '2026-12-09T22:00:00+03:00',
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-yar-polet',
          titles: ['Вечер настольных игр', 'Настольные игры'],
        },
      ],
    },
    {
      id: 'd4-shinnik-match-opponent-like-venue',
      kind: 'sport, stadium-named-like-club, opponent-named-like-another-venue, price-from, ticket-link',
      text: `⚽️ Первая лига. 22-й тур.
«Шинник» — «Родина»
7 марта 2027, начало в 15:00
Стадион «Шинник», ул. Свободы, 30
Билеты от 300 ₽: shinnik.com/tickets`,
      publishedAt: '2027-02-20T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-07T15:00:00+03:00',
          end: null,
          price: { min: 300, max: null, free: false, donation: false },
          place: 'd4-yar-shinnik',
          titles: ['«Шинник» — «Родина»', 'Шинник — Родина', 'Матч «Шинник» — «Родина»'],
          ticketUrl: 'https://shinnik.com/tickets',
        },
      ],
    },
    {
      id: 'd4-museum-two-sessions-child-price',
      kind: 'two-sessions-one-day, adult-and-child-price, year-rollover',
      text: `Музей «Музыка и время» приглашает на семейную экскурсию «Колокола и граммофоны» 🔔
3 января, сеансы в 12:00 и в 15:00.
Взрослые — 500 ₽, дети до 12 лет — 250 ₽.`,
      publishedAt: '2026-12-20T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-03T12:00:00+03:00',
          end: null,
          price: { min: 250, max: 500, free: false, donation: false },
          place: 'd4-yar-muzyka-vremya',
          titles: ['Экскурсия «Колокола и граммофоны»', 'Колокола и граммофоны'],
        },
        {
          start: '2027-01-03T15:00:00+03:00',
          end: null,
          price: { min: 250, max: 500, free: false, donation: false },
          place: 'd4-yar-muzyka-vremya',
          titles: ['Экскурсия «Колокола и граммофоны»', 'Колокола и граммофоны'],
        },
      ],
    },
    {
      id: 'd4-rodina-short-film-night',
      kind: 'cinema, common-noun-venue, time-range-past-midnight',
      text: `Кинотеатр «Родина»: ночь короткого метра 🎬
26 декабря с 22:00 до 03:00 — лучшие короткометражки года, кофе и попкорн до утра.
Билет 450 ₽.`,
      publishedAt: '2026-12-12T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-26T22:00:00+03:00',
          end: '2026-12-27T03:00:00+03:00',
          price: { min: 450, max: 450, free: false, donation: false },
          place: 'd4-yar-rodina',
          titles: ['Ночь короткого метра'],
        },
      ],
    },
    {
      id: 'd4-digest-yaroslavl-weekend',
      kind: 'city-digest, three-venues, short-weekday-and-numeric-date, price-from, free, time-range',
      text: `Куда сходить в Ярославле на выходных 🗓

🎸 Пт, 11.12 — «Сплин»-трибьют в «Маяке», 21:00, 600 ₽
🎭 Сб, 12.12 — «Вишнёвый сад» в Волковском, 18:00, билеты от 800 ₽
🧶 Вс, 13.12 — ярмарка handmade в антикафе «Полёт», 12:00–18:00, вход свободный`,
      publishedAt: '2026-12-09T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-11T21:00:00+03:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd4-yar-mayak',
          titles: ['Трибьют «Сплина»', '«Сплин»-трибьют', 'Сплин-трибьют'],
        },
        {
          start: '2026-12-12T18:00:00+03:00',
          end: null,
          price: { min: 800, max: null, free: false, donation: false },
          place: 'd4-yar-volkov',
          titles: ['Вишнёвый сад', 'Спектакль «Вишнёвый сад»'],
        },
        {
          start: '2026-12-13T12:00:00+03:00',
          end: '2026-12-13T18:00:00+03:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-yar-polet',
          titles: ['Ярмарка handmade', 'Handmade-ярмарка'],
        },
      ],
    },
    {
      id: 'd4-race-on-strelka-not-in-catalogue',
      kind: 'place-not-in-catalogue, early-and-late-registration-price, registration-link, year-rollover',
      text: `На Стрелке в субботу, 2 января, в 12:00 — большой новогодний забег «Ёлки-палки» 🏃‍♀️🎄
Дистанции 3 и 10 км, медали всем финишёрам.
Регистрация: 800 ₽ до 25 декабря, в день старта — 1200 ₽. yarrun.ru`,
      publishedAt: '2026-12-10T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-02T12:00:00+03:00',
          end: null,
          price: { min: 800, max: 1200, free: false, donation: false },
          place: null,
          titles: ['Ёлки-палки', 'Новогодний забег «Ёлки-палки»'],
          ticketUrl: 'https://yarrun.ru',
        },
      ],
    },
    {
      id: 'd4-address-only-mayak-jam',
      kind: 'address-only, relative-weekday, short-post',
      text: `Ул. Союзная, 144 — в пятницу здесь снова джем! Приносите инструменты, барабаны и комбики уже стоят. 20:00, вход 200 ₽`,
      publishedAt: '2026-12-14T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-18T20:00:00+03:00',
          end: null,
          price: { min: 200, max: 200, free: false, donation: false },
          place: 'd4-yar-mayak',
          titles: ['Джем', 'Джем-сейшн'],
        },
      ],
    },
    {
      id: 'd4-postponed-garazh-pilot',
      kind: 'postponement, old-and-new-date, price-range, ticket-site-domain',
      text: `ПЕРЕНОС ⚠️
Концерт группы «Пилот» в клубе «Гараж», запланированный на 28 ноября, переносится на 23 января 2027 года. Начало в 20:00.
Купленные билеты действительны, возврат — в месте покупки.
Билеты: 1500–3000 ₽ на yar.kassir.ru`,
      publishedAt: '2026-11-25T07:00:00Z',
      timeZone: 'Europe/Moscow',
      postponed: true,
      events: [
        {
          start: '2027-01-23T20:00:00+03:00',
          end: null,
          price: { min: 1500, max: 3000, free: false, donation: false },
          place: 'd4-yar-garazh',
          titles: ['Пилот', 'Концерт группы «Пилот»'],
          ticketUrl: 'https://yar.kassir.ru',
        },
      ],
    },
    {
      id: 'd4-mayak-doors-vs-start-standup',
      kind: 'doors-vs-start, place-in-header, date-in-header',
      text: `«Маяк» | 16 января
Stand-up: открытый микрофон 🎙
Сбор гостей — 18:30, начало — 19:00
Вход 300 ₽`,
      publishedAt: '2027-01-08T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-16T19:00:00+03:00',
          end: null,
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-yar-mayak',
          titles: ['Открытый микрофон', 'Stand-up: открытый микрофон', 'Стендап: открытый микрофон'],
        },
      ],
    },
    {
      id: 'd4-online-lecture-by-library',
      kind: 'online-event, organiser-is-catalogue-venue, free',
      text: `Онлайн-лекция Некрасовки «Ярославль купеческий: дома и судьбы» — 21 января в 18:00 в VK Видео.
Бесплатно, ссылка на трансляцию появится в нашей группе за час до начала.`,
      publishedAt: '2027-01-12T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-21T18:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Ярославль купеческий: дома и судьбы', 'Лекция «Ярославль купеческий: дома и судьбы»'],
        },
      ],
    },
    {
      id: 'd4-stary-mayak-quiz-words',
      kind: 'price-in-words, time-in-words, relative-weekday, shared-word-venues',
      text: `Друзья, в воскресенье в «Старом маяке» квиз! Начало в семь вечера, участие — триста рублей с человека, команды до 6 человек. Запись у админа в личке.`,
      publishedAt: '2026-12-02T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-06T19:00:00+03:00',
          end: null,
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-yar-stary-mayak',
          titles: ['Квиз'],
        },
      ],
    },
    {
      id: 'd4-festival-jazz-winter-pass',
      kind: 'festival-over-days, date-range-no-time, day-ticket-and-pass',
      text: `Фестиваль «Джазовая зима» в Ярославской филармонии: 29–31 января 2027.
Каждый вечер — новый состав: биг-бенд, вокальный джаз, ночной джем.
Абонемент на три дня — 3500 ₽, билет на один вечер — от 1200 ₽.`,
      publishedAt: '2026-12-15T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-29',
          end: '2027-01-31',
          price: { min: 1200, max: 3500, free: false, donation: false },
          place: 'd4-yar-filarmonia',
          titles: ['Джазовая зима', 'Фестиваль «Джазовая зима»'],
        },
      ],
    },
    {
      id: 'd4-lowercase-garazh-tomorrow-band-named-weekday',
      kind: 'chatty-lowercase, tomorrow, band-named-like-weekday, price-rises-after-hour, common-noun-venue-lowercase',
      text: `завтра в гараже 🖤 панк-вечер: «Кеды Ржавые» + «Вторник»
старт 20:00, вход 400р, после 21:00 — 500р. не опаздывайте`,
      publishedAt: '2026-12-03T15:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-04T20:00:00+03:00',
          end: null,
          price: { min: 400, max: 500, free: false, donation: false },
          place: 'd4-yar-garazh',
          titles: ['«Кеды Ржавые» и «Вторник»', 'Кеды Ржавые + Вторник', 'Панк-вечер'],
        },
      ],
    },
    {
      id: 'd4-filarmonia-day-of-month-only',
      kind: 'day-of-month-only, lowercase-alias, price-range',
      text: `Рождественский органный концерт в филармонии 25-го, в 19:00. В программе Бах, Букстехуде, Франк. Солистка — Анна Лунёва (орган). Билеты 700–1500 ₽.`,
      publishedAt: '2026-12-10T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-25T19:00:00+03:00',
          end: null,
          price: { min: 700, max: 1500, free: false, donation: false },
          place: 'd4-yar-filarmonia',
          titles: ['Рождественский органный концерт'],
        },
      ],
    },
    {
      id: 'd4-polet-this-saturday-workshop',
      kind: 'this-saturday, bare-hour-range, adult-and-child-price, place-in-prepositional',
      text: `В эту субботу в «Полёте» — мастер-класс по росписи ёлочных игрушек 🎨 с 15 до 17, все материалы включены. 900 ₽, детям до 10 лет — 600 ₽.`,
      publishedAt: '2026-12-14T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-19T15:00:00+03:00',
          end: '2026-12-19T17:00:00+03:00',
          price: { min: 600, max: 900, free: false, donation: false },
          place: 'd4-yar-polet',
          titles: ['Мастер-класс по росписи ёлочных игрушек', 'Роспись ёлочных игрушек'],
        },
      ],
    },
    {
      id: 'd4-mayak-new-year-deposit',
      kind: 'deposit-per-person-as-entry, new-year-night-past-midnight',
      text: `Новогодняя ночь в «Маяке» 🥂
31 декабря с 22:00 до 05:00. Живая музыка, DJ, бенгальские огни.
Вход — депозит 1500 ₽ на человека (в счёт меню). Бронь по телефону.`,
      publishedAt: '2026-12-16T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-31T22:00:00+03:00',
          end: '2027-01-01T05:00:00+03:00',
          price: { min: 1500, max: 1500, free: false, donation: false },
          place: 'd4-yar-mayak',
          titles: ['Новогодняя ночь'],
        },
      ],
    },
    {
      id: 'd4-bells-church-not-in-catalogue-noon',
      kind: 'place-not-in-catalogue, time-in-words-noon, free, year-rollover',
      text: `Колокольный концерт у церкви Ильи Пророка — 7 января, в полдень. Играют звонари из Ростова Великого. Бесплатно.`,
      publishedAt: '2026-12-27T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-07T12:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Колокольный концерт'],
        },
      ],
    },
    {
      id: 'd4-ticket-site-garazh-undervud',
      kind: 'ticket-site, numeric-date, price-range, full-ticket-url',
      text: `Группа «Ундервуд» | Ярославль | 14.02.2027 | вс | 19:00
Клуб «Гараж», ул. Большая Октябрьская, 40
Цена: 1800 – 4500 ₽
16+
Купить билет: https://yar.ticketland.ru/undervud`,
      publishedAt: '2027-01-10T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-02-14T19:00:00+03:00',
          end: null,
          price: { min: 1800, max: 4500, free: false, donation: false },
          place: 'd4-yar-garazh',
          titles: ['Ундервуд', 'Группа «Ундервуд»'],
          ticketUrl: 'https://yar.ticketland.ru/undervud',
        },
      ],
    },
    {
      id: 'd4-plain-polet-lecture',
      kind: 'plain',
      text: `Лекция «Зачем Ярославлю трамвай» — антикафе «Полёт», 15 января, 19:00, вход 250 ₽.`,
      publishedAt: '2027-01-05T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-15T19:00:00+03:00',
          end: null,
          price: { min: 250, max: 250, free: false, donation: false },
          place: 'd4-yar-polet',
          titles: ['Лекция «Зачем Ярославлю трамвай»', 'Зачем Ярославлю трамвай'],
        },
      ],
    },
    {
      id: 'd4-plain-rodina-animation',
      kind: 'plain',
      text: `Кинотеатр «Родина», 20 декабря, 16:00 — программа «Норштейн для всех»: «Ёжик в тумане», «Сказка сказок» и другие. Билет 200 ₽.`,
      publishedAt: '2026-12-11T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-20T16:00:00+03:00',
          end: null,
          price: { min: 200, max: 200, free: false, donation: false },
          place: 'd4-yar-rodina',
          titles: ['Норштейн для всех', 'Программа «Норштейн для всех»'],
        },
      ],
    },
    {
      id: 'd4-plain-stary-mayak-donation',
      kind: 'plain, donation',
      text: `Старый маяк, 22 января, 20:00. Акустический вечер Сони Беловой. Вход — донат.`,
      publishedAt: '2027-01-14T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-22T20:00:00+03:00',
          end: null,
          price: { min: null, max: null, free: false, donation: true },
          place: 'd4-yar-stary-mayak',
          titles: ['Акустический вечер Сони Беловой', 'Соня Белова'],
        },
      ],
    },
    {
      id: 'd4-volkov-weekly-repertoire',
      kind: 'programme-several-events, same-play-twice, no-price, ticket-site-domain',
      text: `Афиша Волковского театра на неделю 🎭
8 января, 18:00 — «Ревизор»
9 января, 12:00 — «Снежная королева» (6+)
9 января, 18:00 — «Гамлет»
10 января, 18:00 — «Ревизор»
Билеты в кассе театра и на volkovteatr.ru`,
      publishedAt: '2027-01-02T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-08T18:00:00+03:00',
          end: null,
          price: null,
          place: 'd4-yar-volkov',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
          ticketUrl: 'https://volkovteatr.ru',
        },
        {
          start: '2027-01-09T12:00:00+03:00',
          end: null,
          price: null,
          place: 'd4-yar-volkov',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
          ticketUrl: 'https://volkovteatr.ru',
        },
        {
          start: '2027-01-09T18:00:00+03:00',
          end: null,
          price: null,
          place: 'd4-yar-volkov',
          titles: ['Гамлет', 'Спектакль «Гамлет»'],
          ticketUrl: 'https://volkovteatr.ru',
        },
        {
          start: '2027-01-10T18:00:00+03:00',
          end: null,
          price: null,
          place: 'd4-yar-volkov',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
          ticketUrl: 'https://volkovteatr.ru',
        },
      ],
    },
    {
      id: 'd4-museum-night-bare-hours',
      kind: 'bare-hour-range, relative-weekday, generic-word-in-title',
      text: `Ночь в музее «Музыка и время»: в пятницу с 20 до 23 — экскурсии при свечах, граммофонные танцы и патефонная лотерея. Билет 700 ₽.`,
      publishedAt: '2027-01-25T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-29T20:00:00+03:00',
          end: '2027-01-29T23:00:00+03:00',
          price: { min: 700, max: 700, free: false, donation: false },
          place: 'd4-yar-muzyka-vremya',
          titles: ['Ночь в музее', 'Экскурсии при свечах'],
        },
      ],
    },
    // Тюмень
    {
      id: 'd4-plain-sever-concert',
      kind: 'plain',
      text: `Бар «Север», 4 декабря, 21:00 — концерт группы «Тундра». Вход 500 ₽.`,
      publishedAt: '2026-11-26T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-04T21:00:00+05:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd4-tmn-sever',
          titles: ['Тундра', 'Концерт группы «Тундра»', 'Группа «Тундра»'],
        },
      ],
    },
    {
      id: 'd4-sever-latin-alias-dj',
      kind: 'latin-alias, pipe-separated, numeric-date, time-range-past-midnight, price-rises-after-midnight',
      text: `SEVER BAR presents: DJ Kalina b2b Morozov ❄️
пятница 11.12 | 23:00–05:00 | 300₽ до полуночи, дальше 500₽`,
      publishedAt: '2026-12-07T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-11T23:00:00+05:00',
          end: '2026-12-12T05:00:00+05:00',
          price: { min: 300, max: 500, free: false, donation: false },
          place: 'd4-tmn-sever',
          titles: ['DJ Kalina b2b Morozov', 'Kalina b2b Morozov'],
        },
      ],
    },
    {
      id: 'd4-sad-common-noun-venue-trio',
      kind: 'common-noun-venue-in-prepositional, this-friday, free, table-booking-no-price',
      text: `В «Саду» в эту пятницу живой звук 🌿 Трио «Перец» играет босса-нову и фанк.
С 20:00, вход свободный, столы бронируйте по телефону.`,
      publishedAt: '2026-12-14T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-18T20:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-sad',
          titles: ['Трио «Перец»', 'Перец'],
        },
      ],
    },
    {
      id: 'd4-library-address-kindergarten-trap',
      kind: 'common-noun-trap, address-with-generic-name, free-by-sign-up',
      text: `Новогодний утренник для малышей 3–6 лет (из детского сада и не только 🙂) — в библиотеке на Орджоникидзе, 59, 26 декабря в 11:00.
Бесплатно, по предварительной записи.`,
      publishedAt: '2026-12-15T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-26T11:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-cgb',
          titles: ['Новогодний утренник', 'Новогодний утренник для малышей'],
        },
      ],
    },
    {
      id: 'd4-formal-filarmonia-choir',
      kind: 'formal-institution, date-with-year-and-weekday, price-in-roubles-word',
      text: `Тюменская филармония
17 января 2027 года, воскресенье. Начало в 18:00.
Государственный академический русский народный хор имени М. Е. Пятницкого. Программа «Русская зима».
Стоимость билетов: 800–2500 рублей.`,
      publishedAt: '2026-12-20T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-17T18:00:00+05:00',
          end: null,
          price: { min: 800, max: 2500, free: false, donation: false },
          place: 'd4-tmn-filarmonia',
          titles: ['Русская зима', 'Хор имени Пятницкого', 'Программа «Русская зима»'],
        },
      ],
    },
    {
      id: 'd4-dramteatr-premiere-doors-start-end',
      kind: 'doors-vs-start, approximate-end, two-dates, price-range, ticket-site-domain',
      text: `Тюменский драмтеатр: премьера! 🎭
«Мастер и Маргарита» — 22 и 23 января.
Открытие дверей в 17:30, начало спектакля в 18:00, окончание около 21:30.
Билеты 700–3000 ₽ на tumteatr.ru`,
      publishedAt: '2027-01-10T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-22T18:00:00+05:00',
          end: '2027-01-22T21:30:00+05:00',
          price: { min: 700, max: 3000, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Мастер и Маргарита', 'Спектакль «Мастер и Маргарита»'],
          ticketUrl: 'https://tumteatr.ru',
        },
        {
          start: '2027-01-23T18:00:00+05:00',
          end: '2027-01-23T21:30:00+05:00',
          price: { min: 700, max: 3000, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Мастер и Маргарита', 'Спектакль «Мастер и Маргарита»'],
          ticketUrl: 'https://tumteatr.ru',
        },
      ],
    },
    {
      id: 'd4-lowercase-shredinger-mafia',
      kind: 'chatty-lowercase, venue-alias-lowercase, weekly-with-next-date, venue-named-after-person',
      text: `кот шрёдингера зовёт на мафию 🕵️‍♂️ по четвергам в 19:00, ближайшая — 10 декабря. 350₽ с человека, чай/кофе/печенье включены`,
      publishedAt: '2026-12-05T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-10T19:00:00+05:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd4-tmn-shredinger',
          titles: ['Мафия', 'Игра в мафию'],
        },
      ],
    },
    {
      id: 'd4-slovtsov-exhibition-date-range',
      kind: 'exhibition-date-range, no-time, year-in-range, concession-price, venue-named-after-person',
      text: `Музейный комплекс имени И. Я. Словцова открывает выставку «Сибирский тракт: дороги и люди» — ямщики, почтовые станции, купеческие обозы.
Выставка работает с 5 декабря 2026 года по 28 февраля 2027 года.
Билет: 300 ₽, для пенсионеров и студентов — 150 ₽.`,
      publishedAt: '2026-11-28T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-05',
          end: '2027-02-28',
          price: { min: 150, max: 300, free: false, donation: false },
          place: 'd4-tmn-slovtsov',
          titles: ['Сибирский тракт: дороги и люди', 'Выставка «Сибирский тракт: дороги и люди»'],
        },
      ],
    },
    {
      id: 'd4-kosmos-retrospective-two-films',
      kind: 'programme-two-events, film-titles, one-price-for-each',
      text: `Кинотеатр «Космос» — ретроспектива Тарковского на большом экране:
«Солярис» — 12 декабря, 18:00
«Сталкер» — 13 декабря, 18:00
Билет на каждый сеанс — 350 ₽.`,
      publishedAt: '2026-12-03T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-12T18:00:00+05:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd4-tmn-kosmos',
          titles: ['Солярис'],
        },
        {
          start: '2026-12-13T18:00:00+05:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd4-tmn-kosmos',
          titles: ['Сталкер'],
        },
      ],
    },
    {
      id: 'd4-geolog-skating-season-opening',
      kind: 'stadium, relative-weekday-with-date, time-range, adult-and-child-price',
      text: `⛸ Открытие сезона массового катания на стадионе «Геолог» — в субботу, 19 декабря!
Каток работает с 12:00 до 21:00, музыка и горячий чай.
Вход 150 ₽, для детей — 100 ₽.`,
      publishedAt: '2026-12-14T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-19T12:00:00+05:00',
          end: '2026-12-19T21:00:00+05:00',
          price: { min: 100, max: 150, free: false, donation: false },
          place: 'd4-tmn-geolog',
          titles: ['Открытие сезона массового катания', 'Массовое катание'],
        },
      ],
    },
    {
      id: 'd4-moloko-nye-rave-three-prices',
      kind: 'latin-venue-name, new-year-night, early-bird-and-door-price, arrow-date-range, ticket-link',
      text: `MOLOKO | 31.12 → 01.01 | Новогодний рейв «Белый шум» ❄️
23:00–07:00
early bird 1000₽ (до 20.12), далее 1500₽, на входе 2000₽
moloko-club.ru/nye`,
      publishedAt: '2026-12-01T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-31T23:00:00+05:00',
          end: '2027-01-01T07:00:00+05:00',
          price: { min: 1000, max: 2000, free: false, donation: false },
          place: 'd4-tmn-moloko',
          titles: ['Белый шум', 'Новогодний рейв «Белый шум»'],
          ticketUrl: 'https://moloko-club.ru/nye',
        },
      ],
    },
    {
      id: 'd4-boulevard-not-in-catalogue-festivities',
      kind: 'place-not-in-catalogue, street-place, time-range, free, year-rollover',
      text: `На Цветном бульваре 2 января с 14:00 до 17:00 — «Рождественские гуляния»: хороводы, горячий сбитень, катание на санях 🛷 Вход свободный.`,
      publishedAt: '2026-12-24T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-02T14:00:00+05:00',
          end: '2027-01-02T17:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Рождественские гуляния'],
        },
      ],
    },
    {
      id: 'd4-park-ski-race-children-free',
      kind: 'park-in-catalogue, place-as-adjective, children-free-adults-paid, registration-link',
      text: `Лыжня Затюменского парка 🎿 В воскресенье, 7 февраля, в 11:00 — семейная гонка «Снежинка».
Взнос — 200 ₽ для взрослых, дети бесплатно.
Регистрация: tmn-ski.ru`,
      publishedAt: '2027-01-25T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-07T11:00:00+05:00',
          end: null,
          price: { min: 0, max: 200, free: false, donation: false },
          place: 'd4-tmn-zatyumensky',
          titles: ['Снежинка', 'Семейная гонка «Снежинка»'],
          ticketUrl: 'https://tmn-ski.ru',
        },
      ],
    },
    {
      id: 'd4-plain-cgb-lecture',
      kind: 'plain, abbreviation-alias, street-named-after-person-in-title',
      text: `ЦГБ, 14 января, 18:30 — лекция «Тюмень в годы войны: эвакуированный Ленин». Вход свободный.`,
      publishedAt: '2027-01-06T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-14T18:30:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-cgb',
          titles: ['Лекция «Тюмень в годы войны: эвакуированный Ленин»', 'Тюмень в годы войны: эвакуированный Ленин'],
        },
      ],
    },
    {
      id: 'd4-digest-tyumen-week',
      kind: 'city-digest, short-weekday-and-numeric-date, donation, two-sessions-one-day, three-venues',
      text: `Тюмень, планы на неделю 📌
• пн 21.12 — киноклуб в «Космосе»: «Служебный роман», 19:00, 200 ₽
• ср 23.12 — квартирник Ольги Лен в «Коте Шрёдингера», 20:00, донат
• сб 26.12 — детская ёлка в Тюменской филармонии, 11:00 и 14:00, билеты 600–900 ₽`,
      publishedAt: '2026-12-19T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-21T19:00:00+05:00',
          end: null,
          price: { min: 200, max: 200, free: false, donation: false },
          place: 'd4-tmn-kosmos',
          titles: ['Служебный роман', 'Киноклуб: «Служебный роман»'],
        },
        {
          start: '2026-12-23T20:00:00+05:00',
          end: null,
          price: { min: null, max: null, free: false, donation: true },
          place: 'd4-tmn-shredinger',
          titles: ['Квартирник Ольги Лен', 'Ольга Лен'],
        },
        {
          start: '2026-12-26T11:00:00+05:00',
          end: null,
          price: { min: 600, max: 900, free: false, donation: false },
          place: 'd4-tmn-filarmonia',
          titles: ['Детская ёлка', 'Новогодняя ёлка'],
        },
        {
          start: '2026-12-26T14:00:00+05:00',
          end: null,
          price: { min: 600, max: 900, free: false, donation: false },
          place: 'd4-tmn-filarmonia',
          titles: ['Детская ёлка', 'Новогодняя ёлка'],
        },
      ],
    },
    {
      id: 'd4-cgb-year-rollover-readings',
      kind: 'year-rollover, address-in-brackets, generic-alias',
      text: `Городская библиотека (Орджоникидзе, 59) приглашает на Рождественские чтения: 8 января в 17:00 читаем вслух Диккенса и Гоголя. Вход свободный.`,
      publishedAt: '2026-12-22T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-08T17:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-cgb',
          titles: ['Рождественские чтения'],
        },
      ],
    },
    {
      id: 'd4-plain-moloko-standup',
      kind: 'plain, price-from, ticket-link',
      text: `Stand-up в «Молоке»: Евгений Чебатков с новым материалом. 5 февраля, 20:00. Билеты от 1500 ₽: moloko-club.ru/chebatkov`,
      publishedAt: '2027-01-15T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-05T20:00:00+05:00',
          end: null,
          price: { min: 1500, max: null, free: false, donation: false },
          place: 'd4-tmn-moloko',
          titles: ['Евгений Чебатков', 'Стендап Евгения Чебаткова'],
          ticketUrl: 'https://moloko-club.ru/chebatkov',
        },
      ],
    },
    {
      id: 'd4-postponed-slovtsov-lecture',
      kind: 'postponement, new-date-only, venue-named-after-person',
      text: `Друзья, вынуждены перенести лекцию «Нефть и город» в музее Словцова из-за болезни лектора 😔
Новая дата — 4 февраля, четверг, 18:30.
Купленные билеты остаются в силе, стоимость — 250 ₽.`,
      publishedAt: '2027-01-20T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      postponed: true,
      events: [
        {
          start: '2027-02-04T18:30:00+05:00',
          end: null,
          price: { min: 250, max: 250, free: false, donation: false },
          place: 'd4-tmn-slovtsov',
          titles: ['Лекция «Нефть и город»', 'Нефть и город'],
        },
      ],
    },
    {
      id: 'd4-city-garden-not-bar-sad',
      kind: 'common-noun-trap, place-not-in-catalogue, free',
      text: `Ледовый городок в Городском саду откроется 27 декабря в 12:00 ❄️ Горки, лабиринт, ледяные скульптуры. Вход свободный.`,
      publishedAt: '2026-12-20T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-27T12:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Открытие ледового городка', 'Ледовый городок'],
        },
      ],
    },
    {
      id: 'd4-filarmonia-holiday-date-trap',
      kind: 'other-date-in-text, price-range',
      text: `Тюменская филармония, 7 марта, 18:00 — концерт «Весенние мелодии» к 8 Марта 🌷 Билеты 500–1500 ₽.`,
      publishedAt: '2027-02-20T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-03-07T18:00:00+05:00',
          end: null,
          price: { min: 500, max: 1500, free: false, donation: false },
          place: 'd4-tmn-filarmonia',
          titles: ['Весенние мелодии', 'Концерт «Весенние мелодии»'],
        },
      ],
    },
    {
      id: 'd4-sad-jazz-thursdays-list-of-dates',
      kind: 'repeat-with-listed-dates, three-events, time-range, common-noun-venue',
      text: `Джазовые четверги в «Саду» 🎷 В январе играем 14, 21 и 28 января, с 20:00 до 23:00. Вход 300 ₽.`,
      publishedAt: '2027-01-05T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-14T20:00:00+05:00',
          end: '2027-01-14T23:00:00+05:00',
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-tmn-sad',
          titles: ['Джазовые четверги', 'Джазовый четверг'],
        },
        {
          start: '2027-01-21T20:00:00+05:00',
          end: '2027-01-21T23:00:00+05:00',
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-tmn-sad',
          titles: ['Джазовые четверги', 'Джазовый четверг'],
        },
        {
          start: '2027-01-28T20:00:00+05:00',
          end: '2027-01-28T23:00:00+05:00',
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-tmn-sad',
          titles: ['Джазовые четверги', 'Джазовый четверг'],
        },
      ],
    },
    {
      id: 'd4-plain-kosmos-irony',
      kind: 'plain',
      text: `Кинотеатр «Космос» покажет «Иронию судьбы» на большом экране 30 декабря в 19:00. Билет — 300 ₽.`,
      publishedAt: '2026-12-18T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-30T19:00:00+05:00',
          end: null,
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd4-tmn-kosmos',
          titles: ['Ирония судьбы', 'Ирония судьбы, или С лёгким паром!'],
        },
      ],
    },
    {
      id: 'd4-formal-cgb-hours-minutes',
      kind: 'formal-institution, time-as-hours-and-minutes, club-name-vs-topic',
      text: `Уважаемые читатели! 18 февраля 2027 г. в 15 ч. 00 мин. в Центральной городской библиотеке состоится заседание клуба «Серебряный возраст» на тему «Масленица: обычаи и традиции». Вход свободный.`,
      publishedAt: '2027-02-08T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-18T15:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-cgb',
          titles: ['Масленица: обычаи и традиции', 'Клуб «Серебряный возраст»'],
        },
      ],
    },
    {
      id: 'd4-geolog-match-opponent-is-other-city-venue',
      kind: 'sport, opponent-named-like-venue-of-other-city, price-range, ticket-link',
      text: `ФК «Тюмень» — «Шинник» 🔥 Первый домашний матч весны!
13 марта, 14:00, стадион «Геолог».
Билеты от 200 до 600 ₽ — fc-tyumen.ru/tickets`,
      publishedAt: '2027-03-01T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-03-13T14:00:00+05:00',
          end: null,
          price: { min: 200, max: 600, free: false, donation: false },
          place: 'd4-tmn-geolog',
          titles: ['«Тюмень» — «Шинник»', 'Тюмень — Шинник', 'ФК «Тюмень» — «Шинник»'],
          ticketUrl: 'https://fc-tyumen.ru/tickets',
        },
      ],
    },
    {
      id: 'd4-lowercase-sever-today-evening-words',
      kind: 'chatty-lowercase, today, time-in-words-evening, free',
      text: `сегодня в «Севере» открытый микрофон для поэтов ✍️ начинаем в 7 вечера, вход бесплатный, читаем своё и чужое`,
      publishedAt: '2027-01-27T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-27T19:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-sever',
          titles: ['Открытый микрофон для поэтов', 'Поэтический открытый микрофон'],
        },
      ],
    },
    {
      id: 'd4-dramteatr-fairytale-six-shows',
      kind: 'three-days-two-sessions, six-events, adult-and-child-price, year-rollover',
      text: `Новогодняя сказка «Морозко» в Тюменском драмтеатре ❄️
2, 3 и 4 января, в 11:00 и 14:00.
Билеты: детский — 500 ₽, взрослый — 700 ₽.`,
      publishedAt: '2026-12-10T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-02T11:00:00+05:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
        {
          start: '2027-01-02T14:00:00+05:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
        {
          start: '2027-01-03T11:00:00+05:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
        {
          start: '2027-01-03T14:00:00+05:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
        {
          start: '2027-01-04T11:00:00+05:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
        {
          start: '2027-01-04T14:00:00+05:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd4-tmn-dramteatr',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
      ],
    },
    {
      id: 'd4-mall-not-in-catalogue-two-day-market',
      kind: 'place-not-in-catalogue, two-day-range-with-daily-hours, street-named-after-person',
      text: `Арт-маркет «Сибирский ремесленник» — 19–20 декабря в ТЦ «Гудвин» (Максима Горького, 70), с 11:00 до 20:00. Керамика, войлок, кедровые сладости. Вход свободный.`,
      publishedAt: '2026-12-10T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-19T11:00:00+05:00',
          end: '2026-12-20T20:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Сибирский ремесленник', 'Арт-маркет «Сибирский ремесленник»'],
        },
      ],
    },
    {
      id: 'd4-shredinger-tournament-price-in-words-noon',
      kind: 'price-in-words, time-in-words-noon, game-title-in-quotes',
      text: `Антикафе «Кот Шрёдингера»: турнир по «Каркассону» в субботу, 16 января. Начало в полдень. Взнос — пятьсот рублей, призы победителям 🏆`,
      publishedAt: '2027-01-08T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-16T12:00:00+05:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd4-tmn-shredinger',
          titles: ['Турнир по «Каркассону»', 'Турнир по Каркассону'],
        },
      ],
    },
    {
      id: 'd4-slovtsov-open-day-no-time',
      kind: 'no-time-bare-date, free, abbreviated-name',
      text: `В Музейном комплексе им. Словцова 3 февраля — день открытых дверей: вход во все залы бесплатный 🏛`,
      publishedAt: '2027-01-25T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-03',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-tmn-slovtsov',
          titles: ['День открытых дверей'],
        },
      ],
    },
    {
      id: 'd4-ticket-site-moloko-doors-in-brackets',
      kind: 'ticket-site, latin-alias, doors-in-brackets, full-ticket-url',
      text: `Moloko Club • Тюмень
«Мумий Тролль» — акустика
20 февраля 2027, сб, 20:00 (открытие дверей в 19:00)
Билеты: 3000–7000 ₽
https://tmn.kassir.ru/mumiy-troll`,
      publishedAt: '2027-01-18T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-20T20:00:00+05:00',
          end: null,
          price: { min: 3000, max: 7000, free: false, donation: false },
          place: 'd4-tmn-moloko',
          titles: ['Мумий Тролль', '«Мумий Тролль» — акустика'],
          ticketUrl: 'https://tmn.kassir.ru/mumiy-troll',
        },
      ],
    },
    // Калининград
    {
      id: 'd4-plain-sinyaya-ptitsa-quartet',
      kind: 'plain',
      text: `Джаз-клуб «Синяя птица», 5 декабря, 20:00 — квартет Андрея Кондакова. Билеты 1200 ₽.`,
      publishedAt: '2026-11-27T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-05T20:00:00+02:00',
          end: null,
          price: { min: 1200, max: 1200, free: false, donation: false },
          place: 'd4-kgd-sinyaya-ptitsa',
          titles: ['Квартет Андрея Кондакова', 'Андрей Кондаков'],
        },
      ],
    },
    {
      id: 'd4-latin-alias-blue-bird-jam',
      kind: 'latin-alias, mixed-english-russian, free',
      text: `Blue Bird jazz club 🎷 Friday jam session — пт, 11 декабря, 21:00. Entrance free / вход свободный.`,
      publishedAt: '2026-12-07T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-11T21:00:00+02:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-sinyaya-ptitsa',
          titles: ['Джем-сейшн', 'Friday jam session', 'Jam session'],
        },
      ],
    },
    {
      id: 'd4-sobor-organ-kant-island',
      kind: 'surname-in-place-phrase-vs-venue-named-after-person, price-range, ticket-site-domain',
      text: `Органный концерт «Бах при свечах» в Кафедральном соборе на острове Канта — 12 декабря, 18:00. Билеты 800–2000 ₽ на sobor-kaliningrad.ru`,
      publishedAt: '2026-12-01T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-12T18:00:00+02:00',
          end: null,
          price: { min: 800, max: 2000, free: false, donation: false },
          place: 'd4-kgd-sobor',
          titles: ['Бах при свечах', 'Органный концерт «Бах при свечах»'],
          ticketUrl: 'https://sobor-kaliningrad.ru',
        },
      ],
    },
    {
      id: 'd4-cafe-kant-philosophy-surname-twice',
      kind: 'venue-named-after-person, surname-in-university-name, weekday-with-date, gift-not-price',
      text: `«Кант» приглашает на философское кафе «Что такое просвещение?» ☕ Разговор ведёт Ирина Шмидт, доцент БФУ им. Канта.
Вторник, 15 декабря, 19:00. Вход 200 ₽, кофе в подарок.`,
      publishedAt: '2026-12-08T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-15T19:00:00+02:00',
          end: null,
          price: { min: 200, max: 200, free: false, donation: false },
          place: 'd4-kgd-kant',
          titles: ['Философское кафе «Что такое просвещение?»', 'Что такое просвещение?'],
        },
      ],
    },
    {
      id: 'd4-lowercase-dvor-today-past-midnight',
      kind: 'chatty-lowercase, common-noun-venue-lowercase-quoted, today, bare-hour-range-past-midnight, free',
      text: `во «дворе» сегодня 🎶 dj-сет от маши гром: диско, фанк, всё как вы любите. с 21 до 2, вход свободный`,
      publishedAt: '2026-12-18T10:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-18T21:00:00+02:00',
          end: '2026-12-19T02:00:00+02:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-dvor',
          titles: ['DJ-сет Маши Гром', 'Маша Гром'],
        },
      ],
    },
    {
      id: 'd4-formal-filarmonia-svetlanov',
      kind: 'formal-institution, venue-named-after-person, hall-name, programme-as-title, price-from-to',
      text: `Калининградская областная филармония им. Е. Ф. Светланова
20 декабря 2026 г., 17:00. Большой зал.
Симфонический оркестр филармонии, дирижёр — Аркадий Фельдман.
Программа: П. И. Чайковский. «Времена года», Симфония № 4.
Цена билетов: от 500 до 2000 руб.`,
      publishedAt: '2026-12-02T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-20T17:00:00+02:00',
          end: null,
          price: { min: 500, max: 2000, free: false, donation: false },
          place: 'd4-kgd-filarmonia',
          titles: [
            'Чайковский: «Времена года», Симфония № 4',
            'Симфонический оркестр филармонии',
            'Концерт симфонического оркестра',
          ],
        },
      ],
    },
    {
      id: 'd4-muzey-okeana-weekly-listed-dates',
      kind: 'weekly-with-listed-dates, three-events, adult-and-child-price, acronym-venue',
      text: `Музей Мирового океана 🐋 Интерактивная программа для детей «Тайны глубин» — каждую субботу в 12:00.
Ближайшие даты: 9, 16 и 23 января.
Билет: детский 300 ₽, взрослый 450 ₽.`,
      publishedAt: '2026-12-28T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-09T12:00:00+02:00',
          end: null,
          price: { min: 300, max: 450, free: false, donation: false },
          place: 'd4-kgd-muzey-okeana',
          titles: ['Тайны глубин', 'Интерактивная программа «Тайны глубин»'],
        },
        {
          start: '2027-01-16T12:00:00+02:00',
          end: null,
          price: { min: 300, max: 450, free: false, donation: false },
          place: 'd4-kgd-muzey-okeana',
          titles: ['Тайны глубин', 'Интерактивная программа «Тайны глубин»'],
        },
        {
          start: '2027-01-23T12:00:00+02:00',
          end: null,
          price: { min: 300, max: 450, free: false, donation: false },
          place: 'd4-kgd-muzey-okeana',
          titles: ['Тайны глубин', 'Интерактивная программа «Тайны глубин»'],
        },
      ],
    },
    {
      id: 'd4-vagonka-festival-two-days-programme',
      kind: 'festival-over-days, programme-per-day, day-ticket-and-pass, ticket-link',
      text: `Фестиваль «Балтийский звук» в «Вагонке» 🔊

15 января, пт — «Янтарь» и «Прибой», начало в 20:00
16 января, сб — «Куршская коса» и «Форт», начало в 19:00

Билет на день — 1200 ₽, на оба дня — 2000 ₽.
vagonka39.ru/fest`,
      publishedAt: '2026-12-25T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-15T20:00:00+02:00',
          end: null,
          price: { min: 1200, max: 2000, free: false, donation: false },
          place: 'd4-kgd-vagonka',
          titles: ['Балтийский звук', '«Янтарь» и «Прибой»', 'Фестиваль «Балтийский звук»'],
          ticketUrl: 'https://vagonka39.ru/fest',
        },
        {
          start: '2027-01-16T19:00:00+02:00',
          end: null,
          price: { min: 1200, max: 2000, free: false, donation: false },
          place: 'd4-kgd-vagonka',
          titles: ['Балтийский звук', '«Куршская коса» и «Форт»', 'Фестиваль «Балтийский звук»'],
          ticketUrl: 'https://vagonka39.ru/fest',
        },
      ],
    },
    {
      id: 'd4-vrangel-quiz-this-tuesday',
      kind: 'venue-named-after-person, weekly-this-weekday, price-per-player',
      text: `Пивной бар «Врангель» — квиз «Пенная эрудиция» 🍺 каждый вторник в 19:30.
В этот вторник тема — «Калининград и Кёнигсберг». Команды до 6 человек, 400 ₽ с игрока.`,
      publishedAt: '2027-01-18T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-19T19:30:00+02:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd4-kgd-vrangel',
          titles: ['Пенная эрудиция', 'Квиз «Пенная эрудиция»'],
        },
      ],
    },
    {
      id: 'd4-walk-from-wrangel-tower-not-venue',
      kind: 'surname-of-venue-as-landmark, place-not-in-catalogue, meeting-time-is-start',
      text: `Прогулка «Кёнигсбергские форты и башни» — от башни Врангеля до Росгартенских ворот 🏰
23 января, сбор в 13:00 у входа в башню. Участие 600 ₽, запись в директ.`,
      publishedAt: '2027-01-12T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-23T13:00:00+02:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: null,
          titles: ['Кёнигсбергские форты и башни', 'Прогулка «Кёнигсбергские форты и башни»'],
        },
      ],
    },
    {
      id: 'd4-zarya-short-film-post',
      kind: 'plain-short, common-noun-venue, film-title',
      text: `«Заря» 🎞 показ «Брата» в восстановленной копии — 9 февраля, 19:30, 350 ₽`,
      publishedAt: '2027-01-30T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-02-09T19:30:00+02:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd4-kgd-zarya',
          titles: ['Брат', 'Показ «Брата»'],
        },
      ],
    },
    {
      id: 'd4-stadium-named-like-city-cup',
      kind: 'sport, venue-named-like-city, price-from, ticket-site-domain',
      text: `«Балтика» — «Спартак»: матч 1/4 финала Кубка России ⚽️
Стадион «Калининград», 3 марта 2027, 19:00.
Билеты от 500 ₽ на fc-baltika.ru`,
      publishedAt: '2027-02-15T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-03-03T19:00:00+02:00',
          end: null,
          price: { min: 500, max: null, free: false, donation: false },
          place: 'd4-kgd-stadion',
          titles: ['«Балтика» — «Спартак»', 'Балтика — Спартак', 'Матч «Балтика» — «Спартак»'],
          ticketUrl: 'https://fc-baltika.ru',
        },
      ],
    },
    {
      id: 'd4-plain-bumaga-book-presentation',
      kind: 'plain, free',
      text: `Книжный «Бумага» — презентация романа Анны Листопад «Остров» и автограф-сессия. 6 декабря, в 16:00. Вход свободный.`,
      publishedAt: '2026-11-28T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-06T16:00:00+02:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-bumaga',
          titles: ['Презентация романа «Остров»', 'Анна Листопад', 'Остров'],
        },
      ],
    },
    {
      id: 'd4-plain-teploe-mesto-board-games',
      kind: 'plain, time-range',
      text: `Тёплое место | антикафе
В субботу, 12 декабря, — день настолок для взрослых 🎲 с 14:00 до 22:00. Вход 500 ₽ на весь день.`,
      publishedAt: '2026-12-04T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-12T14:00:00+02:00',
          end: '2026-12-12T22:00:00+02:00',
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd4-kgd-teploe-mesto',
          titles: ['День настолок', 'День настольных игр'],
        },
      ],
    },
    {
      id: 'd4-address-only-dvor-vinyl',
      kind: 'address-only-short, arrow, relative-weekday, bare-hour-range, english-free',
      text: `Соммера, 25 → в субботу винил-маркет и диджеи с 14 до 20, вход free 💿`,
      publishedAt: '2026-12-14T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-19T14:00:00+02:00',
          end: '2026-12-19T20:00:00+02:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-dvor',
          titles: ['Винил-маркет'],
        },
      ],
    },
    {
      id: 'd4-postponed-vagonka-vasilyok',
      kind: 'postponement, old-and-new-date, year-rollover, weekday-in-brackets',
      text: `Концерт Лены Василёк в «Вагонке» переносится с 5 декабря на 6 февраля 2027 года (суббота), начало в 19:00.
Билеты остаются действительными. Стоимость — 1500–2500 ₽.`,
      publishedAt: '2026-11-30T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      postponed: true,
      events: [
        {
          start: '2027-02-06T19:00:00+02:00',
          end: null,
          price: { min: 1500, max: 2500, free: false, donation: false },
          place: 'd4-kgd-vagonka',
          titles: ['Лена Василёк', 'Концерт Лены Василёк'],
        },
      ],
    },
    {
      id: 'd4-online-lecture-museum-registration',
      kind: 'online-event, organiser-is-catalogue-venue, local-time-note, registration-link, no-price',
      text: `Музей Мирового океана проводит онлайн-лекцию «Как спасают китов Балтики» 🐳 — 28 января, 18:00 (по калининградскому времени), трансляция на канале музея.
Регистрация: world-ocean.ru/lecture`,
      publishedAt: '2027-01-18T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-28T18:00:00+02:00',
          end: null,
          price: null,
          place: null,
          titles: ['Как спасают китов Балтики', 'Онлайн-лекция «Как спасают китов Балтики»'],
          ticketUrl: 'https://world-ocean.ru/lecture',
        },
      ],
    },
    {
      id: 'd4-square-fair-long-range',
      kind: 'place-not-in-catalogue, long-date-range-with-daily-hours, year-rollover, free',
      text: `Рождественская ярмарка на площади Победы 🎄 С 18 декабря по 7 января, ежедневно с 11:00 до 21:00. Глинтвейн, марципан, карусель. Вход свободный.`,
      publishedAt: '2026-12-10T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-18T11:00:00+02:00',
          end: '2027-01-07T21:00:00+02:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Рождественская ярмарка'],
        },
      ],
    },
    {
      id: 'd4-digest-kaliningrad-weekend-weekdays-only',
      kind: 'city-digest, weekday-names-only, three-venues, film-title-in-genitive',
      text: `Калининград: что делать в выходные 🌊
— Пятница. «Двор»: вечер инди-рока, играет группа «Шторм в стакане», 21:00, 500 ₽.
— Суббота. Филармония: «Органная сказка» для детей, 12:00, 400–700 ₽.
— Воскресенье. «Заря»: ретро-показ «Карнавальной ночи», 17:00, 250 ₽.`,
      publishedAt: '2027-01-27T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-29T21:00:00+02:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd4-kgd-dvor',
          titles: ['Шторм в стакане', 'Вечер инди-рока'],
        },
        {
          start: '2027-01-30T12:00:00+02:00',
          end: null,
          price: { min: 400, max: 700, free: false, donation: false },
          place: 'd4-kgd-filarmonia',
          titles: ['Органная сказка'],
        },
        {
          start: '2027-01-31T17:00:00+02:00',
          end: null,
          price: { min: 250, max: 250, free: false, donation: false },
          place: 'd4-kgd-zarya',
          titles: ['Карнавальная ночь', 'Ретро-показ «Карнавальной ночи»'],
        },
      ],
    },
    {
      id: 'd4-teploe-mesto-standup-no-time-words',
      kind: 'weekly-this-friday-with-date, no-time-bare-date, price-in-words, group-discount',
      text: `Стендап в «Тёплом месте» каждую пятницу! Эта пятница, 8 января, — «Новогодние итоги» 🎤 Вход — пятьсот, с друзьями (от трёх человек) — по четыреста.`,
      publishedAt: '2027-01-04T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-08',
          end: null,
          price: { min: 400, max: 500, free: false, donation: false },
          place: 'd4-kgd-teploe-mesto',
          titles: ['Новогодние итоги', 'Стендап «Новогодние итоги»'],
        },
      ],
    },
    {
      id: 'd4-plain-sobor-christmas-organ',
      kind: 'plain',
      text: `Кафедральный собор, 6 января, 22:00 — Рождественский органный концерт. Билеты 1000–2500 ₽.`,
      publishedAt: '2026-12-20T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-06T22:00:00+02:00',
          end: null,
          price: { min: 1000, max: 2500, free: false, donation: false },
          place: 'd4-kgd-sobor',
          titles: ['Рождественский органный концерт'],
        },
      ],
    },
    {
      id: 'd4-filarmonia-doors-start-end',
      kind: 'doors-vs-start, stated-end, lowercase-alias, price-range',
      text: `Филармония: «Вечер старинного романса» — 14 февраля 💌
Сбор гостей в 18:30, начало в 19:00, окончание в 21:00.
Билеты 600–1200 ₽.`,
      publishedAt: '2027-02-01T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-02-14T19:00:00+02:00',
          end: '2027-02-14T21:00:00+02:00',
          price: { min: 600, max: 1200, free: false, donation: false },
          place: 'd4-kgd-filarmonia',
          titles: ['Вечер старинного романса'],
        },
      ],
    },
    {
      id: 'd4-vagonka-lecture-registration-no-price',
      kind: 'registration-without-price, registration-link, city-old-name-in-title',
      text: `Вагонка: лекция архитектора Олега Васюка «Кёнигсберг, который мы потеряли» — 21 января, 19:00. По регистрации: vagonka39.ru/reg`,
      publishedAt: '2027-01-11T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-21T19:00:00+02:00',
          end: null,
          price: null,
          place: 'd4-kgd-vagonka',
          titles: ['Кёнигсберг, который мы потеряли', 'Лекция «Кёнигсберг, который мы потеряли»'],
          ticketUrl: 'https://vagonka39.ru/reg',
        },
      ],
    },
    {
      id: 'd4-lowercase-dvor-weekly-karaoke-words',
      kind: 'chatty-lowercase, weekly-without-date, time-range-in-words-to-midnight, free',
      text: `караоке во «дворе» каждую среду 🎤🎤🎤 с восьми вечера до полуночи. вход свободный, но приходите заранее — столов мало`,
      publishedAt: '2027-02-01T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-02-03T20:00:00+02:00',
          end: '2027-02-04T00:00:00+02:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-dvor',
          titles: ['Караоке', 'Караоке по средам'],
        },
      ],
    },
    {
      id: 'd4-sinyaya-ptitsa-table-deposit',
      kind: 'table-deposit-not-entry-price, free, place-in-header, english-title',
      text: `«Синяя птица» | 14 февраля
Вечер для двоих: Sinatra & Co с бэндом «Лаки Страйк», 20:00.
Вход свободный, столик — депозит 4000 ₽ на пару.`,
      publishedAt: '2027-02-03T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-02-14T20:00:00+02:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-sinyaya-ptitsa',
          titles: ['Sinatra & Co', 'Вечер для двоих: Sinatra & Co', '«Лаки Страйк»'],
        },
      ],
    },
    {
      id: 'd4-zarya-matinee-child-adult',
      kind: 'adult-and-child-price, cinema',
      text: `Кинотеатр «Заря» — новогодний утренник с мультфильмами 🎄 27 декабря, 11:00. Детский билет 200 ₽, взрослый — 300 ₽.`,
      publishedAt: '2026-12-17T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-27T11:00:00+02:00',
          end: null,
          price: { min: 200, max: 300, free: false, donation: false },
          place: 'd4-kgd-zarya',
          titles: ['Новогодний утренник', 'Утренник с мультфильмами'],
        },
      ],
    },
    {
      id: 'd4-ticket-site-vagonka-splin',
      kind: 'ticket-site, pipe-separated, numeric-date, bare-domain-ticket-link',
      text: `Сплин | Калининград | 27.02.2027 19:00 | Вагонка
Билеты: 2500–6000 ₽ | kaliningrad.kassir.ru/splin`,
      publishedAt: '2027-01-20T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-02-27T19:00:00+02:00',
          end: null,
          price: { min: 2500, max: 6000, free: false, donation: false },
          place: 'd4-kgd-vagonka',
          titles: ['Сплин', 'Группа «Сплин»'],
          ticketUrl: 'https://kaliningrad.kassir.ru/splin',
        },
      ],
    },
    {
      id: 'd4-muzey-okeana-this-saturday-no-time',
      kind: 'this-saturday, no-time-bare-date, short-alias, free',
      text: `В эту субботу в Музее океана — День открытых дверей! Вход на все экспозиции и на борт «Витязя» свободный ⚓️`,
      publishedAt: '2027-02-08T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-02-13',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-muzey-okeana',
          titles: ['День открытых дверей'],
        },
      ],
    },
    {
      id: 'd4-address-kant-street-sobor-free-and-donation',
      kind: 'address-only-with-surname, venue-named-after-person-trap, free-with-donations-welcome',
      text: `На улице Канта, 1 — концерт хора мальчиков «Янтарные голоса» в воскресенье, 10 января, в 15:00. Вход свободный, пожертвования на реставрацию органа приветствуются.`,
      publishedAt: '2027-01-02T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2027-01-10T15:00:00+02:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: true },
          place: 'd4-kgd-sobor',
          titles: ['Хор мальчиков «Янтарные голоса»', 'Янтарные голоса'],
        },
      ],
    },
    {
      id: 'd4-bumaga-day-of-month-book-swap',
      kind: 'day-of-month-only, bare-hour-range, free, place-in-prepositional',
      text: `В «Бумаге» 25-го — рождественский книжный обмен 📚 с 12 до 16. Приносите книги, уносите книги! Бесплатно.`,
      publishedAt: '2026-12-16T08:00:00Z',
      timeZone: 'Europe/Kaliningrad',
      events: [
        {
          start: '2026-12-25T12:00:00+02:00',
          end: '2026-12-25T16:00:00+02:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd4-kgd-bumaga',
          titles: ['Рождественский книжный обмен', 'Книжный обмен'],
        },
      ],
    },
  ],
};
