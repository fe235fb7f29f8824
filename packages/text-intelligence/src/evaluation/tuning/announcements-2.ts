// The second development set of the announcement reader: posts of venues and channels of Самара, Екатеринбург and Нижний Новгород.
import type { AnnouncementSet } from '../cases.ts';

export const TUNING_2: AnnouncementSet = {
  places: [
    // Екатеринбург
    {
      id: 'd2-ekb-podshipnik',
      name: 'Клуб «Подшипник»',
      aliases: ['Подшипник'],
      address: 'Екатеринбург, улица Малышева, 56',
    },
    {
      id: 'd2-ekb-rzhavchina',
      name: 'Кофейня «Ржавчина»',
      aliases: ['Ржавчина', 'Ржавка'],
      address: 'Екатеринбург, улица Вайнера, 13',
    },
    { id: 'd2-ekb-sklad', name: 'Бар «Склад»', aliases: ['Склад'], address: 'Екатеринбург, ул. Гоголя, 25' },
    {
      id: 'd2-ekb-voshod',
      name: 'Дом культуры «Восход»',
      aliases: ['ДК «Восход»', 'ДК Восход'],
      address: 'Екатеринбург, улица Бакинских Комиссаров, 60',
    },
    { id: 'd2-ekb-sinyaya-ptitsa', name: 'Бар «Синяя птица»', aliases: [], address: 'Екатеринбург, улица 8 Марта, 41' },
    {
      id: 'd2-ekb-sinyaya-liniya',
      name: 'Галерея «Синяя линия»',
      aliases: ['Синяя линия'],
      address: 'Екатеринбург, пр-т Ленина, 52',
    },
    {
      id: 'd2-ekb-antresol',
      name: 'Театр «Антресоль»',
      aliases: ['Антресоль'],
      address: 'Екатеринбург, улица Карла Либкнехта, 9',
    },
    {
      id: 'd2-ekb-orbita',
      name: 'Концертный зал «Орбита»',
      aliases: ['Орбита', 'КЗ «Орбита»'],
      address: 'Екатеринбург, улица Щорса, 7',
    },
    {
      id: 'd2-ekb-fabrika',
      name: 'Пространство «Фабрика»',
      aliases: ['Фабрика'],
      address: 'Екатеринбург, пер. Асбестовский, 4',
    },
    // Самара
    { id: 'd2-sam-kino', name: 'Клуб «Кино»', aliases: ['Кино'], address: 'Самара, улица Куйбышева, 101' },
    { id: 'd2-sam-bochka', name: 'Паб «Бочка»', aliases: ['Бочка'], address: 'Самара, Ленинградская улица, 24' },
    {
      id: 'd2-sam-ladya',
      name: 'Камерный театр «Ладья»',
      aliases: ['Ладья', 'театр «Ладья»'],
      address: 'Самара, улица Фрунзе, 98',
    },
    { id: 'd2-sam-harms', name: 'Бар «Хармс»', aliases: ['Хармс'], address: 'Самара, ул. Молодогвардейская, 151' },
    { id: 'd2-sam-beton', name: 'Лофт «Бетон»', aliases: ['Бетон'], address: 'Самара, Московское шоссе, 4' },
    { id: 'd2-sam-zerno', name: 'Кофейня «Зерно»', aliases: [], address: 'Самара, Галактионовская улица, 141' },
    { id: 'd2-sam-zarya', name: 'Дом культуры «Заря»', aliases: ['ДК «Заря»'], address: 'Самара, пр-т Кирова, 145' },
    { id: 'd2-sam-volna', name: 'Антикафе «Волна»', aliases: ['Волна'], address: 'Самара, улица Самарская, 190' },
    // Нижний Новгород
    {
      id: 'd2-nn-armstrong',
      name: 'Джаз-клуб «Армстронг»',
      aliases: ['Армстронг', 'Armstrong'],
      address: 'Нижний Новгород, Рождественская улица, 24',
    },
    {
      id: 'd2-nn-dom',
      name: 'Арт-кафе «Дом»',
      aliases: ['Дом'],
      address: 'Нижний Новгород, улица Большая Покровская, 15',
    },
    {
      id: 'd2-nn-stilyagi',
      name: 'Бар «Стиляги»',
      aliases: ['Стиляги'],
      address: 'Нижний Новгород, Алексеевская улица, 10',
    },
    {
      id: 'd2-nn-vertikal',
      name: 'Театр «Вертикаль»',
      aliases: ['Вертикаль'],
      address: 'Нижний Новгород, Варварская улица, 32',
    },
    {
      id: 'd2-nn-melnitsa',
      name: 'Клуб «Мельница»',
      aliases: ['Мельница'],
      address: 'Нижний Новгород, Нижне-Волжская набережная, 8',
    },
    {
      id: 'd2-nn-polka',
      name: 'Книжный магазин «Полка»',
      aliases: ['Полка'],
      address: 'Нижний Новгород, ул. Ильинская, 50',
    },
    {
      id: 'd2-nn-kvadrat',
      name: 'Лекторий «Квадрат»',
      aliases: ['Квадрат'],
      address: 'Нижний Новгород, пер. Холодный, 10',
    },
  ],
  announcements: [
    {
      id: 'd2-plain-podshipnik-concert',
      kind: 'plain',
      text: `Группа «Ночные окна» — сольный концерт в клубе «Подшипник»
14 марта 2026, начало в 20:00
Вход — 700 ₽
Малышева, 56`,
      publishedAt: '2026-02-20T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-03-14T20:00:00+05:00',
          end: null,
          price: { min: 700, max: 700, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Ночные окна', 'Группа «Ночные окна»', 'Концерт группы «Ночные окна»'],
        },
      ],
    },
    {
      id: 'd2-vk-bochka-tomorrow',
      kind: 'vk-post, relative-date, place-in-prepositional, free',
      text: `🍺🎸 ПЯТНИЦА В БОЧКЕ 🎸🍺
Уже завтра у нас играет кавер-бэнд «Ровный гул»! Рок, фанк и немного попсы 90-х — всё, под что хочется орать припевы.
🕘 Начало в 21:00
📍 Ленинградская, 24
🎟 Вход свободный
Бронь столов: 8 (846) 200-24-24
#бочка #самара #живаямузыка #кавербэнд`,
      publishedAt: '2026-04-02T10:30:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-04-03T21:00:00+04:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-sam-bochka',
          titles: ['Ровный гул', 'Кавер-бэнд «Ровный гул»'],
        },
      ],
    },
    {
      id: 'd2-tg-armstrong-jazz-thursday',
      kind: 'telegram-caps-header, deposit-not-price, dotted-time',
      text: `ДЖАЗОВЫЙ ЧЕТВЕРГ

Трио Алексея Гусева играет стандарты Эллингтона и Монка — рояль, контрабас, щётки.

14.05 | 19.30 | «Армстронг», Рождественская, 24
Вход 500 ₽. Столы только по брони, депозит 1500 ₽ на стол.`,
      publishedAt: '2026-05-11T12:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-05-14T19:30:00+03:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd2-nn-armstrong',
          titles: ['Трио Алексея Гусева', 'Джазовый четверг', 'Джазовый четверг: трио Алексея Гусева'],
        },
      ],
    },
    {
      id: 'd2-ticket-blurb-antresol-chaika',
      kind: 'ticket-blurb, duration, price-from',
      text: `Спектакль «Чайка. Репетиция»
Театр «Антресоль»
18 сентября 2026, 19:00
Продолжительность: 2 часа 30 минут с антрактом
16+
Билеты от 900 ₽
Купить билет`,
      publishedAt: '2026-09-01T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-09-18T19:00:00+05:00',
          end: '2026-09-18T21:30:00+05:00',
          price: { min: 900, max: null, free: false, donation: false },
          place: 'd2-ekb-antresol',
          titles: ['Чайка. Репетиция', 'Спектакль «Чайка. Репетиция»'],
        },
      ],
    },
    {
      id: 'd2-theatre-bill-ladya-november',
      kind: 'theatre-bill, several-dates, discount-without-price, bare-domain-link',
      text: `Афиша Камерного театра «Ладья» на ноябрь

1 ноября (вс), 18:00 — «Дядя Ваня»
6 ноября (пт), 19:00 — «Маленький принц» 6+
7 ноября (сб), 12:00 — «Маленький принц» 6+
14 ноября (сб), 19:00 — ПРЕМЬЕРА! «Зойкина квартира»

Билеты в кассе театра и на ladya-teatr.ru/afisha
Школьникам и студентам — скидка 30% при предъявлении билета/студенческого`,
      publishedAt: '2026-10-20T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-11-01T18:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-ladya',
          titles: ['Дядя Ваня', 'Спектакль «Дядя Ваня»'],
          ticketUrl: 'https://ladya-teatr.ru/afisha',
        },
        {
          start: '2026-11-06T19:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-ladya',
          titles: ['Маленький принц', 'Спектакль «Маленький принц»'],
          ticketUrl: 'https://ladya-teatr.ru/afisha',
        },
        {
          start: '2026-11-07T12:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-ladya',
          titles: ['Маленький принц', 'Спектакль «Маленький принц»'],
          ticketUrl: 'https://ladya-teatr.ru/afisha',
        },
        {
          start: '2026-11-14T19:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-ladya',
          titles: ['Зойкина квартира', 'Спектакль «Зойкина квартира»', 'Премьера «Зойкина квартира»'],
          ticketUrl: 'https://ladya-teatr.ru/afisha',
        },
      ],
    },
    {
      id: 'd2-club-week-podshipnik',
      kind: 'weekly-schedule, doors-vs-start, overnight-end, price-before-after-midnight',
      text: `НЕДЕЛЯ В ПОДШИПНИКЕ

СР 04.11 — Открытый микрофон, 19:30, вход свободный
ЧТ 05.11 — «Потерянные кассеты»: вечер русского рока 90-х, 20:00, 400₽
ПТ 06.11 — Гипноз Радио (Челябинск) + Мёд и Дёготь, двери 19:00 / начало 20:00, 600₽
СБ 07.11 — SLOWBURN: techno all night, 23:00–06:00, 500₽ до полуночи / 800₽ после

Малышева, 56. 18+, паспорт с собой.`,
      publishedAt: '2026-11-02T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-11-04T19:30:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Открытый микрофон'],
        },
        {
          start: '2026-11-05T20:00:00+05:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Потерянные кассеты', 'Потерянные кассеты: вечер русского рока 90-х', 'Вечер русского рока 90-х'],
        },
        {
          start: '2026-11-06T20:00:00+05:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Гипноз Радио + Мёд и Дёготь', 'Гипноз Радио и Мёд и Дёготь', 'Гипноз Радио'],
        },
        {
          start: '2026-11-07T23:00:00+05:00',
          end: '2026-11-08T06:00:00+05:00',
          price: { min: 500, max: 800, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Slowburn', 'Slowburn: techno all night'],
        },
      ],
    },
    {
      id: 'd2-week-pipes-sklad',
      kind: 'weekly-schedule, weekday-without-date, drink-price-not-price, per-person-fee',
      text: `Бар «Склад» — что у нас на этой неделе:

Четверг | 20:00 | Квиз «Складчина» — команды до 6 человек, 300₽ с человека
Пятница | 21:00 | DJ Артём Нуль — диско и фанк, вход свободный
Суббота | 22:00 | Группа «Заводной апельсин», вход 500₽ (коктейль «Складской» — 350₽ весь вечер)

Бронь: @sklad_ekb`,
      publishedAt: '2027-01-18T09:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-21T20:00:00+05:00',
          end: null,
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd2-ekb-sklad',
          titles: ['Складчина', 'Квиз «Складчина»'],
        },
        {
          start: '2027-01-22T21:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-sklad',
          titles: ['DJ Артём Нуль', 'Артём Нуль'],
        },
        {
          start: '2027-01-23T22:00:00+05:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd2-ekb-sklad',
          titles: ['Заводной апельсин', 'Группа «Заводной апельсин»'],
        },
      ],
    },
    {
      id: 'd2-slash-date-zerno-cupping',
      kind: 'slash-date, time-range, organiser-not-venue, place-in-prepositional',
      text: `В «Зерне» — каппинг эфиопских кофе с обжарщиками из «Самара Роастерс». Попробуем шесть лотов из Иргачефе и Сидамо, расскажем, чем мытая обработка отличается от натуральной.
06/06, 12:00–14:00. Участие 600 р, мест 12, запись в директ.`,
      publishedAt: '2026-06-01T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-06-06T12:00:00+04:00',
          end: '2026-06-06T14:00:00+04:00',
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd2-sam-zerno',
          titles: ['Каппинг эфиопских кофе', 'Каппинг'],
        },
      ],
    },
    {
      id: 'd2-band-name-melnitsa-elsewhere',
      kind: 'band-named-like-venue, place-not-in-catalogue, weekday-in-brackets, bare-domain-link',
      text: `Группа «Мельница» в Нижнем!
Большой весенний тур «Алхимия» — с новой программой и старыми любимыми песнями.
20 марта (пт), 19:00
Дворец спорта «Нагорный», проспект Гагарина, 29
Билеты: 2500–6000 ₽ на kassir-nn.ru/melnitsa
6+`,
      publishedAt: '2026-01-15T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-03-20T19:00:00+03:00',
          end: null,
          price: { min: 2500, max: 6000, free: false, donation: false },
          place: null,
          titles: ['Мельница', 'Группа «Мельница»', 'Концерт группы «Мельница»', 'Мельница. Тур «Алхимия»'],
          ticketUrl: 'https://kassir-nn.ru/melnitsa',
        },
      ],
    },
    {
      id: 'd2-kino-tribute-podshipnik',
      kind: 'hook-first-line, band-named-like-venue, doors-vs-start, advance-and-door-price',
      text: `Мы вернулись 🔥

После летних каникул «Подшипник» снова открыт, и первым делом — трибьют «Кино».
Группа «Красно-жёлтые дни» сыграет «Группу крови» целиком и лучшие песни Цоя.

22.08, вход с 19:00, старт в 20:00
Билеты 800₽ / 1000₽ на входе — podshipnik.club/kino`,
      publishedAt: '2026-08-10T10:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-08-22T20:00:00+05:00',
          end: null,
          price: { min: 800, max: 1000, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: [
            'Трибьют «Кино»',
            'Трибьют группы «Кино»',
            'Красно-жёлтые дни',
            'Красно-жёлтые дни — трибьют «Кино»',
          ],
          ticketUrl: 'https://podshipnik.club/kino',
        },
      ],
    },
    {
      id: 'd2-kino-club-donation',
      kind: 'hook-first-line, relative-date, gathering-vs-start, donation-only, place-in-prepositional',
      text: `Друзья!

В эту субботу в «Кино» — большой вечер самарской инди-сцены: «Тёплые батареи», «Сорок сороков» и Вера Лис.
Сбор в 18:30, начало в 19:00.
Вход по донату, все деньги — музыкантам.`,
      publishedAt: '2026-09-14T11:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-09-19T19:00:00+04:00',
          end: null,
          price: { min: null, max: null, free: false, donation: true },
          place: 'd2-sam-kino',
          titles: [
            'Вечер самарской инди-сцены',
            'Большой вечер самарской инди-сцены',
            'Тёплые батареи, Сорок сороков и Вера Лис',
          ],
        },
      ],
    },
    {
      id: 'd2-festival-kraska',
      kind: 'festival, multi-day, telegram-caps-header, per-day-and-pass-price',
      text: `ФЕСТИВАЛЬ УРАЛЬСКОЙ ИЛЛЮСТРАЦИИ «КРАСКА»

3–5 июля, пространство «Фабрика» (Асбестовский пер., 4)
Три дня: маркет художников, лекции, портфолио-ревью и вечеринка закрытия.

Пт 16:00–22:00, сб и вс 11:00–21:00
Вход 300 ₽ на день / 700 ₽ абонемент на все дни

Билеты и запись на портфолио-ревью: kraska-fest.ru`,
      publishedAt: '2026-06-15T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-07-03T16:00:00+05:00',
          end: '2026-07-05T21:00:00+05:00',
          price: { min: 300, max: 700, free: false, donation: false },
          place: 'd2-ekb-fabrika',
          titles: ['Краска', 'Фестиваль уральской иллюстрации «Краска»', 'Фестиваль «Краска»'],
          ticketUrl: 'https://kraska-fest.ru',
        },
      ],
    },
    {
      id: 'd2-fair-zarya-december',
      kind: 'fair, daily-hours, multi-day, free',
      text: `Новогодняя ярмарка мастеров «Тёплый декабрь» 🎄
📅 с 12 по 20 декабря
🕚 ежедневно с 11 до 20
📍 ДК «Заря», пр. Кирова, 145 — фойе второго этажа

Вход свободный. Глинтвейн, ёлочные игрушки ручной работы, керамика, свечи, вязаные носки от бабушек Кировского района.`,
      publishedAt: '2026-11-25T07:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-12-12T11:00:00+04:00',
          end: '2026-12-20T20:00:00+04:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-sam-zarya',
          titles: ['Тёплый декабрь', 'Новогодняя ярмарка мастеров «Тёплый декабрь»', 'Новогодняя ярмарка мастеров'],
        },
      ],
    },
    {
      id: 'd2-postponed-splav-voshod',
      kind: 'postponement, hook-first-line, old-date-in-text',
      text: `ВНИМАНИЕ! ПЕРЕНОС

Концерт группы «Сплав» в ДК «Восход», запланированный на 10 октября, переносится на 21 ноября 2026 г. Время прежнее — 19:00.
Купленные билеты действительны. Возврат — в кассе ДК до 1 ноября.`,
      publishedAt: '2026-10-05T09:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      postponed: true,
      events: [
        {
          start: '2026-11-21T19:00:00+05:00',
          end: null,
          price: null,
          place: 'd2-ekb-voshod',
          titles: ['Сплав', 'Концерт группы «Сплав»', 'Группа «Сплав»'],
        },
      ],
    },
    {
      id: 'd2-postponed-standup-harms',
      kind: 'cancellation-with-new-date, postponement',
      text: `Сегодняшний стендап Димы Пахомова в «Хармсе» отменяется 😔 У Димы ангина и нет голоса совсем.
Новая дата — 3 февраля, всё остальное в силе: 19:00, Молодогвардейская, 151.
Билеты на сегодня действуют на новую дату, вернуть можно у бармена.`,
      publishedAt: '2027-01-20T10:00:00Z',
      timeZone: 'Europe/Samara',
      postponed: true,
      events: [
        {
          start: '2027-02-03T19:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-harms',
          titles: ['Стендап Димы Пахомова', 'Дима Пахомов'],
        },
      ],
    },
    {
      id: 'd2-kharms-reading-library',
      kind: 'venue-named-after-person, place-not-in-catalogue, registration-link, free',
      text: `«Случаи»: вечер абсурда
Актёры Самарского театра драмы читают Хармса и Введенского — от «Старухи» до «Ёлки у Ивановых».
Библиотека им. Крупской, 9 декабря, 18:30.
Вход свободный по регистрации: https://biblioteka-krupskoy.ru/harms`,
      publishedAt: '2026-12-01T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-12-09T18:30:00+04:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Случаи', 'Случаи: вечер абсурда', 'Вечер абсурда'],
          ticketUrl: 'https://biblioteka-krupskoy.ru/harms',
        },
      ],
    },
    {
      id: 'd2-quiz-cup-team-away',
      kind: 'away-game, venue-team-plays-elsewhere, relative-date, free',
      text: `Наша барная команда «Синие лапки» в эту субботу защищает честь «Синей птицы» на Кубке Екатеринбурга по квизам! 🏆
Играем в баре «Склад» на Гоголя, 25, начало в 15:00. Приходите болеть — для зрителей вход бесплатный 💙`,
      publishedAt: '2027-02-08T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-13T15:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-sklad',
          titles: ['Кубок Екатеринбурга по квизам'],
        },
      ],
    },
    {
      id: 'd2-rzhavchina-outdoor',
      kind: 'organiser-not-venue, place-not-in-catalogue, relative-date, range-s-do',
      text: `«Ржавчина» выходит на улицу ☕🌿
В воскресенье варим кофе на Фестивале соседей в Харитоновском саду: альтернатива, лимонады, выпечка. С 12 до 18, вход свободный.
Ищите наш ржавый фургончик у пруда! На Вайнера в этот день тоже открыты, как обычно.`,
      publishedAt: '2026-07-06T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-07-12T12:00:00+05:00',
          end: '2026-07-12T18:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Фестиваль соседей'],
        },
      ],
    },
    {
      id: 'd2-armstrong-memorial-philharmonia',
      kind: 'venue-named-after-person, place-not-in-catalogue, bare-domain-link',
      text: `Вечер памяти Луи Армстронга
Биг-бэнд Нижегородской филармонии и солист Максим Ветров: «What a Wonderful World», «Hello, Dolly!», «Mack the Knife».
4 августа, 19:00, Большой зал филармонии (Кремль, 2)
Билеты 600–2200 ₽: philharmonia-nn.ru`,
      publishedAt: '2026-07-20T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-08-04T19:00:00+03:00',
          end: null,
          price: { min: 600, max: 2200, free: false, donation: false },
          place: null,
          titles: ['Вечер памяти Луи Армстронга'],
          ticketUrl: 'https://philharmonia-nn.ru',
        },
      ],
    },
    {
      id: 'd2-film-stilyagi-kvadrat',
      kind: 'film-named-like-venue, full-dotted-date, place-by-address',
      text: `Киноклуб «Квадрата» — мартовский показ: «Стиляги» Валерия Тодоровского (2008).
После фильма — обсуждение с музыкальным критиком Ильёй Шумовым: откуда в фильме «Шестнадцать тонн» и при чём тут «Браво».

12.03.2027, 19:00, пер. Холодный, 10
Вход 250 ₽`,
      publishedAt: '2027-03-01T10:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-12T19:00:00+03:00',
          end: null,
          price: { min: 250, max: 250, free: false, donation: false },
          place: 'd2-nn-kvadrat',
          titles: ['Стиляги', 'Показ фильма «Стиляги»', 'Киноклуб: «Стиляги»'],
        },
      ],
    },
    {
      id: 'd2-stilyagi-boogie',
      kind: 'place-in-genitive, vk-post, costume-discount',
      text: `🎷💃 Буги-вуги вечеринка у «Стиляг»!
Суббота, 20.03, 21:00 — живой рок-н-ролл от The Ramblin' Cats.
Dress code: горох, клетка, бриолин.
Вход 400₽, в костюме — 200₽
#стиляги #нижнийновгород #рокнролл`,
      publishedAt: '2027-03-15T12:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-20T21:00:00+03:00',
          end: null,
          price: { min: 200, max: 400, free: false, donation: false },
          place: 'd2-nn-stilyagi',
          titles: ['Буги-вуги вечеринка', "The Ramblin' Cats", "Буги-вуги вечеринка с The Ramblin' Cats"],
        },
      ],
    },
    {
      id: 'd2-open-doors-koster',
      kind: 'open-doors-vs-live, slash-date, spaced-thousands, bare-domain-link, poster',
      text: `ТУР «ПЕПЕЛ И СОЛЬ» — ЕКАТЕРИНБУРГ
Группа «Костёр на льду»
17/04 · Подшипник
open doors 21:00, live 22:00
18+ · 1 000 р · podshipnik.club/koster`,
      publishedAt: '2027-04-05T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-04-17T22:00:00+05:00',
          end: null,
          price: { min: 1000, max: 1000, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: [
            'Костёр на льду',
            'Группа «Костёр на льду»',
            'Тур «Пепел и соль»',
            // A tour's name is the show's name (LABELLING.md).
            'Пепел и соль',
            'Костёр на льду — тур «Пепел и соль»',
          ],
          ticketUrl: 'https://podshipnik.club/koster',
        },
      ],
    },
    {
      id: 'd2-volna-board-games',
      kind: 'time-v-7-vechera, relative-date, stop-check-price',
      text: `Настолки в «Волне» по четвергам! Этот четверг — «Каркассон» и «Кодовые имена», ведущий Паша объяснит правила даже тем, кто никогда не играл.
Приходите в 7 вечера, стоп-чек 350 ₽ на весь вечер, чай и печеньки включены.`,
      publishedAt: '2026-02-02T09:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-02-05T19:00:00+04:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd2-sam-volna',
          titles: ['Вечер настольных игр', 'Настолки', 'Настолки в «Волне»'],
        },
      ],
    },
    {
      id: 'd2-dom-acoustic',
      kind: 'range-s-do, donation-from, venue-common-word',
      text: `Арт-кафе «Дом» | Среда, 15 апреля

Акустика на подоконнике: Маша Кречет и Олег Сверчков. Играем с 20 до 23, без усилителей, при свечах.
Вход — донат от 300 ₽.`,
      publishedAt: '2026-04-13T10:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-04-15T20:00:00+03:00',
          end: '2026-04-15T23:00:00+03:00',
          price: { min: 300, max: null, free: false, donation: true },
          place: 'd2-nn-dom',
          titles: ['Акустика на подоконнике', 'Маша Кречет и Олег Сверчков'],
        },
      ],
    },
    {
      id: 'd2-dom-aktera-null',
      kind: 'common-word-not-venue, place-not-in-catalogue, same-street-other-house',
      text: `Нижегородский Дом актёра приглашает на творческий вечер актрисы Людмилы Вершининой «Жизнь в антракте».
Воспоминания, фрагменты спектаклей, песни под рояль.
23 октября в 18:00, Большая Покровская, 39.
Билеты 500 ₽ в кассе Дома актёра.`,
      publishedAt: '2026-10-12T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-10-23T18:00:00+03:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: null,
          titles: [
            'Жизнь в антракте',
            'Творческий вечер Людмилы Вершининой',
            'Творческий вечер Людмилы Вершининой «Жизнь в антракте»',
          ],
        },
      ],
    },
    {
      id: 'd2-sinyaya-ptitsa-sklad-djs',
      kind: 'other-venue-mentioned, drink-price-not-price, until-last-guest',
      text: `Синяя птица × Склад 🐦📦
В пятницу резиденты «Склада» — DJ Кира Ромашова и Lёша Бит — встают за пульт у нас, в «Синей птице». Диско, хаус, немного итало.
29.05, с 22:00 до последнего гостя. Вход свободный, на баре — спешл «Синий склад» за 390 ₽.`,
      publishedAt: '2026-05-25T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-05-29T22:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-sinyaya-ptitsa',
          titles: ['Синяя птица × Склад', 'Синяя птица x Склад', 'DJ Кира Ромашова и Lёша Бит'],
        },
      ],
    },
    {
      id: 'd2-exhibition-tonkiy-led',
      kind: 'exhibition, multi-day, opening-time, student-discount, shared-word-venues',
      text: `Галерея «Синяя линия» открывает выставку графики Анны Мезенцевой «Тонкий лёд» — сорок листов о зимней Исети, рыбаках и трещинах.
Открытие — 5 февраля в 19:00, выставка продлится до 15 марта.
Часы работы: вт–вс 12:00–20:00. Вход 200 ₽, для студентов 100 ₽.`,
      publishedAt: '2026-01-26T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-02-05T19:00:00+05:00',
          end: '2026-03-15T20:00:00+05:00',
          price: { min: 100, max: 200, free: false, donation: false },
          place: 'd2-ekb-sinyaya-liniya',
          titles: [
            'Тонкий лёд',
            'Выставка Анны Мезенцевой «Тонкий лёд»',
            'Выставка графики Анны Мезенцевой «Тонкий лёд»',
          ],
        },
      ],
    },
    {
      id: 'd2-bare-address-vinyl-market',
      kind: 'bare-address, common-word-not-venue, other-venue-mentioned, time-range',
      text: `Новогодний маркет винила и кассет
19 декабря, 12:00–19:00
Малышева, 56 (вход со двора)

Продавцы со всего Урала, лейбл «Уралсаунд» привезёт распродажу остатков со склада.
Бесплатный вход, кофе от «Ржавчины».`,
      publishedAt: '2026-12-07T09:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-19T12:00:00+05:00',
          end: '2026-12-19T19:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Новогодний маркет винила и кассет', 'Маркет винила и кассет'],
        },
      ],
    },
    {
      id: 'd2-bare-address-pub-quiz',
      kind: 'bare-address-prepositional, prize-not-price, dotted-time, per-person-fee',
      text: `Ирландский паб-квиз ☘️
14 мая (пт), на Ленинградской, 24. Старт в 19.30, команды до 6 человек.
Взнос 400 р с игрока.
Главный приз — бочонок эля и 5 000 ₽ на депозит бара!`,
      publishedAt: '2027-05-10T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-05-14T19:30:00+04:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd2-sam-bochka',
          titles: ['Ирландский паб-квиз', 'Паб-квиз'],
        },
      ],
    },
    {
      id: 'd2-mafia-prize',
      kind: 'prize-not-price, registration-vs-start, registration-link, telegram-caps-header',
      text: `ТУРНИР ПО МАФИИ «ЧЁРНЫЙ КОФЕ»

28 марта, кофейня «Ржавчина» (Вайнера, 13)
Регистрация игроков с 15:30, первая игра в 16:00.
Участие бесплатное, призовой фонд — 20 000 ₽.

Запись: t.me/rzhavchina_mafia`,
      publishedAt: '2026-03-23T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-03-28T16:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-rzhavchina',
          titles: ['Чёрный кофе', 'Турнир по мафии «Чёрный кофе»', 'Турнир по мафии'],
          ticketUrl: 'https://t.me/rzhavchina_mafia',
        },
      ],
    },
    {
      id: 'd2-polka-poetry-donations',
      kind: 'free-with-donations, place-in-prepositional',
      text: `Поэтический вечер в «Полке»: читают Ксения Рудь, Тимур Вахитов и все желающие (запишитесь у кассы).
Четверг, 27 августа, 19:00.
Вход свободный, донаты для авторов приветствуются 📚`,
      publishedAt: '2026-08-24T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-08-27T19:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: true },
          place: 'd2-nn-polka',
          titles: ['Поэтический вечер'],
        },
      ],
    },
    {
      id: 'd2-armstrong-jam-hat',
      kind: 'free-hat, place-in-genitive, time-range',
      text: `Летний джем во дворе «Армстронга» 🎺
Пятница, 26 июня, с 19:00 до 23:00.
Хаус-бэнд: Илья Бахтин (клавиши), Гоша Рей (бас), Стас Дёмин (барабаны). Приносите инструменты, подключим всех!
Бесплатно, но шляпа пойдёт по кругу 🎩`,
      publishedAt: '2026-06-22T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-06-26T19:00:00+03:00',
          end: '2026-06-26T23:00:00+03:00',
          price: { min: 0, max: 0, free: true, donation: true },
          place: 'd2-nn-armstrong',
          titles: ['Летний джем', 'Джем-сейшн'],
        },
      ],
    },
    {
      id: 'd2-vertikal-groza-blurb',
      kind: 'ticket-blurb, duration, price-range, bare-domain-link',
      text: `«Вертикаль» | «Гроза» — спектакль по пьесе А. Н. Островского
25 сентября 2027, 19:00
Продолжительность 2 ч 10 мин (без антракта)
12+
500–1500 ₽
vertikal-teatr.ru/groza`,
      publishedAt: '2027-09-06T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-09-25T19:00:00+03:00',
          end: '2027-09-25T21:10:00+03:00',
          price: { min: 500, max: 1500, free: false, donation: false },
          place: 'd2-nn-vertikal',
          titles: ['Гроза', 'Спектакль «Гроза»'],
          ticketUrl: 'https://vertikal-teatr.ru/groza',
        },
      ],
    },
    {
      id: 'd2-beton-industrial',
      kind: 'doors-vs-start, day-of-show-price, weekday-dotted-date, lineup',
      text: `Лофт «Бетон» — ИНДУСТРИАЛЬНЫЙ ВЕЧЕР
Группы «Шестерёнка», «Ток» и «Лампа накаливания»
Сб 26.06, вход с 19:00, старт концерта в 20:00
Билеты: 500/700 (в день концерта)
Московское ш., 4`,
      publishedAt: '2027-06-14T09:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-06-26T20:00:00+04:00',
          end: null,
          price: { min: 500, max: 700, free: false, donation: false },
          place: 'd2-sam-beton',
          titles: ['Индустриальный вечер', 'Шестерёнка, Ток и Лампа накаливания'],
        },
      ],
    },
    {
      id: 'd2-orbita-students',
      kind: 'student-discount, title-with-inner-quotes',
      text: `Концертный зал «Орбита»
Уральский камерный оркестр. «Времена года» Вивальди и Пьяццоллы
29 ноября 2026, 18:00
Билеты: 1200 ₽, студентам и пенсионерам — 600 ₽ (при предъявлении документа)
Дети до 7 лет не допускаются`,
      publishedAt: '2026-11-16T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-11-29T18:00:00+05:00',
          end: null,
          price: { min: 600, max: 1200, free: false, donation: false },
          place: 'd2-ekb-orbita',
          titles: [
            '«Времена года» Вивальди и Пьяццоллы',
            'Времена года Вивальди и Пьяццоллы',
            'Уральский камерный оркестр. «Времена года» Вивальди и Пьяццоллы',
            'Времена года',
          ],
        },
      ],
    },
    {
      id: 'd2-kids-double-show',
      kind: 'two-showings, kid-price, duration',
      text: `Детский спектакль «Кот в сапогах» в ДК «Заря»
24 октября, 11:00 и 14:00
Продолжительность 55 минут, 3+
Билет детский 350 р, взрослый 450 р
Касса ДК работает ежедневно с 10 до 19.`,
      publishedAt: '2027-10-11T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-10-24T11:00:00+04:00',
          end: '2027-10-24T11:55:00+04:00',
          price: { min: 350, max: 450, free: false, donation: false },
          place: 'd2-sam-zarya',
          titles: ['Кот в сапогах', 'Детский спектакль «Кот в сапогах»', 'Спектакль «Кот в сапогах»'],
        },
        {
          start: '2027-10-24T14:00:00+04:00',
          end: '2027-10-24T14:55:00+04:00',
          price: { min: 350, max: 450, free: false, donation: false },
          place: 'd2-sam-zarya',
          titles: ['Кот в сапогах', 'Детский спектакль «Кот в сапогах»', 'Спектакль «Кот в сапогах»'],
        },
      ],
    },
    {
      id: 'd2-deposit-only-worldcup',
      kind: 'deposit-not-price, drink-price-not-price, place-in-prepositional',
      text: `⚽ Открытие чемпионата мира в «Бочке»!
Смотрим матч открытия на большом экране — четверг, 11 июня, начало трансляции в 23:00.
Бронь столов обязательна, депозит 2000 ₽ на стол. Пиво по 250 ₽ весь матч!
#бочка #чм2026 #футбол`,
      publishedAt: '2026-06-08T09:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-06-11T23:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-bochka',
          titles: [
            'Открытие чемпионата мира',
            'Трансляция матча открытия чемпионата мира',
            'Матч открытия чемпионата мира',
          ],
        },
      ],
    },
    {
      id: 'd2-reg-link-lecture',
      kind: 'registration-link, free, weekday-with-date',
      text: `Лекция «Как слушать Шостаковича» — музыковед Анна Дольская
Четверг, 19 февраля, 19:00, лекторий «Квадрат»
Вход свободный, регистрация по ссылке https://kvadrat-nn.ru/events/shostakovich`,
      publishedAt: '2026-02-16T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-02-19T19:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-nn-kvadrat',
          titles: ['Как слушать Шостаковича', 'Лекция «Как слушать Шостаковича»'],
          ticketUrl: 'https://kvadrat-nn.ru/events/shostakovich',
        },
      ],
    },
    {
      id: 'd2-lineup-first-line-marathon',
      kind: 'lineup-first-line, approximate-end, price-from, bare-domain-link',
      text: `ПОЛЫНЬ / КАСПИЙ / ДЕТИ ДОЖДЯ / ТИХИЙ ЧАС — всё в один вечер!
«Уральский рок-марафон» возвращается в ДК «Восход»: 4 группы, 5 часов живого звука.
31 июля 2027, начало в 18:00, окончание около 23:00.
Билеты от 1500 ₽ — voshod-dk.ru/marathon
6+`,
      publishedAt: '2027-07-05T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-07-31T18:00:00+05:00',
          end: '2027-07-31T23:00:00+05:00',
          price: { min: 1500, max: null, free: false, donation: false },
          place: 'd2-ekb-voshod',
          titles: ['Уральский рок-марафон', 'Полынь, Каспий, Дети дождя, Тихий час'],
          ticketUrl: 'https://voshod-dk.ru/marathon',
        },
      ],
    },
    {
      id: 'd2-zerno-latte-art',
      kind: 'vk-post, prize-not-price, relative-weekday-with-date',
      text: `☕✨ Latte art throwdown в «Зерне» ✨☕
Бариста города, 16 участников, олимпийская система.
📅 суббота, 7 августа
⏰ 18:00
💰 Зрителям вход свободный, заявки бариста — в директ до 1 августа
🏆 Призы: питчер, 10 000 ₽ и зерно на месяц
#зерно #самара #латтеарт #throwdown`,
      publishedAt: '2027-08-02T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-08-07T18:00:00+04:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-sam-zerno',
          titles: ['Latte art throwdown', 'Латте-арт баттл'],
        },
      ],
    },
    {
      id: 'd2-plain-vertikal-son',
      kind: 'plain',
      text: `Театр «Вертикаль». 3 декабря 2026 года в 19:00 — спектакль «Старший сын» по пьесе Вампилова. Билеты 700–1200 ₽.`,
      publishedAt: '2026-11-18T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-12-03T19:00:00+03:00',
          end: null,
          price: { min: 700, max: 1200, free: false, donation: false },
          place: 'd2-nn-vertikal',
          titles: ['Старший сын', 'Спектакль «Старший сын»'],
        },
      ],
    },
    {
      id: 'd2-plain-armstrong-quartet',
      kind: 'plain, year-rollover',
      text: `Джаз-клуб «Армстронг»: концерт квартета Ольги Лаптевой. 16 января, 20:00. Вход 800 ₽.`,
      publishedAt: '2026-12-28T10:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-16T20:00:00+03:00',
          end: null,
          price: { min: 800, max: 800, free: false, donation: false },
          place: 'd2-nn-armstrong',
          titles: ['Квартет Ольги Лаптевой', 'Концерт квартета Ольги Лаптевой'],
        },
      ],
    },
    {
      id: 'd2-plain-rzhavchina-v60',
      kind: 'plain',
      text: `В кофейне «Ржавчина» 11 апреля в 12:00 — мастер-класс по заварке в воронке V60. Участие 900 ₽, запись по телефону +7 (343) 311-13-13.`,
      publishedAt: '2026-04-01T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-04-11T12:00:00+05:00',
          end: null,
          price: { min: 900, max: 900, free: false, donation: false },
          place: 'd2-ekb-rzhavchina',
          titles: ['Мастер-класс по заварке в воронке V60', 'Мастер-класс по V60'],
        },
      ],
    },
    {
      id: 'd2-plain-kino-concert',
      kind: 'plain',
      text: `Клуб «Кино» (Куйбышева, 101): 2 октября, 20:00 — концерт группы «Полярный экспресс». Билеты 600 ₽.`,
      publishedAt: '2026-09-21T10:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-10-02T20:00:00+04:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd2-sam-kino',
          titles: ['Полярный экспресс', 'Концерт группы «Полярный экспресс»', 'Группа «Полярный экспресс»'],
        },
      ],
    },
    {
      id: 'd2-plain-ladya-pikovaya',
      kind: 'plain',
      text: `Камерный театр «Ладья» — 30 января 2027, 18:00, «Пиковая дама» по Пушкину. Билеты 500–900 ₽.`,
      publishedAt: '2027-01-12T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-01-30T18:00:00+04:00',
          end: null,
          price: { min: 500, max: 900, free: false, donation: false },
          place: 'd2-sam-ladya',
          titles: ['Пиковая дама', 'Спектакль «Пиковая дама»'],
        },
      ],
    },
    {
      id: 'd2-plain-voshod-waltz',
      kind: 'plain, free',
      text: `Дом культуры «Восход» приглашает на вечер бальных танцев «Вальс-бостон» — 7 марта 2027 года, 17:00. Вход бесплатный.`,
      publishedAt: '2027-02-24T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-03-07T17:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-voshod',
          titles: ['Вальс-бостон', 'Вечер бальных танцев «Вальс-бостон»'],
        },
      ],
    },
    {
      id: 'd2-plain-melnitsa-club',
      kind: 'plain',
      text: `Клуб «Мельница»: 10 апреля 2027, 21:00 — группа «Ржавые гвозди». Билеты 700 ₽.`,
      publishedAt: '2027-03-29T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-04-10T21:00:00+03:00',
          end: null,
          price: { min: 700, max: 700, free: false, donation: false },
          place: 'd2-nn-melnitsa',
          titles: ['Ржавые гвозди', 'Группа «Ржавые гвозди»', 'Концерт группы «Ржавые гвозди»'],
        },
      ],
    },
    {
      id: 'd2-plain-sinyaya-liniya-lecture',
      kind: 'plain',
      text: `Галерея «Синяя линия», 20 ноября 2027 в 18:00: лекция куратора Павла Ерохина «Уральский модернизм: от Баухауса до Белого дома». Вход 300 ₽.`,
      publishedAt: '2027-11-10T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-11-20T18:00:00+05:00',
          end: null,
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd2-ekb-sinyaya-liniya',
          titles: [
            'Уральский модернизм: от Баухауса до Белого дома',
            'Лекция «Уральский модернизм: от Баухауса до Белого дома»',
            'Уральский модернизм',
          ],
        },
      ],
    },
    {
      id: 'd2-plain-harms-kvartirnik',
      kind: 'plain',
      text: `Бар «Хармс», 22 мая 2027 года, 20:00 — квартирник Андрея Тихонова. Вход 500 ₽.`,
      publishedAt: '2027-05-12T10:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-05-22T20:00:00+04:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd2-sam-harms',
          titles: ['Квартирник Андрея Тихонова', 'Андрей Тихонов'],
        },
      ],
    },
    {
      id: 'd2-date-no-time-flea',
      kind: 'date-no-time, free',
      text: `Барахолка «Всё своё» 🧺
13 сентября, «Фабрика», Асбестовский пер., 4.
Одежда, книги, пластинки, посуда, растения. Вход свободный, места для продавцов — 500 ₽, пишите в личку.
Время уточним ближе к дате!`,
      publishedAt: '2026-08-31T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-09-13',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-fabrika',
          titles: ['Всё своё', 'Барахолка «Всё своё»'],
        },
      ],
    },
    {
      id: 'd2-tomorrow-melnitsa-celtic',
      kind: 'relative-date, dotted-time, band-named-like-venue, door-price',
      text: `Завтра в «Мельнице» — вечер кельтской музыки: ансамбль «Вереск» и волынщик Антон Крылов. Джиги, рилы и баллады — да, «Мельницу» тоже споём 😉
Начало в 19.00, билеты 600 ₽ на входе.`,
      publishedAt: '2027-02-25T14:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-02-26T19:00:00+03:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd2-nn-melnitsa',
          titles: ['Вечер кельтской музыки', 'Вереск и Антон Крылов'],
        },
      ],
    },
    {
      id: 'd2-this-friday-sinyaya',
      kind: 'relative-date, gift-price-not-price, place-in-prepositional',
      text: `В эту пятницу в «Синей птице» — корпоратив для тех, у кого нет корпоратива 🎄
Ёлка, караоке, тайный Санта (подарок до 500 ₽, заверните красиво).
Начинаем в 20:00. Вход свободный.`,
      publishedAt: '2026-12-16T10:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-18T20:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-sinyaya-ptitsa',
          titles: ['Корпоратив для тех, у кого нет корпоратива'],
        },
      ],
    },
    {
      id: 'd2-weekday-number-dom',
      kind: 'weekday-and-day-only, advance-price, bare-domain-link',
      text: `Пятница, 12 — «Квартирник на Покровке» в арт-кафе «Дом»: Лиза Громова и Саша Блик.
19:00. Билеты 500 ₽ (400 ₽ заранее на dom-nn.ru/kvartirnik).`,
      publishedAt: '2027-11-08T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-11-12T19:00:00+03:00',
          end: null,
          price: { min: 400, max: 500, free: false, donation: false },
          place: 'd2-nn-dom',
          titles: ['Квартирник на Покровке', 'Лиза Громова и Саша Блик'],
          ticketUrl: 'https://dom-nn.ru/kvartirnik',
        },
      ],
    },
    {
      id: 'd2-dotted-year-sklad-standup',
      kind: 'full-dotted-date, time-range, venue-word-in-title, drink-price-not-price',
      text: `Стендап «Складские остатки» — пятеро комиков обкатывают новый материал.
14.03.2027, 19:00–21:00, Гоголя, 25
Вход 600 ₽. Пиво из бочки — 250 ₽, закуски на баре.`,
      publishedAt: '2027-03-03T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-03-14T19:00:00+05:00',
          end: '2027-03-14T21:00:00+05:00',
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd2-ekb-sklad',
          titles: ['Складские остатки', 'Стендап «Складские остатки»'],
        },
      ],
    },
    {
      id: 'd2-ticket-blurb-melnitsa-severnye',
      kind: 'ticket-blurb, price-from, age-rating',
      text: `Концерт «Северные песни»
Клуб «Мельница» · 18+
5 июня 2027, сб, 20:00
от 1200 ₽
Купить билет`,
      publishedAt: '2027-05-04T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-06-05T20:00:00+03:00',
          end: null,
          price: { min: 1200, max: null, free: false, donation: false },
          place: 'd2-nn-melnitsa',
          titles: ['Северные песни', 'Концерт «Северные песни»'],
        },
      ],
    },
    {
      id: 'd2-orbita-choir-from-dk',
      kind: 'other-venue-mentioned-in-genitive, free-by-invitation',
      text: `Концертный зал «Орбита» — «Песни Победы»
Хор ветеранов из Дома культуры «Восход» и духовой оркестр Уральского колледжа искусств.
8 мая 2027, 16:00. Вход свободный по пригласительным, пригласительные — в кассе «Орбиты».`,
      publishedAt: '2027-04-19T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-05-08T16:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-orbita',
          titles: ['Песни Победы'],
        },
      ],
    },
    {
      id: 'd2-darts-away',
      kind: 'away-game, venue-team-plays-elsewhere, place-in-genitive, relative-date',
      text: `🎯 Дартс-лига Самары, 5 тур
Сборная «Бочки» в этот четверг играет на выезде — у «Хармса» на Молодогвардейской. Начало в 19:30, зрителям вход свободный. Поддержим наших!`,
      publishedAt: '2026-09-28T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-10-01T19:30:00+04:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-sam-harms',
          titles: ['Дартс-лига Самары, 5 тур', 'Дартс-лига Самары', '5 тур Дартс-лиги Самары'],
        },
      ],
    },
    {
      id: 'd2-postponed-khanuma',
      kind: 'postponement, dotted-date, telegram-caps-header',
      text: `Театр «Вертикаль» сообщает:
ПЕРЕНОС СПЕКТАКЛЯ
Из-за болезни исполнительницы главной роли спектакль «Ханума» 15.01 не состоится. Новая дата — 29.01, 19:00.
Билеты на 15 января действительны на новую дату или могут быть возвращены в кассе.`,
      publishedAt: '2027-01-11T09:00:00Z',
      timeZone: 'Europe/Moscow',
      postponed: true,
      events: [
        {
          start: '2027-01-29T19:00:00+03:00',
          end: null,
          price: null,
          place: 'd2-nn-vertikal',
          titles: ['Ханума', 'Спектакль «Ханума»'],
        },
      ],
    },
    {
      id: 'd2-cancelled-no-new-date',
      kind: 'cancellation-without-new-date',
      text: `Друзья, плохие новости. Вечеринка «Бетонная пятница» 18.09 отменяется — на Московском шоссе авария на электросетях, и нас обещают подключить не раньше понедельника.
Деньги за билеты вернём в течение 10 дней. Простите 🙏 Новую дату объявим отдельно.`,
      publishedAt: '2026-09-17T12:00:00Z',
      timeZone: 'Europe/Samara',
      events: [],
    },
    {
      id: 'd2-book-fair-pereplet',
      kind: 'fair, daily-hours, multi-day, last-day-closing, free',
      text: `Зимняя книжная ярмарка «Переплёт» — 10–13 декабря в пространстве «Фабрика».
Ежедневно с 11 до 20, в последний день — до 17:00.
60 издательств, лекции, автограф-сессии, детская зона. Вход свободный.`,
      publishedAt: '2027-11-22T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-12-10T11:00:00+05:00',
          end: '2027-12-13T17:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-ekb-fabrika',
          titles: ['Переплёт', 'Зимняя книжная ярмарка «Переплёт»', 'Книжная ярмарка «Переплёт»'],
        },
      ],
    },
    {
      id: 'd2-photo-exhibition-zerno',
      kind: 'exhibition, multi-day, bare-dates, venue-without-alias',
      text: `Весь апрель на стенах «Зерна» — фотовыставка «Старая Самара» из архива Виктора Гринёва: Панская, Дворянская, трамваи и пароходы 1950–1970-х.
С 1 по 30 апреля, в часы работы кофейни. Вход свободный.`,
      publishedAt: '2027-03-25T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-04-01',
          end: '2027-04-30',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-sam-zerno',
          titles: ['Старая Самара', 'Фотовыставка «Старая Самара»'],
        },
      ],
    },
    {
      id: 'd2-theatre-bill-antresol-march',
      kind: 'theatre-bill, several-dates, duration, kid-price, bare-domain-link',
      text: `Театр «Антресоль» — март

05.03 пт 19:00 «Записки сумасшедшего» (моноспектакль, 1 ч 20 мин)
06.03 сб 18:00 «Бесприданница»
07.03 вс 12:00 «Гадкий утёнок» — для детей 5+
13.03 сб 18:00 «Бесприданница»

Билеты: 600–1800 ₽, детский спектакль — 400 ₽
antresol-theatre.ru`,
      publishedAt: '2027-02-22T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-03-05T19:00:00+05:00',
          end: '2027-03-05T20:20:00+05:00',
          price: { min: 600, max: 1800, free: false, donation: false },
          place: 'd2-ekb-antresol',
          titles: ['Записки сумасшедшего', 'Спектакль «Записки сумасшедшего»'],
          ticketUrl: 'https://antresol-theatre.ru',
        },
        {
          start: '2027-03-06T18:00:00+05:00',
          end: null,
          price: { min: 600, max: 1800, free: false, donation: false },
          place: 'd2-ekb-antresol',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://antresol-theatre.ru',
        },
        {
          start: '2027-03-07T12:00:00+05:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd2-ekb-antresol',
          titles: ['Гадкий утёнок', 'Спектакль «Гадкий утёнок»'],
          ticketUrl: 'https://antresol-theatre.ru',
        },
        {
          start: '2027-03-13T18:00:00+05:00',
          end: null,
          price: { min: 600, max: 1800, free: false, donation: false },
          place: 'd2-ekb-antresol',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://antresol-theatre.ru',
        },
      ],
    },
    {
      id: 'd2-short-name-rzhavka',
      kind: 'short-name, relative-date, registration-by-dm',
      text: `Ржавка в субботу: воркшоп по домашней обжарке 🔥
Разберёмся, как обжарить зерно на сковороде и в попкорн-машине и не спалить кухню. Зелёное зерно и мешочек обжаренного — с собой.
14:00, 1200 р, мест 8. Запись в директ.`,
      publishedAt: '2027-05-31T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-06-05T14:00:00+05:00',
          end: null,
          price: { min: 1200, max: 1200, free: false, donation: false },
          place: 'd2-ekb-rzhavchina',
          titles: ['Воркшоп по домашней обжарке', 'Домашняя обжарка'],
        },
      ],
    },
    {
      id: 'd2-short-film-night-beton',
      kind: 'venue-word-not-venue, doors-vs-start, student-discount',
      text: `НОЧЬ КОРОТКОГО КИНО 🎬
Девять короткометражек молодых самарских режиссёров, Q&A с авторами после показа.
23 мая, лофт «Бетон». Вход в 18:30, показ в 19:00.
Билет — 300 ₽, студентам — 200 ₽`,
      publishedAt: '2026-05-18T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-05-23T19:00:00+04:00',
          end: null,
          price: { min: 200, max: 300, free: false, donation: false },
          place: 'd2-sam-beton',
          titles: ['Ночь короткого кино'],
        },
      ],
    },
    {
      id: 'd2-digest-nn-weekend',
      kind: 'channel-digest, several-venues, place-not-in-catalogue, same-street-trap, date-no-time',
      text: `КУДА ПОЙТИ В НИЖНЕМ НА ВЫХОДНЫХ

🎷 Пт, 11.09 — «Армстронг»: Нижегородский диксиленд, 20:00, 600 ₽
📚 Сб, 12.09 — «Полка»: встреча с писателем Романом Сеничкиным, 16:00, вход свободный
🎭 Сб, 12.09 — «Вертикаль»: «Ревизор», 18:00, 400–1300 ₽
🌊 Вс, 13.09 — фестиваль «Волжские зори» на Нижне-Волжской набережной, весь день, бесплатно

Сохраняйте и пересылайте друзьям 👇`,
      publishedAt: '2026-09-10T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-09-11T20:00:00+03:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd2-nn-armstrong',
          titles: ['Нижегородский диксиленд'],
        },
        {
          start: '2026-09-12T16:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-nn-polka',
          titles: ['Встреча с писателем Романом Сеничкиным', 'Роман Сеничкин'],
        },
        {
          start: '2026-09-12T18:00:00+03:00',
          end: null,
          price: { min: 400, max: 1300, free: false, donation: false },
          place: 'd2-nn-vertikal',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
        },
        {
          start: '2026-09-13',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Волжские зори', 'Фестиваль «Волжские зори»'],
        },
      ],
    },
    {
      id: 'd2-dnd-zapis',
      kind: 'registration-link-bare, time-range, weekday-dotted-date',
      text: `Ваншот по D&D для новичков в антикафе «Волна»! 🐉
Мастер — Ника, персонажей выдадим готовых, кубики тоже.
Воскресенье, 26.09, 13:00–17:00. Участие 400 ₽ (чай и печенье включены).
Запись: vk.me/volna_samara — мест всего 5.`,
      publishedAt: '2027-09-20T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-09-26T13:00:00+04:00',
          end: '2027-09-26T17:00:00+04:00',
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd2-sam-volna',
          titles: ['Ваншот по D&D для новичков', 'Ваншот по D&D'],
          ticketUrl: 'https://vk.me/volna_samara',
        },
      ],
    },
    {
      id: 'd2-kino-birthday-year',
      kind: 'year-not-price, house-number-not-price, early-bird-price, lineup',
      text: `Клубу «Кино» 15 лет! 🎂 С 2011 года на Куйбышева, 101.
Большой день рождения — 7 ноября: на сцене все, кто вырос у нас: «Тёплые батареи», «Гидропоника», «Мёртвый сезон», DJ Вова Полоз.
Начало в 18:00, до утра. Билеты 1500 ₽, до 1 ноября — 1000 ₽: kino-club63.ru`,
      publishedAt: '2026-10-26T10:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2026-11-07T18:00:00+04:00',
          end: null,
          price: { min: 1000, max: 1500, free: false, donation: false },
          place: 'd2-sam-kino',
          titles: ['День рождения клуба «Кино»', 'Клубу «Кино» 15 лет', '15 лет клубу «Кино»'],
          ticketUrl: 'https://kino-club63.ru',
        },
      ],
    },
    {
      id: 'd2-drink-only-tiki',
      kind: 'drink-price-not-price, relative-date, place-in-prepositional-plural',
      text: `Четверг в «Стилягах» — Tiki Night 🌺
Май-тай, зомби и «Скорпион» по 350 ₽ весь вечер, сёрф-рок с винила от DJ Лео Гавайского. С 19:00.`,
      publishedAt: '2027-06-28T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-07-01T19:00:00+03:00',
          end: null,
          price: null,
          place: 'd2-nn-stilyagi',
          titles: ['Tiki Night', 'Тики-вечеринка'],
        },
      ],
    },
    {
      id: 'd2-today-halloween',
      kind: 'relative-date-today, costume-discount, hook-first-line',
      text: `СЕГОДНЯ!
Хэллоуин-пати «Ночь живых подшипников» 🎃
Готик, пост-панк и darkwave до утра, конкурс костюмов.
Начало в 22:00, Малышева, 56. Вход 300, в костюме — 150.`,
      publishedAt: '2027-10-29T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-10-29T22:00:00+05:00',
          end: null,
          price: { min: 150, max: 300, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Ночь живых подшипников', 'Хэллоуин-пати «Ночь живых подшипников»'],
        },
      ],
    },
    {
      id: 'd2-bare-address-pokrovka',
      kind: 'bare-address, range-s-do, free',
      text: `Весенний обмен растениями 🌱
Приносите черенки, отростки, семена — уносите новые.
Воскресенье, 5 апреля, с 12 до 16.
Большая Покровская, 15, второй этаж. Бесплатно.`,
      publishedAt: '2026-03-30T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-04-05T12:00:00+03:00',
          end: '2026-04-05T16:00:00+03:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd2-nn-dom',
          titles: ['Весенний обмен растениями', 'Обмен растениями'],
        },
      ],
    },
    {
      id: 'd2-patrikfest-bochka',
      kind: 'festival, multi-day, vk-post, per-day-price, date-no-time-first-day',
      text: `☘️ПАТРИКФЕСТ В БОЧКЕ☘️
4 дня ирландского безумия: 14.03–17.03
☘️ вс — кельтский джем
☘️ пн–вт — квиз и кино
☘️ ср 17.03 — главный день: «Доннибрук» и волынки с 19.00
Вход 300 р в день, 17.03 — 500 р.
#бочка #патрикфест #самара`,
      publishedAt: '2027-03-08T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-03-14',
          end: '2027-03-17',
          price: { min: 300, max: 500, free: false, donation: false },
          place: 'd2-sam-bochka',
          titles: ['Патрикфест', 'Патрикфест в Бочке'],
        },
      ],
    },
    {
      id: 'd2-organiser-agency-dorohov',
      kind: 'organiser-not-venue, caps-name, bare-domain-link',
      text: `Агентство «Нижегородские гастроли» представляет:
ЕВГЕНИЙ ДОРОХОВ (гитара) — «Испанские ночи»
27 ноября, пятница, 19:30
клуб «Мельница», Нижне-Волжская наб., 8
Билеты 900–1500 ₽ | ng-tour.ru/dorohov`,
      publishedAt: '2026-11-09T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-11-27T19:30:00+03:00',
          end: null,
          price: { min: 900, max: 1500, free: false, donation: false },
          place: 'd2-nn-melnitsa',
          titles: ['Испанские ночи', 'Евгений Дорохов — «Испанские ночи»', 'Евгений Дорохов'],
          ticketUrl: 'https://ng-tour.ru/dorohov',
        },
      ],
    },
    {
      id: 'd2-zarya-gala-guests',
      kind: 'guests-arrival-vs-start, invitation-no-price',
      text: `Гала-концерт конкурса «Голос Кировского района» 🎤
29 мая, ДК «Заря». Сбор гостей с 17:30, начало в 18:00.
Вход по пригласительным от участников.`,
      publishedAt: '2027-05-17T08:00:00Z',
      timeZone: 'Europe/Samara',
      events: [
        {
          start: '2027-05-29T18:00:00+04:00',
          end: null,
          price: null,
          place: 'd2-sam-zarya',
          titles: ['Голос Кировского района', 'Гала-концерт конкурса «Голос Кировского района»'],
        },
      ],
    },
    {
      id: 'd2-warmup-dj-zverinec',
      kind: 'warm-up-vs-start, bare-domain-link',
      text: `«Стеклянный зверинец» — большой зимний концерт в «Подшипнике» 11 декабря.
С 20:00 разогревает DJ Вера Ноль, группа на сцене в 21:30.
Билеты 900 ₽ — podshipnik.club/zverinec`,
      publishedAt: '2027-12-01T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-12-11T21:30:00+05:00',
          end: null,
          price: { min: 900, max: 900, free: false, donation: false },
          place: 'd2-ekb-podshipnik',
          titles: ['Стеклянный зверинец', 'Группа «Стеклянный зверинец»', 'Концерт группы «Стеклянный зверинец»'],
          ticketUrl: 'https://podshipnik.club/zverinec',
        },
      ],
    },
  ],
};
