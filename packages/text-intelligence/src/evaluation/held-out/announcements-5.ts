// A fifth held-out set of announcements (Ижевск, Пенза, Астрахань, Улан-Удэ), written from the labelling guide alone, without sight of the reader or its sets.
// Only for measuring: never tune rules on it.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const IZH = 'Europe/Samara';
const PNZ = 'Europe/Moscow';
const AST = 'Europe/Astrakhan';
const UUD = 'Asia/Irkutsk';

export const HELD_OUT_5: AnnouncementSet = {
  places: [
    // Ижевск
    {
      id: 'h5-izh-phil',
      name: 'Удмуртская государственная филармония',
      aliases: ['филармония', 'Удмуртская филармония'],
      address: 'Ижевск, улица Пушкинская, 215',
    },
    { id: 'h5-izh-ognivo', name: 'Театр «Огниво»', aliases: ['Огниво'], address: 'Ижевск, улица Советская, 10' },
    {
      id: 'h5-izh-shesterenka',
      name: 'Бар «Шестерёнка»',
      aliases: ['Шестерёнка', 'Шестеренка'],
      address: 'Ижевск, улица Карла Маркса, 244',
    },
    {
      id: 'h5-izh-kislorod',
      name: 'Клуб «Кислород»',
      aliases: ['Кислород', 'Kislorod'],
      address: 'Ижевск, улица Удмуртская, 255',
    },
    { id: 'h5-izh-luch', name: 'Кинотеатр «Луч»', aliases: ['Луч'], address: 'Ижевск, улица Горького, 79' },
    {
      id: 'h5-izh-kremen',
      name: 'Музейно-выставочный центр «Кремень»',
      aliases: ['Кремень', 'МВЦ «Кремень»'],
      address: 'Ижевск, улица Бородина, 14',
    },
    {
      id: 'h5-izh-beresta',
      name: 'Библиотека «Берёста»',
      aliases: ['Берёста', 'Береста'],
      address: 'Ижевск, улица Ленина, 30',
    },
    {
      id: 'h5-izh-chasovshchik',
      name: 'Антикафе «Часовщик»',
      aliases: ['Часовщик'],
      address: 'Ижевск, улица Пастухова, 45',
    },
    { id: 'h5-izh-molot', name: 'Арена «Молот»', aliases: ['Молот'], address: 'Ижевск, улица Ленина, 112' },
    // Пенза
    { id: 'h5-pnz-zerkalo', name: 'Театр «Зеркало»', aliases: ['Зеркало'], address: 'Пенза, улица Московская, 37' },
    { id: 'h5-pnz-phil', name: 'Пензенская филармония', aliases: ['филармония'], address: 'Пенза, улица Кирова, 55' },
    {
      id: 'h5-pnz-lis',
      name: 'Паб «Рыжий лис»',
      aliases: ['Рыжий лис', 'Лис'],
      address: 'Пенза, улица Володарского, 9',
    },
    { id: 'h5-pnz-fonar', name: 'Клуб «Фонарь»', aliases: ['Фонарь'], address: 'Пенза, улица Суворова, 111' },
    { id: 'h5-pnz-polden', name: 'Кинотеатр «Полдень»', aliases: ['Полдень'], address: 'Пенза, проспект Победы, 20' },
    {
      id: 'h5-pnz-pereplet',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет'],
      address: 'Пенза, улица Горького, 12',
    },
    { id: 'h5-pnz-okhra', name: 'Галерея «Охра»', aliases: ['Охра'], address: 'Пенза, улица Советская, 5' },
    {
      id: 'h5-pnz-klenovy',
      name: 'Парк «Кленовый»',
      aliases: ['Кленовый парк'],
      address: 'Пенза, улица Лермонтова, 1',
    },
    { id: 'h5-pnz-temp', name: 'Стадион «Темп»', aliases: ['Темп'], address: 'Пенза, улица Захарова, 3' },
    // Астрахань
    { id: 'h5-ast-delta', name: 'Театр «Дельта»', aliases: ['Дельта'], address: 'Астрахань, улица Советская, 16' },
    {
      id: 'h5-ast-phil',
      name: 'Астраханская филармония',
      aliases: ['филармония'],
      address: 'Астрахань, улица Молодой Гвардии, 4',
    },
    { id: 'h5-ast-sazan', name: 'Бар «Сазан»', aliases: ['Сазан'], address: 'Астрахань, улица Кирова, 40' },
    { id: 'h5-ast-mayak', name: 'Клуб «Маяк»', aliases: ['Маяк'], address: 'Астрахань, улица Свердлова, 61' },
    { id: 'h5-ast-kutum', name: 'Кинотеатр «Кутум»', aliases: ['Кутум'], address: 'Астрахань, улица Урицкого, 8' },
    {
      id: 'h5-ast-pristan',
      name: 'Музей «Соляная пристань»',
      aliases: ['Соляная пристань'],
      address: 'Астрахань, набережная Приволжского Затона, 11',
    },
    { id: 'h5-ast-lotos', name: 'Антикафе «Лотос»', aliases: ['Лотос'], address: 'Астрахань, улица Никольская, 7' },
    { id: 'h5-ast-kamysh', name: 'Библиотека «Камыш»', aliases: ['Камыш'], address: 'Астрахань, улица Ленина, 20' },
    // Улан-Удэ
    {
      id: 'h5-uud-seseg',
      name: 'Молодёжный театр «Сэсэг»',
      aliases: ['Сэсэг'],
      address: 'Улан-Удэ, улица Ленина, 46',
    },
    {
      id: 'h5-uud-phil',
      name: 'Бурятская государственная филармония',
      aliases: ['филармония', 'Бурятская филармония'],
      address: 'Улан-Удэ, улица Ербанова, 8',
    },
    { id: 'h5-uud-omul', name: 'Бар «Омуль»', aliases: ['Омуль'], address: 'Улан-Удэ, улица Коммунистическая, 14' },
    {
      id: 'h5-uud-barguzin',
      name: 'Клуб «Баргузин»',
      aliases: ['Баргузин'],
      address: 'Улан-Удэ, улица Смолина, 30',
    },
    { id: 'h5-uud-sayany', name: 'Кинотеатр «Саяны»', aliases: ['Саяны'], address: 'Улан-Удэ, улица Балдынова, 5' },
    {
      id: 'h5-uud-hurde',
      name: 'Арт-галерея «Хурдэ»',
      aliases: ['Хурдэ'],
      address: 'Улан-Удэ, улица Николая Петрова, 21',
    },
    {
      id: 'h5-uud-polka',
      name: 'Книжный магазин «Полка»',
      aliases: ['Полка'],
      address: 'Улан-Удэ, улица Ранжурова, 3',
    },
    { id: 'h5-uud-selenga', name: 'Стадион «Селенга»', aliases: ['Селенга'], address: 'Улан-Удэ, улица Королёва, 2' },
    { id: 'h5-uud-yurta', name: 'Антикафе «Юрта»', aliases: ['Юрта'], address: 'Улан-Удэ, улица Борсоева, 19' },
  ],
  announcements: [
    // ───────────── Ижевск ─────────────
    {
      id: 'h5-izh-01',
      kind: 'bar weekly schedule, presale/door, deposit beside prices, until the last guest',
      text: `ШЕСТЕРЁНКА | неделя 3–8 ноября 🍻

ВТ 3.11 — квиз «Ижкьюб», 19:30, команды до 6 чел, 400₽ с человека
ЧТ 5.11 — стендап, открытый микрофон, 20:00, вход свободный
ПТ 6.11 — The Выхлоп (гаражный рок) 21:00 / 500₽ предпродажа, 700 на входе
СБ 7.11 — DJ Тимур Сафин, старт в 23:00 и до последнего гостя, вход 300

бронь столов 📞 +7 912 000-11-22 · депозит на столы от 2000`,
      publishedAt: '2026-11-02T12:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-03T19:30:00+04:00',
          end: null,
          price: rub(400),
          place: 'h5-izh-shesterenka',
          titles: ['Ижкьюб', 'Квиз «Ижкьюб»'],
        },
        {
          start: '2026-11-05T20:00:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-izh-shesterenka',
          titles: ['Открытый микрофон', 'Стендап, открытый микрофон', 'Стендап'],
        },
        {
          start: '2026-11-06T21:00:00+04:00',
          end: null,
          price: rub(500, 700),
          place: 'h5-izh-shesterenka',
          titles: ['The Выхлоп', 'Концерт группы The Выхлоп'],
        },
        {
          start: '2026-11-07T23:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'h5-izh-shesterenka',
          titles: ['DJ Тимур Сафин', 'Диджей-сет Тимура Сафина'],
        },
      ],
    },
    {
      id: 'h5-izh-02',
      kind: 'philharmonic, doors vs start, duration, price categories, ticket link',
      text: `🎻 Удмуртская филармония приглашает!

«Зимний путь» — Шуберт целиком. Солист — Артём Кожевников (баритон), партия фортепиано — Ольга Мерзлякова.

📅 20 ноября, пятница
🕖 Начало в 19:00 (вход в зал с 18:30)
Продолжительность — 1 час 15 минут без антракта.

Билеты: партер 800–1200 ₽, балкон 500 ₽. Пушкинская карта ✅
Купить в кассе филармонии и на udmphil.ru/zimniy-put
6+`,
      publishedAt: '2026-11-05T10:15:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-20T19:00:00+04:00',
          end: '2026-11-20T20:15:00+04:00',
          price: rub(500, 1200),
          place: 'h5-izh-phil',
          titles: ['Зимний путь', '«Зимний путь» Шуберта', 'Шуберт. Зимний путь'],
          ticketUrl: 'https://udmphil.ru/zimniy-put',
        },
      ],
    },
    {
      id: 'h5-izh-03',
      kind: 'theatre repertoire for a week, same show twice a day, separate price for children',
      text: `Афиша театра «Огниво» на неделю 🎭

11 ноября (ср) 19:00 — «Женитьба» Н. Гоголь, 16+
13 ноября (пт) 19:00 — «Старший сын»
14 ноября (сб) 12:00 и 16:00 — сказка «Морозко» для самых маленьких 0+
15 ноября (вс) 18:00 — премьера! «Ночь перед Рождеством»

Билеты 350–900 ₽, на детские спектакли 300 ₽. Касса работает с 11 до 19`,
      publishedAt: '2026-11-09T09:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-11T19:00:00+04:00',
          end: null,
          price: rub(350, 900),
          place: 'h5-izh-ognivo',
          titles: ['Женитьба'],
        },
        {
          start: '2026-11-13T19:00:00+04:00',
          end: null,
          price: rub(350, 900),
          place: 'h5-izh-ognivo',
          titles: ['Старший сын'],
        },
        {
          start: '2026-11-14T12:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'h5-izh-ognivo',
          titles: ['Морозко', 'Сказка «Морозко»'],
        },
        {
          start: '2026-11-14T16:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'h5-izh-ognivo',
          titles: ['Морозко', 'Сказка «Морозко»'],
        },
        {
          start: '2026-11-15T18:00:00+04:00',
          end: null,
          price: rub(350, 900),
          place: 'h5-izh-ognivo',
          titles: ['Ночь перед Рождеством'],
        },
      ],
    },
    {
      id: 'h5-izh-04',
      kind: 'postponement, doors vs start, bare-domain ticket link',
      text: `‼️ПЕРЕНОС‼️

Концерт группы «Ржавые ключи» в клубе «Кислород», запланированный на 14 ноября, переносится на 12 декабря (суббота). Время то же — начало в 20:00, двери с 19:00.

Купленные билеты действительны, вернуть можно в точке продажи. Остались билеты по 900 ₽ на izhtickets.ru`,
      publishedAt: '2026-11-10T14:00:00+04:00',
      timeZone: IZH,
      postponed: true,
      events: [
        {
          start: '2026-12-12T20:00:00+04:00',
          end: null,
          price: rub(900),
          place: 'h5-izh-kislorod',
          titles: ['Концерт группы «Ржавые ключи»', 'Ржавые ключи'],
          ticketUrl: 'https://izhtickets.ru',
        },
      ],
    },
    {
      id: 'h5-izh-05',
      kind: 'one line, relative date, anti-café per-minute with stop-check, place in prepositional case',
      text: 'завтра в Часовщике настолки с 18:00, вход по таймкарте 3₽/мин, стоп-чек 450',
      publishedAt: '2026-11-12T18:40:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-13T18:00:00+04:00',
          end: null,
          price: rub(null, 450),
          place: 'h5-izh-chasovshchik',
          titles: ['Настолки', 'Вечер настольных игр'],
        },
      ],
    },
    {
      id: 'h5-izh-06',
      kind: 'cinema retrospective, sessions, the same film on two days, students price',
      text: `Кинотеатр «Луч» | ретроспектива Тарковского 🎞

Показываем на большом экране отреставрированные копии:
«Солярис» — 19 ноября в 19:00 и 21 ноября в 15:00
«Зеркало» — 20 ноября в 19:30
«Сталкер» — 22 ноября в 17:00

Билет 350 ₽, студентам 250 ₽. Билеты: luch-izh.ru`,
      publishedAt: '2026-11-16T11:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-19T19:00:00+04:00',
          end: null,
          price: rub(250, 350),
          place: 'h5-izh-luch',
          titles: ['Солярис'],
          ticketUrl: 'https://luch-izh.ru',
        },
        {
          start: '2026-11-21T15:00:00+04:00',
          end: null,
          price: rub(250, 350),
          place: 'h5-izh-luch',
          titles: ['Солярис'],
          ticketUrl: 'https://luch-izh.ru',
        },
        {
          start: '2026-11-20T19:30:00+04:00',
          end: null,
          price: rub(250, 350),
          place: 'h5-izh-luch',
          titles: ['Зеркало'],
          ticketUrl: 'https://luch-izh.ru',
        },
        {
          start: '2026-11-22T17:00:00+04:00',
          end: null,
          price: rub(250, 350),
          place: 'h5-izh-luch',
          titles: ['Сталкер'],
          ticketUrl: 'https://luch-izh.ru',
        },
      ],
    },
    {
      id: 'h5-izh-07',
      kind: 'free lecture with registration, title described in the sentence',
      text: 'В четверг, 19 ноября, в библиотеке «Берёста» пройдёт лекция краеведа Сергея Бушмакина об истории Ижевского оружейного завода. Начало в 18:30. Вход свободный, но нужна регистрация: forms.yandex.ru/u/izh-oruzhie',
      publishedAt: '2026-11-17T13:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-19T18:30:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-izh-beresta',
          titles: ['Лекция об истории Ижевского оружейного завода', 'История Ижевского оружейного завода'],
          ticketUrl: 'https://forms.yandex.ru/u/izh-oruzhie',
        },
      ],
    },
    {
      id: 'h5-izh-08',
      kind: 'online book club, free, registration via bot handle',
      text: 'Онлайн-встреча книжного клуба «Чёрный чай» 📚 обсуждаем «Пикник на обочине». Воскресенье 22.11 в 16:00 по Ижевску, ссылка на зум придёт после регистрации в боте @chai_book_bot. Бесплатно',
      publishedAt: '2026-11-18T20:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-22T16:00:00+04:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Книжный клуб «Чёрный чай»', 'Чёрный чай', 'Обсуждение «Пикника на обочине»'],
        },
      ],
    },
    {
      id: 'h5-izh-09',
      kind: 'weekend digest with day headings, after midnight end, fair with hours, place outside catalogue, from-price, children free',
      text: `КУДА ПОЙТИ В ИЖЕВСКЕ НА ВЫХОДНЫХ 👇

📍ПЯТНИЦА, 27 ноября
• Джазовый вечер с трио Алексея Пономарёва — Шестерёнка, 20:00, 600₽
• «Ночь кино» в Луче: три фильма ужасов подряд, с 22:00 до 4 утра, 700₽

📍СУББОТА, 28 ноября
• Ярмарка мастеров «Тепло рук» — ТЦ «Петровский», 11:00–18:00, вход свободный
• Хоккей: «Ижсталь» — «Дизель», Арена «Молот», 17:00, билеты от 250₽

📍ВОСКРЕСЕНЬЕ, 29 ноября
• Семейный концерт «Мультмузыка» в филармонии, 12:00, дети до 5 лет бесплатно, остальные 400₽

#ижевск #кудапойти #афиша_ижевск`,
      publishedAt: '2026-11-26T17:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-27T20:00:00+04:00',
          end: null,
          price: rub(600),
          place: 'h5-izh-shesterenka',
          titles: ['Джазовый вечер с трио Алексея Пономарёва', 'Концерт трио Алексея Пономарёва', 'Джазовый вечер'],
        },
        {
          start: '2026-11-27T22:00:00+04:00',
          end: '2026-11-28T04:00:00+04:00',
          price: rub(700),
          place: 'h5-izh-luch',
          titles: ['Ночь кино', '«Ночь кино»: три фильма ужасов подряд'],
        },
        {
          start: '2026-11-28T11:00:00+04:00',
          end: '2026-11-28T18:00:00+04:00',
          price: FREE,
          place: null,
          titles: ['Тепло рук', 'Ярмарка мастеров «Тепло рук»'],
        },
        {
          start: '2026-11-28T17:00:00+04:00',
          end: null,
          price: rub(250, null),
          place: 'h5-izh-molot',
          titles: ['Ижсталь — Дизель', 'Хоккей: «Ижсталь» — «Дизель»', 'Матч «Ижсталь» — «Дизель»'],
        },
        {
          start: '2026-11-29T12:00:00+04:00',
          end: null,
          price: rub(0, 400),
          place: 'h5-izh-phil',
          titles: ['Мультмузыка', 'Семейный концерт «Мультмузыка»'],
        },
      ],
    },
    {
      id: 'h5-izh-10',
      kind: 'stand-up tour, two dates in the city (one sold out), gathering vs start, price categories',
      text: `АНДРЕЙ БЕЛОУСОВ. Большой стендап-концерт 🎤
Ижевск, клуб «Кислород»

4 декабря — SOLD OUT
5 декабря — ДОП. КОНЦЕРТ, осталось 40 мест

Начало в 19:00, сбор гостей с 18:00
Билеты 1500 / 2000 / 2500 ₽ — на сайте belousov-tour.ru/izhevsk
18+`,
      publishedAt: '2026-11-20T12:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-04T19:00:00+04:00',
          end: null,
          price: rub(1500, 2500),
          place: 'h5-izh-kislorod',
          titles: [
            'Андрей Белоусов. Большой стендап-концерт',
            'Большой стендап-концерт Андрея Белоусова',
            'Андрей Белоусов',
          ],
          ticketUrl: 'https://belousov-tour.ru/izhevsk',
        },
        {
          start: '2026-12-05T19:00:00+04:00',
          end: null,
          price: rub(1500, 2500),
          place: 'h5-izh-kislorod',
          titles: [
            'Андрей Белоусов. Большой стендап-концерт',
            'Большой стендап-концерт Андрея Белоусова',
            'Андрей Белоусов',
          ],
          ticketUrl: 'https://belousov-tour.ru/izhevsk',
        },
      ],
    },
    {
      id: 'h5-izh-11',
      kind: 'exhibition with daily hours over a range, children free, a free day that is another occasion',
      text: `Новая выставка в МВЦ «Кремень»!

«Железо и лёд: зимний Ижевск в фотографиях 1900–1960-х»
28 ноября — 17 января
Часы работы: вт–вс 10:00–18:00, пн — выходной

Билет: взрослый 200 ₽, школьники и студенты 100 ₽, дети до 7 лет бесплатно.
Каждую последнюю среду месяца — вход свободный для всех`,
      publishedAt: '2026-11-24T10:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-28T10:00:00+04:00',
          end: '2027-01-17T18:00:00+04:00',
          price: rub(0, 200),
          place: 'h5-izh-kremen',
          titles: ['Железо и лёд: зимний Ижевск в фотографиях 1900–1960-х', 'Железо и лёд', 'Выставка «Железо и лёд»'],
        },
      ],
    },
    {
      id: 'h5-izh-12',
      kind: 'title in accusative inside a sentence, touring ballet, from-to price',
      text: 'Приглашаем на «Щелкунчика» в исполнении балетной труппы из Казани! 18 декабря, филармония, 18:30. Билеты от 1200 до 3500 ₽. 6+',
      publishedAt: '2026-12-01T15:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-18T18:30:00+04:00',
          end: null,
          price: rub(1200, 3500),
          place: 'h5-izh-phil',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
        },
      ],
    },
    {
      id: 'h5-izh-13',
      kind: 'quiz, «в эту пятницу», prize is not a price, registration in DMs',
      text: `КВИЗ В ШЕСТЕРЁНКЕ 🧠
в эту пятницу, 19:00
регистрация команд в лс группы
участие — 350₽ с человека
главный приз — 5000₽ на бар и кубок 🏆`,
      publishedAt: '2026-12-02T12:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-04T19:00:00+04:00',
          end: null,
          price: rub(350),
          place: 'h5-izh-shesterenka',
          titles: ['Квиз'],
        },
      ],
    },
    {
      id: 'h5-izh-14',
      kind: 'street festival over three days with daily hours, free with paid extras, place outside catalogue',
      text: `❄️ Фестиваль уличной еды и ремесла «Зимний Иж» ❄️
с 11 по 13 декабря на Центральной площади
пт 16:00–22:00, сб–вс 12:00–22:00
вход свободный, дегустационный сет 450₽
музыка, мастер-классы, ярмарка`,
      publishedAt: '2026-12-03T11:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-11T16:00:00+04:00',
          end: '2026-12-13T22:00:00+04:00',
          price: FREE,
          place: null,
          titles: ['Зимний Иж', 'Фестиваль «Зимний Иж»', 'Фестиваль уличной еды и ремесла «Зимний Иж»'],
        },
      ],
    },
    {
      id: 'h5-izh-15',
      kind: 'doors only, presale then higher price, CAPS hook line',
      text: `ПОСЛЕДНИЙ КОНЦЕРТ ГОДА 🔥🔥🔥
Пост-панк из Екатеринбурга — группа «Морозилка» впервые в Ижевске!
19.12, Кислород, двери 19:00
билеты: 800₽ до 15 декабря, потом 1100
qtickets.ru/morozilka-izh`,
      publishedAt: '2026-12-05T16:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-19T19:00:00+04:00',
          end: null,
          price: rub(800, 1100),
          place: 'h5-izh-kislorod',
          titles: ['Морозилка', 'Концерт группы «Морозилка»'],
          ticketUrl: 'https://qtickets.ru/morozilka-izh',
        },
      ],
    },
    {
      id: 'h5-izh-16',
      kind: 'lecture series, separately named lectures, donation only',
      text: `Цикл «Удмуртия до Ижевска» в библиотеке «Берёста» 📜
Три встречи по субботам в 15:00:

7.11 — «Городища и могильники: что нашли археологи»
14.11 — «Бесермяне: кто они?»
21.11 — «Сибирский тракт и первые заводы»

Лектор — к.и.н. Марина Шкляева. Вход по донату`,
      publishedAt: '2026-11-03T10:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-11-07T15:00:00+04:00',
          end: null,
          price: DONATION,
          place: 'h5-izh-beresta',
          titles: ['Городища и могильники: что нашли археологи', 'Лекция «Городища и могильники»'],
        },
        {
          start: '2026-11-14T15:00:00+04:00',
          end: null,
          price: DONATION,
          place: 'h5-izh-beresta',
          titles: ['Бесермяне: кто они?', 'Лекция «Бесермяне: кто они?»'],
        },
        {
          start: '2026-11-21T15:00:00+04:00',
          end: null,
          price: DONATION,
          place: 'h5-izh-beresta',
          titles: ['Сибирский тракт и первые заводы', 'Лекция «Сибирский тракт и первые заводы»'],
        },
      ],
    },
    {
      id: 'h5-izh-17',
      kind: 'party past midnight, girls free before midnight, Latin venue alias',
      text: `ПЯТНИЦА 11.12 | KISLOROD
90s vs 2000s party 💃🕺
22:00 – 05:00
вход 400р, девушкам до 00:00 free
фейсконтроль 18+`,
      publishedAt: '2026-12-08T19:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-11T22:00:00+04:00',
          end: '2026-12-12T05:00:00+04:00',
          price: rub(0, 400),
          place: 'h5-izh-kislorod',
          titles: ['90s vs 2000s party', 'Вечеринка 90s vs 2000s'],
        },
      ],
    },
    {
      id: 'h5-izh-18',
      kind: 'ice show twice a day, duration with interval, children free, ticket link',
      text: `Новогоднее ледовое шоу «Снежная королева» на Арене «Молот» ⛸

26 декабря — два представления: 13:00 и 17:00
Длительность 1 ч 30 мин с антрактом
Билеты от 600 до 2000 ₽, дети до 3 лет без места — бесплатно
Билеты: molot-arena.ru/show`,
      publishedAt: '2026-12-14T12:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-26T13:00:00+04:00',
          end: '2026-12-26T14:30:00+04:00',
          price: rub(0, 2000),
          place: 'h5-izh-molot',
          titles: ['Снежная королева', 'Ледовое шоу «Снежная королева»', 'Новогоднее ледовое шоу «Снежная королева»'],
          ticketUrl: 'https://molot-arena.ru/show',
        },
        {
          start: '2026-12-26T17:00:00+04:00',
          end: '2026-12-26T18:30:00+04:00',
          price: rub(0, 2000),
          place: 'h5-izh-molot',
          titles: ['Снежная королева', 'Ледовое шоу «Снежная королева»', 'Новогоднее ледовое шоу «Снежная королева»'],
          ticketUrl: 'https://molot-arena.ru/show',
        },
      ],
    },
    {
      id: 'h5-izh-19',
      kind: 'flat concert at a private address outside catalogue, free with a hat',
      text: 'Квартирник у Димы 🏠🎸 Акустика, чай, свои люди. 17 декабря в 19:30, ул. Пушкинская, 150, кв. сообщу в лс. Вход свободный, шляпа 🎩',
      publishedAt: '2026-12-15T20:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-17T19:30:00+04:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Квартирник', 'Акустический квартирник'],
        },
      ],
    },
    {
      id: 'h5-izh-20',
      kind: 'catalogue place given only as a bare address, start and end times',
      text: 'Вечер настольной ролевой игры для новичков: Подземелья и драконы 🐉 Мастер — Ильдар. Суббота, 19.12, с 14:00 до 20:00. Адрес: Карла Маркса, 244 (вход со двора). Участие 500 ₽, кубы дадим',
      publishedAt: '2026-12-16T13:00:00+04:00',
      timeZone: IZH,
      events: [
        {
          start: '2026-12-19T14:00:00+04:00',
          end: '2026-12-19T20:00:00+04:00',
          price: rub(500),
          place: 'h5-izh-shesterenka',
          titles: [
            'Вечер настольной ролевой игры для новичков',
            'Подземелья и драконы для новичков',
            'Подземелья и драконы',
          ],
        },
      ],
    },

    // ───────────── Пенза ─────────────
    {
      id: 'h5-pnz-01',
      kind: 'theatre repertoire, each line with its own date, same play twice, from-to price',
      text: `Театр «Зеркало» — ноябрь (первая половина)

🎭 4.11 ср, 18:00 «Гроза» (12+)
🎭 6.11 пт, 19:00 «Вишнёвый сад» (12+)
🎭 8.11 вс, 11:00 «Кот в сапогах» (0+)
🎭 8.11 вс, 18:00 «Вишнёвый сад»

Билеты в кассе театра и на zerkalo-teatr.ru. Цены: от 300 до 1000 руб.`,
      publishedAt: '2026-11-01T12:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-04T18:00:00+03:00',
          end: null,
          price: rub(300, 1000),
          place: 'h5-pnz-zerkalo',
          titles: ['Гроза'],
          ticketUrl: 'https://zerkalo-teatr.ru',
        },
        {
          start: '2026-11-06T19:00:00+03:00',
          end: null,
          price: rub(300, 1000),
          place: 'h5-pnz-zerkalo',
          titles: ['Вишнёвый сад'],
          ticketUrl: 'https://zerkalo-teatr.ru',
        },
        {
          start: '2026-11-08T11:00:00+03:00',
          end: null,
          price: rub(300, 1000),
          place: 'h5-pnz-zerkalo',
          titles: ['Кот в сапогах'],
          ticketUrl: 'https://zerkalo-teatr.ru',
        },
        {
          start: '2026-11-08T18:00:00+03:00',
          end: null,
          price: rub(300, 1000),
          place: 'h5-pnz-zerkalo',
          titles: ['Вишнёвый сад'],
          ticketUrl: 'https://zerkalo-teatr.ru',
        },
      ],
    },
    {
      id: 'h5-pnz-02',
      kind: 'pub gig, gathering vs start, promo-code price as the lower end',
      text: `Рыжий лис 🦊 — 14 ноября (суббота)
Ирландский вечер с группой «Клевер и Виски»
Сбор в 19:00, начало в 20:00
Билет 800₽, с промокодом ЛИС — 650₽
radario.ru/clever-whisky`,
      publishedAt: '2026-11-03T15:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-14T20:00:00+03:00',
          end: null,
          price: rub(650, 800),
          place: 'h5-pnz-lis',
          titles: ['Ирландский вечер с группой «Клевер и Виски»', 'Концерт группы «Клевер и Виски»', 'Клевер и Виски'],
          ticketUrl: 'https://radario.ru/clever-whisky',
        },
      ],
    },
    {
      id: 'h5-pnz-03',
      kind: 'philharmonic, approximate end time, discount given only as a share',
      text: `Пензенская филармония. 21 ноября, 18:00.
Вечер русского романса «Гори, гори, моя звезда»
Исполняют солисты филармонии и оркестр народных инструментов.
Окончание около 20:30.
Билеты 400–700 ₽. Пенсионерам скидка 20%.`,
      publishedAt: '2026-11-05T10:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-21T18:00:00+03:00',
          end: '2026-11-21T20:30:00+03:00',
          price: rub(400, 700),
          place: 'h5-pnz-phil',
          titles: [
            'Гори, гори, моя звезда',
            'Вечер русского романса «Гори, гори, моя звезда»',
            'Вечер русского романса',
          ],
        },
      ],
    },
    {
      id: 'h5-pnz-04',
      kind: 'author meeting in a book shop, «завтра», free, no event name',
      text: 'Завтра в «Переплёте» — встреча с писательницей Анной Родионовой, автором романа «Сурская вода». Поговорим о провинции в литературе, будет автограф-сессия. 18:30, вход свободный 📖',
      publishedAt: '2026-11-09T18:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-10T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-pereplet',
          titles: ['Встреча с писательницей Анной Родионовой', 'Встреча с Анной Родионовой'],
        },
      ],
    },
    {
      id: 'h5-pnz-05',
      kind: 'exhibition over a date range without hours',
      text: 'Галерея «Охра» открывает выставку графики Павла Сомова «Линия горизонта». Выставка продлится с 13 ноября по 10 января. Вход свободный.',
      publishedAt: '2026-11-10T12:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-13',
          end: '2027-01-10',
          price: FREE,
          place: 'h5-pnz-okhra',
          titles: ['Линия горизонта', 'Выставка «Линия горизонта»', 'Выставка графики Павла Сомова «Линия горизонта»'],
        },
      ],
    },
    {
      id: 'h5-pnz-06',
      kind: 'weekend digest, each line with its own date, online lecture, place outside catalogue, registration fee',
      text: `Афиша Пензы на выходные 20–22 ноября 🗓

20.11 | 19:00 | Фонарь — трибьют «Кино» от группы «Группа крови», 500₽
20.11 | 20:00 | Рыжий лис — паб-квиз «Пинта знаний», 300₽/чел
21.11 | 12:00 | Кленовый парк — забег Дедов Морозов на 5 км, регистрация 700₽ на run58.ru
21.11 | 18:00 | ДК «Рубин» — концерт хора «Сурские голоса», вход свободный
22.11 | 16:00 | онлайн — лекция «Как читать современное искусство» от галереи Охра, бесплатно, донаты приветствуются

#пенза #афишапензы`,
      publishedAt: '2026-11-19T16:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-20T19:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'h5-pnz-fonar',
          titles: ['Трибьют «Кино»', 'Трибьют «Кино» от группы «Группа крови»', 'Концерт группы «Группа крови»'],
        },
        {
          start: '2026-11-20T20:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h5-pnz-lis',
          titles: ['Пинта знаний', 'Паб-квиз «Пинта знаний»'],
        },
        {
          start: '2026-11-21T12:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'h5-pnz-klenovy',
          titles: ['Забег Дедов Морозов', 'Забег Дедов Морозов на 5 км'],
          ticketUrl: 'https://run58.ru',
        },
        {
          start: '2026-11-21T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Концерт хора «Сурские голоса»', 'Сурские голоса'],
        },
        {
          start: '2026-11-22T16:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Как читать современное искусство', 'Лекция «Как читать современное искусство»'],
        },
      ],
    },
    {
      id: 'h5-pnz-07',
      kind: 'postponement of an author evening, price given',
      text: 'Друзья, вынуждены перенести творческий вечер поэта Глеба Карасёва с 15 ноября на 29 ноября 😔 Всё остальное без изменений: книжный «Переплёт», 17:00, вход 200 ₽ (чай включён). Билеты с прошлой даты действуют.',
      publishedAt: '2026-11-12T11:00:00+03:00',
      timeZone: PNZ,
      postponed: true,
      events: [
        {
          start: '2026-11-29T17:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'h5-pnz-pereplet',
          titles: ['Творческий вечер поэта Глеба Карасёва', 'Творческий вечер Глеба Карасёва'],
        },
      ],
    },
    {
      id: 'h5-pnz-08',
      kind: 'rink opening, free with a paid extra (skate hire), «в субботу» with date',
      text: `⛸ КАТОК НА ТЕМПЕ ОТКРЫВАЕТСЯ!
Торжественное открытие — в субботу, 28 ноября, в 17:00: шоу фигуристов, DJ, горячий чай.
Вход на открытие свободный, прокат коньков — 250 ₽/час.`,
      publishedAt: '2026-11-25T09:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-11-28T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-temp',
          titles: ['Открытие катка', 'Торжественное открытие катка'],
        },
      ],
    },
    {
      id: 'h5-pnz-09',
      kind: 'cinema sessions of one film, two on the same day',
      text: `В «Полдне» на этой неделе — спецпоказ документального фильма «Пенза. Город на семи ветрах» 🎬
Сеансы: 3 декабря (чт) — 19:00; 5 декабря (сб) — 14:00 и 18:00
После вечернего субботнего сеанса — встреча с режиссёром.
Билет 300 ₽`,
      publishedAt: '2026-11-30T10:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h5-pnz-polden',
          titles: ['Пенза. Город на семи ветрах', 'Фильм «Пенза. Город на семи ветрах»'],
        },
        {
          start: '2026-12-05T14:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h5-pnz-polden',
          titles: ['Пенза. Город на семи ветрах', 'Фильм «Пенза. Город на семи ветрах»'],
        },
        {
          start: '2026-12-05T18:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h5-pnz-polden',
          titles: ['Пенза. Город на семи ветрах', 'Фильм «Пенза. Город на семи ветрах»'],
        },
      ],
    },
    {
      id: 'h5-pnz-10',
      kind: 'pub weekly schedule: hat, prize not a price, deposit only, till morning, price including tasting',
      text: `РЫЖИЙ ЛИС | 9–13 декабря

СР 9.12 — джем-сейшн, 20:00, вход свободный, шляпа по кругу 🎩
ЧТ 10.12 — караоке-баттл, 21:00, вход свободный, приз победителю — 3000 на депозит
ПТ 11.12 — трибьют «Сплина» от группы «Выхода нет», 21:00, вход 600₽
СБ 12.12 — вечеринка «Лисья нора», DJ Mitya, 23:00 — до утра, депозит на столы 2000 ₽
ВС 13.12 — спокойный вечер: лекция о виски, 18:00, 1500₽ (дегустация 4 образцов включена)`,
      publishedAt: '2026-12-07T13:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-09T20:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'h5-pnz-lis',
          titles: ['Джем-сейшн'],
        },
        {
          start: '2026-12-10T21:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-lis',
          titles: ['Караоке-баттл'],
        },
        {
          start: '2026-12-11T21:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'h5-pnz-lis',
          titles: ['Трибьют «Сплина»', 'Трибьют «Сплина» от группы «Выхода нет»', 'Выхода нет'],
        },
        {
          start: '2026-12-12T23:00:00+03:00',
          end: null,
          price: null,
          place: 'h5-pnz-lis',
          titles: ['Лисья нора', 'Вечеринка «Лисья нора»'],
        },
        {
          start: '2026-12-13T18:00:00+03:00',
          end: null,
          price: rub(1500),
          place: 'h5-pnz-lis',
          titles: ['Лекция о виски', 'Лекция о виски с дегустацией'],
        },
      ],
    },
    {
      id: 'h5-pnz-11',
      kind: 'online webinar, free, https registration link',
      text: 'Бесплатный вебинар «Как открыть кофейню в маленьком городе» ☕️ 8 декабря, 19:00 мск. Спикер — владелец сети «Зерно 58» Илья Рябов. Регистрация: https://kofe-start.ru/webinar',
      publishedAt: '2026-12-01T12:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-08T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как открыть кофейню в маленьком городе', 'Вебинар «Как открыть кофейню в маленьком городе»'],
          ticketUrl: 'https://kofe-start.ru/webinar',
        },
      ],
    },
    {
      id: 'h5-pnz-12',
      kind: 'festival with separately named events at different venues',
      text: `Фестиваль «Пенза джазовая» — 4–6 декабря 🎷

4 декабря, 19:00, филармония — открытие фестиваля: концерт биг-бэнда «Сура-Свинг». Билеты 500–1500 ₽
5 декабря, 21:00, клуб «Фонарь» — «Ночной джем», вход свободный
6 декабря, 15:00, галерея «Охра» — лекция «Джаз и живопись» с Ириной Волковой, вход свободный`,
      publishedAt: '2026-12-02T12:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: rub(500, 1500),
          place: 'h5-pnz-phil',
          titles: ['Концерт биг-бэнда «Сура-Свинг»', 'Сура-Свинг', 'Открытие фестиваля «Пенза джазовая»'],
        },
        {
          start: '2026-12-05T21:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-fonar',
          titles: ['Ночной джем'],
        },
        {
          start: '2026-12-06T15:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-okhra',
          titles: ['Джаз и живопись', 'Лекция «Джаз и живопись»'],
        },
      ],
    },
    {
      id: 'h5-pnz-13',
      kind: 'New Year show on two days, twice a day, stated duration',
      text: `🎄 Новогодняя ёлка в филармонии «Тайна снежного шара»
27 и 28 декабря — в 11:00 и 14:00
Продолжительность 1 час 20 минут (спектакль + хоровод у ёлки)
Билет 900 ₽ (ребёнок + 1 взрослый), подарок включён
0+`,
      publishedAt: '2026-12-03T10:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-27T11:00:00+03:00',
          end: '2026-12-27T12:20:00+03:00',
          price: rub(900),
          place: 'h5-pnz-phil',
          titles: ['Тайна снежного шара', 'Новогодняя ёлка «Тайна снежного шара»'],
        },
        {
          start: '2026-12-27T14:00:00+03:00',
          end: '2026-12-27T15:20:00+03:00',
          price: rub(900),
          place: 'h5-pnz-phil',
          titles: ['Тайна снежного шара', 'Новогодняя ёлка «Тайна снежного шара»'],
        },
        {
          start: '2026-12-28T11:00:00+03:00',
          end: '2026-12-28T12:20:00+03:00',
          price: rub(900),
          place: 'h5-pnz-phil',
          titles: ['Тайна снежного шара', 'Новогодняя ёлка «Тайна снежного шара»'],
        },
        {
          start: '2026-12-28T14:00:00+03:00',
          end: '2026-12-28T15:20:00+03:00',
          price: rub(900),
          place: 'h5-pnz-phil',
          titles: ['Тайна снежного шара', 'Новогодняя ёлка «Тайна снежного шара»'],
        },
      ],
    },
    {
      id: 'h5-pnz-14',
      kind: 'ticket-site blurb, full date with year, dance floor / VIP',
      text: 'Группа «Тёплые сети». Большой сольный концерт. Пенза, клуб «Фонарь», 12.12.2026, начало 20:00. Танцпол 1200 ₽, VIP-балкон 3500 ₽. Билеты: fonar-club.ru/teplye-seti',
      publishedAt: '2026-12-04T14:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-12T20:00:00+03:00',
          end: null,
          price: rub(1200, 3500),
          place: 'h5-pnz-fonar',
          titles: ['Тёплые сети', 'Концерт группы «Тёплые сети»', 'Большой сольный концерт группы «Тёплые сети»'],
          ticketUrl: 'https://fonar-club.ru/teplye-seti',
        },
      ],
    },
    {
      id: 'h5-pnz-15',
      kind: 'lowercase with typos, weekday only, students free, venue inflected in lowercase',
      text: 'в четверг в полдне показ кароткометражек пензенских режисеров, 19:00, вход 250, студентам по студаку бесплатно!!',
      publishedAt: '2026-12-07T18:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(0, 250),
          place: 'h5-pnz-polden',
          titles: ['Показ короткометражек пензенских режиссёров', 'Короткометражки пензенских режиссёров'],
        },
      ],
    },
    {
      id: 'h5-pnz-16',
      kind: 'lecture series of two, catalogue place as a bare address, free with registration',
      text: `Лекторий «Охры» в декабре 🏛
Лектор — архитектор Денис Колосов

▫️ 16 декабря, ср, 19:00 — «Пензенский модерн. Дома, которые мы теряем»
▫️ 23 декабря, ср, 19:00 — «Деревянная Пенза»

📍 ул. Советская, 5
Вход бесплатный по регистрации: okhra-gallery.ru/lectures`,
      publishedAt: '2026-12-09T11:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-16T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-okhra',
          titles: [
            'Пензенский модерн. Дома, которые мы теряем',
            'Лекция «Пензенский модерн. Дома, которые мы теряем»',
            'Пензенский модерн',
          ],
          ticketUrl: 'https://okhra-gallery.ru/lectures',
        },
        {
          start: '2026-12-23T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h5-pnz-okhra',
          titles: ['Деревянная Пенза', 'Лекция «Деревянная Пенза»'],
          ticketUrl: 'https://okhra-gallery.ru/lectures',
        },
      ],
    },
    {
      id: 'h5-pnz-17',
      kind: 'fair with daily hours over a range, outside catalogue, free',
      text: 'Новогодняя ярмарка на Советской площади 🎅 с 18 по 27 декабря, ежедневно 10:00–20:00. Вход свободный. Глинтвейн, подарки, фермерские продукты.',
      publishedAt: '2026-12-10T09:30:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-18T10:00:00+03:00',
          end: '2026-12-27T20:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Новогодняя ярмарка'],
        },
      ],
    },
    {
      id: 'h5-pnz-18',
      kind: 'weekday and date disagree (the date wins), presale / on the day',
      text: 'СТЕНДАП В ФОНАРЕ 🎤 Проверка нового материала от резидентов «Пенза Стендап». Суббота, 20 декабря, 19:00. Вход 400 / 500 в день концерта',
      publishedAt: '2026-12-11T12:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-20T19:00:00+03:00',
          end: null,
          price: rub(400, 500),
          place: 'h5-pnz-fonar',
          titles: ['Проверка нового материала', 'Стендап: проверка нового материала', 'Стендап'],
        },
      ],
    },
    {
      id: 'h5-pnz-19',
      kind: 'charity concert, donation of any sum as the entry',
      text: 'Благотворительный концерт в поддержку приюта «Лапа помощи» 🐾 Играют «Ноябрь», «Коты Шрёдингера» и Маша Ветрова. 19 декабря, 17:00, Рыжий лис. Вход — донат любой суммы, всё до копейки передадим приюту.',
      publishedAt: '2026-12-12T15:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-19T17:00:00+03:00',
          end: null,
          price: DONATION,
          place: 'h5-pnz-lis',
          titles: ['Благотворительный концерт в поддержку приюта «Лапа помощи»', 'Благотворительный концерт'],
        },
      ],
    },
    {
      id: 'h5-pnz-20',
      kind: '«в это воскресенье», stated length, free, no name',
      text: 'В это воскресенье в Переплёте — новогодние громкие чтения для детей 5–9 лет 🎄 12:00, длится 1 час. Участие бесплатное, но мест мало — пишите в лс.',
      publishedAt: '2026-12-16T10:00:00+03:00',
      timeZone: PNZ,
      events: [
        {
          start: '2026-12-20T12:00:00+03:00',
          end: '2026-12-20T13:00:00+03:00',
          price: FREE,
          place: 'h5-pnz-pereplet',
          titles: ['Новогодние громкие чтения', 'Громкие чтения для детей'],
        },
      ],
    },

    // ───────────── Астрахань ─────────────
    {
      id: 'h5-ast-01',
      kind: 'theatre programme with day headings, children price vs from-price',
      text: `🎭 ТЕАТР «ДЕЛЬТА». АФИША НА ВЫХОДНЫЕ

7 ноября, суббота
12:00 — «Золотой ключик» (6+)
18:00 — «Пиковая дама» (16+)

8 ноября, воскресенье
18:00 — «Бесприданница» (12+)

Стоимость билетов: детские спектакли — 250 ₽, вечерние — от 400 ₽
Касса: ежедневно 10:00–19:00`,
      publishedAt: '2026-11-02T10:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-07T12:00:00+04:00',
          end: null,
          price: rub(250),
          place: 'h5-ast-delta',
          titles: ['Золотой ключик'],
        },
        {
          start: '2026-11-07T18:00:00+04:00',
          end: null,
          price: rub(400, null),
          place: 'h5-ast-delta',
          titles: ['Пиковая дама'],
        },
        {
          start: '2026-11-08T18:00:00+04:00',
          end: null,
          price: rub(400, null),
          place: 'h5-ast-delta',
          titles: ['Бесприданница'],
        },
      ],
    },
    {
      id: 'h5-ast-02',
      kind: 'symphony concert without a name, duration with interval, bare-domain tickets',
      text: `Астраханская филармония
14 ноября | 18:00
Симфонический оркестр. Чайковский — Симфония № 5, Рахманинов — Концерт № 2 для фортепиано с оркестром
Солист — Даниил Ершов (фортепиано)
Продолжительность 2 часа с антрактом
Билеты: 500 — 1800 ₽ · astrphil.ru`,
      publishedAt: '2026-11-04T11:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-14T18:00:00+04:00',
          end: '2026-11-14T20:00:00+04:00',
          price: rub(500, 1800),
          place: 'h5-ast-phil',
          titles: [
            'Концерт симфонического оркестра',
            'Чайковский и Рахманинов',
            'Симфонический оркестр: Чайковский, Рахманинов',
          ],
          ticketUrl: 'https://astrphil.ru',
        },
      ],
    },
    {
      id: 'h5-ast-03',
      kind: 'gig with set times: doors, first set is the start',
      text: `САЗАН ПРЕДСТАВЛЯЕТ: «ВОЛЖСКИЙ ГРОХОТ» vol.3 🤘
сб 14.11
двери — 19:00
19:30 — Кильки в томате
20:30 — Чёрная икра
21:30 — Осётр Судьбы (хедлайнер)
вход 500₽ / 700₽ в день ивента
18+`,
      publishedAt: '2026-11-06T19:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-14T19:30:00+04:00',
          end: null,
          price: rub(500, 700),
          place: 'h5-ast-sazan',
          titles: ['Волжский грохот vol.3', 'Волжский грохот'],
        },
      ],
    },
    {
      id: 'h5-ast-04',
      kind: 'master class twice a day, «в субботу», stated length each',
      text: 'В субботу в «Соляной пристани» — мастер-класс по росписи пряников «Астраханский пряник» 🍪 Два захода: 11:00 и 14:00, по 2 часа. Стоимость 900 ₽ с материалами. Запись в лс или по тел. 8 (8512) 00-00-00',
      publishedAt: '2026-11-09T12:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-14T11:00:00+04:00',
          end: '2026-11-14T13:00:00+04:00',
          price: rub(900),
          place: 'h5-ast-pristan',
          titles: ['Астраханский пряник', 'Мастер-класс по росписи пряников «Астраханский пряник»'],
        },
        {
          start: '2026-11-14T14:00:00+04:00',
          end: '2026-11-14T16:00:00+04:00',
          price: rub(900),
          place: 'h5-ast-pristan',
          titles: ['Астраханский пряник', 'Мастер-класс по росписи пряников «Астраханский пряник»'],
        },
      ],
    },
    {
      id: 'h5-ast-05',
      kind: 'techno night past midnight, «эта пятница», presale/door, English words',
      text: `ЭТА ПЯТНИЦА В МАЯКЕ 🔦
TECHNO NIGHT: Борис Рэй (Москва) + резиденты
start 23:00 / end 06:00
face control
билеты 700, на входе 1000`,
      publishedAt: '2026-11-12T20:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-13T23:00:00+04:00',
          end: '2026-11-14T06:00:00+04:00',
          price: rub(700, 1000),
          place: 'h5-ast-mayak',
          titles: ['Techno Night', 'Techno Night: Борис Рэй', 'Борис Рэй'],
        },
      ],
    },
    {
      id: 'h5-ast-06',
      kind: 'volunteer clean-up outside catalogue (a river shares a venue name), gathering vs start, no money',
      text: '🚣‍♂️ Экологический субботник на набережной Кутума! Собираемся 21 ноября в 10:00 у моста на Ахматовской, в 10:30 начинаем уборку. Перчатки и мешки выдаём. Регистрация: dobro-ast.ru/kutum',
      publishedAt: '2026-11-16T09:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-21T10:30:00+04:00',
          end: null,
          price: null,
          place: null,
          titles: ['Экологический субботник', 'Субботник на набережной Кутума'],
          ticketUrl: 'https://dobro-ast.ru/kutum',
        },
      ],
    },
    {
      id: 'h5-ast-07',
      kind: 'weekend digest with day headings, free with donations, after-midnight end, prize, place outside catalogue',
      text: `Астрахань, что делать на выходных? Собрали 👇

ПЯТНИЦА (27.11)
— «Дельта»: «Бесприданница», 18:00, билеты от 400₽
— Сазан: акустика от Лены Камышовой, 20:00, вход свободный, донаты музыканту 🙏

СУББОТА (28.11)
— Кутум: ночь короткого метра «Фестиваль фестивалей», 20:00–01:00, 450₽
— Антикафе «Лотос»: турнир по «Манчкину», 15:00, взнос 300₽, приз — 3000₽
— Краеведческий музей: лекция «Астраханские татары: история и быт», 14:00, 150₽

ВОСКРЕСЕНЬЕ (29.11)
— Библиотека «Камыш»: семейный кинопоказ «Простоквашино», 12:00, бесплатно

Сохраняй, чтобы не потерять 📌`,
      publishedAt: '2026-11-26T18:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-27T18:00:00+04:00',
          end: null,
          price: rub(400, null),
          place: 'h5-ast-delta',
          titles: ['Бесприданница'],
        },
        {
          start: '2026-11-27T20:00:00+04:00',
          end: null,
          price: FREE_DONATION,
          place: 'h5-ast-sazan',
          titles: ['Акустический концерт Лены Камышовой', 'Акустика от Лены Камышовой', 'Лена Камышова'],
        },
        {
          start: '2026-11-28T20:00:00+04:00',
          end: '2026-11-29T01:00:00+04:00',
          price: rub(450),
          place: 'h5-ast-kutum',
          titles: ['Фестиваль фестивалей', 'Ночь короткого метра «Фестиваль фестивалей»', 'Ночь короткого метра'],
        },
        {
          start: '2026-11-28T15:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'h5-ast-lotos',
          titles: ['Турнир по «Манчкину»', 'Турнир по Манчкину'],
        },
        {
          start: '2026-11-28T14:00:00+04:00',
          end: null,
          price: rub(150),
          place: null,
          titles: ['Астраханские татары: история и быт', 'Лекция «Астраханские татары: история и быт»'],
        },
        {
          start: '2026-11-29T12:00:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-ast-kamysh',
          titles: ['Простоквашино', 'Семейный кинопоказ «Простоквашино»'],
        },
      ],
    },
    {
      id: 'h5-ast-08',
      kind: 'postponement of a play, no price',
      text: '❗️Внимание❗️ Спектакль «Пиковая дама», назначенный на 22 ноября, по техническим причинам переносится на 6 декабря, 18:00. Билеты действительны. Театр «Дельта»',
      publishedAt: '2026-11-20T13:00:00+04:00',
      timeZone: AST,
      postponed: true,
      events: [
        {
          start: '2026-12-06T18:00:00+04:00',
          end: null,
          price: null,
          place: 'h5-ast-delta',
          titles: ['Пиковая дама', 'Спектакль «Пиковая дама»'],
        },
      ],
    },
    {
      id: 'h5-ast-09',
      kind: 'open mic in an anti-café, weekday with date, one price',
      text: 'Открытый микрофон в Лотосе в среду, 25.11, в 19:30 — выступить может любой, записывайтесь у админа. Вход 300₽, чай безлимит.',
      publishedAt: '2026-11-23T12:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-11-25T19:30:00+04:00',
          end: null,
          price: rub(300),
          place: 'h5-ast-lotos',
          titles: ['Открытый микрофон'],
        },
      ],
    },
    {
      id: 'h5-ast-10',
      kind: 'film festival over three days (one event), day ticket and pass for all days, programme link is not a ticket link',
      text: `🎬 III Фестиваль документального кино «Волга-Каспий»
4–6 декабря, кинотеатр «Кутум»
Показы каждый день с 12:00. Программа на volgacaspian-fest.ru
Билет на один день — 500 ₽, абонемент на все три дня — 1200 ₽`,
      publishedAt: '2026-11-25T10:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-04T12:00:00+04:00',
          end: '2026-12-06',
          price: rub(500, 1200),
          place: 'h5-ast-kutum',
          titles: [
            'Волга-Каспий',
            'Фестиваль документального кино «Волга-Каспий»',
            'III Фестиваль документального кино «Волга-Каспий»',
          ],
        },
      ],
    },
    {
      id: 'h5-ast-11',
      kind: 'film quiz, gathering vs start, prize is not a price',
      text: `Сазан | КИНОКВИЗ 🎬🍿
Четверг, 3 декабря, 19:30 (сбор команд с 19:00)
400₽ с игрока
Победителям — сертификат на 5000₽ в бар`,
      publishedAt: '2026-12-01T14:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-03T19:30:00+04:00',
          end: null,
          price: rub(400),
          place: 'h5-ast-sazan',
          titles: ['Киноквиз'],
        },
      ],
    },
    {
      id: 'h5-ast-12',
      kind: 'lecture series every Saturday, unquoted lecture names, free',
      text: `Библиотека «Камыш» запускает цикл лекций «Город на островах» 🏝
Каждую субботу декабря в 13:00:

5.12 — Как Астрахань стала крепостью
12.12 — Каналы и мосты: Варвациевский и другие
19.12 — Купеческая Астрахань
26.12 — Астрахань в кино

Вход свободный 👐`,
      publishedAt: '2026-11-30T10:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-05T13:00:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-ast-kamysh',
          titles: ['Как Астрахань стала крепостью', 'Лекция «Как Астрахань стала крепостью»'],
        },
        {
          start: '2026-12-12T13:00:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-ast-kamysh',
          titles: ['Каналы и мосты: Варвациевский и другие', 'Каналы и мосты'],
        },
        {
          start: '2026-12-19T13:00:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-ast-kamysh',
          titles: ['Купеческая Астрахань', 'Лекция «Купеческая Астрахань»'],
        },
        {
          start: '2026-12-26T13:00:00+04:00',
          end: null,
          price: FREE,
          place: 'h5-ast-kamysh',
          titles: ['Астрахань в кино', 'Лекция «Астрахань в кино»'],
        },
      ],
    },
    {
      id: 'h5-ast-13',
      kind: 'concert hall outside catalogue, seat categories, children free',
      text: 'Государственный ансамбль песни и танца «Каспий» — большой новогодний концерт 🎉 Концертный зал «Прогресс», 13 декабря (воскресенье), 17:00. Партер — 1500 ₽, амфитеатр — 1000 ₽, балкон — 700 ₽. Дети до 6 лет — бесплатно без предоставления места. Билеты: kassir-ast.ru/kaspiy',
      publishedAt: '2026-12-02T12:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-13T17:00:00+04:00',
          end: null,
          price: rub(0, 1500),
          place: null,
          titles: [
            'Новогодний концерт ансамбля «Каспий»',
            'Большой новогодний концерт ансамбля песни и танца «Каспий»',
            'Каспий',
          ],
          ticketUrl: 'https://kassir-ast.ru/kaspiy',
        },
      ],
    },
    {
      id: 'h5-ast-14',
      kind: 'museum evening with start and end, children price',
      text: '«Соляная пристань» приглашает на вечер «Рыбный обоз»: история астраханских промыслов, дегустация вяленой рыбы 🐟 и песни рыбаков. 11 декабря, 18:00–21:00. Билет 600 ₽, дегустация включена. Детям до 12 лет — 300 ₽.',
      publishedAt: '2026-12-04T15:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-11T18:00:00+04:00',
          end: '2026-12-11T21:00:00+04:00',
          price: rub(300, 600),
          place: 'h5-ast-pristan',
          titles: ['Рыбный обоз', 'Вечер «Рыбный обоз»'],
        },
      ],
    },
    {
      id: 'h5-ast-15',
      kind: 'film club screening, film name in genitive phrase, stated length',
      text: 'Киноклуб «Кадр» приглашает на показ фильма «Территория» с обсуждением. Кинотеатр «Кутум», малый зал, среда 9 декабря, 19:00. Продолжительность показа с обсуждением — 3 часа. Вход 200 ₽.',
      publishedAt: '2026-12-07T11:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-09T19:00:00+04:00',
          end: '2026-12-09T22:00:00+04:00',
          price: rub(200),
          place: 'h5-ast-kutum',
          titles: ['Территория', 'Показ фильма «Территория»'],
        },
      ],
    },
    {
      id: 'h5-ast-16',
      kind: 'touring band, two evenings with different programmes',
      text: `Группа «Пыльные окна» едет в тур «Через всю страну»! 🚐
Астрахань — два вечера в клубе «Маяк»:
18 декабря (пт) — программа «Старые песни»
19 декабря (сб) — программа «Новый альбом»
Начало в 20:00. Билет на каждый вечер — 1000₽. tickets.mayak-club.ru`,
      publishedAt: '2026-12-08T12:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-18T20:00:00+04:00',
          end: null,
          price: rub(1000),
          place: 'h5-ast-mayak',
          titles: ['Пыльные окна. Старые песни', 'Концерт группы «Пыльные окна»', 'Старые песни'],
          ticketUrl: 'https://tickets.mayak-club.ru',
        },
        {
          start: '2026-12-19T20:00:00+04:00',
          end: null,
          price: rub(1000),
          place: 'h5-ast-mayak',
          titles: ['Пыльные окна. Новый альбом', 'Концерт группы «Пыльные окна»', 'Новый альбом'],
          ticketUrl: 'https://tickets.mayak-club.ru',
        },
      ],
    },
    {
      id: 'h5-ast-17',
      kind: 'anti-café week, per-minute rate with a stop-check for all',
      text: `Лотос на неделе 🪷
пн 14.12 — мафия с ведущим Артуром, 19:00
ср 16.12 — вечер «Своей игры», 19:30
пт 18.12 — кино-вечер: «Один дома» на проекторе, 19:00
Всё — по обычному тарифу: 4₽/мин, стоп-чек 500₽`,
      publishedAt: '2026-12-13T21:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-14T19:00:00+04:00',
          end: null,
          price: rub(null, 500),
          place: 'h5-ast-lotos',
          titles: ['Мафия', 'Игра в мафию'],
        },
        {
          start: '2026-12-16T19:30:00+04:00',
          end: null,
          price: rub(null, 500),
          place: 'h5-ast-lotos',
          titles: ['Своя игра', 'Вечер «Своей игры»'],
        },
        {
          start: '2026-12-18T19:00:00+04:00',
          end: null,
          price: rub(null, 500),
          place: 'h5-ast-lotos',
          titles: ['Один дома', 'Кино-вечер: «Один дома»'],
        },
      ],
    },
    {
      id: 'h5-ast-18',
      kind: 'New Year concert twice a day, https-less ticket link',
      text: `Новогодний концерт «Штраус-гала» 🥂
31 декабря в филармонии — два концерта: в 15:00 и в 19:00
Оркестр, солисты, бокал игристого в антракте
Билеты 1200–2500 ₽ на astrphil.ru/strauss`,
      publishedAt: '2026-12-12T10:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-31T15:00:00+04:00',
          end: null,
          price: rub(1200, 2500),
          place: 'h5-ast-phil',
          titles: ['Штраус-гала', 'Новогодний концерт «Штраус-гала»'],
          ticketUrl: 'https://astrphil.ru/strauss',
        },
        {
          start: '2026-12-31T19:00:00+04:00',
          end: null,
          price: rub(1200, 2500),
          place: 'h5-ast-phil',
          titles: ['Штраус-гала', 'Новогодний концерт «Штраус-гала»'],
          ticketUrl: 'https://astrphil.ru/strauss',
        },
      ],
    },
    {
      id: 'h5-ast-19',
      kind: 'online lesson, local time stated, by donation',
      text: 'онлайн-урок каллиграфии от мастерской «Перо и тушь» ✍️ 17 декабря в 18:00 (время астраханское), трансляция в нашем тг-канале, участие — за донат',
      publishedAt: '2026-12-14T19:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-17T18:00:00+04:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Онлайн-урок каллиграфии', 'Урок каллиграфии'],
        },
      ],
    },
    {
      id: 'h5-ast-20',
      kind: 'overnight board-game marathon ending next morning, fixed price, booking link',
      text: 'НОЧЬ НАСТОЛОК в Лотосе 🎲 с 20:00 субботы 19.12 до 8:00 воскресенья. Фикса 800 ₽ за всю ночь, чай/кофе/печеньки включены. Бронь мест: lotos-ast.ru/night',
      publishedAt: '2026-12-15T12:00:00+04:00',
      timeZone: AST,
      events: [
        {
          start: '2026-12-19T20:00:00+04:00',
          end: '2026-12-20T08:00:00+04:00',
          price: rub(800),
          place: 'h5-ast-lotos',
          titles: ['Ночь настолок'],
          ticketUrl: 'https://lotos-ast.ru/night',
        },
      ],
    },

    // ───────────── Улан-Удэ ─────────────
    {
      id: 'h5-uud-01',
      kind: 'theatre repertoire for a week, same show twice a day, the same play on two days',
      text: `Молодёжный театр «Сэсэг» — репертуар 4–8 ноября

4 ноября — «Улигер о храбром Гэсэре» 12:00, 16:00 (6+)
6 ноября — «Три сестры» 19:00 (16+)
7 ноября — «Три сестры» 18:00
8 ноября — «Ангара и Байкал» 17:00 (12+)

Билеты: 300–800 ₽. На детские утренники — 300 ₽.`,
      publishedAt: '2026-11-02T09:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-04T12:00:00+08:00',
          end: null,
          price: rub(300),
          place: 'h5-uud-seseg',
          titles: ['Улигер о храбром Гэсэре'],
        },
        {
          start: '2026-11-04T16:00:00+08:00',
          end: null,
          price: rub(300),
          place: 'h5-uud-seseg',
          titles: ['Улигер о храбром Гэсэре'],
        },
        {
          start: '2026-11-06T19:00:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h5-uud-seseg',
          titles: ['Три сестры'],
        },
        {
          start: '2026-11-07T18:00:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h5-uud-seseg',
          titles: ['Три сестры'],
        },
        {
          start: '2026-11-08T17:00:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h5-uud-seseg',
          titles: ['Ангара и Байкал'],
        },
      ],
    },
    {
      id: 'h5-uud-02',
      kind: 'philharmonic, three categories and a schoolchildren price',
      text: `Бурятская филармония
🎶 «Голос степи» — концерт горлового пения и морин хуура
15 ноября, 18:00
Билеты: 600 / 900 / 1200 ₽
Школьникам — 300 ₽
buryatphil.ru/golos-stepi`,
      publishedAt: '2026-11-05T12:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-15T18:00:00+08:00',
          end: null,
          price: rub(300, 1200),
          place: 'h5-uud-phil',
          titles: ['Голос степи', 'Концерт «Голос степи»'],
          ticketUrl: 'https://buryatphil.ru/golos-stepi',
        },
      ],
    },
    {
      id: 'h5-uud-03',
      kind: 'bar birthday, «в субботу», until the last guest, free',
      text: 'Омулю 5 лет!!! 🎂 Отмечаем в субботу с 20:00 и до последнего гостя. Вход свободный, играют «Ветер с Байкала» и DJ Sagaan',
      publishedAt: '2026-11-10T17:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-14T20:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h5-uud-omul',
          titles: ['День рождения бара «Омуль»', '5 лет бару «Омуль»', 'Омулю 5 лет'],
        },
      ],
    },
    {
      id: 'h5-uud-04',
      kind: 'weekend digest, each line dated, sport at a stadium, fair outside catalogue, book swap',
      text: `#УланУдэ_афиша на выходные

🔸13.11, 19:00 — стендап «Бурятский юмор» в Баргузине, 700₽
🔸14.11, 11:00 — детский мастер-класс по лепке из глины в Хурдэ, 500₽ (с материалами)
🔸14.11, 19:00 — хоккей с мячом: «Буряад Барс» — «Иркут», стадион «Селенга», билеты от 150₽
🔸15.11, 12:00 — ярмарка выходного дня на площади Советов, вход свободный
🔸15.11, 16:00 — книжный своп в «Полке»: приносите книги, вход бесплатный

Всем хороших выходных!`,
      publishedAt: '2026-11-12T19:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-13T19:00:00+08:00',
          end: null,
          price: rub(700),
          place: 'h5-uud-barguzin',
          titles: ['Бурятский юмор', 'Стендап «Бурятский юмор»'],
        },
        {
          start: '2026-11-14T11:00:00+08:00',
          end: null,
          price: rub(500),
          place: 'h5-uud-hurde',
          titles: ['Детский мастер-класс по лепке из глины', 'Мастер-класс по лепке из глины'],
        },
        {
          start: '2026-11-14T19:00:00+08:00',
          end: null,
          price: rub(150, null),
          place: 'h5-uud-selenga',
          titles: ['Буряад Барс — Иркут', 'Хоккей с мячом: «Буряад Барс» — «Иркут»'],
        },
        {
          start: '2026-11-15T12:00:00+08:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Ярмарка выходного дня'],
        },
        {
          start: '2026-11-15T16:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h5-uud-polka',
          titles: ['Книжный своп'],
        },
      ],
    },
    {
      id: 'h5-uud-05',
      kind: 'postponement of a lecture in a gallery, free',
      text: '⚠️ Лекция «Буддийская иконография: как читать тангку» в галерее «Хурдэ» переносится с 19 ноября на 26 ноября. Начало в 18:30. Вход свободный.',
      publishedAt: '2026-11-16T10:00:00+08:00',
      timeZone: UUD,
      postponed: true,
      events: [
        {
          start: '2026-11-26T18:30:00+08:00',
          end: null,
          price: FREE,
          place: 'h5-uud-hurde',
          titles: ['Буддийская иконография: как читать тангку', 'Лекция «Буддийская иконография: как читать тангку»'],
        },
      ],
    },
    {
      id: 'h5-uud-06',
      kind: 'film week in a cinema: separately named screenings, one free by registration',
      text: `🎬 Неделя бурятского кино в «Саянах» (20–22 ноября)

Пт 20.11 19:00 — «Улан-Удэ. Начало» (док.)
Сб 21.11 15:00 — «Степной ветер»
Сб 21.11 19:00 — «Хори» + встреча со съёмочной группой
Вс 22.11 17:00 — «Байкальская сага» (закрытие)

Билет на сеанс — 250 ₽, показ 22.11 — бесплатно по регистрации на sayany-kino.ru`,
      publishedAt: '2026-11-18T12:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-20T19:00:00+08:00',
          end: null,
          price: rub(250),
          place: 'h5-uud-sayany',
          titles: ['Улан-Удэ. Начало'],
        },
        {
          start: '2026-11-21T15:00:00+08:00',
          end: null,
          price: rub(250),
          place: 'h5-uud-sayany',
          titles: ['Степной ветер'],
        },
        {
          start: '2026-11-21T19:00:00+08:00',
          end: null,
          price: rub(250),
          place: 'h5-uud-sayany',
          titles: ['Хори'],
        },
        {
          start: '2026-11-22T17:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h5-uud-sayany',
          titles: ['Байкальская сага'],
          ticketUrl: 'https://sayany-kino.ru',
        },
      ],
    },
    {
      id: 'h5-uud-07',
      kind: 'exhibition over a range crossing the year, no hours, one price',
      text: 'С 1 декабря по 20 января в галерее «Хурдэ» — выставка живописи Баира Цыренова «Небо над Хамар-Дабаном» 🏔 Билет 200 ₽.',
      publishedAt: '2026-11-20T15:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-01',
          end: '2027-01-20',
          price: rub(200),
          place: 'h5-uud-hurde',
          titles: [
            'Небо над Хамар-Дабаном',
            'Выставка «Небо над Хамар-Дабаном»',
            'Выставка живописи Баира Цыренова «Небо над Хамар-Дабаном»',
          ],
        },
      ],
    },
    {
      id: 'h5-uud-08',
      kind: 'online lecture, local time with Moscow time beside it, free, no link',
      text: 'Онлайн-лекция «Кяхтинский чайный путь» 🍵 Ведёт историк Туяна Бадмаева. 25 ноября, 20:00 по Улан-Удэ (15:00 мск). Бесплатно, ссылка на трансляцию будет в нашей группе за час до начала.',
      publishedAt: '2026-11-23T10:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-25T20:00:00+08:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Кяхтинский чайный путь', 'Онлайн-лекция «Кяхтинский чайный путь»'],
        },
      ],
    },
    {
      id: 'h5-uud-09',
      kind: 'club concert, gathering vs start, presale/on the day',
      text: `БАРГУЗИН | 5 декабря
«Нойон» — фолк-метал с горловым пением 🤘
Сбор гостей — 19:00, начало концерта — 20:00
Билеты: 900 ₽ (предпродажа) / 1200 ₽ (в день концерта)
👉 barguzin-club.ru/noyon`,
      publishedAt: '2026-11-24T13:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-05T20:00:00+08:00',
          end: null,
          price: rub(900, 1200),
          place: 'h5-uud-barguzin',
          titles: ['Нойон', 'Концерт группы «Нойон»'],
          ticketUrl: 'https://barguzin-club.ru/noyon',
        },
      ],
    },
    {
      id: 'h5-uud-10',
      kind: 'bar week with day numbers only, hat, girls free before a time, after-midnight end, closed night is no event',
      text: `Омуль, неделя 1–6 декабря 🐟

Вт 1 — пивной квиз, 19:30, 300₽/чел
Чт 3 — вечер бурятских песен под гитару, 20:00, вход свободный, шляпа 🎩
Пт 4 — «Кавер-пятница» с группой Sunday People, 21:00, 400₽
Сб 5 — DJ Sagaan, 22:00 – 04:00, вход 300, девушкам бесплатно до 23:00
Вс 6 — закрытое мероприятие, бар не работает`,
      publishedAt: '2026-11-30T12:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-01T19:30:00+08:00',
          end: null,
          price: rub(300),
          place: 'h5-uud-omul',
          titles: ['Пивной квиз', 'Квиз'],
        },
        {
          start: '2026-12-03T20:00:00+08:00',
          end: null,
          price: FREE_DONATION,
          place: 'h5-uud-omul',
          titles: ['Вечер бурятских песен под гитару', 'Вечер бурятских песен'],
        },
        {
          start: '2026-12-04T21:00:00+08:00',
          end: null,
          price: rub(400),
          place: 'h5-uud-omul',
          titles: ['Кавер-пятница', 'Кавер-пятница с группой Sunday People', 'Sunday People'],
        },
        {
          start: '2026-12-05T22:00:00+08:00',
          end: '2026-12-06T04:00:00+08:00',
          price: rub(0, 300),
          place: 'h5-uud-omul',
          titles: ['DJ Sagaan', 'Диджей-сет DJ Sagaan'],
        },
      ],
    },
    {
      id: 'h5-uud-11',
      kind: 'two-day festival (one event), day and two-day tickets, children free',
      text: `❄️ Фестиваль ледовых скульптур и зимних забав «Байкальский лёд» ❄️
12–13 декабря, стадион «Селенга», с 11:00
Вход: один день — 300 ₽, два дня — 500 ₽, дети до 7 лет — бесплатно
Билеты: selenga-arena.ru`,
      publishedAt: '2026-12-01T10:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-12T11:00:00+08:00',
          end: '2026-12-13',
          price: rub(0, 500),
          place: 'h5-uud-selenga',
          titles: [
            'Байкальский лёд',
            'Фестиваль «Байкальский лёд»',
            'Фестиваль ледовых скульптур и зимних забав «Байкальский лёд»',
          ],
          ticketUrl: 'https://selenga-arena.ru',
        },
      ],
    },
    {
      id: 'h5-uud-12',
      kind: 'lowercase, «завтра», time with a dot, venue in lowercase prepositional, book presentation',
      text: 'завтра в полке презентация новой книги Чингиса Дашиева «Ветер над Удой», в 18.30. вход свободный, книгу можно будет купить и подписать',
      publishedAt: '2026-12-03T20:30:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-04T18:30:00+08:00',
          end: null,
          price: FREE,
          place: 'h5-uud-polka',
          titles: ['Презентация книги «Ветер над Удой»', 'Презентация книги Чингиса Дашиева «Ветер над Удой»'],
        },
      ],
    },
    {
      id: 'h5-uud-13',
      kind: '«сегодня», per-minute rate with a stop-check, prizes',
      text: 'ЮРТА 🎲 Сегодня с 19:00 — турнир по «Каркассону». Оплата по времени: 3 ₽/мин, стоп-чек 400 ₽. Призы от партнёров!',
      publishedAt: '2026-12-04T12:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-04T19:00:00+08:00',
          end: null,
          price: rub(null, 400),
          place: 'h5-uud-yurta',
          titles: ['Турнир по «Каркассону»', 'Турнир по Каркассону'],
        },
      ],
    },
    {
      id: 'h5-uud-14',
      kind: 'ballet twice a day, duration with interval, from-price, ticket link',
      text: 'Балет «Щелкунчик» 🩰 В исполнении артистов балета из Иркутска. 20 декабря в филармонии — дневной (13:00) и вечерний (18:00) спектакли. Продолжительность 2 часа 10 минут с антрактом. Билеты от 1500 ₽ — buryatphil.ru/nutcracker',
      publishedAt: '2026-12-07T11:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-20T13:00:00+08:00',
          end: '2026-12-20T15:10:00+08:00',
          price: rub(1500, null),
          place: 'h5-uud-phil',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
          ticketUrl: 'https://buryatphil.ru/nutcracker',
        },
        {
          start: '2026-12-20T18:00:00+08:00',
          end: '2026-12-20T20:10:00+08:00',
          price: rub(1500, null),
          place: 'h5-uud-phil',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
          ticketUrl: 'https://buryatphil.ru/nutcracker',
        },
      ],
    },
    {
      id: 'h5-uud-15',
      kind: 'ski race outside catalogue with address, registration window vs start, children free',
      text: 'Лыжный забег «Снежный барс» 🎿 13 декабря, старт в 11:00, регистрация участников с 9:30 до 10:30. Место: лыжная база «Динамо», ул. Забайкальская, 20. Взнос 500 ₽, дети до 14 лет — бесплатно. Регистрация: reg.sportbur.ru/bars',
      publishedAt: '2026-12-08T09:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-13T11:00:00+08:00',
          end: null,
          price: rub(0, 500),
          place: null,
          titles: ['Снежный барс', 'Лыжный забег «Снежный барс»'],
          ticketUrl: 'https://reg.sportbur.ru/bars',
        },
      ],
    },
    {
      id: 'h5-uud-16',
      kind: 'party past midnight, up-to price',
      text: 'Новогодний корпоратив для одиночек 😄 в Баргузине: 25 декабря, пятница, с 19:00 до 02:00. Шоу-программа, ведущий, DJ. Билеты — до 1500 ₽, в зависимости от зоны.',
      publishedAt: '2026-12-09T14:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-25T19:00:00+08:00',
          end: '2026-12-26T02:00:00+08:00',
          price: rub(null, 1500),
          place: 'h5-uud-barguzin',
          titles: ['Новогодний корпоратив для одиночек', 'Корпоратив для одиночек'],
        },
      ],
    },
    {
      id: 'h5-uud-17',
      kind: 'lecture series in a book shop, unquoted names, season ticket beside a single ticket',
      text: `Лекторий в «Полке»: «Литература Сибири» 📚

▪️ 28.11, сб, 16:00 — Распутин и его Ангара
▪️ 5.12, сб, 16:00 — Вампилов: провинция как сцена
▪️ 12.12, сб, 16:00 — Поэзия Бурятии XX века

Вход 200 ₽, абонемент на весь цикл — 500 ₽`,
      publishedAt: '2026-11-26T10:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-11-28T16:00:00+08:00',
          end: null,
          price: rub(200),
          place: 'h5-uud-polka',
          titles: ['Распутин и его Ангара', 'Лекция «Распутин и его Ангара»'],
        },
        {
          start: '2026-12-05T16:00:00+08:00',
          end: null,
          price: rub(200),
          place: 'h5-uud-polka',
          titles: ['Вампилов: провинция как сцена', 'Лекция «Вампилов: провинция как сцена»'],
        },
        {
          start: '2026-12-12T16:00:00+08:00',
          end: null,
          price: rub(200),
          place: 'h5-uud-polka',
          titles: ['Поэзия Бурятии XX века', 'Лекция «Поэзия Бурятии XX века»'],
        },
      ],
    },
    {
      id: 'h5-uud-18',
      kind: 'short date with two-digit year, «в 19 ч», venue with its address, table booking',
      text: 'Джазовый квартет «Кяхта» — программа «Чай с имбирём» 🎷 18.12.26 в 19 ч. Омуль (ул. Коммунистическая, 14). 800 р. Бронь столов по тел. 8-924-000-00-00',
      publishedAt: '2026-12-10T12:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-18T19:00:00+08:00',
          end: null,
          price: rub(800),
          place: 'h5-uud-omul',
          titles: ['Чай с имбирём', 'Квартет «Кяхта» — «Чай с имбирём»', 'Концерт квартета «Кяхта»'],
        },
      ],
    },
    {
      id: 'h5-uud-19',
      kind: 'date without a time, square outside catalogue, free',
      text: 'Новогодняя ёлка на площади Советов откроется 19 декабря! Приходите всей семьёй: хороводы, Дед Мороз и Сагаан Убгэн, горки. Вход свободный ✨',
      publishedAt: '2026-12-11T18:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-19',
          end: null,
          price: FREE,
          place: null,
          titles: ['Открытие новогодней ёлки', 'Открытие ёлки'],
        },
      ],
    },
    {
      id: 'h5-uud-20',
      kind: 'weekend digest with weekday headings only, after-midnight end, stop-check, no time, two shows a day',
      text: `Куда сходить в Улан-Удэ в эти выходные 🎄

ПЯТНИЦА
• «Три сестры» в Сэсэг — 19:00, 400–800 ₽
• Новогодний рейв в Баргузине — с 23:00 до 5 утра, 600 ₽

СУББОТА
• Мастер-класс по вырезанию снежинок в Юрте — 14:00, по таймкарте (стоп-чек 400 ₽)
• Открытие ёлки на площади Советов — весь день

ВОСКРЕСЕНЬЕ
• Два «Щелкунчика» в филармонии — 13:00 и 18:00, билеты от 1500 ₽`,
      publishedAt: '2026-12-17T17:00:00+08:00',
      timeZone: UUD,
      events: [
        {
          start: '2026-12-18T19:00:00+08:00',
          end: null,
          price: rub(400, 800),
          place: 'h5-uud-seseg',
          titles: ['Три сестры'],
        },
        {
          start: '2026-12-18T23:00:00+08:00',
          end: '2026-12-19T05:00:00+08:00',
          price: rub(600),
          place: 'h5-uud-barguzin',
          titles: ['Новогодний рейв'],
        },
        {
          start: '2026-12-19T14:00:00+08:00',
          end: null,
          price: rub(null, 400),
          place: 'h5-uud-yurta',
          titles: ['Мастер-класс по вырезанию снежинок'],
        },
        {
          start: '2026-12-19',
          end: null,
          price: null,
          place: null,
          titles: ['Открытие ёлки', 'Открытие новогодней ёлки'],
        },
        {
          start: '2026-12-20T13:00:00+08:00',
          end: null,
          price: rub(1500, null),
          place: 'h5-uud-phil',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
        },
        {
          start: '2026-12-20T18:00:00+08:00',
          end: null,
          price: rub(1500, null),
          place: 'h5-uud-phil',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
        },
      ],
    },
  ],
};
