// A tenth development set of announcements (Пермь, Самара, Воронеж, Томск), written from the labelling guide alone, without sight of the reader or its sets.
// A development set: it may be read while rules are written.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const PRM = 'Asia/Yekaterinburg';
const SMR = 'Europe/Samara';
const VRN = 'Europe/Moscow';
const TSK = 'Asia/Tomsk';

export const TUNING_10: AnnouncementSet = {
  places: [
    // Пермь
    {
      id: 'd10-prm-kama',
      name: 'Бар «Кама-Кама»',
      aliases: ['Кама-Кама', 'Кама Кама'],
      address: 'Пермь, улица Сибирская, 14',
    },
    {
      id: 'd10-prm-scena',
      name: 'Театр «Сцена на Парковой»',
      aliases: ['Сцена на Парковой'],
      address: 'Пермь, улица Парковая, 3',
    },
    {
      id: 'd10-prm-filarmonia',
      name: 'Пермская краевая филармония',
      aliases: ['филармония', 'Органный зал', 'Пермская филармония'],
      address: 'Пермь, улица Петропавловская, 21',
    },
    { id: 'd10-prm-zavod', name: 'Клуб «Завод»', aliases: ['Завод', 'Zavod'], address: 'Пермь, шоссе Космонавтов, 65' },
    { id: 'd10-prm-kristall', name: 'Кинотеатр «Кристалл»', aliases: ['Кристалл'], address: 'Пермь, улица Ленина, 40' },
    {
      id: 'd10-prm-pushkinka',
      name: 'Библиотека имени Пушкина',
      aliases: ['Пушкинка', 'библиотека Пушкина'],
      address: 'Пермь, улица Ленина, 70',
    },
    {
      id: 'd10-prm-cherdak',
      name: 'Антикафе «Чердак»',
      aliases: ['Чердак'],
      address: 'Пермь, улица Екатерининская, 33',
    },
    {
      id: 'd10-prm-belkub',
      name: 'Галерея «Белый куб»',
      aliases: ['Белый куб'],
      address: 'Пермь, улица Монастырская, 9',
    },
    {
      id: 'd10-prm-orbita',
      name: 'Ледовая арена «Орбита»',
      aliases: ['Орбита'],
      address: 'Пермь, улица Куйбышева, 95',
    },
    // Самара
    {
      id: 'd10-smr-filarmonia',
      name: 'Самарская филармония',
      aliases: ['филармония', 'Большой зал филармонии', 'Малый зал филармонии'],
      address: 'Самара, улица Фрунзе, 141',
    },
    {
      id: 'd10-smr-zhiguli',
      name: 'Пивной бар «Жигули»',
      aliases: ['Жигули'],
      address: 'Самара, улица Вилоновская, 2',
    },
    {
      id: 'd10-smr-ploshchadka',
      name: 'Театр «Площадка 9»',
      aliases: ['Площадка 9', 'Площадка'],
      address: 'Самара, улица Куйбышева, 90',
    },
    {
      id: 'd10-smr-podval',
      name: 'Клуб «Подвал»',
      aliases: ['Подвал'],
      address: 'Самара, улица Молодогвардейская, 58',
    },
    {
      id: 'd10-smr-raketa',
      name: 'Кинотеатр «Ракета»',
      aliases: ['Ракета'],
      address: 'Самара, улица Ленинградская, 33',
    },
    { id: 'd10-smr-modern', name: 'Музей модерна', aliases: ['Модерн'], address: 'Самара, улица Фрунзе, 159' },
    {
      id: 'd10-smr-pereplet',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет'],
      address: 'Самара, улица Галактионовская, 40',
    },
    {
      id: 'd10-smr-bereg',
      name: 'Парк «Волжский берег»',
      aliases: ['Волжский берег'],
      address: 'Самара, улица Полевая, 1',
    },
    {
      id: 'd10-smr-luch',
      name: 'Спорткомплекс «Луч»',
      aliases: ['Луч', 'СК «Луч»'],
      address: 'Самара, Московское шоссе, 32',
    },
    // Воронеж
    {
      id: 'd10-vrn-bereg',
      name: 'Театр «Левый берег»',
      aliases: ['Левый берег'],
      address: 'Воронеж, улица Карла Маркса, 55',
    },
    {
      id: 'd10-vrn-filarmonia',
      name: 'Воронежская филармония',
      aliases: ['филармония'],
      address: 'Воронеж, площадь Ленина, 11',
    },
    {
      id: 'd10-vrn-kot',
      name: 'Бар «Чёрный кот»',
      aliases: ['Чёрный кот', 'Черный кот'],
      address: 'Воронеж, улица Плехановская, 22',
    },
    { id: 'd10-vrn-stanciya', name: 'Клуб «Станция»', aliases: ['Станция'], address: 'Воронеж, улица Кольцовская, 41' },
    {
      id: 'd10-vrn-proletariy',
      name: 'Кинотеатр «Пролетарий»',
      aliases: ['Пролетарий'],
      address: 'Воронеж, проспект Революции, 31',
    },
    {
      id: 'd10-vrn-arsenal',
      name: 'Музей «Арсенал»',
      aliases: ['Арсенал'],
      address: 'Воронеж, улица Степана Разина, 43',
    },
    {
      id: 'd10-vrn-nikitinka',
      name: 'Библиотека имени Никитина',
      aliases: ['Никитинка', 'библиотека Никитина'],
      address: 'Воронеж, улица Орджоникидзе, 8',
    },
    {
      id: 'd10-vrn-ciferblat',
      name: 'Антикафе «Циферблат»',
      aliases: ['Циферблат'],
      address: 'Воронеж, улица Фридриха Энгельса, 5',
    },
    {
      id: 'd10-vrn-yubileyny',
      name: 'Дворец спорта «Юбилейный»',
      aliases: ['Юбилейный', 'ДС «Юбилейный»'],
      address: 'Воронеж, улица 9 Января, 68',
    },
    // Томск
    {
      id: 'd10-tsk-filarmonia',
      name: 'Томская филармония',
      aliases: ['филармония', 'Большой зал филармонии'],
      address: 'Томск, проспект Ленина, 32',
    },
    { id: 'd10-tsk-zarechye', name: 'Театр «Заречье»', aliases: ['Заречье'], address: 'Томск, улица Гагарина, 21' },
    { id: 'd10-tsk-los', name: 'Паб «Лось»', aliases: ['Лось'], address: 'Томск, улица Кирова, 58' },
    { id: 'd10-tsk-akvarium', name: 'Клуб «Аквариум»', aliases: ['Аквариум'], address: 'Томск, улица Нахимова, 8' },
    { id: 'd10-tsk-rodina', name: 'Кинотеатр «Родина»', aliases: ['Родина'], address: 'Томск, проспект Фрунзе, 90' },
    { id: 'd10-tsk-polka', name: 'Книжный магазин «Полка»', aliases: ['Полка'], address: 'Томск, улица Советская, 47' },
    {
      id: 'd10-tsk-zodchestvo',
      name: 'Музей деревянного зодчества',
      aliases: ['музей зодчества'],
      address: 'Томск, улица Татарская, 12',
    },
    { id: 'd10-tsk-okno', name: 'Галерея «Окно»', aliases: ['Окно'], address: 'Томск, переулок Нахановича, 3' },
    { id: 'd10-tsk-taim', name: 'Антикафе «Тайм»', aliases: ['Тайм', 'Time'], address: 'Томск, улица Белинского, 15' },
  ],
  announcements: [
    // ───────────────────────────── Пермь ─────────────────────────────
    {
      id: 'd10-prm-01',
      kind: 'album release: doors vs start, presale / day-of price, bare-domain ticket link, hashtags',
      text: `🔥 ШУМ В ПОДВАЛЕ ВОЗВРАЩАЕТСЯ 🔥

Группа «Северный ветер» презентует новый альбом «Ледоход»!
📅 14 ноября, суббота
📍 Клуб «Завод», шоссе Космонавтов, 65
🚪 Двери — 19:00, старт — 20:00
🎟 Предпродажа 800₽ / в день концерта 1200₽
Билеты: zavod-club.ru/ledohod

#пермь #концерт #северныйветер`,
      publishedAt: '2026-11-02T12:30:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-14T20:00:00+05:00',
          end: null,
          price: rub(800, 1200),
          place: 'd10-prm-zavod',
          titles: ['Северный ветер. Презентация альбома «Ледоход»', 'Презентация альбома «Ледоход»', 'Северный ветер'],
          ticketUrl: 'https://zavod-club.ru/ledohod',
        },
      ],
    },
    {
      id: 'd10-prm-02',
      kind: 'theatre week: repertoire, a show twice a day, durations stated at the bottom',
      text: `Афиша на неделю 🎭
Сцена на Парковой

11.11 (ср) 19:00 — «Чайка», А. П. Чехов, 16+
13.11 (пт) 19:00 — «Ревизор»
14.11 (сб) 12:00 и 17:00 — «Снежная королева» (сказка для всей семьи, 6+)
15.11 (вс) 18:00 — «Ревизор»

Продолжительность: «Чайка» — 2 ч 40 мин с антрактом, «Ревизор» — 2 ч 10 мин с антрактом.
Билеты в кассе театра и на сайте scena-parkovaya.ru`,
      publishedAt: '2026-11-09T10:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-11T19:00:00+05:00',
          end: '2026-11-11T21:40:00+05:00',
          price: null,
          place: 'd10-prm-scena',
          titles: ['Чайка'],
          ticketUrl: 'https://scena-parkovaya.ru',
        },
        {
          start: '2026-11-13T19:00:00+05:00',
          end: '2026-11-13T21:10:00+05:00',
          price: null,
          place: 'd10-prm-scena',
          titles: ['Ревизор'],
          ticketUrl: 'https://scena-parkovaya.ru',
        },
        {
          start: '2026-11-14T12:00:00+05:00',
          end: null,
          price: null,
          place: 'd10-prm-scena',
          titles: ['Снежная королева'],
          ticketUrl: 'https://scena-parkovaya.ru',
        },
        {
          start: '2026-11-14T17:00:00+05:00',
          end: null,
          price: null,
          place: 'd10-prm-scena',
          titles: ['Снежная королева'],
          ticketUrl: 'https://scena-parkovaya.ru',
        },
        {
          start: '2026-11-15T18:00:00+05:00',
          end: '2026-11-15T20:10:00+05:00',
          price: null,
          place: 'd10-prm-scena',
          titles: ['Ревизор'],
          ticketUrl: 'https://scena-parkovaya.ru',
        },
      ],
    },
    {
      id: 'd10-prm-03',
      kind: "bar's week: quiz with a deposit prize, karaoke till the last guest, after-midnight end, girls free before midnight",
      text: `КАМА-КАМА | неделя 17–22 ноября

ВТ 17.11 — Квиз «Умники и умницы на Каме» 🧠 20:00, 400₽ с человека, команды до 6 человек, приз — депозит 5000 на бар
ЧТ 19.11 — Караоке-вечер, с 21:00 до последнего гостя, вход свободный
ПТ 20.11 — DJ Mokko (deep house) 22:00–04:00, вход 300₽, девушкам до 00:00 free
СБ 21.11 — Stand-up открытый микрофон, 19:30, вход 500/700 (пред/в день)

Бронь столов: 8 (342) 200-14-14
Сибирская, 14`,
      publishedAt: '2026-11-16T15:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-17T20:00:00+05:00',
          end: null,
          price: rub(400),
          place: 'd10-prm-kama',
          titles: ['Умники и умницы на Каме', 'Квиз «Умники и умницы на Каме»'],
        },
        {
          start: '2026-11-19T21:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd10-prm-kama',
          titles: ['Караоке-вечер', 'Караоке'],
        },
        {
          start: '2026-11-20T22:00:00+05:00',
          end: '2026-11-21T04:00:00+05:00',
          price: rub(0, 300),
          place: 'd10-prm-kama',
          titles: ['DJ Mokko', 'Вечеринка с DJ Mokko'],
        },
        {
          start: '2026-11-21T19:30:00+05:00',
          end: null,
          price: rub(500, 700),
          place: 'd10-prm-kama',
          titles: ['Открытый микрофон', 'Stand-up открытый микрофон', 'Стендап'],
        },
      ],
    },
    {
      id: 'd10-prm-04',
      kind: 'one line, lower case: «завтра», short name of a library, no title',
      text: 'завтра в Пушкинке лекция про пермский звериный стиль, 15:00, вход свободный, регистрация не нужна',
      publishedAt: '2026-11-20T18:40:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-21T15:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd10-prm-pushkinka',
          titles: ['Лекция о пермском зверином стиле', 'Пермский звериный стиль'],
        },
      ],
    },
    {
      id: 'd10-prm-05',
      kind: 'postponement to a new date, same time',
      text: `⚠️ ВНИМАНИЕ! ПЕРЕНОС ⚠️
Концерт группы «Пятая линия» в Кама-Кама, запланированный на 7 ноября, переносится на 28 ноября (суббота). Начало, как и было, в 21:00. Купленные билеты действительны, возврат — в баре до 20.11.`,
      publishedAt: '2026-11-05T11:00:00+05:00',
      timeZone: PRM,
      postponed: true,
      events: [
        {
          start: '2026-11-28T21:00:00+05:00',
          end: null,
          price: null,
          place: 'd10-prm-kama',
          titles: ['Пятая линия', 'Концерт группы «Пятая линия»'],
        },
      ],
    },
    {
      id: 'd10-prm-06',
      kind: 'philharmonic: duration without interval, price range by row, bare-domain link',
      text: `Пермская краевая филармония приглашает
на концерт органной музыки «Бах при свечах» 🕯
22 ноября, воскресенье, 17:00, Органный зал
Исполняет Мария Лебедева (орган)
Продолжительность: 1 час 30 минут без антракта
Билеты: 600 – 1500 ₽ (в зависимости от ряда)
permfilarmonia.ru
6+`,
      publishedAt: '2026-11-10T09:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-22T17:00:00+05:00',
          end: '2026-11-22T18:30:00+05:00',
          price: rub(600, 1500),
          place: 'd10-prm-filarmonia',
          titles: ['Бах при свечах', 'Концерт органной музыки «Бах при свечах»'],
          ticketUrl: 'https://permfilarmonia.ru',
        },
      ],
    },
    {
      id: 'd10-prm-07',
      kind: 'cinema sessions «в эту субботу»; students cheaper; a pass for all films is not a price',
      text: `В «Кристалле» ретроспектива Тарковского 🎞
Сеансы в эту субботу:
12:00 — «Иваново детство»
15:00 — «Солярис»
19:30 — «Сталкер»
Билет на любой сеанс 350 ₽, студентам 250 ₽ по студенческому.
Абонемент на все три фильма — 900 ₽.`,
      publishedAt: '2026-11-25T10:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-28T12:00:00+05:00',
          end: null,
          price: rub(250, 350),
          place: 'd10-prm-kristall',
          titles: ['Иваново детство'],
        },
        {
          start: '2026-11-28T15:00:00+05:00',
          end: null,
          price: rub(250, 350),
          place: 'd10-prm-kristall',
          titles: ['Солярис'],
        },
        {
          start: '2026-11-28T19:30:00+05:00',
          end: null,
          price: rub(250, 350),
          place: 'd10-prm-kristall',
          titles: ['Сталкер'],
        },
      ],
    },
    {
      id: 'd10-prm-08',
      kind: 'exhibition run with daily hours into next year; children free',
      text: `Галерея «Белый куб» | Монастырская, 9
Выставка уральской графики «Линия горизонта»
📅 21 ноября — 17 января
🕛 вт–вс 12:00–20:00, пн — выходной
🎫 300 ₽, школьникам и студентам — 150 ₽, дети до 7 лет бесплатно`,
      publishedAt: '2026-11-12T14:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-21T12:00:00+05:00',
          end: '2027-01-17T20:00:00+05:00',
          price: rub(0, 300),
          place: 'd10-prm-belkub',
          titles: ['Линия горизонта', 'Выставка «Линия горизонта»', 'Выставка уральской графики «Линия горизонта»'],
        },
      ],
    },
    {
      id: 'd10-prm-09',
      kind: 'weekend digest with day headings: stop-check cap, «от», range, donation, address outside the catalogue',
      text: `Куда пойти в Перми на выходных 👀 #афишапермь

ПЯТНИЦА, 4 декабря
🎸 Трибьют «Кино» в «Заводе» — 20:00, 700₽
🎲 Настолки в антикафе «Чердак» с 18:00, 5 ₽/мин, стоп-чек 500

СУББОТА, 5 декабря
🏒 Хоккей на «Орбите»: «Прикамье» — «Торос», 17:00, билеты от 250 ₽
📚 Книжный обмен в Пушкинке, 12:00–16:00, бесплатно

ВОСКРЕСЕНЬЕ, 6 декабря
🎻 «Времена года» Вивальди в филармонии, 18:00, 500–1200₽
🎤 Поэтический квартирник «Слова на кухне», ул. Революции, 13 — 19:00, вход за донат`,
      publishedAt: '2026-12-03T19:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-04T20:00:00+05:00',
          end: null,
          price: rub(700),
          place: 'd10-prm-zavod',
          titles: ['Трибьют группы «Кино»', 'Трибьют «Кино»'],
        },
        {
          start: '2026-12-04T18:00:00+05:00',
          end: null,
          price: rub(null, 500),
          place: 'd10-prm-cherdak',
          titles: ['Настольные игры', 'Вечер настольных игр', 'Настолки'],
        },
        {
          start: '2026-12-05T17:00:00+05:00',
          end: null,
          price: rub(250, null),
          place: 'd10-prm-orbita',
          titles: ['Прикамье — Торос', 'Хоккей: «Прикамье» — «Торос»'],
        },
        {
          start: '2026-12-05T12:00:00+05:00',
          end: '2026-12-05T16:00:00+05:00',
          price: FREE,
          place: 'd10-prm-pushkinka',
          titles: ['Книжный обмен'],
        },
        {
          start: '2026-12-06T18:00:00+05:00',
          end: null,
          price: rub(500, 1200),
          place: 'd10-prm-filarmonia',
          titles: ['Времена года', '«Времена года» Вивальди'],
        },
        {
          start: '2026-12-06T19:00:00+05:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Слова на кухне', 'Поэтический квартирник «Слова на кухне»'],
        },
      ],
    },
    {
      id: 'd10-prm-10',
      kind: 'one line: night party ending after midnight, price rising after 01:00',
      text: 'Techno-ночь FROST в Заводе 🥶 12.12 | 23:00 → 06:00 | 600₽ до 01:00, потом 900₽ | 18+ | фейс-контроль',
      publishedAt: '2026-12-07T20:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-12T23:00:00+05:00',
          end: '2026-12-13T06:00:00+05:00',
          price: rub(600, 900),
          place: 'd10-prm-zavod',
          titles: ['FROST', 'Techno-ночь FROST'],
        },
      ],
    },
    {
      id: 'd10-prm-11',
      kind: 'festival over four days, one event: day ticket and a pass for all days',
      text: `❄️ ФЕСТИВАЛЬ «ЗИМНИЙ ДЖАЗ НА КАМЕ» ❄️
С 10 по 13 декабря — четыре вечера живого джаза в Пермской филармонии!
Начало каждый день в 19:00.
Билет на один вечер — 900 ₽, пропуск на все дни фестиваля — 3000 ₽.
Программа и билеты: https://jazzkama.ru`,
      publishedAt: '2026-11-18T12:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-10T19:00:00+05:00',
          end: '2026-12-13',
          price: rub(900, 3000),
          place: 'd10-prm-filarmonia',
          titles: ['Зимний джаз на Каме', 'Фестиваль «Зимний джаз на Каме»'],
          ticketUrl: 'https://jazzkama.ru',
        },
      ],
    },
    {
      id: 'd10-prm-12',
      kind: 'lecture series: three dates, common time and length, per-minute café with a cap',
      text: `Цикл лекций «Пермь, которой нет» в Чердаке 🏚
Рассказываем об исчезнувших зданиях города. Ведёт краевед Олег Суслов.

▫️ 26 ноября (чт) — Деревянная Пермь
▫️ 3 декабря (чт) — Пермские заводы XVIII века
▫️ 10 декабря (чт) — Утраченные храмы

Все встречи в 19:00, длятся полтора часа. Участие — по тарифу антикафе (3 ₽/мин, стоп-чек 400 ₽).`,
      publishedAt: '2026-11-23T11:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-26T19:00:00+05:00',
          end: '2026-11-26T20:30:00+05:00',
          price: rub(null, 400),
          place: 'd10-prm-cherdak',
          titles: ['Деревянная Пермь', 'Лекция «Деревянная Пермь»'],
        },
        {
          start: '2026-12-03T19:00:00+05:00',
          end: '2026-12-03T20:30:00+05:00',
          price: rub(null, 400),
          place: 'd10-prm-cherdak',
          titles: ['Пермские заводы XVIII века', 'Лекция «Пермские заводы XVIII века»'],
        },
        {
          start: '2026-12-10T19:00:00+05:00',
          end: '2026-12-10T20:30:00+05:00',
          price: rub(null, 400),
          place: 'd10-prm-cherdak',
          titles: ['Утраченные храмы', 'Лекция «Утраченные храмы»'],
        },
      ],
    },
    {
      id: 'd10-prm-13',
      kind: 'weekday and date disagree (the date wins); venue in a declined short form',
      text: 'Друзья! В пятницу, 5 декабря, в «Кама-Каме» — акустический вечер Саши Ветрова 🎶 Начало в 20:00. Вход 350 р. Столы по брони.',
      publishedAt: '2026-11-27T16:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-05T20:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'd10-prm-kama',
          titles: ['Акустический вечер Саши Ветрова', 'Саша Ветров'],
        },
      ],
    },
    {
      id: 'd10-prm-14',
      kind: 'online book club, free, registration link on a bare domain',
      text: `Онлайн-встреча книжного клуба «Пермская полка» 📖 обсуждаем «Сердце Пармы» Алексея Иванова.
8 декабря, 19:00 (время пермское), Zoom. Бесплатно, ссылка после регистрации: forms.yandex.ru/u/parma`,
      publishedAt: '2026-12-01T13:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-08T19:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Пермская полка', 'Книжный клуб «Пермская полка»', 'Обсуждение «Сердца Пармы»'],
          ticketUrl: 'https://forms.yandex.ru/u/parma',
        },
      ],
    },
    {
      id: 'd10-prm-15',
      kind: "children's show twice a day at a venue outside the catalogue; toddlers free",
      text: `Новогодняя ёлка «Тайна Деда Мороза» 🎄
20 декабря в ДК им. Солдатова (ул. Кронштадтская, 35)
Два представления: в 11:00 и в 14:00
Детский билет 800 ₽ (с подарком), взрослый — 400 ₽, дети до 3 лет — бесплатно без места`,
      publishedAt: '2026-12-10T10:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-20T11:00:00+05:00',
          end: null,
          price: rub(0, 800),
          place: null,
          titles: ['Тайна Деда Мороза', 'Новогодняя ёлка «Тайна Деда Мороза»'],
        },
        {
          start: '2026-12-20T14:00:00+05:00',
          end: null,
          price: rub(0, 800),
          place: null,
          titles: ['Тайна Деда Мороза', 'Новогодняя ёлка «Тайна Деда Мороза»'],
        },
      ],
    },
    {
      id: 'd10-prm-16',
      kind: '«в это воскресенье», free with a hat, start and end',
      text: 'Уличные музыканты Перми собираются в Чердаке в это воскресенье! Джем с 16:00 до 20:00. Вход свободный, музыкантам — в шляпу 🎩',
      publishedAt: '2026-11-06T17:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-11-08T16:00:00+05:00',
          end: '2026-11-08T20:00:00+05:00',
          price: FREE_DONATION,
          place: 'd10-prm-cherdak',
          titles: ['Джем уличных музыкантов', 'Джем'],
        },
      ],
    },
    {
      id: 'd10-prm-17',
      kind: 'party with a menu deposit only (no price), ends after midnight',
      text: `Новогодняя вечеринка «Оливье-пати» в Кама-Кама 🥗🍾
26 декабря, с 19:00 до 02:00
Ведущий, диджей, конкурсы
Депозит 3000 ₽ с человека (тратится на меню)
Брони: @kamakama_perm`,
      publishedAt: '2026-12-14T12:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-26T19:00:00+05:00',
          end: '2026-12-27T02:00:00+05:00',
          price: null,
          place: 'd10-prm-kama',
          titles: ['Оливье-пати', 'Новогодняя вечеринка «Оливье-пати»'],
        },
      ],
    },
    {
      id: 'd10-prm-18',
      kind: "a theatre's troupe playing at a gallery (the host is the place); duration; https link",
      text: `Камерный спектакль «Письма к Лиле» — выездной показ «Сцены на Парковой» в галерее «Белый куб» ✉️
9 декабря (ср), 19:00, всего 40 мест.
Длительность 1 ч 10 мин.
Билеты 1000 ₽: https://scena-parkovaya.ru/lilya`,
      publishedAt: '2026-11-30T12:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-09T19:00:00+05:00',
          end: '2026-12-09T20:10:00+05:00',
          price: rub(1000),
          place: 'd10-prm-belkub',
          titles: ['Письма к Лиле', 'Камерный спектакль «Письма к Лиле»'],
          ticketUrl: 'https://scena-parkovaya.ru/lilya',
        },
      ],
    },
    {
      id: 'd10-prm-19',
      kind: 'unquoted title in the accusative inside a sentence; registration before the start; schoolchildren free',
      text: 'Приглашаем на лыжную гонку памяти Анатолия Чепкасова, которая пройдёт в субботу 19 декабря в Черняевском лесу. Старт в 11:00, регистрация участников с 9:30. Стартовый взнос 300 рублей, для школьников бесплатно.',
      publishedAt: '2026-12-15T09:30:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-19T11:00:00+05:00',
          end: null,
          price: rub(0, 300),
          place: null,
          titles: ['Лыжная гонка памяти Анатолия Чепкасова', 'Лыжная гонка'],
        },
      ],
    },
    {
      id: 'd10-prm-20',
      kind: 'stand-up on two days (one event a day), «до» price, «подробности в лс»',
      text: 'Стендап-концерт Ивана Шубина «Без фильтра» 🎤 23 и 24 декабря, начало в 19:00, Театр «Сцена на Парковой». Билеты до 2500₽, подробности в лс',
      publishedAt: '2026-12-18T15:00:00+05:00',
      timeZone: PRM,
      events: [
        {
          start: '2026-12-23T19:00:00+05:00',
          end: null,
          price: rub(null, 2500),
          place: 'd10-prm-scena',
          titles: ['Без фильтра', 'Стендап-концерт Ивана Шубина «Без фильтра»', 'Иван Шубин'],
        },
        {
          start: '2026-12-24T19:00:00+05:00',
          end: null,
          price: rub(null, 2500),
          place: 'd10-prm-scena',
          titles: ['Без фильтра', 'Стендап-концерт Ивана Шубина «Без фильтра»', 'Иван Шубин'],
        },
      ],
    },

    // ───────────────────────────── Самара ─────────────────────────────
    {
      id: 'd10-smr-01',
      kind: 'tour with two dates in two cities, one of them outside the catalogue',
      text: `«ПОЛЯРНАЯ НОЧЬ» — ЗИМНИЙ ТУР 2026 ❄️
5.12 — Самара, клуб «Подвал» (Молодогвардейская, 58) — 20:00
6.12 — Тольятти, ДК «Звёздный» — 19:00
Билеты: 1500–3500 ₽ на polar-night.ru`,
      publishedAt: '2026-11-03T14:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-05T20:00:00+04:00',
          end: null,
          price: rub(1500, 3500),
          place: 'd10-smr-podval',
          titles: ['Полярная ночь', 'Концерт группы «Полярная ночь»'],
          ticketUrl: 'https://polar-night.ru',
        },
        {
          start: '2026-12-06T19:00:00+04:00',
          end: null,
          price: rub(1500, 3500),
          place: null,
          titles: ['Полярная ночь', 'Концерт группы «Полярная ночь»'],
          ticketUrl: 'https://polar-night.ru',
        },
      ],
    },
    {
      id: 'd10-smr-02',
      kind: 'philharmonic: categories, a group of students comes in free',
      text: `Самарская филармония | Большой зал
29 ноября, 18:00
Симфонический оркестр. Чайковский. Симфония № 5.
Дирижёр — Артём Гладков
Билеты: партер 1200–2000, балкон 600 ₽
Для студентов музыкальных колледжей вход бесплатный по предъявлению студенческого`,
      publishedAt: '2026-11-11T10:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-29T18:00:00+04:00',
          end: null,
          price: rub(0, 2000),
          place: 'd10-smr-filarmonia',
          titles: ['Чайковский. Симфония № 5', 'Симфония № 5 Чайковского'],
        },
      ],
    },
    {
      id: 'd10-smr-03',
      kind: "bar's week by weekdays only: quiz, free folk night, DJ battle past midnight, match with a table deposit, bar prices",
      text: `Жигули на этой неделе 🍺
Вт — паб-квиз «Пивной мозг», 19:30, 300₽/чел
Чт — вечер ирландской музыки с группой Clover Field, 20:00, вход свободный
Пт — бой диджеев «Винил vs цифра», 21:00 – 03:00, 400₽
Сб — футбол на большом экране: «Крылья Советов» — «Спартак», 16:30, вход свободный, депозит на стол 2000
Кружка светлого — 250₽ весь вечер пятницы!`,
      publishedAt: '2026-11-23T12:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-24T19:30:00+04:00',
          end: null,
          price: rub(300),
          place: 'd10-smr-zhiguli',
          titles: ['Пивной мозг', 'Паб-квиз «Пивной мозг»'],
        },
        {
          start: '2026-11-26T20:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd10-smr-zhiguli',
          titles: ['Вечер ирландской музыки', 'Clover Field', 'Вечер ирландской музыки с группой Clover Field'],
        },
        {
          start: '2026-11-27T21:00:00+04:00',
          end: '2026-11-28T03:00:00+04:00',
          price: rub(400),
          place: 'd10-smr-zhiguli',
          titles: ['Винил vs цифра', 'Бой диджеев «Винил vs цифра»'],
        },
        {
          start: '2026-11-28T16:30:00+04:00',
          end: null,
          price: FREE,
          place: 'd10-smr-zhiguli',
          titles: ['Крылья Советов — Спартак', 'Трансляция матча «Крылья Советов» — «Спартак»'],
        },
      ],
    },
    {
      id: 'd10-smr-04',
      kind: 'guided tour at a bare address: gathering before the start, length, reduced price',
      text: `Кураторская экскурсия «Тайны особняка» 🏛
21 ноября в 13:00, Фрунзе, 159. Сбор в холле в 12:45.
Продолжительность 2 часа. Стоимость 700 ₽, пенсионерам 500 ₽.
Запись по телефону +7 846 333-22-11`,
      publishedAt: '2026-11-14T11:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-21T13:00:00+04:00',
          end: '2026-11-21T15:00:00+04:00',
          price: rub(500, 700),
          place: 'd10-smr-modern',
          titles: ['Тайны особняка', 'Кураторская экскурсия «Тайны особняка»'],
        },
      ],
    },
    {
      id: 'd10-smr-05',
      kind: 'weekly digest, each line with its own date and time',
      text: `Самара: афиша недели 🗓 #самараафиша
• 08.12 | 19:00 | «Ракета» — показ короткого метра «Волжская волна», 250₽
• 09.12 | 19:30 | «Площадка 9» — спектакль «Вишнёвый сад», 1000–1800₽
• 10.12 | 18:30 | «Переплёт» — встреча с писательницей Анной Горбуновой, вход свободный по записи
• 11.12 | 21:00 | «Подвал» — панк-вечер «Самарский угар»: Пятно, Шахта, Ржавчина, 500/700
• 12.12 | 12:00–18:00 | Волжский берег — Зимняя ярмарка мастеров, вход бесплатный
• 13.12 | 17:00 | СК «Луч» — баскетбол: «Волжане» — «Старт», от 300₽`,
      publishedAt: '2026-12-07T09:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-08T19:00:00+04:00',
          end: null,
          price: rub(250),
          place: 'd10-smr-raketa',
          titles: ['Волжская волна', 'Показ короткого метра «Волжская волна»'],
        },
        {
          start: '2026-12-09T19:30:00+04:00',
          end: null,
          price: rub(1000, 1800),
          place: 'd10-smr-ploshchadka',
          titles: ['Вишнёвый сад', 'Спектакль «Вишнёвый сад»'],
        },
        {
          start: '2026-12-10T18:30:00+04:00',
          end: null,
          price: FREE,
          place: 'd10-smr-pereplet',
          titles: ['Встреча с Анной Горбуновой', 'Встреча с писательницей Анной Горбуновой'],
        },
        {
          start: '2026-12-11T21:00:00+04:00',
          end: null,
          price: rub(500, 700),
          place: 'd10-smr-podval',
          titles: ['Самарский угар', 'Панк-вечер «Самарский угар»'],
        },
        {
          start: '2026-12-12T12:00:00+04:00',
          end: '2026-12-12T18:00:00+04:00',
          price: FREE,
          place: 'd10-smr-bereg',
          titles: ['Зимняя ярмарка мастеров', 'Ярмарка мастеров'],
        },
        {
          start: '2026-12-13T17:00:00+04:00',
          end: null,
          price: rub(300, null),
          place: 'd10-smr-luch',
          titles: ['Волжане — Старт', 'Баскетбол: «Волжане» — «Старт»'],
        },
      ],
    },
    {
      id: 'd10-smr-06',
      kind: 'postponement of a play, time unchanged',
      text: 'Дорогие зрители! По техническим причинам спектакль «Пигмалион» переносится с 24 ноября на 3 декабря. Время прежнее — 19:00. Билеты остаются в силе. Театр «Площадка 9»',
      publishedAt: '2026-11-19T13:00:00+04:00',
      timeZone: SMR,
      postponed: true,
      events: [
        {
          start: '2026-12-03T19:00:00+04:00',
          end: null,
          price: null,
          place: 'd10-smr-ploshchadka',
          titles: ['Пигмалион'],
        },
      ],
    },
    {
      id: 'd10-smr-07',
      kind: 'one line: «сегодня», flat concert at an address not in the catalogue (same street as a venue), hat',
      text: 'сегодня квартирник у нас на Ленинградской 60, начало 21:00, вход свободный, донаты музыкантам приветствуются, пишите в лс за номером квартиры',
      publishedAt: '2026-11-27T20:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-27T21:00:00+04:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Квартирник'],
        },
      ],
    },
    {
      id: 'd10-smr-08',
      kind: 'film festival with separately named screenings over three days, day headings',
      text: `🎬 Фестиваль документального кино «Волга-док» в кинотеатре «Ракета» 🎬
4–6 декабря

Пт, 4.12
19:00 — «Последний бакенщик» (реж. И. Соколов), после показа — встреча с режиссёром
Сб, 5.12
15:00 — «Сызранские тетради»
18:00 — «Вниз по течению»
Вс, 6.12
17:00 — закрытие фестиваля: «Жигулёвская кругосветка»

Билет на каждый сеанс — 300 ₽, студентам — 200 ₽
volgadoc.ru`,
      publishedAt: '2026-11-25T12:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-04T19:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Последний бакенщик'],
          ticketUrl: 'https://volgadoc.ru',
        },
        {
          start: '2026-12-05T15:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Сызранские тетради'],
          ticketUrl: 'https://volgadoc.ru',
        },
        {
          start: '2026-12-05T18:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Вниз по течению'],
          ticketUrl: 'https://volgadoc.ru',
        },
        {
          start: '2026-12-06T17:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Жигулёвская кругосветка'],
          ticketUrl: 'https://volgadoc.ru',
        },
      ],
    },
    {
      id: 'd10-smr-09',
      kind: 'gathering vs first set time; no name; presale cheaper; bare-domain ticket link',
      text: `ПОДВАЛ представляет: вечер инди-рока 🎸
12 декабря (сб)
сбор гостей 19:00
20:00 — Стеклотара
21:15 — Маяк на Самарке
вход 600 на входе / 450 в предпродаже qtickets.ru/podval-indie`,
      publishedAt: '2026-12-01T18:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-12T20:00:00+04:00',
          end: null,
          price: rub(450, 600),
          place: 'd10-smr-podval',
          titles: ['Вечер инди-рока', 'Стеклотара и Маяк на Самарке'],
          ticketUrl: 'https://qtickets.ru/podval-indie',
        },
      ],
    },
    {
      id: 'd10-smr-10',
      kind: 'ice show twice a day; promo-code price is the lower end; duration with interval',
      text: `Большое шоу «Алиса в стране чудес на льду» ⛸
15 ноября в спорткомплексе «Луч», 14:00 и 18:00
Билеты 1500–4000 ₽, с промокодом ВОЛГА — 1200 ₽
Продолжительность 2 часа с антрактом`,
      publishedAt: '2026-11-02T10:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-15T14:00:00+04:00',
          end: '2026-11-15T16:00:00+04:00',
          price: rub(1200, 4000),
          place: 'd10-smr-luch',
          titles: ['Алиса в стране чудес на льду', 'Шоу «Алиса в стране чудес на льду»'],
        },
        {
          start: '2026-11-15T18:00:00+04:00',
          end: '2026-11-15T20:00:00+04:00',
          price: rub(1200, 4000),
          place: 'd10-smr-luch',
          titles: ['Алиса в стране чудес на льду', 'Шоу «Алиса в стране чудес на льду»'],
        },
      ],
    },
    {
      id: 'd10-smr-11',
      kind: 'workshop: length in hours, a discount given as a share stays unworked',
      text: `Мастер-класс по каллиграфии в книжном «Переплёт» ✒️
22.11 в 12:00, длится 3 часа, все материалы включены.
Стоимость 2000 руб., для подписчиков канала скидка 15%!`,
      publishedAt: '2026-11-16T12:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-22T12:00:00+04:00',
          end: '2026-11-22T15:00:00+04:00',
          price: rub(2000),
          place: 'd10-smr-pereplet',
          titles: ['Мастер-класс по каллиграфии'],
        },
      ],
    },
    {
      id: 'd10-smr-12',
      kind: 'free open evening with a paid workshop as an extra',
      text: 'В Музее модерна — Рождественский вечер открытых дверей 🎄 19 декабря с 17:00 до 22:00. Вход свободный! Мастер-класс по росписи ёлочных игрушек — 500 ₽ (по записи)',
      publishedAt: '2026-12-08T11:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-19T17:00:00+04:00',
          end: '2026-12-19T22:00:00+04:00',
          price: FREE,
          place: 'd10-smr-modern',
          titles: ['Рождественский вечер открытых дверей', 'Вечер открытых дверей'],
        },
      ],
    },
    {
      id: 'd10-smr-13',
      kind: '«в эту субботу», till the last guest, guest list free before 23:00',
      text: 'В эту субботу в Подвале — HIP-HOP PARTY 🔥 DJ Kross и MC Бархат. Старт в 22:00, до последнего гостя. Вход 400, до 23:00 — бесплатно для всех, кто в списке (пиши в лс)',
      publishedAt: '2026-12-16T15:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-19T22:00:00+04:00',
          end: null,
          price: rub(0, 400),
          place: 'd10-smr-podval',
          titles: ['HIP-HOP PARTY', 'Hip-hop party с DJ Kross и MC Бархат'],
        },
      ],
    },
    {
      id: 'd10-smr-14',
      kind: 'home basketball game: title from a sentence with a declined team name, «от» price, hashtags',
      text: `🏀 ДОМАШНИЙ МАТЧ! «Волжане» принимают «Уральских волков»
📆 14 ноября, 18:00
🏟 СК «Луч»
🎫 от 200 ₽ — на сайте volzhane-basket.ru
#волжане #баскетбол #самара`,
      publishedAt: '2026-11-06T19:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-14T18:00:00+04:00',
          end: null,
          price: rub(200, null),
          place: 'd10-smr-luch',
          titles: ['Волжане — Уральские волки', 'Баскетбол: «Волжане» — «Уральские волки»'],
          ticketUrl: 'https://volzhane-basket.ru',
        },
      ],
    },
    {
      id: 'd10-smr-15',
      kind: 'two lectures without own names: descriptive titles; length including a break',
      text: `Лекторий в Переплёте 📚 Литературовед Ксения Миронова — о том, как читать трудных писателей:
3 декабря (чт) — Платонов
10 декабря (чт) — Андрей Белый
Начало в 19:00, продолжительность 1 час 45 минут с перерывом. Вход 400 ₽.`,
      publishedAt: '2026-11-28T12:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-03T19:00:00+04:00',
          end: '2026-12-03T20:45:00+04:00',
          price: rub(400),
          place: 'd10-smr-pereplet',
          titles: ['Лекция о Платонове', 'Как читать Платонова'],
        },
        {
          start: '2026-12-10T19:00:00+04:00',
          end: '2026-12-10T20:45:00+04:00',
          price: rub(400),
          place: 'd10-smr-pereplet',
          titles: ['Лекция об Андрее Белом', 'Как читать Андрея Белого'],
        },
      ],
    },
    {
      id: 'd10-smr-16',
      kind: 'fair «с … по …» with daily hours; free with a paid extra',
      text: `Новогодняя ярмарка на Волжском берегу 🎅
с 14 по 27 декабря, ежедневно 10:00–18:00
Горячий глинтвейн, ремесленники, катание на пони (200 ₽)
Вход свободный`,
      publishedAt: '2026-12-02T10:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-14T10:00:00+04:00',
          end: '2026-12-27T18:00:00+04:00',
          price: FREE,
          place: 'd10-smr-bereg',
          titles: ['Новогодняя ярмарка'],
        },
      ],
    },
    {
      id: 'd10-smr-17',
      kind: 'ticket-site blurb: venue outside the catalogue, range, duration, https link',
      text: 'Концерт «Песни нашего двора» — ДК «Заря», ул. Победы, 90. 26 ноября 2026, 19:00. Возраст 12+. Стоимость билетов: 900 ₽ — 2 900 ₽. Продолжительность концерта: 2 ч. Купить билет: https://kassir-smr.ru/pesni',
      publishedAt: '2026-11-09T16:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-11-26T19:00:00+04:00',
          end: '2026-11-26T21:00:00+04:00',
          price: rub(900, 2900),
          place: null,
          titles: ['Песни нашего двора', 'Концерт «Песни нашего двора»'],
          ticketUrl: 'https://kassir-smr.ru/pesni',
        },
      ],
    },
    {
      id: 'd10-smr-18',
      kind: 'one film in several sessions over a week (one event per session)',
      text: `В «Ракете» на этой неделе — «Ирония судьбы» на большом экране! 🥂
вт 15.12 — 19:00
чт 17.12 — 19:00
сб 19.12 — 13:00 и 18:00
Билеты 300 ₽, пенсионерам 200 ₽`,
      publishedAt: '2026-12-14T09:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-15T19:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Ирония судьбы', 'Ирония судьбы, или С лёгким паром!'],
        },
        {
          start: '2026-12-17T19:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Ирония судьбы', 'Ирония судьбы, или С лёгким паром!'],
        },
        {
          start: '2026-12-19T13:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Ирония судьбы', 'Ирония судьбы, или С лёгким паром!'],
        },
        {
          start: '2026-12-19T18:00:00+04:00',
          end: null,
          price: rub(200, 300),
          place: 'd10-smr-raketa',
          titles: ['Ирония судьбы', 'Ирония судьбы, или С лёгким паром!'],
        },
      ],
    },
    {
      id: 'd10-smr-19',
      kind: 'chatty one-liner: «в субботу», «в 8 вечера», venue lower-case and declined, no title',
      text: 'ребят, в субботу стендап в жигулях, начало в 8 вечера, вход 300р, приходите, будет весело) подробности в лс',
      publishedAt: '2026-12-17T14:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-19T20:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'd10-smr-zhiguli',
          titles: ['Стендап', 'Стендап-вечер'],
        },
      ],
    },
    {
      id: 'd10-smr-20',
      kind: 'charity concert by donation only, small hall of the philharmonic',
      text: `Благотворительный концерт хора «Кантилена» в поддержку приюта «Лапа помощи» 🐾
20 декабря, 16:00, Малый зал Самарской филармонии
Вход — за пожертвование в любом размере, все средства пойдут приюту`,
      publishedAt: '2026-12-10T12:00:00+04:00',
      timeZone: SMR,
      events: [
        {
          start: '2026-12-20T16:00:00+04:00',
          end: null,
          price: DONATION,
          place: 'd10-smr-filarmonia',
          titles: ['Благотворительный концерт хора «Кантилена»', 'Концерт хора «Кантилена»', 'Кантилена'],
        },
      ],
    },

    // ───────────────────────────── Воронеж ─────────────────────────────
    {
      id: 'd10-vrn-01',
      kind: 'theatre repertoire for half a month, one common price range, one duration',
      text: `Репертуар «Левого берега» на ноябрь (первая половина) 🎭
5 ноября, чт — «Двенадцатая ночь», 19:00
7 ноября, сб — «Мастер и Маргарита», 18:00 (3 ч 30 мин с антрактом)
8 ноября, вс — «Кошкин дом», 11:00 (для детей от 4 лет)
12 ноября, чт — «Двенадцатая ночь», 19:00
Цены на все спектакли: 500–2500 ₽. Пушкинская карта принимается.`,
      publishedAt: '2026-11-02T10:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-05T19:00:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'd10-vrn-bereg',
          titles: ['Двенадцатая ночь'],
        },
        {
          start: '2026-11-07T18:00:00+03:00',
          end: '2026-11-07T21:30:00+03:00',
          price: rub(500, 2500),
          place: 'd10-vrn-bereg',
          titles: ['Мастер и Маргарита'],
        },
        {
          start: '2026-11-08T11:00:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'd10-vrn-bereg',
          titles: ['Кошкин дом'],
        },
        {
          start: '2026-11-12T19:00:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'd10-vrn-bereg',
          titles: ['Двенадцатая ночь'],
        },
      ],
    },
    {
      id: 'd10-vrn-02',
      kind: 'one line: «завтра», bare address of a catalogue bar, no name',
      text: 'Завтра! Плехановская, 22 — вечер виниловых пластинок, 19:00, вход свободный 🎶',
      publishedAt: '2026-11-06T21:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-07T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd10-vrn-kot',
          titles: ['Вечер виниловых пластинок', 'Вечер винила'],
        },
      ],
    },
    {
      id: 'd10-vrn-03',
      kind: "bar's week: quiz, free jam, presale/door, night party till 5 with girls free before midnight, free film with bar order",
      text: `🐈‍⬛ Чёрный кот: афиша 10–15 ноября
10.11 вт | 19:30 | Квиз «Кошачьи мозги» — 350 ₽ с игрока
12.11 чт | 20:00 | Блюз-джем, вход свободный, выход на сцену — по записи
13.11 пт | 21:00 | Группа «Ржавые гвозди» — 500 ₽ / 700 ₽ в день концерта
14.11 сб | 22:00 | Вечеринка «Ламбада-2000» до 5 утра — 300 ₽, девушкам до полуночи бесплатно
15.11 вс | 18:00 | Кинопоказ «Большой Лебовски» — бесплатно, заказ с бара обязателен`,
      publishedAt: '2026-11-09T12:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-10T19:30:00+03:00',
          end: null,
          price: rub(350),
          place: 'd10-vrn-kot',
          titles: ['Кошачьи мозги', 'Квиз «Кошачьи мозги»'],
        },
        {
          start: '2026-11-12T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd10-vrn-kot',
          titles: ['Блюз-джем'],
        },
        {
          start: '2026-11-13T21:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'd10-vrn-kot',
          titles: ['Ржавые гвозди', 'Концерт группы «Ржавые гвозди»'],
        },
        {
          start: '2026-11-14T22:00:00+03:00',
          end: '2026-11-15T05:00:00+03:00',
          price: rub(0, 300),
          place: 'd10-vrn-kot',
          titles: ['Ламбада-2000', 'Вечеринка «Ламбада-2000»'],
        },
        {
          start: '2026-11-15T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd10-vrn-kot',
          titles: ['Большой Лебовски', 'Кинопоказ «Большой Лебовски»'],
        },
      ],
    },
    {
      id: 'd10-vrn-04',
      kind: 'postponement to a new date and time',
      text: 'ПЕРЕНОС! Концерт Воронежского камерного оркестра «Зимние грёзы», который должен был состояться 15 ноября, переносится на 6 декабря, 17:00. Место — Воронежская филармония. Билеты действительны.',
      publishedAt: '2026-11-12T15:00:00+03:00',
      timeZone: VRN,
      postponed: true,
      events: [
        {
          start: '2026-12-06T17:00:00+03:00',
          end: null,
          price: null,
          place: 'd10-vrn-filarmonia',
          titles: ['Зимние грёзы', 'Концерт «Зимние грёзы»'],
        },
      ],
    },
    {
      id: 'd10-vrn-05',
      kind: 'two-day festival, one event: day ticket and two-day ticket',
      text: `🎸 РОК-ФЕСТИВАЛЬ «ЧЕРНОЗЁМ» 🎸
27–28 ноября, клуб «Станция»
Два дня, 12 групп, один большой праздник!
Начало в 18:00 оба дня
Билет на один день — 700 ₽, на два дня — 1200 ₽
chernozem-fest.ru`,
      publishedAt: '2026-11-16T10:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-27T18:00:00+03:00',
          end: '2026-11-28',
          price: rub(700, 1200),
          place: 'd10-vrn-stanciya',
          titles: ['Чернозём', 'Рок-фестиваль «Чернозём»'],
          ticketUrl: 'https://chernozem-fest.ru',
        },
      ],
    },
    {
      id: 'd10-vrn-06',
      kind: 'weekend digest under weekday headings only; late film night; market hours; prize not a price',
      text: `Воронеж, выходные 20–22 ноября ✨ Куда сходить:

📍 Пятница
Джазовый вечер в «Чёрном коте» — 20:00, 400 ₽
Ночь кино в «Пролетарии»: три фильма ужасов подряд, старт 23:00, 600 ₽

📍 Суббота
Лекция «Воронеж Петра I» в Никитинке, 14:00, бесплатно
Маркет молодых дизайнеров в «Арсенале», 11:00–19:00, вход 100 ₽

📍 Воскресенье
Хоккей: «Буран» — «Рубин», ДС «Юбилейный», 17:00, билеты 200–600 ₽
Турнир по мафии в Циферблате, 16:00, взнос 200 ₽, победителю — 3000 ₽`,
      publishedAt: '2026-11-19T18:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-20T20:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd10-vrn-kot',
          titles: ['Джазовый вечер'],
        },
        {
          start: '2026-11-20T23:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'd10-vrn-proletariy',
          titles: ['Ночь кино', 'Ночь фильмов ужасов'],
        },
        {
          start: '2026-11-21T14:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd10-vrn-nikitinka',
          titles: ['Воронеж Петра I', 'Лекция «Воронеж Петра I»'],
        },
        {
          start: '2026-11-21T11:00:00+03:00',
          end: '2026-11-21T19:00:00+03:00',
          price: rub(100),
          place: 'd10-vrn-arsenal',
          titles: ['Маркет молодых дизайнеров'],
        },
        {
          start: '2026-11-22T17:00:00+03:00',
          end: null,
          price: rub(200, 600),
          place: 'd10-vrn-yubileyny',
          titles: ['Буран — Рубин', 'Хоккей: «Буран» — «Рубин»'],
        },
        {
          start: '2026-11-22T16:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd10-vrn-ciferblat',
          titles: ['Турнир по мафии'],
        },
      ],
    },
    {
      id: 'd10-vrn-07',
      kind: 'book fair «с 5 по 7» with daily hours; quoted title inside a sentence (prepositional case around it)',
      text: 'Друзья, ждём вас на книжной ярмарке «Воронежская книга», которая пройдёт с 5 по 7 декабря в «Арсенале». Работаем ежедневно с 10 до 19. Вход свободный, будут автографы местных авторов ✍️',
      publishedAt: '2026-11-24T12:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-05T10:00:00+03:00',
          end: '2026-12-07T19:00:00+03:00',
          price: FREE,
          place: 'd10-vrn-arsenal',
          titles: ['Воронежская книга', 'Книжная ярмарка «Воронежская книга»'],
        },
      ],
    },
    {
      id: 'd10-vrn-08',
      kind: 'online webinar: «до» price, length, https registration link',
      text: 'Вебинар для начинающих фотографов «Свет и тень» 📸 1 декабря в 19:00 по Москве, онлайн. Длительность — 2 часа. Стоимость участия до 1500 ₽ (зависит от тарифа). Регистрация: https://photo-school36.ru/webinar',
      publishedAt: '2026-11-25T09:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-01T19:00:00+03:00',
          end: '2026-12-01T21:00:00+03:00',
          price: rub(null, 1500),
          place: null,
          titles: ['Свет и тень', 'Вебинар «Свет и тень»'],
          ticketUrl: 'https://photo-school36.ru/webinar',
        },
      ],
    },
    {
      id: 'd10-vrn-09',
      kind: 'cinema: four sessions «завтра», each with its own price',
      text: `Пролетарий, завтра:
11:00 — «Ёжик в тумане» и другие мультфильмы Норштейна (0+), 150 ₽
14:00 — «Брат» (18+), 300 ₽
17:30 — «Брат 2» (18+), 300 ₽
21:00 — «Груз 200» (18+), 350 ₽
Все сеансы — в большом зале`,
      publishedAt: '2026-11-27T11:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-28T11:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'd10-vrn-proletariy',
          titles: ['Мультфильмы Норштейна', '«Ёжик в тумане» и другие мультфильмы Норштейна', 'Ёжик в тумане'],
        },
        {
          start: '2026-11-28T14:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd10-vrn-proletariy',
          titles: ['Брат'],
        },
        {
          start: '2026-11-28T17:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'd10-vrn-proletariy',
          titles: ['Брат 2'],
        },
        {
          start: '2026-11-28T21:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd10-vrn-proletariy',
          titles: ['Груз 200'],
        },
      ],
    },
    {
      id: 'd10-vrn-10',
      kind: 'doors time only (it is the start), poster-like lines, bare-domain link',
      text: `Станция | 4 декабря | двери 19:00
Электро-поп дуэт «Неон Дон»
билеты 800 ₽ — stanciya-club.ru`,
      publishedAt: '2026-11-30T20:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: rub(800),
          place: 'd10-vrn-stanciya',
          titles: ['Неон Дон', 'Концерт дуэта «Неон Дон»'],
          ticketUrl: 'https://stanciya-club.ru',
        },
      ],
    },
    {
      id: 'd10-vrn-11',
      kind: 'family concert twice a day; small children free',
      text: `Новогодний концерт для всей семьи «Щелкунчик-сюита» в Воронежской филармонии!
13 декабря, воскресенье — 12:00 и 16:00
Билеты 400–1000 ₽, детям до 5 лет вход бесплатный (без отдельного места)`,
      publishedAt: '2026-12-01T12:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-13T12:00:00+03:00',
          end: null,
          price: rub(0, 1000),
          place: 'd10-vrn-filarmonia',
          titles: ['Щелкунчик-сюита', 'Новогодний концерт «Щелкунчик-сюита»'],
        },
        {
          start: '2026-12-13T16:00:00+03:00',
          end: null,
          price: rub(0, 1000),
          place: 'd10-vrn-filarmonia',
          titles: ['Щелкунчик-сюита', 'Новогодний концерт «Щелкунчик-сюита»'],
        },
      ],
    },
    {
      id: 'd10-vrn-12',
      kind: '«окончание около …» is the end; library short name; no own title',
      text: 'Литературный вечер в Никитинке: читаем вслух Бунина ❤️ 9 декабря (среда), начало в 18:30, окончание около 21:00. Вход свободный, но нужна регистрация по телефону 255-00-11',
      publishedAt: '2026-12-02T16:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-09T18:30:00+03:00',
          end: '2026-12-09T21:00:00+03:00',
          price: FREE,
          place: 'd10-vrn-nikitinka',
          titles: ['Литературный вечер', 'Читаем вслух Бунина', 'Литературный вечер: читаем Бунина'],
        },
      ],
    },
    {
      id: 'd10-vrn-13',
      kind: 'New Year night: deposit only (no price), ends next year',
      text: `НОВОГОДНЯЯ НОЧЬ 2027 в «Черном коте» 🎆🐈‍⬛
31.12 с 22:00 и до 6 утра
кавер-группа «Бис», диджей, бой курантов, конкурсы
вход по депозиту 5000₽/чел (вся сумма — на меню)
брони: 8 (473) 290-90-90`,
      publishedAt: '2026-12-05T13:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-31T22:00:00+03:00',
          end: '2027-01-01T06:00:00+03:00',
          price: null,
          place: 'd10-vrn-kot',
          titles: ['Новогодняя ночь 2027', 'Новогодняя ночь'],
        },
      ],
    },
    {
      id: 'd10-vrn-14',
      kind: 'ticket blurb: venue outside the catalogue, dance floor / seats / VIP, duration',
      text: 'Шоу барабанщиков «Ритм сердца» — 29 ноября, 19:00, Концертный зал «Event-Hall» (ул. Кирова, 6а). Танцпол — 1800 ₽, сидячие места — 2500–4500 ₽, VIP — 6000 ₽. Длительность 1 ч 40 мин. Билеты: event-hall36.ru',
      publishedAt: '2026-11-13T10:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-11-29T19:00:00+03:00',
          end: '2026-11-29T20:40:00+03:00',
          price: rub(1800, 6000),
          place: null,
          titles: ['Ритм сердца', 'Шоу барабанщиков «Ритм сердца»'],
          ticketUrl: 'https://event-hall36.ru',
        },
      ],
    },
    {
      id: 'd10-vrn-15',
      kind: 'museum lecture series; a free day for students on another occasion is not counted',
      text: `Лекторий «Арсенала» в декабре:
🔸 8 декабря, вт, 18:00 — «Икона и авангард»: лекция Марии Шевцовой
🔸 15 декабря, вт, 18:00 — «Архитектура Воронежа XIX века»: лекция Дмитрия Пахомова
🔸 22 декабря, вт, 18:00 — «Новогодняя открытка СССР»
Вход по билету в музей: 250 ₽, студентам — 150 ₽. По средам вход для студентов бесплатный.`,
      publishedAt: '2026-12-03T10:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-08T18:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'd10-vrn-arsenal',
          titles: ['Икона и авангард', 'Лекция «Икона и авангард»'],
        },
        {
          start: '2026-12-15T18:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'd10-vrn-arsenal',
          titles: ['Архитектура Воронежа XIX века', 'Лекция «Архитектура Воронежа XIX века»'],
        },
        {
          start: '2026-12-22T18:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'd10-vrn-arsenal',
          titles: ['Новогодняя открытка СССР', 'Лекция «Новогодняя открытка СССР»'],
        },
      ],
    },
    {
      id: 'd10-vrn-16',
      kind: '«в эту пятницу», anti-café stop-check cap, lower case',
      text: 'в эту пятницу в Циферблате турнир по каркассону 🎲 с 18:00, оплата по минутам, стоп-чек 600, приходите компанией!',
      publishedAt: '2026-12-07T12:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-11T18:00:00+03:00',
          end: null,
          price: rub(null, 600),
          place: 'd10-vrn-ciferblat',
          titles: ['Турнир по «Каркассону»', 'Турнир по каркассону'],
        },
      ],
    },
    {
      id: 'd10-vrn-17',
      kind: 'outdoor carols on a square outside the catalogue; free with a hat',
      text: `🎄 Рождественские колядки на Советской площади!
В субботу, 19 декабря, в 15:00 — хор «Вертоград» и все желающие. Вход свободный, хору — в шапку 🎩`,
      publishedAt: '2026-12-14T11:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-19T15:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Рождественские колядки', 'Колядки с хором «Вертоград»'],
        },
      ],
    },
    {
      id: 'd10-vrn-18',
      kind: 'premiere on two days with a time each, not a festival: one event a day',
      text: `Театр «Левый берег» — премьера! «Дом, где разбиваются сердца» по Б. Шоу
25 и 26 декабря, начало в 18:00
Билеты: 800–3000 ₽`,
      publishedAt: '2026-12-08T14:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-25T18:00:00+03:00',
          end: null,
          price: rub(800, 3000),
          place: 'd10-vrn-bereg',
          titles: ['Дом, где разбиваются сердца'],
        },
        {
          start: '2026-12-26T18:00:00+03:00',
          end: null,
          price: rub(800, 3000),
          place: 'd10-vrn-bereg',
          titles: ['Дом, где разбиваются сердца'],
        },
      ],
    },
    {
      id: 'd10-vrn-19',
      kind: 'dance battle: registration before the start, prize fund not a price, schoolchildren free',
      text: `💥 Турнир по брейк-дансу «Break Воронеж 2026» 💥
20 декабря, ДС «Юбилейный». Регистрация участников с 10:00, начало баттлов в 12:00.
Призовой фонд 100 000 ₽!
Зрителям — 300 ₽, школьникам вход свободный.`,
      publishedAt: '2026-12-10T10:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-20T12:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd10-vrn-yubileyny',
          titles: ['Break Воронеж 2026', 'Турнир по брейк-дансу «Break Воронеж 2026»'],
        },
      ],
    },
    {
      id: 'd10-vrn-20',
      kind: 'exhibition as a date range without times (bare dates)',
      text: 'В музее «Арсенал» с 1 по 20 декабря — фотовыставка «Город в снегу». Вход 200 ₽.',
      publishedAt: '2026-11-20T12:00:00+03:00',
      timeZone: VRN,
      events: [
        {
          start: '2026-12-01',
          end: '2026-12-20',
          price: rub(200),
          place: 'd10-vrn-arsenal',
          titles: ['Город в снегу', 'Фотовыставка «Город в снегу»'],
        },
      ],
    },

    // ───────────────────────────── Томск ─────────────────────────────
    {
      id: 'd10-tsk-01',
      kind: "theatre weekend: a show twice a day, a children's show with its own price, a duration",
      text: `Театр «Заречье» — афиша 6–8 ноября
🎭 6 ноября (пт), 19:00 — «Три сестры» (2 ч 50 мин, один антракт)
🎭 7 ноября (сб), 13:00 и 18:00 — «Женитьба»
🎭 8 ноября (вс), 12:00 — «Колобок» (0+), 350 ₽
На «Три сестры» и «Женитьбу» билеты 600–1800 ₽
Билеты: zarechye-teatr.ru`,
      publishedAt: '2026-11-02T09:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-11-06T19:00:00+07:00',
          end: '2026-11-06T21:50:00+07:00',
          price: rub(600, 1800),
          place: 'd10-tsk-zarechye',
          titles: ['Три сестры'],
          ticketUrl: 'https://zarechye-teatr.ru',
        },
        {
          start: '2026-11-07T13:00:00+07:00',
          end: null,
          price: rub(600, 1800),
          place: 'd10-tsk-zarechye',
          titles: ['Женитьба'],
          ticketUrl: 'https://zarechye-teatr.ru',
        },
        {
          start: '2026-11-07T18:00:00+07:00',
          end: null,
          price: rub(600, 1800),
          place: 'd10-tsk-zarechye',
          titles: ['Женитьба'],
          ticketUrl: 'https://zarechye-teatr.ru',
        },
        {
          start: '2026-11-08T12:00:00+07:00',
          end: null,
          price: rub(350),
          place: 'd10-tsk-zarechye',
          titles: ['Колобок'],
          ticketUrl: 'https://zarechye-teatr.ru',
        },
      ],
    },
    {
      id: 'd10-tsk-02',
      kind: '«в субботу», bare address with the café name, per-minute place with a cap',
      text: 'Тайм, Белинского 15 — в субботу турнир по «Мафии» 🕵️ с 17:00. Оплата по минутам, стоп-чек 450 ₽. Ведущий — Гоша.',
      publishedAt: '2026-11-05T14:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-11-07T17:00:00+07:00',
          end: null,
          price: rub(null, 450),
          place: 'd10-tsk-taim',
          titles: ['Турнир по «Мафии»', 'Турнир по мафии', 'Мафия'],
        },
      ],
    },
    {
      id: 'd10-tsk-03',
      kind: 'philharmonic: three ticket prices and a student price',
      text: `Томская филармония
Вечер романса «Гори, гори, моя звезда»
19 ноября, четверг, 19:00, Большой зал
Солистка — Елена Воронцова, партия фортепиано — Илья Климов
Билеты: 500, 800, 1100 ₽
Студентам — 300 ₽ при предъявлении студбилета`,
      publishedAt: '2026-11-09T11:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-11-19T19:00:00+07:00',
          end: null,
          price: rub(300, 1100),
          place: 'd10-tsk-filarmonia',
          titles: ['Гори, гори, моя звезда', 'Вечер романса «Гори, гори, моя звезда»'],
        },
      ],
    },
    {
      id: 'd10-tsk-04',
      kind: "pub's week: quiz, cover band, free party past midnight with a table deposit, poker with a fee and a prize",
      text: `ЛОСЬ | Неделя 🦌
Ср 18/11 — Квиз «Сибирский разум», 20:00, 400 р./чел.
Пт 20/11 — Кавер-бэнд «Дежавю», 21:00, вход 300
Сб 21/11 — Ирландская вечеринка с волынкой 🎶 21:00–02:00, вход свободный, депозит на стол от 3000
Вс 22/11 — Покерный турнир (без денежных ставок), 17:00, взнос 500, приз — бутылка виски
Кирова 58`,
      publishedAt: '2026-11-16T13:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-11-18T20:00:00+07:00',
          end: null,
          price: rub(400),
          place: 'd10-tsk-los',
          titles: ['Сибирский разум', 'Квиз «Сибирский разум»'],
        },
        {
          start: '2026-11-20T21:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'd10-tsk-los',
          titles: ['Дежавю', 'Кавер-бэнд «Дежавю»', 'Концерт кавер-бэнда «Дежавю»'],
        },
        {
          start: '2026-11-21T21:00:00+07:00',
          end: '2026-11-22T02:00:00+07:00',
          price: FREE,
          place: 'd10-tsk-los',
          titles: ['Ирландская вечеринка', 'Ирландская вечеринка с волынкой'],
        },
        {
          start: '2026-11-22T17:00:00+07:00',
          end: null,
          price: rub(500),
          place: 'd10-tsk-los',
          titles: ['Покерный турнир'],
        },
      ],
    },
    {
      id: 'd10-tsk-05',
      kind: 'postponement of a free author evening; title in the nominative inside a sentence',
      text: 'Друзья, из-за болезни артиста творческий вечер Павла Артемьева в книжном «Полка» переносится. Новая дата — 4 декабря (пятница), 19:00. Вход по-прежнему свободный.',
      publishedAt: '2026-11-20T10:00:00+07:00',
      timeZone: TSK,
      postponed: true,
      events: [
        {
          start: '2026-12-04T19:00:00+07:00',
          end: null,
          price: FREE,
          place: 'd10-tsk-polka',
          titles: ['Творческий вечер Павла Артемьева', 'Павел Артемьев'],
        },
      ],
    },
    {
      id: 'd10-tsk-06',
      kind: 'weekend digest, each line with its own date: late film, market hours, outdoor event outside the catalogue',
      text: `ТОМСК: ЧТО ДЕЛАТЬ НА ВЫХОДНЫХ? 🤔
27.11 (пт) — концерт группы «Сибирский тракт» в «Аквариуме», 20:00, 700/1000 ₽
28.11 (сб) — открытие выставки «Деревянное кружево» в Музее деревянного зодчества, 15:00, 200 ₽
28.11 (сб) — ночной кинопоказ «Сияние» в «Родине», 23:30, 400 ₽
29.11 (вс) — воскресный маркет винтажа в галерее «Окно», 12:00–18:00, вход свободный
29.11 (вс) — «Лыжня Томска» в Лагерном саду, старт в 11:00, участие бесплатное
#томск #афиша #выходные`,
      publishedAt: '2026-11-26T19:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-11-27T20:00:00+07:00',
          end: null,
          price: rub(700, 1000),
          place: 'd10-tsk-akvarium',
          titles: ['Сибирский тракт', 'Концерт группы «Сибирский тракт»'],
        },
        {
          start: '2026-11-28T15:00:00+07:00',
          end: null,
          price: rub(200),
          place: 'd10-tsk-zodchestvo',
          titles: ['Деревянное кружево', 'Открытие выставки «Деревянное кружево»', 'Выставка «Деревянное кружево»'],
        },
        {
          start: '2026-11-28T23:30:00+07:00',
          end: null,
          price: rub(400),
          place: 'd10-tsk-rodina',
          titles: ['Сияние', 'Ночной кинопоказ «Сияние»'],
        },
        {
          start: '2026-11-29T12:00:00+07:00',
          end: '2026-11-29T18:00:00+07:00',
          price: FREE,
          place: 'd10-tsk-okno',
          titles: ['Маркет винтажа', 'Воскресный маркет винтажа'],
        },
        {
          start: '2026-11-29T11:00:00+07:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Лыжня Томска'],
        },
      ],
    },
    {
      id: 'd10-tsk-07',
      kind: 'tour with two dates: another city first (outside the catalogue), «от» price',
      text: `ЛЁНЯ СНЕГИРЁВ — тур «Тихий дом» 🏠
10.12 — Новосибирск, ДК Железнодорожников
12.12 — Томск, клуб «Аквариум»
Начало в 20:00. Билеты от 1200 ₽: snegirev-tour.ru`,
      publishedAt: '2026-11-27T12:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-10T20:00:00+07:00',
          end: null,
          price: rub(1200, null),
          place: null,
          titles: ['Лёня Снегирёв', 'Тихий дом', 'Концерт Лёни Снегирёва'],
          ticketUrl: 'https://snegirev-tour.ru',
        },
        {
          start: '2026-12-12T20:00:00+07:00',
          end: null,
          price: rub(1200, null),
          place: 'd10-tsk-akvarium',
          titles: ['Лёня Снегирёв', 'Тихий дом', 'Концерт Лёни Снегирёва'],
          ticketUrl: 'https://snegirev-tour.ru',
        },
      ],
    },
    {
      id: 'd10-tsk-08',
      kind: 'one CAPS line: «сегодня», till the last guest, no name',
      text: 'СЕГОДНЯ!!! Аквариум, техно до последнего гостя, 23:00, вход 500 💣',
      publishedAt: '2026-12-04T17:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-04T23:00:00+07:00',
          end: null,
          price: rub(500),
          place: 'd10-tsk-akvarium',
          titles: ['Техно-вечеринка', 'Техно'],
        },
      ],
    },
    {
      id: 'd10-tsk-09',
      kind: 'film week: four named screenings on four days, one price',
      text: `Неделя французского кино в «Родине» 🇫🇷
7.12 (пн) 19:00 — «Амели»
8.12 (вт) 19:00 — «Неприкасаемые»
9.12 (ср) 19:00 — «400 ударов»
10.12 (чт) 19:00 — «Шербурские зонтики»
Все фильмы на языке оригинала с русскими субтитрами. Билет — 350 ₽.`,
      publishedAt: '2026-12-01T10:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-07T19:00:00+07:00',
          end: null,
          price: rub(350),
          place: 'd10-tsk-rodina',
          titles: ['Амели'],
        },
        {
          start: '2026-12-08T19:00:00+07:00',
          end: null,
          price: rub(350),
          place: 'd10-tsk-rodina',
          titles: ['Неприкасаемые'],
        },
        {
          start: '2026-12-09T19:00:00+07:00',
          end: null,
          price: rub(350),
          place: 'd10-tsk-rodina',
          titles: ['400 ударов'],
        },
        {
          start: '2026-12-10T19:00:00+07:00',
          end: null,
          price: rub(350),
          place: 'd10-tsk-rodina',
          titles: ['Шербурские зонтики'],
        },
      ],
    },
    {
      id: 'd10-tsk-10',
      kind: 'photo exhibition into next year with daily hours; pensioners and children free',
      text: `Галерея «Окно» (пер. Нахановича, 3)
📷 Фотовыставка «Томск. Зима. 1970-е»
5 декабря — 31 января
Ежедневно с 11:00 до 19:00
Вход — 150 ₽, пенсионерам и детям до 12 лет бесплатно`,
      publishedAt: '2026-12-02T12:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-05T11:00:00+07:00',
          end: '2027-01-31T19:00:00+07:00',
          price: rub(0, 150),
          place: 'd10-tsk-okno',
          titles: ['Томск. Зима. 1970-е', 'Фотовыставка «Томск. Зима. 1970-е»'],
        },
      ],
    },
    {
      id: 'd10-tsk-11',
      kind: 'CAPS hook line that is not the title; one concert in two parts; venue in the prepositional',
      text: `ДЖАЗ! ЖИВЬЁМ! В ПЯТНИЦУ! 🎷
Трио Андрея Белова играет стандарты в пабе «Лось». 13 ноября, один концерт в двух отделениях: первое в 20:00, второе в 21:30. Вход 400 ₽, бронь столов по телефону.`,
      publishedAt: '2026-11-11T20:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-11-13T20:00:00+07:00',
          end: null,
          price: rub(400),
          place: 'd10-tsk-los',
          titles: ['Трио Андрея Белова', 'Концерт трио Андрея Белова', 'Джаз-вечер с трио Андрея Белова'],
        },
      ],
    },
    {
      id: 'd10-tsk-12',
      kind: 'family holiday at a museum with hours; small children free',
      text: `Музей деревянного зодчества приглашает на семейный праздник «Зимние забавы» ⛄
6 декабря, воскресенье, с 12:00 до 16:00
Мастер-классы, горячий сбитень, катание с горки
Вход 300 ₽, дети до 6 лет — бесплатно`,
      publishedAt: '2026-11-23T11:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-06T12:00:00+07:00',
          end: '2026-12-06T16:00:00+07:00',
          price: rub(0, 300),
          place: 'd10-tsk-zodchestvo',
          titles: ['Зимние забавы', 'Семейный праздник «Зимние забавы»'],
        },
      ],
    },
    {
      id: 'd10-tsk-13',
      kind: 'online lecture by donation only',
      text: `Онлайн-лекция «Как устроены сибирские реки» 🌊
Лектор — гидролог Николай Ершов
3 декабря, 18:00 по Томску, трансляция в нашей группе ВК
Участие — донат в любом размере`,
      publishedAt: '2026-11-30T15:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-03T18:00:00+07:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Как устроены сибирские реки', 'Онлайн-лекция «Как устроены сибирские реки»'],
        },
      ],
    },
    {
      id: 'd10-tsk-14',
      kind: 'book festival over three days with a daily start time: one event, first day at its time to the bare last day',
      text: `Книжный фестиваль «Полка+» 📚 11–13 декабря в книжном «Полка»!
Каждый день с 12:00: встречи с авторами, обмен книгами, лекции.
Вход свободный.`,
      publishedAt: '2026-12-03T12:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-11T12:00:00+07:00',
          end: '2026-12-13',
          price: FREE,
          place: 'd10-tsk-polka',
          titles: ['Полка+', 'Книжный фестиваль «Полка+»'],
        },
      ],
    },
    {
      id: 'd10-tsk-15',
      kind: 'ticket-site blurb: hall opens before the start, length in minutes, «от … до», link with a path',
      text: `Тимур Каримов. Большой стендап 18+
Томск, филармония, Большой зал
16 декабря 2026, ср, начало 19:00 (вход в зал с 18:30)
Продолжительность: 90 минут
Билеты от 1500 до 4000 ₽ — ticketland.ru/tomsk/karimov`,
      publishedAt: '2026-12-05T10:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-16T19:00:00+07:00',
          end: '2026-12-16T20:30:00+07:00',
          price: rub(1500, 4000),
          place: 'd10-tsk-filarmonia',
          titles: ['Тимур Каримов. Большой стендап', 'Большой стендап', 'Стендап Тимура Каримова'],
          ticketUrl: 'https://ticketland.ru/tomsk/karimov',
        },
      ],
    },
    {
      id: 'd10-tsk-16',
      kind: "New Year children's play: two shows one day and one the next; ticket with a gift is the upper end",
      text: `Новогодний спектакль «Снеговик, который боялся тепла» ☃️ в театре «Заречье»
26 декабря — 11:00, 14:00
27 декабря — 11:00
Билеты 700 ₽, билет с новогодним подарком — 1200 ₽`,
      publishedAt: '2026-12-07T12:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-26T11:00:00+07:00',
          end: null,
          price: rub(700, 1200),
          place: 'd10-tsk-zarechye',
          titles: ['Снеговик, который боялся тепла'],
        },
        {
          start: '2026-12-26T14:00:00+07:00',
          end: null,
          price: rub(700, 1200),
          place: 'd10-tsk-zarechye',
          titles: ['Снеговик, который боялся тепла'],
        },
        {
          start: '2026-12-27T11:00:00+07:00',
          end: null,
          price: rub(700, 1200),
          place: 'd10-tsk-zarechye',
          titles: ['Снеговик, который боялся тепла'],
        },
      ],
    },
    {
      id: 'd10-tsk-17',
      kind: 'weekday and date disagree (the date wins); per-minute café cap',
      text: 'Во вторник 16 декабря в «Тайме» — разговорный клуб английского языка 🇬🇧 18:30, по тарифу антикафе, стоп-чек 350.',
      publishedAt: '2026-12-09T18:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-16T18:30:00+07:00',
          end: null,
          price: rub(null, 350),
          place: 'd10-tsk-taim',
          titles: ['Разговорный клуб английского языка', 'Английский разговорный клуб'],
        },
      ],
    },
    {
      id: 'd10-tsk-18',
      kind: '«в эту субботу», yard hockey at a rink outside the catalogue, free, typo-ish lower case',
      text: '🏒 хоккейный турнир дворовых команд «Кубок Заисточья»! в эту субботу на катке у школы №32, начало в 10:00, вход для зрителей свободный, горячий чай бесплатно ☕ #томск #хоккей #дворовыйхоккей',
      publishedAt: '2026-12-14T09:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-19T10:00:00+07:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Кубок Заисточья', 'Хоккейный турнир «Кубок Заисточья»'],
        },
      ],
    },
    {
      id: 'd10-tsk-19',
      kind: 'poetry slam: free with donations, a prize is not a price, registration link on t.me',
      text: 'Поэтический слэм в «Полке» 🎙 18 декабря, пт, 19:00. Участие и вход — бесплатно, донаты приветствуются! Победителю — сертификат на 3000 ₽ в магазин. Запись участников: t.me/polka_slam',
      publishedAt: '2026-12-10T12:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-18T19:00:00+07:00',
          end: null,
          price: FREE_DONATION,
          place: 'd10-tsk-polka',
          titles: ['Поэтический слэм'],
          ticketUrl: 'https://t.me/polka_slam',
        },
      ],
    },
    {
      id: 'd10-tsk-20',
      kind: '«завтра», gathering vs start, presale / door, line-up listed',
      text: `Завтра в Аквариуме — «Ёлка для панков» 🎄🤘
Сбор в 18:00, начало в 19:00
Играют: Шпана, Детонатор, Кислород
Билеты 400 в предпродаже, 600 на входе`,
      publishedAt: '2026-12-18T20:00:00+07:00',
      timeZone: TSK,
      events: [
        {
          start: '2026-12-19T19:00:00+07:00',
          end: null,
          price: rub(400, 600),
          place: 'd10-tsk-akvarium',
          titles: ['Ёлка для панков'],
        },
      ],
    },
  ],
};
