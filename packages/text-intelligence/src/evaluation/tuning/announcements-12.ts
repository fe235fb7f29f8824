// A twelfth development set of announcements (Рязань, Липецк, Курск, Белгород), written from the labelling guide alone, without sight of the reader or its sets.
// A development set: it may be read while rules are written.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

// All four cities keep Moscow time (UTC+03:00 all year round).
const RZN = 'Europe/Moscow';
const LPK = 'Europe/Moscow';
const KRS = 'Europe/Moscow';
const BLG = 'Europe/Moscow';

export const TUNING_12: AnnouncementSet = {
  places: [
    // Рязань
    {
      id: 'd12-rzn-drama',
      name: 'Рязанский театр драмы',
      aliases: ['театр драмы', 'Рязанская драма', 'драмтеатр'],
      address: 'Рязань, Театральная площадь, 7',
    },
    {
      id: 'd12-rzn-filarmonia',
      name: 'Рязанская филармония',
      aliases: ['филармония', 'Большой зал филармонии'],
      address: 'Рязань, улица Ленина, 40',
    },
    { id: 'd12-rzn-kotelnaya', name: 'Бар «Котельная»', aliases: ['Котельная'], address: 'Рязань, улица Есенина, 21' },
    {
      id: 'd12-rzn-podval',
      name: 'Клуб «Подвал 62»',
      aliases: ['Подвал 62', 'Подвал', 'Podval 62'],
      address: 'Рязань, улица Почтовая, 55',
    },
    { id: 'd12-rzn-oktyabr', name: 'Кинотеатр «Октябрь»', aliases: ['Октябрь'], address: 'Рязань, улица Соборная, 12' },
    {
      id: 'd12-rzn-gorkovka',
      name: 'Библиотека имени Горького',
      aliases: ['Горьковка', 'библиотека Горького', 'библиотека им. Горького'],
      address: 'Рязань, улица Ленина, 52',
    },
    { id: 'd12-rzn-fonar', name: 'Антикафе «Фонарь»', aliases: ['Фонарь'], address: 'Рязань, улица Свободы, 14' },
    {
      id: 'd12-rzn-spartak',
      name: 'Стадион «Спартак»',
      aliases: ['Спартак'],
      address: 'Рязань, улица Лермонтова, 3',
    },
    { id: 'd12-rzn-oksko', name: 'Галерея «Окско»', aliases: ['Окско'], address: 'Рязань, улица Кольцова, 8' },
    // Липецк
    {
      id: 'd12-lpk-drama',
      name: 'Липецкий драматический театр',
      aliases: ['драмтеатр', 'театр драмы', 'Липецкая драма'],
      address: 'Липецк, Театральная площадь, 2',
    },
    {
      id: 'd12-lpk-filarmonia',
      name: 'Липецкая филармония',
      aliases: ['филармония'],
      address: 'Липецк, улица Советская, 33',
    },
    { id: 'd12-lpk-stal', name: 'Бар «Сталевар»', aliases: ['Сталевар'], address: 'Липецк, улица Плеханова, 9' },
    {
      id: 'd12-lpk-gruzovik',
      name: 'Клуб «Грузовик»',
      aliases: ['Грузовик', 'Gruzovik'],
      address: 'Липецк, проспект Победы, 71',
    },
    { id: 'd12-lpk-rodina', name: 'Кинотеатр «Родина»', aliases: ['Родина'], address: 'Липецк, улица Ленина, 18' },
    {
      id: 'd12-lpk-museum',
      name: 'Липецкий краеведческий музей',
      aliases: ['краеведческий музей', 'краеведческий'],
      address: 'Липецк, улица Ленина, 23',
    },
    { id: 'd12-lpk-park', name: 'Нижний парк', aliases: ['Нижний'], address: 'Липецк, улица Зегеля, 1' },
    {
      id: 'd12-lpk-polka',
      name: 'Книжный магазин «Полка»',
      aliases: ['Полка', 'книжный «Полка»'],
      address: 'Липецк, улица Первомайская, 6',
    },
    {
      id: 'd12-lpk-zvezdny',
      name: 'Дворец спорта «Звёздный»',
      aliases: ['Звёздный', 'ДС «Звёздный»'],
      address: 'Липецк, улица Терешковой, 10',
    },
    // Курск
    {
      id: 'd12-krs-drama',
      name: 'Курский драматический театр имени Пушкина',
      aliases: ['Пушкинский театр', 'театр Пушкина', 'драмтеатр', 'Пушкинский'],
      address: 'Курск, улица Ленина, 26',
    },
    {
      id: 'd12-krs-filarmonia',
      name: 'Курская филармония',
      aliases: ['филармония', 'Свиридовский зал'],
      address: 'Курск, улица Ленина, 3',
    },
    {
      id: 'd12-krs-solovey',
      name: 'Бар «Соловей»',
      aliases: ['Соловей', 'Solovey bar'],
      address: 'Курск, улица Дзержинского, 40',
    },
    { id: 'd12-krs-anomaliya', name: 'Клуб «Аномалия»', aliases: ['Аномалия'], address: 'Курск, улица Радищева, 17' },
    { id: 'd12-krs-mir', name: 'Кинотеатр «Мир»', aliases: ['Мир'], address: 'Курск, улица Карла Маркса, 5' },
    { id: 'd12-krs-kryltso', name: 'Галерея «Крыльцо»', aliases: ['Крыльцо'], address: 'Курск, улица Садовая, 11' },
    {
      id: 'd12-krs-trudovye',
      name: 'Стадион «Трудовые резервы»',
      aliases: ['Трудовые резервы', 'Трудовые'],
      address: 'Курск, улица Кирова, 1',
    },
    {
      id: 'd12-krs-aseevka',
      name: 'Библиотека имени Асеева',
      aliases: ['Асеевка', 'библиотека Асеева'],
      address: 'Курск, улица Ленина, 49',
    },
    {
      id: 'd12-krs-chasovshik',
      name: 'Антикафе «Часовщик»',
      aliases: ['Часовщик'],
      address: 'Курск, улица Володарского, 8',
    },
    // Белгород
    {
      id: 'd12-blg-drama',
      name: 'Белгородский драматический театр имени Щепкина',
      aliases: ['театр Щепкина', 'драмтеатр', 'Щепкинский'],
      address: 'Белгород, Гражданский проспект, 42',
    },
    {
      id: 'd12-blg-filarmonia',
      name: 'Белгородская филармония',
      aliases: ['филармония'],
      address: 'Белгород, улица Победы, 71',
    },
    { id: 'd12-blg-mayak', name: 'Паб «Маяк»', aliases: ['Маяк'], address: 'Белгород, улица Попова, 36' },
    {
      id: 'd12-blg-sklad',
      name: 'Клуб «Склад №5»',
      aliases: ['Склад №5', 'Склад 5', 'Склад'],
      address: 'Белгород, улица Щорса, 45',
    },
    { id: 'd12-blg-kosmos', name: 'Кинотеатр «Космос»', aliases: ['Космос'], address: 'Белгород, проспект Славы, 60' },
    {
      id: 'd12-blg-museum',
      name: 'Белгородский художественный музей',
      aliases: ['художественный музей', 'худмузей'],
      address: 'Белгород, улица Победы, 77',
    },
    {
      id: 'd12-blg-park',
      name: 'Центральный парк культуры и отдыха',
      aliases: ['ЦПКиО', 'центральный парк'],
      address: 'Белгород, улица Попова, 2',
    },
    {
      id: 'd12-blg-arena',
      name: 'Арена «Белогорье»',
      aliases: ['Белогорье-Арена', 'Белогорье Арена'],
      address: 'Белгород, улица Костюкова, 39',
    },
    {
      id: 'd12-blg-chitalka',
      name: 'Антикафе «Читалка»',
      aliases: ['Читалка'],
      address: 'Белгород, улица Преображенская, 78',
    },
  ],
  announcements: [
    // ───────────────────────────── Рязань ─────────────────────────────
    {
      id: 'd12-rzn-bar-week',
      kind: 'bar weekly schedule: weekday+date lines, quiz, free open mic, girls free before 23:00, till last guest',
      text: `🔥 НЕДЕЛЯ В КОТЕЛЬНОЙ 🔥

ср 4.11 — квиз «Мозговой штурм по-рязански» 🧠 начало 19:30, команды до 8 человек, участие 400₽ с человека
чт 5.11 — стендап, открытый микрофон. 20:00, вход свободный
пт 6.11 — кавер-бэнд Stereo Ryazan 🎸 21:00, вход 500₽
сб 7.11 — DJ Пульс, старт в 22:00 и до последнего гостя. Вход 300 ₽, девушкам до 23:00 бесплатно 💃

бронь столов: 8 (4912) 55-44-33
#котельная #рязань #кудапойти`,
      publishedAt: '2026-11-02T12:10:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-04T19:30:00+03:00',
          end: null,
          price: rub(400),
          place: 'd12-rzn-kotelnaya',
          titles: ['Мозговой штурм по-рязански', 'Квиз «Мозговой штурм по-рязански»'],
        },
        {
          start: '2026-11-05T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-rzn-kotelnaya',
          titles: ['Открытый микрофон', 'Стендап, открытый микрофон', 'Стендап'],
        },
        {
          start: '2026-11-06T21:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'd12-rzn-kotelnaya',
          titles: ['Stereo Ryazan', 'Кавер-бэнд Stereo Ryazan', 'Концерт кавер-бэнда Stereo Ryazan'],
        },
        {
          start: '2026-11-07T22:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd12-rzn-kotelnaya',
          titles: ['DJ Пульс', 'Вечеринка с DJ Пульс'],
        },
      ],
    },
    {
      id: 'd12-rzn-drama-week',
      kind: 'theatre repertoire for a week, one show twice a day, duration with interval, shared ticket site',
      text: `Афиша Рязанского театра драмы на неделю 10–15 ноября

▫️10 ноября, вт, 19:00 — «Гроза» (А. Н. Островский), 12+. Билеты 400–1500 ₽
▫️11 ноября, ср, 19:00 — «Женитьба» (Н. В. Гоголь), 16+. Билеты 400–1500 ₽
▫️13 ноября, пт, 18:30 — «Мастер и Маргарита», 16+. Спектакль идёт с одним антрактом, продолжительность 3 ч 10 мин. Билеты 600–2200 ₽
▫️15 ноября, вс, 12:00 и 17:00 — сказка «Кот в сапогах», 0+. Билеты 300–600 ₽

Кассы театра работают ежедневно с 10:00 до 19:00. Онлайн-продажа — на сайте rzndrama.ru`,
      publishedAt: '2026-11-09T09:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-10T19:00:00+03:00',
          end: null,
          price: rub(400, 1500),
          place: 'd12-rzn-drama',
          titles: ['Гроза'],
          ticketUrl: 'https://rzndrama.ru',
        },
        {
          start: '2026-11-11T19:00:00+03:00',
          end: null,
          price: rub(400, 1500),
          place: 'd12-rzn-drama',
          titles: ['Женитьба'],
          ticketUrl: 'https://rzndrama.ru',
        },
        {
          start: '2026-11-13T18:30:00+03:00',
          end: '2026-11-13T21:40:00+03:00',
          price: rub(600, 2200),
          place: 'd12-rzn-drama',
          titles: ['Мастер и Маргарита'],
          ticketUrl: 'https://rzndrama.ru',
        },
        {
          start: '2026-11-15T12:00:00+03:00',
          end: null,
          price: rub(300, 600),
          place: 'd12-rzn-drama',
          titles: ['Кот в сапогах', 'Сказка «Кот в сапогах»'],
          ticketUrl: 'https://rzndrama.ru',
        },
        {
          start: '2026-11-15T17:00:00+03:00',
          end: null,
          price: rub(300, 600),
          place: 'd12-rzn-drama',
          titles: ['Кот в сапогах', 'Сказка «Кот в сапогах»'],
          ticketUrl: 'https://rzndrama.ru',
        },
      ],
    },
    {
      id: 'd12-rzn-anticafe-tomorrow',
      kind: 'one line, «завтра», place in prepositional case, per-minute anti-café with stop-check cap, no name',
      text: 'Завтра в Фонаре настолки с 18:00 🎲 оплата по тарифу антикафе 3₽/мин, стоп-чек 600. Приносите свои игры!',
      publishedAt: '2026-11-11T17:40:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-12T18:00:00+03:00',
          end: null,
          price: rub(null, 600),
          place: 'd12-rzn-fonar',
          titles: ['Вечер настольных игр', 'Настольные игры', 'Настолки'],
        },
      ],
    },
    {
      id: 'd12-rzn-philharmonic-ticket-site',
      kind: 'philharmonic ticket-site blurb, duration with interval, price range, ticket link',
      text: `Рязанская филармония
Большой зал
21 ноября 2026, суббота, 18:00

«Вечер Чайковского»
Академический симфонический оркестр Рязанской филармонии
Дирижёр — Андрей Мещеряков
В программе: Концерт для скрипки с оркестром ре мажор, Симфония № 5
Солистка — Мария Голованова (скрипка)

Продолжительность: 1 час 50 минут с антрактом
Билеты: 500–1500 ₽. Принимается Пушкинская карта
Купить: filarmonia62.ru/afisha/vecher-chaikovskogo`,
      publishedAt: '2026-11-03T10:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-21T18:00:00+03:00',
          end: '2026-11-21T19:50:00+03:00',
          price: rub(500, 1500),
          place: 'd12-rzn-filarmonia',
          titles: ['Вечер Чайковского', 'Концерт «Вечер Чайковского»'],
          ticketUrl: 'https://filarmonia62.ru/afisha/vecher-chaikovskogo',
        },
      ],
    },
    {
      id: 'd12-rzn-club-postponed',
      kind: 'postponement, gathering vs start, short venue name, tickets valid but no sum',
      text: `⚠️ ПЕРЕНОС ⚠️

Концерт группы «Северный ветер», запланированный на 14 ноября, переносится на 5 декабря (суббота) по болезни вокалиста 🤒
Купленные билеты остаются в силе, возврат — в точке продажи.
Подвал 62, сбор гостей с 19:00, начало в 20:00.
Простите, друзья, и до встречи!`,
      publishedAt: '2026-11-10T15:00:00+03:00',
      timeZone: RZN,
      postponed: true,
      events: [
        {
          start: '2026-12-05T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-rzn-podval',
          titles: ['Северный ветер', 'Концерт группы «Северный ветер»'],
        },
      ],
    },
    {
      id: 'd12-rzn-cinema-two-sessions',
      kind: 'cinema: one film, two sessions the same day, running time, student price',
      text: `Ретро-показ в «Октябре» 🎞
«Солярис» (1972, реж. А. Тарковский) на большом экране
Суббота, 28.11, сеансы в 14:00 и 19:00
Хронометраж 2 ч 47 мин
Билет 250 ₽, студентам 150 ₽`,
      publishedAt: '2026-11-24T12:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-28T14:00:00+03:00',
          end: '2026-11-28T16:47:00+03:00',
          price: rub(150, 250),
          place: 'd12-rzn-oktyabr',
          titles: ['Солярис', 'Ретро-показ «Солярис»'],
        },
        {
          start: '2026-11-28T19:00:00+03:00',
          end: '2026-11-28T21:47:00+03:00',
          price: rub(150, 250),
          place: 'd12-rzn-oktyabr',
          titles: ['Солярис', 'Ретро-показ «Солярис»'],
        },
      ],
    },
    {
      id: 'd12-rzn-library-lecture-series',
      kind: 'library lecture series, shared start time, free with registration link, nickname of the library',
      text: `Цикл лекций «Рязань купеческая» в Горьковке 📚

🔹 19 ноября (чт) — «Купеческие династии Рязани», лектор Наталья Панкратова
🔹 26 ноября (чт) — «Торговые ряды и ярмарки старой Рязани»
🔹 3 декабря (чт) — «Купеческие особняки: прогулка по карте»

Начало всех лекций в 18:30, читальный зал на 2 этаже.
Вход свободный, регистрация обязательна: gorkovka62.ru/lektorij`,
      publishedAt: '2026-11-16T11:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-19T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-rzn-gorkovka',
          titles: ['Купеческие династии Рязани', 'Лекция «Купеческие династии Рязани»'],
          ticketUrl: 'https://gorkovka62.ru/lektorij',
        },
        {
          start: '2026-11-26T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-rzn-gorkovka',
          titles: ['Торговые ряды и ярмарки старой Рязани', 'Лекция «Торговые ряды и ярмарки старой Рязани»'],
          ticketUrl: 'https://gorkovka62.ru/lektorij',
        },
        {
          start: '2026-12-03T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-rzn-gorkovka',
          titles: ['Купеческие особняки: прогулка по карте', 'Купеческие особняки'],
          ticketUrl: 'https://gorkovka62.ru/lektorij',
        },
      ],
    },
    {
      id: 'd12-rzn-bandy-match',
      kind: 'sports match poster with emoji lines, children free',
      text: `🏒 ХОККЕЙ С МЯЧОМ | Высшая лига
«Ока» (Рязань) — «Волга» (Ульяновск)
📅 12 декабря, суббота
⏰ 14:00
📍 стадион «Спартак»
🎟 Билеты 200 р., детям до 12 лет — бесплатно
Приходите поддержать наших! #ока #хоккейсмячом`,
      publishedAt: '2026-12-07T09:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-12-12T14:00:00+03:00',
          end: null,
          price: rub(0, 200),
          place: 'd12-rzn-spartak',
          titles: ['Ока — Волга', '«Ока» — «Волга»', 'Хоккей с мячом: «Ока» — «Волга»'],
        },
      ],
    },
    {
      id: 'd12-rzn-church-concert',
      kind: 'church concert at a bare address outside the catalogue, free with donations welcome',
      text: `Приход храма Бориса и Глеба приглашает на Рождественский концерт хора 🎄
20 декабря, в 16:00, в храме (ул. Затинная, 14).
Вход свободный, пожертвования на восстановление колокольни приветствуются.`,
      publishedAt: '2026-12-10T16:30:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-12-20T16:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Рождественский концерт хора', 'Рождественский концерт'],
        },
      ],
    },
    {
      id: 'd12-rzn-online-masterclass',
      kind: 'private teacher, online workshop, length 1,5 hours, registration link',
      text: `Онлайн-мастер-класс по акварели «Зимний лес» 🎨
Веду я, Ольга Крайнова, рязанская художница.
Эфир в Zoom в четверг, 3 декабря, в 19:00 по Москве, длительность 1,5 часа.
Участие — 700 руб., запись по ссылке: taplink.cc/kraynova_art
Список материалов пришлю после записи. Вопросы в лс 💌`,
      publishedAt: '2026-11-27T14:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: '2026-12-03T20:30:00+03:00',
          price: rub(700),
          place: null,
          titles: ['Зимний лес', 'Мастер-класс по акварели «Зимний лес»', 'Онлайн-мастер-класс по акварели'],
          ticketUrl: 'https://taplink.cc/kraynova_art',
        },
      ],
    },
    {
      id: 'd12-rzn-weekend-digest',
      kind: 'city weekend digest with day headings, ends after midnight, vernissage, race fee, place outside catalogue',
      text: `КУДА ПОЙТИ НА ВЫХОДНЫХ 🗓 Рязань

ПЯТНИЦА, 4 декабря
▪️ Группа «Пилот» в Подвале 62 — 20:00, билеты от 1200 ₽: podval62.ru/pilot
▪️ «Ночь кино» в «Октябре»: три фильма Тарковского подряд. Начало в 22:00, окончание около 5 утра. 600 ₽

СУББОТА, 5 декабря
▪️ Ярмарка мастеров в Горьковке, 11:00–17:00, вход свободный
▪️ Вернисаж выставки «Зимние пейзажи Оки» в галерее «Окско», 17:00

ВОСКРЕСЕНЬЕ, 6 декабря
▪️ Забег «Снежная миля» в Лесопарке: сбор участников с 9:00, старт в 10:00, взнос 500 ₽

#рязань #афиша #выходные`,
      publishedAt: '2026-12-03T20:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-12-04T20:00:00+03:00',
          end: null,
          price: rub(1200, null),
          place: 'd12-rzn-podval',
          titles: ['Пилот', 'Концерт группы «Пилот»'],
          ticketUrl: 'https://podval62.ru/pilot',
        },
        {
          start: '2026-12-04T22:00:00+03:00',
          end: '2026-12-05T05:00:00+03:00',
          price: rub(600),
          place: 'd12-rzn-oktyabr',
          titles: ['Ночь кино', 'Ночь кино: три фильма Тарковского'],
        },
        {
          start: '2026-12-05T11:00:00+03:00',
          end: '2026-12-05T17:00:00+03:00',
          price: FREE,
          place: 'd12-rzn-gorkovka',
          titles: ['Ярмарка мастеров'],
        },
        {
          start: '2026-12-05T17:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-rzn-oksko',
          titles: ['Зимние пейзажи Оки', 'Вернисаж выставки «Зимние пейзажи Оки»', 'Выставка «Зимние пейзажи Оки»'],
        },
        {
          start: '2026-12-06T10:00:00+03:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Снежная миля', 'Забег «Снежная миля»'],
        },
      ],
    },
    {
      id: 'd12-rzn-pottery-trial',
      kind: 'private teacher, «в эту субботу», stated length, «до 1500» price, bare address outside catalogue',
      text: `Пробное занятие по гончарке в эту субботу в 12:00! 🏺
Мастерская на ул. Каляева, 9 (вход со двора, звонок «Глина»)
Занятие длится 2 часа, покажу гончарный круг и ручную лепку.
Стоимость — до 1500 ₽ в зависимости от выбранного изделия, глина и обжиг включены.
Группа до 6 человек, подробности в лс`,
      publishedAt: '2026-11-09T19:20:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-14T12:00:00+03:00',
          end: '2026-11-14T14:00:00+03:00',
          price: rub(null, 1500),
          place: null,
          titles: ['Пробное занятие по гончарному делу', 'Пробное занятие по гончарке', 'Занятие по гончарному делу'],
        },
      ],
    },
    {
      id: 'd12-rzn-standup-two-shows',
      kind: 'stand-up: same show twice a day, price range, kassir link',
      text: `Денис Вершинин с новым сольным стендап-концертом «Неудобный» в Рязани! 🎤
12 декабря (сб), Рязанская филармония
Два показа: 17:00 и 19:30
Билеты 1500–3500 ₽ → rzn.kassir.ru/vershinin
18+`,
      publishedAt: '2026-11-20T13:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-12-12T17:00:00+03:00',
          end: null,
          price: rub(1500, 3500),
          place: 'd12-rzn-filarmonia',
          titles: ['Неудобный', 'Денис Вершинин: «Неудобный»', 'Стендап-концерт Дениса Вершинина «Неудобный»'],
          ticketUrl: 'https://rzn.kassir.ru/vershinin',
        },
        {
          start: '2026-12-12T19:30:00+03:00',
          end: null,
          price: rub(1500, 3500),
          place: 'd12-rzn-filarmonia',
          titles: ['Неудобный', 'Денис Вершинин: «Неудобный»', 'Стендап-концерт Дениса Вершинина «Неудобный»'],
          ticketUrl: 'https://rzn.kassir.ru/vershinin',
        },
      ],
    },
    {
      id: 'd12-rzn-song-festival',
      kind: 'festival over three days with a daily start (one event), free with a hat',
      text: `Фестиваль авторской песни «Окские струны» 🎸
27–29 ноября, библиотека им. Горького (Горьковка), конференц-зал
Начало каждый день в 17:00
Вход свободный, в шляпу — по желанию 🎩
Участники из Рязани, Москвы, Тулы и Владимира. Заявки на участие закрыты.`,
      publishedAt: '2026-11-18T12:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-27T17:00:00+03:00',
          end: '2026-11-29',
          price: FREE_DONATION,
          place: 'd12-rzn-gorkovka',
          titles: ['Окские струны', 'Фестиваль авторской песни «Окские струны»'],
        },
      ],
    },
    {
      id: 'd12-rzn-gallery-exhibition',
      kind: 'exhibition run with daily hours into next year, pupils cheaper, small children free',
      text: `Галерея «Окско» приглашает на выставку графики «Линия горизонта» ✍️
20 ноября — 10 января
Вт–вс, 11:00–19:00 (пн — выходной)
Билет 200 ₽, школьникам 100 ₽, дети до 7 лет — бесплатно`,
      publishedAt: '2026-11-16T10:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-20T11:00:00+03:00',
          end: '2027-01-10T19:00:00+03:00',
          price: rub(0, 200),
          place: 'd12-rzn-oksko',
          titles: ['Линия горизонта', 'Выставка графики «Линия горизонта»'],
        },
      ],
    },
    {
      id: 'd12-rzn-bar-parties-deposit',
      kind: 'bar: two parties, till last guest, table deposit is the only money (no price)',
      text: `ПЯТНИЦА 13 🖤 и БЕЛАЯ СУББОТА 🤍 в Котельной

13.11, пт — вечеринка «Пятница 13», дресс-код чёрный, начало в 21:00
14.11, сб — «Белая вечеринка», всё в белом, начало в 22:00
Обе ночи — до последнего гостя 🕺
Бронь столов — депозит 3000 ₽ на компанию (идёт в счёт меню), пишите в лс`,
      publishedAt: '2026-11-10T18:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-13T21:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-rzn-kotelnaya',
          titles: ['Пятница 13', 'Вечеринка «Пятница 13»'],
        },
        {
          start: '2026-11-14T22:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-rzn-kotelnaya',
          titles: ['Белая вечеринка'],
        },
      ],
    },
    {
      id: 'd12-rzn-running-club',
      kind: 'sports club run, gathering vs start, free, place outside catalogue, no name',
      text: `Рязанский клуб любителей бега 🏃‍♀️ приглашает на субботнюю пробежку!
21.11, сбор в 8:45 у главного входа в Лесопарк, старт в 9:00.
Дистанции 5 и 10 км, бежим в комфортном темпе. Участие бесплатное.`,
      publishedAt: '2026-11-18T21:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-21T09:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Субботняя пробежка', 'Пробежка клуба любителей бега'],
        },
      ],
    },
    {
      id: 'd12-rzn-university-film-club',
      kind: 'university film club, weekday+date, auditorium outside catalogue, free',
      text: `Киноклуб РГУ 🎬
В четверг, 26.11, смотрим и обсуждаем «Сталкер» Тарковского. Ауд. 305 главного корпуса, начало в 18:00.
Вход свободный для всех, не только для студентов!`,
      publishedAt: '2026-11-23T15:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-26T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Сталкер', 'Показ фильма «Сталкер»', 'Киноклуб РГУ: «Сталкер»'],
        },
      ],
    },
    {
      id: 'd12-rzn-mafia-fridays',
      kind: 'anti-café game on two Fridays, approximate length, flat price',
      text: `Мафия в Фонаре 🔪 по пятницам!
Ближайшие игры — 20.11 и 27.11. Начало в 19:00, игра идёт около 3 часов.
Участие 350 р (чай и печеньки включены). Ведущий — Костя 😎`,
      publishedAt: '2026-11-17T12:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-11-20T19:00:00+03:00',
          end: '2026-11-20T22:00:00+03:00',
          price: rub(350),
          place: 'd12-rzn-fonar',
          titles: ['Мафия', 'Игра в мафию'],
        },
        {
          start: '2026-11-27T19:00:00+03:00',
          end: '2026-11-27T22:00:00+03:00',
          price: rub(350),
          place: 'd12-rzn-fonar',
          titles: ['Мафия', 'Игра в мафию'],
        },
      ],
    },
    {
      id: 'd12-rzn-philharmonic-new-year',
      kind: 'philharmonic seat categories, small children free on the same occasion',
      text: `Рязанская филармония приглашает на новогоднюю программу «Джаз под ёлкой» 🎄🎷
27 декабря, воскресенье, 18:00
Биг-бэнд Рязанской филармонии, солисты — Ирина Ковалёва и Павел Сомов
Партер — 1200 ₽, балкон — 800 ₽, ложа — 1500 ₽
Дети до 5 лет — бесплатно, без предоставления отдельного места`,
      publishedAt: '2026-12-01T11:00:00+03:00',
      timeZone: RZN,
      events: [
        {
          start: '2026-12-27T18:00:00+03:00',
          end: null,
          price: rub(0, 1500),
          place: 'd12-rzn-filarmonia',
          titles: ['Джаз под ёлкой', 'Новогодняя программа «Джаз под ёлкой»'],
        },
      ],
    },

    // ───────────────────────────── Липецк ─────────────────────────────
    {
      id: 'd12-lpk-digest-lines',
      kind: 'Telegram digest, each line with its own date, presale/door, museum workshop',
      text: `Липецк, афиша на ближайшие дни 👇

06.11 | 19:00 | «Вишнёвый сад» | Драмтеатр | 500–1500₽
07.11 | 20:00 | Трибьют группы «Кино» | Грузовик | 900₽ предпродажа / 1200₽ в день концерта
08.11 | 12:00 | Семейный мастер-класс по росписи пряников | Краеведческий музей | 350₽
08.11 | 16:00 | Органный вечер | Филармония | 400–900₽

Подробнее о каждом событии — в закрепе 📌`,
      publishedAt: '2026-11-05T19:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-06T19:00:00+03:00',
          end: null,
          price: rub(500, 1500),
          place: 'd12-lpk-drama',
          titles: ['Вишнёвый сад'],
        },
        {
          start: '2026-11-07T20:00:00+03:00',
          end: null,
          price: rub(900, 1200),
          place: 'd12-lpk-gruzovik',
          titles: ['Трибьют группы «Кино»', 'Трибьют «Кино»'],
        },
        {
          start: '2026-11-08T12:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd12-lpk-museum',
          titles: ['Семейный мастер-класс по росписи пряников', 'Мастер-класс по росписи пряников'],
        },
        {
          start: '2026-11-08T16:00:00+03:00',
          end: null,
          price: rub(400, 900),
          place: 'd12-lpk-filarmonia',
          titles: ['Органный вечер'],
        },
      ],
    },
    {
      id: 'd12-lpk-club-set-times',
      kind: 'club concert of two bands with doors and set times (start at the first set), dance floor / VIP',
      text: `ЛИПЕЦК! 🤘
20 ноября — ЗВЕРОБОЙ и РЖАВЫЕ ГВОЗДИ, совместный концерт в клубе Грузовик!

Двери — 19:00
19:30 — Ржавые гвозди
20:30 — Зверобой (презентация альбома «Ржавчина»)

Танцпол — 1000 ₽, VIP-балкон — 2500 ₽
Билеты: gruzovik48.ru/zveroboy
16+`,
      publishedAt: '2026-11-02T14:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-20T19:30:00+03:00',
          end: null,
          price: rub(1000, 2500),
          place: 'd12-lpk-gruzovik',
          titles: ['Зверобой и Ржавые гвозди', 'Концерт групп Зверобой и Ржавые гвозди', 'Зверобой'],
          ticketUrl: 'https://gruzovik48.ru/zveroboy',
        },
      ],
    },
    {
      id: 'd12-lpk-museum-lecture',
      kind: 'museum news, lecture without a name, museum ticket with pensioner price',
      text: `Липецкий краеведческий музей приглашает на лекцию кандидата исторических наук Елены Сорокиной об истории липецких курортов — от Петровских вод до первого санатория.
24 ноября, 15:00, лекционный зал.
Вход по билету в музей: 150 руб., пенсионерам — 80 руб.`,
      publishedAt: '2026-11-19T11:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-24T15:00:00+03:00',
          end: null,
          price: rub(80, 150),
          place: 'd12-lpk-museum',
          titles: ['Лекция об истории липецких курортов', 'История липецких курортов'],
        },
      ],
    },
    {
      id: 'd12-lpk-park-rink-opening',
      kind: 'park: free event with paid extras (skate rental), caps hook line',
      text: `⛸ ОТКРЫТИЕ КАТКА В НИЖНЕМ ПАРКЕ! ⛸
В субботу, 12 декабря, с 14:00 — праздничная программа, ледовое шоу и DJ 🎶
Вход на праздник свободный. Прокат коньков — 250 ₽/час, заточка — 200 ₽.
Ждём всех! #нижнийпарк #липецк`,
      publishedAt: '2026-12-08T10:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-12T14:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-lpk-park',
          titles: ['Открытие катка'],
        },
      ],
    },
    {
      id: 'd12-lpk-drama-repertoire',
      kind: 'theatre repertoire, two-day run, matinee twice a day, premiere with duration, box office hours as noise',
      text: `Липецкий драматический театр. Репертуар на декабрь (первая половина)

4 декабря, пятница — «Ревизор» (комедия в 2 действиях), 18:30
5 декабря, суббота — «Ревизор», 18:30
6 декабря, воскресенье — «Морозко», 11:00 и 14:00
10 декабря, четверг — ПРЕМЬЕРА! «Жизнь и судьба» по роману В. Гроссмана, 18:30. Спектакль идёт 3 часа 30 минут с двумя антрактами.

Касса: ежедневно с 10:00 до 19:00. Онлайн-продажа билетов — lipetskdrama.ru`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-04T18:30:00+03:00',
          end: null,
          price: null,
          place: 'd12-lpk-drama',
          titles: ['Ревизор'],
          ticketUrl: 'https://lipetskdrama.ru',
        },
        {
          start: '2026-12-05T18:30:00+03:00',
          end: null,
          price: null,
          place: 'd12-lpk-drama',
          titles: ['Ревизор'],
          ticketUrl: 'https://lipetskdrama.ru',
        },
        {
          start: '2026-12-06T11:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-lpk-drama',
          titles: ['Морозко'],
          ticketUrl: 'https://lipetskdrama.ru',
        },
        {
          start: '2026-12-06T14:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-lpk-drama',
          titles: ['Морозко'],
          ticketUrl: 'https://lipetskdrama.ru',
        },
        {
          start: '2026-12-10T18:30:00+03:00',
          end: '2026-12-10T22:00:00+03:00',
          price: null,
          place: 'd12-lpk-drama',
          titles: ['Жизнь и судьба'],
          ticketUrl: 'https://lipetskdrama.ru',
        },
      ],
    },
    {
      id: 'd12-lpk-bar-jam-today',
      kind: 'bar «сегодня», ends at midnight (next day), musicians free',
      text: 'Сегодня пятница — а значит джем в Сталеваре 🎺🥁 с 20:00 до 00:00. Вход 200, музыкантам бесплатно. Инструменты и бэклайн есть!',
      publishedAt: '2026-11-13T16:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-13T20:00:00+03:00',
          end: '2026-11-14T00:00:00+03:00',
          price: rub(0, 200),
          place: 'd12-lpk-stal',
          titles: ['Джем-сейшн', 'Джем'],
        },
      ],
    },
    {
      id: 'd12-lpk-philharmonic-postponed',
      kind: 'philharmonic postponement, same start time, refunds as noise',
      text: `Липецкая филармония
Уважаемые зрители!
Концерт Липецкого камерного оркестра «Времена года» (А. Вивальди, А. Пьяццолла), назначенный на 22 ноября, по техническим причинам переносится на 13 декабря 2026 года. Время начала прежнее — 17:00.
Ранее приобретённые билеты действительны. Возврат — в кассе филармонии.`,
      publishedAt: '2026-11-18T12:00:00+03:00',
      timeZone: LPK,
      postponed: true,
      events: [
        {
          start: '2026-12-13T17:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-lpk-filarmonia',
          titles: ['Времена года', 'Концерт «Времена года»', 'Липецкий камерный оркестр: «Времена года»'],
        },
      ],
    },
    {
      id: 'd12-lpk-volleyball',
      kind: 'sports match, abbreviated venue (ДС), pupils free',
      text: `🏐 ДОМАШНИЙ МАТЧ!
«Металлург» (Липецк) — «Динамо-Курск»
29 ноября, воскресенье, 16:00
ДС «Звёздный»
Билеты 150–400 р., школьникам — бесплатно по ученическому билету
Поддержим наших! 💪`,
      publishedAt: '2026-11-25T10:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-29T16:00:00+03:00',
          end: null,
          price: rub(0, 400),
          place: 'd12-lpk-zvezdny',
          titles: ['Металлург — Динамо-Курск', '«Металлург» — «Динамо-Курск»'],
        },
      ],
    },
    {
      id: 'd12-lpk-bookshop-two-events',
      kind: 'book shop: book launch (book on sale is not a price) and teen book club',
      text: `Книжный «Полка» 📚 приглашает:

📖 в четверг, 19 ноября, в 18:30 — презентация книги «Город у реки» липецкого краеведа Сергея Лаптева. Вход свободный, книгу можно купить на месте (800 ₽) и подписать у автора.
📖 в субботу, 21 ноября, в 14:00 — подростковый книжный клуб: обсуждаем «Над пропастью во ржи». Участие бесплатное, 12–16 лет.`,
      publishedAt: '2026-11-14T12:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-19T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-lpk-polka',
          titles: ['Презентация книги «Город у реки»', 'Город у реки'],
        },
        {
          start: '2026-11-21T14:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-lpk-polka',
          titles: ['Подростковый книжный клуб', 'Книжный клуб: «Над пропастью во ржи»'],
        },
      ],
    },
    {
      id: 'd12-lpk-cinema-sessions',
      kind: 'cinema sessions with different prices, running time in minutes',
      text: `Кинотеатр «Родина» 🎞
Отреставрированный «Бег» (1970) по Булгакову — только в субботу, 5 декабря!
Хронометраж 196 мин.
Сеансы:
12:00 — 250 ₽
15:30 — 300 ₽
19:00 — 400 ₽`,
      publishedAt: '2026-12-01T15:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-05T12:00:00+03:00',
          end: '2026-12-05T15:16:00+03:00',
          price: rub(250),
          place: 'd12-lpk-rodina',
          titles: ['Бег', 'Показ фильма «Бег»'],
        },
        {
          start: '2026-12-05T15:30:00+03:00',
          end: '2026-12-05T18:46:00+03:00',
          price: rub(300),
          place: 'd12-lpk-rodina',
          titles: ['Бег', 'Показ фильма «Бег»'],
        },
        {
          start: '2026-12-05T19:00:00+03:00',
          end: '2026-12-05T22:16:00+03:00',
          price: rub(400),
          place: 'd12-lpk-rodina',
          titles: ['Бег', 'Показ фильма «Бег»'],
        },
      ],
    },
    {
      id: 'd12-lpk-weekend-digest',
      kind: 'weekend digest with weekday headings only (dates from the title), two-day fair with daily hours, gathering vs start',
      text: `🎄 ЛИПЕЦК: ВЫХОДНЫЕ 28–29 НОЯБРЯ 🎄

СУББОТА
— Ярмарка «Зимний двор» в Нижнем парке, ежедневно с 10:00 до 18:00 (и в субботу, и в воскресенье), вход бесплатный
— Стендап Open Mic в Сталеваре, 19:00, 300₽
— вечеринка «Звуки 90-х» в Грузовике: сбор гостей в 21:00, начало в 22:00. Предпродажа 700, на входе 1000

ВОСКРЕСЕНЬЕ
— Экскурсия по новой экспозиции «Старый Липецк» в краеведческом музее, 12:00, 300 ₽
— Кинолекторий «Тарковский за кадром» в «Родине», 17:00, вход свободный по регистрации`,
      publishedAt: '2026-11-26T18:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-28T10:00:00+03:00',
          end: '2026-11-29T18:00:00+03:00',
          price: FREE,
          place: 'd12-lpk-park',
          titles: ['Зимний двор', 'Ярмарка «Зимний двор»'],
        },
        {
          start: '2026-11-28T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd12-lpk-stal',
          titles: ['Open Mic', 'Стендап Open Mic', 'Стендап'],
        },
        {
          start: '2026-11-28T22:00:00+03:00',
          end: null,
          price: rub(700, 1000),
          place: 'd12-lpk-gruzovik',
          titles: ['Звуки 90-х', 'Вечеринка «Звуки 90-х»'],
        },
        {
          start: '2026-11-29T12:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd12-lpk-museum',
          titles: ['Экскурсия по экспозиции «Старый Липецк»', 'Старый Липецк'],
        },
        {
          start: '2026-11-29T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-lpk-rodina',
          titles: ['Тарковский за кадром', 'Кинолекторий «Тарковский за кадром»'],
        },
      ],
    },
    {
      id: 'd12-lpk-online-quiz',
      kind: 'online quiz, free, prize certificates name a catalogue bar (not the place), registration link',
      text: `ОНЛАЙН-КВИЗ от «Липецких умников» 🧠💻
Воскресенье, 15 ноября, 20:00
Играем из дома, ссылку на трансляцию ВК пришлём после регистрации: vk.cc/lipumniki
Участие бесплатное! Призы — сертификаты на 3000 ₽ в бар «Сталевар» 🍻`,
      publishedAt: '2026-11-11T13:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-15T20:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Онлайн-квиз «Липецких умников»', 'Онлайн-квиз', 'Квиз'],
          ticketUrl: 'https://vk.cc/lipumniki',
        },
      ],
    },
    {
      id: 'd12-lpk-tour-two-cities',
      kind: 'tour with two dates, one in the catalogue and one in another city, «от» price',
      text: `Кавер-оркестр «Ретро-Бэнд» с туром «Песни нашего двора» 🎺
4 декабря — Липецк, клуб «Грузовик»
5 декабря — Воронеж, «Event-холл»
Начало в 19:00. Билеты от 1500 ₽ — retroband.ru/tour`,
      publishedAt: '2026-11-20T17:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: rub(1500, null),
          place: 'd12-lpk-gruzovik',
          titles: ['Песни нашего двора', 'Ретро-Бэнд: «Песни нашего двора»', 'Концерт кавер-оркестра «Ретро-Бэнд»'],
          ticketUrl: 'https://retroband.ru/tour',
        },
        {
          start: '2026-12-05T19:00:00+03:00',
          end: null,
          price: rub(1500, null),
          place: null,
          titles: ['Песни нашего двора', 'Ретро-Бэнд: «Песни нашего двора»', 'Концерт кавер-оркестра «Ретро-Бэнд»'],
          ticketUrl: 'https://retroband.ru/tour',
        },
      ],
    },
    {
      id: 'd12-lpk-chess-blitz',
      kind: 'sports club tournament, registration vs first round, entry fee, prize fund is not a price, café outside catalogue',
      text: `Шахматный клуб «Ладья» проводит блиц-турнир ♟
в воскресенье, 6 декабря, кофейня «Зерно» (ул. Гагарина, 5).
Регистрация с 10:30, первый тур в 11:00. Контроль 3+2.
Взнос 300 р., призовой фонд 15 000 ₽!`,
      publishedAt: '2026-12-02T20:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-06T11:00:00+03:00',
          end: null,
          price: rub(300),
          place: null,
          titles: ['Блиц-турнир по шахматам', 'Шахматный блиц-турнир', 'Блиц-турнир клуба «Ладья»'],
        },
      ],
    },
    {
      id: 'd12-lpk-festival-named-events',
      kind: 'festival with separately named events at three venues',
      text: `❄️ ФЕСТИВАЛЬ «ЛИПЕЦКАЯ ЗИМА» ❄️
Три дня — три события!

🎷 18 декабря, пт — «Зимний джаз», Липецкая филармония, 19:00. Билеты 600–1200 ₽
⛸ 19 декабря, сб — ледовое шоу «Снежная королева», ДС «Звёздный», 15:00. Билеты от 500 ₽
🎆 20 декабря, вс — гала-концерт фестиваля в Нижнем парке, 17:00. Вход свободный

#липецкаязима #липецк`,
      publishedAt: '2026-12-10T12:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-18T19:00:00+03:00',
          end: null,
          price: rub(600, 1200),
          place: 'd12-lpk-filarmonia',
          titles: ['Зимний джаз'],
        },
        {
          start: '2026-12-19T15:00:00+03:00',
          end: null,
          price: rub(500, null),
          place: 'd12-lpk-zvezdny',
          titles: ['Снежная королева', 'Ледовое шоу «Снежная королева»'],
        },
        {
          start: '2026-12-20T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-lpk-park',
          titles: ['Гала-концерт фестиваля «Липецкая зима»', 'Гала-концерт «Липецкой зимы»', 'Гала-концерт'],
        },
      ],
    },
    {
      id: 'd12-lpk-karaoke-poster',
      kind: 'caps poster line with pipes, two Saturdays, prize is not a price',
      text: 'СТАЛЕВАР | КАРАОКЕ-БАТЛ 🎤 | СБ 5.12 и СБ 12.12 | 21:00 | ВХОД 250 | ПРИЗ 5000 ₽ ЛУЧШЕМУ ВОКАЛИСТУ ВЕЧЕРА',
      publishedAt: '2026-12-01T18:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-05T21:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd12-lpk-stal',
          titles: ['Караоке-батл'],
        },
        {
          start: '2026-12-12T21:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd12-lpk-stal',
          titles: ['Караоке-батл'],
        },
      ],
    },
    {
      id: 'd12-lpk-children-library',
      kind: 'library outside catalogue at a bare address, free by invitation («абонемент» is the lending desk)',
      text: `Областная детская библиотека приглашает ребят 6–10 лет на новогодний утренник «В гостях у Снегурочки» ☃️
19 декабря в 11:00, ул. Космонавтов, 34.
Вход бесплатный, по пригласительным (получить можно на абонементе).`,
      publishedAt: '2026-12-12T11:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-19T11:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['В гостях у Снегурочки', 'Новогодний утренник «В гостях у Снегурочки»'],
        },
      ],
    },
    {
      id: 'd12-lpk-museum-exhibition-range',
      kind: 'exhibition «с 1 по 31 декабря» without hours (bare dates)',
      text: 'С 1 по 31 декабря в краеведческом музее работает выставка «Советская ёлочная игрушка» 🎄 Более 500 экспонатов из частных коллекций липчан. Билет — 200 ₽.',
      publishedAt: '2026-11-27T10:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-01',
          end: '2026-12-31',
          price: rub(200),
          place: 'd12-lpk-museum',
          titles: ['Советская ёлочная игрушка', 'Выставка «Советская ёлочная игрушка»'],
        },
      ],
    },
    {
      id: 'd12-lpk-techno-night',
      kind: 'club night till 6 am (end next day), price rising after 01:00',
      text: `НОЧЬ 12/12 ⚡️ BASSLINE 48 ⚡️
TECHNO ALL NIGHT LONG
клуб Грузовик | 23:00 — 06:00
фейс-контроль, 18+
вход 600 ₽ / после 01:00 — 800 ₽`,
      publishedAt: '2026-12-09T21:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-12-12T23:00:00+03:00',
          end: '2026-12-13T06:00:00+03:00',
          price: rub(600, 800),
          place: 'd12-lpk-gruzovik',
          titles: ['Bassline 48', 'Techno: Bassline 48'],
        },
      ],
    },
    {
      id: 'd12-lpk-philharmonic-tomorrow',
      kind: '«завтра», student discount as a share (not worked out)',
      text: 'Завтра в филармонии — «Русские сезоны»: вечер балетной музыки Стравинского и Прокофьева. Начало в 19:00. Билеты 400–1000 руб., студентам скидка 50% по студенческому.',
      publishedAt: '2026-11-26T10:00:00+03:00',
      timeZone: LPK,
      events: [
        {
          start: '2026-11-27T19:00:00+03:00',
          end: null,
          price: rub(400, 1000),
          // «в филармонии» with nothing saying which city's: four cities of the catalogue have one (LABELLING.md).
          place: null,
          titles: ['Русские сезоны', 'Вечер балетной музыки «Русские сезоны»'],
        },
      ],
    },

    // ───────────────────────────── Курск ─────────────────────────────
    {
      id: 'd12-krs-bar-week',
      kind: 'bar week by weekday only (dates from publishedAt), hat, deposit beside an entry price, till last guest',
      text: `Соловей на этой неделе 🐦

Вт — квиз «Курская дуга мозга», 19:30, 500₽ с человека
Чт — винный вечер с сомелье, 19:00, участие 1800 ₽ (сет из 5 вин и закуски)
Пт — live: группа «Ночной трамвай», 21:00, вход свободный, шляпа по кругу 🎩
Сб — вечеринка «Диско 80», с 22:00 и до последнего гостя. Вход 400 ₽, депозит на стол — 5000 ₽

Бронь: @solovey_bar`,
      publishedAt: '2026-11-16T12:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-17T19:30:00+03:00',
          end: null,
          price: rub(500),
          place: 'd12-krs-solovey',
          titles: ['Курская дуга мозга', 'Квиз «Курская дуга мозга»'],
        },
        {
          start: '2026-11-19T19:00:00+03:00',
          end: null,
          price: rub(1800),
          place: 'd12-krs-solovey',
          titles: ['Винный вечер с сомелье', 'Винный вечер'],
        },
        {
          start: '2026-11-20T21:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd12-krs-solovey',
          titles: ['Ночной трамвай', 'Концерт группы «Ночной трамвай»'],
        },
        {
          start: '2026-11-21T22:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd12-krs-solovey',
          titles: ['Диско 80', 'Вечеринка «Диско 80»'],
        },
      ],
    },
    {
      id: 'd12-krs-drama-weekend',
      kind: 'theatre weekend: prices stated separately for evening shows and a matinee twice a day with duration',
      text: `Курский драматический театр им. А. С. Пушкина
Афиша на выходные

27 ноября, 18:30 — «Бесприданница», 12+
28 ноября, 18:00 — «Тартюф», 16+
29 ноября, 11:00 и 14:00 — «Буратино», 0+ (продолжительность 1 ч 15 мин, без антракта)

Билеты на вечерние спектакли — 300–1400 ₽, на «Буратино» — 250 ₽.`,
      publishedAt: '2026-11-23T09:30:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-27T18:30:00+03:00',
          end: null,
          price: rub(300, 1400),
          place: 'd12-krs-drama',
          titles: ['Бесприданница'],
        },
        {
          start: '2026-11-28T18:00:00+03:00',
          end: null,
          price: rub(300, 1400),
          place: 'd12-krs-drama',
          titles: ['Тартюф'],
        },
        {
          start: '2026-11-29T11:00:00+03:00',
          end: '2026-11-29T12:15:00+03:00',
          price: rub(250),
          place: 'd12-krs-drama',
          titles: ['Буратино'],
        },
        {
          start: '2026-11-29T14:00:00+03:00',
          end: '2026-11-29T15:15:00+03:00',
          price: rub(250),
          place: 'd12-krs-drama',
          titles: ['Буратино'],
        },
      ],
    },
    {
      id: 'd12-krs-philharmonic-assembly',
      kind: 'unquoted event name in the accusative inside a sentence, hall alias, three prices',
      text: 'Курская филармония приглашает на Рождественскую ассамблею — 20 декабря в 17:00 в Свиридовском зале. Камерный оркестр и хор филармонии, в программе — Бах, Гендель, Вивальди. Билеты 500, 700 и 900 рублей.',
      publishedAt: '2026-12-05T12:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-20T17:00:00+03:00',
          end: null,
          price: rub(500, 900),
          place: 'd12-krs-filarmonia',
          titles: ['Рождественская ассамблея'],
        },
      ],
    },
    {
      id: 'd12-krs-gallery-photo-exhibition',
      kind: 'exhibition run with daily hours (closed Mondays), free',
      text: `Выставка фотографий «Курск. 1970-е» 📷
Галерея «Крыльцо», с 14 ноября по 20 декабря
Ежедневно, кроме понедельника, 11:00–19:00
Вход свободный`,
      publishedAt: '2026-11-10T14:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-14T11:00:00+03:00',
          end: '2026-12-20T19:00:00+03:00',
          price: FREE,
          place: 'd12-krs-kryltso',
          titles: ['Курск. 1970-е', 'Выставка фотографий «Курск. 1970-е»'],
        },
      ],
    },
    {
      id: 'd12-krs-football',
      kind: 'football poster, bare venue name, children free with adults',
      text: `⚽ ФУТБОЛ | Вторая лига
«Авангард» (Курск) — «Сокол» (Саратов)
7 ноября, суббота, 14:00
Трудовые резервы
Билеты 200–500 ₽, дети до 10 лет — бесплатно в сопровождении взрослых`,
      publishedAt: '2026-11-02T10:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-07T14:00:00+03:00',
          end: null,
          price: rub(0, 500),
          place: 'd12-krs-trudovye',
          titles: ['Авангард — Сокол', '«Авангард» — «Сокол»', 'Футбол: «Авангард» — «Сокол»'],
        },
      ],
    },
    {
      id: 'd12-krs-short-film-festival',
      kind: 'festival «с 4 по 6 декабря» with a daily time (one event to the bare last day), free',
      text: 'Фестиваль короткометражного кино «Короче, Курск» пройдёт в кинотеатре «Мир» с 4 по 6 декабря 🎬 Показы каждый день в 18:00, после — обсуждение с авторами. Вход свободный!',
      publishedAt: '2026-11-25T15:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-04T18:00:00+03:00',
          end: '2026-12-06',
          price: FREE,
          place: 'd12-krs-mir',
          titles: ['Короче, Курск', 'Фестиваль короткометражного кино «Короче, Курск»'],
        },
      ],
    },
    {
      id: 'd12-krs-lecture-bare-address',
      kind: 'lecture at a catalogue venue given only by its bare address, donation only',
      text: `Лекция «Как читать средневековую карту» 🗺
Суббота, 5.12, 16:00
Володарского, 8, 2 этаж
Вход — за донат, сколько не жалко 🙏`,
      publishedAt: '2026-11-30T12:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-05T16:00:00+03:00',
          end: null,
          price: DONATION,
          place: 'd12-krs-chasovshik',
          titles: ['Как читать средневековую карту', 'Лекция «Как читать средневековую карту»'],
        },
      ],
    },
    {
      id: 'd12-krs-library-poetry-club',
      kind: 'library club meetings on three Wednesdays, library nickname, free',
      text: `Асеевка приглашает! Клуб любителей поэзии «Серебряный век» 📜
Встречи по средам в 18:00:
• 2 декабря — Анна Ахматова
• 9 декабря — Николай Гумилёв
• 16 декабря — Осип Мандельштам
Читаем, спорим, пьём чай. Вход свободный.`,
      publishedAt: '2026-11-27T16:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-02T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-krs-aseevka',
          titles: ['Серебряный век: Анна Ахматова', 'Клуб любителей поэзии «Серебряный век»', 'Серебряный век'],
        },
        {
          start: '2026-12-09T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-krs-aseevka',
          titles: ['Серебряный век: Николай Гумилёв', 'Клуб любителей поэзии «Серебряный век»', 'Серебряный век'],
        },
        {
          start: '2026-12-16T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-krs-aseevka',
          titles: ['Серебряный век: Осип Мандельштам', 'Клуб любителей поэзии «Серебряный век»', 'Серебряный век'],
        },
      ],
    },
    {
      id: 'd12-krs-club-postponed-next-year',
      kind: 'postponement into next year, band name in the genitive, gathering vs start',
      text: `Друзья, новости не самые весёлые 😔
Концерт «Ядерного Июля» в Аномалии переносится с 28 ноября на 16 января 2027.
Сбор гостей в 19:00, начало в 20:00.
Купленные билеты действительны, вернуть можно в точке покупки.`,
      publishedAt: '2026-11-20T18:00:00+03:00',
      timeZone: KRS,
      postponed: true,
      events: [
        {
          start: '2027-01-16T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-krs-anomaliya',
          titles: ['Ядерный Июль', 'Концерт группы «Ядерный Июль»'],
        },
      ],
    },
    {
      id: 'd12-krs-online-webinar',
      kind: 'private teacher, free online webinar with a length and registration link',
      text: `Бесплатный вебинар «Как подготовиться к ЕГЭ по литературе за 5 месяцев» 📚
8 декабря (вторник), 19:00 по Москве
Длительность — 1 час
Веду я, Марина Сергеевна, учитель литературы, 15 лет стажа (Курск)
Регистрация: ege-lit46.ru/webinar`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-08T19:00:00+03:00',
          end: '2026-12-08T20:00:00+03:00',
          price: FREE,
          place: null,
          titles: [
            'Как подготовиться к ЕГЭ по литературе за 5 месяцев',
            'Вебинар «Как подготовиться к ЕГЭ по литературе за 5 месяцев»',
            'Вебинар по подготовке к ЕГЭ по литературе',
          ],
          ticketUrl: 'https://ege-lit46.ru/webinar',
        },
      ],
    },
    {
      id: 'd12-krs-city-digest',
      kind: 'city digest, each line with its own date, workshop with hours, market outside catalogue, theatre nickname',
      text: `📌 Афиша Курска на 11–13 декабря

🎭 11.12 (пт) — «Бесприданница» в Пушкинском, 18:30
🎸 11.12 (пт) — группа «Оттепель» в Аномалии, старт в 20:00, 800₽
🎨 12.12 (сб) — мастер-класс по ёлочным игрушкам в галерее «Крыльцо», 13:00–15:00, 600 ₽ с материалами
🎄 12.12 (сб) — новогодний маркет на Красной площади, с 12:00 до 20:00, вход свободный
🎻 13.12 (вс) — «Шуберт. Зимний путь» в филармонии, 17:00, 400–800 ₽

Сохраняйте, чтобы не потерять 😉`,
      publishedAt: '2026-12-10T17:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-11T18:30:00+03:00',
          end: null,
          price: null,
          place: 'd12-krs-drama',
          titles: ['Бесприданница'],
        },
        {
          start: '2026-12-11T20:00:00+03:00',
          end: null,
          price: rub(800),
          place: 'd12-krs-anomaliya',
          titles: ['Оттепель', 'Концерт группы «Оттепель»'],
        },
        {
          start: '2026-12-12T13:00:00+03:00',
          end: '2026-12-12T15:00:00+03:00',
          price: rub(600),
          place: 'd12-krs-kryltso',
          titles: ['Мастер-класс по ёлочным игрушкам'],
        },
        {
          start: '2026-12-12T12:00:00+03:00',
          end: '2026-12-12T20:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Новогодний маркет'],
        },
        {
          start: '2026-12-13T17:00:00+03:00',
          end: null,
          price: rub(400, 800),
          place: 'd12-krs-filarmonia',
          titles: ['Шуберт. Зимний путь', 'Зимний путь'],
        },
      ],
    },
    {
      id: 'd12-krs-club-promo-code',
      kind: 'club concert: gathering vs start, presale / day of show, promo-code price is the lower end',
      text: `💥 «КРАСНЫЙ ГОРИЗОНТ» 💥
14.11 / клуб Аномалия / сбор 19:00 / начало 20:00
Предпродажа — 1000 ₽, в день концерта — 1400 ₽
С промокодом ГОРИЗОНТ — 850 ₽
Билеты: anomaliya46.ru`,
      publishedAt: '2026-11-03T19:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-14T20:00:00+03:00',
          end: null,
          price: rub(850, 1400),
          place: 'd12-krs-anomaliya',
          titles: ['Красный Горизонт', 'Концерт «Красный Горизонт»'],
          ticketUrl: 'https://anomaliya46.ru',
        },
      ],
    },
    {
      id: 'd12-krs-cathedral-concert',
      kind: 'church concert outside the catalogue, by donation only without a sum',
      text: 'В Знаменском соборе 6 декабря, после вечерней службы, в 18:00 — концерт духовной музыки. Поёт мужской хор «Благовест». Вход — за пожертвование.',
      publishedAt: '2026-12-01T15:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-06T18:00:00+03:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Концерт духовной музыки', 'Концерт хора «Благовест»'],
        },
      ],
    },
    {
      id: 'd12-krs-university-kvn',
      kind: 'university club, students free on the same occasion, assembly hall at a bare address outside catalogue',
      text: `🎭 ПОЛУФИНАЛ ЛИГИ КВН КГУ!
3 декабря, 18:00, актовый зал КГУ (ул. Радищева, 33)
Для студентов КГУ вход свободный по студенческому, для остальных — 200 ₽
Приходите болеть за свои факультеты!`,
      publishedAt: '2026-11-25T19:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-03T18:00:00+03:00',
          end: null,
          price: rub(0, 200),
          place: null,
          titles: ['Полуфинал лиги КВН КГУ', 'Полуфинал КВН', 'КВН'],
        },
      ],
    },
    {
      id: 'd12-krs-cinema-two-days-two-sessions',
      kind: 'cinema: two days, two sessions each (four events)',
      text: `В «Мире» — спецпоказы «Ивана Васильевича» в 4K 🎥
«Иван Васильевич меняет профессию» (1973)
19 и 20 декабря, сеансы в 12:00 и 18:00
Билет 200 ₽`,
      publishedAt: '2026-12-14T11:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-19T12:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd12-krs-mir',
          titles: ['Иван Васильевич меняет профессию'],
        },
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd12-krs-mir',
          titles: ['Иван Васильевич меняет профессию'],
        },
        {
          start: '2026-12-20T12:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd12-krs-mir',
          titles: ['Иван Васильевич меняет профессию'],
        },
        {
          start: '2026-12-20T18:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd12-krs-mir',
          titles: ['Иван Васильевич меняет профессию'],
        },
      ],
    },
    {
      id: 'd12-krs-boxing-night',
      kind: 'boxing night: weigh-in is not the start, ringside price range, hashtags',
      text: `🥊 ВЕЧЕР БОКСА «КУРСКАЯ БИТВА» 🥊
21 ноября, манеж стадиона «Трудовые резервы»
Взвешивание — 12:00, начало боёв — 17:00
Билеты: 500–3000 ₽ (ринг-сайд)
#бокс #курск`,
      publishedAt: '2026-11-12T12:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-21T17:00:00+03:00',
          end: null,
          price: rub(500, 3000),
          place: 'd12-krs-trudovye',
          titles: ['Курская битва', 'Вечер бокса «Курская битва»'],
        },
      ],
    },
    {
      id: 'd12-krs-jazz-week',
      kind: 'festival week with separately named events at two venues, price given after the list',
      text: `🎷 КУРСКАЯ НЕДЕЛЯ ДЖАЗА 🎷 7–10 декабря

Пн 7.12 — трио Алексея Сомова с программой «Стандарты», бар «Соловей», 20:00
Ср 9.12 — джем-сейшн, «Соловей», 20:00, вход свободный
Чт 10.12 — гала-концерт «Джаз на Сейме», Курская филармония, 19:00, билеты 500–1500 ₽

Вход на концерт трио — 500 ₽`,
      publishedAt: '2026-12-02T12:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-07T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'd12-krs-solovey',
          titles: ['Стандарты', 'Трио Алексея Сомова: «Стандарты»', 'Концерт трио Алексея Сомова'],
        },
        {
          start: '2026-12-09T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-krs-solovey',
          titles: ['Джем-сейшн', 'Джем'],
        },
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(500, 1500),
          place: 'd12-krs-filarmonia',
          titles: ['Джаз на Сейме', 'Гала-концерт «Джаз на Сейме»'],
        },
      ],
    },
    {
      id: 'd12-krs-anticafe-today',
      kind: 'one line «сегодня», no price',
      text: 'Сегодня в Часовщике мафия, в 19:00, приходите! 🕵️',
      publishedAt: '2026-11-06T14:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-06T19:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-krs-chasovshik',
          titles: ['Мафия', 'Игра в мафию'],
        },
      ],
    },
    {
      id: 'd12-krs-fairy-tale-twice',
      kind: 'same show twice a day with a length in minutes, toddlers free',
      text: `Новогодняя сказка «Щелкунчик и Мышиный король» в Курской филармонии ✨
20 декабря, два представления: в 12:00 и в 15:00
Продолжительность — 55 минут
Билеты 400 ₽, детям до 3 лет — бесплатно (без отдельного места)`,
      publishedAt: '2026-12-05T18:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-12-20T12:00:00+03:00',
          end: '2026-12-20T12:55:00+03:00',
          price: rub(0, 400),
          place: 'd12-krs-filarmonia',
          titles: ['Щелкунчик и Мышиный король', 'Новогодняя сказка «Щелкунчик и Мышиный король»'],
        },
        {
          start: '2026-12-20T15:00:00+03:00',
          end: '2026-12-20T15:55:00+03:00',
          price: rub(0, 400),
          place: 'd12-krs-filarmonia',
          titles: ['Щелкунчик и Мышиный король', 'Новогодняя сказка «Щелкунчик и Мышиный король»'],
        },
      ],
    },
    {
      id: 'd12-krs-standup-tour',
      kind: 'stand-up tour with two dates in two cities of the set, «от» price, link',
      text: `Андрей Ковальчук с туром «Смешно и грустно» 🎤
24 ноября — Курск, клуб «Аномалия»
25 ноября — Белгород, «Склад №5»
Начало в 19:30. Билеты от 1200 ₽: standup-kovalchuk.ru
18+`,
      publishedAt: '2026-11-08T12:00:00+03:00',
      timeZone: KRS,
      events: [
        {
          start: '2026-11-24T19:30:00+03:00',
          end: null,
          price: rub(1200, null),
          place: 'd12-krs-anomaliya',
          titles: ['Смешно и грустно', 'Андрей Ковальчук: «Смешно и грустно»'],
          ticketUrl: 'https://standup-kovalchuk.ru',
        },
        {
          start: '2026-11-25T19:30:00+03:00',
          end: null,
          price: rub(1200, null),
          place: 'd12-blg-sklad',
          titles: ['Смешно и грустно', 'Андрей Ковальчук: «Смешно и грустно»'],
          ticketUrl: 'https://standup-kovalchuk.ru',
        },
      ],
    },

    // ───────────────────────────── Белгород ─────────────────────────────
    {
      id: 'd12-blg-philharmonic-month',
      kind: 'philharmonic month programme, season ticket beside a single ticket is not a price',
      text: `Белгородская филармония | ноябрь 🎼

🎻 6 ноября, 19:00 — Симфонический оркестр филармонии. Н. Римский-Корсаков, «Шехеразада». 400–1200 ₽
🎹 8 ноября, 17:00 — «Рахманинов. Прелюдии», сольный концерт Елены Гордеевой (фортепиано). 350–900 ₽
🎺 12 ноября, 19:00 — биг-бэнд «Свинг-тайм». 500–1000 ₽
👶 15 ноября, 11:00 — абонемент «Сказки с оркестром»: «Петя и волк». Билет 300 ₽, абонемент на 4 концерта — 1000 ₽

Билеты: belfil.ru`,
      publishedAt: '2026-11-02T10:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-06T19:00:00+03:00',
          end: null,
          price: rub(400, 1200),
          place: 'd12-blg-filarmonia',
          titles: ['Шехеразада', 'Римский-Корсаков. «Шехеразада»'],
          ticketUrl: 'https://belfil.ru',
        },
        {
          start: '2026-11-08T17:00:00+03:00',
          end: null,
          price: rub(350, 900),
          place: 'd12-blg-filarmonia',
          titles: ['Рахманинов. Прелюдии', 'Сольный концерт Елены Гордеевой'],
          ticketUrl: 'https://belfil.ru',
        },
        {
          start: '2026-11-12T19:00:00+03:00',
          end: null,
          price: rub(500, 1000),
          place: 'd12-blg-filarmonia',
          titles: ['Свинг-тайм', 'Биг-бэнд «Свинг-тайм»', 'Концерт биг-бэнда «Свинг-тайм»'],
          ticketUrl: 'https://belfil.ru',
        },
        {
          start: '2026-11-15T11:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd12-blg-filarmonia',
          titles: ['Петя и волк', 'Сказки с оркестром: «Петя и волк»'],
          ticketUrl: 'https://belfil.ru',
        },
      ],
    },
    {
      id: 'd12-blg-pub-quiz',
      kind: 'pub caption in lower case, «в эту среду», prize is not a price',
      text: `🍺 МАЯК | ПАБ-КВИЗ 🍺
в эту среду, 19:30
команды 2–8 чел., 450 р. с человека
бронь столов через лс!
победителям — сет пива 🏆`,
      publishedAt: '2026-11-09T13:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-11T19:30:00+03:00',
          end: null,
          price: rub(450),
          place: 'd12-blg-mayak',
          titles: ['Паб-квиз', 'Квиз'],
        },
      ],
    },
    {
      id: 'd12-blg-club-postponed',
      kind: 'short postponement, venue in the prepositional case',
      text: 'ВНИМАНИЕ! ⚠️ Концерт группы «Пепел» в Складе №5 переносится на 19 декабря. Время то же — 20:00. Купленные билеты действительны.',
      publishedAt: '2026-11-15T15:00:00+03:00',
      timeZone: BLG,
      postponed: true,
      events: [
        {
          start: '2026-12-19T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-blg-sklad',
          titles: ['Пепел', 'Концерт группы «Пепел»'],
        },
      ],
    },
    {
      id: 'd12-blg-cinema-documentary',
      kind: 'documentary screening with the director, free with timepad registration',
      text: `В «Космосе» — показ документального фильма «Белгородская черта» и встреча с режиссёром 🎬
22 ноября, 16:00
Вход свободный, по регистрации: belgcherta.timepad.ru`,
      publishedAt: '2026-11-16T12:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-22T16:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-blg-kosmos',
          titles: ['Белгородская черта', 'Показ фильма «Белгородская черта»'],
          ticketUrl: 'https://belgcherta.timepad.ru',
        },
      ],
    },
    {
      id: 'd12-blg-museum-exhibition',
      kind: 'museum exhibition run into next year with daily hours, students cheaper, children free',
      text: `С 3 декабря по 31 января в художественном музее — выставка «Русский авангард из частных коллекций» 🎨
Часы работы: ср–вс, 10:00–18:00
Билет 300 ₽, студенты — 150 ₽, дети до 14 лет — бесплатно`,
      publishedAt: '2026-11-28T11:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-03T10:00:00+03:00',
          end: '2027-01-31T18:00:00+03:00',
          price: rub(0, 300),
          place: 'd12-blg-museum',
          titles: ['Русский авангард из частных коллекций', 'Выставка «Русский авангард из частных коллекций»'],
        },
      ],
    },
    {
      id: 'd12-blg-park-new-year',
      kind: 'park: two free events on two days, one with hours',
      text: `Новогодние выходные в ЦПКиО 🎄
🌟 19 декабря, 17:00 — зажжение главной ёлки города: концерт, Дед Мороз и фейерверк
🌟 20 декабря, 12:00–16:00 — «Ёлка-фест» для детей: хороводы, мастер-классы, горячий чай
Вход на все события свободный`,
      publishedAt: '2026-12-14T10:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-19T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-blg-park',
          titles: ['Зажжение главной ёлки города', 'Зажжение ёлки'],
        },
        {
          start: '2026-12-20T12:00:00+03:00',
          end: '2026-12-20T16:00:00+03:00',
          price: FREE,
          place: 'd12-blg-park',
          titles: ['Ёлка-фест'],
        },
      ],
    },
    {
      id: 'd12-blg-volleyball-two-matches',
      kind: 'two matches on two days, arena in the prepositional case, ticket link',
      text: `🏐 «Белогорье» принимает «Динамо» (Москва)!
Два матча в Белогорье-Арене:
5 декабря (сб) — 18:00
6 декабря (вс) — 16:00
Билеты 300–1500 ₽ на belogorie-volley.ru`,
      publishedAt: '2026-11-30T14:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-05T18:00:00+03:00',
          end: null,
          price: rub(300, 1500),
          place: 'd12-blg-arena',
          titles: ['Белогорье — Динамо', '«Белогорье» — «Динамо»'],
          ticketUrl: 'https://belogorie-volley.ru',
        },
        {
          start: '2026-12-06T16:00:00+03:00',
          end: null,
          price: rub(300, 1500),
          place: 'd12-blg-arena',
          titles: ['Белогорье — Динамо', '«Белогорье» — «Динамо»'],
          ticketUrl: 'https://belogorie-volley.ru',
        },
      ],
    },
    {
      id: 'd12-blg-drama-weekend',
      kind: 'theatre weekend with unquoted titles, premiere with duration, no prices',
      text: `Театр Щепкина — афиша 11–13 декабря

11.12, пт, 19:00 — Ромео и Джульетта (16+)
12.12, сб, 12:00 — Золушка (6+)
12.12, сб, 18:00 — Ромео и Джульетта (16+)
13.12, вс, 17:00 — ПРЕМЬЕРА «Дядя Ваня». Продолжительность — 2 часа 40 минут с антрактом

Билеты в кассе театра и на bdt-belgorod.ru`,
      publishedAt: '2026-12-07T09:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-11T19:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-blg-drama',
          titles: ['Ромео и Джульетта'],
          ticketUrl: 'https://bdt-belgorod.ru',
        },
        {
          start: '2026-12-12T12:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-blg-drama',
          titles: ['Золушка'],
          ticketUrl: 'https://bdt-belgorod.ru',
        },
        {
          start: '2026-12-12T18:00:00+03:00',
          end: null,
          price: null,
          place: 'd12-blg-drama',
          titles: ['Ромео и Джульетта'],
          ticketUrl: 'https://bdt-belgorod.ru',
        },
        {
          start: '2026-12-13T17:00:00+03:00',
          end: '2026-12-13T19:40:00+03:00',
          price: null,
          place: 'd12-blg-drama',
          titles: ['Дядя Ваня'],
          ticketUrl: 'https://bdt-belgorod.ru',
        },
      ],
    },
    {
      id: 'd12-blg-anticafe-poetry',
      kind: 'anti-café open mic, performers free on the same occasion',
      text: `Открытый поэтический микрофон в Читалке 🖋
пятница, 27 ноября, 19:00
Вход 200 ₽, выступающим — бесплатно. Запись на выступление в комментариях 👇`,
      publishedAt: '2026-11-22T13:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-27T19:00:00+03:00',
          end: null,
          price: rub(0, 200),
          place: 'd12-blg-chitalka',
          titles: ['Открытый поэтический микрофон', 'Открытый микрофон'],
        },
      ],
    },
    {
      id: 'd12-blg-weekend-digest',
      kind: 'weekend digest with day headings, prize fund, ends after midnight, gathering vs start, timed museum night',
      text: `Белгород, что делать в выходные 🔥

Пятница, 20.11
• Маяк — ирландская вечеринка с группой «Клевер», 21:00, вход 300
• Склад №5 — рэп-баттл «Слово Белгорода»: сбор в 19:00, старт в 20:00, вход 500 р., призовой фонд 30 000

Суббота, 21.11
• Художественный музей — «Ночь в музее» для взрослых, 19:00–23:00, 600 ₽
• Космос — марафон «Властелина колец» (режиссёрские версии), начало в 12:00, окончание около 00:30, 1500 ₽ за все три фильма

Воскресенье, 22.11
• ЦПКиО — забег Дедов Морозов, старт в 11:00, участие бесплатное по регистрации`,
      publishedAt: '2026-11-19T20:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-20T21:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd12-blg-mayak',
          titles: ['Ирландская вечеринка с группой «Клевер»', 'Клевер', 'Ирландская вечеринка'],
        },
        {
          start: '2026-11-20T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'd12-blg-sklad',
          titles: ['Слово Белгорода', 'Рэп-баттл «Слово Белгорода»'],
        },
        {
          start: '2026-11-21T19:00:00+03:00',
          end: '2026-11-21T23:00:00+03:00',
          price: rub(600),
          place: 'd12-blg-museum',
          titles: ['Ночь в музее'],
        },
        {
          start: '2026-11-21T12:00:00+03:00',
          end: '2026-11-22T00:30:00+03:00',
          price: rub(1500),
          place: 'd12-blg-kosmos',
          titles: ['Марафон «Властелина колец»', 'Властелин колец', 'Марафон «Властелин колец»'],
        },
        {
          start: '2026-11-22T11:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd12-blg-park',
          titles: ['Забег Дедов Морозов'],
        },
      ],
    },
    {
      id: 'd12-blg-calligraphy',
      kind: 'private teacher workshop with start and end times, phone, «запись в лс»',
      text: 'Мастер-класс по каллиграфии ✒️ воскресенье, 6 декабря, с 14:00 до 16:30, антикафе «Читалка». Стоимость 1200 ₽, все материалы включены. Запись в лс или по тел. 8-900-123-45-67',
      publishedAt: '2026-11-29T19:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-06T14:00:00+03:00',
          end: '2026-12-06T16:30:00+03:00',
          price: rub(1200),
          place: 'd12-blg-chitalka',
          titles: ['Мастер-класс по каллиграфии'],
        },
      ],
    },
    {
      id: 'd12-blg-museum-online-lectures',
      kind: 'museum online lectures (not at the museum), free, two Thursdays',
      text: `Художественный музей онлайн 💻
Лекции в прямом эфире в нашей группе ВК:
▪️ четверг, 10 декабря, 18:00 — «Шишкин без медведей»
▪️ четверг, 17 декабря, 18:00 — «Левитан: тишина»
Смотреть бесплатно, запись будет доступна после эфира.`,
      publishedAt: '2026-12-05T12:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-10T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Шишкин без медведей', 'Лекция «Шишкин без медведей»'],
        },
        {
          start: '2026-12-17T18:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Левитан: тишина', 'Лекция «Левитан: тишина»'],
        },
      ],
    },
    {
      id: 'd12-blg-vintage-market',
      kind: 'two-day market with daily hours at a bare address outside the catalogue',
      text: `Винтажный маркет «Старьё» 🧥📻
28–29 ноября, ул. Николая Чумичова, 35, 2 этаж
с 12:00 до 20:00 оба дня
вход 100 ₽`,
      publishedAt: '2026-11-23T18:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-28T12:00:00+03:00',
          end: '2026-11-29T20:00:00+03:00',
          price: rub(100),
          place: null,
          titles: ['Старьё', 'Винтажный маркет «Старьё»'],
        },
      ],
    },
    {
      id: 'd12-blg-pub-acoustic-hat',
      kind: 'pub acoustic gig, free with a hat, unquoted performer',
      text: 'Четверг, 3 декабря — акустика в Маяке 🎸 Саша Лир (гитара, голос). 20:00. Вход свободный, шляпа приветствуется 🎩',
      publishedAt: '2026-12-01T16:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-03T20:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd12-blg-mayak',
          titles: ['Саша Лир', 'Концерт Саши Лир', 'Акустический концерт Саши Лир'],
        },
      ],
    },
    {
      id: 'd12-blg-rave-tiers',
      kind: 'caps rave poster, till 6 am next day, early bird / later / door tiers, ticket link',
      text: `27 ДЕКАБРЯ | СКЛАД №5
«ПОСЛЕДНИЙ РЕЙВ ГОДА»
23:00 — 06:00 | 18+
early bird — 700 ₽ (первые 100 билетов), далее — 1000 ₽, на входе — 1300 ₽
билеты: sklad5.ru/rave`,
      publishedAt: '2026-12-15T20:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-27T23:00:00+03:00',
          end: '2026-12-28T06:00:00+03:00',
          price: rub(700, 1300),
          place: 'd12-blg-sklad',
          titles: ['Последний рейв года'],
          ticketUrl: 'https://sklad5.ru/rave',
        },
      ],
    },
    {
      id: 'd12-blg-church-two-days',
      kind: 'church concerts on two days with the same time (one event a day), bare address outside catalogue, free',
      text: `Хор Преображенского собора приглашает на Рождественские концерты 🎄
19 и 20 декабря, начало в 15:00
Концертный зал епархии, ул. Преображенская, 39
Вход свободный`,
      publishedAt: '2026-12-12T10:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-19T15:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Рождественский концерт хора Преображенского собора', 'Рождественский концерт'],
        },
        {
          start: '2026-12-20T15:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Рождественский концерт хора Преображенского собора', 'Рождественский концерт'],
        },
      ],
    },
    {
      id: 'd12-blg-university-board-games',
      kind: 'university club tournament, entry fee, prizes are not a price, room outside catalogue',
      text: `Клуб настольных игр БелГУ 🎲 Турнир по «Каркассону»!
5 декабря, 13:00, корпус 15, ауд. 3-12
Взнос 150 ₽, призы — настолки от магазина «Хобби Гейм»`,
      publishedAt: '2026-11-30T18:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-05T13:00:00+03:00',
          end: null,
          price: rub(150),
          place: null,
          titles: ['Турнир по «Каркассону»', 'Турнир по Каркассону', 'Каркассон'],
        },
      ],
    },
    {
      id: 'd12-blg-book-club-weekday-mismatch',
      kind: 'weekday disagrees with the date (the date wins), anti-café in the genitive',
      text: 'Книжный клуб «Читалки» собирается в пятницу, 14 ноября, в 18:00 📚 Обсуждаем «Пикник на обочине» Стругацких. Участие 250 ₽, чай включён.',
      publishedAt: '2026-11-09T19:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-14T18:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd12-blg-chitalka',
          titles: ['Книжный клуб: «Пикник на обочине»', 'Книжный клуб'],
        },
      ],
    },
    {
      id: 'd12-blg-cinema-english',
      kind: 'cinema: one film on two days, short weekday+date lines',
      text: `Кино на английском в «Космосе» 🇬🇧
«Гарри Поттер и философский камень» в оригинале с русскими субтитрами
ср 25.11 — 19:00
вс 29.11 — 13:00
Билет 350 ₽`,
      publishedAt: '2026-11-21T12:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-11-25T19:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd12-blg-kosmos',
          titles: ['Гарри Поттер и философский камень'],
        },
        {
          start: '2026-11-29T13:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd12-blg-kosmos',
          titles: ['Гарри Поттер и философский камень'],
        },
      ],
    },
    {
      id: 'd12-blg-candlelight-aggregator',
      kind: 'ticket-aggregator blurb with caps title, duration, parterre range and balcony, aggregator link',
      text: `ХИТЫ ГАНСА ЦИММЕРА ПРИ СВЕЧАХ 🕯🎻

Тысячи свечей, струнный квартет и музыка из «Интерстеллара», «Гладиатора», «Начала» и «Короля Льва».

📅 12 декабря, 19:00
📍 Белгородская филармония
⏱ Продолжительность: 1 час 30 минут без антракта
🎟 Партер — 1800–3200 ₽, балкон — 1500 ₽
Дети до 6 лет не допускаются.

Билеты: belgorod.ticketland.ru/zimmer

#белгород #концерт #циммер`,
      publishedAt: '2026-11-25T13:00:00+03:00',
      timeZone: BLG,
      events: [
        {
          start: '2026-12-12T19:00:00+03:00',
          end: '2026-12-12T20:30:00+03:00',
          price: rub(1500, 3200),
          place: 'd12-blg-filarmonia',
          titles: ['Хиты Ганса Циммера при свечах', 'Ганс Циммер при свечах'],
          ticketUrl: 'https://belgorod.ticketland.ru/zimmer',
        },
      ],
    },
  ],
};
