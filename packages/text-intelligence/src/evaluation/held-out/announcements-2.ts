// A second held-out set of announcements (Казань, Ярославль, Иркутск, Калининград), written from the labelling guide
// alone, without sight of the reader or its sets. Only for measuring: never tune rules on it.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const KAZAN = 'Europe/Moscow';
const YAROSLAVL = 'Europe/Moscow';
const IRKUTSK = 'Asia/Irkutsk';
const KALININGRAD = 'Europe/Kaliningrad';

export const HELD_OUT_2: AnnouncementSet = {
  places: [
    // Казань
    {
      id: 'h2-kzn-ugol',
      name: 'Театр «Угол»',
      aliases: ['Угол', 'театр Угол'],
      address: 'Казань, улица Карла Маркса, 27',
    },
    {
      id: 'h2-kzn-filarmonia',
      name: 'Татарская государственная филармония имени Габдуллы Тукая',
      aliases: ['филармония', 'филармония Тукая', 'филармония им. Тукая'],
      address: 'Казань, улица Марджани, 3',
    },
    {
      id: 'h2-kzn-moonshine',
      name: 'Бар «Moonshine»',
      aliases: ['Moonshine', 'Муншайн'],
      address: 'Казань, Щербаков переулок, 7',
    },
    {
      id: 'h2-kzn-bukva',
      name: 'Книжный магазин «Буква»',
      aliases: ['Буква', 'книжный Буква'],
      address: 'Казань, улица Пушкина, 12',
    },
    { id: 'h2-kzn-podzemka', name: 'Клуб «Подземка»', aliases: ['Подземка'], address: 'Казань, улица Островского, 38' },
    {
      id: 'h2-kzn-art-kvartal',
      name: 'Центр современной культуры «Арт-Квартал»',
      aliases: ['Арт-Квартал', 'Арт Квартал'],
      address: 'Казань, улица Петербургская, 52',
    },
    { id: 'h2-kzn-chasy', name: 'Антикафе «Часы»', aliases: ['Часы'], address: 'Казань, улица Профсоюзная, 16' },
    {
      id: 'h2-kzn-aksenov',
      name: 'Дом-музей Василия Аксёнова',
      aliases: ['Дом Аксёнова', 'музей Аксёнова'],
      address: 'Казань, улица Карла Маркса, 55',
    },
    // Ярославль
    {
      id: 'h2-yar-volkov',
      name: 'Театр драмы имени Фёдора Волкова',
      aliases: ['Волковский театр', 'Волковский', 'театр Волкова'],
      address: 'Ярославль, площадь Волкова, 1',
    },
    {
      id: 'h2-yar-prichal',
      name: 'Ресторан «Причал»',
      aliases: ['Причал'],
      address: 'Ярославль, Волжская набережная, 8',
    },
    {
      id: 'h2-yar-dom-aktera',
      name: 'Ярославский Дом актёра',
      aliases: ['Дом актёра'],
      address: 'Ярославль, улица Свободы, 23',
    },
    { id: 'h2-yar-lestnica', name: 'Бар «Лестница»', aliases: ['Лестница'], address: 'Ярославль, улица Собинова, 5' },
    {
      id: 'h2-yar-nekrasov',
      name: 'Библиотека имени Н. А. Некрасова',
      aliases: ['Некрасовка', 'библиотека Некрасова'],
      address: 'Ярославль, проспект Октября, 25',
    },
    {
      id: 'h2-yar-volga',
      name: 'Концертно-зрелищный центр «Волга»',
      aliases: ['КЗЦ Волга', 'Волга', 'КЗЦ'],
      address: 'Ярославль, Тутаевское шоссе, 31',
    },
    {
      id: 'h2-yar-black-cat',
      name: 'Рок-бар «Black Cat»',
      aliases: ['Black Cat', 'Блэк Кэт'],
      address: 'Ярославль, улица Кирова, 10',
    },
    { id: 'h2-yar-sova', name: 'Кофейня «Сова»', aliases: ['Сова'], address: 'Ярославль, улица Республиканская, 16' },
    // Иркутск
    {
      id: 'h2-irk-stary-prichal',
      name: 'Клуб «Старый причал»',
      aliases: ['Старый причал', 'Причал'],
      address: 'Иркутск, Нижняя набережная, 14',
    },
    {
      id: 'h2-irk-okhlopkov',
      name: 'Иркутский драматический театр имени Н. П. Охлопкова',
      aliases: ['Охлопковский театр', 'театр Охлопкова', 'драмтеатр'],
      address: 'Иркутск, улица Карла Маркса, 14',
    },
    {
      id: 'h2-irk-sukachev',
      name: 'Иркутский художественный музей имени В. П. Сукачёва',
      aliases: ['музей Сукачёва', 'Сукачёвский музей'],
      address: 'Иркутск, улица Ленина, 5',
    },
    {
      id: 'h2-irk-dom',
      name: 'Культурный центр «Дом»',
      aliases: ['Дом', 'КЦ Дом'],
      address: 'Иркутск, улица Чкалова, 20',
    },
    {
      id: 'h2-irk-khmel',
      name: 'Пивной бар «Хмель и Байкал»',
      aliases: ['Хмель и Байкал', 'Хмель'],
      address: 'Иркутск, улица Карла Либкнехта, 45',
    },
    {
      id: 'h2-irk-philharmonia',
      name: 'Иркутская областная филармония',
      aliases: ['филармония', 'Органный зал'],
      address: 'Иркутск, улица Дзержинского, 2',
    },
    { id: 'h2-irk-zerno', name: 'Кофейня «Зерно»', aliases: ['Зерно'], address: 'Иркутск, улица Урицкого, 8' },
    {
      id: 'h2-irk-station',
      name: 'Клуб «Station»',
      aliases: ['Station', 'Стейшн'],
      address: 'Иркутск, улица Байкальская, 105',
    },
    // Калининград
    {
      id: 'h2-kgd-teply-ugol',
      name: 'Антикафе «Тёплый угол»',
      aliases: ['Тёплый угол', 'Угол'],
      address: 'Калининград, Ленинский проспект, 30',
    },
    { id: 'h2-kgd-mayak', name: 'Бар «Маяк»', aliases: ['Маяк'], address: 'Калининград, набережная Петра Великого, 3' },
    {
      id: 'h2-kgd-kant-hall',
      name: 'Концертный зал «Кант-холл»',
      aliases: ['Кант-холл', 'Кант холл', 'Kant Hall'],
      address: 'Калининград, Московский проспект, 60',
    },
    {
      id: 'h2-kgd-dramteatr',
      name: 'Калининградский областной драматический театр',
      aliases: ['драмтеатр', 'областной драмтеатр'],
      address: 'Калининград, проспект Мира, 4',
    },
    {
      id: 'h2-kgd-depo',
      name: 'Клуб «Depo»',
      aliases: ['Depo', 'DEPO', 'Депо'],
      address: 'Калининград, улица Стекольная, 12',
    },
    {
      id: 'h2-kgd-gogol',
      name: 'Книжный магазин «Гоголь»',
      aliases: ['Гоголь'],
      address: 'Калининград, улица Профессора Баранова, 34',
    },
    {
      id: 'h2-kgd-koenig',
      name: 'Пивной бар «Кёниг»',
      aliases: ['Кёниг', 'Koenig', 'Koenig Bar'],
      address: 'Калининград, улица Театральная, 30',
    },
    {
      id: 'h2-kgd-library',
      name: 'Калининградская областная научная библиотека',
      aliases: ['областная библиотека', 'Научка'],
      address: 'Калининград, проспект Мира, 9',
    },
  ],
  announcements: [
    // ——— Казань ———
    {
      id: 'h2-01',
      kind: 'bar concert, English band, gathering vs start, presale and door prices, age limit, phone',
      text: `MOONSHINE | пятница 4 декабря
Live: The Hollow Pines (Екатеринбург) — инди-фолк, банджо и три голоса.
Сбор гостей с 19:00, начало в 20:00
Билеты: 800 ₽ в предпродаже / 1000 ₽ в день концерта
18+
Щербаков пер., 7 · бронь столов +7 (843) 212-45-07`,
      publishedAt: '2026-11-24T12:30:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-04T20:00:00+03:00',
          end: null,
          price: rub(800, 1000),
          place: 'h2-kzn-moonshine',
          titles: ['Концерт The Hollow Pines', 'The Hollow Pines'],
        },
      ],
    },
    {
      id: 'h2-02',
      kind: 'telegram hook line, weekday without date, time in words, free with a hat, declined club name',
      text: `🚨 ЭТО СЛУЧИЛОСЬ
Мы наконец собрали джем-сейшн в «Подземке»! В эту пятницу с семи вечера на сцене — все, кто принёс инструмент. Барабаны и комбики есть, приносите палочки и шнуры.
Вход свободный, шляпа по кругу для музыкантов 🎩`,
      publishedAt: '2026-11-30T15:10:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'h2-kzn-podzemka',
          titles: ['Джем-сейшн'],
        },
      ],
    },
    {
      id: 'h2-03',
      kind: 'theatre week programme, same show twice a day, from price, ticket site, box office hours and phone',
      text: `Театр «Угол» — афиша на неделю 8–13 декабря
8.12, вт, 19:00 — «Чайка» (16+)
10.12, чт, 19:00 — «Записки сумасшедшего», моноспектакль (18+)
12.12, сб, 14:00 и 18:00 — «Маленький принц» (6+)
13.12, вс, 18:00 — «Чайка» (16+)
Билеты от 700 ₽ в кассе театра и на ugol-teatr.ru
Касса работает с 12:00 до 20:00, тел. 8 (843) 238-11-09`,
      publishedAt: '2026-12-03T11:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-08T19:00:00+03:00',
          end: null,
          price: rub(700, null),
          place: 'h2-kzn-ugol',
          titles: ['Чайка'],
          ticketUrl: 'https://ugol-teatr.ru',
        },
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(700, null),
          place: 'h2-kzn-ugol',
          titles: ['Записки сумасшедшего', 'Моноспектакль «Записки сумасшедшего»'],
          ticketUrl: 'https://ugol-teatr.ru',
        },
        {
          start: '2026-12-12T14:00:00+03:00',
          end: null,
          price: rub(700, null),
          place: 'h2-kzn-ugol',
          titles: ['Маленький принц'],
          ticketUrl: 'https://ugol-teatr.ru',
        },
        {
          start: '2026-12-12T18:00:00+03:00',
          end: null,
          price: rub(700, null),
          place: 'h2-kzn-ugol',
          titles: ['Маленький принц'],
          ticketUrl: 'https://ugol-teatr.ru',
        },
        {
          start: '2026-12-13T18:00:00+03:00',
          end: null,
          price: rub(700, null),
          place: 'h2-kzn-ugol',
          titles: ['Чайка'],
          ticketUrl: 'https://ugol-teatr.ru',
        },
      ],
    },
    {
      id: 'h2-04',
      kind: 'philharmonic named after a person, price range, age limit next to price, hall opening before start',
      text: `Татарская государственная филармония им. Г. Тукая
19 декабря, 18:30
«Вечер Рахманинова». Камерный оркестр «La Primavera», солист — Алексей Гарипов (фортепиано)
Билеты 600–2500 ₽ · 6+
Открытие зала за 30 минут до начала.`,
      publishedAt: '2026-11-21T10:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-19T18:30:00+03:00',
          end: null,
          price: rub(600, 2500),
          place: 'h2-kzn-filarmonia',
          titles: ['Вечер Рахманинова', 'Концерт «Вечер Рахманинова»'],
        },
      ],
    },
    {
      id: 'h2-05',
      kind: 'bookshop author talk, registration vs start, free by registration, book price is not a ticket',
      text: `Книжный «Буква» зовёт на встречу с Дилярой Шамсутдиновой — говорим о её новом романе «Сорок дней осени».
📅 Среда, 9 декабря
🕖 регистрация гостей с 18:30, разговор начнём в 19:00
Вход бесплатный по регистрации: bukva-kazan.ru/events
Книги можно будет купить и подписать на месте (роман — 890 ₽).`,
      publishedAt: '2026-12-01T09:40:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-09T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-kzn-bukva',
          titles: ['Встреча с Дилярой Шамсутдиновой', 'Презентация романа «Сорок дней осени»'],
          ticketUrl: 'https://bukva-kazan.ru/events',
        },
      ],
    },
    {
      id: 'h2-06',
      kind: 'anticafé per-minute rate with a stop-check cap, start and end times',
      text: `Антикафе «Часы»: настолки-марафон 🎲
Суббота, 28 ноября, с 12:00 до 22:00 — ведущие научат играть в 40 новинок.
Всё как обычно: 4 ₽ минута, стоп-чек 600 ₽, чай и печенье включены.
Профсоюзная, 16, 2 этаж`,
      publishedAt: '2026-11-25T14:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-11-28T12:00:00+03:00',
          end: '2026-11-28T22:00:00+03:00',
          price: rub(null, 600),
          place: 'h2-kzn-chasy',
          titles: ['Настолки-марафон', 'Марафон настольных игр'],
        },
      ],
    },
    {
      id: 'h2-07',
      kind: 'city digest, several venues, one outside the catalogue',
      text: `Куда пойти в Казани на выходных 5–6 декабря ✨
1. Сб, 5.12 — маркет иллюстраторов «Бумажный змей» в Арт-Квартале, 12:00–19:00, вход свободный.
2. Сб, 5.12, 20:00 — стендап «Без цензуры» в баре «Соль» (Петербургская, 1), 500 ₽.
3. Вс, 6.12, 16:00 — лекция «Как читать современное искусство» в Доме Аксёнова, 300 ₽.
4. Вс, 6.12, 21:00 — вечеринка Disco Heaven в Moonshine, 500/700 ₽, 18+.
Сохраняйте, чтобы не потерять!`,
      publishedAt: '2026-12-03T18:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-05T12:00:00+03:00',
          end: '2026-12-05T19:00:00+03:00',
          price: FREE,
          place: 'h2-kzn-art-kvartal',
          titles: ['Бумажный змей', 'Маркет иллюстраторов «Бумажный змей»'],
        },
        {
          start: '2026-12-05T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Без цензуры', 'Стендап «Без цензуры»'],
        },
        {
          start: '2026-12-06T16:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h2-kzn-aksenov',
          titles: ['Как читать современное искусство', 'Лекция «Как читать современное искусство»'],
        },
        {
          start: '2026-12-06T21:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'h2-kzn-moonshine',
          titles: ['Disco Heaven', 'Вечеринка Disco Heaven'],
        },
      ],
    },
    {
      id: 'h2-08',
      kind: 'no event: bar menu update with prices and opening hours',
      text: `Moonshine обновил барную карту 🍸
Встречайте зимние коктейли: «Глинтвейн на роме» — 450 ₽, «Облепиха & тимьян» — 520 ₽, горячий сидр — 390 ₽. Каждый день с 18:00 до последнего гостя.
18+. Бронь: +7 (843) 212-45-07`,
      publishedAt: '2026-11-22T13:00:00+03:00',
      timeZone: KAZAN,
      events: [],
    },
    {
      id: 'h2-09',
      kind: "kids' show, several sessions over two days, small children free",
      text: `🎄 Новогодний спектакль для всей семьи «Снежная королева. Перезагрузка»
Филармония им. Тукая, Большой концертный зал
26 декабря — показы в 11:00 и 14:00
27 декабря — в 11:00
Билеты 900–1800 ₽, детям до 3 лет без места — бесплатно. 3+`,
      publishedAt: '2026-12-10T12:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-26T11:00:00+03:00',
          end: null,
          price: rub(0, 1800),
          place: 'h2-kzn-filarmonia',
          titles: ['Снежная королева. Перезагрузка', 'Новогодний спектакль «Снежная королева. Перезагрузка»'],
        },
        {
          start: '2026-12-26T14:00:00+03:00',
          end: null,
          price: rub(0, 1800),
          place: 'h2-kzn-filarmonia',
          titles: ['Снежная королева. Перезагрузка', 'Новогодний спектакль «Снежная королева. Перезагрузка»'],
        },
        {
          start: '2026-12-27T11:00:00+03:00',
          end: null,
          price: rub(0, 1800),
          place: 'h2-kzn-filarmonia',
          titles: ['Снежная королева. Перезагрузка', 'Новогодний спектакль «Снежная королева. Перезагрузка»'],
        },
      ],
    },
    {
      id: 'h2-10',
      kind: 'postponement to next year, hook «Друзья!», no money mentioned',
      text: `Друзья! Концерт группы Кот Шрёдингера, запланированный на 28 ноября, переносится на 16 января 2027 года из-за болезни вокалиста 😔
Начало, как и раньше, в 20:00. Билеты остаются в силе, вернуть можно по месту покупки.
Клуб «Подземка», Островского, 38`,
      publishedAt: '2026-11-23T17:20:00+03:00',
      timeZone: KAZAN,
      postponed: true,
      events: [
        {
          start: '2027-01-16T20:00:00+03:00',
          end: null,
          price: null,
          place: 'h2-kzn-podzemka',
          titles: ['Концерт группы Кот Шрёдингера', 'Кот Шрёдингера'],
        },
      ],
    },
    {
      id: 'h2-11',
      kind: 'exhibition over a date range without times, reduced price for students',
      text: `Центр современной культуры «Арт-Квартал» открывает выставку «Тень минарета» — фотографии старой Казани из семейных архивов.
С 1 по 20 декабря, часы работы — на сайте центра.
Вход 250 ₽, школьникам и студентам — 150 ₽. 0+`,
      publishedAt: '2026-11-27T10:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-01',
          end: '2026-12-20',
          price: rub(150, 250),
          place: 'h2-kzn-art-kvartal',
          titles: ['Тень минарета', 'Выставка «Тень минарета»'],
        },
      ],
    },
    {
      id: 'h2-12',
      kind: 'VK long post with hashtags, museum named after a person, «в половине восьмого», donation only',
      text: `Дом-музей Василия Аксёнова приглашает на вечер джазовых пластинок 🎷
В 60-е Аксёнов ловил «Голос Америки» и слушал джаз ночами — а мы поставим те самые записи на настоящем проигрывателе. Рассказывает коллекционер Рустем Валиев.
Когда: 17 декабря, в половине восьмого вечера
Где: Карла Маркса, 55
Вход — за донат, сколько не жалко 🙂
#домаксёнова #казань #джаз #кудапойтиказань`,
      publishedAt: '2026-12-08T12:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-17T19:30:00+03:00',
          end: null,
          price: DONATION,
          place: 'h2-kzn-aksenov',
          titles: ['Вечер джазовых пластинок'],
        },
      ],
    },
    {
      id: 'h2-13',
      kind: 'no event: hiring post with working hours and salary',
      text: `Книжный «Буква» ищет продавца-консультанта 📚
График 2/2 с 10:00 до 21:00, зарплата от 45 000 ₽. Любите книги и людей — пишите в директ или звоните +7 (843) 290-17-17.`,
      publishedAt: '2026-11-26T16:00:00+03:00',
      timeZone: KAZAN,
      events: [],
    },
    {
      id: 'h2-14',
      kind: 'club party until 5 am, girls free until midnight, line-up in Latin',
      text: `Подземка × Techno Thursday
Четверг, 10 декабря
Line-up: KORA / Zeyn / b2b Arslan & Mira
23:00 — до 5 утра
Вход 500 ₽, девушкам до 00:00 — бесплатно. Строго 18+, face control`,
      publishedAt: '2026-12-07T20:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-10T23:00:00+03:00',
          end: '2026-12-11T05:00:00+03:00',
          price: rub(0, 500),
          place: 'h2-kzn-podzemka',
          titles: ['Techno Thursday'],
        },
      ],
    },
    {
      id: 'h2-15',
      kind: 'online lecture of a bookshop, registration link',
      text: `Онлайн-лекция от «Буквы»: «Зачем читать Толстого в 2026 году»
Ведёт филолог Анна Сабирова.
Четверг, 3 декабря, 20:00 (мск), в Zoom. Ссылка придёт после регистрации: bukva-kazan.ru/tolstoy
Участие — 200 ₽.`,
      publishedAt: '2026-11-28T11:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-03T20:00:00+03:00',
          end: null,
          price: rub(200),
          place: null,
          titles: ['Зачем читать Толстого в 2026 году', 'Онлайн-лекция «Зачем читать Толстого в 2026 году»'],
          ticketUrl: 'https://bukva-kazan.ru/tolstoy',
        },
      ],
    },
    {
      id: 'h2-16',
      kind: 'theatre named after a person, three dates with one cancelled',
      text: `Волковский театр: «Ревизор» — 15, 16 и 18 декабря в 18:30.
Внимание: спектакль 16 декабря отменяется в связи с болезнью артиста. Билеты на эту дату можно вернуть в кассе или обменять на 18-е.
Билеты 500–3000 ₽. 12+`,
      publishedAt: '2026-12-09T13:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-15T18:30:00+03:00',
          end: null,
          price: rub(500, 3000),
          place: 'h2-yar-volkov',
          titles: ['Ревизор'],
        },
        {
          start: '2026-12-18T18:30:00+03:00',
          end: null,
          price: rub(500, 3000),
          place: 'h2-yar-volkov',
          titles: ['Ревизор'],
        },
      ],
    },
    {
      id: 'h2-17',
      kind: 'restaurant with a common-word name declined, entry by deposit only',
      text: `Новогодние корпоративы и не только: 25 декабря в «Причале» — вечер шансона с Андреем Ковалем 🎤
Начало в 20:00. Вход по депозиту 3000 ₽ на человека (тратится на меню).
Бронь столов: 8 (4852) 33-08-08. Волжская наб., 8`,
      publishedAt: '2026-12-14T12:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-25T20:00:00+03:00',
          end: null,
          price: null,
          place: 'h2-yar-prichal',
          titles: ['Вечер шансона с Андреем Ковалем'],
        },
      ],
    },
    {
      id: 'h2-18',
      kind: 'doors only, venue name declined («в Доме актёра», «Из Дома актёра»), ticket site',
      text: `Капустник «Всё как у людей» — артисты ярославских театров шутят над собой и над зрителями. Ждём вас в Доме актёра!
11 декабря, пятница. Двери открываем в 19:00.
Билеты 400 ₽, на сайте domaktera76.ru
Из Дома актёра — с любовью 🎭`,
      publishedAt: '2026-12-02T15:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-11T19:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'h2-yar-dom-aktera',
          titles: ['Всё как у людей', 'Капустник «Всё как у людей»'],
          ticketUrl: 'https://domaktera76.ru',
        },
      ],
    },
    {
      id: 'h2-19',
      kind: 'bar quiz, weekday without date, price per player, prize',
      text: `Лестница: квиз «Мозговой штурм» в этот четверг в 19:30 🧠
Команды от 2 до 8 человек, участие 350 ₽ с человека. Победителям — сертификат на 5000 ₽ в баре!
Регистрация команд в директе. Собинова, 5`,
      publishedAt: '2026-11-30T11:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-03T19:30:00+03:00',
          end: null,
          price: rub(350),
          place: 'h2-yar-lestnica',
          titles: ['Мозговой штурм', 'Квиз «Мозговой штурм»'],
        },
      ],
    },
    {
      id: 'h2-20',
      kind: 'library workshop, «в полдень», free by phone booking, age limit',
      text: `Некрасовка приглашает школьников на каникулах 📖
28 декабря в полдень — мастер-класс по созданию ёлочных игрушек из старых книг. Все материалы предоставим.
Бесплатно, по записи по телефону 73-15-42. 7+`,
      publishedAt: '2026-12-18T10:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-28T12:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-nekrasov',
          titles: ['Мастер-класс по созданию ёлочных игрушек из старых книг', 'Мастер-класс по ёлочным игрушкам'],
        },
      ],
    },
    {
      id: 'h2-21',
      kind: 'ticket aggregator blurb, concert hall, price from, bare-domain link',
      text: `Ярославль, КЗЦ «Волга»
«Туманы и огни» — акустический концерт группы Ледокол
20 декабря 2026, вс, 19:00
Билеты от 1500 ₽ → kassir-yar.ru/ledokol
Возрастное ограничение 12+`,
      publishedAt: '2026-11-20T10:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-20T19:00:00+03:00',
          end: null,
          price: rub(1500, null),
          place: 'h2-yar-volga',
          titles: ['Туманы и огни', 'Концерт группы Ледокол'],
          ticketUrl: 'https://kassir-yar.ru/ledokol',
        },
      ],
    },
    {
      id: 'h2-22',
      kind: 'rock bar with a Latin name, two tribute nights, English band names',
      text: `BLACK CAT ROCK BAR 🐈‍⬛
Трибьют-выходные:
пт 18.12 — Nirvana tribute by Smells Like Teens, 21:00
сб 19.12 — Arctic Monkeys tribute by Sheffield Steel, 21:00
Вход 300 ₽ каждый вечер, 18+
Кирова, 10 — вход со двора`,
      publishedAt: '2026-12-10T16:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-18T21:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h2-yar-black-cat',
          titles: ['Nirvana tribute by Smells Like Teens', 'Трибьют Nirvana'],
        },
        {
          start: '2026-12-19T21:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'h2-yar-black-cat',
          titles: ['Arctic Monkeys tribute by Sheffield Steel', 'Трибьют Arctic Monkeys'],
        },
      ],
    },
    {
      id: 'h2-23',
      kind: 'café with a common-word name declined, sign-up vs start, free entry with a paid extra',
      text: `В «Сове» в воскресенье, 29 ноября — поэтический открытый микрофон ☕
Старт в 17:00, запись на выступление на месте с 16:30.
Вход свободный. Мастер-класс по каллиграфии перед микрофоном — 500 ₽, места ограничены.`,
      publishedAt: '2026-11-26T18:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-11-29T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-sova',
          titles: ['Поэтический открытый микрофон', 'Открытый микрофон'],
        },
      ],
    },
    {
      id: 'h2-24',
      kind: 'city digest of a week, four events, two outside the catalogue',
      text: `Афиша Ярославля на неделю 🗓
▪️ Ср, 2.12, 19:00 — «Женитьба», Волковский театр, от 400 ₽
▪️ Пт, 4.12, 19:00 — «Щелкунчик» в концертном исполнении, симфонический оркестр, концертный зал «Миллениум», 700–2000 ₽
▪️ Сб, 5.12, 13:00 — ярмарка мёда и варенья на Советской площади, вход свободный
▪️ Сб, 5.12, 21:00 — DJ-сет Laika в «Лестнице», 200 ₽`,
      publishedAt: '2026-11-30T09:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-02T19:00:00+03:00',
          end: null,
          price: rub(400, null),
          place: 'h2-yar-volkov',
          titles: ['Женитьба'],
        },
        {
          start: '2026-12-04T19:00:00+03:00',
          end: null,
          price: rub(700, 2000),
          place: null,
          titles: ['Щелкунчик', '«Щелкунчик» в концертном исполнении'],
        },
        {
          start: '2026-12-05T13:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Ярмарка мёда и варенья'],
        },
        {
          start: '2026-12-05T21:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'h2-yar-lestnica',
          titles: ['DJ-сет Laika', 'Laika'],
        },
      ],
    },
    {
      id: 'h2-25',
      kind: 'sports race, gathering vs start, fee per distance, outside the catalogue',
      text: `Новогодний забег «Бег Деда Мороза» по Волжской набережной 🎅
Воскресенье, 27 декабря. Сбор участников и выдача номеров у ротонды на Стрелке с 10:00, старт в 11:00.
Дистанции 3 и 10 км. Взнос 700 ₽ (3 км) и 1200 ₽ (10 км).
Регистрация: runyar.ru/ded`,
      publishedAt: '2026-12-15T09:30:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-27T11:00:00+03:00',
          end: null,
          price: rub(700, 1200),
          place: null,
          titles: ['Бег Деда Мороза', 'Новогодний забег «Бег Деда Мороза»'],
          ticketUrl: 'https://runyar.ru/ded',
        },
      ],
    },
    {
      id: 'h2-26',
      kind: 'no event: café closed for the holidays, gift certificates',
      text: `Сова уходит на каникулы 🦉 С 1 по 7 января кофейня закрыта, 8 января открываемся как обычно в 8:00. Сертификаты на праздники — в продаже, от 1000 ₽.`,
      publishedAt: '2026-12-22T11:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [],
    },
    {
      id: 'h2-27',
      kind: "kids' New Year show on two days, times in words, child and adult tickets",
      text: `Ёлка в Доме актёра! 🎄
«Как Баба-Яга Новый год спасала» — интерактивный спектакль с хороводом у ёлки и подарками.
26 и 27 декабря, в 11 утра.
Билет детский 900 ₽ (с подарком), взрослый 400 ₽. 3+
Продажа — в кассе Дома актёра, ул. Свободы, 23`,
      publishedAt: '2026-12-05T12:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-26T11:00:00+03:00',
          end: null,
          price: rub(400, 900),
          place: 'h2-yar-dom-aktera',
          titles: ['Как Баба-Яга Новый год спасала', 'Новогодняя ёлка в Доме актёра'],
        },
        {
          start: '2026-12-27T11:00:00+03:00',
          end: null,
          price: rub(400, 900),
          place: 'h2-yar-dom-aktera',
          titles: ['Как Баба-Яга Новый год спасала', 'Новогодняя ёлка в Доме актёра'],
        },
      ],
    },
    {
      id: 'h2-28',
      kind: 'festival over three days, one price per day, pass for all days, full link',
      text: `Фестиваль «Волжская волна» 🎸
КЗЦ «Волга», Тутаевское шоссе, 31
11 декабря — день первый: инди и пост-панк
12 декабря — день второй: рок
13 декабря — день третий: акустика
Начало каждый день в 18:00.
Билет на день: 1200 ₽ (пт), 1500 ₽ (сб), 900 ₽ (вс). Абонемент на три дня — 3000 ₽.
Билеты: https://volga-fest.ru
12+`,
      publishedAt: '2026-11-25T13:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-11T18:00:00+03:00',
          end: '2026-12-13',
          price: rub(900, 1500),
          place: 'h2-yar-volga',
          titles: ['Волжская волна', 'Фестиваль «Волжская волна»'],
          ticketUrl: 'https://volga-fest.ru',
        },
      ],
    },
    {
      id: 'h2-29',
      kind: 'aggregator-style line with house number and a phone that looks like a date',
      text: `Ярославль | Black Cat, ул. Кирова, 10
12.12 | 20:00 | The Rasmus tribute — «In the Shadows Night»
Билеты: 500 ₽ / 700 ₽ (в день концерта)
Инфо: +7 (4852) 20-12-12`,
      publishedAt: '2026-11-29T14:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-12T20:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'h2-yar-black-cat',
          titles: ['In the Shadows Night', 'Трибьют The Rasmus'],
        },
      ],
    },
    {
      id: 'h2-30',
      kind: 'giveaway hook «Внимание, розыгрыш!», results date is not the event',
      text: `Внимание, розыгрыш! 🎁
Разыгрываем 2 билета на «Женитьбу» в Волковском театре — 23 декабря, 19:00.
Условия: подписка на канал + репост. Итоги — 20 декабря.
Кто не хочет ждать удачи — билеты в кассе, от 400 ₽.`,
      publishedAt: '2026-12-14T17:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-23T19:00:00+03:00',
          end: null,
          price: rub(400, null),
          place: 'h2-yar-volkov',
          titles: ['Женитьба'],
        },
      ],
    },
    // ——— Иркутск ———
    {
      id: 'h2-31',
      kind: 'club name shared with another city, declined («в Причале»), doors vs start, dance floor and tables',
      text: `Иркутск, встречаемся в Причале! ⚓
Группа Байкальский Ветер — большой зимний концерт.
5 декабря, суббота. Двери — 19:00, начало — 20:00.
Танцпол 1200 ₽, стол (сидячие места) 2000 ₽. 16+
Старый причал, Нижняя набережная, 14`,
      publishedAt: '2026-11-23T18:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-05T20:00:00+08:00',
          end: null,
          price: rub(1200, 2000),
          place: 'h2-irk-stary-prichal',
          titles: ['Концерт группы Байкальский Ветер', 'Большой зимний концерт'],
        },
      ],
    },
    {
      id: 'h2-32',
      kind: 'drama theatre named after a person, matinee and evening show on one day, different prices',
      text: `Охлопковский театр, 13 декабря (воскресенье):
12:00 — «Морозко» (детский спектакль, 0+), билеты 350 ₽
18:00 — «Вишнёвый сад» (16+), билеты 600–2200 ₽`,
      publishedAt: '2026-12-04T10:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-13T12:00:00+08:00',
          end: null,
          price: rub(350),
          place: 'h2-irk-okhlopkov',
          titles: ['Морозко'],
        },
        {
          start: '2026-12-13T18:00:00+08:00',
          end: null,
          price: rub(600, 2200),
          place: 'h2-irk-okhlopkov',
          titles: ['Вишнёвый сад'],
        },
      ],
    },
    {
      id: 'h2-33',
      kind: 'museum lecture, pensioners and children free on the same occasion, free day for students is another occasion',
      text: `Музей Сукачёва. Лекция «Иркутские купцы-меценаты и их коллекции»
Вторник, 8 декабря, 18:00, ул. Ленина, 5 (Белый зал)
Билет 250 ₽, пенсионерам и детям до 14 лет — бесплатно.
По четвергам вход в экспозицию для студентов свободный.`,
      publishedAt: '2026-12-01T11:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-08T18:00:00+08:00',
          end: null,
          price: rub(0, 250),
          place: 'h2-irk-sukachev',
          titles: ['Иркутские купцы-меценаты и их коллекции', 'Лекция «Иркутские купцы-меценаты и их коллекции»'],
        },
      ],
    },
    {
      id: 'h2-34',
      kind: 'common-word venue name declined («в Доме»), weekday without date, free with a donation box',
      text: `Киноклуб в Доме 🎞
В эту среду показываем «Сталкера» Тарковского на большом экране, после — обсуждение с киноведом Ольгой Ремезовой.
Начало в 19:00. Вход свободный, на выходе — коробка для донатов на развитие киноклуба.`,
      publishedAt: '2026-12-14T13:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-16T19:00:00+08:00',
          end: null,
          price: FREE_DONATION,
          place: 'h2-irk-dom',
          titles: ['Показ фильма «Сталкер»', 'Сталкер', 'Киноклуб: «Сталкер»'],
        },
      ],
    },
    {
      id: 'h2-35',
      kind: 'weekday and date disagree (date wins), time in words, bar prices next to the ticket',
      text: `Хмель и Байкал 🍺
В субботу, 11 декабря, в восемь вечера — ирландский вечер с группой The Dublin Shed: скрипка, волынка и много джиги.
Вход 400 ₽. Пиво дня — 250 ₽ за 0,5.`,
      publishedAt: '2026-12-03T12:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-11T20:00:00+08:00',
          end: null,
          price: rub(400),
          place: 'h2-irk-khmel',
          titles: ['Ирландский вечер с группой The Dublin Shed', 'Ирландский вечер', 'The Dublin Shed'],
        },
      ],
    },
    {
      id: 'h2-36',
      kind: 'organ concert twice, alias «филармония» shared with another city',
      text: `Органный зал филармонии 🎹
Рождественский органный концерт: Бах, Бёльман, Видор. Исполняет Елена Тетерина (орган).
24 декабря, 19:00 — и ещё раз 25 декабря, 19:00.
Билеты 700–1500 ₽. 6+`,
      publishedAt: '2026-12-10T10:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-24T19:00:00+08:00',
          end: null,
          price: rub(700, 1500),
          place: 'h2-irk-philharmonia',
          titles: ['Рождественский органный концерт'],
        },
        {
          start: '2026-12-25T19:00:00+08:00',
          end: null,
          price: rub(700, 1500),
          place: 'h2-irk-philharmonia',
          titles: ['Рождественский органный концерт'],
        },
      ],
    },
    {
      id: 'h2-37',
      kind: 'coffee-shop workshop, registration vs start, stated end, sign-up link',
      text: `Кофейня «Зерно» проводит мастер-класс по латте-арту ☕
Суббота, 19 декабря. Регистрация гостей в 15:45, начинаем ровно в 16:00, заканчиваем около 18:00.
Стоимость участия — 1500 ₽, все напитки включены. Запись: zerno38.ru/latte`,
      publishedAt: '2026-12-09T09:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-19T16:00:00+08:00',
          end: '2026-12-19T18:00:00+08:00',
          price: rub(1500),
          place: 'h2-irk-zerno',
          titles: ['Мастер-класс по латте-арту'],
          ticketUrl: 'https://zerno38.ru/latte',
        },
      ],
    },
    {
      id: 'h2-38',
      kind: 'Latin-named club, all-night party past midnight, three price tiers in English',
      text: `STATION // NEW YEAR WARM-UP
26.12 | 23:00 — 06:00
lineup: Oleg Tsoy, Nadia K, Baikal Sound System
early bird 700 / regular 1000 / door 1300
18+ | Байкальская, 105`,
      publishedAt: '2026-12-11T21:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-26T23:00:00+08:00',
          end: '2026-12-27T06:00:00+08:00',
          price: rub(700, 1300),
          place: 'h2-irk-station',
          titles: ['New Year Warm-Up', 'NEW YEAR WARM-UP'],
        },
      ],
    },
    {
      id: 'h2-39',
      kind: 'VK digest with hashtags, relative weekdays with day numbers, one place outside the catalogue',
      text: `Иркутск, что делаем в выходные? 🤔 Собрали всё самое интересное!
🔹 В пятницу 27 ноября в Доме — лекция «Байкал подо льдом» от лимнолога Сергея Мальцева, 19:00, вход свободный по регистрации.
🔹 В субботу 28-го в «Зерне» — дегустация кофе из Эфиопии, 12:00, 600 ₽.
🔹 В субботу же, но вечером, на катке в Центральном парке — диско на льду с 18:00, вход 300 ₽, прокат коньков отдельно.
🔹 В воскресенье 29-го в филармонии — «Зимняя сказка» для детей в 12:00, билеты 400–800 ₽.
#иркутск #кудапойти #афишаиркутска #выходные`,
      publishedAt: '2026-11-25T19:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-11-27T19:00:00+08:00',
          end: null,
          price: FREE,
          place: 'h2-irk-dom',
          titles: ['Байкал подо льдом', 'Лекция «Байкал подо льдом»'],
        },
        {
          start: '2026-11-28T12:00:00+08:00',
          end: null,
          price: rub(600),
          place: 'h2-irk-zerno',
          titles: ['Дегустация кофе из Эфиопии'],
        },
        {
          start: '2026-11-28T18:00:00+08:00',
          end: null,
          price: rub(300),
          place: null,
          titles: ['Диско на льду'],
        },
        {
          start: '2026-11-29T12:00:00+08:00',
          end: null,
          price: rub(400, 800),
          place: 'h2-irk-philharmonia',
          titles: ['Зимняя сказка'],
        },
      ],
    },
    {
      id: 'h2-40',
      kind: 'postponement into next year without the year, no money mentioned',
      text: `⚠️ Перенос!
Спектакль «Бесприданница», назначенный на 2 декабря, переносится на 14 января. Начало в 19:00.
Купленные билеты действительны на новую дату.
Драмтеатр им. Охлопкова`,
      publishedAt: '2026-11-28T15:00:00+08:00',
      timeZone: IRKUTSK,
      postponed: true,
      events: [
        {
          start: '2027-01-14T19:00:00+08:00',
          end: null,
          price: null,
          place: 'h2-irk-okhlopkov',
          titles: ['Бесприданница'],
        },
      ],
    },
    {
      id: 'h2-41',
      kind: 'no event: venue news with numbers',
      text: `Старый причал вошёл в топ-10 концертных площадок Сибири по версии журнала «Сибирь Live» 🎉 Спасибо, что ходите к нам уже 12 лет! Следующие концерты — скоро в афише.`,
      publishedAt: '2026-12-02T14:00:00+08:00',
      timeZone: IRKUTSK,
      events: [],
    },
    {
      id: 'h2-42',
      kind: 'exhibition over a range into next year, free opening day is another occasion',
      text: `Музей им. Сукачёва: с 4 декабря по 31 января — выставка «Ледяная графика», зимний Байкал глазами трёх художников.
Билет 300 ₽. В день открытия, 4 декабря, вход свободный для всех! 6+`,
      publishedAt: '2026-11-30T10:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-04',
          end: '2027-01-31',
          price: rub(300),
          place: 'h2-irk-sukachev',
          titles: ['Ледяная графика', 'Выставка «Ледяная графика»'],
        },
      ],
    },
    {
      id: 'h2-43',
      kind: 'online talk of a venue, local time stated, registration link, free',
      text: `Онлайн-встреча клуба путешественников «Дома»: «Через Саяны на лыжах» — рассказывают участники экспедиции.
Понедельник, 21 декабря, 20:00 по Иркутску. Трансляция в VK, ссылку пришлём после регистрации на dom-irk.ru/online.
Бесплатно.`,
      publishedAt: '2026-12-15T11:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-21T20:00:00+08:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Через Саяны на лыжах', 'Онлайн-встреча клуба путешественников'],
          ticketUrl: 'https://dom-irk.ru/online',
        },
      ],
    },
    {
      id: 'h2-44',
      kind: 'pub quiz, «в этот вторник», «в половине восьмого» vs gathering «с семи», prize',
      text: `Квиз в «Хмеле» в этот вторник! Начинаем в половине восьмого, собираемся с семи — займите стол заранее.
Участие 300 ₽ с игрока. Главный приз — кег пива 🍻
#квиз #иркутск`,
      publishedAt: '2026-12-20T12:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-22T19:30:00+08:00',
          end: null,
          price: rub(300),
          place: 'h2-irk-khmel',
          titles: ['Квиз'],
        },
      ],
    },
    {
      id: 'h2-45',
      kind: 'ski race, gathering vs start, children free, registration deadline and phone',
      text: `Лыжная гонка «Байкальская лыжня-2026» 🎿
20 декабря, воскресенье. Сбор у лыжной базы «Снежинка» в 9:30, старт в 10:30.
Взрослые — 500 ₽, школьники — 200 ₽, дети до 7 лет бесплатно.
Регистрация до 18 декабря по тел. 8-914-000-20-20`,
      publishedAt: '2026-12-07T10:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-20T10:30:00+08:00',
          end: null,
          price: rub(0, 500),
          place: null,
          titles: ['Байкальская лыжня-2026', 'Лыжная гонка «Байкальская лыжня-2026»'],
        },
      ],
    },
    // ——— Калининград ———
    {
      id: 'h2-46',
      kind: 'bar with a common-word name («Все в Маяк!»), English band name',
      text: `Все в Маяк! 🌊 В пятницу, 27 ноября — вечер сёрф-рока с группой Wave Riders из Балтийска.
Начало в 21:00. Вход 350 ₽. 18+
Набережная Петра Великого, 3`,
      publishedAt: '2026-11-24T12:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-11-27T21:00:00+02:00',
          end: null,
          price: rub(350),
          place: 'h2-kgd-mayak',
          titles: ['Вечер сёрф-рока с группой Wave Riders', 'Wave Riders'],
        },
      ],
    },
    {
      id: 'h2-47',
      kind: 'walking tour, gathering vs start, duration without an end time, outside the catalogue',
      text: `Экскурсия «Кёнигсберг в сумерках» 🕯
Сбор у памятника Канту в 16:30, выходим в 17:00. Прогулка около двух часов, заканчиваем у Кафедрального собора.
Суббота, 12 декабря. 800 ₽, школьникам 500 ₽.
Запись: walk39.ru`,
      publishedAt: '2026-12-05T10:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-12T17:00:00+02:00',
          end: null,
          price: rub(500, 800),
          place: null,
          titles: ['Кёнигсберг в сумерках', 'Экскурсия «Кёнигсберг в сумерках»'],
          ticketUrl: 'https://walk39.ru',
        },
      ],
    },
    {
      id: 'h2-48',
      kind: 'concert hall named after a person, stalls, balcony and student prices',
      text: `Кант-холл | 6 декабря, 17:00
Балтийский камерный оркестр. Программа «Времена года»: Вивальди и Пьяццолла.
Партер — 1800 ₽, балкон — 900 ₽, студентам по студбилету — 600 ₽ (балкон).
Билеты: kanthall.ru · 6+`,
      publishedAt: '2026-11-27T11:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-06T17:00:00+02:00',
          end: null,
          price: rub(600, 1800),
          place: 'h2-kgd-kant-hall',
          titles: ['Времена года', 'Концерт «Времена года»'],
          ticketUrl: 'https://kanthall.ru',
        },
      ],
    },
    {
      id: 'h2-49',
      kind: 'theatre programme, one of several dates cancelled, alias «драмтеатр» shared with another city',
      text: `Драмтеатр. Декабрь, ближайшие показы:
«Три сестры» — 9, 10 и 11 декабря, 19:00
«Кот в сапогах» — 13 декабря, 12:00 (6+)
❗️Показ «Трёх сестёр» 10 декабря отменяется. Билеты принимаются к возврату.
Билеты от 500 ₽ на kgd-drama.ru`,
      publishedAt: '2026-12-03T12:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-09T19:00:00+02:00',
          end: null,
          price: rub(500, null),
          place: 'h2-kgd-dramteatr',
          titles: ['Три сестры'],
          ticketUrl: 'https://kgd-drama.ru',
        },
        {
          start: '2026-12-11T19:00:00+02:00',
          end: null,
          price: rub(500, null),
          place: 'h2-kgd-dramteatr',
          titles: ['Три сестры'],
          ticketUrl: 'https://kgd-drama.ru',
        },
        {
          start: '2026-12-13T12:00:00+02:00',
          end: null,
          price: rub(500, null),
          place: 'h2-kgd-dramteatr',
          titles: ['Кот в сапогах'],
          ticketUrl: 'https://kgd-drama.ru',
        },
      ],
    },
    {
      id: 'h2-50',
      kind: 'club, «в эту субботу», doors vs show in English, online and door prices',
      text: `DEPO: в эту субботу — пост-панк из Риги, группа Cold Harbour 🖤
Doors 19:00 / show 20:00
Билеты 1000 ₽ онлайн, 1300 ₽ на входе → depo39.ru
18+`,
      publishedAt: '2026-12-14T16:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-19T20:00:00+02:00',
          end: null,
          price: rub(1000, 1300),
          place: 'h2-kgd-depo',
          titles: ['Концерт Cold Harbour', 'Cold Harbour'],
          ticketUrl: 'https://depo39.ru',
        },
      ],
    },
    {
      id: 'h2-51',
      kind: 'bookshop named after a writer, declined («В Гоголе»), phone that looks like a date, free',
      text: `В Гоголе в четверг, 17 декабря — вечер рождественских историй: читаем вслух Диккенса, Андерсена и Гофмана при свечах 🕯
Начало в 19:00, глинтвейн (безалкогольный) — от заведения.
Вход свободный, но места ограничены: запись по телефону +7 (4012) 17-12-19.`,
      publishedAt: '2026-12-08T13:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-17T19:00:00+02:00',
          end: null,
          price: FREE,
          place: 'h2-kgd-gogol',
          titles: ['Вечер рождественских историй'],
        },
      ],
    },
    {
      id: 'h2-52',
      kind: 'anticafé tournament, registration vs start, per-minute rate with a cap, prize',
      text: `Тёплый угол: турнир по «Каркассону» 🏰
Воскресенье, 6 декабря, 14:00. Регистрация с 13:30.
Участие по тарифу антикафе: 3 ₽/мин, стоп-чек 500 ₽. Победителю — игра в подарок.`,
      publishedAt: '2026-12-01T15:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-06T14:00:00+02:00',
          end: null,
          price: rub(null, 500),
          place: 'h2-kgd-teply-ugol',
          titles: ['Турнир по Каркассону', 'Турнир по «Каркассону»'],
        },
      ],
    },
    {
      id: 'h2-53',
      kind: 'beer bar jam, free with a hat',
      text: `Кёниг: блюз-джем 22 декабря, вторник, с 20:00. Приглашаем всех музыкантов — гитары, губные гармошки, голоса!
Вход свободный, шляпа для музыкантов 🎩`,
      publishedAt: '2026-12-16T12:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-22T20:00:00+02:00',
          end: null,
          price: FREE_DONATION,
          place: 'h2-kgd-koenig',
          titles: ['Блюз-джем'],
        },
      ],
    },
    {
      id: 'h2-54',
      kind: 'library lecture, free by registration link',
      text: `Областная научная библиотека: лекция «Янтарный путь: от римлян до наших дней»
Читает историк Игорь Кёлер. 2 декабря, среда, 18:30.
Вход свободный, регистрация на сайте: libkgd.ru/amber`,
      publishedAt: '2026-11-26T10:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-02T18:30:00+02:00',
          end: null,
          price: FREE,
          place: 'h2-kgd-library',
          titles: ['Янтарный путь: от римлян до наших дней', 'Лекция «Янтарный путь»'],
          ticketUrl: 'https://libkgd.ru/amber',
        },
      ],
    },
    {
      id: 'h2-55',
      kind: 'weekend digest, four events, two outside the catalogue, start and end times',
      text: `Калининград, афиша на выходные 18–20 декабря 🎄
— Пт, 18.12, 19:00: Кант-холл, «Щелкунчик» балетной студии «Пуанты», 500–1200 ₽
— Сб, 19.12, 11:00–18:00: рождественская ярмарка на площади Победы, вход свободный
— Сб, 19.12, 22:00: вечеринка «Снег в стакане» в «Маяке», 400 ₽, 18+
— Вс, 20.12, 15:00: мастер-класс по имбирным пряникам в кафе «Марципан», 900 ₽ (с материалами)
Хороших выходных!`,
      publishedAt: '2026-12-16T18:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-18T19:00:00+02:00',
          end: null,
          price: rub(500, 1200),
          place: 'h2-kgd-kant-hall',
          titles: ['Щелкунчик', '«Щелкунчик» балетной студии «Пуанты»'],
        },
        {
          start: '2026-12-19T11:00:00+02:00',
          end: '2026-12-19T18:00:00+02:00',
          price: FREE,
          place: null,
          titles: ['Рождественская ярмарка'],
        },
        {
          start: '2026-12-19T22:00:00+02:00',
          end: null,
          price: rub(400),
          place: 'h2-kgd-mayak',
          titles: ['Снег в стакане', 'Вечеринка «Снег в стакане»'],
        },
        {
          start: '2026-12-20T15:00:00+02:00',
          end: null,
          price: rub(900),
          place: null,
          titles: ['Мастер-класс по имбирным пряникам'],
        },
      ],
    },
    {
      id: 'h2-56',
      kind: 'no event: hiring post with shift hours and pay',
      text: `DEPO ищет в команду барменов и звукорежиссёра 🎚 Смены по пятницам и субботам с 20:00 до 6:00, оплата от 3500 ₽ за смену. Резюме — на job@depo39.ru`,
      publishedAt: '2026-12-04T17:00:00+02:00',
      timeZone: KALININGRAD,
      events: [],
    },
    {
      id: 'h2-57',
      kind: "kids' puppet show, three sessions in a day, small children free",
      text: `Кукольный спектакль «Рождество у Щелкунчика» в Кант-холле 🎁
Суббота, 26 декабря — в 10:00, 12:00 и 14:00.
Билет 600 ₽, детям до 4 лет на коленях у взрослых — бесплатно. 0+`,
      publishedAt: '2026-12-12T11:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-26T10:00:00+02:00',
          end: null,
          price: rub(0, 600),
          place: 'h2-kgd-kant-hall',
          titles: ['Рождество у Щелкунчика', 'Кукольный спектакль «Рождество у Щелкунчика»'],
        },
        {
          start: '2026-12-26T12:00:00+02:00',
          end: null,
          price: rub(0, 600),
          place: 'h2-kgd-kant-hall',
          titles: ['Рождество у Щелкунчика', 'Кукольный спектакль «Рождество у Щелкунчика»'],
        },
        {
          start: '2026-12-26T14:00:00+02:00',
          end: null,
          price: rub(0, 600),
          place: 'h2-kgd-kant-hall',
          titles: ['Рождество у Щелкунчика', 'Кукольный спектакль «Рождество у Щелкунчика»'],
        },
      ],
    },
    {
      id: 'h2-58',
      kind: 'postponement with the old and the new date and a new price',
      text: `Друзья, важное! Стендап-концерт Дениса Чайки в «Маяке» переносится с 4 декабря на 22 января 2027, начало в 20:00. Купленные билеты действительны, новые — 700 ₽.`,
      publishedAt: '2026-11-30T19:00:00+02:00',
      timeZone: KALININGRAD,
      postponed: true,
      events: [
        {
          start: '2027-01-22T20:00:00+02:00',
          end: null,
          price: rub(700),
          place: 'h2-kgd-mayak',
          titles: ['Стендап-концерт Дениса Чайки'],
        },
      ],
    },
    {
      id: 'h2-59',
      kind: 'festival with separately named days, one price per day, pass for all days',
      text: `Джазовый фестиваль «Балтийский свинг» в Кант-холле 🎷
10 декабря, 19:00 — «Вечер Эллингтона» (биг-бэнд музыкального колледжа) — 800 ₽
11 декабря, 19:00 — «Бразильская ночь» (квартет Samba Livre) — 1000 ₽
12 декабря, 18:00 — «Гала-джем» — 1200 ₽
Абонемент на все дни — 2500 ₽.`,
      publishedAt: '2026-11-26T14:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-10T19:00:00+02:00',
          end: null,
          price: rub(800),
          place: 'h2-kgd-kant-hall',
          titles: ['Вечер Эллингтона', 'Балтийский свинг: Вечер Эллингтона'],
        },
        {
          start: '2026-12-11T19:00:00+02:00',
          end: null,
          price: rub(1000),
          place: 'h2-kgd-kant-hall',
          titles: ['Бразильская ночь', 'Балтийский свинг: Бразильская ночь'],
        },
        {
          start: '2026-12-12T18:00:00+02:00',
          end: null,
          price: rub(1200),
          place: 'h2-kgd-kant-hall',
          titles: ['Гала-джем', 'Балтийский свинг: Гала-джем'],
        },
      ],
    },
    {
      id: 'h2-60',
      kind: 'bookshop day-long event, date without time, discount is not a price, free',
      text: `Книжный «Гоголь»: 5 декабря весь день — день детской книги! Скидки 20% на детские книги, громкие чтения каждый час, раскраски. Вход, как всегда, свободный.`,
      publishedAt: '2026-12-01T12:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-05',
          end: null,
          price: FREE,
          place: 'h2-kgd-gogol',
          titles: ['День детской книги'],
        },
      ],
    },
    // ——— more of Казань ———
    {
      id: 'h2-61',
      kind: 'ticket aggregator blurb, Latin title, price from, link with a path',
      text: `🎫 Казань · Филармония им. Тукая · 22.12 (вт) 19:00
Concerto Grosso: Vivaldi & Handel — Kazan Baroque Ensemble
Цена: от 800 ₽ | Купить: kzn.kassy.ru/event/baroque-22
Электронный билет придёт на почту`,
      publishedAt: '2026-12-02T10:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-22T19:00:00+03:00',
          end: null,
          price: rub(800, null),
          place: 'h2-kzn-filarmonia',
          titles: ['Concerto Grosso: Vivaldi & Handel', 'Концерт Kazan Baroque Ensemble'],
          ticketUrl: 'https://kzn.kassy.ru/event/baroque-22',
        },
      ],
    },
    {
      id: 'h2-62',
      kind: 'stand-up, «в эту субботу», age limit glued to the price, tables by deposit',
      text: `Стендап в Moonshine 🎤 В эту субботу, в 19:00 — проверка нового материала от резидентов Kazan Comedy.
Вход 400 ₽ 18+
Столы у сцены — по депозиту 2000 ₽`,
      publishedAt: '2026-12-07T14:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-12T19:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'h2-kzn-moonshine',
          titles: ['Стендап Kazan Comedy', 'Проверка нового материала'],
        },
      ],
    },
    {
      id: 'h2-63',
      kind: 'hook «Друзья!», workshop series of separately named meetings, single ticket and a pass',
      text: `Друзья! В Арт-Квартале стартует цикл мастер-классов по линогравюре 🖌
Три встречи, можно ходить на любую:
— 1 декабря, вт — «Основы резьбы»
— 8 декабря, вт — «Печать в два цвета»
— 15 декабря, вт — «Новогодняя открытка»
Всегда в 18:30. Одна встреча — 1200 ₽ (материалы включены), весь цикл — 3000 ₽.`,
      publishedAt: '2026-11-24T16:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-01T18:30:00+03:00',
          end: null,
          price: rub(1200),
          place: 'h2-kzn-art-kvartal',
          titles: ['Основы резьбы', 'Мастер-класс по линогравюре «Основы резьбы»'],
        },
        {
          start: '2026-12-08T18:30:00+03:00',
          end: null,
          price: rub(1200),
          place: 'h2-kzn-art-kvartal',
          titles: ['Печать в два цвета', 'Мастер-класс по линогравюре «Печать в два цвета»'],
        },
        {
          start: '2026-12-15T18:30:00+03:00',
          end: null,
          price: rub(1200),
          place: 'h2-kzn-art-kvartal',
          titles: ['Новогодняя открытка', 'Мастер-класс по линогравюре «Новогодняя открытка»'],
        },
      ],
    },
    {
      id: 'h2-64',
      kind: 'musicians of one venue («из Дома Аксёнова») playing at another: the host is the place',
      text: `Музыканты из Дома Аксёнова выступят в филармонии! 🎺 Джазовый квинтет «Ожог» (да, как роман) играет программу «Остров Крым» на сцене Малого зала филармонии им. Тукая.
Пятница, 18 декабря, 19:00. Билеты 500–900 ₽.`,
      publishedAt: '2026-12-09T18:00:00+03:00',
      timeZone: KAZAN,
      events: [
        {
          start: '2026-12-18T19:00:00+03:00',
          end: null,
          price: rub(500, 900),
          place: 'h2-kzn-filarmonia',
          titles: ['Остров Крым', 'Концерт квинтета «Ожог»'],
        },
      ],
    },
    {
      id: 'h2-65',
      kind: 'no event: report on a past premiere, declined name («в «Углу»»)',
      text: `Вчера в «Углу» прошла премьера «Записок сумасшедшего» — спасибо всем 300 зрителям! 🙏 Фото — в альбоме. Следующие показы ищите в афише на ugol-teatr.ru`,
      publishedAt: '2026-12-11T12:00:00+03:00',
      timeZone: KAZAN,
      events: [],
    },
    // ——— more of Ярославль ———
    {
      id: 'h2-66',
      kind: 'library named after a poet, «в шесть вечера», free',
      text: `Библиотека имени Некрасова приглашает на Некрасовские чтения 🎙 10 декабря, в шесть вечера, читальный зал на втором этаже. Вход свободный. 12+`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-10T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-nekrasov',
          titles: ['Некрасовские чтения'],
        },
      ],
    },
    {
      id: 'h2-67',
      kind: "New Year's Eve until the last guest, adult and child tickets, declined restaurant name",
      text: `Новый год в «Причале» 🥂
31 декабря, с 22:00 и до последнего гостя. Шоу-программа, ведущий, живой кавер-бэнд «Волга-Волга», салют на набережной.
Билет (банкет и шоу-программа) — 7500 ₽, детям до 12 лет — 3500 ₽.
Бронирование: 8 (4852) 33-08-08`,
      publishedAt: '2026-12-01T13:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-31T22:00:00+03:00',
          end: null,
          price: rub(3500, 7500),
          place: 'h2-yar-prichal',
          titles: ['Новогодняя ночь', 'Встреча Нового года'],
        },
      ],
    },
    {
      id: 'h2-68',
      kind: 'weekly karaoke on three dates, a fourth date cancelled, free',
      text: `Black Cat: караоке-вечера переезжают на четверги! 🎤
3, 10 и 17 декабря с 20:00. Вход свободный.
P.S. 24 декабря караоке не будет — отменяется из-за закрытого мероприятия.`,
      publishedAt: '2026-11-30T18:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-03T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-black-cat',
          titles: ['Караоке-вечер', 'Караоке'],
        },
        {
          start: '2026-12-10T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-black-cat',
          titles: ['Караоке-вечер', 'Караоке'],
        },
        {
          start: '2026-12-17T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-black-cat',
          titles: ['Караоке-вечер', 'Караоке'],
        },
      ],
    },
    {
      id: 'h2-69',
      kind: 'hook «🚨 SOLD OUT почти!», gathering vs start, birthday party of the bar',
      text: `🚨 SOLD OUT почти!
Осталось 20 билетов на «Лестница Birthday Party» — нам 5 лет!
Суббота, 19 декабря. Сбор гостей с 20:00, начало в 21:00 — с сюрприз-хедлайнером.
Последние билеты 1000 ₽, на входе продажи не будет. 18+`,
      publishedAt: '2026-12-10T20:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-19T21:00:00+03:00',
          end: null,
          price: rub(1000),
          place: 'h2-yar-lestnica',
          titles: ['Лестница Birthday Party', 'День рождения «Лестницы»'],
        },
      ],
    },
    {
      id: 'h2-70',
      kind: 'evening of an actress, free invitations from the box office',
      text: `Дом актёра: творческий вечер народной артистки Валентины Строгановой.
16 декабря, 18:00.
Вход по пригласительным билетам — их можно получить бесплатно в кассе с 10 декабря.`,
      publishedAt: '2026-12-07T11:00:00+03:00',
      timeZone: YAROSLAVL,
      events: [
        {
          start: '2026-12-16T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'h2-yar-dom-aktera',
          titles: ['Творческий вечер Валентины Строгановой'],
        },
      ],
    },
    // ——— more of Иркутск ———
    {
      id: 'h2-71',
      kind: 'Latin-named club, doors only in English, presale and door prices',
      text: `Station presents: Northern Lights Orchestra (Улан-Удэ) — live electronics 🌌
Пятница, 4 декабря. Open doors 20:00.
Вход 600 ₽ / 800 ₽ на входе
Байкальская, 105 | 18+`,
      publishedAt: '2026-11-27T15:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-04T20:00:00+08:00',
          end: null,
          price: rub(600, 800),
          place: 'h2-irk-station',
          titles: ['Northern Lights Orchestra', 'Концерт Northern Lights Orchestra'],
        },
      ],
    },
    {
      id: 'h2-72',
      kind: 'no event: coffee-shop menu with prices and opening hours',
      text: `В «Зерне» новое зимнее меню ❄️ Раф с облепихой — 290 ₽, пряный какао — 250 ₽, сибирский чизкейк — 320 ₽. Ждём с 8:00 до 22:00 ежедневно!`,
      publishedAt: '2026-12-06T09:00:00+08:00',
      timeZone: IRKUTSK,
      events: [],
    },
    {
      id: 'h2-73',
      kind: "two separately priced workshops on one day (kids' and adults'), phone that looks like a date",
      text: `Новогодние мастерские в Доме 🎄
26 декабря: 11:00 — «Ёлочная игрушка из фетра» (дети 5–8 лет), 14:00 — «Рождественский венок» (для взрослых).
Участие: детская мастерская 700 ₽, взрослая — 1800 ₽.
Запись: +7 (3952) 26-12-26`,
      publishedAt: '2026-12-15T14:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-26T11:00:00+08:00',
          end: null,
          price: rub(700),
          place: 'h2-irk-dom',
          titles: ['Ёлочная игрушка из фетра', 'Мастерская «Ёлочная игрушка из фетра»'],
        },
        {
          start: '2026-12-26T14:00:00+08:00',
          end: null,
          price: rub(1800),
          place: 'h2-irk-dom',
          titles: ['Рождественский венок', 'Мастерская «Рождественский венок»'],
        },
      ],
    },
    {
      id: 'h2-74',
      kind: 'philharmonic ball with start and end times, price range, ticket link',
      text: `Иркутская филармония. «Новогодний бал» — вальсы Штрауса и полонезы, мастер-класс по историческим танцам.
30 декабря, 18:00–22:00
Билеты 1500–3500 ₽, ticketland-irk.ru/ball · 12+`,
      publishedAt: '2026-12-05T12:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-30T18:00:00+08:00',
          end: '2026-12-30T22:00:00+08:00',
          price: rub(1500, 3500),
          place: 'h2-irk-philharmonia',
          titles: ['Новогодний бал'],
          ticketUrl: 'https://ticketland-irk.ru/ball',
        },
      ],
    },
    {
      id: 'h2-75',
      kind: 'giveaway hook «Внимание, розыгрыш!», results date and time are not the event',
      text: `Внимание, розыгрыш! 🎉 Дарим 3 пары билетов на трибьют Кино в «Старом причале» — 12 декабря, суббота, начало в 20:00.
Чтобы участвовать: подпишитесь, поставьте лайк и отметьте друга. Итоги подведём 9 декабря в 18:00.
Билеты в продаже: 900 ₽.`,
      publishedAt: '2026-12-03T19:00:00+08:00',
      timeZone: IRKUTSK,
      events: [
        {
          start: '2026-12-12T20:00:00+08:00',
          end: null,
          price: rub(900),
          place: 'h2-irk-stary-prichal',
          titles: ['Трибьют группы Кино', 'Трибьют Кино'],
        },
      ],
    },
    // ——— more of Калининград ———
    {
      id: 'h2-76',
      kind: 'party «у «Маяка»» until 4 am, girls free until 23:00, tables by deposit',
      text: `Новогодняя вечеринка у «Маяка»! 🎆 26 декабря с 22:00 до 4 утра: DJ Baltica, конкурсы и шампанское в полночь… ну почти в полночь 😉
Вход 500 ₽, девушкам до 23:00 — бесплатно. Столы — по депозиту от 5000 ₽. 18+`,
      publishedAt: '2026-12-18T15:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-26T22:00:00+02:00',
          end: '2026-12-27T04:00:00+02:00',
          price: rub(0, 500),
          place: 'h2-kgd-mayak',
          titles: ['Новогодняя вечеринка'],
        },
      ],
    },
    {
      id: 'h2-77',
      kind: 'beer tasting set price vs bar prices, Latin alias, phone',
      text: `Koenig Bar x пивоварня «Балтийский хмель»: дегустация зимних сортов 🍺
Четверг, 3 декабря, 19:30. Шесть сортов по 0,1 л и закуски — 1200 ₽. Пиво вне сета — по барной карте.
Бронь: 8 (4012) 30-30-30`,
      publishedAt: '2026-11-28T12:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-03T19:30:00+02:00',
          end: null,
          price: rub(1200),
          place: 'h2-kgd-koenig',
          titles: ['Дегустация зимних сортов', 'Дегустация зимних сортов пива'],
        },
      ],
    },
    {
      id: 'h2-78',
      kind: 'date without time («время уточним»), English title, declined anticafé name',
      text: `English Speaking Club в «Тёплом углу» 🇬🇧 — 15 декабря, вторник. Тема: Christmas traditions around the world. Время уточним ближе к дате, следите за постами!`,
      publishedAt: '2026-12-04T13:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-15',
          end: null,
          price: null,
          place: 'h2-kgd-teply-ugol',
          titles: ['English Speaking Club', 'Разговорный клуб на английском'],
        },
      ],
    },
    {
      id: 'h2-79',
      kind: 'online lecture of a library on YouTube, local time stated, free',
      text: `Онлайн-лекторий Научки: «Кёнигсбергские замки: что осталось» — 14 декабря, понедельник, 19:00 (по калининградскому времени). Трансляция на YouTube-канале библиотеки, без регистрации. Бесплатно.`,
      publishedAt: '2026-12-09T10:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-14T19:00:00+02:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Кёнигсбергские замки: что осталось', 'Онлайн-лекция «Кёнигсбергские замки: что осталось»'],
        },
      ],
    },
    {
      id: 'h2-80',
      kind: "kids' rock matinee twice a day, accompanying adult free",
      text: `DEPO для самых маленьких: «Детский рок-утренник» 🎸 27 декабря, в 12:00 и в 15:00. Песни из мультфильмов в рок-обработке, конкурсы, Дед Мороз с гитарой.
Билет 700 ₽, взрослый сопровождающий — бесплатно. 0+`,
      publishedAt: '2026-12-19T12:00:00+02:00',
      timeZone: KALININGRAD,
      events: [
        {
          start: '2026-12-27T12:00:00+02:00',
          end: null,
          price: rub(0, 700),
          place: 'h2-kgd-depo',
          titles: ['Детский рок-утренник'],
        },
        {
          start: '2026-12-27T15:00:00+02:00',
          end: null,
          price: rub(0, 700),
          place: 'h2-kgd-depo',
          titles: ['Детский рок-утренник'],
        },
      ],
    },
  ],
};
