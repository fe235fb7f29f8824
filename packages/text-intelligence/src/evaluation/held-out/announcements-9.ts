// A ninth held-out set of announcements (Анадырь, Горно-Алтайск, Братск, Муром), written from the labelling guide alone, without sight of the reader or its sets.
// A held-out set: never tuned on; its misses are not read while rules are written.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const AN = 'Asia/Anadyr';
const GA = 'Asia/Barnaul';
const BR = 'Asia/Irkutsk';
const MU = 'Europe/Moscow';

export const HELD_OUT_9: AnnouncementSet = {
  places: [
    // Анадырь
    {
      id: 'h9-an-kc',
      name: 'Культурный центр Чукотки',
      aliases: ['КЦ', 'Культурный центр', 'КЦ Чукотки'],
      address: 'Анадырь, улица Отке, 2',
    },
    {
      id: 'h9-an-muzey',
      name: 'Музейный центр «Наследие Чукотки»',
      aliases: ['Наследие Чукотки', 'музейный центр'],
      address: 'Анадырь, улица Беринга, 2',
    },
    {
      id: 'h9-an-sever',
      name: 'Кафе-бар «Северное сияние»',
      aliases: ['Северное сияние', 'Сияние'],
      address: 'Анадырь, улица Ленина, 12',
    },
    {
      id: 'h9-an-biblio',
      name: 'Чукотская окружная публичная библиотека имени Тан-Богораза',
      aliases: ['Богоразовка', 'библиотека Тан-Богораза', 'окружная библиотека'],
      address: 'Анадырь, улица Отке, 5',
    },
    {
      id: 'h9-an-arena',
      name: 'Ледовая арена «Нерпа»',
      aliases: ['Нерпа', 'ледовая арена'],
      address: 'Анадырь, улица Энергетиков, 8',
    },
    { id: 'h9-an-gornyak', name: 'Кинотеатр «Горняк»', aliases: ['Горняк'], address: 'Анадырь, улица Мира, 7' },
    // Горно-Алтайск
    {
      id: 'h9-ga-drama',
      name: 'Национальный драматический театр имени П. В. Кучияка',
      aliases: ['театр Кучияка', 'Национальный театр'],
      address: 'Горно-Алтайск, проспект Коммунистический, 44',
    },
    {
      id: 'h9-ga-muzey',
      name: 'Национальный музей Республики Алтай',
      aliases: ['Национальный музей', 'музей Республики Алтай'],
      address: 'Горно-Алтайск, улица Чорос-Гуркина, 46',
    },
    {
      id: 'h9-ga-kupol',
      name: 'Бар «Купол»',
      aliases: ['Купол', 'KUPOL'],
      address: 'Горно-Алтайск, улица Чаптынова, 12',
    },
    {
      id: 'h9-ga-biblio',
      name: 'Национальная библиотека имени М. В. Чевалкова',
      aliases: ['библиотека Чевалкова', 'библиотека им. Чевалкова'],
      address: 'Горно-Алтайск, проспект Коммунистический, 37',
    },
    {
      id: 'h9-ga-planetariy',
      name: 'Горно-Алтайский планетарий',
      aliases: ['планетарий'],
      address: 'Горно-Алтайск, улица Ленкина, 1',
    },
    {
      id: 'h9-ga-cherdak',
      name: 'Антикафе «Чердак»',
      aliases: ['Чердак'],
      address: 'Горно-Алтайск, улица Эркемена Палкина, 5',
    },
    {
      id: 'h9-ga-kaychy',
      name: 'Дом культуры «Кайчы»',
      aliases: ['ДК «Кайчы»', 'Кайчы'],
      address: 'Горно-Алтайск, улица Ленина, 20',
    },
    // Братск
    {
      id: 'h9-br-drama',
      name: 'Братский драматический театр',
      aliases: ['Братская драма', 'драмтеатр Братска'],
      address: 'Братск, улица Мира, 36',
    },
    {
      id: 'h9-br-energetik',
      name: 'Дворец культуры «Энергетик»',
      aliases: ['ДК «Энергетик»', 'Энергетик'],
      address: 'Братск, улица Курчатова, 3',
    },
    { id: 'h9-br-tayga', name: 'Бар «Тайга»', aliases: ['Тайга', 'Taiga'], address: 'Братск, улица Депутатская, 18' },
    {
      id: 'h9-br-sibir',
      name: 'Художественная галерея «Сибирь»',
      aliases: ['галерея «Сибирь»', 'галерея Сибирь'],
      address: 'Братск, улица Ленина, 11',
    },
    {
      id: 'h9-br-toros',
      name: 'Спорткомплекс «Торос»',
      aliases: ['Торос', 'СК «Торос»'],
      address: 'Братск, улица Южная, 24',
    },
    {
      id: 'h9-br-biblio',
      name: 'Центральная библиотека Братска',
      aliases: ['центральная библиотека', 'ЦБ Братска'],
      address: 'Братск, улица Кирова, 20',
    },
    // Муром
    {
      id: 'h9-mu-drama',
      name: 'Муромский драматический театр',
      aliases: ['Муромский драмтеатр', 'драмтеатр Мурома'],
      address: 'Муром, улица Московская, 13',
    },
    {
      id: 'h9-mu-muzey',
      name: 'Муромский историко-художественный музей',
      aliases: ['историко-художественный музей', 'МИХМ'],
      address: 'Муром, улица Московская, 15',
    },
    { id: 'h9-mu-kalach', name: 'Кафе «Калач»', aliases: ['Калач'], address: 'Муром, улица Ленина, 28' },
    { id: 'h9-mu-oka', name: 'Клуб «Ока»', aliases: ['Ока', 'OKA club'], address: 'Муром, улица Комсомольская, 44' },
    {
      id: 'h9-mu-biblio',
      name: 'Центральная городская библиотека Мурома',
      aliases: ['ЦГБ', 'центральная городская библиотека'],
      address: 'Муром, улица Ленинградская, 10',
    },
    {
      id: 'h9-mu-dkzhd',
      name: 'Дворец культуры железнодорожников',
      aliases: ['ДК железнодорожников', 'ДКЖ', 'ДК ЖД'],
      address: 'Муром, улица Октябрьской Революции, 2',
    },
  ],
  announcements: [
    // ——— Анадырь ———
    {
      id: 'h9-001',
      kind: 'theatre premiere, duration with interval, price range, bare ticket domain',
      text: `🎭 Культурный центр Чукотки приглашает на премьеру!

«Женитьба» Н. В. Гоголя
📅 12 декабря, суббота, 18:00
⏱ Продолжительность 2 часа 30 минут с антрактом

Билеты: 500–1200 ₽ — в кассе и на kassa.kcchukotka.ru`,
      publishedAt: '2026-11-30T10:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-12T18:00:00+12:00',
          end: '2026-12-12T20:30:00+12:00',
          price: rub(500, 1200),
          place: 'h9-an-kc',
          titles: ['Женитьба', '«Женитьба» Н. В. Гоголя'],
          ticketUrl: 'https://kassa.kcchukotka.ru',
        },
      ],
    },
    {
      id: 'h9-002',
      kind: 'theatre week, abbreviation alias, same show twice a day, «от» price',
      text: `Афиша КЦ на неделю 👇

8.12 вт 19:00 — «Бременские музыканты» (мюзикл), 6+
10.12 чт 19:00 — «Старший сын»
13.12 вс 12:00 и 16:00 — «Снежная королева»

Билеты от 400 руб. в кассе КЦ`,
      publishedAt: '2026-12-05T12:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-08T19:00:00+12:00',
          end: null,
          price: rub(400, null),
          place: 'h9-an-kc',
          titles: ['Бременские музыканты', 'Мюзикл «Бременские музыканты»'],
        },
        {
          start: '2026-12-10T19:00:00+12:00',
          end: null,
          price: rub(400, null),
          place: 'h9-an-kc',
          titles: ['Старший сын'],
        },
        {
          start: '2026-12-13T12:00:00+12:00',
          end: null,
          price: rub(400, null),
          place: 'h9-an-kc',
          titles: ['Снежная королева'],
        },
        {
          start: '2026-12-13T16:00:00+12:00',
          end: null,
          price: rub(400, null),
          place: 'h9-an-kc',
          titles: ['Снежная королева'],
        },
      ],
    },
    {
      id: 'h9-003',
      kind: 'lecture tomorrow, free',
      text: `Завтра в 15:00 в музейном центре «Наследие Чукотки» лекция «Полярные лётчики: люди и судьбы». Рассказывает старший научный сотрудник Ирина Павловна Серова. Вход свободный, регистрация не нужна.`,
      publishedAt: '2026-12-02T18:30:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-03T15:00:00+12:00',
          end: null,
          price: FREE,
          place: 'h9-an-muzey',
          titles: ['Полярные лётчики: люди и судьбы', 'Лекция «Полярные лётчики: люди и судьбы»'],
        },
      ],
    },
    {
      id: 'h9-004',
      kind: 'bar standup, gathering before start, presale and door price',
      text: `СТЕНДАП В СИЯНИИ 🎤🔥
пятница, 4 декабря
сбор гостей 19:30, начало 20:00
вход 700р, в день концерта 900р
бронь столов по тел. +7 914 855-12-40`,
      publishedAt: '2026-11-30T16:20:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-04T20:00:00+12:00',
          end: null,
          price: rub(700, 900),
          place: 'h9-an-sever',
          titles: ['Стендап', 'Стендап-концерт'],
        },
      ],
    },
    {
      id: 'h9-005',
      kind: 'two days with daily hours, adult and child ticket, paid rental extra',
      text: `Ледовая арена «Нерпа» ⛸
Массовое катание в выходные — 5 и 6 декабря, с 14:00 до 16:00.
Взрослый билет 350 ₽, детский 200 ₽. Прокат коньков — 250 ₽.`,
      publishedAt: '2026-12-02T11:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-05T14:00:00+12:00',
          end: '2026-12-05T16:00:00+12:00',
          price: rub(200, 350),
          place: 'h9-an-arena',
          titles: ['Массовое катание'],
        },
        {
          start: '2026-12-06T14:00:00+12:00',
          end: '2026-12-06T16:00:00+12:00',
          price: rub(200, 350),
          place: 'h9-an-arena',
          titles: ['Массовое катание'],
        },
      ],
    },
    {
      id: 'h9-006',
      kind: 'exhibition run with daily hours, concession price',
      text: `В «Наследии Чукотки» открывается выставка «Золото Чукотки: 100 лет».
Даты: с 1 декабря по 31 января
Часы работы: вт–вс с 10:00 до 18:00
Билет 300 ₽, пенсионерам 150 ₽`,
      publishedAt: '2026-11-29T11:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-01T10:00:00+12:00',
          end: '2027-01-31T18:00:00+12:00',
          price: rub(150, 300),
          place: 'h9-an-muzey',
          titles: ['Золото Чукотки: 100 лет', 'Выставка «Золото Чукотки: 100 лет»'],
        },
      ],
    },
    {
      id: 'h9-007',
      kind: 'library week: book club session, board games, film club',
      text: `Богоразовка на этой неделе:

📚 3 декабря (чт), 18:00 — книжный клуб «Северное чтение»: обсуждаем «Белый Клык» Джека Лондона
🎲 5 декабря (сб), 13:00 — настолки для подростков 12+
🎬 6 декабря (вс), 16:00 — киноклуб: «Зеркало» Тарковского

Всё бесплатно, нужен только читательский билет`,
      publishedAt: '2026-11-30T09:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-03T18:00:00+12:00',
          end: null,
          price: FREE,
          place: 'h9-an-biblio',
          titles: ['Северное чтение: «Белый Клык»', 'Книжный клуб «Северное чтение»', 'Северное чтение', 'Белый Клык'],
        },
        {
          start: '2026-12-05T13:00:00+12:00',
          end: null,
          price: FREE,
          place: 'h9-an-biblio',
          titles: ['Настольные игры для подростков', 'Настолки для подростков', 'Настольные игры'],
        },
        {
          start: '2026-12-06T16:00:00+12:00',
          end: null,
          price: FREE,
          place: 'h9-an-biblio',
          titles: ['Киноклуб: «Зеркало»', 'Зеркало', 'Киноклуб'],
        },
      ],
    },
    {
      id: 'h9-008',
      kind: 'cinema special screening, ticket domain',
      text: `В «Горняке» 10 декабря в 19:00 — спецпоказ документального фильма «Зимник» о дорогах Чукотки + встреча с режиссёром после сеанса. Билеты 350 ₽ на сайте gornyak-kino.ru`,
      publishedAt: '2026-12-03T13:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-10T19:00:00+12:00',
          end: null,
          price: rub(350),
          place: 'h9-an-gornyak',
          titles: ['Зимник', 'Спецпоказ фильма «Зимник»', 'Показ фильма «Зимник» и встреча с режиссёром'],
          ticketUrl: 'https://gornyak-kino.ru',
        },
      ],
    },
    {
      id: 'h9-009',
      kind: 'postponement of a bar concert',
      text: `⚠️ ПЕРЕНОС!
Концерт группы «Пурга», запланированный на 28 ноября в «Северном сиянии», переносится на 19 декабря. Начало в 21:00.
Купленные билеты действительны. Билеты — 800 ₽.`,
      publishedAt: '2026-11-25T14:00:00+12:00',
      timeZone: AN,
      postponed: true,
      events: [
        {
          start: '2026-12-19T21:00:00+12:00',
          end: null,
          price: rub(800),
          place: 'h9-an-sever',
          titles: ['Концерт группы «Пурга»', 'Пурга'],
        },
      ],
    },
    {
      id: 'h9-010',
      kind: 'online lecture, registration link, free',
      text: `Онлайн-лекция «Как пережить полярную ночь» 🌑
Психолог Анна Р. расскажет про сон, свет и настроение зимой.
9 декабря, 20:00 по Анадырю, Zoom.
Бесплатно, регистрация: https://forms.yandex.ru/u/polar-night/`,
      publishedAt: '2026-12-04T10:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-09T20:00:00+12:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как пережить полярную ночь', 'Онлайн-лекция «Как пережить полярную ночь»'],
          ticketUrl: 'https://forms.yandex.ru/u/polar-night/',
        },
      ],
    },
    {
      id: 'h9-011',
      kind: 'fair with daily hours outside the catalogue',
      text: `Новогодняя ярмарка на площади Ленина 🎄
19–27 декабря, ежедневно с 11:00 до 19:00
Сувениры, рыба, икра, горячий чай. Вход свободный!`,
      publishedAt: '2026-12-14T09:30:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-19T11:00:00+12:00',
          end: '2026-12-27T19:00:00+12:00',
          price: FREE,
          place: null,
          titles: ['Новогодняя ярмарка'],
        },
      ],
    },
    {
      id: 'h9-012',
      kind: 'bar weekend: free karaoke, DJ till morning with ladies free, quiz',
      text: `Северное сияние 🌌 выходные

ПТ 11.12 — караоке-баттл, старт 21:00, вход free
СБ 12.12 — DJ Ice Chukotka, 22:00–04:00, вход 500 ₽ (девушкам до 23:00 бесплатно)
ВС 13.12 — квиз «Мозгобойня», 19:00, 400 ₽ с человека, запись в директ`,
      publishedAt: '2026-12-08T17:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-11T21:00:00+12:00',
          end: null,
          price: FREE,
          place: 'h9-an-sever',
          titles: ['Караоке-баттл'],
        },
        {
          start: '2026-12-12T22:00:00+12:00',
          end: '2026-12-13T04:00:00+12:00',
          price: rub(0, 500),
          place: 'h9-an-sever',
          titles: ['DJ Ice Chukotka', 'Вечеринка с DJ Ice Chukotka'],
        },
        {
          start: '2026-12-13T19:00:00+12:00',
          end: null,
          price: rub(400),
          place: 'h9-an-sever',
          titles: ['Мозгобойня', 'Квиз «Мозгобойня»'],
        },
      ],
    },
    {
      id: 'h9-013',
      kind: 'children new-year show, several sessions, toddlers free',
      text: `Новогоднее представление «Тайна волшебного посоха» в КЦ ❄️

26 и 27 декабря — в 11:00 и 14:00
30 декабря — в 11:00

Билеты 900–1500 ₽. Дети до 3 лет без места — бесплатно.`,
      publishedAt: '2026-12-10T12:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-26T11:00:00+12:00',
          end: null,
          price: rub(0, 1500),
          place: 'h9-an-kc',
          titles: ['Тайна волшебного посоха', 'Новогоднее представление «Тайна волшебного посоха»'],
        },
        {
          start: '2026-12-26T14:00:00+12:00',
          end: null,
          price: rub(0, 1500),
          place: 'h9-an-kc',
          titles: ['Тайна волшебного посоха', 'Новогоднее представление «Тайна волшебного посоха»'],
        },
        {
          start: '2026-12-27T11:00:00+12:00',
          end: null,
          price: rub(0, 1500),
          place: 'h9-an-kc',
          titles: ['Тайна волшебного посоха', 'Новогоднее представление «Тайна волшебного посоха»'],
        },
        {
          start: '2026-12-27T14:00:00+12:00',
          end: null,
          price: rub(0, 1500),
          place: 'h9-an-kc',
          titles: ['Тайна волшебного посоха', 'Новогоднее представление «Тайна волшебного посоха»'],
        },
        {
          start: '2026-12-30T11:00:00+12:00',
          end: null,
          price: rub(0, 1500),
          place: 'h9-an-kc',
          titles: ['Тайна волшебного посоха', 'Новогоднее представление «Тайна волшебного посоха»'],
        },
      ],
    },
    {
      id: 'h9-014',
      kind: 'sports competition, free for spectators',
      text: `Первенство области по фигурному катанию пройдёт 19 декабря на ледовой арене «Нерпа». Начало соревнований в 10:00. Вход для зрителей свободный — приходите поддержать наших спортсменок!`,
      publishedAt: '2026-12-12T15:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-19T10:00:00+12:00',
          end: null,
          price: FREE,
          place: 'h9-an-arena',
          titles: ['Первенство области по фигурному катанию', 'Первенство по фигурному катанию'],
        },
      ],
    },
    {
      id: 'h9-015',
      kind: 'excursion outside the catalogue, gathering vs departure',
      text: `Экскурсия в Тавайваам 🚌
6 декабря (воскресенье). Сбор у автовокзала в 11:30, выезд в 12:00.
Стоимость 1500 ₽ с трансфером и горячим чаем.
Запись: +7 924 690-33-18 (Ольга)`,
      publishedAt: '2026-11-30T19:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-06T12:00:00+12:00',
          end: null,
          price: rub(1500),
          place: null,
          titles: ['Экскурсия в Тавайваам'],
        },
      ],
    },
    {
      id: 'h9-016',
      kind: 'weekend digest: ballet, house concert by donation, workshop with link, fair without time',
      text: `Куда сходить в Анадыре на выходных 19–20 декабря 👀

▫️ 19.12, 17:00 — «Щелкунчик» в исполнении студии балета «Арабеск», Культурный центр Чукотки, 600–1000 ₽
▫️ 19.12, 20:00 — квартирник Сергея Н. в «Северном сиянии», вход — донат
▫️ 20.12, 12:00 — мастер-класс по росписи пряников в Богоразовке, 300 ₽, запись: vk.cc/pryaniki
▫️ 20.12, весь день — ярмарка мастеров в ТЦ «Океан», вход свободный`,
      publishedAt: '2026-12-17T15:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-19T17:00:00+12:00',
          end: null,
          price: rub(600, 1000),
          place: 'h9-an-kc',
          titles: ['Щелкунчик', '«Щелкунчик» студии балета «Арабеск»'],
        },
        {
          start: '2026-12-19T20:00:00+12:00',
          end: null,
          price: DONATION,
          place: 'h9-an-sever',
          titles: ['Квартирник Сергея Н.', 'Квартирник'],
        },
        {
          start: '2026-12-20T12:00:00+12:00',
          end: null,
          price: rub(300),
          place: 'h9-an-biblio',
          titles: ['Мастер-класс по росписи пряников', 'Роспись пряников'],
          ticketUrl: 'https://vk.cc/pryaniki',
        },
        {
          start: '2026-12-20',
          end: null,
          price: FREE,
          place: null,
          titles: ['Ярмарка мастеров'],
        },
      ],
    },
    {
      id: 'h9-017',
      kind: 'two lectures of a cycle',
      text: `Лекторий в музейном центре продолжает цикл «История Чукотки».
16 декабря — лекция «Первые геологи»
23 декабря — лекция «Зимник на Билибино»
Начало в 18:30. Билет 200 ₽.`,
      publishedAt: '2026-12-09T11:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-16T18:30:00+12:00',
          end: null,
          price: rub(200),
          place: 'h9-an-muzey',
          titles: ['История Чукотки: «Первые геологи»', 'Первые геологи', 'История Чукотки'],
        },
        {
          start: '2026-12-23T18:30:00+12:00',
          end: null,
          price: rub(200),
          place: 'h9-an-muzey',
          titles: ['История Чукотки: «Зимник на Билибино»', 'Зимник на Билибино', 'История Чукотки'],
        },
      ],
    },
    {
      id: 'h9-018',
      kind: 'new-year night outside the catalogue, deposit only, end after midnight',
      text: `Новогодняя ночь в ресторане «Охотское море» 🥂
31 декабря с 21:00 до 5 утра. Шоу-программа, ведущий, живая музыка.
Депозит 8000 ₽ на человека. Бронь: +7 42722 2-70-70`,
      publishedAt: '2026-12-15T12:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-31T21:00:00+12:00',
          end: '2027-01-01T05:00:00+12:00',
          price: null,
          place: null,
          titles: ['Новогодняя ночь', 'Новогодняя ночь в ресторане «Охотское море»'],
        },
      ],
    },
    {
      id: 'h9-019',
      kind: 'cancellation with a replacement show',
      text: `КЦ сообщает: из-за болезни артиста спектакль «Старший сын» 10 декабря отменяется. Вместо него в этот день в 19:00 — «Ханума». Билеты на «Старшего сына» можно вернуть в кассе или обменять на любой спектакль декабря.`,
      publishedAt: '2026-12-09T10:30:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-10T19:00:00+12:00',
          end: null,
          price: null,
          place: 'h9-an-kc',
          titles: ['Ханума'],
        },
      ],
    },
    {
      id: 'h9-020',
      kind: 'cinema retro screenings, pensioner price',
      text: `Ретро-кинозал в «Горняке» 🎞
26.12 в 15:00 — «Ирония судьбы, или С лёгким паром!»
27.12 в 15:00 — «Карнавальная ночь»
Билет 200 р., пенсионерам 100 р.`,
      publishedAt: '2026-12-20T12:00:00+12:00',
      timeZone: AN,
      events: [
        {
          start: '2026-12-26T15:00:00+12:00',
          end: null,
          price: rub(100, 200),
          place: 'h9-an-gornyak',
          titles: ['Ирония судьбы, или С лёгким паром!', 'Ирония судьбы', 'Ретро-кинозал: «Ирония судьбы»'],
        },
        {
          start: '2026-12-27T15:00:00+12:00',
          end: null,
          price: rub(100, 200),
          place: 'h9-an-gornyak',
          titles: ['Карнавальная ночь', 'Ретро-кинозал: «Карнавальная ночь»'],
        },
      ],
    },

    // ——— Горно-Алтайск ———
    {
      id: 'h9-021',
      kind: 'theatre month programme, link to the playbill',
      text: `Театр Кучияка. Декабрь 🎭

5 дек, 17:00 — «Любовь и голуби»
6 дек, 17:00 — «Любовь и голуби»
12 дек, 17:00 — «Валентин и Валентина»
19 дек, 12:00 — «Морозко» (6+)

Цены 350–900 ₽. Касса: Коммунистический пр., 44.
Онлайн: teatr-kuchiyak.ru/afisha`,
      publishedAt: '2026-11-28T10:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-05T17:00:00+07:00',
          end: null,
          price: rub(350, 900),
          place: 'h9-ga-drama',
          titles: ['Любовь и голуби'],
          ticketUrl: 'https://teatr-kuchiyak.ru/afisha',
        },
        {
          start: '2026-12-06T17:00:00+07:00',
          end: null,
          price: rub(350, 900),
          place: 'h9-ga-drama',
          titles: ['Любовь и голуби'],
          ticketUrl: 'https://teatr-kuchiyak.ru/afisha',
        },
        {
          start: '2026-12-12T17:00:00+07:00',
          end: null,
          price: rub(350, 900),
          place: 'h9-ga-drama',
          titles: ['Валентин и Валентина'],
          ticketUrl: 'https://teatr-kuchiyak.ru/afisha',
        },
        {
          start: '2026-12-19T12:00:00+07:00',
          end: null,
          price: rub(350, 900),
          place: 'h9-ga-drama',
          titles: ['Морозко'],
          ticketUrl: 'https://teatr-kuchiyak.ru/afisha',
        },
      ],
    },
    {
      id: 'h9-022',
      kind: 'planetarium show, two sessions, stated length',
      text: `🌌 В планетарии новая полнокупольная программа «Зимнее небо Алтая»!
Сеансы 5 декабря в 12:00 и 14:00. Длительность 40 минут.
Билет 250 ₽ / дети 150 ₽.`,
      publishedAt: '2026-12-01T09:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-05T12:00:00+07:00',
          end: '2026-12-05T12:40:00+07:00',
          price: rub(150, 250),
          place: 'h9-ga-planetariy',
          titles: ['Зимнее небо Алтая', 'Полнокупольная программа «Зимнее небо Алтая»'],
        },
        {
          start: '2026-12-05T14:00:00+07:00',
          end: '2026-12-05T14:40:00+07:00',
          price: rub(150, 250),
          place: 'h9-ga-planetariy',
          titles: ['Зимнее небо Алтая', 'Полнокупольная программа «Зимнее небо Алтая»'],
        },
      ],
    },
    {
      id: 'h9-023',
      kind: 'bar rock night, doors vs start, presale and door',
      text: `Рок-вечер в Куполе 🤘
Играют «Чуйский тракт» и «Горы».
11 декабря, пятница. Двери 19:00, старт 20:00.
Вход 500 / 700 в день концерта.`,
      publishedAt: '2026-12-03T18:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-11T20:00:00+07:00',
          end: null,
          price: rub(500, 700),
          place: 'h9-ga-kupol',
          titles: ['Рок-вечер', 'Концерт групп «Чуйский тракт» и «Горы»'],
        },
      ],
    },
    {
      id: 'h9-024',
      kind: 'family event at a museum, child and adult price',
      text: `Национальный музей приглашает на семейный праздник «Лесная газета зимой» 🦉
13 декабря в 12:00. Для детей 5–10 лет: игры, следы на снегу, чай с пирогами.
Детский билет 300 ₽, взрослый сопровождающий — 100 ₽.`,
      publishedAt: '2026-12-04T12:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-13T12:00:00+07:00',
          end: null,
          price: rub(100, 300),
          place: 'h9-ga-muzey',
          titles: ['Лесная газета зимой', 'Семейный праздник «Лесная газета зимой»'],
        },
      ],
    },
    {
      id: 'h9-025',
      kind: 'library month: poetry club session, local-history lecture, film showing',
      text: `Библиотека им. Чевалкова, декабрь:

• 4.12, 17:30 — встреча литературного клуба «Катунь»: стихи о зиме
• 9.12, 15:00 — лекция краеведа Н. Г. Орлова «Улала купеческая»
• 17.12, 18:00 — показ фильма «Калина красная» и обсуждение

Вход свободный.`,
      publishedAt: '2026-11-30T11:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-04T17:30:00+07:00',
          end: null,
          price: FREE,
          place: 'h9-ga-biblio',
          titles: ['Катунь: стихи о зиме', 'Литературный клуб «Катунь»', 'Катунь', 'Стихи о зиме'],
        },
        {
          start: '2026-12-09T15:00:00+07:00',
          end: null,
          price: FREE,
          place: 'h9-ga-biblio',
          titles: ['Улала купеческая', 'Лекция «Улала купеческая»'],
        },
        {
          start: '2026-12-17T18:00:00+07:00',
          end: null,
          price: FREE,
          place: 'h9-ga-biblio',
          titles: ['Калина красная', 'Показ фильма «Калина красная»'],
        },
      ],
    },
    {
      id: 'h9-026',
      kind: 'anniversary concert, poster-style, ticket link',
      text: `ДК «Кайчы» | 18 декабря | 19:00
ЮБИЛЕЙНЫЙ КОНЦЕРТ АНСАМБЛЯ «АЛТАЙСКИЕ УЗОРЫ» — НАМ 30 ЛЕТ! 🎉
Билеты 600–1800 ₽: https://gorno-altaysk.kassir.ru/koncert/uzory`,
      publishedAt: '2026-11-27T14:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-18T19:00:00+07:00',
          end: null,
          price: rub(600, 1800),
          place: 'h9-ga-kaychy',
          titles: ['Алтайские узоры', 'Юбилейный концерт ансамбля «Алтайские узоры»'],
          ticketUrl: 'https://gorno-altaysk.kassir.ru/koncert/uzory',
        },
      ],
    },
    {
      id: 'h9-027',
      kind: 'anticafe per-minute with stop-check',
      text: `Настольные вечера в «Чердаке» 🎲 — ближайший во вторник, 8 декабря, с 18:00 до 22:00.
3 ₽/минута, стоп-чек 600 ₽. Чай и печеньки включены.`,
      publishedAt: '2026-12-05T13:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-08T18:00:00+07:00',
          end: '2026-12-08T22:00:00+07:00',
          price: rub(null, 600),
          place: 'h9-ga-cherdak',
          titles: ['Настольные вечера', 'Вечер настольных игр'],
        },
      ],
    },
    {
      id: 'h9-028',
      kind: 'festival over days outside the catalogue, no times',
      text: `Фестиваль ледовых скульптур «Ледяная Улала» ❄️ пройдёт на набережной с 25 по 30 декабря. Вход свободный, приходите с детьми!`,
      publishedAt: '2026-12-16T10:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-25',
          end: '2026-12-30',
          price: FREE,
          place: null,
          titles: ['Ледяная Улала', 'Фестиваль ледовых скульптур «Ледяная Улала»'],
        },
      ],
    },
    {
      id: 'h9-029',
      kind: 'bar weekend: tribute, vinyl night free early, open mic by donation',
      text: `КУПОЛ // ВЫХОДНЫЕ

🎸 пт 18.12 — трибьют «Кино», 21:00, 600р
🎧 сб 19.12 — VINYL NIGHT с DJ Сом, с 22:00 до утра, вход free до 23:00, потом 300
🎤 вс 20.12 — открытый микрофон, 19:00, вход — донат`,
      publishedAt: '2026-12-14T19:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-18T21:00:00+07:00',
          end: null,
          price: rub(600),
          place: 'h9-ga-kupol',
          titles: ['Трибьют «Кино»', 'Трибьют группы «Кино»'],
        },
        {
          start: '2026-12-19T22:00:00+07:00',
          end: null,
          price: rub(0, 300),
          place: 'h9-ga-kupol',
          titles: ['VINYL NIGHT', 'Vinyl Night с DJ Сом'],
        },
        {
          start: '2026-12-20T19:00:00+07:00',
          end: null,
          price: DONATION,
          place: 'h9-ga-kupol',
          titles: ['Открытый микрофон'],
        },
      ],
    },
    {
      id: 'h9-030',
      kind: 'ski race, registration before start, entry fee, outside the catalogue',
      text: `Лыжная гонка «Лыжня Тугаи» — 27 декабря на стадионе «Заря».
Регистрация участников с 9:30, старт в 11:00.
Стартовый взнос 300 ₽. Заявки: reg.sport22.ru/lyzhnya`,
      publishedAt: '2026-12-10T08:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-27T11:00:00+07:00',
          end: null,
          price: rub(300),
          place: null,
          titles: ['Лыжня Тугаи', 'Лыжная гонка «Лыжня Тугаи»'],
          ticketUrl: 'https://reg.sport22.ru/lyzhnya',
        },
      ],
    },
    {
      id: 'h9-031',
      kind: 'exhibition opening with its own hour, then the run',
      text: `В Национальном музее — новая выставка «Птицы Алтая в гравюре».
Вернисаж 3 декабря в 17:00, вход на открытие свободный.
Выставка работает с 4 декабря по 28 февраля, ср–вс 10:00–17:00. Билет 150 ₽.`,
      publishedAt: '2026-11-30T15:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-03T17:00:00+07:00',
          end: null,
          price: FREE,
          place: 'h9-ga-muzey',
          titles: ['Вернисаж выставки «Птицы Алтая в гравюре»', 'Птицы Алтая в гравюре'],
        },
        {
          start: '2026-12-04T10:00:00+07:00',
          end: '2027-02-28T17:00:00+07:00',
          price: rub(150),
          place: 'h9-ga-muzey',
          titles: ['Птицы Алтая в гравюре', 'Выставка «Птицы Алтая в гравюре»'],
        },
      ],
    },
    {
      id: 'h9-032',
      kind: 'standup tour stop, «от» price, ticket link',
      text: `Стендап-тур «Почти взрослый» — Данила Крутов
Горно-Алтайск, ДК «Кайчы», 22 декабря, 19:00
Билеты от 1200 ₽: https://standup-tour.ru/gorno-altaysk`,
      publishedAt: '2026-11-26T12:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-22T19:00:00+07:00',
          end: null,
          price: rub(1200, null),
          place: 'h9-ga-kaychy',
          titles: ['Почти взрослый', 'Стендап-тур «Почти взрослый»', 'Стендап Данилы Крутова'],
          ticketUrl: 'https://standup-tour.ru/gorno-altaysk',
        },
      ],
    },
    {
      id: 'h9-033',
      kind: 'planetarium holiday schedule, two shows over three days',
      text: `Расписание планетария на каникулы ✨
3, 4, 5 января:
11:00 — «Рождественская звезда»
13:00 — «Путешествие к Марсу»
Билет 300 ₽.`,
      publishedAt: '2026-12-28T10:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2027-01-03T11:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'h9-ga-planetariy',
          titles: ['Рождественская звезда'],
        },
        {
          start: '2027-01-03T13:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'h9-ga-planetariy',
          titles: ['Путешествие к Марсу'],
        },
        {
          start: '2027-01-04T11:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'h9-ga-planetariy',
          titles: ['Рождественская звезда'],
        },
        {
          start: '2027-01-04T13:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'h9-ga-planetariy',
          titles: ['Путешествие к Марсу'],
        },
        {
          start: '2027-01-05T11:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'h9-ga-planetariy',
          titles: ['Рождественская звезда'],
        },
        {
          start: '2027-01-05T13:00:00+07:00',
          end: null,
          price: rub(300),
          place: 'h9-ga-planetariy',
          titles: ['Путешествие к Марсу'],
        },
      ],
    },
    {
      id: 'h9-034',
      kind: 'club chat, relative weekday',
      text: `Ребят, в эту субботу собираемся играть в Мафию в Чердаке, начало в 18:00, с каждого 250 (чай включён). Кто будет — плюсаните, чтобы стол заняли 🙏`,
      publishedAt: '2026-12-09T20:15:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-12T18:00:00+07:00',
          end: null,
          price: rub(250),
          place: 'h9-ga-cherdak',
          titles: ['Мафия', 'Игра в Мафию'],
        },
      ],
    },
    {
      id: 'h9-035',
      kind: 'theatre premiere with length',
      text: `Премьера! «Дядя Ваня» А. П. Чехова — 26 декабря в 18:00. Театр им. Кучияка.
Спектакль идёт 2 часа 50 минут с одним антрактом. Билеты 500–1100 ₽.`,
      publishedAt: '2026-12-11T11:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-26T18:00:00+07:00',
          end: '2026-12-26T20:50:00+07:00',
          price: rub(500, 1100),
          place: 'h9-ga-drama',
          titles: ['Дядя Ваня', '«Дядя Ваня» А. П. Чехова'],
        },
      ],
    },
    {
      id: 'h9-036',
      kind: 'food market two days with daily hours outside the catalogue',
      text: `Гастрономический маркет «Вкусы Алтая» 🍯🧀
12–13 декабря, ТРЦ «Воскресенье», 10:00–20:00
Мёд, сыры, пантовые чаи, фермерское мясо. Вход свободный.`,
      publishedAt: '2026-12-07T12:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-12T10:00:00+07:00',
          end: '2026-12-13T20:00:00+07:00',
          price: FREE,
          place: null,
          titles: ['Вкусы Алтая', 'Гастрономический маркет «Вкусы Алтая»'],
        },
      ],
    },
    {
      id: 'h9-037',
      kind: 'new-year trees at a culture house, ticket with and without gift',
      text: `ДК «Кайчы» приглашает на новогодние ёлки 🎄
27.12 — в 10:00, 12:00 и 14:00
Билет с подарком 1200 ₽, без подарка 600 ₽.`,
      publishedAt: '2026-12-12T10:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-27T10:00:00+07:00',
          end: null,
          price: rub(600, 1200),
          place: 'h9-ga-kaychy',
          titles: ['Новогодняя ёлка'],
        },
        {
          start: '2026-12-27T12:00:00+07:00',
          end: null,
          price: rub(600, 1200),
          place: 'h9-ga-kaychy',
          titles: ['Новогодняя ёлка'],
        },
        {
          start: '2026-12-27T14:00:00+07:00',
          end: null,
          price: rub(600, 1200),
          place: 'h9-ga-kaychy',
          titles: ['Новогодняя ёлка'],
        },
      ],
    },
    {
      id: 'h9-038',
      kind: 'museum lecture, free with registration link',
      text: `15 декабря в 16:00 в Национальном музее — лекция орнитолога «Кто зимует в Горно-Алтайске». Бесплатно, по записи: nacmuseum-ra.ru/reg`,
      publishedAt: '2026-12-08T09:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-15T16:00:00+07:00',
          end: null,
          price: FREE,
          place: 'h9-ga-muzey',
          titles: ['Кто зимует в Горно-Алтайске', 'Лекция «Кто зимует в Горно-Алтайске»'],
          ticketUrl: 'https://nacmuseum-ra.ru/reg',
        },
      ],
    },
    {
      id: 'h9-039',
      kind: 'postponement of a workshop, same time',
      text: `Друзья, мастер-класс по гончарному делу в «Чердаке» переносится с 6 декабря на 20 декабря. Время то же — 15:00. Стоимость 1500 ₽ с материалами, запись сохраняется.`,
      publishedAt: '2026-12-02T17:00:00+07:00',
      timeZone: GA,
      postponed: true,
      events: [
        {
          start: '2026-12-20T15:00:00+07:00',
          end: null,
          price: rub(1500),
          place: 'h9-ga-cherdak',
          titles: ['Мастер-класс по гончарному делу', 'Гончарный мастер-класс'],
        },
      ],
    },
    {
      id: 'h9-040',
      kind: 'city digest: school concert, team quiz, cover band',
      text: `Горно-Алтайск на неделе 📌
— ДК «Кайчы», 24.12, 18:00 — отчётный концерт музыкальной школы №1, свободный вход
— Чердак, 25.12, 19:00 — новогодний квиз, команды до 6 человек, 1800 ₽ с команды
— Купол, 26.12, 21:00 — кавер-бэнд «Сибирский мороз», 500₽`,
      publishedAt: '2026-12-21T09:00:00+07:00',
      timeZone: GA,
      events: [
        {
          start: '2026-12-24T18:00:00+07:00',
          end: null,
          price: FREE,
          place: 'h9-ga-kaychy',
          titles: ['Отчётный концерт музыкальной школы №1', 'Отчётный концерт музыкальной школы'],
        },
        {
          start: '2026-12-25T19:00:00+07:00',
          end: null,
          price: rub(1800),
          place: 'h9-ga-cherdak',
          titles: ['Новогодний квиз', 'Квиз'],
        },
        {
          start: '2026-12-26T21:00:00+07:00',
          end: null,
          price: rub(500),
          place: 'h9-ga-kupol',
          titles: ['Сибирский мороз', 'Кавер-бэнд «Сибирский мороз»', 'Концерт кавер-бэнда «Сибирский мороз»'],
        },
      ],
    },

    // ——— Братск ———
    {
      id: 'h9-041',
      kind: 'theatre week with weekdays',
      text: `Братский драматический театр — афиша 8–13 декабря

ср 9.12, 18:30 — «Прощание с Матёрой» (по В. Распутину)
пт 11.12, 18:30 — «Таланты и поклонники»
сб 12.12, 17:00 — «Прощание с Матёрой»
вс 13.12, 12:00 — «Кот в сапогах»

Билеты 300–800 р.`,
      publishedAt: '2026-12-06T10:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-09T18:30:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h9-br-drama',
          titles: ['Прощание с Матёрой'],
        },
        {
          start: '2026-12-11T18:30:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h9-br-drama',
          titles: ['Таланты и поклонники'],
        },
        {
          start: '2026-12-12T17:00:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h9-br-drama',
          titles: ['Прощание с Матёрой'],
        },
        {
          start: '2026-12-13T12:00:00+08:00',
          end: null,
          price: rub(300, 800),
          place: 'h9-br-drama',
          titles: ['Кот в сапогах'],
        },
      ],
    },
    {
      id: 'h9-042',
      kind: 'album presentation, price by seat category',
      text: `Группа «Ангара-блюз» — презентация нового альбома «Левый берег» 🎷
ДК «Энергетик», 4 декабря, 18:00
Билеты 700 / 900 / 1200 ₽ (балкон, амфитеатр, партер)`,
      publishedAt: '2026-11-24T12:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-04T18:00:00+08:00',
          end: null,
          price: rub(700, 1200),
          place: 'h9-br-energetik',
          titles: [
            'Левый берег',
            'Презентация альбома «Левый берег»',
            'Презентация нового альбома группы «Ангара-блюз»',
            'Концерт группы «Ангара-блюз»',
          ],
        },
      ],
    },
    {
      id: 'h9-043',
      kind: 'bar tasting, the set is the event',
      text: `Taiga bar 🍺 Вечер крафта: дегустация 8 сортов от сибирских пивоварен + рассказ пивовара.
10 декабря, 19:00. Дегустационный сет — 1200р. Мест 20, бронь в директ.`,
      publishedAt: '2026-12-05T16:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-10T19:00:00+08:00',
          end: null,
          price: rub(1200),
          place: 'h9-br-tayga',
          titles: ['Вечер крафта', 'Дегустация крафтового пива'],
        },
      ],
    },
    {
      id: 'h9-044',
      kind: 'two exhibition runs at a gallery',
      text: `В галерее «Сибирь» сейчас две выставки:
🖼 «Братская ГЭС: 60 лет на плакатах» — 14 ноября — 20 декабря
🖼 «Северная графика» — с 1 по 31 декабря
Открыто ежедневно, кроме понедельника, 11:00–18:00. Вход 100 ₽.`,
      publishedAt: '2026-12-01T12:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-11-14T11:00:00+08:00',
          end: '2026-12-20T18:00:00+08:00',
          price: rub(100),
          place: 'h9-br-sibir',
          titles: ['Братская ГЭС: 60 лет на плакатах', 'Выставка «Братская ГЭС: 60 лет на плакатах»'],
        },
        {
          start: '2026-12-01T11:00:00+08:00',
          end: '2026-12-31T18:00:00+08:00',
          price: rub(100),
          place: 'h9-br-sibir',
          titles: ['Северная графика', 'Выставка «Северная графика»'],
        },
      ],
    },
    {
      id: 'h9-045',
      kind: 'school football tournament, free for spectators',
      text: `СК «Торос» 19 декабря принимает турнир по мини-футболу среди школьников «Кубок Падуна» ⚽ Начало в 10:00. Вход для зрителей свободный.`,
      publishedAt: '2026-12-14T10:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-19T10:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h9-br-toros',
          titles: [
            'Кубок Падуна',
            'Турнир по мини-футболу «Кубок Падуна»',
            'Турнир по мини-футболу среди школьников «Кубок Падуна»',
          ],
        },
      ],
    },
    {
      id: 'h9-046',
      kind: 'library week: reading club session, paid workshop with link, free puppet show',
      text: `Центральная библиотека, неделя 14–20 декабря:

▪️ 15.12 (вт), 17:00 — клуб «Читаем Распутина»: повесть «Живи и помни»
▪️ 17.12 (чт), 18:00 — мастер-класс «Ёлочная игрушка из фетра», 200 ₽ за материалы
▪️ 19.12 (сб), 12:00 — спектакль кукольного кружка «Теремок», бесплатно

Запись на мастер-класс: https://vk.com/bratsk_cbs_mk`,
      publishedAt: '2026-12-12T11:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-15T17:00:00+08:00',
          end: null,
          price: null,
          place: 'h9-br-biblio',
          titles: ['Читаем Распутина: «Живи и помни»', 'Читаем Распутина', 'Живи и помни'],
        },
        {
          start: '2026-12-17T18:00:00+08:00',
          end: null,
          price: rub(200),
          place: 'h9-br-biblio',
          titles: ['Ёлочная игрушка из фетра', 'Мастер-класс «Ёлочная игрушка из фетра»'],
          ticketUrl: 'https://vk.com/bratsk_cbs_mk',
        },
        {
          start: '2026-12-19T12:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h9-br-biblio',
          titles: ['Теремок', 'Спектакль «Теремок»', 'Кукольный спектакль «Теремок»'],
        },
      ],
    },
    {
      id: 'h9-047',
      kind: 'bar standup, presale and door, booking link',
      text: `STAND UP в Тайге 🔥
18 декабря, 20:00
Вход 600 ₽, на месте — 800
Бронь: taiga-bar.ru/standup`,
      publishedAt: '2026-12-08T18:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-18T20:00:00+08:00',
          end: null,
          price: rub(600, 800),
          place: 'h9-br-tayga',
          titles: ['Стендап', 'Stand Up'],
          ticketUrl: 'https://taiga-bar.ru/standup',
        },
      ],
    },
    {
      id: 'h9-048',
      kind: 'excursion gathering at a catalogue venue, held elsewhere',
      text: `Экскурсия на плотину Братской ГЭС 🏗
6 декабря. Сбор у ДК «Энергетик» в 9:45, отправление автобуса в 10:00.
Взрослый — 900 ₽, школьники — 600 ₽. Паспорт обязателен!`,
      publishedAt: '2026-11-30T13:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-06T10:00:00+08:00',
          end: null,
          price: rub(600, 900),
          place: null,
          titles: ['Экскурсия на плотину Братской ГЭС'],
        },
      ],
    },
    {
      id: 'h9-049',
      kind: 'new-year children show, three sessions, length, infants free',
      text: `Новогодний спектакль «Приключения Снеговика» в ДК «Энергетик» ☃️
26.12 — в 11:00 и 15:00
27.12 — в 11:00
Продолжительность 1 час 10 минут (вместе с интерактивом у ёлки).
Билеты 500 ₽, дети до 2 лет бесплатно.`,
      publishedAt: '2026-12-11T10:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-26T11:00:00+08:00',
          end: '2026-12-26T12:10:00+08:00',
          price: rub(0, 500),
          place: 'h9-br-energetik',
          titles: ['Приключения Снеговика', 'Новогодний спектакль «Приключения Снеговика»'],
        },
        {
          start: '2026-12-26T15:00:00+08:00',
          end: '2026-12-26T16:10:00+08:00',
          price: rub(0, 500),
          place: 'h9-br-energetik',
          titles: ['Приключения Снеговика', 'Новогодний спектакль «Приключения Снеговика»'],
        },
        {
          start: '2026-12-27T11:00:00+08:00',
          end: '2026-12-27T12:10:00+08:00',
          price: rub(0, 500),
          place: 'h9-br-energetik',
          titles: ['Приключения Снеговика', 'Новогодний спектакль «Приключения Снеговика»'],
        },
      ],
    },
    {
      id: 'h9-050',
      kind: 'broadcast screening, local time beside Moscow time',
      text: `Прямая трансляция балета «Щелкунчик» из Большого театра — в кинозале ДК «Энергетик».
20 декабря, начало в 19:00 (14:00 по Москве).
Билеты 400 ₽ в кассе ДК.`,
      publishedAt: '2026-12-10T12:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-20T19:00:00+08:00',
          end: null,
          price: rub(400),
          place: 'h9-br-energetik',
          titles: ['Щелкунчик', 'Трансляция балета «Щелкунчик»'],
        },
      ],
    },
    {
      id: 'h9-051',
      kind: 'cancellation with replacement and a reminder',
      text: `❗ Братская драма сообщает: спектакль «Таланты и поклонники» 11 декабря отменён по болезни актёра. Вместо него в 18:30 — «Прощание с Матёрой», билеты действительны.
Также напоминаем: 13.12 в 12:00 «Кот в сапогах» идёт по плану.`,
      publishedAt: '2026-12-09T14:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-11T18:30:00+08:00',
          end: null,
          price: null,
          place: 'h9-br-drama',
          titles: ['Прощание с Матёрой'],
        },
        {
          start: '2026-12-13T12:00:00+08:00',
          end: null,
          price: null,
          place: 'h9-br-drama',
          titles: ['Кот в сапогах'],
        },
      ],
    },
    {
      id: 'h9-052',
      kind: 'cyclists chat, gathering vs start, date with ordinal only',
      text: `Зимний велозаезд «Ледяная шина» 🚴‍♂️❄️ — в воскресенье, 13-го. Сбор в 10:30 на площади Строителей, старт в 11:00. Участие бесплатное, термос с собой 😄`,
      publishedAt: '2026-12-10T21:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-13T11:00:00+08:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Ледяная шина', 'Зимний велозаезд «Ледяная шина»'],
        },
      ],
    },
    {
      id: 'h9-053',
      kind: 'bar week: quiz, tribute, party with deposit only',
      text: `Тайга | эта неделя

чт 24.12 — квиз «Новогодний мозгоштурм», 19:30, 500₽/чел
пт 25.12 — «Сплин»-трибьют, 21:00, 700₽
сб 26.12 — корпоратив-party: DJ-сет с 22:00 до 04:00, вход по депозиту 2000₽`,
      publishedAt: '2026-12-21T12:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-24T19:30:00+08:00',
          end: null,
          price: rub(500),
          place: 'h9-br-tayga',
          titles: ['Новогодний мозгоштурм', 'Квиз «Новогодний мозгоштурм»'],
        },
        {
          start: '2026-12-25T21:00:00+08:00',
          end: null,
          price: rub(700),
          place: 'h9-br-tayga',
          titles: ['Трибьют «Сплин»', 'Сплин-трибьют', 'Трибьют группы «Сплин»'],
        },
        {
          start: '2026-12-26T22:00:00+08:00',
          end: '2026-12-27T04:00:00+08:00',
          price: null,
          place: 'h9-br-tayga',
          titles: ['Корпоратив-party', 'Вечеринка с DJ-сетом'],
        },
      ],
    },
    {
      id: 'h9-054',
      kind: 'gallery lecture, student price',
      text: `Лекция искусствоведа Марии Ковальчук «Советский плакат: язык эпохи» — галерея «Сибирь», 11 декабря, 18:00. Вход 200 ₽, студентам 100 ₽.`,
      publishedAt: '2026-12-04T11:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-11T18:00:00+08:00',
          end: null,
          price: rub(100, 200),
          place: 'h9-br-sibir',
          titles: ['Советский плакат: язык эпохи', 'Лекция «Советский плакат: язык эпохи»'],
        },
      ],
    },
    {
      id: 'h9-055',
      kind: 'home volleyball match, free',
      text: `Волейбол 🏐 «Энергия» (Братск) — «Байкал» (Ангарск)
20 декабря, 16:00, спорткомплекс «Торос». Вход свободный, приходите болеть за наших!`,
      publishedAt: '2026-12-15T10:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-20T16:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h9-br-toros',
          titles: ['Энергия — Байкал', 'Волейбол: «Энергия» — «Байкал»', 'Матч «Энергия» — «Байкал»'],
        },
      ],
    },
    {
      id: 'h9-056',
      kind: 'two-day festival, day ticket and pass',
      text: `Фестиваль «Братская зима» ❄️ — 12 и 13 декабря в ДК «Энергетик», оба дня с 12:00.
Хоры, народные ансамбли, мастер-классы, ярмарка ремёсел.
Один день — 300 ₽, абонемент на два дня — 500 ₽.`,
      publishedAt: '2026-12-03T12:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-12T12:00:00+08:00',
          end: '2026-12-13',
          price: rub(300, 500),
          place: 'h9-br-energetik',
          titles: ['Братская зима', 'Фестиваль «Братская зима»'],
        },
      ],
    },
    {
      id: 'h9-057',
      kind: 'children readings on two days',
      text: `Сказочные чтения с Дедом Морозом в центральной библиотеке 📖🎅
29 и 30 декабря в 11:00, для детей 4–8 лет. Вход свободный.`,
      publishedAt: '2026-12-22T10:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-29T11:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h9-br-biblio',
          titles: ['Сказочные чтения с Дедом Морозом', 'Сказочные чтения'],
        },
        {
          start: '2026-12-30T11:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h9-br-biblio',
          titles: ['Сказочные чтения с Дедом Морозом', 'Сказочные чтения'],
        },
      ],
    },
    {
      id: 'h9-058',
      kind: 'tour with stops in three cities, one with a venue and hour',
      text: `Тур «Северный ветер» группы «Полярные сны» по Сибири 🌬
3 декабря — Красноярск
5 декабря — Братск, ДК «Энергетик», 19:00
7 декабря — Иркутск
Билеты: polyarnyesny.ru/tour`,
      publishedAt: '2026-11-20T15:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-03',
          end: null,
          price: null,
          place: null,
          titles: ['Северный ветер', 'Тур «Северный ветер»', 'Концерт группы «Полярные сны»'],
          ticketUrl: 'https://polyarnyesny.ru/tour',
        },
        {
          start: '2026-12-05T19:00:00+08:00',
          end: null,
          price: null,
          place: 'h9-br-energetik',
          titles: ['Северный ветер', 'Тур «Северный ветер»', 'Концерт группы «Полярные сны»'],
          ticketUrl: 'https://polyarnyesny.ru/tour',
        },
        {
          start: '2026-12-07',
          end: null,
          price: null,
          place: null,
          titles: ['Северный ветер', 'Тур «Северный ветер»', 'Концерт группы «Полярные сны»'],
          ticketUrl: 'https://polyarnyesny.ru/tour',
        },
      ],
    },
    {
      id: 'h9-059',
      kind: 'market at a gallery, two days with daily hours',
      text: `Рождественский маркет в галерее «Сибирь» 🎁 19 и 20 декабря, с 12 до 18. Хендмейд, керамика, глинтвейн. Вход свободный.`,
      publishedAt: '2026-12-16T12:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-19T12:00:00+08:00',
          end: '2026-12-20T18:00:00+08:00',
          price: FREE,
          place: 'h9-br-sibir',
          titles: ['Рождественский маркет'],
        },
      ],
    },
    {
      id: 'h9-060',
      kind: 'new-year night till morning',
      text: `Новогодняя ночь в Тайге 🎆
31 декабря с 22:00 до 6 утра. Билет 2500 ₽ (включает welcome-коктейль). Количество мест ограничено!`,
      publishedAt: '2026-12-18T19:00:00+08:00',
      timeZone: BR,
      events: [
        {
          start: '2026-12-31T22:00:00+08:00',
          end: '2027-01-01T06:00:00+08:00',
          price: rub(2500),
          place: 'h9-br-tayga',
          titles: ['Новогодняя ночь'],
        },
      ],
    },

    // ——— Муром ———
    {
      id: 'h9-061',
      kind: 'theatre programme with premiere, bare ticket domain',
      text: `Афиша Муромского драмтеатра 🎭

18.12 (пт) 18:00 — «Илья Муромец» (ПРЕМЬЕРА!)
19.12 (сб) 17:00 — «Илья Муромец»
20.12 (вс) 11:00 — «Морозко»

Билеты 400–900 ₽ • dramamurom.ru`,
      publishedAt: '2026-12-10T10:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-18T18:00:00+03:00',
          end: null,
          price: rub(400, 900),
          place: 'h9-mu-drama',
          titles: ['Илья Муромец'],
          ticketUrl: 'https://dramamurom.ru',
        },
        {
          start: '2026-12-19T17:00:00+03:00',
          end: null,
          price: rub(400, 900),
          place: 'h9-mu-drama',
          titles: ['Илья Муромец'],
          ticketUrl: 'https://dramamurom.ru',
        },
        {
          start: '2026-12-20T11:00:00+03:00',
          end: null,
          price: rub(400, 900),
          place: 'h9-mu-drama',
          titles: ['Морозко'],
          ticketUrl: 'https://dramamurom.ru',
        },
      ],
    },
    {
      id: 'h9-062',
      kind: 'exhibition run into next year, concession price',
      text: `В историко-художественном музее — выставка «Муромские иконы XVI–XVII веков».
С 5 декабря по 14 марта, вт–вс 10:00–17:00.
Билет 250 ₽, льготный 120 ₽.`,
      publishedAt: '2026-12-02T12:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-05T10:00:00+03:00',
          end: '2027-03-14T17:00:00+03:00',
          price: rub(120, 250),
          place: 'h9-mu-muzey',
          titles: ['Муромские иконы XVI–XVII веков', 'Выставка «Муромские иконы XVI–XVII веков»'],
        },
      ],
    },
    {
      id: 'h9-063',
      kind: 'romance evening at a cafe',
      text: `Кафе «Калач» приглашает на вечер романса 🌹 Поёт Ольга Лебедева, аккомпанирует Игорь Зуев (гитара).
6 декабря в 16:00. Вход 500 ₽, столики по брони.`,
      publishedAt: '2026-11-30T14:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-06T16:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'h9-mu-kalach',
          titles: ['Вечер романса', 'Вечер романса с Ольгой Лебедевой'],
        },
      ],
    },
    {
      id: 'h9-064',
      kind: 'club weekend: punk night and techno till morning, ticket link',
      text: `OKA club ⚡

04.12 ПТ — панк-вечер: «Тракторный завод», «Ржавчина», 20:00, 400/600
05.12 СБ — techno night «Холод», 23:00—06:00, 500р

Билеты: oka-club.ru/tickets`,
      publishedAt: '2026-11-29T19:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-04T20:00:00+03:00',
          end: null,
          price: rub(400, 600),
          place: 'h9-mu-oka',
          titles: ['Панк-вечер', 'Панк-вечер: «Тракторный завод», «Ржавчина»'],
          ticketUrl: 'https://oka-club.ru/tickets',
        },
        {
          start: '2026-12-05T23:00:00+03:00',
          end: '2026-12-06T06:00:00+03:00',
          price: rub(500),
          place: 'h9-mu-oka',
          titles: ['Холод', 'Techno night «Холод»'],
          ticketUrl: 'https://oka-club.ru/tickets',
        },
      ],
    },
    {
      id: 'h9-065',
      kind: 'book presentation at a library named with its address',
      text: `Центральная городская библиотека (ул. Ленинградская, 10) приглашает на презентацию книги Андрея Волкова «Окские берега». 8 декабря, 17:00. Вход свободный.`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-08T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h9-mu-biblio',
          titles: ['Презентация книги «Окские берега»', 'Окские берега', 'Презентация книги Андрея Волкова'],
        },
      ],
    },
    {
      id: 'h9-066',
      kind: 'children matinees, child and adult tickets',
      text: `ДК железнодорожников: новогодние утренники «Паровозик из Ромашкова спасает Новый год» 🚂
25.12 — в 10:00 и 12:30
26.12 — в 10:00
Детский билет 700 ₽, взрослый 200 ₽.`,
      publishedAt: '2026-12-08T11:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-25T10:00:00+03:00',
          end: null,
          price: rub(200, 700),
          place: 'h9-mu-dkzhd',
          titles: ['Паровозик из Ромашкова спасает Новый год', 'Новогодний утренник'],
        },
        {
          start: '2026-12-25T12:30:00+03:00',
          end: null,
          price: rub(200, 700),
          place: 'h9-mu-dkzhd',
          titles: ['Паровозик из Ромашкова спасает Новый год', 'Новогодний утренник'],
        },
        {
          start: '2026-12-26T10:00:00+03:00',
          end: null,
          price: rub(200, 700),
          place: 'h9-mu-dkzhd',
          titles: ['Паровозик из Ромашкова спасает Новый год', 'Новогодний утренник'],
        },
      ],
    },
    {
      id: 'h9-067',
      kind: 'walking tour outside the catalogue, length, registration link',
      text: `Пешеходная экскурсия «Купеческий Муром» 🏛
В субботу, 12 декабря, в 13:00. Встречаемся у памятника Илье Муромцу. Продолжительность 2 часа.
600 ₽ / школьники 400 ₽. Запись: murom-tour.ru/kupech`,
      publishedAt: '2026-12-06T18:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-12T13:00:00+03:00',
          end: '2026-12-12T15:00:00+03:00',
          price: rub(400, 600),
          place: null,
          titles: ['Купеческий Муром', 'Экскурсия «Купеческий Муром»'],
          ticketUrl: 'https://murom-tour.ru/kupech',
        },
      ],
    },
    {
      id: 'h9-068',
      kind: 'weekend digest: touring puppets, jam with hat, fair named like a venue, museum concert',
      text: `Куда пойти в Муроме на выходных 26–27 декабря:

— 26.12, 16:00: гастроли Владимирского театра кукол, «Снежная королева», ДК ЖД, 350 ₽
— 26.12, 19:00: рождественский джем в «Калаче», вход свободный, донаты музыкантам приветствуются
— 27.12, 12:00–17:00: ярмарка «Муромский калач» на Советской площади, вход свободный
— 27.12, 18:00: «Рождество в музее» — концерт камерного оркестра в МИХМ, 400 ₽`,
      publishedAt: '2026-12-23T12:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-26T16:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'h9-mu-dkzhd',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
        },
        {
          start: '2026-12-26T19:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'h9-mu-kalach',
          titles: ['Рождественский джем', 'Джем'],
        },
        {
          start: '2026-12-27T12:00:00+03:00',
          end: '2026-12-27T17:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Муромский калач', 'Ярмарка «Муромский калач»'],
        },
        {
          start: '2026-12-27T18:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'h9-mu-muzey',
          titles: ['Рождество в музее', 'Концерт камерного оркестра'],
        },
      ],
    },
    {
      id: 'h9-069',
      kind: 'standup at a cafe, guests gather before start',
      text: `Стендап в «Калаче» 🎙 11 декабря. Гости собираются с 19:00, начинаем в 19:30. Вход 500р.`,
      publishedAt: '2026-12-04T15:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-11T19:30:00+03:00',
          end: null,
          price: rub(500),
          place: 'h9-mu-kalach',
          titles: ['Стендап', 'Стендап-вечер'],
        },
      ],
    },
    {
      id: 'h9-070',
      kind: 'boxing tournament at a culture house, short alias',
      text: `Открытое первенство Мурома по боксу 🥊 — 13 декабря в ДКЖ, начало в 11:00. Вход свободный.`,
      publishedAt: '2026-12-07T10:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-13T11:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h9-mu-dkzhd',
          titles: ['Открытое первенство Мурома по боксу', 'Первенство по боксу'],
        },
      ],
    },
    {
      id: 'h9-071',
      kind: 'lecture cycle, season ticket beside a single ticket',
      text: `Музейный лекторий «Муром: тысяча лет истории» в историко-художественном музее:
3 декабря — «Князья Муромские»
10 декабря — «Город купцов»
17 декабря — «Муром в годы войны»
Все лекции в 18:00. Билет 150 ₽, абонемент на весь цикл — 400 ₽.`,
      publishedAt: '2026-11-30T12:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-03T18:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'h9-mu-muzey',
          titles: ['Муром: тысяча лет истории: «Князья Муромские»', 'Князья Муромские', 'Муром: тысяча лет истории'],
        },
        {
          start: '2026-12-10T18:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'h9-mu-muzey',
          titles: ['Муром: тысяча лет истории: «Город купцов»', 'Город купцов', 'Муром: тысяча лет истории'],
        },
        {
          start: '2026-12-17T18:00:00+03:00',
          end: null,
          price: rub(150),
          place: 'h9-mu-muzey',
          titles: [
            'Муром: тысяча лет истории: «Муром в годы войны»',
            'Муром в годы войны',
            'Муром: тысяча лет истории',
          ],
        },
      ],
    },
    {
      id: 'h9-072',
      kind: 'postponement into next year',
      text: `Концерт группы «Ржавчина» в «Оке» переносится с 19 декабря на 16 января 2027 года, начало в 20:00. Купленные билеты действительны. Стоимость — 600 ₽.`,
      publishedAt: '2026-12-14T17:00:00+03:00',
      timeZone: MU,
      postponed: true,
      events: [
        {
          start: '2027-01-16T20:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'h9-mu-oka',
          titles: ['Концерт группы «Ржавчина»', 'Ржавчина'],
        },
      ],
    },
    {
      id: 'h9-073',
      kind: 'online webinar, Cyrillic registration link',
      text: `Вебинар «Как открыть ремесленную мастерскую» от центра «Мой бизнес» — 15 декабря, 11:00 (мск). Участие бесплатное, регистрация: https://мойбизнес33.рф/webinar`,
      publishedAt: '2026-12-09T09:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-15T11:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как открыть ремесленную мастерскую', 'Вебинар «Как открыть ремесленную мастерскую»'],
          ticketUrl: 'https://мойбизнес33.рф/webinar',
        },
      ],
    },
    {
      id: 'h9-074',
      kind: 'cafe week: poetry club session, mafia, jazz trio',
      text: `Кафе «Калач» на неделе ☕

Вт 15.12, 19:00 — поэтический вечер клуба «Берег», тема — «Зима в стихах», вход свободный
Чт 17.12, 19:00 — мафия, 300 ₽
Сб 19.12, 18:00 — джаз-трио «Октава», 700 ₽`,
      publishedAt: '2026-12-13T12:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-15T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h9-mu-kalach',
          titles: ['Берег: «Зима в стихах»', 'Поэтический вечер клуба «Берег»', 'Зима в стихах', 'Берег'],
        },
        {
          start: '2026-12-17T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h9-mu-kalach',
          titles: ['Мафия', 'Игра в мафию'],
        },
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'h9-mu-kalach',
          titles: ['Октава', 'Джаз-трио «Октава»', 'Концерт джаз-трио «Октава»'],
        },
      ],
    },
    {
      id: 'h9-075',
      kind: 'folk choir concert, free',
      text: `Отчётный концерт народного хора «Рябинушка» — 20 декабря в 15:00, ДК железнодорожников. Вход свободный. Ждём всех!`,
      publishedAt: '2026-12-12T10:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-20T15:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h9-mu-dkzhd',
          titles: ['Отчётный концерт народного хора «Рябинушка»', 'Концерт хора «Рябинушка»', 'Рябинушка'],
        },
      ],
    },
    {
      id: 'h9-076',
      kind: 'new-year night with cheaper late entry, free party next evening',
      text: `🎆 31.12 — Новогодняя ночь в «Оке»: с 23:00 до 6:00, билет 1500 ₽, после 01:00 — 1000 ₽.
🥗 1.01 — «Оливье-пати», с 18:00, вход свободный.`,
      publishedAt: '2026-12-24T18:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-31T23:00:00+03:00',
          end: '2027-01-01T06:00:00+03:00',
          price: rub(1000, 1500),
          place: 'h9-mu-oka',
          titles: ['Новогодняя ночь'],
        },
        {
          start: '2027-01-01T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h9-mu-oka',
          titles: ['Оливье-пати'],
        },
      ],
    },
    {
      id: 'h9-077',
      kind: 'chat message, relative weekday, place by abbreviation and street',
      text: `Ребята, в четверг в ЦГБ на Ленинградской — клуб настольных игр, с 17:00 до 20:00, бесплатно, приходите 🙂`,
      publishedAt: '2026-12-07T20:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-10T17:00:00+03:00',
          end: '2026-12-10T20:00:00+03:00',
          price: FREE,
          place: 'h9-mu-biblio',
          titles: ['Клуб настольных игр'],
        },
      ],
    },
    {
      id: 'h9-078',
      kind: 'one-man show on the small stage named by address, length',
      text: `Моноспектакль «Записки сумасшедшего» по Гоголю — 22 декабря, 19:00, малая сцена драмтеатра (Муром, ул. Московская, 13). Длится 1 час 15 минут без антракта. Билет 800 ₽.`,
      publishedAt: '2026-12-11T13:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-22T19:00:00+03:00',
          end: '2026-12-22T20:15:00+03:00',
          price: rub(800),
          place: 'h9-mu-drama',
          titles: ['Записки сумасшедшего', 'Моноспектакль «Записки сумасшедшего»'],
        },
      ],
    },
    {
      id: 'h9-079',
      kind: 'museum holiday hours and two programme sessions',
      text: `МИХМ в новогодние каникулы: со 2 по 8 января работаем ежедневно с 10:00 до 16:00.
3 и 5 января в 12:00 — интерактивная программа «Святки в купеческом доме», 300 ₽, запись по телефону 8 (49234) 3-15-41.`,
      publishedAt: '2026-12-28T11:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2027-01-03T12:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h9-mu-muzey',
          titles: ['Святки в купеческом доме', 'Интерактивная программа «Святки в купеческом доме»'],
        },
        {
          start: '2027-01-05T12:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h9-mu-muzey',
          titles: ['Святки в купеческом доме', 'Интерактивная программа «Святки в купеческом доме»'],
        },
      ],
    },
    {
      id: 'h9-080',
      kind: 'cancelled lecture, next one of the cycle stands',
      text: `Историко-художественный музей сообщает: лекция «Город купцов» 10 декабря не состоится. Следующая лекция цикла — «Муром в годы войны» — пройдёт 17 декабря, как и планировалось, в 18:00.`,
      publishedAt: '2026-12-08T15:00:00+03:00',
      timeZone: MU,
      events: [
        {
          start: '2026-12-17T18:00:00+03:00',
          end: null,
          price: null,
          place: 'h9-mu-muzey',
          titles: ['Муром в годы войны', 'Лекция «Муром в годы войны»'],
        },
      ],
    },
  ],
};
