// The third development set of the announcement reader: posts of venues and channels of Пермь and Воронеж.
import type { AnnouncementSet } from '../cases.ts';

export const TUNING_3: AnnouncementSet = {
  places: [
    // Пермь
    { id: 'd3-perm-vorona', name: 'Бар «Ворона»', aliases: ['Ворона'], address: 'Пермь, улица Ленина, 58' },
    {
      id: 'd3-perm-belaya-vorona',
      name: 'Кафе «Белая ворона»',
      aliases: ['Белая ворона'],
      address: 'Пермь, улица Сибирская, 19',
    },
    { id: 'd3-perm-zavod', name: 'Клуб «Завод»', aliases: ['Завод'], address: 'Пермь, улица Героев Хасана, 9' },
    {
      id: 'd3-perm-krysha',
      name: 'Бар «Крыша»',
      aliases: ['Крыша', 'Krysha'],
      address: 'Пермь, Комсомольский проспект, 34',
    },
    {
      id: 'd3-perm-chekhov',
      name: 'Книжное кафе «Чехов»',
      aliases: ['Чехов'],
      address: 'Пермь, улица Петропавловская, 5',
    },
    {
      id: 'd3-perm-motovilikha',
      name: 'Дом культуры «Мотовилиха»',
      aliases: ['ДК «Мотовилиха»', 'ДК Мотовилиха'],
      address: 'Пермь, улица Уральская, 93',
    },
    {
      id: 'd3-perm-leningrad',
      name: 'Бар «Ленинград»',
      aliases: ['Ленинград'],
      address: 'Пермь, улица Екатерининская, 120',
    },
    { id: 'd3-perm-sad', name: 'Летняя веранда «Сад»', aliases: ['Сад'], address: 'Пермь, улица Монастырская, 12' },
    {
      id: 'd3-perm-tsekh',
      name: 'Театр «Цех»',
      aliases: ['Цех', 'театр «Цех»'],
      address: 'Пермь, улица Пушкина, 76',
    },
    {
      id: 'd3-perm-kama',
      name: 'Концертный зал «Кама»',
      aliases: ['Кама', 'КЗ «Кама»'],
      address: 'Пермь, улица Окулова, 4',
    },
    { id: 'd3-perm-dyagilev', name: 'Лекторий «Дягилев»', aliases: ['Дягилев'], address: 'Пермь, улица Сибирская, 33' },
    { id: 'd3-perm-molot', name: 'Спортбар «Молот»', aliases: ['Молот'], address: 'Пермь, улица Луначарского, 51' },
    { id: 'd3-perm-uley', name: 'Антикафе «Улей»', aliases: ['Улей'], address: 'Пермь, улица Куйбышева, 37' },
    {
      id: 'd3-perm-kompressor',
      name: 'Лофт «Компрессор»',
      aliases: ['Компрессор'],
      address: 'Пермь, шоссе Космонавтов, 111',
    },
    // Воронеж
    {
      id: 'd3-vrn-brodsky',
      name: 'Бар «Бродский»',
      aliases: ['Бродский'],
      address: 'Воронеж, улица Фридриха Энгельса, 24',
    },
    {
      id: 'd3-vrn-platonov',
      name: 'Книжный клуб «Платонов»',
      aliases: ['Платонов'],
      address: 'Воронеж, проспект Революции, 39',
    },
    { id: 'd3-vrn-dom', name: 'Пространство «Дом»', aliases: ['Дом'], address: 'Воронеж, улица Кольцовская, 35' },
    {
      id: 'd3-vrn-stary-dom',
      name: 'Камерный театр «Старый дом»',
      aliases: ['Старый дом', 'театр «Старый дом»'],
      address: 'Воронеж, улица Карла Маркса, 55',
    },
    { id: 'd3-vrn-voronezh', name: 'Кинотеатр «Воронеж»', aliases: [], address: 'Воронеж, улица Плехановская, 10' },
    {
      id: 'd3-vrn-stalker',
      name: 'Клуб «Сталкер»',
      aliases: ['Сталкер', 'Stalker'],
      address: 'Воронеж, улица 20-летия Октября, 90',
    },
    {
      id: 'd3-vrn-levy-bereg',
      name: 'Арт-кафе «Левый берег»',
      aliases: ['Левый берег'],
      address: 'Воронеж, Ленинский проспект, 15',
    },
    { id: 'd3-vrn-vysota', name: 'Руфтоп «Высота»', aliases: ['Высота'], address: 'Воронеж, улица Пушкинская, 7' },
    {
      id: 'd3-vrn-skvoznyak',
      name: 'Галерея «Сквозняк»',
      aliases: ['Сквозняк'],
      address: 'Воронеж, улица Володарского, 41',
    },
    {
      id: 'd3-vrn-koltsov',
      name: 'Паб «Кольцов»',
      aliases: ['Кольцов'],
      address: 'Воронеж, улица Средне-Московская, 12',
    },
    { id: 'd3-vrn-akvarium', name: 'Бар «Аквариум»', aliases: ['Аквариум'], address: 'Воронеж, улица Куколкина, 11' },
  ],
  announcements: [
    {
      id: 'd3-plain-vorona-concert',
      kind: 'plain',
      text: `Бар «Ворона», 17 октября 2026, 21:00 — концерт группы «Сухой лёд». Вход 600 ₽.`,
      publishedAt: '2026-10-05T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-10-17T21:00:00+05:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd3-perm-vorona',
          titles: ['Сухой лёд', 'Концерт группы «Сухой лёд»', 'Группа «Сухой лёд»'],
        },
      ],
    },
    {
      id: 'd3-vk-belaya-vorona-chanson',
      kind: 'vk-post, shared-word-venues, place-in-prepositional, relative-weekday, bare-address',
      text: `🕊🤍 СУББОТА В «БЕЛОЙ ВОРОНЕ» 🤍🕊
Камерный вечер французского шансона: Полина Дрозд (вокал) и Игорь Сабуров (аккордеон). Пиаф, Азнавур, Брассанс — и немного Вертинского.
🕖 19:00
📍 Сибирская, 19
🎟 500 ₽, бронь столиков в директ
#белаяворона #пермь #шансон`,
      publishedAt: '2026-11-02T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-11-07T19:00:00+05:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd3-perm-belaya-vorona',
          titles: ['Вечер французского шансона', 'Камерный вечер французского шансона', 'Полина Дрозд и Игорь Сабуров'],
        },
      ],
    },
    {
      id: 'd3-lowercase-vorona-karaoke',
      kind: 'chatty-lowercase, place-in-genitive-lowercase, relative-weekday, time-range-past-midnight, free',
      text: `ну что, у вороны опять караоке по средам 🎤
в эту среду с 20:00 до часу ночи (ленина, 58), вход свободный, песни заказываем у бармена. приходите петь про любовь и пиво`,
      publishedAt: '2027-01-18T10:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-20T20:00:00+05:00',
          end: '2027-01-21T01:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-vorona',
          titles: ['Караоке', 'Караоке по средам'],
        },
      ],
    },
    {
      id: 'd3-zavod-residents-on-krysha',
      kind: 'organiser-not-venue, place-in-genitive, place-in-accusative, price-before-after-time, floor-number',
      text: `Завод на крыше ☀️
Этим летом резиденты «Завода» по субботам уезжают повыше — на «Крышу»! DJ Сёма Горн и Лиза Кислота, хаус и диско с видом на Каму.
Ближайшая — 4 июля, с 18:00 до 23:00.
Вход 300 ₽, после 20:00 — 500 ₽.
Комсомольский проспект, 34, 9 этаж`,
      publishedAt: '2026-06-29T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-07-04T18:00:00+05:00',
          end: '2026-07-04T23:00:00+05:00',
          price: { min: 300, max: 500, free: false, donation: false },
          place: 'd3-perm-krysha',
          titles: ['Завод на крыше', 'DJ Сёма Горн и Лиза Кислота'],
        },
      ],
    },
    {
      id: 'd3-tg-chekhov-lecture-dyagilev',
      kind: 'telegram, venue-named-after-person, other-venue-name-in-title, student-price, bare-address',
      text: `Книжное кафе «Чехов»

Лекция «Пермь Дягилева: дом, гимназия, легенда» — краевед Олег Никулин.
Четверг, 12 марта, 19:00.
Вход 300 ₽, студентам — 150 ₽.
Петропавловская, 5`,
      publishedAt: '2026-03-02T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-03-12T19:00:00+05:00',
          end: null,
          price: { min: 150, max: 300, free: false, donation: false },
          place: 'd3-perm-chekhov',
          titles: [
            'Пермь Дягилева: дом, гимназия, легенда',
            'Лекция «Пермь Дягилева: дом, гимназия, легенда»',
            'Пермь Дягилева',
          ],
        },
      ],
    },
    {
      id: 'd3-tsekh-three-sisters-two-dates',
      kind: 'venue-named-after-person-as-author, two-dates, duration, price-range, bare-domain-link',
      text: `Театр «Цех» — «Три сестры» А. П. Чехова
Режиссёр — Анна Вольская. Премьера сезона!
19 и 20 сентября 2026, 19:00
Продолжительность 2 ч 40 мин с антрактом
Билеты 700–2000 ₽: tsekh-teatr.ru/tri-sestry`,
      publishedAt: '2026-09-01T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-09-19T19:00:00+05:00',
          end: '2026-09-19T21:40:00+05:00',
          price: { min: 700, max: 2000, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Три сестры', 'Спектакль «Три сестры»'],
          ticketUrl: 'https://tsekh-teatr.ru/tri-sestry',
        },
        {
          start: '2026-09-20T19:00:00+05:00',
          end: '2026-09-20T21:40:00+05:00',
          price: { min: 700, max: 2000, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Три сестры', 'Спектакль «Три сестры»'],
          ticketUrl: 'https://tsekh-teatr.ru/tri-sestry',
        },
      ],
    },
    {
      id: 'd3-bare-address-chekhov-reading',
      kind: 'bare-address-prepositional, venue-named-after-person-in-title, other-venue-mentioned, free',
      text: `Читаем Чехова вслух 📖
Рассказы «Дама с собачкой» и «Толстый и тонкий» — читают актёры театра «Цех».
Воскресенье, 24 января, 15:00, на Петропавловской, 5.
Вход свободный.`,
      publishedAt: '2027-01-15T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-24T15:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-chekhov',
          titles: ['Читаем Чехова вслух'],
        },
      ],
    },
    {
      id: 'd3-motovilikha-district-not-venue',
      kind: 'district-named-like-venue, place-not-in-catalogue, gathering-as-start, no-price',
      text: `Субботник в Мотовилихе 🌳
Жители Мотовилихинского района, выходим сажать липы в сквер на улице Лебедева! Перчатки, лопаты и горячий чай — от администрации района.
25 апреля, сбор в 10:00 у входа в сквер.`,
      publishedAt: '2026-04-20T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-04-25T10:00:00+05:00',
          end: null,
          price: null,
          place: null,
          titles: ['Субботник в Мотовилихе', 'Субботник'],
        },
      ],
    },
    {
      id: 'd3-dk-motovilikha-choir',
      kind: 'venue-named-like-district, pensioner-price, bare-address',
      text: `ДК «Мотовилиха» приглашает на отчётный концерт народного хора «Уральские узоры».
8 марта 2026, 14:00. Билеты 200 ₽, для пенсионеров — 100 ₽.
Уральская, 93`,
      publishedAt: '2026-02-24T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-03-08T14:00:00+05:00',
          end: null,
          price: { min: 100, max: 200, free: false, donation: false },
          place: 'd3-perm-motovilikha',
          titles: [
            'Отчётный концерт народного хора «Уральские узоры»',
            'Уральские узоры',
            'Отчётный концерт хора «Уральские узоры»',
          ],
        },
      ],
    },
    {
      id: 'd3-kama-river-regatta',
      kind: 'festival, multi-day, river-named-like-venue, place-not-in-catalogue, per-day-hours, free',
      text: `🚣 Фестиваль «Камская регата» 🚣
18–19 июля на набережной Камы: гонки драконьих лодок, фудкорт, концерт на воде вечером в субботу.
Сб 11:00–22:00, вс 11:00–18:00. Вход свободный.`,
      publishedAt: '2026-07-08T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-07-18T11:00:00+05:00',
          end: '2026-07-19T18:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Камская регата', 'Фестиваль «Камская регата»'],
        },
      ],
    },
    {
      id: 'd3-ticket-blurb-kama-organ',
      kind: 'ticket-blurb, price-from, age-rating',
      text: `Органный вечер «Бах и его сыновья»
Концертный зал «Кама»
14 февраля 2027, вс, 18:00
6+
от 800 ₽
Купить билет`,
      publishedAt: '2027-01-25T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-14T18:00:00+05:00',
          end: null,
          price: { min: 800, max: null, free: false, donation: false },
          place: 'd3-perm-kama',
          titles: ['Бах и его сыновья', 'Органный вечер «Бах и его сыновья»'],
        },
      ],
    },
    {
      id: 'd3-dyagilev-festival-elsewhere',
      kind: 'festival, multi-day, bare-dates, venue-named-after-person, venue-is-partner-not-place, bare-domain-link',
      text: `ДЯГИЛЕВСКИЙ ФЕСТИВАЛЬ — 2027
Пермский театр оперы и балета, 11–20 июня
Программа и билеты: diaghilevfest.ru

Лекторий «Дягилев» — партнёр фестиваля: всю фестивальную неделю у нас открытые лекции перед спектаклями, расписание скоро.`,
      publishedAt: '2027-04-20T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-06-11',
          end: '2027-06-20',
          price: null,
          place: null,
          titles: ['Дягилевский фестиваль', 'Дягилевский фестиваль — 2027', 'Дягилевский фестиваль 2027'],
          ticketUrl: 'https://diaghilevfest.ru',
        },
      ],
    },
    {
      id: 'd3-plain-dyagilev-lecture',
      kind: 'plain',
      text: `Лекторий «Дягилев», 3 декабря 2026 в 19:00: лекция искусствоведа Марии Соколовой «Русские сезоны: как Париж сошёл с ума». Вход 350 ₽.`,
      publishedAt: '2026-11-23T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-03T19:00:00+05:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd3-perm-dyagilev',
          titles: [
            'Русские сезоны: как Париж сошёл с ума',
            'Лекция «Русские сезоны: как Париж сошёл с ума»',
            'Русские сезоны',
          ],
        },
      ],
    },
    {
      id: 'd3-leningrad-tribute-at-zavod',
      kind: 'band-named-like-venue, caps-hook-first-line, advance-and-door-price, bare-domain-link',
      text: `ЛЕНИНГРАД-ТРИБЬЮТ 🍻
Группа «Питерские» играет главные хиты «Ленинграда» — от «WWW» до «Экспоната».
Пятница, 13 ноября, 21:00
Клуб «Завод», Героев Хасана, 9
Билеты 700 ₽ / на входе 900 ₽ — zavod-perm.ru/tribute`,
      publishedAt: '2026-10-26T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-11-13T21:00:00+05:00',
          end: null,
          price: { min: 700, max: 900, free: false, donation: false },
          place: 'd3-perm-zavod',
          titles: ['Ленинград-трибьют', 'Трибьют «Ленинграда»', 'Питерские', 'Группа «Питерские»'],
          ticketUrl: 'https://zavod-perm.ru/tribute',
        },
      ],
    },
    {
      id: 'd3-leningrad-bar-rock-club',
      kind: 'vk-post, venue-named-like-band, place-in-prepositional, relative-weekday, bands-named-like-other-venues',
      text: `В «Ленинграде» в четверг — вечер ленинградского рок-клуба: кавер-группа «Рок-клуб 81» играет «Аквариум», «Зоопарк» и «Кино».
Начало в 20:00. Вход 400 ₽.
Бронь: +7 (342) 258-58-58
#ленинградбар #пермь`,
      publishedAt: '2027-02-22T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-25T20:00:00+05:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd3-perm-leningrad',
          titles: ['Вечер ленинградского рок-клуба', 'Рок-клуб 81', 'Кавер-группа «Рок-клуб 81»'],
        },
      ],
    },
    {
      id: 'd3-molot-hockey-broadcast',
      kind: 'team-named-like-venue, broadcast, deposit-not-price, free',
      text: `🏒 Хоккей в «Молоте»!
Смотрим выездной матч «Молота» в Нижнекамске на большом экране. Пятница, 16 октября, начало трансляции в 19:00 по Перми.
Вход свободный, бронь столов обязательна — депозит 1500 ₽.`,
      publishedAt: '2026-10-12T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-10-16T19:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-molot',
          titles: ['Трансляция матча «Молота»', 'Трансляция выездного матча «Молота»', 'Хоккей в «Молоте»'],
        },
      ],
    },
    {
      id: 'd3-team-belye-vorony-away',
      kind: 'away-game, team-named-like-venue, shared-word-venues, relative-weekday, signature-venue-not-place, free',
      text: `Наша команда «Белые вороны» едет на выездную игру «Пермского квиза» — в этот раз в бар «Ворона» на Ленина, 58. Воскресенье, 18:00. Болельщикам вход свободный, приходите поддержать! 🤍
— кафе «Белая ворона»`,
      publishedAt: '2026-12-07T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-13T18:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-vorona',
          titles: ['Пермский квиз', 'Выездная игра «Пермского квиза»'],
        },
      ],
    },
    {
      id: 'd3-gorsad-common-word',
      kind: 'common-word-not-venue, place-not-in-catalogue, free',
      text: `Духовой оркестр в Горсаду 🎺
В воскресенье, 5 июля, в 17:00 на летней эстраде сада Горького — вальсы, марши, фокстроты от оркестра штаба округа.
Бесплатно.`,
      publishedAt: '2026-06-30T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-07-05T17:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Духовой оркестр в Горсаду', 'Концерт духового оркестра'],
        },
      ],
    },
    {
      id: 'd3-sad-veranda-opening',
      kind: 'venue-common-word, place-in-prepositional, title-without-quotes, free',
      text: `В «Саду» открываем летнюю веранду! 🌿
Пятница, 29 мая, с 18:00 — DJ Ваня Лето, холодный чай с базиликом и первый в сезоне гриль.
Вход свободный
Монастырская, 12`,
      publishedAt: '2026-05-25T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-05-29T18:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-sad',
          titles: ['Открытие летней веранды', 'Открытие веранды'],
        },
      ],
    },
    {
      id: 'd3-krysha-film-date-no-time',
      kind: 'date-no-time, film-screening, place-in-prepositional',
      text: `Кинопоказ под открытым небом на «Крыше» — «Амели» 🎬
Суббота, 15 августа. Начнём, как стемнеет (точное время напишем в день показа).
Вход 350 ₽, пледы дадим.`,
      publishedAt: '2026-08-10T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-08-15',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd3-perm-krysha',
          titles: ['Амели', 'Кинопоказ «Амели»', 'Кинопоказ под открытым небом'],
        },
      ],
    },
    {
      id: 'd3-zavod-all-caps-techno',
      kind: 'all-caps, doors-only-time, overnight-end, price-before-after-midnight',
      text: `ЗАВОД. ПЯТНИЦА. ТЕХНО.
ROTOR (МОСКВА) + РЕЗИДЕНТЫ
22 ЯНВАРЯ, ДВЕРИ 23:00, ДО 06:00
ВХОД 500 ₽ ДО ПОЛУНОЧИ, ПОТОМ 800 ₽
18+ ФЕЙС-КОНТРОЛЬ`,
      publishedAt: '2027-01-15T09:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-22T23:00:00+05:00',
          end: '2027-01-23T06:00:00+05:00',
          price: { min: 500, max: 800, free: false, donation: false },
          place: 'd3-perm-zavod',
          titles: ['Rotor', 'ROTOR', 'Rotor (Москва) + резиденты'],
        },
      ],
    },
    {
      id: 'd3-zavod-week',
      kind: 'weekly-schedule, doors-vs-start, registration-link, free, time-range',
      text: `ЗАВОД — НЕДЕЛЯ

ЧТ 10.12 — лекция «Как устроен модульный синтезатор», 19:00, бесплатно по регистрации zavod-perm.ru/synth
ПТ 11.12 — группа «Пыль» с презентацией альбома «Сквозь», двери 19:00 / начало 20:00, 600 ₽
СБ 12.12 — вечеринка «Ретроградный Меркурий»: 80-е и 90-е всю ночь, 23:00, 400 ₽
ВС 13.12 — барахолка музыкантов, 12:00–17:00, вход свободный`,
      publishedAt: '2026-12-07T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-12-10T19:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-zavod',
          titles: ['Как устроен модульный синтезатор', 'Лекция «Как устроен модульный синтезатор»'],
          ticketUrl: 'https://zavod-perm.ru/synth',
        },
        {
          start: '2026-12-11T20:00:00+05:00',
          end: null,
          price: { min: 600, max: 600, free: false, donation: false },
          place: 'd3-perm-zavod',
          titles: ['Пыль', 'Группа «Пыль»', 'Презентация альбома «Сквозь»', 'Пыль — презентация альбома «Сквозь»'],
        },
        {
          start: '2026-12-12T23:00:00+05:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd3-perm-zavod',
          titles: ['Ретроградный Меркурий', 'Вечеринка «Ретроградный Меркурий»'],
        },
        {
          start: '2026-12-13T12:00:00+05:00',
          end: '2026-12-13T17:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-zavod',
          titles: ['Барахолка музыкантов'],
        },
      ],
    },
    {
      id: 'd3-digest-perm-weekend',
      kind: 'channel-digest, several-venues, place-not-in-catalogue, bare-address, short-names',
      text: `📌 КУДА ПОЙТИ В ПЕРМИ: 20–22 ноября

🎸 Пт 20.11 — «Ворона», Ленина, 58: панк-вечер «Три аккорда», 21:00, 300 ₽
📖 Сб 21.11 — «Чехов»: встреча с поэтессой Ксенией Лаптевой, 17:00, вход свободный
🎭 Сб 21.11 — театр «Цех»: «Женитьба», 19:00, 500–1500 ₽
🎨 Вс 22.11 — ярмарка иллюстраторов «Бумажный змей» в «Компрессоре», 12:00–19:00, 100 ₽
⛸ Вс 22.11 — открытие катка на Эспланаде, 16:00, бесплатно

Сохраняйте, чтобы не потерять!`,
      publishedAt: '2026-11-18T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-11-20T21:00:00+05:00',
          end: null,
          price: { min: 300, max: 300, free: false, donation: false },
          place: 'd3-perm-vorona',
          titles: ['Три аккорда', 'Панк-вечер «Три аккорда»'],
        },
        {
          start: '2026-11-21T17:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-chekhov',
          titles: ['Встреча с поэтессой Ксенией Лаптевой', 'Ксения Лаптева'],
        },
        {
          start: '2026-11-21T19:00:00+05:00',
          end: null,
          price: { min: 500, max: 1500, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Женитьба', 'Спектакль «Женитьба»'],
        },
        {
          start: '2026-11-22T12:00:00+05:00',
          end: '2026-11-22T19:00:00+05:00',
          price: { min: 100, max: 100, free: false, donation: false },
          place: 'd3-perm-kompressor',
          titles: ['Бумажный змей', 'Ярмарка иллюстраторов «Бумажный змей»'],
        },
        {
          start: '2026-11-22T16:00:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Открытие катка на Эспланаде', 'Открытие катка'],
        },
      ],
    },
    {
      id: 'd3-digest-voronezh-week',
      kind: 'channel-digest, several-venues, lowercase-weekdays, festival-named-like-venue, place-not-in-catalogue',
      text: `Афиша Воронежа на неделю | #кудапойти

пн 7.06 — киноклуб в «Сталкере»: «Солярис» Тарковского, 19:30, вход 200
ср 9.06 — стендап open mic в баре «Бродский», 20:00, бесплатно
пт 11.06 — «Аквариум»: вечер блюза с Blues Drive, 21:00, 500₽
сб 12.06 — Платоновский фестиваль: «Чевенгур» на Малой сцене драмтеатра, 19:00, 800–2500₽
вс 13.06 — «Левый берег»: бранч-маркет, с 11 до 16, вход свободный`,
      publishedAt: '2027-06-06T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-06-07T19:30:00+03:00',
          end: null,
          price: { min: 200, max: 200, free: false, donation: false },
          place: 'd3-vrn-stalker',
          titles: ['Солярис', 'Показ фильма «Солярис»', 'Киноклуб: «Солярис»'],
        },
        {
          start: '2027-06-09T20:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-brodsky',
          titles: ['Стендап open mic', 'Open mic', 'Открытый микрофон'],
        },
        {
          start: '2027-06-11T21:00:00+03:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd3-vrn-akvarium',
          titles: ['Вечер блюза с Blues Drive', 'Вечер блюза', 'Blues Drive'],
        },
        {
          start: '2027-06-12T19:00:00+03:00',
          end: null,
          price: { min: 800, max: 2500, free: false, donation: false },
          place: null,
          titles: ['Чевенгур', 'Спектакль «Чевенгур»'],
        },
        {
          start: '2027-06-13T11:00:00+03:00',
          end: '2027-06-13T16:00:00+03:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-levy-bereg',
          titles: ['Бранч-маркет'],
        },
      ],
    },
    {
      id: 'd3-brodsky-birthday-donations',
      kind: 'venue-named-after-person, person-in-title, free-with-donations, dotted-date',
      text: `Бродский-вечер в «Бродском» 🖋
24 мая — день рождения Иосифа Александровича. Читаем «Рождественские стихи», «Письма римскому другу» и всё, что вы принесёте.
24.05, 19:00, Фридриха Энгельса, 24
Вход свободный, донаты — на книги для сельских библиотек`,
      publishedAt: '2026-05-18T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-05-24T19:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: true },
          place: 'd3-vrn-brodsky',
          titles: ['Бродский-вечер', 'Вечер памяти Бродского', 'Бродский-вечер в «Бродском»'],
        },
      ],
    },
    {
      id: 'd3-brodsky-lecture-library',
      kind: 'person-named-like-venue, place-not-in-catalogue, registration-link, free',
      text: `Лекция «Бродский и Венеция» — литературовед Инна Гарт
Воронежская областная библиотека им. Никитина, пл. Ленина, 2
17 ноября, 18:00. Вход свободный по записи: vrnlib.ru/brodsky`,
      publishedAt: '2026-11-09T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-11-17T18:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Бродский и Венеция', 'Лекция «Бродский и Венеция»'],
          ticketUrl: 'https://vrnlib.ru/brodsky',
        },
      ],
    },
    {
      id: 'd3-plain-platonov-kotlovan',
      kind: 'plain, venue-named-after-person, included-tea',
      text: `Книжный клуб «Платонов»: 28 января 2027, 19:00 — обсуждаем «Котлован». Участие 250 ₽, чай включён.`,
      publishedAt: '2027-01-18T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-01-28T19:00:00+03:00',
          end: null,
          price: { min: 250, max: 250, free: false, donation: false },
          place: 'd3-vrn-platonov',
          titles: ['Обсуждение «Котлована»', 'Котлован', 'Книжный клуб: «Котлован»'],
        },
      ],
    },
    {
      id: 'd3-dom-zhurnalista-not-venue',
      kind: 'exhibition, common-word-not-venue, city-name-in-title, same-street-other-house, opening-time',
      text: `Дом журналиста приглашает на фотовыставку «Воронеж, которого нет» — старые дворы, снесённые особняки, трамвай на Плехановской.
Открытие 3 марта в 17:00, выставка работает до 31 марта, пн–пт 10:00–18:00.
Вход свободный. Ул. Кольцовская, 12.`,
      publishedAt: '2027-02-24T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-03T17:00:00+03:00',
          end: '2027-03-31T18:00:00+03:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Воронеж, которого нет', 'Фотовыставка «Воронеж, которого нет»'],
        },
      ],
    },
    {
      id: 'd3-dom-kvartirnik',
      kind: 'venue-common-word, place-in-prepositional, advance-and-day-price, bare-domain-link',
      text: `Квартирник в «Доме» 🕯
Саша Ветер и Маргарита Лён — песни под гитару и виолончель.
Пт, 16 октября, 19:30
600 ₽ заранее / 800 ₽ в день концерта
Билеты: dom-vrn.ru/kvartirnik`,
      publishedAt: '2026-10-05T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-10-16T19:30:00+03:00',
          end: null,
          price: { min: 600, max: 800, free: false, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Квартирник', 'Саша Ветер и Маргарита Лён', 'Квартирник: Саша Ветер и Маргарита Лён'],
          ticketUrl: 'https://dom-vrn.ru/kvartirnik',
        },
      ],
    },
    {
      id: 'd3-stary-dom-swift',
      kind: 'shared-word-venues, venue-word-in-title, ticket-blurb, duration, price-range',
      text: `Камерный театр «Старый дом»
«Дом, который построил Свифт» — Григорий Горин
6 февраля 2027, сб, 18:00
Продолжительность: 3 часа с антрактом
Билеты 600–1400 ₽`,
      publishedAt: '2027-01-20T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-02-06T18:00:00+03:00',
          end: '2027-02-06T21:00:00+03:00',
          price: { min: 600, max: 1400, free: false, donation: false },
          place: 'd3-vrn-stary-dom',
          titles: ['Дом, который построил Свифт', 'Спектакль «Дом, который построил Свифт»'],
        },
      ],
    },
    {
      id: 'd3-cinema-voronezh-stalker-film',
      kind: 'venue-named-like-city, film-named-like-venue, student-price, weekday-before-date',
      text: `Кинотеатр «Воронеж» — ретроспектива Тарковского
«Сталкер» (1979), отреставрированная копия
Вс 21 марта, 17:00
Билеты 350 ₽, студентам 250 ₽`,
      publishedAt: '2027-03-10T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-21T17:00:00+03:00',
          end: null,
          price: { min: 250, max: 350, free: false, donation: false },
          place: 'd3-vrn-voronezh',
          titles: ['Сталкер', 'Показ фильма «Сталкер»', 'Ретроспектива Тарковского: «Сталкер»'],
        },
      ],
    },
    {
      id: 'd3-city-name-not-venue-bubble-show',
      kind: 'city-name-not-venue, caps-hook-first-line, two-showings, place-not-in-catalogue, same-street-other-house, price-from',
      text: `ВПЕРВЫЕ В ВОРОНЕЖЕ!
Шоу мыльных пузырей «Пузырляндия» для всей семьи 🫧
29 ноября, 12:00 и 15:00
ДК «Юбилейный», Ленинский проспект, 94
Билеты от 500 ₽ — puzyr-show.ru/vrn`,
      publishedAt: '2026-11-10T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-11-29T12:00:00+03:00',
          end: null,
          price: { min: 500, max: null, free: false, donation: false },
          place: null,
          titles: ['Пузырляндия', 'Шоу мыльных пузырей «Пузырляндия»'],
          ticketUrl: 'https://puzyr-show.ru/vrn',
        },
        {
          start: '2026-11-29T15:00:00+03:00',
          end: null,
          price: { min: 500, max: null, free: false, donation: false },
          place: null,
          titles: ['Пузырляндия', 'Шоу мыльных пузырей «Пузырляндия»'],
          ticketUrl: 'https://puzyr-show.ru/vrn',
        },
      ],
    },
    {
      id: 'd3-stalker-hook-band',
      kind: 'hook-first-line, city-name-not-venue, gathering-vs-start, price-range, bare-domain-link',
      text: `🔥🔥🔥 ЭТО СЛУЧИЛОСЬ 🔥🔥🔥
«Сонная лощина» наконец-то едут в Воронеж с новым альбомом «Ржа»!
Сб, 10 апреля, клуб «Сталкер» (20-летия Октября, 90)
Сбор 19:00, начало 20:00
Билеты 800–1200 ₽ → stalker-club.ru/lozhina`,
      publishedAt: '2027-03-22T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-04-10T20:00:00+03:00',
          end: null,
          price: { min: 800, max: 1200, free: false, donation: false },
          place: 'd3-vrn-stalker',
          titles: ['Сонная лощина', 'Группа «Сонная лощина»', 'Сонная лощина — презентация альбома «Ржа»'],
          ticketUrl: 'https://stalker-club.ru/lozhina',
        },
      ],
    },
    {
      id: 'd3-levy-bereg-district-parade',
      kind: 'district-named-like-venue, venue-name-in-title, place-not-in-catalogue, registration-vs-start, free',
      text: `Велопарад «Левый берег — 2026» 🚲
Воскресенье, 6 сентября. Старт в 11:00 от Адмиралтейской площади, финиш — парк «Алые паруса» на левом берегу.
Регистрация участников с 9:30 на месте, участие бесплатное.`,
      publishedAt: '2026-08-28T07:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-09-06T11:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Левый берег — 2026', 'Велопарад «Левый берег — 2026»', 'Велопарад'],
        },
      ],
    },
    {
      id: 'd3-levy-bereg-guests-at-dom',
      kind: 'organiser-not-venue, place-in-genitive, bare-address, time-range, registration-link',
      text: `Кондитеры из «Левого берега» проводят мастер-класс по пасхальным куличам — в этот раз в гостях у «Дома» на Кольцовской, 35.
Суббота, 1 мая, 13:00–15:30. Участие 1500 ₽, всё для выпечки дадим. Запись: t.me/leviy_bereg_vrn`,
      publishedAt: '2027-04-19T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-05-01T13:00:00+03:00',
          end: '2027-05-01T15:30:00+03:00',
          price: { min: 1500, max: 1500, free: false, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Мастер-класс по пасхальным куличам', 'Пасхальные куличи'],
          ticketUrl: 'https://t.me/leviy_bereg_vrn',
        },
      ],
    },
    {
      id: 'd3-vysota-season-opening',
      kind: 'all-caps-header, drink-included-price, floor-number, title-without-quotes',
      text: `РУФТОП «ВЫСОТА» ОТКРЫВАЕТ СЕЗОН
15 мая, с 17:00 — сет DJ Маши Облако, лимонады и закат над водохранилищем.
Вход 500 ₽ (включает приветственный коктейль).
Пушкинская, 7, вход со двора, лифт до 12 этажа`,
      publishedAt: '2027-05-06T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-05-15T17:00:00+03:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd3-vrn-vysota',
          titles: ['Открытие сезона', 'Открытие сезона на руфтопе «Высота»', 'DJ Маша Облако'],
        },
      ],
    },
    {
      id: 'd3-skvoznyak-exhibition-bare-dates',
      kind: 'exhibition, multi-day, bare-dates, free',
      text: `Галерея «Сквозняк» | «Шум листвы» — живопись Дарьи Мельник
с 10 сентября по 25 октября
Вход свободный, в часы работы галереи`,
      publishedAt: '2026-09-03T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-09-10',
          end: '2026-10-25',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-skvoznyak',
          titles: ['Шум листвы', 'Выставка Дарьи Мельник «Шум листвы»', 'Выставка «Шум листвы»'],
        },
      ],
    },
    {
      id: 'd3-skvoznyak-finissage-hook',
      kind: 'hook-first-line, place-in-prepositional, free',
      text: `МЫ ДОЖДАЛИСЬ 🥹
В «Сквозняке» — финисаж выставки «Шум листвы»: художница Дарья Мельник проведёт последнюю экскурсию и раздарит эскизы.
25 октября, 17:00. Вход свободный.`,
      publishedAt: '2026-10-19T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-10-25T17:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-skvoznyak',
          titles: ['Финисаж выставки «Шум листвы»', 'Финисаж «Шум листвы»', 'Финисаж'],
        },
      ],
    },
    {
      id: 'd3-koltsov-street-slam',
      kind: 'bare-address, street-named-like-venue, prize-not-price, spectator-price',
      text: `Поэтический слэм «Кольцовские чтения» 🎤
Четверг, 15 октября, 19:00, Кольцовская, 35.
Участники — запись до среды в директ, зрителям вход 200 ₽. Победителю — 10 000 ₽ и публикация в альманахе.`,
      publishedAt: '2026-10-08T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-10-15T19:00:00+03:00',
          end: null,
          price: { min: 200, max: 200, free: false, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Кольцовские чтения', 'Поэтический слэм «Кольцовские чтения»'],
        },
      ],
    },
    {
      id: 'd3-plain-koltsov-celtic',
      kind: 'plain',
      text: `Паб «Кольцов»: 3 июля 2027, 20:00 — кельтский вечер с группой «Вересковый мёд». Вход 400 ₽.`,
      publishedAt: '2027-06-21T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-07-03T20:00:00+03:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd3-vrn-koltsov',
          titles: ['Кельтский вечер', 'Кельтский вечер с группой «Вересковый мёд»', 'Вересковый мёд'],
        },
      ],
    },
    {
      id: 'd3-akvarium-band-tribute-philharmonia',
      kind: 'band-named-like-venue, place-not-in-catalogue, anniversary-number, price-range, bare-domain-link',
      text: `«Аквариум» — 55 лет! Большой трибьют-концерт: воронежские музыканты поют Гребенщикова.
5 декабря, 18:00, Концертный зал филармонии, пл. Ленина, 11а
Билеты 900–2500 ₽: filarmonia-vrn.ru/bg`,
      publishedAt: '2027-11-15T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-12-05T18:00:00+03:00',
          end: null,
          price: { min: 900, max: 2500, free: false, donation: false },
          place: null,
          titles: ['«Аквариум» — 55 лет', 'Аквариум — 55 лет', 'Трибьют «Аквариума»'],
          ticketUrl: 'https://filarmonia-vrn.ru/bg',
        },
      ],
    },
    {
      id: 'd3-akvarium-jam-tomorrow',
      kind: 'relative-date-tomorrow, place-in-prepositional, drink-perk-not-price, free',
      text: `В «Аквариуме» по вторникам — джем! 🎷
Завтра с 20:00, хаус-бэнд ведёт Костя Шпиль. Вход свободный, музыкантам — настойка за счёт заведения 😉
Куколкина, 11`,
      publishedAt: '2027-03-08T12:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-09T20:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-akvarium',
          titles: ['Джем', 'Джем-сейшн', 'Джем по вторникам'],
        },
      ],
    },
    {
      id: 'd3-akvarium-today-blues',
      kind: 'relative-date-today, hook-first-line, joke-hook',
      text: `СЕГОДНЯ в «Аквариуме» — рыбный день 🐟
шучу, блюз. Братья Кудрявцевы, начало в 20:30, вход 350.`,
      publishedAt: '2027-10-15T10:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-10-15T20:30:00+03:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd3-vrn-akvarium',
          titles: ['Братья Кудрявцевы', 'Блюз: Братья Кудрявцевы'],
        },
      ],
    },
    {
      id: 'd3-postponed-belaya-vorona-hook',
      kind: 'postponement, hook-first-line, old-date-in-text, place-in-prepositional',
      text: `ДРУЗЬЯ!!!
Вынуждены перенести творческий вечер Марка Лисина «Песни с антресолей», который должен был пройти 12 февраля. Новая дата — 5 марта, 19:00, всё там же — в «Белой вороне» на Сибирской.
Билеты остаются в силе.`,
      publishedAt: '2027-02-08T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      postponed: true,
      events: [
        {
          start: '2027-03-05T19:00:00+05:00',
          end: null,
          price: null,
          place: 'd3-perm-belaya-vorona',
          titles: [
            'Песни с антресолей',
            'Творческий вечер Марка Лисина «Песни с антресолей»',
            'Творческий вечер Марка Лисина',
          ],
        },
      ],
    },
    {
      id: 'd3-postponed-stalker-caps',
      kind: 'postponement, caps-hook, band-in-genitive, doors-vs-start, year-rollover',
      text: `ПЕРЕНОСИМ!
Концерт «Чёрных тюльпанов» в «Сталкере» переезжает с 14 ноября на 23 января 2027. Начало в 20:00, двери в 19:00 — как и раньше.
Купленные билеты действительны, возврат — по месту покупки.`,
      publishedAt: '2026-11-09T09:00:00Z',
      timeZone: 'Europe/Moscow',
      postponed: true,
      events: [
        {
          start: '2027-01-23T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd3-vrn-stalker',
          titles: ['Чёрные тюльпаны', 'Концерт группы «Чёрные тюльпаны»', 'Концерт «Чёрных тюльпанов»'],
        },
      ],
    },
    {
      id: 'd3-postponed-kama-no-time',
      kind: 'postponement, new-date-without-time, river-word-in-title, signature-venue',
      text: `Уважаемые зрители! Концерт Пермского джазового оркестра «Свинг над Камой», назначенный на 30 октября, переносится на 27 ноября. Время начала будет объявлено дополнительно. Билеты действительны.
КЗ «Кама»`,
      publishedAt: '2026-10-22T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      postponed: true,
      events: [
        {
          start: '2026-11-27',
          end: null,
          price: null,
          place: 'd3-perm-kama',
          titles: ['Свинг над Камой', 'Концерт «Свинг над Камой»'],
        },
      ],
    },
    {
      id: 'd3-cancelled-krysha-storm',
      kind: 'cancellation-without-new-date',
      text: `Сегодняшняя вечеринка на «Крыше» отменяется — штормовое предупреждение, ветер до 20 м/с 🌪 Деньги за билеты вернём автоматически. Новую дату пока не назначили, следите за анонсами.`,
      publishedAt: '2026-08-21T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [],
    },
    {
      id: 'd3-uley-quiz-prize',
      kind: 'prize-not-price, registration-vs-start, per-person-fee, registration-link',
      text: `🧠 Квиз «Сорок извилин» в «Улье»
Вторник, 9 февраля, 19:30 (регистрация команд с 19:00)
Взнос 350 ₽ с человека, команды 4–8 игроков.
Главный приз — 15 000 ₽ и кубок! Запись: vk.me/uley_perm`,
      publishedAt: '2027-02-03T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-09T19:30:00+05:00',
          end: null,
          price: { min: 350, max: 350, free: false, donation: false },
          place: 'd3-perm-uley',
          titles: ['Сорок извилин', 'Квиз «Сорок извилин»'],
          ticketUrl: 'https://vk.me/uley_perm',
        },
      ],
    },
    {
      id: 'd3-uley-lowercase-boardgames',
      kind: 'chatty-lowercase, place-in-prepositional-lowercase, relative-weekday, open-end, discount-price, ticket-word-not-ticket',
      text: `привет! в субботу в улье настолочный марафон с 14 и до упора) будем играть в каркассон, билет на поезд и игру престолов. стоп-чек 400р, кто придёт с новичком — вам по 300. пишите в лс если хотите стол`,
      publishedAt: '2026-03-16T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-03-21T14:00:00+05:00',
          end: null,
          price: { min: 300, max: 400, free: false, donation: false },
          place: 'd3-perm-uley',
          titles: ['Настолочный марафон', 'Марафон настольных игр'],
        },
      ],
    },
    {
      id: 'd3-kama-rachmaninov-students',
      kind: 'organiser-and-venue, student-price, price-range',
      text: `Пермская филармония в КЗ «Кама»: Рахманинов. Второй концерт для фортепиано с оркестром. Солист — Арсений Зорин.
26 сентября 2027, 19:00
Билеты 1000–3500 ₽; студентам — 500 ₽ (балкон, по студенческому)`,
      publishedAt: '2027-09-06T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-09-26T19:00:00+05:00',
          end: null,
          price: { min: 500, max: 3500, free: false, donation: false },
          place: 'd3-perm-kama',
          titles: [
            'Рахманинов. Второй концерт для фортепиано с оркестром',
            'Второй концерт для фортепиано с оркестром',
            'Второй концерт Рахманинова',
          ],
        },
      ],
    },
    {
      id: 'd3-tsekh-theatre-bill-october',
      kind: 'theatre-bill, several-dates, kid-price, venue-word-in-title, person-named-venue-author, bare-domain-link',
      text: `Театр «Цех» — афиша на октябрь

3 окт, сб, 19:00 — «Калека с Инишмана» 16+
4 окт, вс, 17:00 — «Калека с Инишмана» 16+
10 окт, сб, 12:00 — «Приключения Незнайки» 6+ (детский — 400 ₽)
17 окт, сб, 19:00 — ПРЕМЬЕРА «Вишнёвый сад» по Чехову

Билеты 500–1500 ₽ в кассе и на tsekh-teatr.ru`,
      publishedAt: '2026-09-24T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-10-03T19:00:00+05:00',
          end: null,
          price: { min: 500, max: 1500, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Калека с Инишмана', 'Спектакль «Калека с Инишмана»'],
          ticketUrl: 'https://tsekh-teatr.ru',
        },
        {
          start: '2026-10-04T17:00:00+05:00',
          end: null,
          price: { min: 500, max: 1500, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Калека с Инишмана', 'Спектакль «Калека с Инишмана»'],
          ticketUrl: 'https://tsekh-teatr.ru',
        },
        {
          start: '2026-10-10T12:00:00+05:00',
          end: null,
          price: { min: 400, max: 400, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Приключения Незнайки', 'Спектакль «Приключения Незнайки»'],
          ticketUrl: 'https://tsekh-teatr.ru',
        },
        {
          start: '2026-10-17T19:00:00+05:00',
          end: null,
          price: { min: 500, max: 1500, free: false, donation: false },
          place: 'd3-perm-tsekh',
          titles: ['Вишнёвый сад', 'Спектакль «Вишнёвый сад»', 'Премьера «Вишнёвый сад»'],
          ticketUrl: 'https://tsekh-teatr.ru',
        },
      ],
    },
    {
      id: 'd3-festival-gudok-kompressor',
      kind: 'festival, multi-day, vk-post, per-day-and-pass-price, lineup-with-venue-words, bare-domain-link',
      text: `🎶 ФЕСТИВАЛЬ «ГУДОК» 🎶
Три дня независимой уральской музыки в лофте «Компрессор»
📅 21–23 августа
⏰ пт с 18:00, сб–вс с 14:00 до 23:00
🎟 1 день — 900 ₽, абонемент на 3 дня — 2000 ₽
Лайн-ап: «Пыль», «Северный завод», Лиза Кислота, «Прикамье FM», «Мотовилихинские»
Билеты: gudok-fest.ru
#гудок #пермь #фестиваль`,
      publishedAt: '2026-08-03T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-08-21T18:00:00+05:00',
          end: '2026-08-23T23:00:00+05:00',
          price: { min: 900, max: 2000, free: false, donation: false },
          place: 'd3-perm-kompressor',
          titles: ['Гудок', 'Фестиваль «Гудок»'],
          ticketUrl: 'https://gudok-fest.ru',
        },
      ],
    },
    {
      id: 'd3-festival-chernozem-jazz',
      kind: 'festival, multi-day, bare-dates, per-day-and-pass-price, city-name-not-venue',
      text: `«Чернозём-джаз» — фестиваль в клубе «Сталкер»
2–4 октября 2026
Три вечера, шесть составов из Воронежа, Москвы и Казани.
Абонемент 2500 ₽, разовый вход 1000 ₽.
Программа по дням — в закрепе.`,
      publishedAt: '2026-09-14T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2026-10-02',
          end: '2026-10-04',
          price: { min: 1000, max: 2500, free: false, donation: false },
          place: 'd3-vrn-stalker',
          titles: ['Чернозём-джаз', 'Фестиваль «Чернозём-джаз»'],
        },
      ],
    },
    {
      id: 'd3-run-registration-motovilikha',
      kind: 'registration-vs-start, early-bird-price, venue-as-landmark, bare-domain-link',
      text: `Забег «Пермские мосты» 🏃
Воскресенье, 13 сентября 2026
Выдача стартовых пакетов и регистрация — с 8:00, старт и финиш — у Дома культуры «Мотовилиха» (Уральская, 93)
Старт на 10 км — в 10:00
Взнос 1200 ₽, до 1 августа — 900 ₽. Регистрация: perm-run.ru`,
      publishedAt: '2026-07-15T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-09-13T10:00:00+05:00',
          end: null,
          price: { min: 900, max: 1200, free: false, donation: false },
          place: 'd3-perm-motovilikha',
          titles: ['Пермские мосты', 'Забег «Пермские мосты»'],
          ticketUrl: 'https://perm-run.ru',
        },
      ],
    },
    {
      id: 'd3-kompressor-charity-donation-from',
      kind: 'donation-from, range-s-do, charity, place-in-prepositional',
      text: `Благотворительный гаражник в «Компрессоре» 🐾
Все деньги — приюту «Лапа помощи».
Сб, 27 февраля, с 12 до 18. Вход — донат от 100 рублей, корм для кошек тоже принимаем.`,
      publishedAt: '2027-02-20T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-02-27T12:00:00+05:00',
          end: '2027-02-27T18:00:00+05:00',
          price: { min: 100, max: null, free: false, donation: true },
          place: 'd3-perm-kompressor',
          titles: ['Благотворительный гаражник', 'Гаражник'],
        },
      ],
    },
    {
      id: 'd3-levy-bereg-jam-hat',
      kind: 'free-hat, place-in-genitive, time-range',
      text: `Джем у «Левого берега» на веранде 🎸
Воскресенье, 18 июля, с 17:00 до 21:00. Приносите инструменты, комбики есть. Бесплатно, но шляпа для музыкантов будет!`,
      publishedAt: '2027-07-12T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-07-18T17:00:00+03:00',
          end: '2027-07-18T21:00:00+03:00',
          price: { min: 0, max: 0, free: true, donation: true },
          place: 'd3-vrn-levy-bereg',
          titles: ['Джем на веранде', 'Джем'],
        },
      ],
    },
    {
      id: 'd3-hackathon-dyagilev',
      kind: 'registration-vs-start, two-day-event, end-date-without-time, prize-not-price, bare-domain-link',
      text: `Хакатон «Код Прикамья» 💻
Лекторий «Дягилев», Сибирская, 33
Сб, 17 октября: регистрация команд 9:00–10:00, открытие в 10:00
Финал и награждение — вс, 18 октября, 17:00
Участие бесплатное, призовой фонд 300 000 ₽. Заявки: kod-prikamya.ru`,
      publishedAt: '2026-09-28T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-10-17T10:00:00+05:00',
          end: '2026-10-18',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-dyagilev',
          titles: ['Код Прикамья', 'Хакатон «Код Прикамья»'],
          ticketUrl: 'https://kod-prikamya.ru',
        },
      ],
    },
    {
      id: 'd3-ticket-blurb-stalker-standup',
      kind: 'ticket-blurb, city-name-not-venue, price-range, title-with-colon',
      text: `Stand Up: Пётр Рябов. Большой сольный концерт
Воронеж · клуб «Сталкер»
пт, 19 февраля 2027 · 19:00
18+
1500–3500 ₽
Купить билет`,
      publishedAt: '2027-01-28T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-02-19T19:00:00+03:00',
          end: null,
          price: { min: 1500, max: 3500, free: false, donation: false },
          place: 'd3-vrn-stalker',
          titles: [
            'Пётр Рябов. Большой сольный концерт',
            'Stand Up: Пётр Рябов. Большой сольный концерт',
            'Пётр Рябов',
            'Большой сольный концерт Петра Рябова',
          ],
        },
      ],
    },
    {
      id: 'd3-latin-alias-krysha-sunset',
      kind: 'latin-alias, english-post, slash-free-dotted-date, time-range-to-midnight',
      text: `SUNSET SESSIONS @ KRYSHA
Deep house на закате: Nikita Ray, Vera Volna
Sat 12.06 · 19:00–00:00
Entry 700 RUB`,
      publishedAt: '2027-06-07T09:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-06-12T19:00:00+05:00',
          end: '2027-06-13T00:00:00+05:00',
          price: { min: 700, max: 700, free: false, donation: false },
          place: 'd3-perm-krysha',
          titles: ['Sunset Sessions', 'SUNSET SESSIONS', 'Nikita Ray, Vera Volna'],
        },
      ],
    },
    {
      id: 'd3-walk-zavodskaya-motovilikha',
      kind: 'venue-words-in-title, district-named-like-venue, place-not-in-catalogue, gathering-as-start, duration, school-price',
      text: `Пешеходная экскурсия «Заводская Мотовилиха» 🏭
История Мотовилихинских заводов: от Вышки до старого сталепушечного цеха. Ведёт краевед Олег Никулин.
Сб, 23 мая, 12:00, сбор у памятника «Рабочий» на Вышке-1.
Длительность 2 часа. Стоимость 700 ₽, школьникам 400 ₽.
Запись: t.me/perm_walks`,
      publishedAt: '2026-05-15T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-05-23T12:00:00+05:00',
          end: '2026-05-23T14:00:00+05:00',
          price: { min: 400, max: 700, free: false, donation: false },
          place: null,
          titles: [
            'Заводская Мотовилиха',
            'Экскурсия «Заводская Мотовилиха»',
            'Пешеходная экскурсия «Заводская Мотовилиха»',
          ],
          ticketUrl: 'https://t.me/perm_walks',
        },
      ],
    },
    {
      id: 'd3-touring-comedy-krysha-word',
      kind: 'venue-word-in-title, place-not-in-catalogue, same-street-other-house, ticket-site-link',
      text: `Гастроли в Перми! Комедия «Крыша поехала» — с Игорем Ладовым и Натальей Ключ.
28 марта, 19:00, ДК имени Солдатова, Сибирская, 2.
Билеты 1200–3000 ₽ на perm.kassir.ru/krysha`,
      publishedAt: '2027-03-01T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-03-28T19:00:00+05:00',
          end: null,
          price: { min: 1200, max: 3000, free: false, donation: false },
          place: null,
          titles: ['Крыша поехала', 'Комедия «Крыша поехала»', 'Спектакль «Крыша поехала»'],
          ticketUrl: 'https://perm.kassir.ru/krysha',
        },
      ],
    },
    {
      id: 'd3-lowercase-brodsky-band-genitive',
      kind: 'chatty-lowercase, place-in-prepositional-lowercase, band-in-genitive, time-v-devyat-vechera, price-after-time',
      text: `короче, в пятницу у нас в бродском играют ребята из «Тихого Дона» — инди, шугейз, всё как вы любите. начало в девять вечера, вход 300, после 22 — 400`,
      publishedAt: '2027-04-12T09:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-04-16T21:00:00+03:00',
          end: null,
          price: { min: 300, max: 400, free: false, donation: false },
          place: 'd3-vrn-brodsky',
          titles: ['Тихий Дон', 'Группа «Тихий Дон»'],
        },
      ],
    },
    {
      id: 'd3-organiser-agency-stary-dom',
      kind: 'organiser-not-venue, caps-name, price-range, bare-domain-link',
      text: `Концертное агентство «Чернозём-Промо» представляет:
ЮЛИЯ ВЕТЛУГИНА — «Колыбельные для взрослых»
12 марта 2027, пятница, 19:00
Камерный театр «Старый дом», Карла Маркса, 55
Билеты 1000–2200 ₽ | chernozem-promo.ru/vetlugina`,
      publishedAt: '2027-02-15T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-03-12T19:00:00+03:00',
          end: null,
          price: { min: 1000, max: 2200, free: false, donation: false },
          place: 'd3-vrn-stary-dom',
          titles: ['Колыбельные для взрослых', 'Юлия Ветлугина — «Колыбельные для взрослых»', 'Юлия Ветлугина'],
          ticketUrl: 'https://chernozem-promo.ru/vetlugina',
        },
      ],
    },
    {
      id: 'd3-lineup-first-line-zavod',
      kind: 'lineup-first-line, band-named-like-venue, doors-vs-start, advance-and-day-price, place-in-prepositional',
      text: `ПЫЛЬ × СЕВЕРНЫЙ ЗАВОД × КИСЛОТА × ОКТЯБРЬСКИЙ
Один вечер — четыре пермских состава. «Пермский андеграунд» в «Заводе».
30 октября, двери 18:00, первая группа 19:00
Билеты 800 ₽, в день концерта — 1000 ₽: zavod-perm.ru/underground`,
      publishedAt: '2026-10-12T08:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-10-30T19:00:00+05:00',
          end: null,
          price: { min: 800, max: 1000, free: false, donation: false },
          place: 'd3-perm-zavod',
          titles: [
            'Пермский андеграунд',
            'Пыль × Северный завод × Кислота × Октябрьский',
            'Пыль, Северный завод, Кислота, Октябрьский',
          ],
          ticketUrl: 'https://zavod-perm.ru/underground',
        },
      ],
    },
    {
      id: 'd3-vorona-birthday-year',
      kind: 'year-not-price, house-number-not-price, loyalty-discount, until-last-guest, place-in-dative',
      text: `«Вороне» 10 лет! 🖤 С 2016 года на Ленина, 58.
Отмечаем 12 сентября: «Сухой лёд», «Пыль», DJ Нора Ночь. С 19:00 и до последнего гостя.
Вход 1000 ₽, кто с нами с первого года — покажите старую клубную карту и проходите за 500.`,
      publishedAt: '2026-09-01T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-09-12T19:00:00+05:00',
          end: null,
          price: { min: 500, max: 1000, free: false, donation: false },
          place: 'd3-perm-vorona',
          titles: ['«Вороне» 10 лет', 'Вороне 10 лет', 'День рождения бара «Ворона»', '10 лет бару «Ворона»'],
        },
      ],
    },
    {
      id: 'd3-date-no-time-farm-market',
      kind: 'date-no-time, venue-words-in-title, free',
      text: `Фермерский маркет «Сад у дома» — 20 июня, пространство «Дом», Кольцовская, 35. Время уточняем! Вход свободный.`,
      publishedAt: '2027-06-08T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-06-20',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Сад у дома', 'Фермерский маркет «Сад у дома»'],
        },
      ],
    },
    {
      id: 'd3-year-rollover-kama-carols',
      kind: 'year-rollover, short-alias, price-range',
      text: `КЗ «Кама»: 9 января, 18:00 — рождественский концерт «Колядки и кэролы» хора «Парма». Билеты 400–900 ₽.`,
      publishedAt: '2026-12-20T07:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2027-01-09T18:00:00+05:00',
          end: null,
          price: { min: 400, max: 900, free: false, donation: false },
          place: 'd3-perm-kama',
          titles: ['Колядки и кэролы', 'Рождественский концерт «Колядки и кэролы»'],
        },
      ],
    },
    {
      id: 'd3-chekhov-outdoor-elsewhere',
      kind: 'organiser-not-venue, place-not-in-catalogue, relative-weekday, range-s-do, free',
      text: `«Чехов» уезжает на дачу 🌿
В воскресенье книжное кафе устраивает буккроссинг и чтения на траве в Черняевском лесу — у главного входа со стороны шоссе Космонавтов. С 12 до 16, бесплатно, плед и чай с собой.
На Петропавловской в этот день закрыто.`,
      publishedAt: '2026-06-15T06:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-06-21T12:00:00+05:00',
          end: '2026-06-21T16:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: null,
          titles: ['Чтения на траве', 'Буккроссинг и чтения на траве', 'Буккроссинг'],
        },
      ],
    },
    {
      id: 'd3-sad-week-weekdays',
      kind: 'weekly-schedule, weekday-without-date, food-price-not-price, title-with-inner-quotes',
      text: `«Сад» на этой неделе 🌿
Вт — винный вечер с сомелье Аней Лозой, 19:00, дегустация 1200 ₽
Чт — кино на веранде: «Отель „Гранд Будапешт“», 21:30, вход свободный
Сб — бранч с живой музыкой, 12:00–16:00, вход свободный, бранч-сет 900 ₽`,
      publishedAt: '2026-07-13T05:00:00Z',
      timeZone: 'Asia/Yekaterinburg',
      events: [
        {
          start: '2026-07-14T19:00:00+05:00',
          end: null,
          price: { min: 1200, max: 1200, free: false, donation: false },
          place: 'd3-perm-sad',
          titles: ['Винный вечер с сомелье Аней Лозой', 'Винный вечер'],
        },
        {
          start: '2026-07-16T21:30:00+05:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-sad',
          titles: ['Отель „Гранд Будапешт“', 'Отель «Гранд Будапешт»', 'Кино на веранде'],
        },
        {
          start: '2026-07-18T12:00:00+05:00',
          end: '2026-07-18T16:00:00+05:00',
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-perm-sad',
          titles: ['Бранч с живой музыкой', 'Бранч'],
        },
      ],
    },
    {
      id: 'd3-dom-birthday-programme',
      kind: 'programme-poster, several-events-one-day, year-not-price, band-in-genitive, partial-free',
      text: `«Дому» — 3 года! Программа на субботу, 11 сентября:
12:00 — лекция «Как мы ремонтировали особняк 1903 года» (архитектор Лев Ямщиков)
15:00 — мастер-класс по линогравюре, 500 ₽, запись в директ
19:00 — концерт «Ночных трамваев»
Весь день вход свободный, кроме мастер-класса.
Кольцовская, 35`,
      publishedAt: '2027-09-01T08:00:00Z',
      timeZone: 'Europe/Moscow',
      events: [
        {
          start: '2027-09-11T12:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Как мы ремонтировали особняк 1903 года', 'Лекция «Как мы ремонтировали особняк 1903 года»'],
        },
        {
          start: '2027-09-11T15:00:00+03:00',
          end: null,
          price: { min: 500, max: 500, free: false, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Мастер-класс по линогравюре'],
        },
        {
          start: '2027-09-11T19:00:00+03:00',
          end: null,
          price: { min: 0, max: 0, free: true, donation: false },
          place: 'd3-vrn-dom',
          titles: ['Ночные трамваи', 'Концерт «Ночных трамваев»', 'Концерт группы «Ночные трамваи»'],
        },
      ],
    },
  ],
};
