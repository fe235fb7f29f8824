// A thirteenth development set of announcements (Оренбург, Ульяновск, Чебоксары, Сургут), written from the labelling guide alone, without sight of the reader or its sets.
// A development set: it may be read while rules are written.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const ORB = 'Asia/Yekaterinburg';
const ULY = 'Europe/Ulyanovsk';
const CHB = 'Europe/Moscow';
const SGT = 'Asia/Yekaterinburg';

export const TUNING_13: AnnouncementSet = {
  places: [
    // Оренбург
    {
      id: 'd13-orb-drama',
      name: 'Театр драмы «Ковыль»',
      aliases: ['Ковыль', 'театр Ковыль'],
      address: 'Оренбург, улица Советская, 41',
    },
    {
      id: 'd13-orb-filarm',
      name: 'Оренбургская областная филармония',
      aliases: ['филармония', 'Оренбургская филармония', 'Большой зал филармонии'],
      address: 'Оренбург, улица Кирова, 30',
    },
    {
      id: 'd13-orb-puh',
      name: 'Бар «Пуховый платок»',
      aliases: ['Пуховый платок', 'Платок'],
      address: 'Оренбург, улица Володарского, 12',
    },
    {
      id: 'd13-orb-reaktor',
      name: 'Клуб «Реактор»',
      aliases: ['Реактор', 'Reaktor'],
      address: 'Оренбург, проспект Победы, 114',
    },
    { id: 'd13-orb-kino', name: 'Кинотеатр «Урал»', aliases: ['Урал'], address: 'Оренбург, улица Чкалова, 8' },
    {
      id: 'd13-orb-muzey',
      name: 'Музей «Степной край»',
      aliases: ['Степной край', 'музей степи'],
      address: 'Оренбург, улица Пушкинская, 29',
    },
    {
      id: 'd13-orb-biblio',
      name: 'Библиотека имени Н. К. Крупской',
      aliases: ['Крупская', 'библиотека Крупской', 'Крупской'],
      address: 'Оренбург, улица Туркестанская, 5',
    },
    {
      id: 'd13-orb-arena',
      name: 'Ледовая арена «Звёздная»',
      aliases: ['Звёздная', 'Звездная'],
      address: 'Оренбург, улица Салмышская, 45',
    },
    {
      id: 'd13-orb-antikafe',
      name: 'Антикафе «Сундук»',
      aliases: ['Сундук'],
      address: 'Оренбург, переулок Каширина, 3',
    },
    // Ульяновск
    {
      id: 'd13-uly-drama',
      name: 'Театр «Симбирская сцена»',
      aliases: ['Симбирская сцена'],
      address: 'Ульяновск, улица Спасская, 12',
    },
    {
      id: 'd13-uly-filarm',
      name: 'Ульяновская филармония',
      aliases: ['филармония'],
      address: 'Ульяновск, площадь Ленина, 1',
    },
    { id: 'd13-uly-venec', name: 'Бар «Венец»', aliases: ['Венец'], address: 'Ульяновск, улица Гончарова, 21' },
    {
      id: 'd13-uly-book',
      name: 'Книжный магазин «Обломов»',
      aliases: ['Обломов', 'книжный Обломов'],
      address: 'Ульяновск, улица Гончарова, 40',
    },
    { id: 'd13-uly-kino', name: 'Кинотеатр «Луч»', aliases: ['Луч'], address: 'Ульяновск, улица Минаева, 9' },
    {
      id: 'd13-uly-volga',
      name: 'Клуб «Волга-Волга»',
      aliases: ['Волга-Волга', 'ВВ'],
      address: 'Ульяновск, Московское шоссе, 17',
    },
    {
      id: 'd13-uly-gallery',
      name: 'Художественная галерея «Крыло»',
      aliases: ['Крыло', 'галерея Крыло'],
      address: 'Ульяновск, улица Льва Толстого, 51',
    },
    { id: 'd13-uly-park', name: 'Парк «Дубки»', aliases: ['Дубки'], address: 'Ульяновск, проспект Нариманова, 3' },
    {
      id: 'd13-uly-stadion',
      name: 'Спорткомплекс «Торпедо»',
      aliases: ['Торпедо', 'СК «Торпедо»'],
      address: 'Ульяновск, улица Урицкого, 33',
    },
    // Чебоксары
    {
      id: 'd13-chb-opera',
      name: 'Чебоксарский театр оперы и балета',
      aliases: ['Театр оперы и балета', 'оперный театр'],
      address: 'Чебоксары, Московский проспект, 1',
    },
    {
      id: 'd13-chb-tyuz',
      name: 'ТЮЗ «Светлячок»',
      aliases: ['Светлячок', 'ТЮЗ'],
      address: 'Чебоксары, улица Карла Маркса, 49',
    },
    {
      id: 'd13-chb-bar',
      name: 'Бар «Хмель и Солод»',
      aliases: ['Хмель и Солод', 'ХиС'],
      address: 'Чебоксары, улица Ленинградская, 22',
    },
    { id: 'd13-chb-club', name: 'Клуб «Залив»', aliases: ['Залив'], address: 'Чебоксары, Президентский бульвар, 10' },
    {
      id: 'd13-chb-lib',
      name: 'Национальная библиотека Чувашии',
      aliases: ['Национальная библиотека', 'Нацбиблиотека'],
      address: 'Чебоксары, проспект Ленина, 15',
    },
    {
      id: 'd13-chb-gallery',
      name: 'Галерея «Белый куб»',
      aliases: ['Белый куб'],
      address: 'Чебоксары, улица Ярославская, 6',
    },
    {
      id: 'd13-chb-antikafe',
      name: 'Антикафе «Тик-так»',
      aliases: ['Тик-так', 'Тиктак'],
      address: 'Чебоксары, улица Композиторов Воробьёвых, 14',
    },
    { id: 'd13-chb-kino', name: 'Кинотеатр «Сеспель»', aliases: ['Сеспель'], address: 'Чебоксары, улица Гагарина, 5' },
    {
      id: 'd13-chb-stadion',
      name: 'Стадион «Олимпийский»',
      aliases: ['Олимпийский'],
      address: 'Чебоксары, улица Чапаева, 17',
    },
    // Сургут
    {
      id: 'd13-sgt-drama',
      name: 'Сургутский музыкально-драматический театр',
      aliases: ['СМДТ', 'музыкально-драматический театр'],
      address: 'Сургут, проспект Ленина, 15',
    },
    {
      id: 'd13-sgt-filarm',
      name: 'Сургутская филармония',
      aliases: ['филармония', 'Камерный зал филармонии', 'Большой зал филармонии'],
      address: 'Сургут, улица Энгельса, 18',
    },
    { id: 'd13-sgt-bar', name: 'Бар «Нефтяник»', aliases: ['Нефтяник'], address: 'Сургут, улица 30 лет Победы, 44' },
    {
      id: 'd13-sgt-club',
      name: 'Клуб «Полярная ночь»',
      aliases: ['Полярная ночь', 'Полярка', 'Polyarka'],
      address: 'Сургут, улица Островского, 9',
    },
    { id: 'd13-sgt-kino', name: 'Кинотеатр «Север»', aliases: ['Север'], address: 'Сургут, улица Университетская, 3' },
    {
      id: 'd13-sgt-muzey',
      name: 'Музейный комплекс «Старый Сургут»',
      aliases: ['Старый Сургут'],
      address: 'Сургут, улица Энергетиков, 2',
    },
    {
      id: 'd13-sgt-book',
      name: 'Книжный магазин «Кедр»',
      aliases: ['Кедр', 'книжный Кедр'],
      address: 'Сургут, улица Мира, 37',
    },
    {
      id: 'd13-sgt-arena',
      name: 'Ледовый дворец «Айсберг»',
      aliases: ['Айсберг'],
      address: 'Сургут, улица Маяковского, 14',
    },
    { id: 'd13-sgt-antikafe', name: 'Антикафе «Тайга»', aliases: ['Тайга'], address: 'Сургут, улица Чехова, 11' },
  ],
  announcements: [
    // ——— Оренбург ———
    {
      id: 'd13-orb-bar-week',
      kind: 'bar weekly schedule, weekday+date lines, gathering vs start, girls free before 23:00, presale/day',
      text: `🔥НЕДЕЛЯ В ПЛАТКЕ🔥

ср 4.11 — КВИЗ «Мозгоштурм по-оренбургски», сбор команд 19:00, старт 19:30. 300₽ с человека
пт 6.11 — DJ Сухов, с 22:00 и до последнего гостя. вход 200, девушкам до 23:00 бесплатно
сб 7.11 — концерт группы «Степные волки», 20:00, 500/700 (предпродажа/в день концерта)

Бронь столов: 8 (3532) 45-67-89
#пуховыйплаток #оренбург #куданеделя`,
      publishedAt: '2026-11-02T12:30:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-04T19:30:00+05:00',
          end: null,
          price: rub(300),
          place: 'd13-orb-puh',
          titles: ['Мозгоштурм по-оренбургски', 'Квиз «Мозгоштурм по-оренбургски»'],
        },
        {
          start: '2026-11-06T22:00:00+05:00',
          end: null,
          price: rub(0, 200),
          place: 'd13-orb-puh',
          titles: ['DJ Сухов', 'Вечеринка с DJ Суховым'],
        },
        {
          start: '2026-11-07T20:00:00+05:00',
          end: null,
          price: rub(500, 700),
          place: 'd13-orb-puh',
          titles: ['Степные волки', 'Концерт группы «Степные волки»'],
        },
      ],
    },
    {
      id: 'd13-orb-theatre-week',
      kind: 'theatre repertoire for a week, same show twice a day, duration with interval, shared price range and site',
      text: `Афиша театра «Ковыль» на неделю 10–15 ноября

10 ноября, вторник, 18:30 — «Женитьба» (Н. В. Гоголь), комедия в 2 действиях. 12+
12 ноября, четверг, 18:30 — «Бесприданница» (А. Н. Островский). 16+
14 ноября, суббота, 12:00 и 17:00 — «Снежная королева», сказка для всей семьи. 0+
15 ноября, воскресенье, 18:00 — ПРЕМЬЕРА! «Поздняя любовь». Продолжительность 2 часа 10 минут с антрактом.

Билеты от 400 до 1800 ₽ в кассе театра и на сайте kovyl-teatr.ru`,
      publishedAt: '2026-11-09T10:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-10T18:30:00+05:00',
          end: null,
          price: rub(400, 1800),
          place: 'd13-orb-drama',
          titles: ['Женитьба'],
          ticketUrl: 'https://kovyl-teatr.ru',
        },
        {
          start: '2026-11-12T18:30:00+05:00',
          end: null,
          price: rub(400, 1800),
          place: 'd13-orb-drama',
          titles: ['Бесприданница'],
          ticketUrl: 'https://kovyl-teatr.ru',
        },
        {
          start: '2026-11-14T12:00:00+05:00',
          end: null,
          price: rub(400, 1800),
          place: 'd13-orb-drama',
          titles: ['Снежная королева'],
          ticketUrl: 'https://kovyl-teatr.ru',
        },
        {
          start: '2026-11-14T17:00:00+05:00',
          end: null,
          price: rub(400, 1800),
          place: 'd13-orb-drama',
          titles: ['Снежная королева'],
          ticketUrl: 'https://kovyl-teatr.ru',
        },
        {
          start: '2026-11-15T18:00:00+05:00',
          end: '2026-11-15T20:10:00+05:00',
          price: rub(400, 1800),
          place: 'd13-orb-drama',
          titles: ['Поздняя любовь'],
          ticketUrl: 'https://kovyl-teatr.ru',
        },
      ],
    },
    {
      id: 'd13-orb-club-oneliner',
      kind: 'one line, «завтра», venue in prepositional case, unquoted Latin name',
      text: 'Завтра в Реакторе — Kirpichi Tribute, 19:00, 600р',
      publishedAt: '2026-11-13T18:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-14T19:00:00+05:00',
          end: null,
          price: rub(600),
          place: 'd13-orb-reaktor',
          titles: ['Kirpichi Tribute', 'Трибьют группы Кирпичи'],
        },
      ],
    },
    {
      id: 'd13-orb-philharmonic',
      kind: 'philharmonic concert, duration with interval, seat categories, ticket link',
      text: `Оренбургская областная филармония
🎻 21 ноября (суббота) в 18:00
Большой зал

«Времена года»: Вивальди и Пьяццолла
Солист — лауреат международных конкурсов Артём Кравец (скрипка), камерный оркестр филармонии

Продолжительность концерта — 1 час 40 минут с антрактом.
Цены: партер 900–1200 ₽, балкон 600 ₽. Пушкинская карта ✅
Билеты: orenfil.ru/afisha/vremena-goda`,
      publishedAt: '2026-11-03T11:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-21T18:00:00+05:00',
          end: '2026-11-21T19:40:00+05:00',
          price: rub(600, 1200),
          place: 'd13-orb-filarm',
          titles: ['Времена года', 'Времена года: Вивальди и Пьяццолла'],
          ticketUrl: 'https://orenfil.ru/afisha/vremena-goda',
        },
      ],
    },
    {
      id: 'd13-orb-museum-exhibition',
      kind: 'museum exhibition over months with daily hours, children free',
      text: `Музей «Степной край» приглашает на выставку «Пуховый путь: 250 лет оренбургского платка» 🧣

📅 с 10 ноября по 31 января
🕙 вт–вс 10:00–18:00, пн — выходной
🎟 взрослый билет 250 ₽, школьники 100 ₽, дети до 7 лет — бесплатно

Экскурсии по записи.`,
      publishedAt: '2026-11-05T09:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-10T10:00:00+05:00',
          end: '2027-01-31T18:00:00+05:00',
          price: rub(0, 250),
          place: 'd13-orb-muzey',
          titles: ['Пуховый путь: 250 лет оренбургского платка', 'Пуховый путь'],
        },
      ],
    },
    {
      id: 'd13-orb-standup-postponed',
      kind: 'postponement, gathering vs start, venue outside the catalogue, price from',
      text: `‼️ПЕРЕНОС‼️
Стендап-концерт Ильи Макарова в Оренбурге переносится с 20 ноября на 11 декабря. Место то же — ДК «Газовик», ул. Терешковой, 100. Начало в 19:00, сбор гостей с 18:00.
Купленные билеты действительны, возврат — в точке продажи.
Билеты от 1500 ₽: orb.kassir.ru/standup-makarov`,
      publishedAt: '2026-11-16T14:00:00+05:00',
      timeZone: ORB,
      postponed: true,
      events: [
        {
          start: '2026-12-11T19:00:00+05:00',
          end: null,
          price: rub(1500, null),
          place: null,
          titles: ['Стендап-концерт Ильи Макарова', 'Илья Макаров'],
          ticketUrl: 'https://orb.kassir.ru/standup-makarov',
        },
      ],
    },
    {
      id: 'd13-orb-weekend-digest',
      kind: 'city weekend digest with day headings, donation, free with registration, fair with hours outside the catalogue',
      text: `Куда сходить в Оренбурге на выходных 👇

ПЯТНИЦА, 20 ноября
🎬 В «Урале» — ночь короткого метра «Оренбургская короткометражка», 21:00, вход 350 ₽
🎤 Open mic в антикафе Сундук, 19:00, за донат

СУББОТА, 21 ноября
📚 В библиотеке Крупской — лекция «Как Пушкин искал Пугачёва» краеведа Н. Соколовой, 14:00, вход свободный, регистрация: clck.ru/3Pugach
🏒 Хоккей: «Ястребы» — «Буран», Звёздная, 17:00, билеты 200–450 ₽

ВОСКРЕСЕНЬЕ, 22 ноября
🛍 Ярмарка мастеров «Зимний базар» во дворе на ул. Цвиллинга, 38, с 11 до 17, бесплатно

Сохраняйте, чтобы не потерять 📌`,
      publishedAt: '2026-11-19T20:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-20T21:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'd13-orb-kino',
          titles: ['Оренбургская короткометражка', 'Ночь короткого метра «Оренбургская короткометражка»'],
        },
        {
          start: '2026-11-20T19:00:00+05:00',
          end: null,
          price: DONATION,
          place: 'd13-orb-antikafe',
          titles: ['Open mic', 'Открытый микрофон'],
        },
        {
          start: '2026-11-21T14:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd13-orb-biblio',
          titles: ['Как Пушкин искал Пугачёва', 'Лекция «Как Пушкин искал Пугачёва»'],
          ticketUrl: 'https://clck.ru/3Pugach',
        },
        {
          start: '2026-11-21T17:00:00+05:00',
          end: null,
          price: rub(200, 450),
          place: 'd13-orb-arena',
          titles: ['Ястребы — Буран', 'Хоккей: «Ястребы» — «Буран»'],
        },
        {
          start: '2026-11-22T11:00:00+05:00',
          end: '2026-11-22T17:00:00+05:00',
          price: FREE,
          place: null,
          titles: ['Зимний базар', 'Ярмарка мастеров «Зимний базар»'],
        },
      ],
    },
    {
      id: 'd13-orb-teacher-masterclass',
      kind: 'private teacher, «в эту субботу», from-to hours, children price, «подробности в лс»',
      text: 'Всем привет! Провожу мастер-класс по росписи ёлочных игрушек 🎄 в эту субботу, с 15 до 18. Все материалы включены, стоимость 1200 р, для детей до 12 лет — 800. Место: антикафе «Сундук». Подробности в лс, количество мест ограничено!',
      publishedAt: '2026-11-22T16:40:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-28T15:00:00+05:00',
          end: '2026-11-28T18:00:00+05:00',
          price: rub(800, 1200),
          place: 'd13-orb-antikafe',
          titles: ['Мастер-класс по росписи ёлочных игрушек', 'Роспись ёлочных игрушек'],
        },
      ],
    },
    {
      id: 'd13-orb-club-techno',
      kind: 'club night, doors equal to first set, set times, until 6 a.m., price before/after midnight',
      text: `REAKTOR pres. TECHNO STEPPE vol.3
27.11 / пт

двери 23:00
23:00 — Lenka Beat
01:00 — DRONOV (Самара)
03:00 — Kuzmin b2b Aska
до 6 утра

фейсконтроль 18+
вход: 400 до 00:00 / 700 после
tickets: reaktor-club.ru/ts3`,
      publishedAt: '2026-11-24T13:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-27T23:00:00+05:00',
          end: '2026-11-28T06:00:00+05:00',
          price: rub(400, 700),
          place: 'd13-orb-reaktor',
          titles: ['TECHNO STEPPE vol.3', 'Techno Steppe vol.3', 'TECHNO STEPPE'],
          ticketUrl: 'https://reaktor-club.ru/ts3',
        },
      ],
    },
    {
      id: 'd13-orb-cinema-retrospective',
      kind: 'cinema sessions over two days, students price, pass for the series is not a price',
      text: `Кинотеатр «Урал» | Ретроспектива Тарковского 🎞

Сб, 28 ноября:
13:00 «Иваново детство»
16:00 «Солярис»
19:30 «Зеркало»

Вс, 29 ноября:
15:00 «Сталкер»

Билет на сеанс — 300 ₽, студентам 200 ₽ по студенческому.
Абонемент на все 4 фильма — 1000 ₽`,
      publishedAt: '2026-11-26T10:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-28T13:00:00+05:00',
          end: null,
          price: rub(200, 300),
          place: 'd13-orb-kino',
          titles: ['Иваново детство'],
        },
        {
          start: '2026-11-28T16:00:00+05:00',
          end: null,
          price: rub(200, 300),
          place: 'd13-orb-kino',
          titles: ['Солярис'],
        },
        {
          start: '2026-11-28T19:30:00+05:00',
          end: null,
          price: rub(200, 300),
          place: 'd13-orb-kino',
          titles: ['Зеркало'],
        },
        {
          start: '2026-11-29T15:00:00+05:00',
          end: null,
          price: rub(200, 300),
          place: 'd13-orb-kino',
          titles: ['Сталкер'],
        },
      ],
    },
    {
      id: 'd13-orb-run',
      kind: 'sports club run, «завтра», gathering vs start, free, outside the catalogue',
      text: 'Беговой клуб «Яик» 🏃‍♀️ Завтра — традиционный воскресный забег «Зимний Урал» 5 км по набережной. Сбор в 9:30 у ротонды на Беловке, старт в 10:00. Участие бесплатное, регистрация на месте. Горячий чай после финиша ☕',
      publishedAt: '2026-11-28T19:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-11-29T10:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Зимний Урал', 'Забег «Зимний Урал»'],
        },
      ],
    },
    {
      id: 'd13-orb-library-lectures',
      kind: 'library lecture series, three Thursdays, approximate length, free with registration link',
      text: `Библиотека имени Н. К. Крупской запускает цикл лекций «Оренбург, которого нет» 🏛
Краевед Дмитрий Лапин расскажет о снесённых храмах, купеческих домах и исчезнувших улицах.

▪️ 3 декабря (чт), 18:00 — «Караван-сарай и Меновой двор»
▪️ 10 декабря (чт), 18:00 — «Купцы Гостиного двора»
▪️ 17 декабря (чт), 18:00 — «Улицы, сменившие имя»

Каждая лекция длится около полутора часов. Вход свободный, регистрация: vk.com/krupskaya_orb`,
      publishedAt: '2026-11-30T12:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-03T18:00:00+05:00',
          end: '2026-12-03T19:30:00+05:00',
          price: FREE,
          place: 'd13-orb-biblio',
          titles: ['Караван-сарай и Меновой двор', 'Лекция «Караван-сарай и Меновой двор»'],
          ticketUrl: 'https://vk.com/krupskaya_orb',
        },
        {
          start: '2026-12-10T18:00:00+05:00',
          end: '2026-12-10T19:30:00+05:00',
          price: FREE,
          place: 'd13-orb-biblio',
          titles: ['Купцы Гостиного двора', 'Лекция «Купцы Гостиного двора»'],
          ticketUrl: 'https://vk.com/krupskaya_orb',
        },
        {
          start: '2026-12-17T18:00:00+05:00',
          end: '2026-12-17T19:30:00+05:00',
          price: FREE,
          place: 'd13-orb-biblio',
          titles: ['Улицы, сменившие имя', 'Лекция «Улицы, сменившие имя»'],
          ticketUrl: 'https://vk.com/krupskaya_orb',
        },
      ],
    },
    {
      id: 'd13-orb-karaoke-deposit',
      kind: 'bar karaoke, end after midnight, deposit and prize are not prices',
      text: 'Пятничный караоке-баттл в «Пуховом платке» 🎤 4 декабря с 21:00 до 02:00. Бронь стола — депозит 3000 на компанию. Главный приз — сертификат на 5000 ₽!',
      publishedAt: '2026-12-01T15:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-04T21:00:00+05:00',
          end: '2026-12-05T02:00:00+05:00',
          price: null,
          place: 'd13-orb-puh',
          titles: ['Караоке-баттл', 'Пятничный караоке-баттл'],
        },
      ],
    },
    {
      id: 'd13-orb-band-tour',
      kind: 'tour with two dates, one city in the catalogue, other outside, presale/door',
      text: `Группа ПОЛЫНЬ едет на Урал! Тур «Сухая трава» 🌾

12.12 — Оренбург, клуб Реактор
13.12 — Орск, бар «Подвал»

Начало концертов в 20:00. Билеты: 900 ₽ / на входе 1200 ₽ → polyn-band.ru/tour`,
      publishedAt: '2026-11-06T17:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-12T20:00:00+05:00',
          end: null,
          price: rub(900, 1200),
          place: 'd13-orb-reaktor',
          titles: ['Концерт группы «Полынь»', 'Полынь', 'Сухая трава'],
          ticketUrl: 'https://polyn-band.ru/tour',
        },
        {
          start: '2026-12-13T20:00:00+05:00',
          end: null,
          price: rub(900, 1200),
          place: null,
          titles: ['Концерт группы «Полынь»', 'Полынь', 'Сухая трава'],
          ticketUrl: 'https://polyn-band.ru/tour',
        },
      ],
    },
    {
      id: 'd13-orb-new-year-twice',
      kind: 'same show twice a day, price from with toddlers free',
      text: `🎄 Новогодний бал-концерт «Щелкунчик и мышиный король» 🎄
Оренбургская филармония, 27 декабря, два представления: в 12:00 и в 16:00.
Для детей от 5 лет. Билеты от 500 ₽, детям до 3 лет вход без места бесплатно.`,
      publishedAt: '2026-12-03T10:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-27T12:00:00+05:00',
          end: null,
          price: rub(0, null),
          place: 'd13-orb-filarm',
          titles: ['Щелкунчик и мышиный король', 'Новогодний бал-концерт «Щелкунчик и мышиный король»'],
        },
        {
          start: '2026-12-27T16:00:00+05:00',
          end: null,
          price: rub(0, null),
          place: 'd13-orb-filarm',
          titles: ['Щелкунчик и мышиный король', 'Новогодний бал-концерт «Щелкунчик и мышиный король»'],
        },
      ],
    },
    {
      id: 'd13-orb-webinar-online',
      kind: 'online webinar, free with registration link',
      text: 'Онлайн-вебинар «Как запустить свой малый бизнес в Оренбуржье» 💼 8 декабря в 16:00 (время оренбургское), Zoom. Спикер — Марина Исаева, центр «Мой бизнес». Участие бесплатное, ссылка после регистрации: mbiz56.ru/webinar',
      publishedAt: '2026-12-05T11:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-08T16:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: [
            'Как запустить свой малый бизнес в Оренбуржье',
            'Вебинар «Как запустить свой малый бизнес в Оренбуржье»',
          ],
          ticketUrl: 'https://mbiz56.ru/webinar',
        },
      ],
    },
    {
      id: 'd13-orb-photo-exhibition',
      kind: 'exhibition «с 5 по 20» without times, per-minute anti-café with stop-check cap',
      text: 'Фотовыставка Алексея Гуляева «Степь зимой» — в антикафе Сундук с 5 по 20 декабря. Вход по тарифу антикафе (3 ₽/мин, стоп-чек 500). Заходите с чаем посмотреть 📷',
      publishedAt: '2026-12-02T18:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-05',
          end: '2026-12-20',
          price: rub(null, 500),
          place: 'd13-orb-antikafe',
          titles: ['Степь зимой', 'Фотовыставка «Степь зимой»'],
        },
      ],
    },
    {
      id: 'd13-orb-church-organ',
      kind: 'church concert, free with donations welcome, untitled, outside the catalogue',
      text: 'Приход св. Петра и Павла (ул. Постникова, 14) приглашает на рождественский концерт органной и хоровой музыки 13 декабря в 17:00. Вход свободный, пожертвования на реставрацию органа приветствуются 🙏',
      publishedAt: '2026-12-07T09:30:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-13T17:00:00+05:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Рождественский концерт органной и хоровой музыки', 'Рождественский концерт'],
        },
      ],
    },
    {
      id: 'd13-orb-hockey-series',
      kind: 'two home matches, school players free, box office note',
      text: `🏒 ДОМАШНЯЯ СЕРИЯ «ЯСТРЕБОВ»

🗓 11.12 (пт) 19:00 — «Ястребы» vs «Буран»
🗓 13.12 (вс) 17:00 — «Ястребы» vs «Рубин»

Ледовая арена «Звёздная». Билеты 250–600 ₽, школьники в форме ДЮСШ — бесплатно. Касса открывается за 2 часа до матча.`,
      publishedAt: '2026-12-08T12:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-11T19:00:00+05:00',
          end: null,
          price: rub(0, 600),
          place: 'd13-orb-arena',
          titles: ['Ястребы — Буран', '«Ястребы» vs «Буран»'],
        },
        {
          start: '2026-12-13T17:00:00+05:00',
          end: null,
          price: rub(0, 600),
          place: 'd13-orb-arena',
          titles: ['Ястребы — Рубин', '«Ястребы» vs «Рубин»'],
        },
      ],
    },
    {
      id: 'd13-orb-student-quiz',
      kind: 'university club, weekday and date disagree (date wins), free for spectators, bare address',
      text: 'Студклуб ОГУ: игра «Что? Где? Когда?» между факультетами — в пятницу, 19 декабря, 18:00, ауд. 2170 главного корпуса (пр. Победы, 13). Вход для зрителей свободный.',
      publishedAt: '2026-12-10T20:00:00+05:00',
      timeZone: ORB,
      events: [
        {
          start: '2026-12-19T18:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Что? Где? Когда?', 'Игра «Что? Где? Когда?» между факультетами'],
        },
      ],
    },
    // ——— Ульяновск ———
    {
      id: 'd13-uly-bar-week',
      kind: 'bar schedule for the holidays, each line its date, free entry, presale/door, free before 23:00 then paid, until 4 a.m.',
      text: `ВЕНЕЦ | афиша ноябрьских 🍻

04.11 ср — «Джазовая среда»: квартет Сергея Белова, 20:00, вход свободный
05.11 чт — стендап-микрофон, 19:30, 300р
06.11 пт — кавер-бэнд «Ночной Симбирск», 21:00, 400р / 600р на входе
07.11 сб — вечеринка «Назад в 2007» с DJ Катя Ли, с 22:00 до 4 утра, до 23:00 вход бесплатно, потом 300

бронь: @venec_bar`,
      publishedAt: '2026-11-01T14:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-04T20:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-venec',
          titles: ['Джазовая среда', 'Квартет Сергея Белова'],
        },
        {
          start: '2026-11-05T19:30:00+04:00',
          end: null,
          price: rub(300),
          place: 'd13-uly-venec',
          titles: ['Стендап-микрофон', 'Открытый стендап-микрофон'],
        },
        {
          start: '2026-11-06T21:00:00+04:00',
          end: null,
          price: rub(400, 600),
          place: 'd13-uly-venec',
          titles: ['Ночной Симбирск', 'Кавер-бэнд «Ночной Симбирск»'],
        },
        {
          start: '2026-11-07T22:00:00+04:00',
          end: '2026-11-08T04:00:00+04:00',
          price: rub(0, 300),
          place: 'd13-uly-venec',
          titles: ['Назад в 2007', 'Вечеринка «Назад в 2007»'],
        },
      ],
    },
    {
      id: 'd13-uly-premiere-two-days',
      kind: 'premiere on two days with a time each (one event a day), three-hour duration, bare address of the venue',
      text: `Театр «Симбирская сцена» представляет премьеру сезона — спектакль «Обрыв» по роману И. А. Гончарова.

📅 19 и 20 ноября, начало в 18:30
⏱ Продолжительность 3 часа с одним антрактом
🎭 16+

Билеты 600–2500 ₽ в кассе театра (ул. Спасская, 12) и на simbscena.ru`,
      publishedAt: '2026-11-03T10:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-19T18:30:00+04:00',
          end: '2026-11-19T21:30:00+04:00',
          price: rub(600, 2500),
          place: 'd13-uly-drama',
          titles: ['Обрыв', 'Спектакль «Обрыв»'],
          ticketUrl: 'https://simbscena.ru',
        },
        {
          start: '2026-11-20T18:30:00+04:00',
          end: '2026-11-20T21:30:00+04:00',
          price: rub(600, 2500),
          place: 'd13-uly-drama',
          titles: ['Обрыв', 'Спектакль «Обрыв»'],
          ticketUrl: 'https://simbscena.ru',
        },
      ],
    },
    {
      id: 'd13-uly-cinema-today',
      kind: 'short post, «сегодня», film title in the genitive, free screening',
      text: 'Сегодня в «Луче» в 11:00 бесплатный показ «Иронии судьбы» — приходите всей семьёй! 🎄',
      publishedAt: '2026-11-05T08:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-05T11:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-kino',
          titles: ['Ирония судьбы', 'Ирония судьбы, или С лёгким паром!'],
        },
      ],
    },
    {
      id: 'd13-uly-bookshop-two',
      kind: 'book shop, author meeting without a name and a book swap two days later with hours, both free',
      text: 'В четверг, 12 ноября, в «Обломове» — встреча с писательницей Анной Жаровой: она представит свой новый роман о волжских купцах. Начало в 19:00. А в субботу, 14-го, с 12 до 15 — книжный своп: приносите прочитанное, уносите новое 📚 На оба события вход бесплатный, места на встречу лучше забронировать в директ.',
      publishedAt: '2026-11-06T13:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-12T19:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-book',
          titles: [
            'Встреча с Анной Жаровой',
            'Встреча с писательницей Анной Жаровой',
            'Презентация романа Анны Жаровой',
          ],
        },
        {
          start: '2026-11-14T12:00:00+04:00',
          end: '2026-11-14T15:00:00+04:00',
          price: FREE,
          place: 'd13-uly-book',
          titles: ['Книжный своп'],
        },
      ],
    },
    {
      id: 'd13-uly-philharmonic-december',
      kind: 'philharmonic month programme, each concert its own price, shared ticket site',
      text: `Ульяновская филармония. Декабрь 🎼

1 декабря, 18:30 — Органный вечер. Бах, Букстехуде. Солистка Е. Мартынова. 500–900 ₽
6 декабря, 12:00 — «Сказки с оркестром: Петя и волк» для детей 4+. 300 ₽
12 декабря, 18:30 — Губернаторский симфонический оркестр, «Шехеразада» Римского-Корсакова. 700–1500 ₽

Пушкинская карта принимается на все концерты. Билеты: ulfil.ru`,
      publishedAt: '2026-11-10T11:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-01T18:30:00+04:00',
          end: null,
          price: rub(500, 900),
          place: 'd13-uly-filarm',
          titles: ['Органный вечер', 'Органный вечер: Бах, Букстехуде'],
          ticketUrl: 'https://ulfil.ru',
        },
        {
          start: '2026-12-06T12:00:00+04:00',
          end: null,
          price: rub(300),
          place: 'd13-uly-filarm',
          titles: ['Сказки с оркестром: Петя и волк', 'Петя и волк'],
          ticketUrl: 'https://ulfil.ru',
        },
        {
          start: '2026-12-12T18:30:00+04:00',
          end: null,
          price: rub(700, 1500),
          place: 'd13-uly-filarm',
          titles: ['Шехеразада', 'Губернаторский симфонический оркестр: «Шехеразада»'],
          ticketUrl: 'https://ulfil.ru',
        },
      ],
    },
    {
      id: 'd13-uly-ice-festival',
      kind: 'festival over three days as one event, opening time, free, CAPS hook, hashtags',
      text: `❄️ ФЕСТИВАЛЬ ЛЕДЯНЫХ СКУЛЬПТУР «ХОЛОДНЫЙ ВЕНЕЦ» ❄️
с 18 по 20 декабря в парке «Дубки»

Мастера из 8 городов будут резать лёд прямо на глазах у зрителей, а в воскресенье — награждение.
Открытие 18 декабря в 12:00. Вход свободный!
#ульяновск #дубки #зима`,
      publishedAt: '2026-11-12T09:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-18T12:00:00+04:00',
          end: '2026-12-20',
          price: FREE,
          place: 'd13-uly-park',
          titles: ['Холодный венец', 'Фестиваль ледяных скульптур «Холодный венец»'],
        },
      ],
    },
    {
      id: 'd13-uly-club-doors',
      kind: 'club concert, doors vs start, dance floor / VIP, venue in prepositional case',
      text: `ЗВЕРИНЫЙ ОРКЕСТР 🐺 большой сольник в «Волге-Волге»
28 ноября
Двери — 19:00
Начало — 20:00
Танцпол 1500 ₽ / VIP-балкон 3500 ₽
Билеты: volgavolga.club/zo
18+`,
      publishedAt: '2026-11-14T16:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-28T20:00:00+04:00',
          end: null,
          price: rub(1500, 3500),
          place: 'd13-uly-volga',
          titles: ['Звериный оркестр', 'Концерт группы «Звериный оркестр»'],
          ticketUrl: 'https://volgavolga.club/zo',
        },
      ],
    },
    {
      id: 'd13-uly-weekend-digest',
      kind: 'weekend digest, each line its date, children free, street excursion, online quiz',
      text: `📍Ульяновск. Афиша выходных 20–22 ноября

• 20.11, 19:00 — поэтический вечер «Симбирские строки» в книжном «Обломов», свободный вход
• 21.11, 11:00 — экскурсия «Гончаровский Симбирск» от Карамзинского сквера, 400 ₽, дети до 10 лет бесплатно, запись по тел. 8-927-000-12-34
• 21.11, 18:00 — баскетбол: «Симбирские орлы» — «Нижегородцы», СК «Торпедо», 150–300 ₽
• 22.11, 16:00 — вернисаж выставки «Волга в снегу» в галерее Крыло, вход свободный
• 22.11, 20:00 — онлайн-квиз «Знаешь ли ты Ульяновск?» в телеграм-канале @uly_quiz, участие бесплатное`,
      publishedAt: '2026-11-19T19:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-20T19:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-book',
          titles: ['Симбирские строки', 'Поэтический вечер «Симбирские строки»'],
        },
        {
          start: '2026-11-21T11:00:00+04:00',
          end: null,
          price: rub(0, 400),
          place: null,
          titles: ['Гончаровский Симбирск', 'Экскурсия «Гончаровский Симбирск»'],
        },
        {
          start: '2026-11-21T18:00:00+04:00',
          end: null,
          price: rub(150, 300),
          place: 'd13-uly-stadion',
          titles: ['Симбирские орлы — Нижегородцы', 'Баскетбол: «Симбирские орлы» — «Нижегородцы»'],
        },
        {
          start: '2026-11-22T16:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-gallery',
          titles: ['Волга в снегу', 'Вернисаж выставки «Волга в снегу»'],
        },
        {
          start: '2026-11-22T20:00:00+04:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Знаешь ли ты Ульяновск?', 'Онлайн-квиз «Знаешь ли ты Ульяновск?»'],
        },
      ],
    },
    {
      id: 'd13-uly-yoga-teacher',
      kind: 'private teacher, early-booking price as presale, hours, studio outside the catalogue',
      text: `Йога-интенсив «Тёплая спина» 🧘‍♀️
в воскресенье, 29 ноября, 10:00–13:00
студия «Прана», ул. Радищева, 88
1500₽, при записи до 25.11 — 1200₽
коврики есть, берите носочки и воду)
записаться: в лс 💌`,
      publishedAt: '2026-11-20T21:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-29T10:00:00+04:00',
          end: '2026-11-29T13:00:00+04:00',
          price: rub(1200, 1500),
          place: null,
          titles: ['Тёплая спина', 'Йога-интенсив «Тёплая спина»'],
        },
      ],
    },
    {
      id: 'd13-uly-gallery-exhibition',
      kind: 'gallery exhibition with daily hours, a student free day on another occasion is not counted',
      text: `Галерея «Крыло» открывает выставку графики Ивана Сомова «Линия горизонта».
Выставка продлится с 1 по 27 декабря, ежедневно с 11:00 до 19:00.
Вход 200 ₽, по пятницам студентам бесплатно.`,
      publishedAt: '2026-11-23T12:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-01T11:00:00+04:00',
          end: '2026-12-27T19:00:00+04:00',
          price: rub(200),
          place: 'd13-uly-gallery',
          titles: ['Линия горизонта', 'Выставка графики Ивана Сомова «Линия горизонта»'],
        },
      ],
    },
    {
      id: 'd13-uly-club-postponed',
      kind: 'postponement of a club concert, weekday in brackets, no price',
      text: 'Друзья, по техническим причинам концерт группы «Северный ветер» в Волга-Волга переносится на 5 декабря (сб). Начало как и было — в 19:00. Билеты на 27 ноября действуют. Кто не может прийти — пишите в лс, вернём деньги.',
      publishedAt: '2026-11-24T18:00:00+04:00',
      timeZone: ULY,
      postponed: true,
      events: [
        {
          start: '2026-12-05T19:00:00+04:00',
          end: null,
          price: null,
          place: 'd13-uly-volga',
          titles: ['Северный ветер', 'Концерт группы «Северный ветер»'],
        },
      ],
    },
    {
      id: 'd13-uly-futsal-weekend',
      kind: 'sports club, «в эту субботу» and «в воскресенье», two matches, free',
      text: '⚽ Мини-футбол. Суперлига. «Симбирск-Торпедо» принимает «Тюмень» в эту субботу в 16:00, СК «Торпедо». А в воскресенье в 14:00 там же играют наши девушки — «Симбирск-Торпедо» (жен.) против «Лады». Вход на оба матча бесплатный! Приходите поддержать наших 💙',
      publishedAt: '2026-11-26T10:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-11-28T16:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-stadion',
          titles: ['Симбирск-Торпедо — Тюмень', 'Мини-футбол: «Симбирск-Торпедо» — «Тюмень»'],
        },
        {
          start: '2026-11-29T14:00:00+04:00',
          end: null,
          price: FREE,
          place: 'd13-uly-stadion',
          titles: ['Симбирск-Торпедо — Лада', 'Мини-футбол: «Симбирск-Торпедо» (жен.) — «Лада»'],
        },
      ],
    },
    {
      id: 'd13-uly-documentary-sessions',
      kind: 'cinema sessions of one film over two days, running time gives the end',
      text: `Кинотеатр «Луч» — спецпоказ документального фильма «Ульяновск. Город у обрыва» 🎥

2 декабря (ср): 17:00, 19:30
3 декабря (чт): 19:30

Хронометраж 1 ч 25 мин. Билет 250 ₽.`,
      publishedAt: '2026-11-30T09:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-02T17:00:00+04:00',
          end: '2026-12-02T18:25:00+04:00',
          price: rub(250),
          place: 'd13-uly-kino',
          titles: ['Ульяновск. Город у обрыва'],
        },
        {
          start: '2026-12-02T19:30:00+04:00',
          end: '2026-12-02T20:55:00+04:00',
          price: rub(250),
          place: 'd13-uly-kino',
          titles: ['Ульяновск. Город у обрыва'],
        },
        {
          start: '2026-12-03T19:30:00+04:00',
          end: '2026-12-03T20:55:00+04:00',
          price: rub(250),
          place: 'd13-uly-kino',
          titles: ['Ульяновск. Город у обрыва'],
        },
      ],
    },
    {
      id: 'd13-uly-boardgames',
      kind: 'university club, untitled board games night, until the last player, free with a hat, address near a catalogue venue',
      text: '🎲 Настолки в УлГУ! В пятницу 4.12 собираемся в коворкинге 1 корпуса (ул. Л. Толстого, 42) с 17:00 и до последнего игрока. Вход свободный, скидываемся в шляпу на чай и печеньки по желанию 🍪',
      publishedAt: '2026-12-02T15:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-04T17:00:00+04:00',
          end: null,
          price: FREE_DONATION,
          place: null,
          titles: ['Вечер настольных игр', 'Настольные игры'],
        },
      ],
    },
    {
      id: 'd13-uly-ticket-site-touring-play',
      kind: 'ticket aggregator blurb, touring theatre, duration, range, https link',
      text: `Спектакль «Чайка» — гастроли театра «Грань» (Москва)
Ульяновск, театр «Симбирская сцена», 15 декабря 2026, вт, 19:00
Длительность: 2 ч 45 мин (с антрактом)
Цена: 1200 — 4500 ₽
Возрастное ограничение 16+
Купить билет: https://ulyanovsk.kassy.ru/events/chayka-1512`,
      publishedAt: '2026-12-03T12:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-15T19:00:00+04:00',
          end: '2026-12-15T21:45:00+04:00',
          price: rub(1200, 4500),
          place: 'd13-uly-drama',
          titles: ['Чайка', 'Спектакль «Чайка»'],
          ticketUrl: 'https://ulyanovsk.kassy.ru/events/chayka-1512',
        },
      ],
    },
    {
      id: 'd13-uly-night-party',
      kind: 'club night starting after midnight of a Friday-to-Saturday night, promo-code price, until 7',
      text: `Волга-Волга // NIGHT SHIFT
ночь с пятницы на субботу, 11/12 декабря
start 00:30
line-up: Mira K, Loud Fox, Tamerlan
вход 500, с промокодом НОЧЬ — 350
до 7:00`,
      publishedAt: '2026-12-07T20:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-12T00:30:00+04:00',
          end: '2026-12-12T07:00:00+04:00',
          price: rub(350, 500),
          place: 'd13-uly-volga',
          titles: ['NIGHT SHIFT', 'Night Shift'],
        },
      ],
    },
    {
      id: 'd13-uly-new-year-repertoire',
      kind: 'theatre holiday repertoire with day headings, a tale twice a day, child/adult and evening prices',
      text: `НОВОГОДНЯЯ АФИША «СИМБИРСКОЙ СЦЕНЫ» 🎄

26 декабря
11:00, 14:00 — «Морозко» (новогодняя сказка у ёлки, 0+)
18:00 — «Ревизор» (16+)

27 декабря
11:00 — «Морозко»
18:00 — «Женитьба Бальзаминова» (12+)

Детский билет на «Морозко» — 700 ₽, взрослый — 400 ₽, на вечерние спектакли — 500–1800 ₽.`,
      publishedAt: '2026-12-10T10:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-26T11:00:00+04:00',
          end: null,
          price: rub(400, 700),
          place: 'd13-uly-drama',
          titles: ['Морозко'],
        },
        {
          start: '2026-12-26T14:00:00+04:00',
          end: null,
          price: rub(400, 700),
          place: 'd13-uly-drama',
          titles: ['Морозко'],
        },
        {
          start: '2026-12-26T18:00:00+04:00',
          end: null,
          price: rub(500, 1800),
          place: 'd13-uly-drama',
          titles: ['Ревизор'],
        },
        {
          start: '2026-12-27T11:00:00+04:00',
          end: null,
          price: rub(400, 700),
          place: 'd13-uly-drama',
          titles: ['Морозко'],
        },
        {
          start: '2026-12-27T18:00:00+04:00',
          end: null,
          price: rub(500, 1800),
          place: 'd13-uly-drama',
          titles: ['Женитьба Бальзаминова'],
        },
      ],
    },
    {
      id: 'd13-uly-online-workshop',
      kind: 'online paid workshop, local time, https registration link',
      text: 'Онлайн-мастерская по сторителлингу для SMM ✍️ Ведёт Ксения Ильина. 16 декабря, 19:00–21:00 по Ульяновску, в Zoom. Участие — 2000 ₽. Регистрация: https://ilina-school.ru/story',
      publishedAt: '2026-12-12T13:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-16T19:00:00+04:00',
          end: '2026-12-16T21:00:00+04:00',
          price: rub(2000),
          place: null,
          titles: ['Онлайн-мастерская по сторителлингу', 'Мастерская по сторителлингу для SMM'],
          ticketUrl: 'https://ilina-school.ru/story',
        },
      ],
    },
    {
      id: 'd13-uly-charity-fair',
      kind: 'charity fair over five days with daily hours, free, hall of a sports venue',
      text: 'Благотворительная ярмарка «Добрый Новый год» 🎁 пройдёт в холле СК «Торпедо» с 19 по 23 декабря, ежедневно с 10:00 до 18:00. Вход свободный, все средства от продажи поделок пойдут в приют «Лапа помощи».',
      publishedAt: '2026-12-14T09:00:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-19T10:00:00+04:00',
          end: '2026-12-23T18:00:00+04:00',
          price: FREE,
          place: 'd13-uly-stadion',
          titles: ['Добрый Новый год', 'Благотворительная ярмарка «Добрый Новый год»'],
        },
      ],
    },
    {
      id: 'd13-uly-bar-quiz-typos',
      kind: 'lowercase one-liner with typos, «сёдня», venue in lowercase prepositional, unquoted title',
      text: 'сёдня в венце квиз по гарри поттеру!! нач в 19.30 , 350 с чела. команды до 6 ч. #венец #квиз',
      publishedAt: '2026-12-16T12:15:00+04:00',
      timeZone: ULY,
      events: [
        {
          start: '2026-12-16T19:30:00+04:00',
          end: null,
          price: rub(350),
          place: 'd13-uly-venec',
          titles: ['Квиз по Гарри Поттеру', 'Квиз'],
        },
      ],
    },
    // ——— Чебоксары ———
    {
      id: 'd13-chb-opera-week',
      kind: 'opera and ballet repertoire for four days, duration on one show, shared price range and site',
      text: `Чебоксарский театр оперы и балета
Репертуар 5–8 ноября

5.11 чт 18:30 «Травиата» (опера в 3 действиях, продолжительность 2 ч 50 мин)
6.11 пт 18:30 «Лебединое озеро»
7.11 сб 12:00 «Золушка» (балет для детей)
8.11 вс 17:00 Гала-концерт солистов оперы «Россини и друзья»

Билеты: 500–3000 ₽. cheb-opera.ru`,
      publishedAt: '2026-11-02T10:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-05T18:30:00+03:00',
          end: '2026-11-05T21:20:00+03:00',
          price: rub(500, 3000),
          place: 'd13-chb-opera',
          titles: ['Травиата'],
          ticketUrl: 'https://cheb-opera.ru',
        },
        {
          start: '2026-11-06T18:30:00+03:00',
          end: null,
          price: rub(500, 3000),
          place: 'd13-chb-opera',
          titles: ['Лебединое озеро'],
          ticketUrl: 'https://cheb-opera.ru',
        },
        {
          start: '2026-11-07T12:00:00+03:00',
          end: null,
          price: rub(500, 3000),
          place: 'd13-chb-opera',
          titles: ['Золушка'],
          ticketUrl: 'https://cheb-opera.ru',
        },
        {
          start: '2026-11-08T17:00:00+03:00',
          end: null,
          price: rub(500, 3000),
          place: 'd13-chb-opera',
          titles: ['Россини и друзья', 'Гала-концерт солистов оперы «Россини и друзья»'],
          ticketUrl: 'https://cheb-opera.ru',
        },
      ],
    },
    {
      id: 'd13-chb-bar-week',
      kind: 'bar weekly schedule with emoji, «free», end after midnight, weekend deposit is not a price',
      text: `Хмель и Солод 🍺 на этой неделе:

🎸вт 10.11 — акустика: Дима Фомин, 20:00, free
🧠чт 12.11 — Квиз «Ум в Солоде», 19:30, 400₽/чел, команды 2-8 чел
🎧сб 14.11 — Винил-вечер: диджей Семён Кузьмин играет соул и фанк, 21:00–02:00, вход 200₽

Депозит на столики по выходным — 2000. Бронь: 8 (8352) 22-33-44
#хмельисолод #чебоксары #бар`,
      publishedAt: '2026-11-09T13:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-10T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-bar',
          titles: ['Дима Фомин', 'Акустический концерт Димы Фомина', 'Акустика: Дима Фомин'],
        },
        {
          start: '2026-11-12T19:30:00+03:00',
          end: null,
          price: rub(400),
          place: 'd13-chb-bar',
          titles: ['Ум в Солоде', 'Квиз «Ум в Солоде»'],
        },
        {
          start: '2026-11-14T21:00:00+03:00',
          end: '2026-11-15T02:00:00+03:00',
          price: rub(200),
          place: 'd13-chb-bar',
          titles: ['Винил-вечер', 'Винил-вечер с диджеем Семёном Кузьминым'],
        },
      ],
    },
    {
      id: 'd13-chb-club-tomorrow',
      kind: 'CAPS one-liner, «завтра», venue in prepositional case, bare ticket domain, no price',
      text: 'ЗАВТРА!!! «Хвойные» в Заливе, старт 20:00, билеты ещё есть 👉 zaliv-club.ru',
      publishedAt: '2026-11-12T22:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-13T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd13-chb-club',
          titles: ['Хвойные', 'Концерт группы «Хвойные»'],
          ticketUrl: 'https://zaliv-club.ru',
        },
      ],
    },
    {
      id: 'd13-chb-library-lecture',
      kind: 'library news, untitled lecture inside a sentence, length of one hour, free',
      text: 'В Национальной библиотеке 19 ноября в 17:30 историк Павел Ерусланов прочтёт лекцию о чувашской вышивке и её символах. Лекция продлится час. Вход свободный, 12+.',
      publishedAt: '2026-11-13T11:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-19T17:30:00+03:00',
          end: '2026-11-19T18:30:00+03:00',
          price: FREE,
          place: 'd13-chb-lib',
          titles: ['Лекция о чувашской вышивке', 'Лекция Павла Ерусланова о чувашской вышивке'],
        },
      ],
    },
    {
      id: 'd13-chb-film-festival-programme',
      kind: 'film festival with separately named screenings (one event each), free with timepad registration',
      text: `🎬 КИНОФЕСТИВАЛЬ «ЧУВАШСКАЯ ВОЛНА» — 27–29 ноября, кинотеатр «Сеспель»

Программа:
27.11, 18:00 — открытие и фильм «Родник» (реж. А. Иванов)
28.11, 15:00 — «Ача»: конкурс детского короткого метра
28.11, 19:00 — «Улах» — альманах новелл
29.11, 17:00 — закрытие фестиваля, награждение и показ фильма-победителя

Вход на все показы свободный по регистрации: chuvashwave.timepad.ru`,
      publishedAt: '2026-11-16T12:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-27T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-kino',
          titles: ['Родник', 'Открытие кинофестиваля «Чувашская волна»'],
          ticketUrl: 'https://chuvashwave.timepad.ru',
        },
        {
          start: '2026-11-28T15:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-kino',
          titles: ['Ача', 'Конкурс детского короткого метра «Ача»'],
          ticketUrl: 'https://chuvashwave.timepad.ru',
        },
        {
          start: '2026-11-28T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-kino',
          titles: ['Улах', 'Альманах новелл «Улах»'],
          ticketUrl: 'https://chuvashwave.timepad.ru',
        },
        {
          start: '2026-11-29T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-kino',
          titles: ['Закрытие кинофестиваля «Чувашская волна»', 'Закрытие фестиваля «Чувашская волна»'],
          ticketUrl: 'https://chuvashwave.timepad.ru',
        },
      ],
    },
    {
      id: 'd13-chb-watercolor-teacher',
      kind: 'private teacher, lowercase poster lines, weekday+date, hours, bare street address of the anti-café',
      text: `Акварельный мастер-класс «Зимний лес» ❄️🌲
в субботу 21.11 с 13:00 до 16:00
антикафе Тик-так, Композиторов Воробьёвых 14
стоимость 900р, материалы включены. с собой только хорошее настроение!)
запись в лс или по тел 89050000000`,
      publishedAt: '2026-11-18T20:30:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-21T13:00:00+03:00',
          end: '2026-11-21T16:00:00+03:00',
          price: rub(900),
          place: 'd13-chb-antikafe',
          titles: ['Зимний лес', 'Акварельный мастер-класс «Зимний лес»'],
        },
      ],
    },
    {
      id: 'd13-chb-weekend-digest',
      kind: 'weekend digest with day headings only (weekday names), girls free before midnight, entry fee of a run by the bay (not the club)',
      text: `Чебоксары, выходные 28–29 ноября 🗓

СУББОТА
• 12:00 — «Ёжик в тумане» в ТЮЗе «Светлячок», 350 ₽
• 19:00 — стендап «Чебоксарский разгон» в Хмель и Солод, 500 ₽ / 700 ₽ в день концерта
• 23:00 — вечеринка «Меломания» в клубе «Залив», 300 ₽, до полуночи девушкам бесплатно

ВОСКРЕСЕНЬЕ
• 11:00 — Забег Дедов Морозов по набережной залива (старт у Монумента Матери), стартовый взнос 500 ₽
• 16:00 — лекция «Как устроен мозг музыканта» в Нацбиблиотеке, бесплатно`,
      publishedAt: '2026-11-26T19:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-11-28T12:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd13-chb-tyuz',
          titles: ['Ёжик в тумане'],
        },
        {
          start: '2026-11-28T19:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'd13-chb-bar',
          titles: ['Чебоксарский разгон', 'Стендап «Чебоксарский разгон»'],
        },
        {
          start: '2026-11-28T23:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd13-chb-club',
          titles: ['Меломания', 'Вечеринка «Меломания»'],
        },
        {
          start: '2026-11-29T11:00:00+03:00',
          end: null,
          price: rub(500),
          place: null,
          titles: ['Забег Дедов Морозов'],
        },
        {
          start: '2026-11-29T16:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-lib',
          titles: ['Как устроен мозг музыканта', 'Лекция «Как устроен мозг музыканта»'],
        },
      ],
    },
    {
      id: 'd13-chb-gallery-range',
      kind: 'gallery exhibition as a date range without times, free, venue name first',
      text: 'Белый куб: с 1 по 20 декабря — групповая выставка молодых художников Чувашии «Свои». Вход бесплатный.',
      publishedAt: '2026-11-20T12:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-01',
          end: '2026-12-20',
          price: FREE,
          place: 'd13-chb-gallery',
          titles: ['Свои', 'Выставка «Свои»'],
        },
      ],
    },
    {
      id: 'd13-chb-tyuz-postponed',
      kind: 'theatre postponement with the new date and time, no price',
      text: 'Уважаемые зрители! В связи с болезнью артиста спектакль «Кот в сапогах», запланированный на 29 ноября, переносится на 6 декабря, 12:00. Билеты остаются действительными. ТЮЗ «Светлячок»',
      publishedAt: '2026-11-23T10:00:00+03:00',
      timeZone: CHB,
      postponed: true,
      events: [
        {
          start: '2026-12-06T12:00:00+03:00',
          end: null,
          price: null,
          place: 'd13-chb-tyuz',
          titles: ['Кот в сапогах'],
        },
      ],
    },
    {
      id: 'd13-chb-football-cup',
      kind: 'amateur cup with hours and a team registration link, plus a children tournament next day, free for spectators',
      text: '⚽️ Зимний кубок Чебоксар по мини-футболу среди любителей — в субботу, 5 декабря, на крытом поле стадиона «Олимпийский». Игры с 10:00 до 18:00. Заявки на кубок до 3 декабря: cupcheb.ru. А в воскресенье, 6-го, в 11:00 там же — детский турнир «Кожаный мяч» для команд 2014–2016 г. р. Зрителям на оба дня вход свободный.',
      publishedAt: '2026-11-30T14:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-05T10:00:00+03:00',
          end: '2026-12-05T18:00:00+03:00',
          price: FREE,
          place: 'd13-chb-stadion',
          titles: ['Зимний кубок Чебоксар по мини-футболу', 'Зимний кубок Чебоксар'],
          ticketUrl: 'https://cupcheb.ru',
        },
        {
          start: '2026-12-06T11:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd13-chb-stadion',
          titles: ['Кожаный мяч', 'Детский турнир «Кожаный мяч»'],
        },
      ],
    },
    {
      id: 'd13-chb-church-choir',
      kind: 'monastery choir charity concert, by donation only, outside the catalogue',
      text: 'Хор «Светилен» Свято-Троицкого монастыря — благотворительный концерт духовной музыки в воскресенье, 13 декабря, в 15:00, в трапезном храме монастыря. Вход — за пожертвование, все собранные средства пойдут на ремонт колокольни.',
      publishedAt: '2026-12-01T09:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-13T15:00:00+03:00',
          end: null,
          price: DONATION,
          place: null,
          titles: ['Благотворительный концерт хора «Светилен»', 'Концерт духовной музыки', 'Хор «Светилен»'],
        },
      ],
    },
    {
      id: 'd13-chb-film-club-sessions',
      kind: 'cinema film club, three sessions of two films, running time gives the end, member price',
      text: `Сеспель | Клуб «Кино без попкорна»

Пт 4 декабря, 19:00 — «Андрей Рублёв» (1966), 205 мин
Сб 5 декабря, 14:00 и 18:30 — «Земляничная поляна» (1957), 91 мин

Билет 300 ₽, для членов клуба — 200 ₽`,
      publishedAt: '2026-12-02T10:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-04T19:00:00+03:00',
          end: '2026-12-04T22:25:00+03:00',
          price: rub(200, 300),
          place: 'd13-chb-kino',
          titles: ['Андрей Рублёв'],
        },
        {
          start: '2026-12-05T14:00:00+03:00',
          end: '2026-12-05T15:31:00+03:00',
          price: rub(200, 300),
          place: 'd13-chb-kino',
          titles: ['Земляничная поляна'],
        },
        {
          start: '2026-12-05T18:30:00+03:00',
          end: '2026-12-05T20:01:00+03:00',
          price: rub(200, 300),
          place: 'd13-chb-kino',
          titles: ['Земляничная поляна'],
        },
      ],
    },
    {
      id: 'd13-chb-film-music-tour',
      kind: 'ticket aggregator, two cities two dates, price from, ticket link only for the first city',
      text: `Владимир Орлов и симфонический оркестр. «Музыка кино: от Морриконе до Циммера»
18 декабря, 19:00 — Чебоксары, Театр оперы и балета. Билеты: https://cheboksary.ticketland.ru/morricone-zimmer
19 декабря, 18:00 — Новочебоксарск, ДК «Химик». Билеты в кассе ДК.
Цена билетов от 1200 ₽. 6+`,
      publishedAt: '2026-12-04T15:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-18T19:00:00+03:00',
          end: null,
          price: rub(1200, null),
          place: 'd13-chb-opera',
          titles: ['Музыка кино: от Морриконе до Циммера', 'Музыка кино'],
          ticketUrl: 'https://cheboksary.ticketland.ru/morricone-zimmer',
        },
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: rub(1200, null),
          place: null,
          titles: ['Музыка кино: от Морриконе до Циммера', 'Музыка кино'],
        },
      ],
    },
    {
      id: 'd13-chb-university-debates',
      kind: 'university club, «в эту пятницу», untitled debates, address on the same avenue as a catalogue venue',
      text: 'Дебатный клуб ЧГУ 🗣 В эту пятницу — открытые дебаты на тему «Нужен ли городу второй мост через Волгу?». 17:40, ауд. 301, корпус на Московском пр., 15. Приходите слушать и спорить, вход свободный!',
      publishedAt: '2026-12-07T18:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-11T17:40:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Открытые дебаты', 'Дебаты «Нужен ли городу второй мост через Волгу?»'],
        },
      ],
    },
    {
      id: 'd13-chb-new-year-carnival',
      kind: 'New Year party, doors only, all night until 6 a.m. of next year, price rises after a date',
      text: 'НОВОГОДНИЙ КАРНАВАЛ В ЗАЛИВЕ 🎭🎆 31 декабря, двери с 22:00, всю ночь до 6 утра. Дресс-код — маски. Билеты 1500 ₽ до 25 декабря, потом 2000 ₽. zaliv-club.ru/ny',
      publishedAt: '2026-12-08T20:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-31T22:00:00+03:00',
          end: '2027-01-01T06:00:00+03:00',
          price: rub(1500, 2000),
          place: 'd13-chb-club',
          titles: ['Новогодний карнавал'],
          ticketUrl: 'https://zaliv-club.ru/ny',
        },
      ],
    },
    {
      id: 'd13-chb-tyuz-new-year-show',
      kind: 'children New Year show, twice one day and once another, length gives the end, toddlers free',
      text: `ТЮЗ «Светлячок» — новогоднее представление «Как Нарспи Новый год спасала» 🎄

20 декабря — 11:00 и 14:00
23 декабря — 11:00

Представление у ёлки + спектакль, продолжительность 1 ч 30 мин.
Билеты: 600 ₽, детям до 3 лет без места бесплатно.`,
      publishedAt: '2026-12-09T10:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-20T11:00:00+03:00',
          end: '2026-12-20T12:30:00+03:00',
          price: rub(0, 600),
          place: 'd13-chb-tyuz',
          titles: ['Как Нарспи Новый год спасала'],
        },
        {
          start: '2026-12-20T14:00:00+03:00',
          end: '2026-12-20T15:30:00+03:00',
          price: rub(0, 600),
          place: 'd13-chb-tyuz',
          titles: ['Как Нарспи Новый год спасала'],
        },
        {
          start: '2026-12-23T11:00:00+03:00',
          end: '2026-12-23T12:30:00+03:00',
          price: rub(0, 600),
          place: 'd13-chb-tyuz',
          titles: ['Как Нарспи Новый год спасала'],
        },
      ],
    },
    {
      id: 'd13-chb-online-lecture',
      kind: 'online lecture broadcast in VK (not a ticket link), free',
      text: '📡 Онлайн-лекция «Чувашский для начинающих» — 15 декабря, 19:00 мск, трансляция в VK: vk.com/chuvash_online. Бесплатно, регистрация не нужна.',
      publishedAt: '2026-12-10T12:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-15T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Чувашский для начинающих', 'Онлайн-лекция «Чувашский для начинающих»'],
        },
      ],
    },
    {
      id: 'd13-chb-jam-tonight',
      kind: 'bar jam session «сегодня вечером», free with donations in a hat',
      text: 'Сегодня вечером в Хмель и Солод — джем-сейшн! 🎷 Сцена открыта для всех, кто играет. Начало в 20:30. Вход свободный, музыканты будут рады донатам в шляпу.',
      publishedAt: '2026-12-11T16:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-11T20:30:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd13-chb-bar',
          titles: ['Джем-сейшн'],
        },
      ],
    },
    {
      id: 'd13-chb-artist-talk',
      kind: 'gallery artist talk, students and pupils free, weekday+date',
      text: 'Галерея «Белый куб» 🤍 Artist talk с куратором выставки «Свои» Ольгой Никитиной — в среду, 16.12, в 18:30. Билет 300 ₽, студентам и школьникам — бесплатно.',
      publishedAt: '2026-12-12T11:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-16T18:30:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd13-chb-gallery',
          titles: ['Artist talk с Ольгой Никитиной', 'Встреча с куратором выставки «Свои»', 'Artist talk'],
        },
      ],
    },
    {
      id: 'd13-chb-poster-caps',
      kind: 'poster in caps with pipes, hall of a catalogue venue, full/student price',
      text: 'КОНЦЕРТ КАМЕРНОГО ОРКЕСТРА «ЧУВАШИЯ-БАРОККО» | 19.12 | 18:00 | НАЦБИБЛИОТЕКА, КОНФЕРЕНЦ-ЗАЛ | 0+ | вход 400 / студ. 250',
      publishedAt: '2026-12-14T09:00:00+03:00',
      timeZone: CHB,
      events: [
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: rub(250, 400),
          place: 'd13-chb-lib',
          titles: ['Чувашия-Барокко', 'Концерт камерного оркестра «Чувашия-Барокко»'],
        },
      ],
    },
    // ——— Сургут ———
    {
      id: 'd13-sgt-theatre-week',
      kind: 'music-drama theatre repertoire, a musical with duration, a tale twice a day, the same play on two days',
      text: `Сургутский музыкально-драматический театр. Афиша на 4–8 ноября

4 ноября, 17:00 — мюзикл «Алые паруса» (12+), 2 ч 20 мин
6 ноября, 19:00 — «Три сестры» (16+)
7 ноября, 12:00 и 16:00 — «Бременские музыканты» (0+)
8 ноября, 18:00 — «Три сестры»

Стоимость билетов: 500–2200 ₽. Касса: ежедневно 10:00–20:00. Билеты онлайн: smdt-surgut.ru`,
      publishedAt: '2026-11-01T10:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-04T17:00:00+05:00',
          end: '2026-11-04T19:20:00+05:00',
          price: rub(500, 2200),
          place: 'd13-sgt-drama',
          titles: ['Алые паруса', 'Мюзикл «Алые паруса»'],
          ticketUrl: 'https://smdt-surgut.ru',
        },
        {
          start: '2026-11-06T19:00:00+05:00',
          end: null,
          price: rub(500, 2200),
          place: 'd13-sgt-drama',
          titles: ['Три сестры'],
          ticketUrl: 'https://smdt-surgut.ru',
        },
        {
          start: '2026-11-07T12:00:00+05:00',
          end: null,
          price: rub(500, 2200),
          place: 'd13-sgt-drama',
          titles: ['Бременские музыканты'],
          ticketUrl: 'https://smdt-surgut.ru',
        },
        {
          start: '2026-11-07T16:00:00+05:00',
          end: null,
          price: rub(500, 2200),
          place: 'd13-sgt-drama',
          titles: ['Бременские музыканты'],
          ticketUrl: 'https://smdt-surgut.ru',
        },
        {
          start: '2026-11-08T18:00:00+05:00',
          end: null,
          price: rub(500, 2200),
          place: 'd13-sgt-drama',
          titles: ['Три сестры'],
          ticketUrl: 'https://smdt-surgut.ru',
        },
      ],
    },
    {
      id: 'd13-sgt-bar-week',
      kind: 'bar weekly schedule, presale/day price, karaoke until the last guest, free entry with a table deposit',
      text: `НЕФТЯНИК | что у нас на неделе 🛢

▫️ Ср, 11.11 — Пивной квиз, 19:30. Участие 300 ₽/чел.
▫️ Пт, 13.11 — Rock-вечер: группа «Сибирская нефть» live, 21:00. Вход 400₽, в день концерта 500₽
▫️ Сб, 14.11 — Караоке-ночь до последнего гостя, с 22:00, вход свободный, депозит на стол 5000

📍ул. 30 лет Победы, 44`,
      publishedAt: '2026-11-09T12:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-11T19:30:00+05:00',
          end: null,
          price: rub(300),
          place: 'd13-sgt-bar',
          titles: ['Пивной квиз', 'Квиз'],
        },
        {
          start: '2026-11-13T21:00:00+05:00',
          end: null,
          price: rub(400, 500),
          place: 'd13-sgt-bar',
          titles: ['Сибирская нефть', 'Rock-вечер: группа «Сибирская нефть»', 'Концерт группы «Сибирская нефть»'],
        },
        { start: '2026-11-14T22:00:00+05:00', end: null, price: FREE, place: 'd13-sgt-bar', titles: ['Караоке-ночь'] },
      ],
    },
    {
      id: 'd13-sgt-club-oneliner',
      kind: 'lowercase one-liner, «в пт», short venue nickname',
      text: 'в пт в Полярке Hard Rock Night, 23:00, вход 300',
      publishedAt: '2026-11-11T18:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-13T23:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd13-sgt-club',
          titles: ['Hard Rock Night'],
        },
      ],
    },
    {
      id: 'd13-sgt-philharmonic-kids',
      kind: 'children concert twice a day, «длится 50 минут», chamber hall',
      text: `Сургутская филармония приглашает маленьких слушателей на музыкальную сказку «Кот, Петух и Лиса» 🐓🦊

🗓 22 ноября (воскресенье), 11:00 и 13:00
📍 Камерный зал
Концерт длится 50 минут, без антракта. 3+
Билет — 400 ₽, взрослый с ребёнком — по билету на каждого.`,
      publishedAt: '2026-11-12T10:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-22T11:00:00+05:00',
          end: '2026-11-22T11:50:00+05:00',
          price: rub(400),
          place: 'd13-sgt-filarm',
          titles: ['Кот, Петух и Лиса', 'Музыкальная сказка «Кот, Петух и Лиса»'],
        },
        {
          start: '2026-11-22T13:00:00+05:00',
          end: '2026-11-22T13:50:00+05:00',
          price: rub(400),
          place: 'd13-sgt-filarm',
          titles: ['Кот, Петух и Лиса', 'Музыкальная сказка «Кот, Петух и Лиса»'],
        },
      ],
    },
    {
      id: 'd13-sgt-museum-exhibition',
      kind: 'museum exhibition into January with opening hours, concession and children free',
      text: `Музейный комплекс «Старый Сургут» открывает выставку «Хантыйский орнамент» 🪶

📅 20 ноября — 17 января
⏰ ср–вс 10:00–18:00
💳 150 ₽ / пенсионеры и студенты 80 ₽ / дети до 7 лет бесплатно`,
      publishedAt: '2026-11-14T09:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-20T10:00:00+05:00',
          end: '2027-01-17T18:00:00+05:00',
          price: rub(0, 150),
          place: 'd13-sgt-muzey',
          titles: ['Хантыйский орнамент', 'Выставка «Хантыйский орнамент»'],
        },
      ],
    },
    {
      id: 'd13-sgt-youth-hockey',
      kind: 'youth hockey match, «в субботу», team names in cases, free',
      text: '🏒 В субботу в «Айсберге» — матч детской хоккейной лиги: «Северные медведи» (Сургут) против «Ермака» (Ханты-Мансийск). Начало в 13:00. Вход бесплатный, приходите болеть за ребят!',
      publishedAt: '2026-11-16T12:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-21T13:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd13-sgt-arena',
          titles: ['Северные медведи — Ермак', 'Матч детской хоккейной лиги'],
        },
      ],
    },
    {
      id: 'd13-sgt-weekend-digest',
      kind: 'weekend digest, each line its date and weekday, touring ballet with ticket site, pensioners free',
      text: `Сургут, куда сходить 20–22.11 ⬇️

20.11 (пт) 19:00 — стендап «Северный юмор» в «Нефтянике», 700 ₽
20.11 (пт) 20:00 — «Щелкунчик», гастроли Казанского балета в СМДТ, 1500–5000 ₽, билеты: smdt-surgut.ru
21.11 (сб) 12:00 — книжная ярмарка в «Кедре», вход свободный
21.11 (сб) 18:00 — лекция «Нефть: как её нашли в Сургуте» в «Старом Сургуте», 200 ₽
22.11 (вс) 14:00 — кинопоказ «Белое солнце пустыни» в Севере, для пенсионеров бесплатно, остальные — 250 ₽`,
      publishedAt: '2026-11-19T18:30:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-20T19:00:00+05:00',
          end: null,
          price: rub(700),
          place: 'd13-sgt-bar',
          titles: ['Северный юмор', 'Стендап «Северный юмор»'],
        },
        {
          start: '2026-11-20T20:00:00+05:00',
          end: null,
          price: rub(1500, 5000),
          place: 'd13-sgt-drama',
          titles: ['Щелкунчик', 'Щелкунчик — гастроли Казанского балета'],
          ticketUrl: 'https://smdt-surgut.ru',
        },
        {
          start: '2026-11-21T12:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd13-sgt-book',
          titles: ['Книжная ярмарка'],
        },
        {
          start: '2026-11-21T18:00:00+05:00',
          end: null,
          price: rub(200),
          place: 'd13-sgt-muzey',
          titles: ['Нефть: как её нашли в Сургуте', 'Лекция «Нефть: как её нашли в Сургуте»'],
        },
        {
          start: '2026-11-22T14:00:00+05:00',
          end: null,
          price: rub(0, 250),
          place: 'd13-sgt-kino',
          titles: ['Белое солнце пустыни'],
        },
      ],
    },
    {
      id: 'd13-sgt-guitar-teacher',
      kind: 'private teacher, «в это воскресенье», «длится 2 часа», anti-café with time included',
      text: 'Всем привет! Я Артём, преподаю гитару 8 лет. В это воскресенье провожу групповой урок «Гитара с нуля» в антикафе «Тайга» (ул. Чехова, 11) 🎸 Начало в 16:00, длится 2 часа. Гитары дам, если нет своей. 800 р, время в антикафе включено. Пишите в лс!',
      publishedAt: '2026-11-21T20:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-11-22T16:00:00+05:00',
          end: '2026-11-22T18:00:00+05:00',
          price: rub(800),
          place: 'd13-sgt-antikafe',
          titles: ['Гитара с нуля', 'Групповой урок «Гитара с нуля»'],
        },
      ],
    },
    {
      id: 'd13-sgt-club-album-release',
      kind: 'club album presentation, gathering vs start with an opener, presale/day, ticket link',
      text: `«ПОЛЯРНАЯ НОЧЬ» ПРЕДСТАВЛЯЕТ:
ЛОНГ-ЛОНГ АЙЛЕНД (Москва) — презентация альбома «Тёплый шум»

📅 5 декабря, суббота
🚪 сбор гостей 19:00
🎤 19:30 — начало, на разогреве «Мох» (Сургут)
🎸 20:30 — Лонг-Лонг Айленд
💸 1200₽ предпродажа / 1500₽ в день концерта
🎫 polyarka.ru/lla`,
      publishedAt: '2026-11-23T15:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-05T19:30:00+05:00',
          end: null,
          price: rub(1200, 1500),
          place: 'd13-sgt-club',
          titles: [
            'Лонг-Лонг Айленд',
            'Презентация альбома «Тёплый шум»',
            'Лонг-Лонг Айленд — презентация альбома «Тёплый шум»',
          ],
          ticketUrl: 'https://polyarka.ru/lla',
        },
      ],
    },
    {
      id: 'd13-sgt-philharmonic-postponed',
      kind: 'postponement of a concert, weekday in brackets, main hall alias, no price',
      text: '⚠️ Внимание! Концерт Сургутского камерного оркестра «Зимние грёзы», запланированный на 29 ноября, переносится на 13 декабря (воскресенье). Время начала — 17:00. Ранее приобретённые билеты действительны. Сургутская филармония, Большой зал.',
      publishedAt: '2026-11-25T11:00:00+05:00',
      timeZone: SGT,
      postponed: true,
      events: [
        {
          start: '2026-12-13T17:00:00+05:00',
          end: null,
          price: null,
          place: 'd13-sgt-filarm',
          titles: ['Зимние грёзы', 'Концерт Сургутского камерного оркестра «Зимние грёзы»'],
        },
      ],
    },
    {
      id: 'd13-sgt-book-club',
      kind: 'book shop club, two meetings without a name (descriptive titles), shared price',
      text: `Книжный «Кедр» 🌲 Декабрьские встречи книжного клуба:
— 3 декабря, 19:00: обсуждаем «Лавр» Водолазкина
— 17 декабря, 19:00: «Зулейха открывает глаза» Яхиной
Участие 300 ₽ (чай и печенье включены), можно прийти и не дочитав 😉`,
      publishedAt: '2026-11-27T13:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-03T19:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd13-sgt-book',
          titles: ['Книжный клуб: «Лавр» Водолазкина', 'Обсуждение романа «Лавр»', 'Книжный клуб'],
        },
        {
          start: '2026-12-17T19:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd13-sgt-book',
          titles: [
            'Книжный клуб: «Зулейха открывает глаза»',
            'Обсуждение романа «Зулейха открывает глаза»',
            'Книжный клуб',
          ],
        },
      ],
    },
    {
      id: 'd13-sgt-ski-race',
      kind: 'ski race outside the catalogue (forest park name resembles a venue alias), number pickup vs start, entry fee, children free, prize fund is not a price',
      text: '🎿 Лыжная гонка «Сургутская лыжня — 2026» пройдёт 6 декабря в лесопарке «Кедровый лог». Старт масс-старта в 11:00, выдача номеров с 9:30. Дистанции 5, 10 и 20 км. Стартовый взнос 500 ₽, для детей до 14 лет — бесплатно. Призовой фонд 100 000 ₽! Регистрация: reg.surgut-ski.ru',
      publishedAt: '2026-11-30T10:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-06T11:00:00+05:00',
          end: null,
          price: rub(0, 500),
          place: null,
          titles: ['Сургутская лыжня — 2026', 'Сургутская лыжня', 'Лыжная гонка «Сургутская лыжня — 2026»'],
          ticketUrl: 'https://reg.surgut-ski.ru',
        },
      ],
    },
    {
      id: 'd13-sgt-film-festival',
      kind: 'film festival over four days as one event, daily start, session ticket and festival pass',
      text: 'Фестиваль европейского кино «Евро-Север» пройдёт в кинотеатре «Север» с 10 по 13 декабря! 8 фильмов, которые не шли в широком прокате. Показы ежедневно с 18:00. Билет на сеанс — 350 ₽, абонемент на все дни фестиваля — 2000 ₽. Расписание: evrosever.ru',
      publishedAt: '2026-12-01T12:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-10T18:00:00+05:00',
          end: '2026-12-13',
          price: rub(350, 2000),
          place: 'd13-sgt-kino',
          titles: ['Евро-Север', 'Фестиваль европейского кино «Евро-Север»'],
        },
      ],
    },
    {
      id: 'd13-sgt-it-meetup-online',
      kind: 'online meetup, local and Moscow time given, free with registration link',
      text: 'Онлайн-встреча клуба «Северные айтишники» — «Как мы переносили 1С в облако». 9 декабря в 19:00 по Сургуту (17:00 мск). Трансляция на YouTube, вопросы — в чате. Участие бесплатное, регистрация: nitclub.ru/meetup9',
      publishedAt: '2026-12-02T14:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-09T19:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как мы переносили 1С в облако', 'Онлайн-встреча клуба «Северные айтишники»'],
          ticketUrl: 'https://nitclub.ru/meetup9',
        },
      ],
    },
    {
      id: 'd13-sgt-square-fair',
      kind: 'New Year fair with daily hours on a square outside the catalogue, plus an opening concert',
      text: `🎄 Новогодняя ярмарка на Театральной площади — с 19 по 27 декабря, ежедневно с 12:00 до 21:00. Вход свободный.
19 декабря в 17:00 — концерт в честь открытия ярмарки, играет сургутская группа «Мох» 🎶`,
      publishedAt: '2026-12-04T09:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-19T12:00:00+05:00',
          end: '2026-12-27T21:00:00+05:00',
          price: FREE,
          place: null,
          titles: ['Новогодняя ярмарка'],
        },
        {
          start: '2026-12-19T17:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Концерт в честь открытия ярмарки', 'Концерт группы «Мох»', 'Мох'],
        },
      ],
    },
    {
      id: 'd13-sgt-new-year-night',
      kind: 'New Year party starting after midnight on 1 January, three price steps, Latin name',
      text: `POLYARKA NEW YEAR 2027 ✨
Встречаем Новый год вместе! 1 января, старт в 00:30 (сразу после курантов 🥂) и до 6:00
DJ: Ice Mike, Nastya North, Borealis
Билеты: 1000 ₽ до 20.12, 1500 ₽ до 31.12, на входе — 2000 ₽
polyarka.ru/ny2027`,
      publishedAt: '2026-12-08T19:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2027-01-01T00:30:00+05:00',
          end: '2027-01-01T06:00:00+05:00',
          price: rub(1000, 2000),
          place: 'd13-sgt-club',
          titles: ['Polyarka New Year 2027', 'POLYARKA NEW YEAR 2027', 'Новогодняя вечеринка'],
          ticketUrl: 'https://polyarka.ru/ny2027',
        },
      ],
    },
    {
      id: 'd13-sgt-standup-tour',
      kind: 'ticket site, stand-up tour with two dates in two cities, range, shared link',
      text: `Стас Вороной — большой стендап-концерт «Без подготовки». Тур по Югре:
17 декабря — Сургут, СМДТ, 19:00
18 декабря — Нижневартовск, ДК «Октябрь», 19:00
Билеты 1500–3500 ₽ на ugra.kassir.ru/voronoy`,
      publishedAt: '2026-12-09T12:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-17T19:00:00+05:00',
          end: null,
          price: rub(1500, 3500),
          place: 'd13-sgt-drama',
          titles: ['Без подготовки', 'Стас Вороной — «Без подготовки»', 'Стендап-концерт Стаса Вороного'],
          ticketUrl: 'https://ugra.kassir.ru/voronoy',
        },
        {
          start: '2026-12-18T19:00:00+05:00',
          end: null,
          price: rub(1500, 3500),
          place: null,
          titles: ['Без подготовки', 'Стас Вороной — «Без подготовки»', 'Стендап-концерт Стаса Вороного'],
          ticketUrl: 'https://ugra.kassir.ru/voronoy',
        },
      ],
    },
    {
      id: 'd13-sgt-museum-workshop',
      kind: 'museum family workshop, hours, child pays and accompanying adults free, untitled',
      text: '«Старый Сургут» приглашает на семейный мастер-класс по изготовлению рождественского вертепа ⭐ 12 декабря, сб, 14:00–15:30. Для детей 6–12 лет. Участие ребёнка — 300 ₽, сопровождающие взрослые — бесплатно.',
      publishedAt: '2026-12-10T10:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-12T14:00:00+05:00',
          end: '2026-12-12T15:30:00+05:00',
          price: rub(0, 300),
          place: 'd13-sgt-muzey',
          titles: [
            'Мастер-класс по изготовлению рождественского вертепа',
            'Семейный мастер-класс',
            'Рождественский вертеп',
          ],
        },
      ],
    },
    {
      id: 'd13-sgt-philharmonic-holidays',
      kind: 'philharmonic holiday programme, a children show twice a day, shared ticket site',
      text: `Сургутская филармония 🎄 Новогодние концерты:

22.12, 19:00 — «Штраус-гала», Большой зал, 800–2000 ₽
25.12, 19:00 — джазовый вечер «Jingle Jazz» с биг-бэндом «Югра», 600–1500 ₽
30.12, 12:00 и 15:00 — детская новогодняя программа «Снеговик-почтовик», 500 ₽

Пушкинская карта ✅ Билеты на сайте: surgutfil.ru`,
      publishedAt: '2026-12-12T11:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-22T19:00:00+05:00',
          end: null,
          price: rub(800, 2000),
          place: 'd13-sgt-filarm',
          titles: ['Штраус-гала'],
          ticketUrl: 'https://surgutfil.ru',
        },
        {
          start: '2026-12-25T19:00:00+05:00',
          end: null,
          price: rub(600, 1500),
          place: 'd13-sgt-filarm',
          titles: ['Jingle Jazz', 'Джазовый вечер «Jingle Jazz»'],
          ticketUrl: 'https://surgutfil.ru',
        },
        {
          start: '2026-12-30T12:00:00+05:00',
          end: null,
          price: rub(500),
          place: 'd13-sgt-filarm',
          titles: ['Снеговик-почтовик'],
          ticketUrl: 'https://surgutfil.ru',
        },
        {
          start: '2026-12-30T15:00:00+05:00',
          end: null,
          price: rub(500),
          place: 'd13-sgt-filarm',
          titles: ['Снеговик-почтовик'],
          ticketUrl: 'https://surgutfil.ru',
        },
      ],
    },
    {
      id: 'd13-sgt-designers-market',
      kind: 'two-day market with daily hours, bare address of a catalogue venue, «free», hashtags',
      text: 'Маркет местных дизайнеров «Сделано на Севере» 🧤 19-20 декабря, Энгельса 18, 2 этаж, 11:00–19:00. вход free #сургут #маркет',
      publishedAt: '2026-12-15T16:00:00+05:00',
      timeZone: SGT,
      events: [
        {
          start: '2026-12-19T11:00:00+05:00',
          end: '2026-12-20T19:00:00+05:00',
          price: FREE,
          place: 'd13-sgt-filarm',
          titles: ['Сделано на Севере', 'Маркет «Сделано на Севере»'],
        },
      ],
    },
  ],
};
