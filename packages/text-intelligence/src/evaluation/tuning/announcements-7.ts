// A seventh development set of announcements (Челябинск, Уфа, Саратов, Волгоград), written from the labelling guide
// alone, without sight of the reader or its sets. Rules may be tuned on it.
import type { Price } from '../../contract.ts';
import type { AnnouncementSet } from '../cases.ts';

const CHL = 'Asia/Yekaterinburg';
const UFA = 'Asia/Yekaterinburg';
const SAR = 'Europe/Saratov';
const VLG = 'Europe/Volgograd';

/** A price in rubles; a single figure is both the lowest and the highest. */
function rub(min: number | null, max: number | null = min): Price {
  return { min, max, free: false, donation: false };
}
const FREE: Price = { min: 0, max: 0, free: true, donation: false };
const DONATION: Price = { min: null, max: null, free: false, donation: true };
const FREE_DONATION: Price = { min: 0, max: 0, free: true, donation: true };

export const TUNING_7: AnnouncementSet = {
  places: [
    // Челябинск
    { id: 'd7-chl-shtopor', name: 'Бар «Штопор»', aliases: ['Штопор'], address: 'Челябинск, улица Кирова, 44' },
    {
      id: 'd7-chl-podmostki',
      name: 'Молодёжный театр «Подмостки»',
      aliases: ['Подмостки', 'театр Подмостки'],
      address: 'Челябинск, проспект Ленина, 61',
    },
    {
      id: 'd7-chl-kamerata',
      name: 'Органный зал «Камерата»',
      aliases: ['Камерата', 'органный зал'],
      address: 'Челябинск, улица Труда, 92',
    },
    {
      id: 'd7-chl-zvezda',
      name: 'Ледовая арена «Уральская звезда»',
      aliases: ['Уральская звезда', 'Звезда', 'арена Звезда'],
      address: 'Челябинск, улица Салютная, 38',
    },
    { id: 'd7-chl-beton', name: 'Клуб «Бетон»', aliases: ['Бетон', 'BETON'], address: 'Челябинск, улица Свободы, 70' },
    { id: 'd7-chl-luch', name: 'Кинотеатр «Луч»', aliases: ['Луч'], address: 'Челябинск, проспект Победы, 160' },
    {
      id: 'd7-chl-svetlitsa',
      name: 'Библиотека «Светлица»',
      aliases: ['Светлица', 'библиотека Светлица'],
      address: 'Челябинск, улица Цвиллинга, 15',
    },
    {
      id: 'd7-chl-timeout',
      name: 'Антикафе «Тайм-аут»',
      aliases: ['Тайм-аут', 'Таймаут'],
      address: 'Челябинск, улица Васенко, 23',
    },
    {
      id: 'd7-chl-zavod',
      name: 'Пространство «Завод 12»',
      aliases: ['Завод 12', 'Завод'],
      address: 'Челябинск, улица Энтузиастов, 12',
    },
    // Уфа
    {
      id: 'd7-ufa-kuray',
      name: 'Концертный зал «Курай»',
      aliases: ['Курай', 'КЗ Курай'],
      address: 'Уфа, улица Пушкина, 114',
    },
    {
      id: 'd7-ufa-melnik',
      name: 'Паб «Старый мельник»',
      aliases: ['Старый мельник', 'Мельник'],
      address: 'Уфа, улица Ленина, 26',
    },
    {
      id: 'd7-ufa-karusel',
      name: 'Детский театр «Карусель»',
      aliases: ['Карусель', 'театр Карусель'],
      address: 'Уфа, улица Революционная, 41',
    },
    { id: 'd7-ufa-okhra', name: 'Галерея «Охра»', aliases: ['Охра'], address: 'Уфа, улица Гоголя, 58' },
    {
      id: 'd7-ufa-agidel',
      name: 'Манеж «Агидель»',
      aliases: ['Агидель', 'манеж Агидель'],
      address: 'Уфа, проспект Октября, 75',
    },
    {
      id: 'd7-ufa-pereplet',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет', 'книжный Переплёт'],
      address: 'Уфа, улица Карла Маркса, 19',
    },
    { id: 'd7-ufa-chastota', name: 'Клуб «Частота»', aliases: ['Частота'], address: 'Уфа, улица Мингажева, 105' },
    {
      id: 'd7-ufa-artkvartal',
      name: 'Креативный кластер «Арт-квартал»',
      aliases: ['Арт-квартал', 'Арт квартал'],
      address: 'Уфа, улица Заки Валиди, 32',
    },
    { id: 'd7-ufa-zerno', name: 'Кофейня «Зерно»', aliases: ['Зерно'], address: 'Уфа, улица Цюрупы, 9' },
    // Саратов
    {
      id: 'd7-sar-kirkha',
      name: 'Кирха Святого Иоанна',
      aliases: ['кирха', 'кирха на Волжской', 'церковь Святого Иоанна'],
      address: 'Саратов, улица Волжская, 14',
    },
    {
      id: 'd7-sar-balaganchik',
      name: 'Театр «Балаганчик»',
      aliases: ['Балаганчик'],
      address: 'Саратов, улица Рабочая, 27',
    },
    {
      id: 'd7-sar-ugol',
      name: 'Бар «Пятый угол»',
      aliases: ['Пятый угол', 'Угол'],
      address: 'Саратов, проспект Кирова, 31',
    },
    { id: 'd7-sar-volna', name: 'Кинотеатр «Волна»', aliases: ['Волна'], address: 'Саратов, улица Московская, 88' },
    { id: 'd7-sar-podval', name: 'Клуб «Подвал»', aliases: ['Подвал'], address: 'Саратов, улица Чапаева, 59' },
    {
      id: 'd7-sar-zotov',
      name: 'Музей «Дом купца Зотова»',
      aliases: ['Дом купца Зотова', 'Дом Зотова', 'музей Зотова'],
      address: 'Саратов, улица Радищева, 30',
    },
    {
      id: 'd7-sar-volzhanin',
      name: 'Спорткомплекс «Волжанин»',
      aliases: ['Волжанин', 'СК Волжанин'],
      address: 'Саратов, улица Шелковичная, 4',
    },
    {
      id: 'd7-sar-tochka',
      name: 'Коворкинг «Точка сборки»',
      aliases: ['Точка сборки', 'Точка'],
      address: 'Саратов, улица Некрасова, 17',
    },
    {
      id: 'd7-sar-sklad',
      name: 'Арт-пространство «Склад»',
      aliases: ['Склад'],
      address: 'Саратов, улица Горького, 48',
    },
    // Волгоград
    {
      id: 'd7-vlg-tsaritsyn',
      name: 'Концертный зал «Царицын»',
      aliases: ['Царицын', 'КЗ Царицын'],
      address: 'Волгоград, улица Мира, 11',
    },
    { id: 'd7-vlg-kovcheg', name: 'Театр «Ковчег»', aliases: ['Ковчег'], address: 'Волгоград, проспект Ленина, 15' },
    { id: 'd7-vlg-stal', name: 'Бар «Сталь»', aliases: ['Сталь'], address: 'Волгоград, улица Советская, 9' },
    {
      id: 'd7-vlg-golos',
      name: 'Караоке-клуб «Голос»',
      aliases: ['Голос'],
      address: 'Волгоград, улица Коммунистическая, 40',
    },
    {
      id: 'd7-vlg-start',
      name: 'Легкоатлетический манеж «Старт»',
      aliases: ['Старт', 'манеж Старт'],
      address: 'Волгоград, улица Ткачёва, 2',
    },
    {
      id: 'd7-vlg-gorizont',
      name: 'Выставочный зал «Горизонт»',
      aliases: ['Горизонт'],
      address: 'Волгоград, улица Чуйкова, 27',
    },
    {
      id: 'd7-vlg-kubik',
      name: 'Клуб настольных игр «Кубик»',
      aliases: ['Кубик'],
      address: 'Волгоград, улица Краснознаменская, 6',
    },
    { id: 'd7-vlg-mayak', name: 'Клуб «Маяк»', aliases: ['Маяк'], address: 'Волгоград, проспект Ленина, 56' },
    {
      id: 'd7-vlg-pochemuchka',
      name: 'Детский центр «Почемучка»',
      aliases: ['Почемучка'],
      address: 'Волгоград, улица Рабоче-Крестьянская, 21',
    },
  ],
  announcements: [
    // ——— Челябинск ———
    {
      id: 'd7-001',
      kind: 'club night, lineup with set times, until morning, price rising after a time',
      text: `🔊 БЕТОН / TECHNO NIGHT «Холодный цех» 🔊
Пятница, 13 ноября

LINEUP:
22:00 — Dasha Sever
23:30 — Kolya Bass (Екб)
01:00 — GRIMM b2b Lotos
03:00 — closing: Юра Ветров

Танцуем до 6 утра 🖤
Вход: 500₽ до 23:00 / 800₽ после
Фейс-контроль, 18+
#бетон #техно #челябинск`,
      publishedAt: '2026-11-03T12:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-13T22:00:00+05:00',
          end: '2026-11-14T06:00:00+05:00',
          price: rub(500, 800),
          place: 'd7-chl-beton',
          titles: ['Холодный цех', 'Techno Night «Холодный цех»'],
        },
      ],
    },
    {
      id: 'd7-002',
      kind: 'ticket-site blurb, organ concert, length, price from',
      text: `Органный вечер «Бах при свечах»

Дата и время: 21 ноября 2026, сб 18:30
Место: Органный зал «Камерата», ул. Труда, 92
Возрастное ограничение 6+
Продолжительность: 1 час 30 минут (без антракта)
Цена от 800 ₽

Солист — лауреат международных конкурсов Андрей Лисицын (орган). В программе: Бах, Букстехуде, Пахельбель.
Билеты: kassir-chel.ru/bach-svechi`,
      publishedAt: '2026-11-05T10:15:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-21T18:30:00+05:00',
          end: '2026-11-21T20:00:00+05:00',
          price: rub(800, null),
          place: 'd7-chl-kamerata',
          titles: ['Бах при свечах', 'Органный вечер «Бах при свечах»'],
          ticketUrl: 'https://kassir-chel.ru/bach-svechi',
        },
      ],
    },
    {
      id: 'd7-003',
      kind: 'theatre week programme, same show twice a day, evening and children prices',
      text: `Молодёжный театр «Подмостки» — афиша на неделю 24–29 ноября

Вт 24.11, 19:00 — «Вишнёвый сад» (А. Чехов), 16+
Чт 26.11, 19:00 — «Двенадцать стульев», 12+
Сб 28.11, 12:00 и 16:00 — «Кот в сапогах» (для детей от 4 лет)
Вс 29.11, 18:00 — премьера! «Дом, где разбиваются сердца», 18+

Билеты в кассе театра (пр. Ленина, 61) и на сайте podmostki74.ru
Цены: вечерние спектакли 600–1500 ₽, детские 400 ₽`,
      publishedAt: '2026-11-20T09:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-24T19:00:00+05:00',
          end: null,
          price: rub(600, 1500),
          place: 'd7-chl-podmostki',
          titles: ['Вишнёвый сад', 'Спектакль «Вишнёвый сад»'],
          ticketUrl: 'https://podmostki74.ru',
        },
        {
          start: '2026-11-26T19:00:00+05:00',
          end: null,
          price: rub(600, 1500),
          place: 'd7-chl-podmostki',
          titles: ['Двенадцать стульев', 'Спектакль «Двенадцать стульев»'],
          ticketUrl: 'https://podmostki74.ru',
        },
        {
          start: '2026-11-28T12:00:00+05:00',
          end: null,
          price: rub(400),
          place: 'd7-chl-podmostki',
          titles: ['Кот в сапогах', 'Спектакль «Кот в сапогах»'],
          ticketUrl: 'https://podmostki74.ru',
        },
        {
          start: '2026-11-28T16:00:00+05:00',
          end: null,
          price: rub(400),
          place: 'd7-chl-podmostki',
          titles: ['Кот в сапогах', 'Спектакль «Кот в сапогах»'],
          ticketUrl: 'https://podmostki74.ru',
        },
        {
          start: '2026-11-29T18:00:00+05:00',
          end: null,
          price: rub(600, 1500),
          place: 'd7-chl-podmostki',
          titles: ['Дом, где разбиваются сердца', 'Спектакль «Дом, где разбиваются сердца»'],
          ticketUrl: 'https://podmostki74.ru',
        },
      ],
    },
    {
      id: 'd7-004',
      kind: 'quiz, relative weekday, gathering before start, prize is not a price, place in another case',
      text: `Друзья! В эту среду снова квиз «Умники и пельмени» в Тайм-ауте 🧠🥟
Сбор команд с 19:00, начинаем в 19:30.
Команды 2–8 человек, 400 ₽ с игрока.
Победителям — сертификат на 3000 ₽ и пельмени 😄
Регистрация: t.me/umniki_chel`,
      publishedAt: '2026-11-09T15:20:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-11T19:30:00+05:00',
          end: null,
          price: rub(400),
          place: 'd7-chl-timeout',
          titles: ['Умники и пельмени', 'Квиз «Умники и пельмени»'],
          ticketUrl: 'https://t.me/umniki_chel',
        },
      ],
    },
    {
      id: 'd7-005',
      kind: 'hockey match, children free without a seat, box office hours',
      text: `🏒 МХЛ. «Уральские медведи» — «Сибирский лёд»

📅 6 декабря, воскресенье
🕔 17:00
📍 Ледовая арена «Уральская звезда»

Билеты 250–700 ₽, дети до 7 лет — бесплатно (без места)
Касса арены открывается за 2 часа до матча. Поддержим наших! 💪`,
      publishedAt: '2026-11-25T14:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-06T17:00:00+05:00',
          end: null,
          price: rub(0, 700),
          place: 'd7-chl-zvezda',
          titles: [
            'Уральские медведи — Сибирский лёд',
            '«Уральские медведи» — «Сибирский лёд»',
            'МХЛ. «Уральские медведи» — «Сибирский лёд»',
          ],
        },
      ],
    },
    {
      id: 'd7-006',
      kind: 'cinema sessions over two days, film length, student discount',
      text: `Кинотеатр «Луч» | Ретроспектива Тарковского

«Солярис» (1972), 16+
5 декабря — 15:00, 19:30
6 декабря — 17:00

Длительность 2 ч 47 мин
Билет 350 ₽, студентам 250 ₽ по студенческому`,
      publishedAt: '2026-11-30T11:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-05T15:00:00+05:00',
          end: '2026-12-05T17:47:00+05:00',
          price: rub(250, 350),
          place: 'd7-chl-luch',
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
        {
          start: '2026-12-05T19:30:00+05:00',
          end: '2026-12-05T22:17:00+05:00',
          price: rub(250, 350),
          place: 'd7-chl-luch',
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
        {
          start: '2026-12-06T17:00:00+05:00',
          end: '2026-12-06T19:47:00+05:00',
          price: rub(250, 350),
          place: 'd7-chl-luch',
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
      ],
    },
    {
      id: 'd7-007',
      kind: 'one-line book club, lower case place, time with a dot',
      text: 'книжный клуб в светлице 17.12 в 18.30, обсуждаем «Мастера и Маргариту», вход свободный',
      publishedAt: '2026-12-10T20:41:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-17T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd7-chl-svetlitsa',
          titles: ['Книжный клуб', 'Книжный клуб: «Мастер и Маргарита»'],
        },
      ],
    },
    {
      id: 'd7-008',
      kind: 'two-day market with daily hours, free entry with paid workshops',
      text: `🎄 НОВОГОДНИЙ МАРКЕТ «ЗИМНИЙ ЗАВОД» 🎄

19–20 декабря, 11:00–20:00
Пространство «Завод 12», Энтузиастов, 12

Больше 80 мастеров: керамика, свечи, вязаные игрушки, мёд, глинтвейн 🍯
Вход свободный, мастер-классы для детей — 300 ₽
Парковка во дворе

#маркет #челябинск #новыйгод`,
      publishedAt: '2026-12-08T18:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-19T11:00:00+05:00',
          end: '2026-12-20T20:00:00+05:00',
          price: FREE,
          place: 'd7-chl-zavod',
          titles: ['Зимний завод', 'Новогодний маркет «Зимний завод»'],
        },
      ],
    },
    {
      id: 'd7-009',
      kind: 'open mic standup, arrive earlier, deposit beside an entry fee',
      text: `Стендап в Штопоре 🎤
Открытый микрофон — каждый, кто хочет попробовать, пишите в личку.
Суббота, 12 декабря. Начало в 20:00, приходите к 19:30 занять столик.
Вход 300₽, депозит на столы у сцены 1500₽ (входит в счёт).`,
      publishedAt: '2026-12-07T16:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-12T20:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd7-chl-shtopor',
          titles: ['Открытый микрофон', 'Стендап. Открытый микрофон', 'Стендап'],
        },
      ],
    },
    {
      id: 'd7-010',
      kind: 'postponement to next year, doors before start, short link',
      text: `⚠️ ПЕРЕНОС ⚠️
Концерт группы «Мокрые спички», запланированный на 28 ноября, переносится на 16 января 2027 года по причине болезни вокалиста. Билеты действительны на новую дату, возврат — в месте покупки.

Бетон, Свободы 70. Старт 20:00, двери с 19:00.
Билеты: vk.cc/spichki27`,
      publishedAt: '2026-11-26T13:00:00+05:00',
      timeZone: CHL,
      postponed: true,
      events: [
        {
          start: '2027-01-16T20:00:00+05:00',
          end: null,
          price: null,
          place: 'd7-chl-beton',
          titles: ['Мокрые спички', 'Концерт группы «Мокрые спички»', 'Группа «Мокрые спички»'],
          ticketUrl: 'https://vk.cc/spichki27',
        },
      ],
    },
    {
      id: 'd7-011',
      kind: 'weekend digest, weekdays relative to the post, screenings on two days, run outside the catalogue',
      text: `Куда пойти на выходных в Челябинске ❄️ (19–20 декабря)

🎹 Суббота, 17:00 — «Щелкунчик» на органе и фортепиано в Камерате. Билеты от 700 ₽.
🎬 В субботу и воскресенье «Луч» отдаёт большой зал под «Иронию судьбы»: сеансы оба дня в 14:00, билет 200 ₽.
🎅 Воскресенье, 11:00 — Забег Дедов Морозов по набережной Миасса. Взнос 500 ₽, костюм выдают на старте.`,
      publishedAt: '2026-12-17T12:30:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-19T17:00:00+05:00',
          end: null,
          price: rub(700, null),
          place: 'd7-chl-kamerata',
          titles: ['Щелкунчик', '«Щелкунчик» на органе и фортепиано'],
        },
        {
          start: '2026-12-19T14:00:00+05:00',
          end: null,
          price: rub(200),
          place: 'd7-chl-luch',
          titles: ['Ирония судьбы', 'Показ фильма «Ирония судьбы»'],
        },
        {
          start: '2026-12-20T14:00:00+05:00',
          end: null,
          price: rub(200),
          place: 'd7-chl-luch',
          titles: ['Ирония судьбы', 'Показ фильма «Ирония судьбы»'],
        },
        {
          start: '2026-12-20T11:00:00+05:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Забег Дедов Морозов'],
        },
      ],
    },
    {
      id: 'd7-012',
      kind: 'master class with «с 12 до 15», weekday-led short date',
      text: `Мастер-класс по гончарке 🏺 Лепим новогодние кружки

📍 Завод 12 (Энтузиастов 12, 2 этаж)
🗓 Вс, 13.12
⏰ с 12 до 15

Стоимость 2500 ₽, все материалы и обжиг включены. Мест 10, запись в директ или по тел. 8 900 123-45-67`,
      publishedAt: '2026-12-04T09:40:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-13T12:00:00+05:00',
          end: '2026-12-13T15:00:00+05:00',
          price: rub(2500),
          place: 'd7-chl-zavod',
          titles: ['Мастер-класс по гончарке', 'Лепим новогодние кружки', 'Мастер-класс «Лепим новогодние кружки»'],
        },
      ],
    },
    {
      id: 'd7-013',
      kind: 'new year tree for children, several sessions, toddlers free, length',
      text: `Новогодняя ёлка в «Подмостках»! 🎄
Спектакль «Снежная королева» + хоровод с Дедом Морозом и подарок каждому ребёнку.

27 декабря — 11:00, 14:00
3 января — 11:00

Детский билет с подарком 1200 ₽, взрослый 500 ₽. Детям до 3 лет без места бесплатно.
Продолжительность 1,5 часа.`,
      publishedAt: '2026-12-01T10:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-27T11:00:00+05:00',
          end: '2026-12-27T12:30:00+05:00',
          price: rub(0, 1200),
          place: 'd7-chl-podmostki',
          titles: ['Снежная королева', 'Новогодняя ёлка «Снежная королева»', 'Новогодняя ёлка', 'Ёлка'],
        },
        {
          start: '2026-12-27T14:00:00+05:00',
          end: '2026-12-27T15:30:00+05:00',
          price: rub(0, 1200),
          place: 'd7-chl-podmostki',
          titles: ['Снежная королева', 'Новогодняя ёлка «Снежная королева»', 'Новогодняя ёлка', 'Ёлка'],
        },
        {
          start: '2027-01-03T11:00:00+05:00',
          end: '2027-01-03T12:30:00+05:00',
          price: rub(0, 1200),
          place: 'd7-chl-podmostki',
          titles: ['Снежная королева', 'Новогодняя ёлка «Снежная королева»', 'Новогодняя ёлка', 'Ёлка'],
        },
      ],
    },
    {
      id: 'd7-014',
      kind: 'free lecture with registration link, approximate length',
      text: `Лекция «Как Челябинск стал Танкоградом» — историк Марина Ковалёва

Пт, 20.11 в 18:00, библиотека «Светлица» (Цвиллинга, 15)
Вход свободный по регистрации: clck.ru/3Tankograd
Длительность около 1,5 часов`,
      publishedAt: '2026-11-14T11:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-20T18:00:00+05:00',
          end: '2026-11-20T19:30:00+05:00',
          price: FREE,
          place: 'd7-chl-svetlitsa',
          titles: ['Как Челябинск стал Танкоградом', 'Лекция «Как Челябинск стал Танкоградом»'],
          ticketUrl: 'https://clck.ru/3Tankograd',
        },
      ],
    },
    {
      id: 'd7-015',
      kind: "new year's eve party, promo code, bar menu and table deposit are not prices",
      text: `31.12 — НОВОГОДНЯЯ НОЧЬ В ШТОПОРЕ 🥂

Старт в 22:00, гуляем до 6 утра.
Билет — 2000 ₽ (включён бокал игристого), с промокодом ШТОПОР26 — 1700 ₽.
В баре: глинтвейн 350, шоты 200, сет закусок 900.
DJ Морозко & DJ Снегурка 🎧
Бронь столов: 8 351 200-20-20, депозит от 10 000`,
      publishedAt: '2026-12-15T19:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-31T22:00:00+05:00',
          end: '2027-01-01T06:00:00+05:00',
          price: rub(1700, 2000),
          place: 'd7-chl-shtopor',
          titles: ['Новогодняя ночь', 'Новогодняя вечеринка'],
        },
      ],
    },
    {
      id: 'd7-016',
      kind: 'charity run in a park outside the catalogue, bib pickup before start, free with donations',
      text: `Рождественский забег 5 км 🏃‍♀️❄️
7 января, парк Гагарина. Сбор и выдача номеров с 10:00, старт в 11:00.
Участие бесплатное, донаты на корм для приюта «Лапа» приветствуются 🐾
Регистрация: runchel.ru/xmas`,
      publishedAt: '2026-12-28T08:30:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2027-01-07T11:00:00+05:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Рождественский забег', 'Рождественский забег 5 км'],
          ticketUrl: 'https://runchel.ru/xmas',
        },
      ],
    },
    {
      id: 'd7-017',
      kind: 'photo exhibition over a range with daily hours, reduced ticket',
      text: `Фотовыставка «Город в инее»
28 ноября — 10 января
Завод 12, Энтузиастов, 12
вт–вс 12:00–20:00, пн — выходной
Билет 250 ₽, школьникам и пенсионерам 150 ₽`,
      publishedAt: '2026-11-23T13:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-28T12:00:00+05:00',
          end: '2027-01-10T20:00:00+05:00',
          price: rub(150, 250),
          place: 'd7-chl-zavod',
          titles: ['Город в инее', 'Фотовыставка «Город в инее»'],
        },
      ],
    },
    {
      id: 'd7-018',
      kind: 'paid online webinar, length in hours',
      text: `Вебинар для начинающих фотографов: «Свет зимой» 📸
🗓 10 декабря (четверг), 19:00 по Челябинску
⏱ 2 часа
💻 Zoom, ссылка придёт после регистрации
Стоимость участия — 990 ₽
Регистрация: photoschool74.ru/zima`,
      publishedAt: '2026-12-01T17:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-12-10T19:00:00+05:00',
          end: '2026-12-10T21:00:00+05:00',
          price: rub(990),
          place: null,
          titles: ['Свет зимой', 'Вебинар «Свет зимой»'],
          ticketUrl: 'https://photoschool74.ru/zima',
        },
      ],
    },
    {
      id: 'd7-019',
      kind: 'one line, «завтра», «с 8 вечера»',
      text: 'Завтра джем в Бетоне, с 8 вечера, вход свободный 🎷',
      publishedAt: '2026-11-18T21:30:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2026-11-19T20:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd7-chl-beton',
          titles: ['Джем', 'Джем-сейшн'],
        },
      ],
    },
    {
      id: 'd7-020',
      kind: 'bare street address only, time range',
      text: 'Винил-маркет 🎶 Суббота, 9 января, 14:00–19:00. Кирова, 44 (вход со двора, подвал). Обмен, продажа, бесплатный чай. Вход 100 ₽',
      publishedAt: '2027-01-05T12:00:00+05:00',
      timeZone: CHL,
      events: [
        {
          start: '2027-01-09T14:00:00+05:00',
          end: '2027-01-09T19:00:00+05:00',
          price: rub(100),
          place: 'd7-chl-shtopor',
          titles: ['Винил-маркет'],
        },
      ],
    },
    // ——— Уфа ———
    {
      id: 'd7-021',
      kind: 'concert hall week programme, season-style list with prices per concert',
      text: `Концертный зал «Курай». Программа 1–6 декабря

1 декабря, вторник, 19:00 — Камерный оркестр «Серебряные струны». Вивальди, «Времена года». 500–1200 ₽
3 декабря, четверг, 19:00 — Вечер романса. Солистка Алсу Габдрахманова. 400–900 ₽
5 декабря, суббота, 12:00 — «Сказки с оркестром» для детей 5+. 300 ₽
6 декабря, воскресенье, 18:00 — Джаз-бэнд «Уфимский квартал». 600–1500 ₽

Билеты: kuray-hall.ru и касса зала`,
      publishedAt: '2026-11-27T10:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-01T19:00:00+05:00',
          end: null,
          price: rub(500, 1200),
          place: 'd7-ufa-kuray',
          titles: ['Серебряные струны', 'Камерный оркестр «Серебряные струны»', 'Времена года'],
          ticketUrl: 'https://kuray-hall.ru',
        },
        {
          start: '2026-12-03T19:00:00+05:00',
          end: null,
          price: rub(400, 900),
          place: 'd7-ufa-kuray',
          titles: ['Вечер романса'],
          ticketUrl: 'https://kuray-hall.ru',
        },
        {
          start: '2026-12-05T12:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd7-ufa-kuray',
          titles: ['Сказки с оркестром'],
          ticketUrl: 'https://kuray-hall.ru',
        },
        {
          start: '2026-12-06T18:00:00+05:00',
          end: null,
          price: rub(600, 1500),
          place: 'd7-ufa-kuray',
          titles: ['Уфимский квартал', 'Джаз-бэнд «Уфимский квартал»'],
          ticketUrl: 'https://kuray-hall.ru',
        },
      ],
    },
    {
      id: 'd7-022',
      kind: 'weekly pub quiz, nearest date only, prize and fine are not prices',
      text: `🍺 ПАБ-КВИЗ В МЕЛЬНИКЕ 🍺
Каждый вторник! Ближайший — 17 ноября
Начало в 20.00 (столы бронируйте заранее!)
Участие — 350 р. с человека
Главный приз — бочонок пива 🍻, штраф за гугление — минус 5 баллов 😈`,
      publishedAt: '2026-11-12T18:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-17T20:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'd7-ufa-melnik',
          titles: ['Паб-квиз', 'Квиз'],
        },
      ],
    },
    {
      id: 'd7-023',
      kind: 'ticket-site children play, two sessions, length in minutes',
      text: `Спектакль «Приключения Буратино»
Детский театр «Карусель»
📅 Воскресенье, 22 ноября, 11:00 и 13:30
Возраст: 3+
Продолжительность 55 минут
Стоимость 450 ₽
intickets.ru/event/buratino-ufa`,
      publishedAt: '2026-11-10T12:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-22T11:00:00+05:00',
          end: '2026-11-22T11:55:00+05:00',
          price: rub(450),
          place: 'd7-ufa-karusel',
          titles: ['Приключения Буратино', 'Спектакль «Приключения Буратино»'],
          ticketUrl: 'https://intickets.ru/event/buratino-ufa',
        },
        {
          start: '2026-11-22T13:30:00+05:00',
          end: '2026-11-22T14:25:00+05:00',
          price: rub(450),
          place: 'd7-ufa-karusel',
          titles: ['Приключения Буратино', 'Спектакль «Приключения Буратино»'],
          ticketUrl: 'https://intickets.ru/event/buratino-ufa',
        },
      ],
    },
    {
      id: 'd7-024',
      kind: 'free vernissage and a paid exhibition run with gallery hours',
      text: `Открытие выставки «Степь и соль» — живопись Рината Галиева 🎨

Вернисаж: 4 декабря, 18:00, вход свободный.
Для всех выставка открыта с 5 декабря по 17 января. Часы работы галереи: ср–вс 11–19. Билет 200 ₽.

Охра, Гоголя 58`,
      publishedAt: '2026-11-28T16:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-04T18:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd7-ufa-okhra',
          titles: ['Открытие выставки «Степь и соль»', 'Вернисаж выставки «Степь и соль»', 'Степь и соль'],
        },
        {
          start: '2026-12-05T11:00:00+05:00',
          end: '2027-01-17T19:00:00+05:00',
          price: rub(200),
          place: 'd7-ufa-okhra',
          titles: ['Степь и соль', 'Выставка «Степь и соль»'],
        },
      ],
    },
    {
      id: 'd7-025',
      kind: 'volleyball match, free entry, venue in lower case with its kind',
      text: `ВОЛЕЙБОЛ | Высшая лига А
«Белые волки» (Уфа) — «Волжские соколы» (Саратов)
Сб, 12 декабря, 16:00, манеж «Агидель»
Вход свободный! Приходите болеть 🏐`,
      publishedAt: '2026-12-09T11:30:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-12T16:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd7-ufa-agidel',
          titles: ['Белые волки — Волжские соколы', '«Белые волки» — «Волжские соколы»'],
        },
      ],
    },
    {
      id: 'd7-026',
      kind: 'book presentation, free with booking, book sold on site',
      text: `Переплёт | книжный
В четверг, 3 декабря, в 19:00 у нас в гостях писательница Дина Сафина — презентация романа «Ветер с Караидели». Разговор, чтение, автограф-сессия.
Вход свободный, но место лучше забронировать: t.me/pereplet_ufa
Книгу можно будет купить на месте — 790 ₽.`,
      publishedAt: '2026-11-30T14:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-03T19:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd7-ufa-pereplet',
          titles: ['Презентация романа «Ветер с Караидели»', 'Ветер с Караидели', 'Встреча с Диной Сафиной'],
          ticketUrl: 'https://t.me/pereplet_ufa',
        },
      ],
    },
    {
      id: 'd7-027',
      kind: 'drum and bass night, presale and door and VIP, link in profile header',
      text: `ЧАСТОТА presents: DRUM&BASS ВЕЧЕРИНКА «ГРАВИТАЦИЯ» 🌀
📅 28.11 (сб), старт 23:00

LINE UP
23:00–00:30 Neon Fox
00:30–02:30 Sub Zero (Казань)
02:30–05:00 Artur K b2b Ilnaz

Танцпол: 600 ₽ предпродажа / 900 ₽ на входе
VIP-балкон: 2000 ₽
🎟 ссылка в шапке профиля
#частота #dnb #уфа`,
      publishedAt: '2026-11-20T20:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-28T23:00:00+05:00',
          end: '2026-11-29T05:00:00+05:00',
          price: rub(600, 2000),
          place: 'd7-ufa-chastota',
          titles: ['Гравитация', 'Drum&Bass вечеринка «Гравитация»'],
        },
      ],
    },
    {
      id: 'd7-028',
      kind: 'three-day festival, day ticket and pass, children free',
      text: `Фестиваль уличной культуры «Квартал Фест» — 3 дня в Арт-квартале! 🛹
11, 12 и 13 декабря, начало каждый день в 14:00
граффити-джем, брейк-данс баттлы, маркет, фудкорт, вечерние концерты
Билет на один день — 500 ₽, абонемент на все 3 дня — 1200 ₽
Дети до 12 лет — бесплатно
kvartalfest.ru`,
      publishedAt: '2026-11-25T12:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-11T14:00:00+05:00',
          end: '2026-12-13',
          price: rub(0, 1200),
          place: 'd7-ufa-artkvartal',
          titles: ['Квартал Фест', 'Фестиваль уличной культуры «Квартал Фест»'],
          ticketUrl: 'https://kvartalfest.ru',
        },
      ],
    },
    {
      id: 'd7-029',
      kind: 'cupping, «в следующую пятницу» read from a Sunday post, about an hour',
      text: 'В следующую пятницу проводим каппинг: пробуем 6 кофе из Эфиопии и Кении ☕ Начало в 18:30, длится около часа. 600₽, мест 12. Записаться — в комментариях или в директ. Ваше Зерно',
      publishedAt: '2026-11-29T10:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-04T18:30:00+05:00',
          end: '2026-12-04T19:30:00+05:00',
          price: rub(600),
          place: 'd7-ufa-zerno',
          titles: ['Каппинг', 'Каппинг кофе из Эфиопии и Кении'],
        },
      ],
    },
    {
      id: 'd7-030',
      kind: 'one date cancelled, the other stays',
      text: `Друзья, важная информация!
Концерт Ильдара Ахметова «Песни моего города» 19 декабря ОТМЕНЁН по техническим причинам. Билеты на 19-е можно вернуть в кассе зала до 31 декабря.
Концерт 20 декабря в 18:00 состоится, как и планировалось! Ещё есть билеты от 900 до 2500 ₽
КЗ «Курай»`,
      publishedAt: '2026-12-14T15:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-20T18:00:00+05:00',
          end: null,
          price: rub(900, 2500),
          place: 'd7-ufa-kuray',
          titles: ['Песни моего города', 'Ильдар Ахметов. «Песни моего города»', 'Концерт Ильдара Ахметова'],
        },
      ],
    },
    {
      id: 'd7-031',
      kind: 'walking tour outside the catalogue, gathering before start, children free',
      text: `Пешеходная экскурсия «Старая Уфа: купцы и мечети»
Суббота, 14 ноября. Сбор в 12:45 у Гостиного двора, старт экскурсии в 13:00, продолжительность 2 часа.
Цена 700 ₽, дети до 10 лет бесплатно.
Запись: ufa-walks.ru`,
      publishedAt: '2026-11-06T09:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-14T13:00:00+05:00',
          end: '2026-11-14T15:00:00+05:00',
          price: rub(0, 700),
          place: null,
          titles: [
            'Старая Уфа: купцы и мечети',
            'Экскурсия «Старая Уфа: купцы и мечети»',
            'Пешеходная экскурсия «Старая Уфа: купцы и мечети»',
          ],
          ticketUrl: 'https://ufa-walks.ru',
        },
      ],
    },
    {
      id: 'd7-032',
      kind: 'folk concert in a pub, «с 20 до 23», free with a hat',
      text: 'Пятница, 27.11 — играет фолк-группа «Вереск» 🎻 Кельтские баллады, джиги и рилы. С 20 до 23. Вход свободный, шляпа по кругу — поддержите музыкантов! Паб «Старый мельник», Ленина 26',
      publishedAt: '2026-11-23T19:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-27T20:00:00+05:00',
          end: '2026-11-27T23:00:00+05:00',
          price: FREE_DONATION,
          place: 'd7-ufa-melnik',
          titles: ['Вереск', 'Фолк-группа «Вереск»', 'Концерт группы «Вереск»'],
        },
      ],
    },
    {
      id: 'd7-033',
      kind: 'week digest with emoji bullets, registration before start',
      text: `Афиша недели в Уфе (11–17 января) 📌

🎭 Ср, 13.01 — «Морозко» в «Карусели», 11:00, 350 ₽
🎸 Пт, 15.01 — трибьют группы «Кино» в Частоте, 20:00, 800/1000 ₽
🎲 Вс, 17.01 — турнир по «Каркассону» в Зерне, регистрация с 12:00, старт в 12:30, взнос 300 ₽, призы от магазина «Игротека»`,
      publishedAt: '2027-01-11T08:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2027-01-13T11:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'd7-ufa-karusel',
          titles: ['Морозко', 'Спектакль «Морозко»'],
        },
        {
          start: '2027-01-15T20:00:00+05:00',
          end: null,
          price: rub(800, 1000),
          place: 'd7-ufa-chastota',
          titles: ['Трибьют группы «Кино»', 'Трибьют Кино'],
        },
        {
          start: '2027-01-17T12:30:00+05:00',
          end: null,
          price: rub(300),
          place: 'd7-ufa-zerno',
          titles: ['Турнир по «Каркассону»', 'Турнир по Каркассону'],
        },
      ],
    },
    {
      id: 'd7-034',
      kind: 'standup concert, ticket categories, doors an hour before, programme length',
      text: `СТЕНДАП-КОНЦЕРТ АЙДАРА ЮНУСОВА «ВСЁ СЛОЖНО»

Уфа, 9 января, суббота
Начало: 19:00 (вход с 18:00)
Арт-квартал, Заки Валиди, 32
18+
Билеты: 1500 / 2000 / 3000 ₽
iticket-ufa.ru/allcomplicated

Продолжительность программы — 1 час 40 минут`,
      publishedAt: '2026-12-05T13:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2027-01-09T19:00:00+05:00',
          end: '2027-01-09T20:40:00+05:00',
          price: rub(1500, 3000),
          place: 'd7-ufa-artkvartal',
          titles: [
            'Всё сложно',
            'Айдар Юнусов. «Всё сложно»',
            'Стендап-концерт Айдара Юнусова «Всё сложно»',
            'Стендап-концерт Айдара Юнусова',
          ],
          ticketUrl: 'https://iticket-ufa.ru/allcomplicated',
        },
      ],
    },
    {
      id: 'd7-035',
      kind: "children's master class at a bare address, time «12.00»",
      text: `Мастер-класс для детей 6–10 лет: делаем ёлочные игрушки из фетра 🎄
26 декабря (суббота) в 12.00
Адрес: Революционная, 41, 2 этаж (вход через театр)
Стоимость 700 р., материалы включены
Запись по телефону 8 (347) 200-00-00`,
      publishedAt: '2026-12-16T11:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-26T12:00:00+05:00',
          end: null,
          price: rub(700),
          place: 'd7-ufa-karusel',
          titles: ['Мастер-класс по ёлочным игрушкам из фетра', 'Мастер-класс для детей'],
        },
      ],
    },
    {
      id: 'd7-036',
      kind: 'charity concert by donation only, no sum',
      text: `Благотворительный концерт в поддержку хосписа 💛
Играют: «Ночной трамвай», Лиза Ветрова, хор «Мирас»
Вс, 20 декабря, 17:00, Арт-квартал
Вход — за пожертвование, сумму определяете вы. Все средства передадим фонду «Свет».`,
      publishedAt: '2026-12-10T12:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-20T17:00:00+05:00',
          end: null,
          price: DONATION,
          place: 'd7-ufa-artkvartal',
          titles: ['Благотворительный концерт в поддержку хосписа', 'Благотворительный концерт'],
        },
      ],
    },
    {
      id: 'd7-037',
      kind: 'family sports day, team registration before start, approximate end, prizes',
      text: `Семейные старты «Папа, мама, я — спортивная семья» 🏅
Воскресенье, 29 ноября, манеж «Агидель». Регистрация команд 9:30–10:00, начало соревнований в 10:00. Окончание около 13:00.
Участие бесплатное, всем участникам медали, победителям — призы от спонсоров.`,
      publishedAt: '2026-11-19T10:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-29T10:00:00+05:00',
          end: '2026-11-29T13:00:00+05:00',
          price: FREE,
          place: 'd7-ufa-agidel',
          titles: [
            'Папа, мама, я — спортивная семья',
            'Семейные старты «Папа, мама, я — спортивная семья»',
            'Семейные старты',
          ],
        },
      ],
    },
    {
      id: 'd7-038',
      kind: 'terse one-liner, end after midnight',
      text: 'Частота, сб 19.12: Новогодний рейв, 23:00–06:00, 700₽. Всё.',
      publishedAt: '2026-12-12T22:10:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-19T23:00:00+05:00',
          end: '2026-12-20T06:00:00+05:00',
          price: rub(700),
          place: 'd7-ufa-chastota',
          titles: ['Новогодний рейв'],
        },
      ],
    },
    {
      id: 'd7-039',
      kind: 'same concert on two evenings, seat categories and student tickets, length with interval',
      text: `«Штраус-гала» — новогодний концерт симфонического оркестра 🎻✨
29 и 30 декабря, начало в 19:00
КЗ Курай, Пушкина 114
Партер 1800 ₽, балкон 1000 ₽, студенты — 500 ₽ (при наличии студенческого, только балкон)
Антракт. Общая продолжительность 2 часа`,
      publishedAt: '2026-12-01T15:00:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-12-29T19:00:00+05:00',
          end: '2026-12-29T21:00:00+05:00',
          price: rub(500, 1800),
          place: 'd7-ufa-kuray',
          titles: ['Штраус-гала', 'Новогодний концерт «Штраус-гала»'],
        },
        {
          start: '2026-12-30T19:00:00+05:00',
          end: '2026-12-30T21:00:00+05:00',
          price: rub(500, 1800),
          place: 'd7-ufa-kuray',
          titles: ['Штраус-гала', 'Новогодний концерт «Штраус-гала»'],
        },
      ],
    },
    {
      id: 'd7-040',
      kind: 'bookshop week, relative weekdays, «в 11 утра», lower-case place',
      text: `Привет! На этой неделе в переплёте:
- в субботу в 11 утра громкие чтения для малышей 3-6 лет, читаем «Муми-троллей», бесплатно
- в воскресенье в 17.00 книжный клуб «Страница 99», обсуждаем «Щегла» Тартт. Вход 200р, чай и печеньки включены`,
      publishedAt: '2026-11-02T10:30:00+05:00',
      timeZone: UFA,
      events: [
        {
          start: '2026-11-07T11:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd7-ufa-pereplet',
          titles: ['Громкие чтения для малышей', 'Громкие чтения'],
        },
        {
          start: '2026-11-08T17:00:00+05:00',
          end: null,
          price: rub(200),
          place: 'd7-ufa-pereplet',
          titles: ['Страница 99', 'Книжный клуб «Страница 99»'],
        },
      ],
    },
    // ——— Саратов ———
    {
      id: 'd7-041',
      kind: 'organ concert in a church, free with donations',
      text: `Кирха Святого Иоанна приглашает на Адвентский органный концерт.
Воскресенье, 6 декабря, 16:00.
Исполняет органистка Вера Штерн. В программе хоральные прелюдии Баха и рождественские пьесы.
Вход свободный, пожертвования на реставрацию органа приветствуются.
ул. Волжская, 14`,
      publishedAt: '2026-11-30T12:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-06T16:00:00+04:00',
          end: null,
          price: FREE_DONATION,
          place: 'd7-sar-kirkha',
          titles: ['Адвентский органный концерт', 'Органный концерт'],
        },
      ],
    },
    {
      id: 'd7-042',
      kind: 'ticket-site premiere on two dates, length with interval, price range',
      text: `Премьера! Спектакль «Чайка»
Театр «Балаганчик»
Даты: 12 и 13 декабря, начало в 18:00
Возрастное ограничение 16+
Продолжительность: 2 часа 30 минут с одним антрактом
Цена от 500 до 1500 ₽
Билеты: balaganchik-saratov.ru/chaika`,
      publishedAt: '2026-11-24T11:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-12T18:00:00+04:00',
          end: '2026-12-12T20:30:00+04:00',
          price: rub(500, 1500),
          place: 'd7-sar-balaganchik',
          titles: ['Чайка', 'Спектакль «Чайка»'],
          ticketUrl: 'https://balaganchik-saratov.ru/chaika',
        },
        {
          start: '2026-12-13T18:00:00+04:00',
          end: '2026-12-13T20:30:00+04:00',
          price: rub(500, 1500),
          place: 'd7-sar-balaganchik',
          titles: ['Чайка', 'Спектакль «Чайка»'],
          ticketUrl: 'https://balaganchik-saratov.ru/chaika',
        },
      ],
    },
    {
      id: 'd7-043',
      kind: 'punk gig in a bar, gathering before start, presale and day of show',
      text: `🤘 ПЯТЫЙ УГОЛ | ПАНК-СУББОТА 🤘
21.11
Играют: «Ржавые гвозди», «Кипяток», «Барбариски»
Сбор 19:00, начало 19:30
Предпродажа 400, в день концерта 600
Билеты: vk.cc/ugol2111`,
      publishedAt: '2026-11-11T17:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-21T19:30:00+04:00',
          end: null,
          price: rub(400, 600),
          place: 'd7-sar-ugol',
          titles: ['Панк-суббота', 'Концерт групп «Ржавые гвозди», «Кипяток», «Барбариски»'],
          ticketUrl: 'https://vk.cc/ugol2111',
        },
      ],
    },
    {
      id: 'd7-044',
      kind: "cinema's schedule for a day, each session an event",
      text: `Кинотеатр «Волна». Расписание на пятницу, 11 декабря:

10:30 «Ёлки-палки-2» (6+) — 250 ₽
13:15 «Ёлки-палки-2» (6+) — 300 ₽
16:00 «Последний перевал» (12+) — 350 ₽
22:10 «Тихий дом» (18+) — 450 ₽`,
      publishedAt: '2026-12-10T09:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-11T10:30:00+04:00',
          end: null,
          price: rub(250),
          place: 'd7-sar-volna',
          titles: ['Ёлки-палки-2', 'Ёлки-палки 2'],
        },
        {
          start: '2026-12-11T13:15:00+04:00',
          end: null,
          price: rub(300),
          place: 'd7-sar-volna',
          titles: ['Ёлки-палки-2', 'Ёлки-палки 2'],
        },
        {
          start: '2026-12-11T16:00:00+04:00',
          end: null,
          price: rub(350),
          place: 'd7-sar-volna',
          titles: ['Последний перевал'],
        },
        {
          start: '2026-12-11T22:10:00+04:00',
          end: null,
          price: rub(450),
          place: 'd7-sar-volna',
          titles: ['Тихий дом'],
        },
      ],
    },
    {
      id: 'd7-045',
      kind: 'postponement «переносим», new date, dance floor and VIP',
      text: `Друзья, переносим! 😔
Концерт рэпера ЛЁХА ВЕТЕР в Подвале переезжает с 5 декабря на 23 января. Старые билеты действуют.
Новая дата: 23.01, сб, начало в 20:00
Билеты (кто ещё не купил): 1000 ₽ танцпол, 1800 ₽ VIP
podval-club.ru`,
      publishedAt: '2026-11-29T18:00:00+04:00',
      timeZone: SAR,
      postponed: true,
      events: [
        {
          start: '2027-01-23T20:00:00+04:00',
          end: null,
          price: rub(1000, 1800),
          place: 'd7-sar-podval',
          titles: ['Лёха Ветер', 'Концерт Лёхи Ветра', 'Концерт рэпера Лёха Ветер'],
          ticketUrl: 'https://podval-club.ru',
        },
      ],
    },
    {
      id: 'd7-046',
      kind: 'museum exhibition with weekday hours and a late day, children free, paid tour extra',
      text: `Музей «Дом купца Зотова» приглашает на новогоднюю выставку «Ёлочные игрушки наших бабушек» 🎄

📅 с 15 декабря по 20 января
🕙 вт–вс 10:00–18:00, чт до 21:00
🎫 взрослый 300 ₽, льготный 150 ₽, дети до 7 лет — бесплатно

Каждую субботу в 14:00 — экскурсия по выставке (+100 ₽ к билету)`,
      publishedAt: '2026-12-09T10:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-15T10:00:00+04:00',
          end: '2027-01-20T18:00:00+04:00',
          price: rub(0, 300),
          place: 'd7-sar-zotov',
          titles: [
            'Ёлочные игрушки наших бабушек',
            'Выставка «Ёлочные игрушки наших бабушек»',
            'Новогодняя выставка «Ёлочные игрушки наших бабушек»',
          ],
        },
      ],
    },
    {
      id: 'd7-047',
      kind: 'amateur football tournament, free for spectators, prize fund is not a price, approximate end',
      text: `Новогодний турнир по мини-футболу среди любительских команд «Кубок Волжанина» ⚽
Суббота, 26 декабря, СК «Волжанин», Шелковичная, 4
Начало игр в 9:00, финал — около 18:00
Призовой фонд 50 000 ₽. Заявки команд принимаем до 20 декабря.
Для зрителей вход свободный`,
      publishedAt: '2026-12-14T13:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-26T09:00:00+04:00',
          end: '2026-12-26T18:00:00+04:00',
          price: FREE,
          place: 'd7-sar-volzhanin',
          titles: ['Кубок Волжанина', 'Новогодний турнир по мини-футболу «Кубок Волжанина»', 'Турнир по мини-футболу'],
        },
      ],
    },
    {
      id: 'd7-048',
      kind: 'free lecture in a coworking, registration on timepad, time range',
      text: `Открытая лекция «Нейросети для малого бизнеса: без магии»
Спикер — Артём Королёв, основатель студии «Пиксель»
🗓 Четверг, 19 ноября, 19:00–21:00
📍 Точка сборки (Некрасова, 17)
Вход свободный, регистрация обязательна: tochka-sbora.timepad.ru/event/123456
Будет трансляция в телеграм-канале`,
      publishedAt: '2026-11-12T14:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-19T19:00:00+04:00',
          end: '2026-11-19T21:00:00+04:00',
          price: FREE,
          place: 'd7-sar-tochka',
          titles: [
            'Нейросети для малого бизнеса: без магии',
            'Лекция «Нейросети для малого бизнеса: без магии»',
            'Открытая лекция «Нейросети для малого бизнеса: без магии»',
          ],
          ticketUrl: 'https://tochka-sbora.timepad.ru/event/123456',
        },
      ],
    },
    {
      id: 'd7-049',
      kind: 'flea market «в эту субботу», lower case, place in locative',
      text: `БАРАХОЛКА НА СКЛАДЕ 📦
в эту субботу, с 12 до 18
шмот, винил, книги, фотоаппараты, всякое
вход — 50 р., продавцам место бесплатно, пишите в лс
Горького 48`,
      publishedAt: '2026-11-25T20:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-28T12:00:00+04:00',
          end: '2026-11-28T18:00:00+04:00',
          price: rub(50),
          place: 'd7-sar-sklad',
          titles: ['Барахолка'],
        },
      ],
    },
    {
      id: 'd7-050',
      kind: 'weekend digest, ski race outside the catalogue, children free at a church concert',
      text: `Куда пойти в Саратове на выходных 16–17 января

• Субботний стендап «Разгоняем» в Пятом углу — 19:00, 500 ₽
• Лыжная гонка «Саратовская лыжня» на Кумысной поляне — сб, старт в 11:00, участие бесплатно
• Концерт «Зимние сказки» в кирхе — вс 17.01, 15:00, билеты 300–600 ₽, детям до 12 бесплатно`,
      publishedAt: '2027-01-14T12:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2027-01-16T19:00:00+04:00',
          end: null,
          price: rub(500),
          place: 'd7-sar-ugol',
          titles: ['Разгоняем', 'Стендап «Разгоняем»'],
        },
        {
          start: '2027-01-16T11:00:00+04:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Саратовская лыжня', 'Лыжная гонка «Саратовская лыжня»'],
        },
        {
          start: '2027-01-17T15:00:00+04:00',
          end: null,
          price: rub(0, 600),
          place: 'd7-sar-kirkha',
          titles: ['Зимние сказки', 'Концерт «Зимние сказки»'],
        },
      ],
    },
    {
      id: 'd7-051',
      kind: 'ticket-site concert of a touring band, price from, doors an hour before',
      text: `Кассир.ру
Группа «Северные Огни». Тур «Тепло»
Саратов, клуб «Подвал»
4 декабря 2026, пт, 20:00
Возрастное ограничение 18+
Цена от 1200 ₽
Внимание! Открытие дверей в 19:00`,
      publishedAt: '2026-11-08T12:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-04T20:00:00+04:00',
          end: null,
          price: rub(1200, null),
          place: 'd7-sar-podval',
          titles: [
            'Северные Огни',
            'Группа «Северные Огни»',
            'Северные Огни. Тур «Тепло»',
            'Концерт группы «Северные Огни»',
          ],
        },
      ],
    },
    {
      id: 'd7-052',
      kind: 'board-game night «завтра», short place name, time range',
      text: 'Завтра настолки в Точке! 🎲 Приходите с 18:00, играем до 23:00. Есть «Кодовые имена», «Эволюция», «Каркассон» и ещё 100+ игр. Вход 250 р, с собой можно печеньки',
      publishedAt: '2026-12-03T17:45:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-04T18:00:00+04:00',
          end: '2026-12-04T23:00:00+04:00',
          price: rub(250),
          place: 'd7-sar-tochka',
          titles: ['Вечер настольных игр', 'Настолки'],
        },
      ],
    },
    {
      id: 'd7-053',
      kind: "new year's eve by table deposit only: no price, «до утра» is no end",
      text: `Новогодняя ночь в «Пятом углу» 🎉
Встречаем 2027 вместе! Кавер-бэнд «Шампань», DJ до утра.
Вход по депозиту: стол на 4 — 12 000 ₽ (депозит полностью идёт на меню)
Начало в 21:00
Бронь: 8 (8452) 30-30-30`,
      publishedAt: '2026-12-05T15:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-31T21:00:00+04:00',
          end: null,
          price: null,
          place: 'd7-sar-ugol',
          titles: ['Новогодняя ночь', 'Новогодняя вечеринка'],
        },
      ],
    },
    {
      id: 'd7-054',
      kind: 'film club screening with a discussion, student price, approximate length',
      text: `Киноклуб «Второй взгляд» 🎞
Показ фильма «Сталкер» и обсуждение с киноведом Ольгой Бессоновой
Ср, 25 ноября, 18:30, кинотеатр «Волна», малый зал
Билет 300 ₽, студентам — 200 ₽
Продолжительность с обсуждением — около 3,5 часов`,
      publishedAt: '2026-11-18T12:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-11-25T18:30:00+04:00',
          end: '2026-11-25T22:00:00+04:00',
          price: rub(200, 300),
          place: 'd7-sar-volna',
          titles: ['Сталкер', 'Показ фильма «Сталкер»', 'Киноклуб «Второй взгляд»'],
        },
      ],
    },
    {
      id: 'd7-055',
      kind: 'free exhibition with daily hours and a paid workshop on its first day, address before name',
      text: `Выставка комиксов и зинов «Бумажный шум» на Горького, 48 (арт-пространство Склад) 📚
5–20 декабря, ежедневно 13:00–21:00
Вход свободный

В субботу, 5 декабря, в 15:00 — мастер-класс по зинам (300 ₽, запись у администратора)`,
      publishedAt: '2026-11-30T16:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-05T13:00:00+04:00',
          end: '2026-12-20T21:00:00+04:00',
          price: FREE,
          place: 'd7-sar-sklad',
          titles: ['Бумажный шум', 'Выставка комиксов и зинов «Бумажный шум»'],
        },
        {
          start: '2026-12-05T15:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'd7-sar-sklad',
          titles: ['Мастер-класс по зинам'],
        },
      ],
    },
    {
      id: 'd7-056',
      kind: 'museum costumed tour, two sessions on each of two days, length, child ticket',
      text: `Театрализованная экскурсия «Рождество в купеческом доме» 🕯
6 и 7 января, сеансы в 12:00 и 15:00
Длительность 1 час
Билет 600 ₽, детский (до 14 лет) 400 ₽
Количество мест ограничено, покупка: zotov-museum.ru/tickets
Дом купца Зотова, Радищева, 30`,
      publishedAt: '2026-12-20T11:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2027-01-06T12:00:00+04:00',
          end: '2027-01-06T13:00:00+04:00',
          price: rub(400, 600),
          place: 'd7-sar-zotov',
          titles: ['Рождество в купеческом доме', 'Театрализованная экскурсия «Рождество в купеческом доме»'],
          ticketUrl: 'https://zotov-museum.ru/tickets',
        },
        {
          start: '2027-01-06T15:00:00+04:00',
          end: '2027-01-06T16:00:00+04:00',
          price: rub(400, 600),
          place: 'd7-sar-zotov',
          titles: ['Рождество в купеческом доме', 'Театрализованная экскурсия «Рождество в купеческом доме»'],
          ticketUrl: 'https://zotov-museum.ru/tickets',
        },
        {
          start: '2027-01-07T12:00:00+04:00',
          end: '2027-01-07T13:00:00+04:00',
          price: rub(400, 600),
          place: 'd7-sar-zotov',
          titles: ['Рождество в купеческом доме', 'Театрализованная экскурсия «Рождество в купеческом доме»'],
          ticketUrl: 'https://zotov-museum.ru/tickets',
        },
        {
          start: '2027-01-07T15:00:00+04:00',
          end: '2027-01-07T16:00:00+04:00',
          price: rub(400, 600),
          place: 'd7-sar-zotov',
          titles: ['Рождество в купеческом доме', 'Театрализованная экскурсия «Рождество в купеческом доме»'],
          ticketUrl: 'https://zotov-museum.ru/tickets',
        },
      ],
    },
    {
      id: 'd7-057',
      kind: 'children new year trees listed by weekday-led dates, child ticket with gift',
      text: `🎅 ЁЛКИ В БАЛАГАНЧИКЕ 🎅
Пн, 28.12 — 11:00
Вт, 29.12 — 11:00, 14:00
Спектакль «Дед Мороз и пропавший снеговик» + игры у ёлки.
Детский билет 900 ₽ (с подарком), взрослый 400 ₽`,
      publishedAt: '2026-12-02T12:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-28T11:00:00+04:00',
          end: null,
          price: rub(400, 900),
          place: 'd7-sar-balaganchik',
          titles: ['Дед Мороз и пропавший снеговик', 'Ёлка', 'Новогодняя ёлка'],
        },
        {
          start: '2026-12-29T11:00:00+04:00',
          end: null,
          price: rub(400, 900),
          place: 'd7-sar-balaganchik',
          titles: ['Дед Мороз и пропавший снеговик', 'Ёлка', 'Новогодняя ёлка'],
        },
        {
          start: '2026-12-29T14:00:00+04:00',
          end: null,
          price: rub(400, 900),
          place: 'd7-sar-balaganchik',
          titles: ['Дед Мороз и пропавший снеговик', 'Ёлка', 'Новогодняя ёлка'],
        },
      ],
    },
    {
      id: 'd7-058',
      kind: 'free online webinar, local time noted, short link',
      text: `Вебинар «Английский для путешествий» ✈️
15 декабря (вторник), 19:00–20:30 по Саратову
Онлайн, бесплатно, запись пришлём всем зарегистрированным
Регистрация: vk.cc/engtrip`,
      publishedAt: '2026-12-07T10:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-15T19:00:00+04:00',
          end: '2026-12-15T20:30:00+04:00',
          price: FREE,
          place: null,
          titles: ['Английский для путешествий', 'Вебинар «Английский для путешествий»'],
          ticketUrl: 'https://vk.cc/engtrip',
        },
      ],
    },
    {
      id: 'd7-059',
      kind: 'long rambling post, karaoke battle, sign-up before start, participants free, prize',
      text: `Всем привет, это снова мы — команда Подвала! 🙌 Год был безумный, спасибо что были с нами: 46 концертов, 3 сломанных микрофона и один потерянный бас-гитарист (нашёлся). Мы долго думали, как закрыть сезон, и решили — пусть поют все! Поэтому 26 декабря устраиваем КАРАОКЕ-БАТТЛ «Подвальный голос». Как всё будет: с 19:00 запись участников у бара, в 20:00 стартуем, три раунда, жюри из наших резидентов. Приз победителю — 10 000 рублей и сольник у нас на сцене весной! Вход для зрителей 300, для участников бесплатно. Бар работает, есть новое тёмное на кране. Чапаева, 59. Не пропустите!`,
      publishedAt: '2026-12-16T21:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2026-12-26T20:00:00+04:00',
          end: null,
          price: rub(0, 300),
          place: 'd7-sar-podval',
          titles: ['Подвальный голос', 'Караоке-баттл «Подвальный голос»', 'Караоке-баттл'],
        },
      ],
    },
    {
      id: 'd7-060',
      kind: 'ice show, two shows a day, ticket categories, length with interval',
      text: `Ледовое шоу «Снежная сказка» ⛸
3 января 2027, 13:00 и 17:00
СК «Волжанин»
Категории билетов: A — 2500, B — 1700, C — 900
Продолжительность 1 ч 50 мин с антрактом
show-volga.ru/snow`,
      publishedAt: '2026-12-11T12:00:00+04:00',
      timeZone: SAR,
      events: [
        {
          start: '2027-01-03T13:00:00+04:00',
          end: '2027-01-03T14:50:00+04:00',
          price: rub(900, 2500),
          place: 'd7-sar-volzhanin',
          titles: ['Снежная сказка', 'Ледовое шоу «Снежная сказка»'],
          ticketUrl: 'https://show-volga.ru/snow',
        },
        {
          start: '2027-01-03T17:00:00+04:00',
          end: '2027-01-03T18:50:00+04:00',
          price: rub(900, 2500),
          place: 'd7-sar-volzhanin',
          titles: ['Снежная сказка', 'Ледовое шоу «Снежная сказка»'],
          ticketUrl: 'https://show-volga.ru/snow',
        },
      ],
    },
    // ——— Волгоград ———
    {
      id: 'd7-061',
      kind: "concert hall's week, children's subscription beside a single ticket",
      text: `Концертный зал «Царицын». Неделя 16–22 ноября

▪ 17.11 (вт) 18:30 — Вечер камерной музыки. Шостакович, Прокофьев. 400 ₽
▪ 20.11 (пт) 19:00 — «Битлз на виолончелях» — шоу ансамбля «Cello Drive». 800–2000 ₽
▪ 22.11 (вс) 12:00 — цикл «Музыкальная шкатулка» для детей: «Петя и волк». Билет 300 ₽, абонемент на 5 концертов — 1200 ₽`,
      publishedAt: '2026-11-13T10:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-11-17T18:30:00+03:00',
          end: null,
          price: rub(400),
          place: 'd7-vlg-tsaritsyn',
          titles: ['Вечер камерной музыки'],
        },
        {
          start: '2026-11-20T19:00:00+03:00',
          end: null,
          price: rub(800, 2000),
          place: 'd7-vlg-tsaritsyn',
          titles: ['Битлз на виолончелях', 'Шоу «Битлз на виолончелях»', 'Cello Drive'],
        },
        {
          start: '2026-11-22T12:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd7-vlg-tsaritsyn',
          titles: ['Петя и волк', 'Музыкальная шкатулка: «Петя и волк»'],
        },
      ],
    },
    {
      id: 'd7-062',
      kind: 'beer tasting, promo code price, bar menu not a price, place in locative',
      text: `Дегустация крафта от пивоварни «Хмельной Дон» 🍺
Четверг, 3 декабря, 19:00–22:00, в Стали (Советская, 9)
6 сортов + закуска — 900 ₽, по промокоду СТАЛЬ — 750 ₽
Основное меню бара работает как обычно: бургеры от 450`,
      publishedAt: '2026-11-27T18:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: '2026-12-03T22:00:00+03:00',
          price: rub(750, 900),
          place: 'd7-vlg-stal',
          titles: ['Дегустация крафта от пивоварни «Хмельной Дон»', 'Дегустация крафта', 'Дегустация пива'],
        },
      ],
    },
    {
      id: 'd7-063',
      kind: 'karaoke party, women free before midnight, end after midnight',
      text: `🎤 ПЯТНИЦА В «ГОЛОСЕ» 🎤
27 ноября — вечеринка «Хиты 2000-х»
С 21:00 до 4:00
Вход 500 ₽, девушкам до полуночи — бесплатно!
Бронь столов по тел. 8 (8442) 55-55-55`,
      publishedAt: '2026-11-24T19:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-11-27T21:00:00+03:00',
          end: '2026-11-28T04:00:00+03:00',
          price: rub(0, 500),
          place: 'd7-vlg-golos',
          titles: ['Хиты 2000-х', 'Вечеринка «Хиты 2000-х»'],
        },
      ],
    },
    {
      id: 'd7-064',
      kind: 'two-day competition with a time on each day, not a festival: one event a day',
      text: `Открытое первенство города по лёгкой атлетике среди юниоров 🏃
12–13 декабря, манеж «Старт», начало в 10:00 оба дня.
Вход для зрителей свободный.`,
      publishedAt: '2026-12-04T12:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-12T10:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd7-vlg-start',
          titles: [
            'Открытое первенство города по лёгкой атлетике среди юниоров',
            'Первенство города по лёгкой атлетике',
          ],
        },
        {
          start: '2026-12-13T10:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd7-vlg-start',
          titles: [
            'Открытое первенство города по лёгкой атлетике среди юниоров',
            'Первенство города по лёгкой атлетике',
          ],
        },
      ],
    },
    {
      id: 'd7-065',
      kind: 'ticket-site exhibition across the new year, daily hours, veterans free',
      text: `Выставка «Сталинград. Лица»
Выставочный зал «Горизонт»
Даты: 1 декабря 2026 — 31 января 2027
Часы работы: ежедневно 10:00–19:00
Возрастное ограничение 12+
Цена билета 200 ₽, для школьников 100 ₽, ветеранам бесплатно`,
      publishedAt: '2026-11-26T11:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-01T10:00:00+03:00',
          end: '2027-01-31T19:00:00+03:00',
          price: rub(0, 200),
          place: 'd7-vlg-gorizont',
          titles: ['Сталинград. Лица', 'Выставка «Сталинград. Лица»'],
        },
      ],
    },
    {
      id: 'd7-066',
      kind: 'board-game tournament, registration before first game, club-card discount, prizes',
      text: `Кубик | клуб настольных игр
Турнир по «Манчкину» 🗡
Вс, 15 ноября. Регистрация с 13:30, первая партия в 14:00.
Взнос 300 ₽ (для постоянных гостей с клубной картой — 200 ₽)
Призы: 1 место — коробка «Манчкин Делюкс», 2–3 места — сертификаты в клуб
Запись: t.me/kubik_vlg`,
      publishedAt: '2026-11-08T13:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-11-15T14:00:00+03:00',
          end: null,
          price: rub(200, 300),
          place: 'd7-vlg-kubik',
          titles: ['Турнир по «Манчкину»', 'Турнир по Манчкину'],
          ticketUrl: 'https://t.me/kubik_vlg',
        },
      ],
    },
    {
      id: 'd7-067',
      kind: 'lower-case telegram club night, set times, price after 1 am',
      text: `маяк / 12.12 / суббота
ночь с лейблом «Пустота Records»

23:00 open — Dima Kov
00:30 — Lera Sky
02:00 — Pustota live
03:30 — close: Ardo
до 5

вход 700 / после 1:00 — 1000
t.me/mayak_vlg_tickets`,
      publishedAt: '2026-12-06T23:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-12T23:00:00+03:00',
          end: '2026-12-13T05:00:00+03:00',
          price: rub(700, 1000),
          place: 'd7-vlg-mayak',
          titles: ['Ночь с лейблом «Пустота Records»', 'Пустота Records'],
          ticketUrl: 'https://t.me/mayak_vlg_tickets',
        },
      ],
    },
    {
      id: 'd7-068',
      kind: "children's science show, two sessions, length, sibling discount",
      text: `Научное шоу «Химия без опасности» для детей 5–11 лет 🧪
Суббота, 21 ноября: 11:00, 13:00
Длительность шоу 45 минут
Билет 550 ₽, второй ребёнок из семьи — 450 ₽
Детский центр «Почемучка», Рабоче-Крестьянская, 21`,
      publishedAt: '2026-11-14T10:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-11-21T11:00:00+03:00',
          end: '2026-11-21T11:45:00+03:00',
          price: rub(450, 550),
          place: 'd7-vlg-pochemuchka',
          titles: ['Химия без опасности', 'Научное шоу «Химия без опасности»'],
        },
        {
          start: '2026-11-21T13:00:00+03:00',
          end: '2026-11-21T13:45:00+03:00',
          price: rub(450, 550),
          place: 'd7-vlg-pochemuchka',
          titles: ['Химия без опасности', 'Научное шоу «Химия без опасности»'],
        },
      ],
    },
    {
      id: 'd7-069',
      kind: 'address only (avenue and number), no venue name',
      text: '«Ревизор» — новая постановка! 9 января в 18:00, проспект Ленина, 15. Билеты 450–1300 ₽ на kovcheg-teatr.ru. 12+',
      publishedAt: '2026-12-22T12:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2027-01-09T18:00:00+03:00',
          end: null,
          price: rub(450, 1300),
          place: 'd7-vlg-kovcheg',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
          ticketUrl: 'https://kovcheg-teatr.ru',
        },
      ],
    },
    {
      id: 'd7-070',
      kind: 'walking tour from a fountain, meeting before start, length in hours',
      text: `Экскурсия «Царицын: город до Сталинграда» 🚶
Вс, 6 декабря. Встречаемся в 10:40 у фонтана «Детский хоровод», выходим в 11:00.
Идём 2,5 часа, тёплая обувь обязательна!
Взрослые — 800 ₽, школьники — 500 ₽
Запись: volga-walks.ru/tsaritsyn`,
      publishedAt: '2026-11-28T15:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-06T11:00:00+03:00',
          end: '2026-12-06T13:30:00+03:00',
          price: rub(500, 800),
          place: null,
          titles: ['Царицын: город до Сталинграда', 'Экскурсия «Царицын: город до Сталинграда»'],
          ticketUrl: 'https://volga-walks.ru/tsaritsyn',
        },
      ],
    },
    {
      id: 'd7-071',
      kind: 'one-line postponement «новая дата», same time',
      text: 'Новая дата! Поэтический вечер «Слово за слово» переносится с 5 на 19 декабря, время то же — 19:00. Сталь, Советская 9',
      publishedAt: '2026-12-01T14:00:00+03:00',
      timeZone: VLG,
      postponed: true,
      events: [
        {
          start: '2026-12-19T19:00:00+03:00',
          end: null,
          price: null,
          place: 'd7-vlg-stal',
          titles: ['Слово за слово', 'Поэтический вечер «Слово за слово»'],
        },
      ],
    },
    {
      id: 'd7-072',
      kind: 'CAPS hook, jazz concert, length, student discount as a percentage, link in profile header',
      text: `🔥ВНИМАНИЕ🔥 Впервые в Волгограде — джазовый квинтет «Blue Steppe» (Москва)!
📆 11 декабря, пятница
⏰ 19:00, длительность 2 часа без антракта
🎫 Партер — 1500–2500 ₽, балкон — 1000 ₽, студентам скидка 30% на балкон
📍 КЗ «Царицын»
Билеты — ссылка в шапке профиля`,
      publishedAt: '2026-11-21T12:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-11T19:00:00+03:00',
          end: '2026-12-11T21:00:00+03:00',
          price: rub(700, 2500),
          place: 'd7-vlg-tsaritsyn',
          titles: ['Blue Steppe', 'Джазовый квинтет «Blue Steppe»', 'Концерт квинтета «Blue Steppe»'],
        },
      ],
    },
    {
      id: 'd7-073',
      kind: 'standup, two shows one night, presale and door',
      text: `«Большой новогодний стендап» в Маяке 😂
Пятница, 8 января
Два шоу: 18:00 и 21:00
В составе: Гоша Плотников, Ася Рудь, Денис «Бык» Быков
Билеты 700 ₽ / у входа 900 ₽
t.me/standup_vlg`,
      publishedAt: '2026-12-29T16:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2027-01-08T18:00:00+03:00',
          end: null,
          price: rub(700, 900),
          place: 'd7-vlg-mayak',
          titles: ['Большой новогодний стендап', 'Стендап'],
          ticketUrl: 'https://t.me/standup_vlg',
        },
        {
          start: '2027-01-08T21:00:00+03:00',
          end: null,
          price: rub(700, 900),
          place: 'd7-vlg-mayak',
          titles: ['Большой новогодний стендап', 'Стендап'],
          ticketUrl: 'https://t.me/standup_vlg',
        },
      ],
    },
    {
      id: 'd7-074',
      kind: "children's fair «в это воскресенье», «с 11 до 15»",
      text: 'В это воскресенье — детская ярмарка в Почемучке! Дети сами продают поделки, выпечку и игрушки 🧸 С 11 до 15. Вход свободный, продавцам — регистрация у администратора.',
      publishedAt: '2026-12-15T11:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-20T11:00:00+03:00',
          end: '2026-12-20T15:00:00+03:00',
          price: FREE,
          place: 'd7-vlg-pochemuchka',
          titles: ['Детская ярмарка'],
        },
      ],
    },
    {
      id: 'd7-075',
      kind: 'lecture and workshop, weekday-led dates, shared registration link',
      text: `Лекторий «Горизонта»:
Пт, 18.12, 18:30 — «Как читать советский плакат». Лектор — искусствовед Н. Ершова. 250 ₽
Сб, 19.12, 12:00 — Мастер-класс «Плакат своими руками» для подростков 12–16 лет. 400 ₽, материалы наши
Запись: vk.cc/gorizont_lect`,
      publishedAt: '2026-12-10T13:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-18T18:30:00+03:00',
          end: null,
          price: rub(250),
          place: 'd7-vlg-gorizont',
          titles: ['Как читать советский плакат', 'Лекция «Как читать советский плакат»'],
          ticketUrl: 'https://vk.cc/gorizont_lect',
        },
        {
          start: '2026-12-19T12:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd7-vlg-gorizont',
          titles: ['Плакат своими руками', 'Мастер-класс «Плакат своими руками»'],
          ticketUrl: 'https://vk.cc/gorizont_lect',
        },
      ],
    },
    {
      id: 'd7-076',
      kind: 'band concert at a hall outside the catalogue',
      text: `Группа «Тёплый ветер» — большой зимний концерт! ❄️🎸
ДК «Металлург», 23 января 2027, 19:00
Билеты 1200–3500 ₽
teplyveter.ru/tour`,
      publishedAt: '2026-12-18T12:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2027-01-23T19:00:00+03:00',
          end: null,
          price: rub(1200, 3500),
          place: null,
          titles: ['Тёплый ветер', 'Группа «Тёплый ветер»', 'Концерт группы «Тёплый ветер»'],
          ticketUrl: 'https://teplyveter.ru/tour',
        },
      ],
    },
    {
      id: 'd7-077',
      kind: 'typos and lower case, «с 18 до 22», board games',
      text: 'настолки в кубике!!! 11 ноября(среда) с 18 до 22, ведущие объяснят правила, 200р за вечер чай безлимит. Приходите кто хочет научится играть в мафию и кодовые имена',
      publishedAt: '2026-11-06T21:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-11-11T18:00:00+03:00',
          end: '2026-11-11T22:00:00+03:00',
          price: rub(200),
          place: 'd7-vlg-kubik',
          titles: ['Вечер настольных игр', 'Настолки'],
        },
      ],
    },
    {
      id: 'd7-078',
      kind: 'race with distances priced apart, free kids distance, packet pickup before start',
      text: `Забег «Новогодний Старт» 🎄🏃
Дата: 27 декабря (вс)
Место: старт и финиш у манежа «Старт», Ткачёва, 2
Выдача стартовых пакетов — с 9:00 до 10:30
Старт: 11:00
Дистанции: 1 км (детский, бесплатно), 5 км — 800 ₽, 10 км — 1200 ₽
Регистрация: vlgrun.ru/newyear`,
      publishedAt: '2026-12-03T09:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-27T11:00:00+03:00',
          end: null,
          price: rub(0, 1200),
          place: 'd7-vlg-start',
          titles: ['Новогодний Старт', 'Забег «Новогодний Старт»'],
          ticketUrl: 'https://vlgrun.ru/newyear',
        },
      ],
    },
    {
      id: 'd7-079',
      kind: 'touring comedy, «в 7 вечера», weekday-led short date, price range in words',
      text: 'Антреприза в «Ковчеге»: «Ужин с дураком», комедия в 2 действиях. Играют звёзды сериалов. Чт, 10.12, в 7 вечера. От 1500 до 4000 р. Касса театра.',
      publishedAt: '2026-11-20T17:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(1500, 4000),
          place: 'd7-vlg-kovcheg',
          titles: ['Ужин с дураком', 'Спектакль «Ужин с дураком»', 'Комедия «Ужин с дураком»'],
        },
      ],
    },
    {
      id: 'd7-080',
      kind: 'weekend digest in caps header, picnic outside the catalogue with a meeting point',
      text: `АФИША НА ВЫХОДНЫЕ | Волгоград

Пт 8 января: Рождественский концерт камерного хора «Благовест» в Царицыне — 17:00, вход 400 ₽.
Сб 9 января: «Мафия» в Кубике с 19:00 до 23:00, 350 ₽.
Вс 10 января: Зимний пикник на набережной — горячий чай, игры, санки. 12:00–16:00, бесплатно, сбор у Речного вокзала.`,
      publishedAt: '2027-01-06T10:00:00+03:00',
      timeZone: VLG,
      events: [
        {
          start: '2027-01-08T17:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd7-vlg-tsaritsyn',
          titles: [
            'Рождественский концерт хора «Благовест»',
            'Рождественский концерт камерного хора «Благовест»',
            'Благовест',
          ],
        },
        {
          start: '2027-01-09T19:00:00+03:00',
          end: '2027-01-09T23:00:00+03:00',
          price: rub(350),
          place: 'd7-vlg-kubik',
          titles: ['Мафия', 'Вечер мафии'],
        },
        {
          start: '2027-01-10T12:00:00+03:00',
          end: '2027-01-10T16:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Зимний пикник на набережной', 'Зимний пикник'],
        },
      ],
    },
  ],
};
