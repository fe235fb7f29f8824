// A sixth held-out set of announcements (Кемерово, Псков, Владимир, Магнитогорск), written from the labelling guide alone, without sight of the reader or its sets.
// Only for measuring: never tune rules on it.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const KEM = 'Asia/Novokuznetsk';
const PSK = 'Europe/Moscow';
const VLD = 'Europe/Moscow';
const MGN = 'Asia/Yekaterinburg';

export const HELD_OUT_6: AnnouncementSet = {
  places: [
    // Кемерово
    {
      id: 'h6-kem-drama',
      name: 'Кузбасский театр драмы',
      aliases: ['театр драмы', 'Драма', 'театр Луначарского'],
      address: 'Кемерово, проспект Советский, 67',
    },
    {
      id: 'h6-kem-filarmonia',
      name: 'Кузбасская филармония',
      aliases: ['филармония', 'Большой зал филармонии'],
      address: 'Кемерово, проспект Советский, 68',
    },
    { id: 'h6-kem-shahta', name: 'Бар «Шахта»', aliases: ['Шахта'], address: 'Кемерово, улица Весенняя, 19' },
    { id: 'h6-kem-ugol', name: 'Клуб «Уголь»', aliases: ['Уголь', 'Ugol'], address: 'Кемерово, улица Кирова, 37' },
    { id: 'h6-kem-elka', name: 'Антикафе «Ёлка»', aliases: ['Ёлка', 'Елка'], address: 'Кемерово, улица Ноградская, 5' },
    {
      id: 'h6-kem-library',
      name: 'Областная научная библиотека имени Фёдорова',
      aliases: ['Фёдоровка', 'библиотека Фёдорова', 'научная библиотека'],
      address: 'Кемерово, улица Дзержинского, 19',
    },
    {
      id: 'h6-kem-kino',
      name: 'Кинотеатр «Юбилейный»',
      aliases: ['Юбилейный'],
      address: 'Кемерово, проспект Ленина, 58',
    },
    {
      id: 'h6-kem-museum',
      name: 'Музей-заповедник «Красная горка»',
      aliases: ['Красная горка'],
      address: 'Кемерово, улица Красная Горка, 17',
    },
    {
      id: 'h6-kem-himik',
      name: 'Стадион «Химик»',
      aliases: ['Химик'],
      address: 'Кемерово, улица Николая Островского, 5',
    },
    // Псков
    {
      id: 'h6-psk-drama',
      name: 'Псковский театр драмы имени Пушкина',
      aliases: ['Пушкинский театр', 'театр драмы', 'драмтеатр'],
      address: 'Псков, улица Пушкина, 13',
    },
    {
      id: 'h6-psk-filarmonia',
      name: 'Псковская областная филармония',
      aliases: ['филармония', 'Большой зал филармонии', 'Малый зал филармонии'],
      address: 'Псков, улица Некрасова, 24',
    },
    { id: 'h6-psk-pogreb', name: 'Бар «Погреб»', aliases: ['Погреб'], address: 'Псков, улица Гоголя, 9' },
    { id: 'h6-psk-garage', name: 'Клуб «Гараж»', aliases: ['Гараж', 'Garage'], address: 'Псков, Рижский проспект, 16' },
    {
      id: 'h6-psk-stranitsy',
      name: 'Книжный магазин «Страницы»',
      aliases: ['Страницы'],
      address: 'Псков, улица Советская, 42',
    },
    {
      id: 'h6-psk-museum',
      name: 'Псковский музей-заповедник',
      aliases: ['музей-заповедник', 'Поганкины палаты'],
      address: 'Псков, улица Некрасова, 7',
    },
    { id: 'h6-psk-smena', name: 'Кинотеатр «Смена»', aliases: ['Смена'], address: 'Псков, улица Ленина, 3' },
    {
      id: 'h6-psk-dubki',
      name: 'Парк культуры «Дубки»',
      aliases: ['Дубки', 'парк Дубки'],
      address: 'Псков, Октябрьский проспект, 1',
    },
    {
      id: 'h6-psk-library',
      name: 'Центральная городская библиотека',
      aliases: ['Центральная библиотека', 'ЦГБ'],
      address: 'Псков, улица Конная, 6',
    },
    // Владимир
    {
      id: 'h6-vld-drama',
      name: 'Владимирский академический театр драмы',
      aliases: ['театр драмы', 'драмтеатр', 'Владимирская драма'],
      address: 'Владимир, улица Дворянская, 4',
    },
    {
      id: 'h6-vld-kukly',
      name: 'Владимирский театр кукол',
      aliases: ['театр кукол', 'кукольный театр'],
      address: 'Владимир, проспект Ленина, 15',
    },
    {
      id: 'h6-vld-filarmonia',
      name: 'Владимирская областная филармония',
      aliases: ['филармония', 'концертный зал филармонии'],
      address: 'Владимир, улица Большая Московская, 4',
    },
    {
      id: 'h6-vld-hmel',
      name: 'Бар «Хмель и Солод»',
      aliases: ['Хмель и Солод', 'Хмель'],
      address: 'Владимир, улица Гагарина, 2',
    },
    {
      id: 'h6-vld-manufaktura',
      name: 'Арт-пространство «Мануфактура»',
      aliases: ['Мануфактура'],
      address: 'Владимир, улица Мира, 15',
    },
    {
      id: 'h6-vld-palaty',
      name: 'Галерея «Палаты»',
      aliases: ['Палаты', 'Центр изобразительного искусства'],
      address: 'Владимир, улица Большая Московская, 58',
    },
    {
      id: 'h6-vld-torpedo',
      name: 'Стадион «Торпедо»',
      aliases: ['Торпедо'],
      address: 'Владимир, улица Батурина, 30',
    },
    { id: 'h6-vld-chasy', name: 'Антикафе «Часы»', aliases: ['Часы'], address: 'Владимир, улица Девическая, 3' },
    {
      id: 'h6-vld-burevestnik',
      name: 'Кинотеатр «Буревестник»',
      aliases: ['Буревестник'],
      address: 'Владимир, улица Большая Московская, 20',
    },
    // Магнитогорск
    {
      id: 'h6-mgn-drama',
      name: 'Магнитогорский драматический театр имени Пушкина',
      aliases: ['драмтеатр', 'театр Пушкина', 'Магнитогорская драма'],
      address: 'Магнитогорск, проспект Ленина, 66',
    },
    {
      id: 'h6-mgn-opera',
      name: 'Магнитогорский театр оперы и балета',
      aliases: ['оперный театр', 'театр оперы и балета'],
      address: 'Магнитогорск, проспект Ленина, 74',
    },
    {
      id: 'h6-mgn-arena',
      name: 'Арена «Металлург»',
      aliases: ['Арена Металлург', 'Металлург-Арена'],
      address: 'Магнитогорск, улица Набережная, 4',
    },
    { id: 'h6-mgn-domna', name: 'Бар «Домна»', aliases: ['Домна'], address: 'Магнитогорск, улица Завенягина, 10' },
    { id: 'h6-mgn-prokat', name: 'Клуб «Прокат»', aliases: ['Прокат'], address: 'Магнитогорск, улица Гагарина, 27' },
    {
      id: 'h6-mgn-library',
      name: 'Библиотека имени Горького',
      aliases: ['Горьковка', 'библиотека Горького'],
      address: 'Магнитогорск, улица Советская, 21',
    },
    {
      id: 'h6-mgn-museum',
      name: 'Магнитогорский краеведческий музей',
      aliases: ['краеведческий музей', 'краеведческий'],
      address: 'Магнитогорск, улица Пушкина, 28',
    },
    {
      id: 'h6-mgn-mir',
      name: 'Кинотеатр «Мир»',
      aliases: ['Мир'],
      address: 'Магнитогорск, проспект Карла Маркса, 136',
    },
    {
      id: 'h6-mgn-pereplet',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет'],
      address: 'Магнитогорск, улица Суворова, 8',
    },
  ],
  announcements: [
    // ───────────── Кемерово ─────────────
    {
      id: 'h6-kem-01',
      kind: 'theatre week repertoire, price range from–to, bare-domain ticket link',
      text: `🎭 АФИША НЕДЕЛИ | Кузбасский театр драмы

6 ноября, пт — «Горе от ума», 18:30 (12+)
7 ноября, сб — «Безымянная звезда», 17:00
8 ноября, вс — «Поминальная молитва», 17:00 (16+)

Билеты от 400 до 1500 ₽ — в кассе театра и на kemdrama.ru
Пушкинская карта принимается 💳
#кемерово #театр #афиша`,
      publishedAt: '2026-11-02T10:15:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-06T18:30:00+07:00',
          end: null,
          price: rub(400, 1500),
          place: 'h6-kem-drama',
          titles: ['Горе от ума'],
          ticketUrl: 'https://kemdrama.ru',
        },
        {
          start: '2026-11-07T17:00:00+07:00',
          end: null,
          price: rub(400, 1500),
          place: 'h6-kem-drama',
          titles: ['Безымянная звезда'],
          ticketUrl: 'https://kemdrama.ru',
        },
        {
          start: '2026-11-08T17:00:00+07:00',
          end: null,
          price: rub(400, 1500),
          place: 'h6-kem-drama',
          titles: ['Поминальная молитва'],
          ticketUrl: 'https://kemdrama.ru',
        },
      ],
    },
    {
      id: 'h6-kem-02',
      kind: 'bar weekly schedule: quiz with a prize, presale/door, till the last guest',
      text: `На этой неделе в Шахте ⛏️🍺

ср 11.11 — КВИЗ «Угольный мозг» 🧠 старт в 20:00, команды до 6 человек, участие 400₽ с человека. Главный приз — сертификат на 5000 на бар!
пт 13.11 — живьём: группа Сибирский Тракт 🎸 21:00, вход 300₽ заранее / 500₽ в день концерта
сб 14.11 — DJ Krot за пультом, с 22:00 и до последнего гостя. Вход свободный

Бронь столов — в лс сообщества`,
      publishedAt: '2026-11-09T13:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-11T20:00:00+07:00',
          end: null,
          price: rub(400),
          place: 'h6-kem-shahta',
          titles: ['Угольный мозг', 'Квиз «Угольный мозг»'],
        },
        {
          start: '2026-11-13T21:00:00+07:00',
          end: null,
          price: rub(300, 500),
          place: 'h6-kem-shahta',
          titles: ['Концерт группы Сибирский Тракт', 'Сибирский Тракт'],
        },
        {
          start: '2026-11-14T22:00:00+07:00',
          end: null,
          price: FREE,
          place: 'h6-kem-shahta',
          titles: ['DJ Krot', 'Вечеринка с DJ Krot'],
        },
      ],
    },
    {
      id: 'h6-kem-03',
      kind: 'philharmonic concert: categories, duration with interval, ticket path',
      text: `Кузбасская филармония приглашает 🎻

20 ноября (пятница), 19:00
Концерт «Времена года: Вивальди и Пьяццолла»
Губернаторский симфонический оркестр, солист — Алексей Горин (скрипка), дирижёр — Нина Вязова.

Большой зал филармонии.
Билеты: партер 900–1400 ₽, балкон 600 ₽.
Продолжительность — 1 час 40 минут с антрактом.

Билеты: kuzbass-filarmonia.ru/tickets`,
      publishedAt: '2026-11-03T09:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-20T19:00:00+07:00',
          end: '2026-11-20T20:40:00+07:00',
          price: rub(600, 1400),
          place: 'h6-kem-filarmonia',
          titles: ['Времена года: Вивальди и Пьяццолла', 'Времена года'],
          ticketUrl: 'https://kuzbass-filarmonia.ru/tickets',
        },
      ],
    },
    {
      id: 'h6-kem-04',
      kind: 'city weekend digest with day headings, places in cases, short names, outside places',
      text: `Куда сходить в Кемерово на выходных 👇

ПЯТНИЦА, 20 ноября
🎷 Джазовый джем в клубе «Уголь» — 20:00, вход 350₽
🎬 Ночь короткого метра в «Юбилейном» — 22:00, билет 450₽

СУББОТА, 21 ноября
📚 Книжный обмен в Фёдоровке — 12:00–16:00, бесплатно. Приносите до 5 книг
🎤 Стендап-концерт «Кузбасс не смешно» в ДК шахтёров — 18:00, 700–1200₽

ВОСКРЕСЕНЬЕ, 22 ноября
❄️ Лыжная гонка «Кемеровская лыжня» в Рудничном бору — старт в 11:00, регистрация с 9:30, участие бесплатное

#кемерово #кудасходить #выходные`,
      publishedAt: '2026-11-19T18:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-20T20:00:00+07:00',
          end: null,
          price: rub(350),
          place: 'h6-kem-ugol',
          titles: ['Джазовый джем'],
        },
        {
          start: '2026-11-20T22:00:00+07:00',
          end: null,
          price: rub(450),
          place: 'h6-kem-kino',
          titles: ['Ночь короткого метра'],
        },
        {
          start: '2026-11-21T12:00:00+07:00',
          end: '2026-11-21T16:00:00+07:00',
          price: FREE,
          place: 'h6-kem-library',
          titles: ['Книжный обмен'],
        },
        {
          start: '2026-11-21T18:00:00+07:00',
          end: null,
          price: rub(700, 1200),
          place: null,
          titles: ['Кузбасс не смешно', 'Стендап-концерт «Кузбасс не смешно»'],
        },
        {
          start: '2026-11-22T11:00:00+07:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Кемеровская лыжня', 'Лыжная гонка «Кемеровская лыжня»'],
        },
      ],
    },
    {
      id: 'h6-kem-05',
      kind: 'one line, «завтра», anti-café stop-check cap, till closing',
      text: 'Завтра в Ёлке настолки до упора 🎲 с 18:00, оплата по времени, стоп-чек 600р. Приводите друзей!',
      publishedAt: '2026-11-12T16:40:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-13T18:00:00+07:00',
          end: null,
          price: rub(null, 600),
          place: 'h6-kem-elka',
          titles: ['Вечер настольных игр', 'Настолки'],
        },
      ],
    },
    {
      id: 'h6-kem-06',
      kind: 'postponement, doors vs start, no price figure',
      text: `⚠️ ПЕРЕНОС ⚠️

Концерт группы «Гражданин Кейн», запланированный на 21 ноября, переносится на 5 декабря (суббота). Причина — задержка рейса из-за погоды, простите нас 🙏
Купленные билеты остаются в силе. Двери в 19:00, начало в 20:00.
Вернуть билет можно в кассе клуба «Уголь» до 30 ноября.`,
      publishedAt: '2026-11-16T12:00:00+07:00',
      timeZone: KEM,
      postponed: true,
      events: [
        {
          start: '2026-12-05T20:00:00+07:00',
          end: null,
          price: null,
          place: 'h6-kem-ugol',
          titles: ['Концерт группы «Гражданин Кейн»', 'Гражданин Кейн'],
        },
      ],
    },
    {
      id: 'h6-kem-07',
      kind: 'museum exhibition over months with daily hours, children free',
      text: `Новая выставка в музее-заповеднике «Красная горка» 📷⛏

«Чёрное золото Кузбасса: 300 лет угледобычи» — фотографии, шахтёрские лампы, документы из семейных архивов кемеровчан.

С 10 ноября по 31 января, ежедневно кроме понедельника, с 10:00 до 18:00.
Билет — 250 ₽, школьникам — 150 ₽, дети до 7 лет — бесплатно.`,
      publishedAt: '2026-11-05T11:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-10T10:00:00+07:00',
          end: '2027-01-31T18:00:00+07:00',
          price: rub(0, 250),
          place: 'h6-kem-museum',
          titles: [
            'Чёрное золото Кузбасса: 300 лет угледобычи',
            'Чёрное золото Кузбасса',
            'Выставка «Чёрное золото Кузбасса»',
          ],
        },
      ],
    },
    {
      id: 'h6-kem-08',
      kind: 'cinema club: same film twice a day, student price',
      text: `Киноклуб «Оттепель» в «Юбилейном» 🎞

В четверг, 26 ноября, показываем «Июльский дождь» Марлена Хуциева (1966) на большом экране.
Сеансы в 16:00 и 19:30, после вечернего — обсуждение с киноведом Дарьей Ким.
Билет 200 ₽, студентам — 100 ₽.`,
      publishedAt: '2026-11-24T10:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-26T16:00:00+07:00',
          end: null,
          price: rub(100, 200),
          place: 'h6-kem-kino',
          titles: ['Июльский дождь', 'Киноклуб «Оттепель»: «Июльский дождь»'],
        },
        {
          start: '2026-11-26T19:30:00+07:00',
          end: null,
          price: rub(100, 200),
          place: 'h6-kem-kino',
          titles: ['Июльский дождь', 'Киноклуб «Оттепель»: «Июльский дождь»'],
        },
      ],
    },
    {
      id: 'h6-kem-09',
      kind: 'library lecture series, unquoted titles, shared time, registration link',
      text: `Научная библиотека им. Фёдорова запускает цикл лекций «Сибирь до Ермака» 🏹

1 декабря — Кто жил на Томи до русских
8 декабря — Писаницы: как читать наскальные рисунки
15 декабря — Енисейские кыргызы и их соседи

Все лекции по вторникам в 18:30, читальный зал на 3 этаже. Лектор — к.и.н. Ольга Шадрина.
Вход свободный, но нужна регистрация: clck.ru/3Fkem`,
      publishedAt: '2026-11-25T15:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-01T18:30:00+07:00',
          end: null,
          price: FREE,
          place: 'h6-kem-library',
          titles: ['Кто жил на Томи до русских', 'Лекция «Кто жил на Томи до русских»'],
          ticketUrl: 'https://clck.ru/3Fkem',
        },
        {
          start: '2026-12-08T18:30:00+07:00',
          end: null,
          price: FREE,
          place: 'h6-kem-library',
          titles: ['Писаницы: как читать наскальные рисунки', 'Лекция о писаницах'],
          ticketUrl: 'https://clck.ru/3Fkem',
        },
        {
          start: '2026-12-15T18:30:00+07:00',
          end: null,
          price: FREE,
          place: 'h6-kem-library',
          titles: ['Енисейские кыргызы и их соседи', 'Лекция о енисейских кыргызах'],
          ticketUrl: 'https://clck.ru/3Fkem',
        },
      ],
    },
    {
      id: 'h6-kem-10',
      kind: 'short, «в воскресенье» relative, no name',
      text: 'Стендап. Открытый микрофон в Шахте в воскресенье в 19:00, вход 200р. Хочешь выступить — пиши в лс',
      publishedAt: '2026-11-27T20:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-11-29T19:00:00+07:00',
          end: null,
          price: rub(200),
          place: 'h6-kem-shahta',
          titles: ['Открытый микрофон', 'Стендап открытый микрофон'],
        },
      ],
    },
    {
      id: 'h6-kem-11',
      kind: 'club night past midnight, price before/after a time, Latin caps name',
      text: `UGOL PRESENTS: TECHNO SHIFT #12 🖤

пятница 11.12
23:00 — 06:00

lineup:
ANNA K (Новосибирск)
Meteor
b2b Кость & Шум

вход: 500₽ до 00:30 / 800₽ после
FC 18+ | фото- и видеосъёмка запрещена`,
      publishedAt: '2026-12-01T14:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-11T23:00:00+07:00',
          end: '2026-12-12T06:00:00+07:00',
          price: rub(500, 800),
          place: 'h6-kem-ugol',
          titles: ['TECHNO SHIFT #12', 'Techno Shift'],
        },
      ],
    },
    {
      id: 'h6-kem-12',
      kind: 'church concert, free with donations welcome, place outside catalogue',
      text: 'В воскресенье, 13 декабря, в 18:00 в Знаменском соборе — концерт духовной музыки. Поёт архиерейский хор под управлением Светланы Мирошниченко. Вход свободный, пожертвования на роспись храма принимаются с благодарностью 🙏',
      publishedAt: '2026-12-03T10:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-13T18:00:00+07:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Концерт духовной музыки'],
        },
      ],
    },
    {
      id: 'h6-kem-13',
      kind: 'sports match (bandy) at a stadium, price range, bare domain',
      text: `🏒 ХОККЕЙ С МЯЧОМ | Суперлига

«Кузбасс» — «Енисей»
6 декабря, вс, 15:00
Стадион «Химик»

Билеты 200–500 ₽: kuzbass-bandy.ru
Одевайтесь теплее, обещают −25 🥶`,
      publishedAt: '2026-12-02T12:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-06T15:00:00+07:00',
          end: null,
          price: rub(200, 500),
          place: 'h6-kem-himik',
          titles: ['Кузбасс — Енисей', 'Матч «Кузбасс» — «Енисей»'],
          ticketUrl: 'https://kuzbass-bandy.ru',
        },
      ],
    },
    {
      id: 'h6-kem-14',
      kind: 'private teacher master class, bare address, duration in hours',
      text: 'Гончарный мастер-класс для взрослых 🏺 в субботу 12.12 в 14:00. ул. Терешковой, 22, студия на 2 этаже (вход с торца). Длится 2,5 часа, лепим кружки и пиалы. Стоимость 2500, все материалы и обжиг включены. Запись в лс, мест всего 8!',
      publishedAt: '2026-12-07T09:30:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-12T14:00:00+07:00',
          end: '2026-12-12T16:30:00+07:00',
          price: rub(2500),
          place: null,
          titles: ['Гончарный мастер-класс', 'Мастер-класс по гончарному делу'],
        },
      ],
    },
    {
      id: 'h6-kem-15',
      kind: 'festival over three days, day ticket and pass for all days',
      text: `Фестиваль авторской песни «Кузнецкие струны» 🎸
18–20 декабря, Кузбасская филармония

Три вечера, двадцать авторов из Кемерова, Томска, Новокузнецка и Барнаула.
Открытие — 18 декабря в 18:00.
Билет на один день — 500 ₽, пропуск на все три дня — 1200 ₽.`,
      publishedAt: '2026-12-04T12:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-18T18:00:00+07:00',
          end: '2026-12-20',
          price: rub(500, 1200),
          place: 'h6-kem-filarmonia',
          titles: ['Кузнецкие струны', 'Фестиваль авторской песни «Кузнецкие струны»'],
        },
      ],
    },
    {
      id: 'h6-kem-16',
      kind: 'online lecture, no name, free with registration link',
      text: 'Онлайн-лекция о том, как сохранить комнатные растения зимой 🌿 Ведущая — агроном Ирина Белова. 10 декабря, 19:00 по Кемерову. Бесплатно, ссылка на трансляцию придёт после регистрации: https://kemzelen.timepad.ru/event/2611',
      publishedAt: '2026-12-05T13:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-10T19:00:00+07:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Лекция о том, как сохранить комнатные растения зимой', 'Как сохранить комнатные растения зимой'],
          ticketUrl: 'https://kemzelen.timepad.ru/event/2611',
        },
      ],
    },
    {
      id: 'h6-kem-17',
      kind: 'children show twice a day, duration, child and adult tickets',
      text: `🎄 Новогодняя сказка «Морозко» на большой сцене Кузбасского театра драмы!

27 декабря — два показа: в 11:00 и в 14:00.
Продолжительность 1 час 10 минут без антракта. 6+
Детский билет — 500 ₽, взрослый сопровождающий — 300 ₽.`,
      publishedAt: '2026-12-08T10:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-27T11:00:00+07:00',
          end: '2026-12-27T12:10:00+07:00',
          price: rub(300, 500),
          place: 'h6-kem-drama',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
        {
          start: '2026-12-27T14:00:00+07:00',
          end: '2026-12-27T15:10:00+07:00',
          price: rub(300, 500),
          place: 'h6-kem-drama',
          titles: ['Морозко', 'Новогодняя сказка «Морозко»'],
        },
      ],
    },
    {
      id: 'h6-kem-18',
      kind: 'park: two separate free events on two days, place outside catalogue',
      text: `Открываем ледовый городок в парке Победы! 🎆❄️
Суббота, 19 декабря, 17:00 — торжественное открытие, концерт, в 19:00 салют.
А в воскресенье, 20 декабря, в 12:00 там же — детский праздник «Здравствуй, Зимушка!» с Дедом Морозом и конкурсами.
Вход везде свободный.`,
      publishedAt: '2026-12-14T11:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-19T17:00:00+07:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Открытие ледового городка'],
        },
        {
          start: '2026-12-20T12:00:00+07:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Здравствуй, Зимушка!', 'Детский праздник «Здравствуй, Зимушка!»'],
        },
      ],
    },
    {
      id: 'h6-kem-19',
      kind: 'weekday and date disagree (date wins), gathering vs start, presale/door',
      text: 'ТРИБЬЮТ «КИНО» 🌟 в пятницу, 19 декабря, в Шахте играет группа «Звезда по имени». Сбор гостей с 19:00, начало в 20:00. Вход 400 ₽ по предзаказу / 600 ₽ на входе. Бронь столов в лс',
      publishedAt: '2026-12-10T18:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-19T20:00:00+07:00',
          end: null,
          price: rub(400, 600),
          place: 'h6-kem-shahta',
          titles: ['Трибьют «Кино»', 'Концерт группы «Звезда по имени»'],
        },
      ],
    },
    {
      id: 'h6-kem-20',
      kind: 'tour with two dates in two cities, price from',
      text: `Группа «Северные огни» — большой зимний тур по Кузбассу! ✨

16 декабря — Кемерово, Кузбасская филармония, 19:00
17 декабря — Новокузнецк, ДК металлургов, 19:00

Билеты от 1500 ₽ на kassir.ru`,
      publishedAt: '2026-11-28T12:00:00+07:00',
      timeZone: KEM,
      events: [
        {
          start: '2026-12-16T19:00:00+07:00',
          end: null,
          price: rub(1500, null),
          place: 'h6-kem-filarmonia',
          titles: ['Концерт группы «Северные огни»', 'Северные огни'],
          ticketUrl: 'https://kassir.ru',
        },
        {
          start: '2026-12-17T19:00:00+07:00',
          end: null,
          price: rub(1500, null),
          place: null,
          titles: ['Концерт группы «Северные огни»', 'Северные огни'],
          ticketUrl: 'https://kassir.ru',
        },
      ],
    },

    // ───────────── Псков ─────────────
    {
      id: 'h6-psk-01',
      kind: 'theatre repertoire, each line dated, two stages with their prices, same show twice a day',
      text: `Пушкинский театр | Афиша 4–8 ноября 🎭

4 ноября, ср, 18:00 — А. Н. Островский, «Лес» (Большая сцена) 12+
5 ноября, чт, 19:00 — «Капитанская дочка» (Малая сцена) 12+
7 ноября, сб, 12:00 и 16:00 — «Снежная королева» (Большая сцена) 6+
8 ноября, вс, 18:00 — «Лес» (Большая сцена) 12+

Большая сцена — 350–1200 ₽, Малая сцена — 600 ₽.
Касса: ул. Пушкина, 13. Онлайн — pskovdrama.ru`,
      publishedAt: '2026-11-01T12:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-04T18:00:00+03:00',
          end: null,
          price: rub(350, 1200),
          place: 'h6-psk-drama',
          titles: ['Лес'],
          ticketUrl: 'https://pskovdrama.ru',
        },
        {
          start: '2026-11-05T19:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'h6-psk-drama',
          titles: ['Капитанская дочка'],
          ticketUrl: 'https://pskovdrama.ru',
        },
        {
          start: '2026-11-07T12:00:00+03:00',
          end: null,
          price: rub(350, 1200),
          place: 'h6-psk-drama',
          titles: ['Снежная королева'],
          ticketUrl: 'https://pskovdrama.ru',
        },
        {
          start: '2026-11-07T16:00:00+03:00',
          end: null,
          price: rub(350, 1200),
          place: 'h6-psk-drama',
          titles: ['Снежная королева'],
          ticketUrl: 'https://pskovdrama.ru',
        },
        {
          start: '2026-11-08T18:00:00+03:00',
          end: null,
          price: rub(350, 1200),
          place: 'h6-psk-drama',
          titles: ['Лес'],
          ticketUrl: 'https://pskovdrama.ru',
        },
      ],
    },
    {
      id: 'h6-psk-02',
      kind: 'bar week: prize not a price, deposit not a price, party till 4 a.m.',
      text: `ПОГРЕБ // неделя 🍺

Чт 12.11 — Караоке-баттл, 20:00. Вход бесплатный, победителю — ящик пива 🏆
Пт 13.11 — Irish night 🍀 играет группа «Килкенни Кэтс», 21:00. Вход 400 ₽
Сб 14.11 — вечеринка «Назад в 2007» 🕺 с 22:00 до 4 утра. Вход свободный, столы — депозит 3000 ₽

Бронь — в директ или по телефону в шапке`,
      publishedAt: '2026-11-09T17:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-12T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-pogreb',
          titles: ['Караоке-баттл'],
        },
        {
          start: '2026-11-13T21:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'h6-psk-pogreb',
          titles: ['Irish night', 'Концерт группы «Килкенни Кэтс»'],
        },
        {
          start: '2026-11-14T22:00:00+03:00',
          end: '2026-11-15T04:00:00+03:00',
          price: FREE,
          place: 'h6-psk-pogreb',
          titles: ['Назад в 2007', 'Вечеринка «Назад в 2007»'],
        },
      ],
    },
    {
      id: 'h6-psk-03',
      kind: 'organ evening, price range, discount as a share not worked out',
      text: 'Псковская филармония 🎹 14 ноября, суббота, 18:00 — органный вечер «Бах и его сыновья». Играет Мария Лаптева (Санкт-Петербург). Билеты 500–900 ₽, детям до 12 лет скидка 50%.',
      publishedAt: '2026-11-03T10:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-14T18:00:00+03:00',
          end: null,
          price: rub(500, 900),
          place: 'h6-psk-filarmonia',
          titles: ['Бах и его сыновья', 'Органный вечер «Бах и его сыновья»'],
        },
      ],
    },
    {
      id: 'h6-psk-04',
      kind: 'city channel digest, each line with its own date, walk outside catalogue',
      text: `📌 Псков, что делать до конца недели:

• 19.11 (чт) 18:30 — лекция «Псковская школа иконописи» в музее-заповеднике, 300 р
• 20.11 (пт) 19:00 — «Лига квизов» в Погребе, 500 р/чел
• 21.11 (сб) 13:00 — маркет ремесленников в «Страницах», вход свободный
• 21.11 (сб) 20:00 — Тёплые Трассы в Гараже, 600/800 р
• 22.11 (вс) 12:00 — прогулка с экскурсоводом по Окольному городу, старт от Покровской башни, 500 р, запись в лс

#псков #афишапсков`,
      publishedAt: '2026-11-18T19:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-19T18:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'h6-psk-museum',
          titles: ['Псковская школа иконописи', 'Лекция «Псковская школа иконописи»'],
        },
        {
          start: '2026-11-20T19:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'h6-psk-pogreb',
          titles: ['Лига квизов'],
        },
        {
          start: '2026-11-21T13:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-stranitsy',
          titles: ['Маркет ремесленников'],
        },
        {
          start: '2026-11-21T20:00:00+03:00',
          end: null,
          price: rub(600, 800),
          place: 'h6-psk-garage',
          titles: ['Концерт группы «Тёплые Трассы»', 'Тёплые Трассы'],
        },
        {
          start: '2026-11-22T12:00:00+03:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Прогулка по Окольному городу', 'Экскурсия по Окольному городу'],
        },
      ],
    },
    {
      id: 'h6-psk-05',
      kind: 'book presentation in a book shop, no own name, place in a case',
      text: 'В субботу, 28 ноября, в «Страницах» — встреча с писательницей Анной Лесной и презентация её нового романа «Крепость» 📖 Начало в 17:00. Вход свободный, книги можно будет подписать.',
      publishedAt: '2026-11-24T13:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-28T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-stranitsy',
          titles: ['Презентация романа «Крепость»', 'Встреча с Анной Лесной', 'Встреча с писательницей Анной Лесной'],
        },
      ],
    },
    {
      id: 'h6-psk-06',
      kind: 'festival «с 11 по 13» in a park, name in the prepositional, bar price not a price',
      text: '❄️ Всех ждём на Фестивале ледяной скульптуры в Дубках! С 11 по 13 декабря мастера из шести регионов будут резать лёд прямо у вас на глазах, а в воскресенье — народное голосование за лучшую фигуру. Открытие 11 декабря в 12:00. Вход свободный, горячий чай у входа — 50 ₽ 😉',
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-11T12:00:00+03:00',
          end: '2026-12-13',
          price: FREE,
          place: 'h6-psk-dubki',
          titles: ['Фестиваль ледяной скульптуры'],
        },
      ],
    },
    {
      id: 'h6-psk-07',
      kind: 'postponement of a philharmonic concert, time unchanged',
      text: 'Уважаемые зрители! По болезни солистки концерт «Романсы при свечах», назначенный на 27 ноября, переносится на 11 декабря. Время начала прежнее — 19:00. Ранее приобретённые билеты действительны. Псковская филармония',
      publishedAt: '2026-11-25T11:00:00+03:00',
      timeZone: PSK,
      postponed: true,
      events: [
        {
          start: '2026-12-11T19:00:00+03:00',
          end: null,
          price: null,
          place: 'h6-psk-filarmonia',
          titles: ['Романсы при свечах'],
        },
      ],
    },
    {
      id: 'h6-psk-08',
      kind: 'film festival with separately named screenings, running times, free by registration',
      text: `Фестиваль документального кино «Северо-Запад» 🎥
Кинотеатр «Смена», 4–6 декабря

4.12, пт
18:00 — «Последний паромщик» (Россия, 2025), 72 мин
20:00 — «Озеро без имени», 55 мин

5.12, сб
15:00 — «Школа на острове» + встреча с режиссёром

6.12, вс
17:00 — «Лён», фильм закрытия

Вход на все показы свободный по регистрации: smena-kino.ru/docfest`,
      publishedAt: '2026-11-27T12:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-04T18:00:00+03:00',
          end: '2026-12-04T19:12:00+03:00',
          price: FREE,
          place: 'h6-psk-smena',
          titles: ['Последний паромщик'],
          ticketUrl: 'https://smena-kino.ru/docfest',
        },
        {
          start: '2026-12-04T20:00:00+03:00',
          end: '2026-12-04T20:55:00+03:00',
          price: FREE,
          place: 'h6-psk-smena',
          titles: ['Озеро без имени'],
          ticketUrl: 'https://smena-kino.ru/docfest',
        },
        {
          start: '2026-12-05T15:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-smena',
          titles: ['Школа на острове'],
          ticketUrl: 'https://smena-kino.ru/docfest',
        },
        {
          start: '2026-12-06T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-smena',
          titles: ['Лён'],
          ticketUrl: 'https://smena-kino.ru/docfest',
        },
      ],
    },
    {
      id: 'h6-psk-09',
      kind: 'one line lower case, «завтра», hour without minutes',
      text: 'завтра в гараже панк сейшн!!! 3 группы, начало в 19, вход 300 р 🤘',
      publishedAt: '2026-11-27T22:30:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-28T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h6-psk-garage',
          titles: ['Панк-сейшн', 'Панк сейшн'],
        },
      ],
    },
    {
      id: 'h6-psk-10',
      kind: 'library series of talks, unquoted titles, shared time',
      text: `Центральная городская библиотека начинает цикл встреч «Псков литературный» 📚
По средам в 18:00:

2 декабря — Пушкин и Михайловское
9 декабря — Довлатов в Пушкиногорье
16 декабря — Псков в стихах Серебряного века

Вход свободный, 12+`,
      publishedAt: '2026-11-30T09:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-02T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-library',
          titles: ['Пушкин и Михайловское', 'Псков литературный: Пушкин и Михайловское'],
        },
        {
          start: '2026-12-09T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-library',
          titles: ['Довлатов в Пушкиногорье', 'Псков литературный: Довлатов в Пушкиногорье'],
        },
        {
          start: '2026-12-16T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-psk-library',
          titles: ['Псков в стихах Серебряного века', 'Псков литературный: Псков в стихах Серебряного века'],
        },
      ],
    },
    {
      id: 'h6-psk-11',
      kind: 'touring band: doors vs start, three price tiers by date, bare ticket link',
      text: `ЗВЁЗДНЫЙ РЕЙС (Москва) впервые в Пскове! 🚀

26 ноября, клуб «Гараж»
Двери — 19:00, старт — 20:00

Билеты:
800 ₽ — до 20 ноября
1000 ₽ — с 21 ноября
1300 ₽ — в день концерта

qtickets.ru/psk-zvezdny`,
      publishedAt: '2026-11-10T14:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-11-26T20:00:00+03:00',
          end: null,
          price: rub(800, 1300),
          place: 'h6-psk-garage',
          titles: ['Концерт группы «Звёздный рейс»', 'Звёздный рейс'],
          ticketUrl: 'https://qtickets.ru/psk-zvezdny',
        },
      ],
    },
    {
      id: 'h6-psk-12',
      kind: 'museum quest with start and end time, price from, place by alias',
      text: 'Ночь в Поганкиных палатах 🕯 Квест по залам музея для взрослых: 5 декабря, 20:00–23:00. Командам из 3–5 человек. Билеты от 600 ₽ — на сайте музея.',
      publishedAt: '2026-11-20T10:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-05T20:00:00+03:00',
          end: '2026-12-05T23:00:00+03:00',
          price: rub(600, null),
          place: 'h6-psk-museum',
          titles: ['Ночь в Поганкиных палатах', 'Квест «Ночь в Поганкиных палатах»'],
        },
      ],
    },
    {
      id: 'h6-psk-13',
      kind: 'online webinar with duration and paid registration',
      text: 'Вебинар для начинающих фотографов «Зимний пейзаж без шума» 📸 8 декабря, 20:00 мск, онлайн в Zoom. Длительность — 2 часа. Стоимость 990 ₽, запись: photo-pskov.ru/webinar',
      publishedAt: '2026-12-02T16:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-08T20:00:00+03:00',
          end: '2026-12-08T22:00:00+03:00',
          price: rub(990),
          place: null,
          titles: ['Зимний пейзаж без шума', 'Вебинар «Зимний пейзаж без шума»'],
          ticketUrl: 'https://photo-pskov.ru/webinar',
        },
      ],
    },
    {
      id: 'h6-psk-14',
      kind: 'amateur tournament over two days with a time each, outside catalogue, free for spectators',
      text: `⚽ Турнир по мини-футболу среди любительских команд «Кубок Кремля»
Спорткомплекс «Олимп», ул. Коммунальная, 33

12 декабря, 10:00 — групповой этап
13 декабря, 11:00 — плей-офф и финал

Для зрителей вход бесплатный. Приходите болеть!`,
      publishedAt: '2026-12-03T12:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-12T10:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Кубок Кремля: групповой этап', 'Кубок Кремля', 'Турнир по мини-футболу «Кубок Кремля»'],
        },
        {
          start: '2026-12-13T11:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Кубок Кремля: плей-офф и финал', 'Кубок Кремля', 'Турнир по мини-футболу «Кубок Кремля»'],
        },
      ],
    },
    {
      id: 'h6-psk-15',
      kind: 'poetry evening, free with a hat',
      text: 'Поэтический вечер в книжном «Страницы» ✍️ 3 декабря (чт), 19:00. Читают псковские поэты, открытый микрофон после перерыва. Вход свободный, шляпа для поэтов 🎩',
      publishedAt: '2026-11-29T15:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'h6-psk-stranitsy',
          titles: ['Поэтический вечер'],
        },
      ],
    },
    {
      id: 'h6-psk-16',
      kind: 'fair over days with daily hours, outside catalogue',
      text: 'Рождественская ярмарка на Октябрьской площади 🎄 с 18 по 22 декабря, ежедневно с 10:00 до 19:00. Глинтвейн, пряники, ёлочные игрушки ручной работы. Вход свободный.',
      publishedAt: '2026-12-10T10:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-18T10:00:00+03:00',
          end: '2026-12-22T19:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Рождественская ярмарка'],
        },
      ],
    },
    {
      id: 'h6-psk-17',
      kind: 'stand-up show on two days at the same time, price range, path link',
      text: `Илья Макаров. Стендап «Взрослый» 🎤
Псков, Пушкинский театр
15 и 16 декабря, 19:00

Билеты 1500–3500 ₽: pskov.kassir.ru/makarov
18+`,
      publishedAt: '2026-11-21T12:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-15T19:00:00+03:00',
          end: null,
          price: rub(1500, 3500),
          place: 'h6-psk-drama',
          titles: ['Взрослый', 'Илья Макаров — «Взрослый»', 'Стендап Ильи Макарова'],
          ticketUrl: 'https://pskov.kassir.ru/makarov',
        },
        {
          start: '2026-12-16T19:00:00+03:00',
          end: null,
          price: rub(1500, 3500),
          place: 'h6-psk-drama',
          titles: ['Взрослый', 'Илья Макаров — «Взрослый»', 'Стендап Ильи Макарова'],
          ticketUrl: 'https://pskov.kassir.ru/makarov',
        },
      ],
    },
    {
      id: 'h6-psk-18',
      kind: 'chamber concert: «окончание около», students free, small hall',
      text: 'Вечер камерной музыки «Зимний путь» 🎼 Ф. Шуберт, вокальный цикл на стихи В. Мюллера. 17 декабря, 19:00, Малый зал филармонии. Окончание около 21:00. Билет 400 ₽, студентам музыкального колледжа — бесплатно по студенческому.',
      publishedAt: '2026-12-07T10:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-17T19:00:00+03:00',
          end: '2026-12-17T21:00:00+03:00',
          price: rub(0, 400),
          place: 'h6-psk-filarmonia',
          titles: ['Зимний путь', 'Вечер камерной музыки «Зимний путь»'],
        },
      ],
    },
    {
      id: 'h6-psk-19',
      kind: 'New Year party past midnight, presale/door, girls free before midnight',
      text: `НОВОГОДНЯЯ НОЧЬ В ГАРАЖЕ 🎄🥂
31.12 | с 23:00 до 6 утра
DJ-сеты, конфетти и бой курантов на большом экране

Вход: 1500 ₽ в предпродаже / 2000 ₽ на входе
Девушкам до 00:00 — бесплатно
18+`,
      publishedAt: '2026-12-15T14:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-31T23:00:00+03:00',
          end: '2027-01-01T06:00:00+03:00',
          price: rub(0, 2000),
          place: 'h6-psk-garage',
          titles: ['Новогодняя ночь', 'Новогодняя вечеринка'],
        },
      ],
    },
    {
      id: 'h6-psk-20',
      kind: 'master class on two days at different times, no name',
      text: 'Мастер-класс по росписи ёлочных игрушек 🎨 19 декабря в 12:00 и 20 декабря в 15:00 в книжном «Страницы». 700 ₽, все материалы включены. Запись в лс, группы до 10 человек',
      publishedAt: '2026-12-12T11:00:00+03:00',
      timeZone: PSK,
      events: [
        {
          start: '2026-12-19T12:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'h6-psk-stranitsy',
          titles: ['Мастер-класс по росписи ёлочных игрушек'],
        },
        {
          start: '2026-12-20T15:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'h6-psk-stranitsy',
          titles: ['Мастер-класс по росписи ёлочных игрушек'],
        },
      ],
    },

    // ───────────── Владимир ─────────────
    {
      id: 'h6-vld-01',
      kind: 'theatre week with day headings, one show with a running time, price from',
      text: `Владимирская драма | 10–15 ноября

ВТОРНИК, 10
«Бесприданница» — 18:30

СРЕДА, 11
«Женитьба» — 18:30

СУББОТА, 14
«Маленький принц» — 12:00, 6+ (1 ч 15 мин без антракта)
«Женитьба» — 18:00

ВОСКРЕСЕНЬЕ, 15
«Бесприданница» — 17:00

Билеты от 300 ₽ в кассе и на vladdrama.ru`,
      publishedAt: '2026-11-06T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-11-10T18:30:00+03:00',
          end: null,
          price: rub(300, null),
          place: 'h6-vld-drama',
          titles: ['Бесприданница'],
          ticketUrl: 'https://vladdrama.ru',
        },
        {
          start: '2026-11-11T18:30:00+03:00',
          end: null,
          price: rub(300, null),
          place: 'h6-vld-drama',
          titles: ['Женитьба'],
          ticketUrl: 'https://vladdrama.ru',
        },
        {
          start: '2026-11-14T12:00:00+03:00',
          end: '2026-11-14T13:15:00+03:00',
          price: rub(300, null),
          place: 'h6-vld-drama',
          titles: ['Маленький принц'],
          ticketUrl: 'https://vladdrama.ru',
        },
        {
          start: '2026-11-14T18:00:00+03:00',
          end: null,
          price: rub(300, null),
          place: 'h6-vld-drama',
          titles: ['Женитьба'],
          ticketUrl: 'https://vladdrama.ru',
        },
        {
          start: '2026-11-15T17:00:00+03:00',
          end: null,
          price: rub(300, null),
          place: 'h6-vld-drama',
          titles: ['Бесприданница'],
          ticketUrl: 'https://vladdrama.ru',
        },
      ],
    },
    {
      id: 'h6-vld-02',
      kind: 'bar week: quiz with prizes, open mic with a hat, blues night with set times',
      text: `🍻 Хмель и Солод — что у нас на неделе
📍 ул. Гагарина, 2

ВТ 17.11 — квиз «Мозгобойня по-владимирски», 19:30. 350 ₽/чел. Победителям — кубок и сет настоек 🏆
ЧТ 19.11 — открытый микрофон для музыкантов, 20:00. Вход свободный, шляпа для артистов 🎩
СБ 21.11 — Blues Saturday: 20:00 — Old Dogs Band, 21:30 — Каменев Trio, 23:00 — общий джем. Вход 500 ₽`,
      publishedAt: '2026-11-16T12:30:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-11-17T19:30:00+03:00',
          end: null,
          price: rub(350),
          place: 'h6-vld-hmel',
          titles: ['Мозгобойня по-владимирски', 'Квиз «Мозгобойня по-владимирски»'],
        },
        {
          start: '2026-11-19T20:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'h6-vld-hmel',
          titles: ['Открытый микрофон для музыкантов', 'Открытый микрофон'],
        },
        {
          start: '2026-11-21T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'h6-vld-hmel',
          titles: ['Blues Saturday'],
        },
      ],
    },
    {
      id: 'h6-vld-03',
      kind: 'philharmonic: three categories, discount share, duration',
      text: `Владимирская областная филармония
13 ноября, пятница, 19:00

Вечер русского романса «Гори, гори, моя звезда» 🌟
Солисты филармонии, ансамбль «Владимирские гусли».

I категория — 1200 ₽
II категория — 900 ₽
III категория — 600 ₽
Пенсионерам скидка 20% в кассе.
Продолжительность — 2 часа с антрактом.`,
      publishedAt: '2026-11-02T11:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-11-13T19:00:00+03:00',
          end: '2026-11-13T21:00:00+03:00',
          price: rub(600, 1200),
          place: 'h6-vld-filarmonia',
          titles: ['Гори, гори, моя звезда', 'Вечер русского романса «Гори, гори, моя звезда»'],
        },
      ],
    },
    {
      id: 'h6-vld-04',
      kind: 'weekend digest with day headings: film title in the genitive, party past midnight free before midnight',
      text: `Выходные во Владимире: подборка 🗓

ПТ 27.11
— стендап «Без цензуры» в Мануфактуре, 19:00, 600–900₽
— ночной показ «Сияния» в Буревестнике, 23:30, 350₽

СБ 28.11
— мастер-класс по каллиграфии в антикафе «Часы», 14:00, 1200₽ с материалами
— DJ Сорока в Хмеле, 22:00–05:00, до полуночи вход бесплатный, потом 300₽

ВС 29.11
— ярмарка мастеров «Владимирская варежка» в Палатах, 11:00–17:00, вход свободный

#владимир #афиша #выходные`,
      publishedAt: '2026-11-26T20:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-11-27T19:00:00+03:00',
          end: null,
          price: rub(600, 900),
          place: 'h6-vld-manufaktura',
          titles: ['Без цензуры', 'Стендап «Без цензуры»'],
        },
        {
          start: '2026-11-27T23:30:00+03:00',
          end: null,
          price: rub(350),
          place: 'h6-vld-burevestnik',
          titles: ['Сияние', 'Ночной показ «Сияния»'],
        },
        {
          start: '2026-11-28T14:00:00+03:00',
          end: null,
          price: rub(1200),
          place: 'h6-vld-chasy',
          titles: ['Мастер-класс по каллиграфии'],
        },
        {
          start: '2026-11-28T22:00:00+03:00',
          end: '2026-11-29T05:00:00+03:00',
          price: rub(0, 300),
          place: 'h6-vld-hmel',
          titles: ['DJ Сорока', 'Вечеринка с DJ Сорока'],
        },
        {
          start: '2026-11-29T11:00:00+03:00',
          end: '2026-11-29T17:00:00+03:00',
          price: FREE,
          place: 'h6-vld-palaty',
          titles: ['Владимирская варежка', 'Ярмарка мастеров «Владимирская варежка»'],
        },
      ],
    },
    {
      id: 'h6-vld-05',
      kind: 'puppet premiere twice a day, running time, toddlers free',
      text: 'Театр кукол приглашает юных зрителей на премьеру спектакля «Три поросёнка и волк-вегетарианец»! 🐷🐺 6 декабря (воскресенье) — два показа: в 11:00 и в 13:30. Продолжительность 50 минут. Билеты — 450 ₽, детям до 3 лет вход свободный (без места).',
      publishedAt: '2026-11-20T09:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-06T11:00:00+03:00',
          end: '2026-12-06T11:50:00+03:00',
          price: rub(0, 450),
          place: 'h6-vld-kukly',
          titles: ['Три поросёнка и волк-вегетарианец'],
        },
        {
          start: '2026-12-06T13:30:00+03:00',
          end: '2026-12-06T14:20:00+03:00',
          price: rub(0, 450),
          place: 'h6-vld-kukly',
          titles: ['Три поросёнка и волк-вегетарианец'],
        },
      ],
    },
    {
      id: 'h6-vld-06',
      kind: 'postponement of a band concert, gathering vs start, new tickets price and link',
      text: 'Друзья, концерт группы Лунный Кот в Мануфактуре переносится с 28 ноября на 12 декабря 🙏 Барабанщик сломал руку, а без него никак. Время прежнее: сбор в 19:00, начало в 20:00. Купленные билеты действуют, новые — 700 ₽ на moonkot.ru',
      publishedAt: '2026-11-23T18:00:00+03:00',
      timeZone: VLD,
      postponed: true,
      events: [
        {
          start: '2026-12-12T20:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'h6-vld-manufaktura',
          titles: ['Концерт группы Лунный Кот', 'Лунный Кот'],
          ticketUrl: 'https://moonkot.ru',
        },
      ],
    },
    {
      id: 'h6-vld-07',
      kind: 'gallery exhibition over weeks with daily hours, free day for students is another occasion',
      text: 'Галерея «Палаты» — выставка «Суздальские акварели» 🖌 Работы владимирских и суздальских художников 1960–2020-х. С 1 декабря по 10 января, вт–вс 11:00–19:00. Вход 200 ₽, по четвергам студентам бесплатно.',
      publishedAt: '2026-11-27T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-01T11:00:00+03:00',
          end: '2027-01-10T19:00:00+03:00',
          price: rub(200),
          place: 'h6-vld-palaty',
          titles: ['Суздальские акварели', 'Выставка «Суздальские акварели»'],
        },
      ],
    },
    {
      id: 'h6-vld-08',
      kind: 'one line, «в эту субботу», per-minute anti-café with a stop-check',
      text: 'в эту субботу в Часах турнир по мафии 🎩 начало в 18:00, минута — 4 р, стоп-чек 500 р',
      publishedAt: '2026-12-02T15:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-05T18:00:00+03:00',
          end: null,
          price: rub(null, 500),
          place: 'h6-vld-chasy',
          titles: ['Турнир по мафии'],
        },
      ],
    },
    {
      id: 'h6-vld-09',
      kind: 'rink opening at a stadium, free with a paid extra',
      text: 'Открытие катка на стадионе «Торпедо» ⛸ 12 декабря, 16:00. Диджей, горячий чай и показательные выступления фигуристов. Вход на открытие бесплатный, прокат коньков — 250 ₽/час.',
      publishedAt: '2026-12-05T11:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-12T16:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-vld-torpedo',
          titles: ['Открытие катка'],
        },
      ],
    },
    {
      id: 'h6-vld-10',
      kind: 'university club online lecture series, unquoted titles',
      text: `Архитектурный клуб ВлГУ «Архитектон» — онлайн-цикл «Белокаменное зодчество» 🏛

7 декабря — Золотые ворота
9 декабря — Дмитриевский собор
11 декабря — Покров на Нерли

Все лекции в 19:00 в VK-трансляции сообщества. Бесплатно, регистрация не нужна.`,
      publishedAt: '2026-12-01T12:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-07T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Золотые ворота', 'Белокаменное зодчество: Золотые ворота', 'Лекция о Золотых воротах'],
        },
        {
          start: '2026-12-09T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Дмитриевский собор', 'Белокаменное зодчество: Дмитриевский собор', 'Лекция о Дмитриевском соборе'],
        },
        {
          start: '2026-12-11T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Покров на Нерли', 'Белокаменное зодчество: Покров на Нерли', 'Лекция о Покрове на Нерли'],
        },
      ],
    },
    {
      id: 'h6-vld-11',
      kind: 'charity choir concert in a cathedral, by donation only',
      text: 'Благотворительный концерт мужского хора «Благовест» в Успенском соборе 🕯 20 декабря, 16:00. Вход — за добровольное пожертвование, все средства пойдут на лечение Маши Ивановой (9 лет).',
      publishedAt: '2026-12-08T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-20T16:00:00+03:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Концерт мужского хора «Благовест»', 'Благотворительный концерт хора «Благовест»'],
        },
      ],
    },
    {
      id: 'h6-vld-12',
      kind: 'one-day local festival: presale/door, students at the door, till the last guest',
      text: `🔥 Мануфактура подводит итоги года на фестивале «Годовой отчётник»!

19.12, суббота
6 местных групп на одной сцене: Лунный Кот, Пыль, Клязьма, Серая Ветка, Бумажные Самолёты и Дом Культуры.
Начало в 18:00 — и до последнего гостя.

Предпродажа — 500 ₽, на входе — 700 ₽.
Студентам по студаку — 400 ₽ на входе.`,
      publishedAt: '2026-12-09T14:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: rub(400, 700),
          place: 'h6-vld-manufaktura',
          titles: ['Годовой отчётник', 'Фестиваль «Годовой отчётник»'],
        },
      ],
    },
    {
      id: 'h6-vld-13',
      kind: 'street food festival over three days with an opening hour each day, outside catalogue',
      text: 'Фестиваль уличной еды и глинтвейна «Зимний Владимир» ☕🥨 на Соборной площади — 18, 19 и 20 декабря, каждый день с 12:00. Вход свободный.',
      publishedAt: '2026-12-11T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-18T12:00:00+03:00',
          end: '2026-12-20',
          price: FREE,
          place: null,
          titles: ['Зимний Владимир', 'Фестиваль «Зимний Владимир»'],
        },
      ],
    },
    {
      id: 'h6-vld-14',
      kind: 'cinema day schedule: three films, running time, pensioners price',
      text: `Буревестник | 24 декабря, четверг 🎄
Новогодние ретро-сеансы:

12:00 — «Морозко» (1964), 0+
15:30 — «Карнавальная ночь»
19:00 — «Ирония судьбы, или С лёгким паром!», 184 мин

Билеты 150–300 ₽, пенсионерам — 100 ₽`,
      publishedAt: '2026-12-16T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-24T12:00:00+03:00',
          end: null,
          price: rub(100, 300),
          place: 'h6-vld-burevestnik',
          titles: ['Морозко'],
        },
        {
          start: '2026-12-24T15:30:00+03:00',
          end: null,
          price: rub(100, 300),
          place: 'h6-vld-burevestnik',
          titles: ['Карнавальная ночь'],
        },
        {
          start: '2026-12-24T19:00:00+03:00',
          end: '2026-12-24T22:04:00+03:00',
          price: rub(100, 300),
          place: 'h6-vld-burevestnik',
          titles: ['Ирония судьбы, или С лёгким паром!', 'Ирония судьбы'],
        },
      ],
    },
    {
      id: 'h6-vld-15',
      kind: 'one line, «сегодня», bar by short name, game without a name',
      text: 'Сегодня в Хмеле играем в Крокодила 🐊 с 19:00, участие бесплатное, приходите компанией!',
      publishedAt: '2026-12-03T12:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-vld-hmel',
          titles: ['Крокодил', 'Игра в Крокодила'],
        },
      ],
    },
    {
      id: 'h6-vld-16',
      kind: 'book club at a library outside catalogue, bare address',
      text: 'Книжный клуб «Прочтение» встречается 10 декабря в 18:30 в областной научной библиотеке (ул. Дзержинского, 2, зал краеведения). Обсуждаем «Лето Господне» Ивана Шмелёва. Вход свободный, новичкам рады!',
      publishedAt: '2026-12-04T13:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-10T18:30:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Встреча книжного клуба «Прочтение»', 'Книжный клуб «Прочтение»'],
        },
      ],
    },
    {
      id: 'h6-vld-17',
      kind: 'run of days with daily hours, children under 5 free',
      text: 'Мастерская Деда Мороза в Мануфактуре 🎅 с 26 по 28 декабря, ежедневно с 11:00 до 18:00: лепим пряники, пишем письма, фотографируемся с оленем. Вход 300 ₽, детям до 5 лет бесплатно.',
      publishedAt: '2026-12-14T12:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-26T11:00:00+03:00',
          end: '2026-12-28T18:00:00+03:00',
          price: rub(0, 300),
          place: 'h6-vld-manufaktura',
          titles: ['Мастерская Деда Мороза'],
        },
      ],
    },
    {
      id: 'h6-vld-18',
      kind: 'private teacher trial class, «в эту пятницу», bare address on a catalogue street, duration',
      text: 'Йога для начинающих 🧘‍♀️ бесплатное пробное занятие в эту пятницу в 19:00. Студия на ул. Мира, 34 (вход со двора, 2 этаж). Длительность — 1,5 часа. Коврик возьмите свой или попросите у нас. Запись в лс',
      publishedAt: '2026-11-30T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: '2026-12-04T20:30:00+03:00',
          price: FREE,
          place: null,
          titles: ['Пробное занятие по йоге', 'Йога для начинающих'],
        },
      ],
    },
    {
      id: 'h6-vld-19',
      kind: 'ski races on two days with separately named races, registration vs start',
      text: `Открытый кубок Владимира по лыжным гонкам 🎿
Стадион «Торпедо»

19 декабря, 11:00 — спринт
20 декабря, 10:00 — масс-старт 15 км

Регистрация участников на месте с 9:00, участие бесплатное. Зрителям вход свободный.`,
      publishedAt: '2026-12-12T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-12-19T11:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-vld-torpedo',
          titles: [
            'Открытый кубок Владимира по лыжным гонкам: спринт',
            'Спринт',
            'Открытый кубок Владимира по лыжным гонкам',
          ],
        },
        {
          start: '2026-12-20T10:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h6-vld-torpedo',
          titles: [
            'Открытый кубок Владимира по лыжным гонкам: масс-старт',
            'Масс-старт 15 км',
            'Открытый кубок Владимира по лыжным гонкам',
          ],
        },
      ],
    },
    {
      id: 'h6-vld-20',
      kind: 'artist talk in a gallery, no name, museum ticket as the price',
      text: 'Встреча с художником Ильёй Глазовым в «Палатах» — 18 ноября, 18:00. Разговор о книжной графике и о том, как рисовать Владимир. Вход по билету в галерею — 150 ₽.',
      publishedAt: '2026-11-12T10:00:00+03:00',
      timeZone: VLD,
      events: [
        {
          start: '2026-11-18T18:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'h6-vld-palaty',
          titles: ['Встреча с художником Ильёй Глазовым', 'Встреча с Ильёй Глазовым'],
        },
      ],
    },

    // ───────────── Магнитогорск ─────────────
    {
      id: 'h6-mgn-01',
      kind: 'opera and ballet repertoire, a children show with its own price and running time',
      text: `Театр оперы и балета — афиша 12–15 ноября 🎼

12.11, чт, 18:30 — «Евгений Онегин», опера в 3 действиях
13.11, пт, 18:30 — балет «Жизель»
14.11, сб, 17:00 — «Жизель»
15.11, вс, 12:00 — «Щелкунчик» для детей, 1 ч 30 мин с антрактом
15.11, вс, 18:00 — Гала-концерт солистов театра

Билеты 500–2500 ₽, на «Щелкунчика» — 400 ₽`,
      publishedAt: '2026-11-04T10:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-11-12T18:30:00+05:00',
          end: null,
          price: rub(500, 2500),
          place: 'h6-mgn-opera',
          titles: ['Евгений Онегин'],
        },
        {
          start: '2026-11-13T18:30:00+05:00',
          end: null,
          price: rub(500, 2500),
          place: 'h6-mgn-opera',
          titles: ['Жизель'],
        },
        {
          start: '2026-11-14T17:00:00+05:00',
          end: null,
          price: rub(500, 2500),
          place: 'h6-mgn-opera',
          titles: ['Жизель'],
        },
        {
          start: '2026-11-15T12:00:00+05:00',
          end: '2026-11-15T13:30:00+05:00',
          price: rub(400),
          place: 'h6-mgn-opera',
          titles: ['Щелкунчик'],
        },
        {
          start: '2026-11-15T18:00:00+05:00',
          end: null,
          price: rub(500, 2500),
          place: 'h6-mgn-opera',
          titles: ['Гала-концерт солистов театра', 'Гала-концерт солистов'],
        },
      ],
    },
    {
      id: 'h6-mgn-02',
      kind: 'bar week: away match broadcast (bar is the place), deposit, cover band past midnight, karaoke',
      text: `ДОМНА: неделя 🔥

Вт 17.11 — 🏒 трансляция выездного матча «Металлург» — «Авангард» на большом экране, 19:30. Вход свободный, столы по депозиту 2000₽
Чт 19.11 — Квиз-плиз «Кино и сериалы», 20:00, 400 ₽ с игрока
Пт 20.11 — кавер-группа «Прокатный стан», 21:00–01:00, вход 300 ₽
Сб 21.11 — караоке с 21:00 до последнего гостя, вход свободный`,
      publishedAt: '2026-11-16T11:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-11-17T19:30:00+05:00',
          end: null,
          price: FREE,
          place: 'h6-mgn-domna',
          titles: ['Трансляция матча «Металлург» — «Авангард»', 'Металлург — Авангард'],
        },
        {
          start: '2026-11-19T20:00:00+05:00',
          end: null,
          price: rub(400),
          place: 'h6-mgn-domna',
          titles: ['Квиз-плиз «Кино и сериалы»', 'Кино и сериалы', 'Квиз'],
        },
        {
          start: '2026-11-20T21:00:00+05:00',
          end: '2026-11-21T01:00:00+05:00',
          price: rub(300),
          place: 'h6-mgn-domna',
          titles: ['Концерт кавер-группы «Прокатный стан»', 'Прокатный стан'],
        },
        {
          start: '2026-11-21T21:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h6-mgn-domna',
          titles: ['Караоке'],
        },
      ],
    },
    {
      id: 'h6-mgn-03',
      kind: 'ticket aggregator: hockey match at the home arena, price from–to',
      text: `КХЛ. «Металлург» (Магнитогорск) — «Ак Барс» (Казань)
25 ноября 2026, ср, 19:00
Арена «Металлург»
Билеты от 450 до 3900 ₽ — tickets.hcmk.ru`,
      publishedAt: '2026-11-10T09:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-11-25T19:00:00+05:00',
          end: null,
          price: rub(450, 3900),
          place: 'h6-mgn-arena',
          titles: ['Металлург — Ак Барс', 'Матч «Металлург» — «Ак Барс»'],
          ticketUrl: 'https://tickets.hcmk.ru',
        },
      ],
    },
    {
      id: 'h6-mgn-04',
      kind: 'weekend digest, each line dated, short place names, run fee as a price',
      text: `Магнитка, планы на выходные 📍

27/11 пт — трибьют Queen «Богемская рапсодия» в Прокате, 20:00, 1000–1500 ₽
28/11 сб — детский спектакль «Кот в сапогах» в драмтеатре, 11:00, 350 ₽
28/11 сб — лекция о металлургии XX века в краеведческом, 15:00, 200 ₽
29/11 вс — забег «Зимняя Магнитка», старт в 10:00 от Вечного огня, взнос 500 ₽
29/11 вс — книжный своп в Переплёте, 13:00–16:00, бесплатно, приносите книги 📚

#магнитогорск #магнитка #афиша`,
      publishedAt: '2026-11-26T19:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-11-27T20:00:00+05:00',
          end: null,
          price: rub(1000, 1500),
          place: 'h6-mgn-prokat',
          titles: ['Богемская рапсодия', 'Трибьют Queen «Богемская рапсодия»'],
        },
        {
          start: '2026-11-28T11:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'h6-mgn-drama',
          titles: ['Кот в сапогах'],
        },
        {
          start: '2026-11-28T15:00:00+05:00',
          end: null,
          price: rub(200),
          place: 'h6-mgn-museum',
          titles: ['Лекция о металлургии XX века'],
        },
        {
          start: '2026-11-29T10:00:00+05:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Зимняя Магнитка', 'Забег «Зимняя Магнитка»'],
        },
        {
          start: '2026-11-29T13:00:00+05:00',
          end: '2026-11-29T16:00:00+05:00',
          price: FREE,
          place: 'h6-mgn-pereplet',
          titles: ['Книжный своп'],
        },
      ],
    },
    {
      id: 'h6-mgn-05',
      kind: 'postponement of a play, theatre signs at the end',
      text: 'Уважаемые зрители! Спектакль «Вишнёвый сад», запланированный на 22 ноября, переносится на 3 декабря в связи с болезнью актёра. Начало в 18:30. Билеты на 22.11 действительны на новую дату или могут быть возвращены в кассе театра. Драматический театр им. Пушкина',
      publishedAt: '2026-11-20T12:00:00+05:00',
      timeZone: MGN,
      postponed: true,
      events: [
        {
          start: '2026-12-03T18:30:00+05:00',
          end: null,
          price: null,
          place: 'h6-mgn-drama',
          titles: ['Вишнёвый сад'],
        },
      ],
    },
    {
      id: 'h6-mgn-06',
      kind: 'museum exhibition over months, weekday hours, student price',
      text: 'Краеведческий музей открывает выставку «Магнитка. Люди и сталь» 🏭 Фотографии из заводского архива, каски, ордена, письма первостроителей. С 5 декабря по 27 февраля, вт–сб с 10:00 до 18:00. Билет 150 ₽, студентам 80 ₽.',
      publishedAt: '2026-11-28T10:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-05T10:00:00+05:00',
          end: '2027-02-27T18:00:00+05:00',
          price: rub(80, 150),
          place: 'h6-mgn-museum',
          titles: ['Магнитка. Люди и сталь', 'Выставка «Магнитка. Люди и сталь»'],
        },
      ],
    },
    {
      id: 'h6-mgn-07',
      kind: 'club poster past midnight: online/door price, girls free before 23:00',
      text: `PROKAT / 05.12 / RETROWAVE NIGHT 🌆
22:00 – 05:00
вход 400₽ онлайн / 600₽ на входе
девушкам до 23:00 — free
18+`,
      publishedAt: '2026-12-01T16:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-05T22:00:00+05:00',
          end: '2026-12-06T05:00:00+05:00',
          price: rub(0, 600),
          place: 'h6-mgn-prokat',
          titles: ['Retrowave Night', 'RETROWAVE NIGHT'],
        },
      ],
    },
    {
      id: 'h6-mgn-08',
      kind: 'opera broadcast in a cinema on two dates, running time with interval',
      text: 'Опера в кино 🎭 в «Мире»: «Кармен» Бизе в постановке Ла Скала. 9 декабря в 18:00 и 13 декабря в 12:00. Продолжительность 3 ч 10 мин с антрактом. Билеты 600 ₽.',
      publishedAt: '2026-12-02T10:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-09T18:00:00+05:00',
          end: '2026-12-09T21:10:00+05:00',
          price: rub(600),
          place: 'h6-mgn-mir',
          titles: ['Кармен', 'Опера в кино: «Кармен»'],
        },
        {
          start: '2026-12-13T12:00:00+05:00',
          end: '2026-12-13T15:10:00+05:00',
          price: rub(600),
          place: 'h6-mgn-mir',
          titles: ['Кармен', 'Опера в кино: «Кармен»'],
        },
      ],
    },
    {
      id: 'h6-mgn-09',
      kind: 'library series on Saturdays, unquoted titles in one paragraph, short library name',
      text: 'Горьковка приглашает на цикл «Уральские писатели» 📖 Встречи по субботам в 14:00: 14 ноября — Бажов и его сказы; 21 ноября — Борис Ручьёв, поэт Магнитки; 28 ноября — Мамин-Сибиряк и горнозаводской Урал. Вход свободный, 12+',
      publishedAt: '2026-11-09T14:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-11-14T14:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h6-mgn-library',
          titles: ['Бажов и его сказы', 'Уральские писатели: Бажов и его сказы'],
        },
        {
          start: '2026-11-21T14:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h6-mgn-library',
          titles: ['Борис Ручьёв, поэт Магнитки', 'Уральские писатели: Борис Ручьёв'],
        },
        {
          start: '2026-11-28T14:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h6-mgn-library',
          titles: ['Мамин-Сибиряк и горнозаводской Урал', 'Уральские писатели: Мамин-Сибиряк'],
        },
      ],
    },
    {
      id: 'h6-mgn-10',
      kind: 'online master class given in Moscow time and local time, duration, paid',
      text: 'Онлайн-мастер-класс по английскому «Small talk без страха» 🌍 7 декабря, 20:00 мск (22:00 по Магнитке), 1,5 часа живой практики в Zoom. Стоимость 700 ₽, запись: english-mgn.ru',
      publishedAt: '2026-12-03T12:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-07T22:00:00+05:00',
          end: '2026-12-07T23:30:00+05:00',
          price: rub(700),
          place: null,
          titles: ['Small talk без страха', 'Мастер-класс по английскому «Small talk без страха»'],
          ticketUrl: 'https://english-mgn.ru',
        },
      ],
    },
    {
      id: 'h6-mgn-11',
      kind: 'premiere on two days at one time, CAPS hook, Pushkin card',
      text: 'ПРЕМЬЕРА! 🎭 Гоголь, «Ревизор» на сцене театра им. Пушкина — 11 и 12 декабря, начало в 18:30. Билеты 350–1800 ₽, Пушкинская карта ✅',
      publishedAt: '2026-11-30T11:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-11T18:30:00+05:00',
          end: null,
          price: rub(350, 1800),
          place: 'h6-mgn-drama',
          titles: ['Ревизор'],
        },
        {
          start: '2026-12-12T18:30:00+05:00',
          end: null,
          price: rub(350, 1800),
          place: 'h6-mgn-drama',
          titles: ['Ревизор'],
        },
      ],
    },
    {
      id: 'h6-mgn-12',
      kind: 'festival with separately named events at two venues',
      text: `Фестиваль «Магнитка джаз» 🎷 11–13 декабря

11.12 — открытие: Магнитогорский биг-бэнд, театр оперы и балета, 19:00, 800–2000 ₽
12.12 — ночной джем-сешн в клубе «Прокат», 21:00, вход 500 ₽
13.12 — гала-концерт «Джазовые стандарты», театр оперы и балета, 18:00, 1000–2500 ₽

Билеты — в кассах площадок и на mgnjazz.ru`,
      publishedAt: '2026-11-23T10:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-11T19:00:00+05:00',
          end: null,
          price: rub(800, 2000),
          place: 'h6-mgn-opera',
          titles: [
            'Открытие фестиваля «Магнитка джаз»',
            'Концерт Магнитогорского биг-бэнда',
            'Магнитогорский биг-бэнд',
          ],
          ticketUrl: 'https://mgnjazz.ru',
        },
        {
          start: '2026-12-12T21:00:00+05:00',
          end: null,
          price: rub(500),
          place: 'h6-mgn-prokat',
          titles: ['Джем-сешн', 'Ночной джем-сешн'],
          ticketUrl: 'https://mgnjazz.ru',
        },
        {
          start: '2026-12-13T18:00:00+05:00',
          end: null,
          price: rub(1000, 2500),
          place: 'h6-mgn-opera',
          titles: ['Джазовые стандарты', 'Гала-концерт «Джазовые стандарты»'],
          ticketUrl: 'https://mgnjazz.ru',
        },
      ],
    },
    {
      id: 'h6-mgn-13',
      kind: 'ski season opening at a resort outside catalogue whose name echoes a catalogue arena',
      text: 'Открытие горнолыжного сезона в СЛК «Металлург-Магнитогорск» 🎿 19 декабря с 10:00: показательные заезды, конкурс костюмов, полевая кухня. Вход на праздник свободный.',
      publishedAt: '2026-12-10T09:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-19T10:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Открытие горнолыжного сезона'],
        },
      ],
    },
    {
      id: 'h6-mgn-14',
      kind: 'play reading in a book shop, play named like a catalogue bar, hat',
      text: 'Читка новой пьесы Анны Зуевой «Домна» в Переплёте 📚 В субботу, 12 декабря, 18:00. Читают актёры драмтеатра, после — обсуждение с автором. Вход свободный, шляпа в пользу автора.',
      publishedAt: '2026-12-04T18:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-12T18:00:00+05:00',
          end: null,
          price: FREE_DONATION,
          place: 'h6-mgn-pereplet',
          titles: ['Домна', 'Читка пьесы «Домна»'],
        },
      ],
    },
    {
      id: 'h6-mgn-15',
      kind: 'ticket site blurb: price range, promo code price, gathering vs start, outside catalogue',
      text: `Андрей Ширяев. Стендап-концерт «Уральский характер» 🎤
17 декабря, 19:00 | ДКМ им. Орджоникидзе
Сбор гостей с 18:00

Билеты 1500–4000 ₽ на mgn.kassir.ru
С промокодом МАГНИТ — 1300 ₽ 🔥`,
      publishedAt: '2026-11-18T12:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-17T19:00:00+05:00',
          end: null,
          price: rub(1300, 4000),
          place: null,
          titles: [
            'Уральский характер',
            'Стендап-концерт «Уральский характер»',
            'Андрей Ширяев — «Уральский характер»',
          ],
          ticketUrl: 'https://mgn.kassir.ru',
        },
      ],
    },
    {
      id: 'h6-mgn-16',
      kind: 'one line with typos, «в эту пятницу», time with a dot',
      text: 'в эту пятницу в домне стэндап открытый микрофон!! 19.30 вход 250',
      publishedAt: '2026-12-07T20:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-11T19:30:00+05:00',
          end: null,
          price: rub(250),
          place: 'h6-mgn-domna',
          titles: ['Открытый микрофон', 'Стендап открытый микрофон'],
        },
      ],
    },
    {
      id: 'h6-mgn-17',
      kind: 'skating sessions on two days, adult and child tickets, rental as an extra',
      text: `Массовое катание на арене «Металлург» в выходные ⛸

19 декабря: 14:00–15:30 и 16:00–17:30
20 декабря: 14:00–15:30

Взрослый билет — 300 ₽, детский — 200 ₽. Прокат коньков — 200 ₽.`,
      publishedAt: '2026-12-14T10:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-19T14:00:00+05:00',
          end: '2026-12-19T15:30:00+05:00',
          price: rub(200, 300),
          place: 'h6-mgn-arena',
          titles: ['Массовое катание'],
        },
        {
          start: '2026-12-19T16:00:00+05:00',
          end: '2026-12-19T17:30:00+05:00',
          price: rub(200, 300),
          place: 'h6-mgn-arena',
          titles: ['Массовое катание'],
        },
        {
          start: '2026-12-20T14:00:00+05:00',
          end: '2026-12-20T15:30:00+05:00',
          price: rub(200, 300),
          place: 'h6-mgn-arena',
          titles: ['Массовое катание'],
        },
      ],
    },
    {
      id: 'h6-mgn-18',
      kind: 'university debate club: registration vs start, bare address, form link',
      text: 'Клуб дебатов МГТУ им. Носова 🎙 Открытые дебаты «Нужны ли городу электросамокаты?» — 2 декабря, ауд. 301 главного корпуса (пр. Ленина, 38). Регистрация зрителей с 16:30, начало в 17:00. Вход свободный, регистрация: forms.gle/debatmgtu26',
      publishedAt: '2026-11-25T13:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-02T17:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Нужны ли городу электросамокаты?', 'Открытые дебаты «Нужны ли городу электросамокаты?»'],
          ticketUrl: 'https://forms.gle/debatmgtu26',
        },
      ],
    },
    {
      id: 'h6-mgn-19',
      kind: 'New Year tale on two days, twice a day each, toddlers free',
      text: '🎄 Новогодняя сказка «Двенадцать месяцев» в драмтеатре! 19 и 20 декабря, в 11:00 и в 14:00. Билет 500 ₽, детям до 3 лет — бесплатно без места.',
      publishedAt: '2026-12-08T10:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-19T11:00:00+05:00',
          end: null,
          price: rub(0, 500),
          place: 'h6-mgn-drama',
          titles: ['Двенадцать месяцев', 'Новогодняя сказка «Двенадцать месяцев»'],
        },
        {
          start: '2026-12-19T14:00:00+05:00',
          end: null,
          price: rub(0, 500),
          place: 'h6-mgn-drama',
          titles: ['Двенадцать месяцев', 'Новогодняя сказка «Двенадцать месяцев»'],
        },
        {
          start: '2026-12-20T11:00:00+05:00',
          end: null,
          price: rub(0, 500),
          place: 'h6-mgn-drama',
          titles: ['Двенадцать месяцев', 'Новогодняя сказка «Двенадцать месяцев»'],
        },
        {
          start: '2026-12-20T14:00:00+05:00',
          end: null,
          price: rub(0, 500),
          place: 'h6-mgn-drama',
          titles: ['Двенадцать месяцев', 'Новогодняя сказка «Двенадцать месяцев»'],
        },
      ],
    },
    {
      id: 'h6-mgn-20',
      kind: 'band with a programme name, gathering vs start, price «до»',
      text: `Группа «Сухой лёд» с новой программой «Трещины» ❄️
18 декабря (пт), клуб «Прокат»
Сбор 19:00 / начало 20:00
Билеты — до 1500 ₽ (чем раньше, тем дешевле): prokat-club.ru`,
      publishedAt: '2026-12-05T15:00:00+05:00',
      timeZone: MGN,
      events: [
        {
          start: '2026-12-18T20:00:00+05:00',
          end: null,
          price: rub(null, 1500),
          place: 'h6-mgn-prokat',
          titles: ['Концерт группы «Сухой лёд»', 'Трещины', 'Сухой лёд — «Трещины»'],
          ticketUrl: 'https://prokat-club.ru',
        },
      ],
    },
  ],
};
