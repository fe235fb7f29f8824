// A seventh held-out set of announcements (Нижний Тагил, Саранск, Йошкар-Ола, Южно-Сахалинск), written from the labelling guide alone, without sight of the reader or its sets.
// Only for measuring: never tune rules on it.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const NT = 'Asia/Yekaterinburg';
const SAR = 'Europe/Moscow';
const YO = 'Europe/Moscow';
const YS = 'Asia/Sakhalin';

export const HELD_OUT_7: AnnouncementSet = {
  places: [
    // Нижний Тагил
    {
      id: 'h7-nt-drama',
      name: 'Нижнетагильский драматический театр имени Мамина-Сибиряка',
      aliases: ['драмтеатр', 'театр Мамина-Сибиряка', 'Тагильская драма'],
      address: 'Нижний Тагил, проспект Ленина, 33',
    },
    {
      id: 'h7-nt-filarmonia',
      name: 'Нижнетагильская филармония',
      aliases: ['филармония', 'Тагильская филармония'],
      address: 'Нижний Тагил, улица Островского, 5',
    },
    { id: 'h7-nt-kolba', name: 'Бар «Колба»', aliases: ['Колба'], address: 'Нижний Тагил, улица Ленина, 18' },
    {
      id: 'h7-nt-domna',
      name: 'Клуб «Домна»',
      aliases: ['Домна', 'Domna'],
      address: 'Нижний Тагил, улица Металлургов, 12',
    },
    { id: 'h7-nt-rodina', name: 'Кинотеатр «Родина»', aliases: ['Родина'], address: 'Нижний Тагил, улица Газетная, 7' },
    {
      id: 'h7-nt-muzey',
      name: 'Музей изобразительных искусств',
      aliases: ['Музей ИЗО', 'НТМИИ', 'музей изобразительных искусств'],
      address: 'Нижний Тагил, улица Уральская, 9',
    },
    {
      id: 'h7-nt-biblio',
      name: 'Центральная городская библиотека',
      aliases: ['ЦГБ', 'центральная библиотека'],
      address: 'Нижний Тагил, улица Красноармейская, 21',
    },
    { id: 'h7-nt-pochta', name: 'Антикафе «Почта»', aliases: ['Почта'], address: 'Нижний Тагил, улица Пархоменко, 40' },
    {
      id: 'h7-nt-arena',
      name: 'Ледовая арена «Металлург»',
      aliases: ['Металлург', 'арена Металлург'],
      address: 'Нижний Тагил, улица Садовая, 2',
    },
    // Саранск
    {
      id: 'h7-sar-drama',
      name: 'Саранский драматический театр',
      aliases: ['драмтеатр', 'Саранская драма'],
      address: 'Саранск, улица Коммунистическая, 35',
    },
    {
      id: 'h7-sar-filarmonia',
      name: 'Мордовская филармония',
      aliases: ['филармония', 'Мордовская госфилармония'],
      address: 'Саранск, улица Советская, 29',
    },
    {
      id: 'h7-sar-lampa',
      name: 'Бар «Лампа»',
      aliases: ['Лампа', 'Lampa'],
      address: 'Саранск, улица Большевистская, 60',
    },
    {
      id: 'h7-sar-podval',
      name: 'Клуб «Подвал 13»',
      aliases: ['Подвал 13', 'Подвал'],
      address: 'Саранск, улица Пролетарская, 13',
    },
    { id: 'h7-sar-yunost', name: 'Стадион «Юность»', aliases: ['Юность'], address: 'Саранск, улица Ботевградская, 20' },
    {
      id: 'h7-sar-kniga',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет'],
      address: 'Саранск, улица Полежаева, 44',
    },
    {
      id: 'h7-sar-galereya',
      name: 'Галерея «Эрзя-Арт»',
      aliases: ['Эрзя-Арт', 'Эрзя Арт'],
      address: 'Саранск, улица Саранская, 3',
    },
    {
      id: 'h7-sar-park',
      name: 'Парк культуры имени Пушкина',
      aliases: ['Пушкинский парк', 'парк Пушкина'],
      address: 'Саранск, улица Советская, 1',
    },
    {
      id: 'h7-sar-oktyabr',
      name: 'Кинотеатр «Октябрь»',
      aliases: ['Октябрь'],
      address: 'Саранск, проспект Ленина, 11',
    },
    // Йошкар-Ола
    {
      id: 'h7-yo-kreml',
      name: 'Театр «Кремлёвский»',
      aliases: ['Кремлёвский', 'Кремлевский'],
      address: 'Йошкар-Ола, набережная Брюгге, 3',
    },
    {
      id: 'h7-yo-opera',
      name: 'Театр оперы и балета имени Сапаева',
      aliases: ['театр оперы и балета', 'оперный', 'театр Сапаева'],
      address: 'Йошкар-Ола, Ленинский проспект, 1',
    },
    {
      id: 'h7-yo-filarmonia',
      name: 'Марийская филармония',
      aliases: ['филармония', 'Марийская госфилармония'],
      address: 'Йошкар-Ола, улица Пушкина, 2',
    },
    { id: 'h7-yo-shishka', name: 'Бар «Шишка»', aliases: ['Шишка'], address: 'Йошкар-Ола, улица Вознесенская, 34' },
    {
      id: 'h7-yo-bunker',
      name: 'Клуб «Бункер»',
      aliases: ['Бункер', 'Bunker'],
      address: 'Йошкар-Ола, улица Волкова, 56',
    },
    {
      id: 'h7-yo-ekran',
      name: 'Кинотеатр «Экран»',
      aliases: ['Экран'],
      address: 'Йошкар-Ола, улица Комсомольская, 112',
    },
    {
      id: 'h7-yo-museum',
      name: 'Национальный музей Марий Эл',
      aliases: ['Национальный музей', 'нацмузей', 'Национальный музей им. Евсеева'],
      address: 'Йошкар-Ола, Ленинский проспект, 24',
    },
    { id: 'h7-yo-chasy', name: 'Антикафе «Часы»', aliases: ['Часы'], address: 'Йошкар-Ола, улица Советская, 151' },
    {
      id: 'h7-yo-biblio',
      name: 'Библиотека имени Чавайна',
      aliases: ['Чавайновка', 'библиотека Чавайна'],
      address: 'Йошкар-Ола, улица Пушкина, 13',
    },
    // Южно-Сахалинск
    {
      id: 'h7-ys-chekhov',
      name: 'Чехов-центр',
      aliases: ['Чехов центр', 'театр Чехова'],
      address: 'Южно-Сахалинск, улица Амурская, 40',
    },
    {
      id: 'h7-ys-filarmonia',
      name: 'Сахалинская филармония',
      aliases: ['филармония', 'малый зал филармонии'],
      address: 'Южно-Сахалинск, улица Ленина, 156',
    },
    {
      id: 'h7-ys-mayak',
      name: 'Бар «Маяк»',
      aliases: ['Маяк'],
      address: 'Южно-Сахалинск, Коммунистический проспект, 30',
    },
    {
      id: 'h7-ys-tuman',
      name: 'Клуб «Туман»',
      aliases: ['Туман', 'Tuman'],
      address: 'Южно-Сахалинск, улица Сахалинская, 45',
    },
    {
      id: 'h7-ys-kristall',
      name: 'Ледовый дворец «Кристалл»',
      aliases: ['Кристалл', 'ЛД Кристалл'],
      address: 'Южно-Сахалинск, улица Детская, 2',
    },
    {
      id: 'h7-ys-komsomolets',
      name: 'Кинотеатр «Комсомолец»',
      aliases: ['Комсомолец'],
      address: 'Южно-Сахалинск, улица Ленина, 240',
    },
    {
      id: 'h7-ys-muzey',
      name: 'Сахалинский областной краеведческий музей',
      aliases: ['краеведческий музей', 'краеведческий'],
      address: 'Южно-Сахалинск, Коммунистический проспект, 29',
    },
    {
      id: 'h7-ys-ostrov',
      name: 'Книжный магазин «Остров»',
      aliases: ['Остров', 'книжный Остров'],
      address: 'Южно-Сахалинск, улица Чехова, 12',
    },
    {
      id: 'h7-ys-park',
      name: 'Городской парк имени Гагарина',
      aliases: ['парк Гагарина', 'Гагаринский парк'],
      address: 'Южно-Сахалинск, улица Пограничная, 2',
    },
  ],
  announcements: [
    // ——— Нижний Тагил ———
    {
      id: 'h7-nt-01',
      kind: 'bar weekly schedule: quiz, free jam, presale/door, deposit only',
      text: `КОЛБА // АФИША НЕДЕЛИ 🍻

СР 4.11 — квиз «Мозгобойня по-тагильски», старт 19:30, 300₽ с человека
ЧТ 5.11 — джем-сейшн, с 20:00, вход свободный 🎷
ПТ 6.11 — RAVNINA (инди-рок, Екб) 21:00, 500 предпродажа / 700 на входе
СБ 7.11 — DJ Сырок 🪩 с 22:00 до последнего гостя, депозит на стол 3000

Ленина 18, брони в директ
#колба #тагил`,
      publishedAt: '2026-11-02T12:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-04T19:30:00+05:00',
          end: null,
          price: rub(300),
          place: 'h7-nt-kolba',
          titles: ['Мозгобойня по-тагильски', 'Квиз «Мозгобойня по-тагильски»'],
        },
        {
          start: '2026-11-05T20:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h7-nt-kolba',
          titles: ['Джем-сейшн'],
        },
        {
          start: '2026-11-06T21:00:00+05:00',
          end: null,
          price: rub(500, 700),
          place: 'h7-nt-kolba',
          titles: ['RAVNINA', 'Концерт группы RAVNINA'],
        },
        {
          start: '2026-11-07T22:00:00+05:00',
          end: null,
          price: null,
          place: 'h7-nt-kolba',
          titles: ['DJ Сырок', 'Вечеринка с DJ Сырок'],
        },
      ],
    },
    {
      id: 'h7-nt-02',
      kind: 'theatre repertoire for a weekend, same show twice a day, durations with intermission',
      text: `Репертуар драмтеатра им. Мамина-Сибиряка на выходные

13 ноября, пт, 18:30 — «Бесприданница» (12+). Продолжительность 2 часа 40 минут с антрактом. Билеты 400–900 ₽
14 ноября, сб, 12:00 и 16:00 — «Кот в сапогах» (0+), 300 ₽
15 ноября, вс, 18:00 — «Чайка» (16+), 500–1200 ₽. Продолжительность 3 часа.

Билеты: ntdrama.ru/afisha и в кассе театра (пр. Ленина, 33)`,
      publishedAt: '2026-11-09T10:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-13T18:30:00+05:00',
          end: '2026-11-13T21:10:00+05:00',
          price: rub(400, 900),
          place: 'h7-nt-drama',
          titles: ['Бесприданница'],
          ticketUrl: 'https://ntdrama.ru/afisha',
        },
        {
          start: '2026-11-14T12:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'h7-nt-drama',
          titles: ['Кот в сапогах'],
          ticketUrl: 'https://ntdrama.ru/afisha',
        },
        {
          start: '2026-11-14T16:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'h7-nt-drama',
          titles: ['Кот в сапогах'],
          ticketUrl: 'https://ntdrama.ru/afisha',
        },
        {
          start: '2026-11-15T18:00:00+05:00',
          end: '2026-11-15T21:00:00+05:00',
          price: rub(500, 1200),
          place: 'h7-nt-drama',
          titles: ['Чайка'],
          ticketUrl: 'https://ntdrama.ru/afisha',
        },
      ],
    },
    {
      id: 'h7-nt-03',
      kind: 'one line, «завтра», place in the prepositional case, no name',
      text: 'завтра в 19:00 стендап в «Почте» 🎤 500р, приходите',
      publishedAt: '2026-11-10T15:20:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-11T19:00:00+05:00',
          end: null,
          price: rub(500),
          place: 'h7-nt-pochta',
          titles: ['Стендап', 'Стендап-вечер'],
        },
      ],
    },
    {
      id: 'h7-nt-04',
      kind: 'philharmonic: entry to the hall before the start, seat categories and concessions, duration',
      text: `Нижнетагильская филармония
22 ноября (воскресенье)

Органный вечер «Бах при свечах»
Исполнитель — Мария Лунёва (орган)

Начало в 17:00, вход в зал с 16:30.
Билеты: партер — 800 ₽, балкон — 600 ₽, пенсионерам и студентам — 400 ₽.
Продолжительность концерта — 1 час 30 минут без антракта.

Билеты на сайте: filarmonia-nt.ru`,
      publishedAt: '2026-11-12T11:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-22T17:00:00+05:00',
          end: '2026-11-22T18:30:00+05:00',
          price: rub(400, 800),
          place: 'h7-nt-filarmonia',
          titles: ['Бах при свечах', 'Органный вечер «Бах при свечах»'],
          ticketUrl: 'https://filarmonia-nt.ru',
        },
      ],
    },
    {
      id: 'h7-nt-05',
      kind: 'club night: doors vs start, set times, ends after midnight, price before/after midnight',
      text: `⚡️ПЯТНИЦА 20.11 // ДОМНА⚡️
техно-ночь NOCTURNE vol.4

двери 22:00 / старт 23:00, до 5 утра
23:00 — Liza Kov
00:30 — Maxim Grey b2b Tema
02:00 — гость из Екб MORZE

вход 400 до 00:00 / 600 после
18+ паспорт обязателен`,
      publishedAt: '2026-11-16T18:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-20T23:00:00+05:00',
          end: '2026-11-21T05:00:00+05:00',
          price: rub(400, 600),
          place: 'h7-nt-domna',
          titles: ['NOCTURNE vol.4', 'Техно-ночь NOCTURNE vol.4', 'NOCTURNE'],
        },
      ],
    },
    {
      id: 'h7-nt-06',
      kind: 'city weekend digest with day headings, place names in cases, «от» price',
      text: `📌 КУДА СХОДИТЬ В ВЫХОДНЫЕ 28–29 НОЯБРЯ

СУББОТА
🎨 Выставка-маркет «Уральский хендмейд» — в Центральной библиотеке, с 11:00 до 17:00, вход свободный
🎬 Показ фильма «Сталкер» на большом экране — кинотеатр Родина, 19:00, 350 ₽
🎸 Концерт группы «Сонная Артерия» — бар Колба, 20:00, 600 ₽ / в день концерта 800 ₽

ВОСКРЕСЕНЬЕ
🏒 «Спутник» — «Ермак», ледовая арена Металлург, 17:00, билеты от 250 ₽
👶 Детский спектакль «Морозко» в драмтеатре, 11:00, 350 ₽

Сохраняйте, чтобы не потерять 👀`,
      publishedAt: '2026-11-26T20:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-28T11:00:00+05:00',
          end: '2026-11-28T17:00:00+05:00',
          price: FREE,
          place: 'h7-nt-biblio',
          titles: ['Уральский хендмейд', 'Выставка-маркет «Уральский хендмейд»'],
        },
        {
          start: '2026-11-28T19:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'h7-nt-rodina',
          titles: ['Сталкер', 'Показ фильма «Сталкер»'],
        },
        {
          start: '2026-11-28T20:00:00+05:00',
          end: null,
          price: rub(600, 800),
          place: 'h7-nt-kolba',
          titles: ['Концерт группы «Сонная Артерия»', 'Сонная Артерия'],
        },
        {
          start: '2026-11-29T17:00:00+05:00',
          end: null,
          price: rub(250, null),
          place: 'h7-nt-arena',
          titles: ['Спутник — Ермак', 'Хоккей: Спутник — Ермак'],
        },
        {
          start: '2026-11-29T11:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'h7-nt-drama',
          titles: ['Морозко', 'Детский спектакль «Морозко»'],
        },
      ],
    },
    {
      id: 'h7-nt-07',
      kind: 'museum exhibition over months with daily hours, children free',
      text: `Музей изобразительных искусств приглашает на выставку «Железо и акварель. Тагильские мастера XIX века» 🖼

📅 с 7 ноября по 24 января
🕙 вт–вс 10:00–18:00, пн — выходной
💳 Билет 250 ₽, дети до 7 лет — бесплатно

Адрес: ул. Уральская, 9`,
      publishedAt: '2026-11-03T09:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-07T10:00:00+05:00',
          end: '2027-01-24T18:00:00+05:00',
          price: rub(0, 250),
          place: 'h7-nt-muzey',
          titles: ['Железо и акварель. Тагильские мастера XIX века', 'Железо и акварель'],
        },
      ],
    },
    {
      id: 'h7-nt-08',
      kind: 'library lecture series: one time for several dates, free with registration link',
      text: `ЦГБ запускает цикл лекций «Тагил заводской» 📚
Каждую субботу в 15:00, читальный зал (2 этаж)

14.11 — «Демидовы: как начинался завод»
21.11 — «Малахит и медь: что добывали на Высокогорском руднике»
28.11 — «Первый паровоз Черепановых»

Лектор — краевед Андрей Сухих.
Вход свободный, регистрация по ссылке: vk.cc/tagil-lekcii`,
      publishedAt: '2026-11-05T13:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-14T15:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h7-nt-biblio',
          titles: ['Демидовы: как начинался завод', 'Лекция «Демидовы: как начинался завод»'],
          ticketUrl: 'https://vk.cc/tagil-lekcii',
        },
        {
          start: '2026-11-21T15:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h7-nt-biblio',
          titles: [
            'Малахит и медь: что добывали на Высокогорском руднике',
            'Лекция «Малахит и медь: что добывали на Высокогорском руднике»',
            'Малахит и медь',
          ],
          ticketUrl: 'https://vk.cc/tagil-lekcii',
        },
        {
          start: '2026-11-28T15:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h7-nt-biblio',
          titles: ['Первый паровоз Черепановых', 'Лекция «Первый паровоз Черепановых»'],
          ticketUrl: 'https://vk.cc/tagil-lekcii',
        },
      ],
    },
    {
      id: 'h7-nt-09',
      kind: 'postponement of a club concert, old date in the text',
      text: `ВНИМАНИЕ! ПЕРЕНОС ⚠️

Концерт группы «Гудок» в клубе Домна, запланированный на 21 ноября, переносится на 12 декабря. Начало в 20:00, как и было.
Купленные билеты действительны, возврат — в месте покупки.
Билеты 900–1500 ₽ на tagilbilet.ru`,
      publishedAt: '2026-11-18T16:00:00+05:00',
      timeZone: NT,
      postponed: true,
      events: [
        {
          start: '2026-12-12T20:00:00+05:00',
          end: null,
          price: rub(900, 1500),
          place: 'h7-nt-domna',
          titles: ['Концерт группы «Гудок»', 'Гудок'],
          ticketUrl: 'https://tagilbilet.ru',
        },
      ],
    },
    {
      id: 'h7-nt-10',
      kind: 'tour with two dates, one in another city (outside the catalogue)',
      text: `Илья Макаров. Новая стендап-программа «Без фильтра»

🎤 5 декабря — Екатеринбург, «Дом печати», 19:00
🎤 6 декабря — Нижний Тагил, филармония, 18:00

Билеты от 1500 до 3500 ₽ — ticketland.ru/makarov
18+`,
      publishedAt: '2026-11-20T12:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-05T19:00:00+05:00',
          end: null,
          price: rub(1500, 3500),
          place: null,
          titles: ['Без фильтра', 'Илья Макаров. «Без фильтра»', 'Стендап Ильи Макарова'],
          ticketUrl: 'https://ticketland.ru/makarov',
        },
        {
          start: '2026-12-06T18:00:00+05:00',
          end: null,
          price: rub(1500, 3500),
          place: 'h7-nt-filarmonia',
          titles: ['Без фильтра', 'Илья Макаров. «Без фильтра»', 'Стендап Ильи Макарова'],
          ticketUrl: 'https://ticketland.ru/makarov',
        },
      ],
    },
    {
      id: 'h7-nt-11',
      kind: 'cinema sessions over two days, the same film twice, pensioners cheaper',
      text: `Кинотеатр «Родина» | Новогодний ретро-марафон 🎄

26.12, сб
12:00 — «Морозко»
15:00 — «Карнавальная ночь»

27.12, вс
14:00 и 19:00 — «Ирония судьбы, или С лёгким паром!»

Все сеансы — 200 ₽, для пенсионеров 100 ₽`,
      publishedAt: '2026-12-15T10:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-26T12:00:00+05:00',
          end: null,
          price: rub(100, 200),
          place: 'h7-nt-rodina',
          titles: ['Морозко'],
        },
        {
          start: '2026-12-26T15:00:00+05:00',
          end: null,
          price: rub(100, 200),
          place: 'h7-nt-rodina',
          titles: ['Карнавальная ночь'],
        },
        {
          start: '2026-12-27T14:00:00+05:00',
          end: null,
          price: rub(100, 200),
          place: 'h7-nt-rodina',
          titles: ['Ирония судьбы, или С лёгким паром!', 'Ирония судьбы'],
        },
        {
          start: '2026-12-27T19:00:00+05:00',
          end: null,
          price: rub(100, 200),
          place: 'h7-nt-rodina',
          titles: ['Ирония судьбы, или С лёгким паром!', 'Ирония судьбы'],
        },
      ],
    },
    {
      id: 'h7-nt-12',
      kind: 'anti-café per-minute price with a stop-check cap',
      text: `Пятничные настолки в «Почте» 🎲
27 ноября, с 18:00
3 ₽/минута, стоп-чек 450 ₽. Чай и печеньки включены 🍪
Новичкам объясним правила, приходите хоть одни!`,
      publishedAt: '2026-11-23T14:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-11-27T18:00:00+05:00',
          end: null,
          price: rub(null, 450),
          place: 'h7-nt-pochta',
          titles: ['Пятничные настолки', 'Вечер настольных игр'],
        },
      ],
    },
    {
      id: 'h7-nt-13',
      kind: 'church concert, free with donations welcome, place outside the catalogue',
      text: `Приход храма Александра Невского (Вагонка) приглашает на Рождественский концерт воскресного хора ✨

20 декабря (вс) в 17:00, в нижнем храме.
В программе — колядки, песнопения, духовные стихи.

Вход свободный. Пожертвования на роспись храма принимаются с благодарностью 🙏`,
      publishedAt: '2026-12-10T09:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-20T17:00:00+05:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Рождественский концерт воскресного хора', 'Рождественский концерт'],
        },
      ],
    },
    {
      id: 'h7-nt-14',
      kind: 'sports: gathering vs start, entry fee with children free, registration link',
      text: `ОТКРЫТИЕ ЛЫЖНОГО СЕЗОНА 🎿❄️

13 декабря — массовый забег на Лисьей горе, дистанции 2, 5 и 10 км.
Сбор участников и выдача номеров с 10:00, старт в 11:00.
Взнос 300 ₽, дети до 14 лет — бесплатно.
Регистрация: ski-tagil.ru

Лыжный клуб «Высокая», Нижний Тагил`,
      publishedAt: '2026-12-01T11:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-13T11:00:00+05:00',
          end: null,
          price: rub(0, 300),
          place: null,
          titles: ['Открытие лыжного сезона', 'Массовый лыжный забег'],
          ticketUrl: 'https://ski-tagil.ru',
        },
      ],
    },
    {
      id: 'h7-nt-15',
      kind: 'private teacher: online master class with a duration, sign up in DMs',
      text: `Онлайн-мастер-класс по акварели «Зимний лес» 🌲🎨
3 декабря в 19:00 по Екатеринбургу, в зуме.
Длится 2 часа, рисуем вместе шаг за шагом, подойдёт новичкам.
Стоимость 700 ₽. Список материалов и ссылку пришлю после оплаты — подробности в лс 💌`,
      publishedAt: '2026-11-25T20:30:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-03T19:00:00+05:00',
          end: '2026-12-03T21:00:00+05:00',
          price: rub(700),
          place: null,
          titles: ['Зимний лес', 'Онлайн-мастер-класс по акварели «Зимний лес»'],
        },
      ],
    },
    {
      id: 'h7-nt-16',
      kind: 'street-food festival over three days with daily hours, on a square outside the catalogue',
      text: `🔥 ФЕСТИВАЛЬ УЛИЧНОЙ ЕДЫ «ТАГИЛЬСКАЯ ЗИМА» 🔥
18–20 декабря, Театральная площадь
Ежедневно с 12:00 до 21:00
Шашлык, глинтвейн, пельмени на огне, ярмарка и живая музыка
Вход свободный!
#тагильскаязима #нижнийтагил`,
      publishedAt: '2026-12-08T10:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-18T12:00:00+05:00',
          end: '2026-12-20T21:00:00+05:00',
          price: FREE,
          place: null,
          titles: ['Тагильская зима', 'Фестиваль уличной еды «Тагильская зима»'],
        },
      ],
    },
    {
      id: 'h7-nt-17',
      kind: '«в эту субботу», till the last guest, no name',
      text: `В эту субботу в Колбе — вечер виниловых пластинок с Димой Шаровым 💿
С 19:00 и до последнего гостя. Вход свободный, можно приносить свои пластинки!`,
      publishedAt: '2026-12-02T17:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-05T19:00:00+05:00',
          end: null,
          price: FREE,
          place: 'h7-nt-kolba',
          titles: ['Вечер виниловых пластинок', 'Вечер винила с Димой Шаровым'],
        },
      ],
    },
    {
      id: 'h7-nt-18',
      kind: 'university debate club, weekday disagrees with the date, room at a bare address outside the catalogue',
      text: `Дебат-клуб НТИ УрФУ 🗣
Тема вечера: «Нужен ли Тагилу трамвай?»
Когда: в среду, 10 декабря, 18:00
Где: ауд. 214, ул. Красногвардейская, 59
Вход свободный для всех, не только для студентов. Можно просто посмотреть и поболеть!`,
      publishedAt: '2026-12-03T12:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-10T18:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Нужен ли Тагилу трамвай?', 'Дебаты «Нужен ли Тагилу трамвай?»'],
        },
      ],
    },
    {
      id: 'h7-nt-19',
      kind: 'Telegram digest, each line with its own date, venue names in cases',
      text: `Афиша Тагила на неделю ⬇️

▪️1.12 (вт) — лекция «Как слушать джаз» в ЦГБ, 18:30, бесплатно
▪️3.12 (чт) — кинопоказ и обсуждение фильма «Брат» в Почте, 19:00, 300р (чай включён)
▪️4.12 (пт) — Tagil Blues Band в Колбе, 21:00, 500р
▪️6.12 (вс) — Ярмарка мастеров в музее ИЗО, 11:00–16:00, вход по билету в музей 250р

Подробности в источниках 👆`,
      publishedAt: '2026-11-29T19:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-01T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'h7-nt-biblio',
          titles: ['Как слушать джаз', 'Лекция «Как слушать джаз»'],
        },
        {
          start: '2026-12-03T19:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'h7-nt-pochta',
          titles: ['Брат', 'Кинопоказ и обсуждение фильма «Брат»', 'Кинопоказ «Брат»'],
        },
        {
          start: '2026-12-04T21:00:00+05:00',
          end: null,
          price: rub(500),
          place: 'h7-nt-kolba',
          titles: ['Tagil Blues Band', 'Концерт Tagil Blues Band'],
        },
        {
          start: '2026-12-06T11:00:00+05:00',
          end: '2026-12-06T16:00:00+05:00',
          price: rub(250),
          place: 'h7-nt-muzey',
          titles: ['Ярмарка мастеров'],
        },
      ],
    },
    {
      id: 'h7-nt-20',
      kind: 'philharmonic month programme: unquoted and quoted names, one show twice a day, toddlers free',
      text: `Нижнетагильская филармония — афиша декабря ❄️

12 декабря, суббота, 18:00
Симфонический оркестр. П. И. Чайковский — сюита из балета «Щелкунчик»
Билеты 600–1400 ₽

19 декабря, суббота, 18:00
Ural Swing Band. Новогодний джаз
Билеты 500–1200 ₽

26 декабря, суббота, 12:00 и 15:00
Новогодняя сказка для детей «Щелкунчик и Мышиный король»
Билет 400 ₽, дети до 3 лет — бесплатно

Билеты: filarmonia-nt.ru и в кассе (ул. Островского, 5)`,
      publishedAt: '2026-11-30T10:00:00+05:00',
      timeZone: NT,
      events: [
        {
          start: '2026-12-12T18:00:00+05:00',
          end: null,
          price: rub(600, 1400),
          place: 'h7-nt-filarmonia',
          titles: ['Чайковский — сюита из балета «Щелкунчик»', 'Сюита из балета «Щелкунчик»', 'Щелкунчик'],
          ticketUrl: 'https://filarmonia-nt.ru',
        },
        {
          start: '2026-12-19T18:00:00+05:00',
          end: null,
          price: rub(500, 1200),
          place: 'h7-nt-filarmonia',
          titles: ['Новогодний джаз', 'Ural Swing Band. Новогодний джаз', 'Ural Swing Band'],
          ticketUrl: 'https://filarmonia-nt.ru',
        },
        {
          start: '2026-12-26T12:00:00+05:00',
          end: null,
          price: rub(0, 400),
          place: 'h7-nt-filarmonia',
          titles: ['Щелкунчик и Мышиный король', 'Новогодняя сказка «Щелкунчик и Мышиный король»'],
          ticketUrl: 'https://filarmonia-nt.ru',
        },
        {
          start: '2026-12-26T15:00:00+05:00',
          end: null,
          price: rub(0, 400),
          place: 'h7-nt-filarmonia',
          titles: ['Щелкунчик и Мышиный король', 'Новогодняя сказка «Щелкунчик и Мышиный король»'],
          ticketUrl: 'https://filarmonia-nt.ru',
        },
      ],
    },

    // ——— Саранск ———
    {
      id: 'h7-sar-01',
      kind: 'bar weekly schedule: free karaoke, quiz prize not a price, hat, ladies free before 23:00',
      text: `Лампа | неделя 2–8 ноября 💡

вт 3.11 — караоке-вечер, 20:00, вход free
ср 4.11 — квиз «Ламповый», 19:00, 250 р/чел, приз — сертификат на 3000 в бар 🏆
пт 6.11 — акустика: Саша Ветров, 20:30, вход свободный, шляпа по кругу 🎩
сб 7.11 — вечеринка «Назад в нулевые», 22:00, вход 300, девушкам до 23:00 бесплатно

Большевистская, 60 · 18+`,
      publishedAt: '2026-11-02T13:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-03T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-lampa',
          titles: ['Караоке-вечер', 'Караоке'],
        },
        {
          start: '2026-11-04T19:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'h7-sar-lampa',
          titles: ['Ламповый', 'Квиз «Ламповый»'],
        },
        {
          start: '2026-11-06T20:30:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'h7-sar-lampa',
          titles: ['Акустический концерт Саши Ветрова', 'Саша Ветров'],
        },
        {
          start: '2026-11-07T22:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'h7-sar-lampa',
          titles: ['Назад в нулевые', 'Вечеринка «Назад в нулевые»'],
        },
      ],
    },
    {
      id: 'h7-sar-02',
      kind: 'theatre repertoire: the same play on two days, a children show twice a day, one price range',
      text: `Саранский драматический театр. Афиша 11–15 ноября 🎭

11.11 (ср) 18:30 «Ревизор» 12+
12.11 (чт) 18:30 «Ревизор» 12+
14.11 (сб) 11:00, 14:00 «Снежная королева» 6+
15.11 (вс) 17:00 «Любовь и голуби» 12+ — ПРЕМЬЕРА!

Стоимость билетов: от 300 до 800 рублей.
Касса: ул. Коммунистическая, 35. Онлайн: sardrama.ru`,
      publishedAt: '2026-11-06T10:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-11T18:30:00+03:00',
          end: null,
          price: rub(300, 800),
          place: 'h7-sar-drama',
          titles: ['Ревизор'],
          ticketUrl: 'https://sardrama.ru',
        },
        {
          start: '2026-11-12T18:30:00+03:00',
          end: null,
          price: rub(300, 800),
          place: 'h7-sar-drama',
          titles: ['Ревизор'],
          ticketUrl: 'https://sardrama.ru',
        },
        {
          start: '2026-11-14T11:00:00+03:00',
          end: null,
          price: rub(300, 800),
          place: 'h7-sar-drama',
          titles: ['Снежная королева'],
          ticketUrl: 'https://sardrama.ru',
        },
        {
          start: '2026-11-14T14:00:00+03:00',
          end: null,
          price: rub(300, 800),
          place: 'h7-sar-drama',
          titles: ['Снежная королева'],
          ticketUrl: 'https://sardrama.ru',
        },
        {
          start: '2026-11-15T17:00:00+03:00',
          end: null,
          price: rub(300, 800),
          place: 'h7-sar-drama',
          titles: ['Любовь и голуби'],
          ticketUrl: 'https://sardrama.ru',
        },
      ],
    },
    {
      id: 'h7-sar-03',
      kind: 'one line, «сегодня», short venue name in a case, no name',
      text: 'Сегодня в Подвале панк-сейшн, 19:00, 200 р. Приходите!!',
      publishedAt: '2026-11-13T12:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-13T19:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'h7-sar-podval',
          titles: ['Панк-сейшн'],
        },
      ],
    },
    {
      id: 'h7-sar-04',
      kind: 'sports match, free entry, unquoted team names in the title',
      text: `🏑 Хоккей с мячом, Высшая лига
«Саранск» — «Мурман»
5 декабря, стадион «Юность», начало в 14:00
Вход свободный! Одевайтесь теплее и приходите болеть за наших 💪
#хоккейсмячом #саранск`,
      publishedAt: '2026-11-28T15:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-05T14:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-yunost',
          titles: ['Саранск — Мурман', 'Хоккей с мячом: Саранск — Мурман'],
        },
      ],
    },
    {
      id: 'h7-sar-05',
      kind: 'book presentation: free with registration, the book on sale is not a price',
      text: `Книжный «Переплёт» 🔖

Презентация книги Ольги Кирдяшкиной «Мордовские сказки для взрослых» — в четверг, 19 ноября, в 18:30.
Автор почитает отрывки, ответит на вопросы и подпишет книги.
Вход свободный по регистрации: perepl.ru/reg
Книгу можно будет купить на месте за 850 ₽.`,
      publishedAt: '2026-11-12T17:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-19T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-kniga',
          titles: [
            'Презентация книги «Мордовские сказки для взрослых»',
            'Мордовские сказки для взрослых',
            'Презентация книги Ольги Кирдяшкиной',
          ],
          ticketUrl: 'https://perepl.ru/reg',
        },
      ],
    },
    {
      id: 'h7-sar-06',
      kind: 'philharmonic: no proper name, three price categories, duration with intermission',
      text: `Мордовская государственная филармония
27 ноября, 18:30

Юбилейный концерт ансамбля песни и танца «Умарина» 🎶
Продолжительность — 2 часа с антрактом.

Билеты: 1 категория — 1200 ₽, 2 категория — 900 ₽, 3 категория — 600 ₽.
Можно по Пушкинской карте ✔️`,
      publishedAt: '2026-11-10T10:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-27T18:30:00+03:00',
          end: '2026-11-27T20:30:00+03:00',
          price: rub(600, 1200),
          place: 'h7-sar-filarmonia',
          titles: ['Юбилейный концерт ансамбля «Умарина»', 'Концерт ансамбля «Умарина»', 'Умарина'],
        },
      ],
    },
    {
      id: 'h7-sar-07',
      kind: 'weekend digest, each line with its date: exhibition range without hours, doors vs start',
      text: `🔥 ВЫХОДНЫЕ В САРАНСКЕ 🔥

• пт 20.11 — стендап, открытый микрофон в баре Лампа, 19:30, вход 200
• с 21.11 по 10.01 — выставка «Эрзя: дерево и бронза» в галерее Эрзя-Арт, вход свободный
• сб 21.11 — рок-концерт «Мокша-рок» в Подвале 13, двери 18:00, начало 19:00, 400 предпродажа / 500 в день концерта
• вс 22.11 — забег «Пушкинская миля» в парке Пушкина, старт 10:00, участие бесплатное

кидайте друзьям 👇`,
      publishedAt: '2026-11-19T18:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-20T19:30:00+03:00',
          end: null,
          price: rub(200),
          place: 'h7-sar-lampa',
          titles: ['Открытый микрофон', 'Стендап, открытый микрофон', 'Стендап'],
        },
        {
          start: '2026-11-21',
          end: '2027-01-10',
          price: FREE,
          place: 'h7-sar-galereya',
          titles: ['Эрзя: дерево и бронза', 'Выставка «Эрзя: дерево и бронза»'],
        },
        {
          start: '2026-11-21T19:00:00+03:00',
          end: null,
          price: rub(400, 500),
          place: 'h7-sar-podval',
          titles: ['Мокша-рок', 'Рок-концерт «Мокша-рок»'],
        },
        {
          start: '2026-11-22T10:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-park',
          titles: ['Пушкинская миля', 'Забег «Пушкинская миля»'],
        },
      ],
    },
    {
      id: 'h7-sar-08',
      kind: 'film festival with separately named screenings, a programme with a length, students cheaper',
      text: `🎞 «ФИННО-УГОРСКИЙ ЭКРАН» — 3 дня, 6 показов, кинотеатр «Октябрь»

Пт 4 декабря
19:00 — «Тёмная вода» (Финляндия, 2024)

Сб 5 декабря
16:00 — «Малая родина» (Эстония)
19:00 — «Песня оленевода» (Венгрия)

Вс 6 декабря
13:00 — короткий метр: мордовские режиссёры (программа 90 мин)
16:00 — «Сосны на ветру» (Марий Эл)
19:00 — «Последний паром» (Финляндия)

Билет на сеанс — 250 ₽, студентам — 150 ₽.
Билеты в кассе и на kino-oktyabr.ru`,
      publishedAt: '2026-11-20T12:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'h7-sar-oktyabr',
          titles: ['Тёмная вода'],
          ticketUrl: 'https://kino-oktyabr.ru',
        },
        {
          start: '2026-12-05T16:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'h7-sar-oktyabr',
          titles: ['Малая родина'],
          ticketUrl: 'https://kino-oktyabr.ru',
        },
        {
          start: '2026-12-05T19:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'h7-sar-oktyabr',
          titles: ['Песня оленевода'],
          ticketUrl: 'https://kino-oktyabr.ru',
        },
        {
          start: '2026-12-06T13:00:00+03:00',
          end: '2026-12-06T14:30:00+03:00',
          price: rub(150, 250),
          place: 'h7-sar-oktyabr',
          titles: ['Короткий метр: мордовские режиссёры', 'Программа короткого метра мордовских режиссёров'],
          ticketUrl: 'https://kino-oktyabr.ru',
        },
        {
          start: '2026-12-06T16:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'h7-sar-oktyabr',
          titles: ['Сосны на ветру'],
          ticketUrl: 'https://kino-oktyabr.ru',
        },
        {
          start: '2026-12-06T19:00:00+03:00',
          end: null,
          price: rub(150, 250),
          place: 'h7-sar-oktyabr',
          titles: ['Последний паром'],
          ticketUrl: 'https://kino-oktyabr.ru',
        },
      ],
    },
    {
      id: 'h7-sar-09',
      kind: 'postponement of a lecture in a book shop',
      text: `⚠️ Перенос!
Лекция «Мокша и эрзя: два языка одного народа» в книжном «Переплёт» переносится с 26 ноября на 3 декабря (чт), 19:00.
Вход по-прежнему свободный. Простите за неудобства 🙏`,
      publishedAt: '2026-11-24T14:00:00+03:00',
      timeZone: SAR,
      postponed: true,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-kniga',
          titles: ['Мокша и эрзя: два языка одного народа', 'Лекция «Мокша и эрзя: два языка одного народа»'],
        },
      ],
    },
    {
      id: 'h7-sar-10',
      kind: 'private teacher: free trial lesson, monthly pass not a price, studio outside the catalogue',
      text: `Открытый урок по сальсе для начинающих 💃🔥
В субботу, 28.11, в 17:00
Студия «Ритм», ул. Васенко, 9, 3 этаж
Первое занятие бесплатно, дальше абонемент 3200/мес.
Пары не обязательно, партнёра найдём 😉 Пишите в лс для записи!`,
      publishedAt: '2026-11-23T21:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-28T17:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Открытый урок по сальсе', 'Открытый урок по сальсе для начинающих'],
        },
      ],
    },
    {
      id: 'h7-sar-11',
      kind: 'club concert: CAPS hook, doors vs start, promo code, door price, ticket link',
      text: `ПОДВАЛ 13 ПРЕДСТАВЛЯЕТ 🖤
пост-панк вечер «Холодная волна»: «Молчат стены» (СПб) + «Хрущёвка» (Саранск)

28 ноября (суббота)
Двери — 19:00, начало — 20:00
Билеты: 700 ₽, с промокодом ПОДВАЛ — 550 ₽, на входе — 900 ₽
👉 qtickets.ru/podval13
16+`,
      publishedAt: '2026-11-16T16:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-28T20:00:00+03:00',
          end: null,
          price: rub(550, 900),
          place: 'h7-sar-podval',
          titles: ['Холодная волна', 'Пост-панк вечер «Холодная волна»'],
          ticketUrl: 'https://qtickets.ru/podval13',
        },
      ],
    },
    {
      id: 'h7-sar-12',
      kind: 'night at a gallery with separately named events, all free',
      text: `Ночь искусств в «Эрзя-Арт» — 4 ноября 🌙

Программа:
18:00 — экскурсия «Эрзя и его дерево»
19:30 — лекция «Как смотреть скульптуру»
21:00 — концерт струнного квартета «Сура»

Вход свободный на всё! Ждём 🖼`,
      publishedAt: '2026-11-01T12:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-04T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-galereya',
          titles: ['Эрзя и его дерево', 'Экскурсия «Эрзя и его дерево»'],
        },
        {
          start: '2026-11-04T19:30:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-galereya',
          titles: ['Как смотреть скульптуру', 'Лекция «Как смотреть скульптуру»'],
        },
        {
          start: '2026-11-04T21:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-sar-galereya',
          titles: ['Концерт струнного квартета «Сура»', 'Струнный квартет «Сура»'],
        },
      ],
    },
    {
      id: 'h7-sar-13',
      kind: 'fair over a range of days without hours, free with a paid extra',
      text: `🎄 Рождественская ярмарка в Пушкинском парке — с 19 по 27 декабря!
Домики с подарками, горячий сбитень, карусель и каток.
Вход свободный, прокат коньков — 200 ₽/час.`,
      publishedAt: '2026-12-14T11:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-19',
          end: '2026-12-27',
          price: FREE,
          place: 'h7-sar-park',
          titles: ['Рождественская ярмарка'],
        },
      ],
    },
    {
      id: 'h7-sar-14',
      kind: 'university club: semi-final and final on two dates, free with a student card',
      text: `Студклуб МГУ им. Огарёва 🎭
НОВОГОДНИЙ КВН!
🔸 10 декабря — полуфинал
🔸 17 декабря — финал
Оба дня начало в 18:00, ДК университета (ул. Большевистская, 68).
Вход — 150 ₽, по студенческому бесплатно.`,
      publishedAt: '2026-12-02T15:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-10T18:00:00+03:00',
          end: null,
          price: rub(0, 150),
          place: null,
          titles: ['Новогодний КВН — полуфинал', 'Полуфинал КВН', 'Новогодний КВН'],
        },
        {
          start: '2026-12-17T18:00:00+03:00',
          end: null,
          price: rub(0, 150),
          place: null,
          titles: ['Новогодний КВН — финал', 'Финал КВН', 'Новогодний КВН'],
        },
      ],
    },
    {
      id: 'h7-sar-15',
      kind: 'band: two concerts on two days at one bar, same time and price',
      text: `Группа «Ветлуга» — два концерта в Лампе 🌊
11 и 12 декабря, начало в 20:00.
Программы разные, так что приходите оба раза 😉
Билет 600 ₽ на любой из дней.`,
      publishedAt: '2026-12-01T19:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-11T20:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'h7-sar-lampa',
          titles: ['Концерт группы «Ветлуга»', 'Ветлуга'],
        },
        {
          start: '2026-12-12T20:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'h7-sar-lampa',
          titles: ['Концерт группы «Ветлуга»', 'Ветлуга'],
        },
      ],
    },
    {
      id: 'h7-sar-16',
      kind: 'online lecture with a registration link',
      text: `📡 Онлайн-лекция «Как устроен мозг подростка»
8 декабря, 19:00 (мск)
Трансляция на YouTube-канале Национальной библиотеки им. Пушкина. Бесплатно.
Ссылка на эфир придёт после регистрации: forms.gle/mozg-podrostka`,
      publishedAt: '2026-12-04T10:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-08T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как устроен мозг подростка', 'Онлайн-лекция «Как устроен мозг подростка»'],
          ticketUrl: 'https://forms.gle/mozg-podrostka',
        },
      ],
    },
    {
      id: 'h7-sar-17',
      kind: 'band VK post: lowercase, typos, «в этот четверг», entry by donation only',
      text: `всем привет!! в этот четверг играем в лампе, начнем в 21, вход донат 🙏 приходите будет жарко
новые песни + старые хиты))
ваши Гараж 37 🤘`,
      publishedAt: '2026-12-07T22:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-10T21:00:00+03:00',
          end: null,
          price: DONATION,
          place: 'h7-sar-lampa',
          titles: ['Концерт группы «Гараж 37»', 'Гараж 37'],
        },
      ],
    },
    {
      id: 'h7-sar-18',
      kind: 'jazz festival over three days with a daily start time, day ticket and festival pass',
      text: `🎷 ДЖАЗОВЫЙ ФЕСТИВАЛЬ «САРАНСК-ДЖАЗ» 🎷
11–13 декабря, Мордовская филармония
Начало каждый день в 18:30
Хедлайнеры — квинтет Антона Дроздова (Москва) и «Волга Бэнд» (Самара)
Билет на один вечер — 900 ₽, абонемент на все 3 дня — 2000 ₽`,
      publishedAt: '2026-11-27T12:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-11T18:30:00+03:00',
          end: '2026-12-13',
          price: rub(900, 2000),
          place: 'h7-sar-filarmonia',
          titles: ['Саранск-Джаз', 'Джазовый фестиваль «Саранск-Джаз»'],
        },
      ],
    },
    {
      id: 'h7-sar-19',
      kind: 'children matinee twice a day with a duration',
      text: `Новогодний утренник для малышей в «Переплёте» 🎄
20 декабря в 11:00 и в 13:00 (два потока)
Дед Мороз, хоровод, сказка и подарок каждому!
Длительность 45 минут.
Билет 500 ₽ (ребёнок + один взрослый). Запись в сообщениях группы.`,
      publishedAt: '2026-12-09T12:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-20T11:00:00+03:00',
          end: '2026-12-20T11:45:00+03:00',
          price: rub(500),
          place: 'h7-sar-kniga',
          titles: ['Новогодний утренник для малышей', 'Новогодний утренник'],
        },
        {
          start: '2026-12-20T13:00:00+03:00',
          end: '2026-12-20T13:45:00+03:00',
          price: rub(500),
          place: 'h7-sar-kniga',
          titles: ['Новогодний утренник для малышей', 'Новогодний утренник'],
        },
      ],
    },
    {
      id: 'h7-sar-20',
      kind: 'master class at a bare address of a catalogue venue, no name',
      text: `Мастер-класс по гончарному делу 🏺
6 декабря в 15:00, ул. Полежаева 44 (вход со двора)
1500 ₽ с материалами и обжигом
Запись по тел. +7 927 000-00-00 или подробности в лс`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-06T15:00:00+03:00',
          end: null,
          price: rub(1500),
          place: 'h7-sar-kniga',
          titles: ['Мастер-класс по гончарному делу', 'Гончарный мастер-класс'],
        },
      ],
    },

    // ——— Йошкар-Ола ———
    {
      id: 'h7-yo-01',
      kind: 'opera house week: unquoted titles, separate price for the children show with a duration',
      text: `Театр оперы и балета им. Сапаева 🎭 АФИША 3–8 НОЯБРЯ

3 ноября (вт) 18:30 — Лебединое озеро, балет в 3 действиях
5 ноября (чт) 18:30 — Травиата, опера (на итальянском, с русскими субтитрами)
7 ноября (сб) 17:00 — Сильва, оперетта
8 ноября (вс) 12:00 — Кошкин дом, сказка для детей. Продолжительность 1 ч. 10 мин.

Билеты на вечерние спектакли — 500–2500 ₽, на детский — 350 ₽.
Пушкинская карта принимается. Купить: opera-mari.ru`,
      publishedAt: '2026-11-01T10:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-03T18:30:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'h7-yo-opera',
          titles: ['Лебединое озеро'],
          ticketUrl: 'https://opera-mari.ru',
        },
        {
          start: '2026-11-05T18:30:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'h7-yo-opera',
          titles: ['Травиата'],
          ticketUrl: 'https://opera-mari.ru',
        },
        {
          start: '2026-11-07T17:00:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'h7-yo-opera',
          titles: ['Сильва'],
          ticketUrl: 'https://opera-mari.ru',
        },
        {
          start: '2026-11-08T12:00:00+03:00',
          end: '2026-11-08T13:10:00+03:00',
          price: rub(350),
          place: 'h7-yo-opera',
          titles: ['Кошкин дом'],
          ticketUrl: 'https://opera-mari.ru',
        },
      ],
    },
    {
      id: 'h7-yo-02',
      kind: 'bar week: end after midnight, free for those in costume before midnight',
      text: `ШИШКА 🌲 что у нас на неделе:

ЧТ 12/11 — «Битва барменов», 20:00. вход свободный
ПТ 13/11 — кавер-бэнд «Шиповник», 21:00–00:30, вход 350
СБ 14/11 — DJ-сет Kirill Moss с 23:00 до 04:00, вход 300, до полуночи бесплатно для всех в костюмах лесных зверей 🦊

всё 18+, брони: +7 (8362) 00-00-00`,
      publishedAt: '2026-11-09T14:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-12T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-yo-shishka',
          titles: ['Битва барменов'],
        },
        {
          start: '2026-11-13T21:00:00+03:00',
          end: '2026-11-14T00:30:00+03:00',
          price: rub(350),
          place: 'h7-yo-shishka',
          titles: ['Концерт кавер-бэнда «Шиповник»', 'Шиповник'],
        },
        {
          start: '2026-11-14T23:00:00+03:00',
          end: '2026-11-15T04:00:00+03:00',
          price: rub(0, 300),
          place: 'h7-yo-shishka',
          titles: ['DJ-сет Kirill Moss', 'Kirill Moss'],
        },
      ],
    },
    {
      id: 'h7-yo-03',
      kind: 'one line, «завтра», Latin genre word, no name',
      text: 'Завтра в Бункере hardcore-сходка, 18:00, 300₽, 16+ 🤘',
      publishedAt: '2026-11-20T19:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-21T18:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h7-yo-bunker',
          titles: ['Хардкор-сходка', 'Hardcore-сходка'],
        },
      ],
    },
    {
      id: 'h7-yo-04',
      kind: 'museum exhibition into next year with opening hours, concessions, children free',
      text: `Национальный музей им. Евсеева приглашает на выставку «Марийская вышивка: код узора» 📿

🗓 с 14 ноября 2026 по 28 февраля 2027
🕙 ср–вс, 10:00–18:00
🎟 взрослые — 300 ₽, студенты и пенсионеры — 150 ₽, дети до 14 лет — бесплатно`,
      publishedAt: '2026-11-10T09:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-14T10:00:00+03:00',
          end: '2027-02-28T18:00:00+03:00',
          price: rub(0, 300),
          place: 'h7-yo-museum',
          titles: ['Марийская вышивка: код узора', 'Выставка «Марийская вышивка: код узора»'],
        },
      ],
    },
    {
      id: 'h7-yo-05',
      kind: 'philharmonic chamber evening: foyer opens before the start, duration',
      text: `Марийская филармония
Камерный вечер «Романсы при свечах» 🕯
18 ноября, начало в 19:00 (фойе открывается в 18:00)
Продолжительность 1 час 30 минут.
Билеты 700 ₽, принимаем Пушкинскую карту.`,
      publishedAt: '2026-11-11T12:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-18T19:00:00+03:00',
          end: '2026-11-18T20:30:00+03:00',
          price: rub(700),
          place: 'h7-yo-filarmonia',
          titles: ['Романсы при свечах', 'Камерный вечер «Романсы при свечах»'],
        },
      ],
    },
    {
      id: 'h7-yo-06',
      kind: 'Telegram weekend digest with day headings, place outside the catalogue, venue names in cases',
      text: `🗓 АФИША ВЫХОДНЫХ | ЙОШКАР-ОЛА

📍ПЯТНИЦА, 27.11
— Кино под пиво: «Большой Лебовски» в Шишке, 20:00, вход 200 (пиво отдельно 😅)
— Открытый микрофон для поэтов в библиотеке Чавайна, 18:00, свободный вход

📍СУББОТА, 28.11
— Маркет винтажной одежды «Барахолка» в антикафе Часы, 12:00–18:00, вход 100 р
— Концерт группы «Тёплая Трасса» (Казань) в Бункере, 20:00, 800 заранее / 1000 в день концерта

📍ВОСКРЕСЕНЬЕ, 29.11
— Мюзикл «Алые паруса» в Театре оперы и балета, 17:00, билеты 600–2000 ₽
— Лыжная гонка «Кокшага-лыжня», Сосновая роща, старт в 11:00, взнос 200 р

#йошкарола #афиша`,
      publishedAt: '2026-11-26T19:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-27T20:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'h7-yo-shishka',
          titles: ['Большой Лебовски', 'Кино под пиво: «Большой Лебовски»', 'Показ фильма «Большой Лебовски»'],
        },
        {
          start: '2026-11-27T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-yo-biblio',
          titles: ['Открытый микрофон для поэтов', 'Поэтический открытый микрофон'],
        },
        {
          start: '2026-11-28T12:00:00+03:00',
          end: '2026-11-28T18:00:00+03:00',
          price: rub(100),
          place: 'h7-yo-chasy',
          titles: ['Барахолка', 'Маркет винтажной одежды «Барахолка»'],
        },
        {
          start: '2026-11-28T20:00:00+03:00',
          end: null,
          price: rub(800, 1000),
          place: 'h7-yo-bunker',
          titles: ['Концерт группы «Тёплая Трасса»', 'Тёплая Трасса'],
        },
        {
          start: '2026-11-29T17:00:00+03:00',
          end: null,
          price: rub(600, 2000),
          place: 'h7-yo-opera',
          titles: ['Алые паруса', 'Мюзикл «Алые паруса»'],
        },
        {
          start: '2026-11-29T11:00:00+03:00',
          end: null,
          price: rub(200),
          place: null,
          titles: ['Кокшага-лыжня', 'Лыжная гонка «Кокшага-лыжня»'],
        },
      ],
    },
    {
      id: 'h7-yo-07',
      kind: 'postponement of a play, weekday with the new date, no price',
      text: `Дорогие зрители! По техническим причинам спектакль «Дядя Ваня», назначенный на 2 декабря, перенесён на 9 декабря (среда). Начало в 18:30.
Билеты действительны на новую дату.
Театр «Кремлёвский»`,
      publishedAt: '2026-11-30T11:00:00+03:00',
      timeZone: YO,
      postponed: true,
      events: [
        {
          start: '2026-12-09T18:30:00+03:00',
          end: null,
          price: null,
          place: 'h7-yo-kreml',
          titles: ['Дядя Ваня'],
        },
      ],
    },
    {
      id: 'h7-yo-08',
      kind: 'cinema sessions for one day: one film three times, another once, «от» price',
      text: `Кинотеатр «Экран» | сеансы на субботу, 5.12

«Снежная почта» (6+) — 11:00, 14:30, 18:00
«Северный ветер» (16+) — 21:00

Билеты от 250 ₽ 🍿`,
      publishedAt: '2026-12-04T09:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-05T11:00:00+03:00',
          end: null,
          price: rub(250, null),
          place: 'h7-yo-ekran',
          titles: ['Снежная почта'],
        },
        {
          start: '2026-12-05T14:30:00+03:00',
          end: null,
          price: rub(250, null),
          place: 'h7-yo-ekran',
          titles: ['Снежная почта'],
        },
        {
          start: '2026-12-05T18:00:00+03:00',
          end: null,
          price: rub(250, null),
          place: 'h7-yo-ekran',
          titles: ['Снежная почта'],
        },
        {
          start: '2026-12-05T21:00:00+03:00',
          end: null,
          price: rub(250, null),
          place: 'h7-yo-ekran',
          titles: ['Северный ветер'],
        },
      ],
    },
    {
      id: 'h7-yo-09',
      kind: 'private teacher: vocal workshop with start and end time, studio outside the catalogue',
      text: `Вокальный интенсив с Анной Пайгановой 🎤
12 декабря, 10:00–14:00
Дыхание, опора, снятие зажимов + разбор вашей песни
Студия «Голос», ул. Первомайская, 100
Стоимость 2500 ₽, мест 8. Запись — в лс ✉️`,
      publishedAt: '2026-12-01T20:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-12T10:00:00+03:00',
          end: '2026-12-12T14:00:00+03:00',
          price: rub(2500),
          place: null,
          titles: ['Вокальный интенсив', 'Вокальный интенсив с Анной Пайгановой'],
        },
      ],
    },
    {
      id: 'h7-yo-10',
      kind: 'folk festival over three days with daily hours, children free',
      text: `Зимний марийский фестиваль «Шорыкйол» ❄️
18–20 декабря в Национальном музее: мастер-классы, ряженые, народная кухня и игры.
Каждый день с 11:00 до 17:00.
Билет 200 ₽, дети — бесплатно.`,
      publishedAt: '2026-12-07T10:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-18T11:00:00+03:00',
          end: '2026-12-20T17:00:00+03:00',
          price: rub(0, 200),
          place: 'h7-yo-museum',
          titles: ['Шорыкйол', 'Фестиваль «Шорыкйол»', 'Зимний марийский фестиваль «Шорыкйол»'],
        },
      ],
    },
    {
      id: 'h7-yo-11',
      kind: 'university film club: one time for three Tuesdays, room outside the catalogue, free',
      text: `🎬 Киноклуб «Поволжский экран» (ПГТУ) — декабрьская программа

Показы по вторникам в 18:00, ауд. 314 главного корпуса (пл. Ленина, 3)
1 декабря — «Солярис» (1972)
8 декабря — «Зеркало»
15 декабря — «Андрей Рублёв»

После каждого фильма — обсуждение. Вход свободный, приходите не только студенты!`,
      publishedAt: '2026-11-28T16:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-01T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
        {
          start: '2026-12-08T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Зеркало', 'Показ фильма «Зеркало»'],
        },
        {
          start: '2026-12-15T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Андрей Рублёв', 'Показ фильма «Андрей Рублёв»'],
        },
      ],
    },
    {
      id: 'h7-yo-12',
      kind: 'anti-café game night at a bare address of a catalogue venue',
      text: `Вечер мафии 🕵️‍♂️
6 декабря, с 18:00
ул. Советская, 151
Участие 350 ₽, чай и печеньки включены. Ведущий — Артём «Дон» Ильин`,
      publishedAt: '2026-12-02T18:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-06T18:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'h7-yo-chasy',
          titles: ['Вечер мафии', 'Мафия'],
        },
      ],
    },
    {
      id: 'h7-yo-13',
      kind: 'band mini-tour: two dates, one in another city outside the catalogue',
      text: `МУРАВЕЙНИК 🐜 (это мы) едем в мини-тур по Поволжью!

12.12 — Чебоксары, клуб «Свет», 19:00
13.12 — Йошкар-Ола, Бункер, 19:00

билеты 700₽ → muraveynik.band/tour
приходите орать с нами`,
      publishedAt: '2026-11-15T12:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-12T19:00:00+03:00',
          end: null,
          price: rub(700),
          place: null,
          titles: ['Концерт группы «Муравейник»', 'Муравейник'],
          ticketUrl: 'https://muraveynik.band/tour',
        },
        {
          start: '2026-12-13T19:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'h7-yo-bunker',
          titles: ['Концерт группы «Муравейник»', 'Муравейник'],
          ticketUrl: 'https://muraveynik.band/tour',
        },
      ],
    },
    {
      id: 'h7-yo-14',
      kind: 'theatre premiere: CAPS hook, entry to the hall before the start, duration with intermission',
      text: `Театр «Кремлёвский» — ПРЕМЬЕРА! 🎭
«Гроза» А. Н. Островского
16 декабря, начало в 18:30 (вход в зрительный зал с 18:00)
Продолжительность 2 ч. 50 мин., с одним антрактом
Билеты 400–1000 ₽ — teatr-kreml.ru и в кассе театра`,
      publishedAt: '2026-12-05T11:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-16T18:30:00+03:00',
          end: '2026-12-16T21:20:00+03:00',
          price: rub(400, 1000),
          place: 'h7-yo-kreml',
          titles: ['Гроза'],
          ticketUrl: 'https://teatr-kreml.ru',
        },
      ],
    },
    {
      id: 'h7-yo-15',
      kind: 'library: meeting with a poet, nickname of the library in a case, no name',
      text: 'Встреча с поэтом Геннадием Сабанцевым в Чавайновке — 24 ноября в 17:30. Вход свободный, приносите свои стихи 📖',
      publishedAt: '2026-11-17T10:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-11-24T17:30:00+03:00',
          end: null,
          price: FREE,
          place: 'h7-yo-biblio',
          titles: ['Встреча с поэтом Геннадием Сабанцевым', 'Творческая встреча с Геннадием Сабанцевым'],
        },
      ],
    },
    {
      id: 'h7-yo-16',
      kind: 'quiz «в это воскресенье», price per team, prize not a price, registration link',
      text: `Квиз «Мозги на шишках» в это воскресенье в 18:00 в Шишке! 🧠
Команды 3–7 человек, 1500 ₽ с команды.
Приз — бочонок пива 🍺
Регистрация: vk.com/shishka_quiz`,
      publishedAt: '2026-12-08T13:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-13T18:00:00+03:00',
          end: null,
          price: rub(1500),
          place: 'h7-yo-shishka',
          titles: ['Мозги на шишках', 'Квиз «Мозги на шишках»'],
          ticketUrl: 'https://vk.com/shishka_quiz',
        },
      ],
    },
    {
      id: 'h7-yo-17',
      kind: 'philharmonic New Year concert: three performances over two days',
      text: `Новогодний бал у Штрауса 💃🎻
Марийская филармония приглашает:
25 декабря — 18:30
26 декабря — 14:00 и 18:30
Вальсы, польки и шампанское в антракте 🥂
Билеты 500–1500 ₽`,
      publishedAt: '2026-12-10T10:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-25T18:30:00+03:00',
          end: null,
          price: rub(500, 1500),
          place: 'h7-yo-filarmonia',
          titles: ['Новогодний бал у Штрауса'],
        },
        {
          start: '2026-12-26T14:00:00+03:00',
          end: null,
          price: rub(500, 1500),
          place: 'h7-yo-filarmonia',
          titles: ['Новогодний бал у Штрауса'],
        },
        {
          start: '2026-12-26T18:30:00+03:00',
          end: null,
          price: rub(500, 1500),
          place: 'h7-yo-filarmonia',
          titles: ['Новогодний бал у Штрауса'],
        },
      ],
    },
    {
      id: 'h7-yo-18',
      kind: 'anti-café weekend: materials included, entry fee beside a prize fund, per-minute stop-check',
      text: `Антикафе «Часы» ⏰ расписание на выходные 19–20 декабря

сб 14:00 — мастер-класс по ёлочным игрушкам (500 ₽ с материалами)
сб 19:00 — турнир по «Каркассону» (взнос 200 ₽, призовой фонд 5000 ₽)
вс 16:00 — новогодний киновечер «Один дома» (по тарифу антикафе: 3 ₽/мин, стоп-чек 400 ₽)`,
      publishedAt: '2026-12-14T15:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-19T14:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'h7-yo-chasy',
          titles: ['Мастер-класс по ёлочным игрушкам'],
        },
        {
          start: '2026-12-19T19:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'h7-yo-chasy',
          titles: ['Турнир по «Каркассону»', 'Турнир по Каркассону'],
        },
        {
          start: '2026-12-20T16:00:00+03:00',
          end: null,
          price: rub(null, 400),
          place: 'h7-yo-chasy',
          titles: ['Один дома', 'Новогодний киновечер «Один дома»'],
        },
      ],
    },
    {
      id: 'h7-yo-19',
      kind: 'online lesson: free with donations welcome, length in minutes',
      text: `Прямой эфир: онлайн-урок марийского языка для начинающих 🗣
2 декабря в 19:00 по Москве, ВК Видео
Длительность 40 минут.
Бесплатно, но будем рады донату на развитие проекта 💛`,
      publishedAt: '2026-11-29T12:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-02T19:00:00+03:00',
          end: '2026-12-02T19:40:00+03:00',
          price: FREE_DONATION,
          place: null,
          titles: ['Онлайн-урок марийского языка', 'Онлайн-урок марийского языка для начинающих'],
        },
      ],
    },
    {
      id: 'h7-yo-20',
      kind: 'club party till the last guest, cheaper in costume',
      text: `ЧЁРНАЯ ЁЛКА 🎄🖤
готик-вечеринка в Бункере
19 декабря, старт 22:00, до последнего гостя
вход 400 ₽, в костюме — 200 ₽
dress code: black`,
      publishedAt: '2026-12-12T20:00:00+03:00',
      timeZone: YO,
      events: [
        {
          start: '2026-12-19T22:00:00+03:00',
          end: null,
          price: rub(200, 400),
          place: 'h7-yo-bunker',
          titles: ['Чёрная ёлка', 'Готик-вечеринка «Чёрная ёлка»'],
        },
      ],
    },

    // ——— Южно-Сахалинск ———
    {
      id: 'h7-ys-01',
      kind: 'theatre weekend: day headings, shows twice, a duration given once for a play, «от» price',
      text: `Чехов-центр • афиша 6–8 ноября

6 ноября, пятница
19:00 «Три сестры» (16+)

7 ноября, суббота
12:00 «Остров сокровищ» (6+)
18:00 «Три сестры» (16+)

8 ноября, воскресенье
12:00 «Остров сокровищ» (6+)
17:00 «Сахалинская жена» (18+)

«Три сестры» идут 2 ч 45 мин с антрактом.
Билеты от 500 ₽ — chekhov-center.ru`,
      publishedAt: '2026-11-02T10:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-06T19:00:00+11:00',
          end: '2026-11-06T21:45:00+11:00',
          price: rub(500, null),
          place: 'h7-ys-chekhov',
          titles: ['Три сестры'],
          ticketUrl: 'https://chekhov-center.ru',
        },
        {
          start: '2026-11-07T12:00:00+11:00',
          end: null,
          price: rub(500, null),
          place: 'h7-ys-chekhov',
          titles: ['Остров сокровищ'],
          ticketUrl: 'https://chekhov-center.ru',
        },
        {
          start: '2026-11-07T18:00:00+11:00',
          end: '2026-11-07T20:45:00+11:00',
          price: rub(500, null),
          place: 'h7-ys-chekhov',
          titles: ['Три сестры'],
          ticketUrl: 'https://chekhov-center.ru',
        },
        {
          start: '2026-11-08T12:00:00+11:00',
          end: null,
          price: rub(500, null),
          place: 'h7-ys-chekhov',
          titles: ['Остров сокровищ'],
          ticketUrl: 'https://chekhov-center.ru',
        },
        {
          start: '2026-11-08T17:00:00+11:00',
          end: null,
          price: rub(500, null),
          place: 'h7-ys-chekhov',
          titles: ['Сахалинская жена'],
          ticketUrl: 'https://chekhov-center.ru',
        },
      ],
    },
    {
      id: 'h7-ys-02',
      kind: 'bar week: presale/door, karaoke till 3 a.m. with deposit only',
      text: `🚨 МАЯК НА НЕДЕЛЕ 🚨

ср 11.11 → паб-квиз «Островной» 19:30 | 400₽/чел
чт 12.11 → стендап-тренировка 20:00 | вход свободный
пт 13.11 → «Крабы в шоке» (панк-рок) 21:00 | 500₽ / 700₽ в день концерта
сб 14.11 → Karaoke Night с 21:00 до 3 ночи | депозит на стол от 5000₽

Коммунистический, 30 • брони в лс`,
      publishedAt: '2026-11-09T15:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-11T19:30:00+11:00',
          end: null,
          price: rub(400),
          place: 'h7-ys-mayak',
          titles: ['Островной', 'Паб-квиз «Островной»'],
        },
        {
          start: '2026-11-12T20:00:00+11:00',
          end: null,
          price: FREE,
          place: 'h7-ys-mayak',
          titles: ['Стендап-тренировка'],
        },
        {
          start: '2026-11-13T21:00:00+11:00',
          end: null,
          price: rub(500, 700),
          place: 'h7-ys-mayak',
          titles: ['Концерт группы «Крабы в шоке»', 'Крабы в шоке'],
        },
        {
          start: '2026-11-14T21:00:00+11:00',
          end: '2026-11-15T03:00:00+11:00',
          price: null,
          place: 'h7-ys-mayak',
          titles: ['Karaoke Night', 'Караоке-вечер'],
        },
      ],
    },
    {
      id: 'h7-ys-03',
      kind: 'one line, «сегодня», cinema name in a case',
      text: 'сегодня в 19 в Комсомольце показываем «Амаркорд» на плёнке 🎞 300р',
      publishedAt: '2026-11-18T11:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-18T19:00:00+11:00',
          end: null,
          price: rub(300),
          place: 'h7-ys-komsomolets',
          titles: ['Амаркорд', 'Показ фильма «Амаркорд»'],
        },
      ],
    },
    {
      id: 'h7-ys-04',
      kind: 'hockey: two matches on two days, price range, young children free',
      text: `🏒 ХОККЕЙ | ПХК «Сахалин» — «Ангара» (Ангарск)
21 и 22 ноября, оба матча в 17:00
Ледовый дворец «Кристалл»
Билеты 200–600 ₽, дети до 7 лет — бесплатно
Поддержим наших! 🔥`,
      publishedAt: '2026-11-14T12:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-21T17:00:00+11:00',
          end: null,
          price: rub(0, 600),
          place: 'h7-ys-kristall',
          titles: ['Сахалин — Ангара', 'Хоккей: Сахалин — Ангара'],
        },
        {
          start: '2026-11-22T17:00:00+11:00',
          end: null,
          price: rub(0, 600),
          place: 'h7-ys-kristall',
          titles: ['Сахалин — Ангара', 'Хоккей: Сахалин — Ангара'],
        },
      ],
    },
    {
      id: 'h7-ys-05',
      kind: 'philharmonic recital without a proper name, duration with intermission, price range',
      text: `Сахалинская филармония
25 ноября, 19:00
Пианист Артём Ледовских. Рахманинов, Скрябин 🎹
Продолжительность 1 ч 50 мин с антрактом
Билеты 1500–4000 ₽`,
      publishedAt: '2026-11-15T09:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-25T19:00:00+11:00',
          end: '2026-11-25T20:50:00+11:00',
          price: rub(1500, 4000),
          place: 'h7-ys-filarmonia',
          titles: ['Концерт пианиста Артёма Ледовских', 'Артём Ледовских. Рахманинов, Скрябин'],
        },
      ],
    },
    {
      id: 'h7-ys-06',
      kind: 'digest, each line with its date: museum ticket, flat concert at an undisclosed address, book swap',
      text: `Куда пойти на этой неделе 👇

20.11, пт — вечеринка «Вулкан» в клубе Туман, 23:00, 500 / 700 на входе
21.11, сб — лекция «Айны: народ, которого почти не стало» в краеведческом музее, 15:00, вход по билету в музей (200 ₽)
21.11, сб — квартирник Лены Сопкиной, 19:00, 1000 ₽ (адрес после регистрации)
22.11, вс — книжный обмен в «Острове», 12:00–15:00, бесплатно

#афиша #южносахалинск`,
      publishedAt: '2026-11-19T20:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-20T23:00:00+11:00',
          end: null,
          price: rub(500, 700),
          place: 'h7-ys-tuman',
          titles: ['Вулкан', 'Вечеринка «Вулкан»'],
        },
        {
          start: '2026-11-21T15:00:00+11:00',
          end: null,
          price: rub(200),
          place: 'h7-ys-muzey',
          titles: ['Айны: народ, которого почти не стало', 'Лекция «Айны: народ, которого почти не стало»'],
        },
        {
          start: '2026-11-21T19:00:00+11:00',
          end: null,
          price: rub(1000),
          place: null,
          titles: ['Квартирник Лены Сопкиной'],
        },
        {
          start: '2026-11-22T12:00:00+11:00',
          end: '2026-11-22T15:00:00+11:00',
          price: FREE,
          place: 'h7-ys-ostrov',
          titles: ['Книжный обмен'],
        },
      ],
    },
    {
      id: 'h7-ys-07',
      kind: 'exhibition over a date range without hours, school children cheaper',
      text: `В краеведческом с 1 декабря по 31 января — выставка японских гравюр «Укиё-э: мир плывущий» из частной коллекции 🌊🗻
Билет 350 ₽, школьники — 150 ₽.`,
      publishedAt: '2026-11-24T10:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-01',
          end: '2027-01-31',
          price: rub(150, 350),
          place: 'h7-ys-muzey',
          titles: ['Укиё-э: мир плывущий', 'Выставка японских гравюр «Укиё-э: мир плывущий»'],
        },
      ],
    },
    {
      id: 'h7-ys-08',
      kind: 'postponement of a club concert because of a cyclone',
      text: `❗️ПЕРЕНОС❗️
Концерт Ани Стрелец в клубе «Туман» переносится на 10 декабря — из-за циклона 😢
Начало в 20:00. Билеты остаются в силе, для новых — 1200 ₽.`,
      publishedAt: '2026-11-27T13:00:00+11:00',
      timeZone: YS,
      postponed: true,
      events: [
        {
          start: '2026-12-10T20:00:00+11:00',
          end: null,
          price: rub(1200),
          place: 'h7-ys-tuman',
          titles: ['Концерт Ани Стрелец', 'Аня Стрелец'],
        },
      ],
    },
    {
      id: 'h7-ys-09',
      kind: 'park: opening of the New Year tree, free, no quoted name',
      text: `Открытие главной новогодней ёлки в парке Гагарина 🎄✨
19 декабря в 17:00!
Концерт, Дед Мороз со Снегурочкой, хороводы и фейерверк.
Вход свободный.`,
      publishedAt: '2026-12-14T10:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-19T17:00:00+11:00',
          end: null,
          price: FREE,
          place: 'h7-ys-park',
          titles: ['Открытие главной новогодней ёлки', 'Открытие новогодней ёлки'],
        },
      ],
    },
    {
      id: 'h7-ys-10',
      kind: 'private teacher: online lecture in local time with Moscow time beside, payment link',
      text: `Онлайн-лекция «Иероглифы без страха» 🈶
3 декабря, 20:00 по сахалинскому времени (12:00 мск)
Расскажу, как запоминать кандзи и не сойти с ума.
Стоимость участия — 500 ₽, оплата: lingvo-sakh.ru/pay`,
      publishedAt: '2026-11-30T18:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-03T20:00:00+11:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Иероглифы без страха', 'Онлайн-лекция «Иероглифы без страха»'],
          ticketUrl: 'https://lingvo-sakh.ru/pay',
        },
      ],
    },
    {
      id: 'h7-ys-11',
      kind: 'film festival over four days with a daily start time, free by registration',
      text: `Фестиваль авторского кино «Край света» 🎬
10–13 декабря, кинотеатр «Комсомолец»
Показы каждый день с 18:00
Вход свободный по регистрации на krai-sveta.ru`,
      publishedAt: '2026-12-01T12:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-10T18:00:00+11:00',
          end: '2026-12-13',
          price: FREE,
          place: 'h7-ys-komsomolets',
          titles: ['Край света', 'Фестиваль авторского кино «Край света»'],
          ticketUrl: 'https://krai-sveta.ru',
        },
      ],
    },
    {
      id: 'h7-ys-12',
      kind: 'two-day club festival with separately named nights and prices',
      text: `ФЕСТИВАЛЬ «ОСТРОВНОЙ ЗВУК» 🌊 2 ДНЯ В «ТУМАНЕ»

4 декабря (пт) — электронная ночь «Прилив», 22:00, 600 ₽
5 декабря (сб) — рок-вечер «Отлив», 19:00, 800 ₽

18+`,
      publishedAt: '2026-11-22T14:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-04T22:00:00+11:00',
          end: null,
          price: rub(600),
          place: 'h7-ys-tuman',
          titles: ['Прилив', 'Электронная ночь «Прилив»'],
        },
        {
          start: '2026-12-05T19:00:00+11:00',
          end: null,
          price: rub(800),
          place: 'h7-ys-tuman',
          titles: ['Отлив', 'Рок-вечер «Отлив»'],
        },
      ],
    },
    {
      id: 'h7-ys-13',
      kind: 'cathedral choir concert by donation only, place outside the catalogue',
      text: `Кафедральный собор Воскресения Христова приглашает на концерт детского хора «Радость» 🕊
27 декабря в 15:00
Вход — за пожертвование.`,
      publishedAt: '2026-12-12T10:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-27T15:00:00+11:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Концерт детского хора «Радость»', 'Детский хор «Радость»'],
        },
      ],
    },
    {
      id: 'h7-ys-14',
      kind: 'costume run: start pack collection vs start, two distances, children free, registration link',
      text: `Новогодний забег Дедов Морозов 🎅🏃
27 декабря, парк Гагарина
Выдача стартовых пакетов с 10:30, старт в 12:00
Дистанции 3 и 10 км. Взнос 800 ₽ (3 км) / 1200 ₽ (10 км), дети до 12 лет — бесплатно
Регистрация: russiarunning.com/event/ded-sakh`,
      publishedAt: '2026-12-05T12:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-27T12:00:00+11:00',
          end: null,
          price: rub(0, 1200),
          place: 'h7-ys-park',
          titles: ['Новогодний забег Дедов Морозов', 'Забег Дедов Морозов'],
          ticketUrl: 'https://russiarunning.com/event/ded-sakh',
        },
      ],
    },
    {
      id: 'h7-ys-15',
      kind: 'book club «в этот четверг», free',
      text: `Книжный клуб в «Острове» 📖
В этот четверг в 19:00 обсуждаем «Остров Сахалин» Чехова.
Участие бесплатное, приходите даже если не дочитали 🙂`,
      publishedAt: '2026-12-07T18:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-10T19:00:00+11:00',
          end: null,
          price: FREE,
          place: 'h7-ys-ostrov',
          titles: ['Книжный клуб', 'Книжный клуб: «Остров Сахалин»', 'Обсуждение книги «Остров Сахалин»'],
        },
      ],
    },
    {
      id: 'h7-ys-16',
      kind: 'cinema sessions over a weekend, price by session time',
      text: `Комсомолец | сеансы 19–20 декабря 🍿

«Зимний лис» (6+) — сб 11:00, 14:00; вс 11:00
«Дальний рейс» (16+) — сб и вс 19:30

Сеансы до 17:00 — 300 ₽, после — 450 ₽`,
      publishedAt: '2026-12-17T10:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-19T11:00:00+11:00',
          end: null,
          price: rub(300),
          place: 'h7-ys-komsomolets',
          titles: ['Зимний лис'],
        },
        {
          start: '2026-12-19T14:00:00+11:00',
          end: null,
          price: rub(300),
          place: 'h7-ys-komsomolets',
          titles: ['Зимний лис'],
        },
        {
          start: '2026-12-20T11:00:00+11:00',
          end: null,
          price: rub(300),
          place: 'h7-ys-komsomolets',
          titles: ['Зимний лис'],
        },
        {
          start: '2026-12-19T19:30:00+11:00',
          end: null,
          price: rub(450),
          place: 'h7-ys-komsomolets',
          titles: ['Дальний рейс'],
        },
        {
          start: '2026-12-20T19:30:00+11:00',
          end: null,
          price: rub(450),
          place: 'h7-ys-komsomolets',
          titles: ['Дальний рейс'],
        },
      ],
    },
    {
      id: 'h7-ys-17',
      kind: 'New Year night in a club across midnight, two ticket kinds',
      text: `НОВОГОДНЯЯ НОЧЬ В ТУМАНЕ 🥂
31.12 → 1.01, с 23:00 до 6:00
Вход 2500 ₽, с фуршетом — 4500 ₽
Бронь и подробности в лс`,
      publishedAt: '2026-12-15T12:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-31T23:00:00+11:00',
          end: '2027-01-01T06:00:00+11:00',
          price: rub(2500, 4500),
          place: 'h7-ys-tuman',
          titles: ['Новогодняя ночь в Тумане', 'Новогодняя ночь', 'Новогодняя вечеринка'],
        },
      ],
    },
    {
      id: 'h7-ys-18',
      kind: 'philharmonic lecture-concert series: three dates, season ticket beside a single ticket',
      text: `Цикл лекций-концертов «Музыка и море» 🌊🎼
Малый зал филармонии, начало в 16:00

29 ноября — «Дебюсси. Море»
13 декабря — «Римский-Корсаков. Шехеразада»
20 декабря — «Бриттен. Морские интерлюдии»

Билет 400 ₽, абонемент на весь цикл — 1000 ₽`,
      publishedAt: '2026-11-20T10:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-29T16:00:00+11:00',
          end: null,
          price: rub(400),
          place: 'h7-ys-filarmonia',
          titles: ['Дебюсси. Море', 'Лекция-концерт «Дебюсси. Море»'],
        },
        {
          start: '2026-12-13T16:00:00+11:00',
          end: null,
          price: rub(400),
          place: 'h7-ys-filarmonia',
          titles: ['Римский-Корсаков. Шехеразада', 'Лекция-концерт «Римский-Корсаков. Шехеразада»'],
        },
        {
          start: '2026-12-20T16:00:00+11:00',
          end: null,
          price: rub(400),
          place: 'h7-ys-filarmonia',
          titles: ['Бриттен. Морские интерлюдии', 'Лекция-концерт «Бриттен. Морские интерлюдии»'],
        },
      ],
    },
    {
      id: 'h7-ys-19',
      kind: 'painting class: lowercase, weekday with a day number, bare address of a catalogue bar, end time',
      text: `рисуем маслом ночной порт 🌊🎨 в субботу 28го, с 14 до 17, Коммунистический пр 30
все материалы включены, 2000р. пишите в лс`,
      publishedAt: '2026-11-23T19:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-11-28T14:00:00+11:00',
          end: '2026-11-28T17:00:00+11:00',
          price: rub(2000),
          place: 'h7-ys-mayak',
          titles: ['Мастер-класс по живописи маслом', 'Рисуем маслом ночной порт'],
        },
      ],
    },
    {
      id: 'h7-ys-20',
      kind: 'ice show twice a day with a duration including intermission',
      text: `Ледовое шоу «Морская сказка» ⛸🐙
26 декабря в 13:00 и 17:00
ЛД «Кристалл»
Продолжительность 1 час 30 минут с антрактом
Билеты 700–2500 ₽`,
      publishedAt: '2026-12-10T12:00:00+11:00',
      timeZone: YS,
      events: [
        {
          start: '2026-12-26T13:00:00+11:00',
          end: '2026-12-26T14:30:00+11:00',
          price: rub(700, 2500),
          place: 'h7-ys-kristall',
          titles: ['Морская сказка', 'Ледовое шоу «Морская сказка»'],
        },
        {
          start: '2026-12-26T17:00:00+11:00',
          end: '2026-12-26T18:30:00+11:00',
          price: rub(700, 2500),
          place: 'h7-ys-kristall',
          titles: ['Морская сказка', 'Ледовое шоу «Морская сказка»'],
        },
      ],
    },
  ],
};
