// An eleventh development set of announcements (Тюмень, Киров, Вологда, Смоленск), written from the labelling guide alone, without sight of the reader or its sets.
// A development set: it may be read while rules are written.
import { type AnnouncementSet, DONATION, FREE, FREE_DONATION, rub } from '../cases.ts';

const TMN = 'Asia/Yekaterinburg';
const KIR = 'Europe/Kirov';
const VOL = 'Europe/Moscow';
const SML = 'Europe/Moscow';

export const TUNING_11: AnnouncementSet = {
  places: [
    // Тюмень
    {
      id: 'd11-tmn-filarmonia',
      name: 'Тюменская филармония',
      aliases: ['филармония', 'Тюменская филармония'],
      address: 'Тюмень, улица Республики, 34',
    },
    {
      id: 'd11-tmn-drama',
      name: 'Тюменский драматический театр',
      aliases: ['Тюменская драма', 'драмтеатр', 'Драма'],
      address: 'Тюмень, улица Республики, 129',
    },
    { id: 'd11-tmn-kotelnaya', name: 'Бар «Котельная»', aliases: ['Котельная'], address: 'Тюмень, улица Герцена, 64' },
    {
      id: 'd11-tmn-signal',
      name: 'Клуб «Сигнал»',
      aliases: ['Сигнал', 'Signal'],
      address: 'Тюмень, улица Мельникайте, 101',
    },
    { id: 'd11-tmn-kosmos', name: 'Кинотеатр «Космос»', aliases: ['Космос'], address: 'Тюмень, улица Ленина, 48' },
    { id: 'd11-tmn-lapsha', name: 'Антикафе «Лапша»', aliases: ['Лапша'], address: 'Тюмень, улица Первомайская, 18' },
    { id: 'd11-tmn-geolog', name: 'Стадион «Геолог»', aliases: ['Геолог'], address: 'Тюмень, улица Минская, 1' },
    {
      id: 'd11-tmn-biblio',
      name: 'Центральная городская библиотека',
      aliases: ['Центральная библиотека', 'ЦГБ'],
      address: 'Тюмень, улица Холодильная, 77',
    },
    { id: 'd11-tmn-okno', name: 'Галерея «Окно»', aliases: ['Окно'], address: 'Тюмень, улица Семакова, 10' },
    // Киров
    {
      id: 'd11-kir-filarmonia',
      name: 'Кировская филармония',
      aliases: ['филармония', 'Кировская филармония'],
      address: 'Киров, улица Спасская, 15',
    },
    {
      id: 'd11-kir-spasskaya',
      name: 'Театр на Спасской',
      aliases: ['театр на Спасской', 'ТЮЗ'],
      address: 'Киров, улица Спасская, 17',
    },
    { id: 'd11-kir-hlynov', name: 'Паб «Хлынов»', aliases: ['Хлынов'], address: 'Киров, улица Московская, 22' },
    { id: 'd11-kir-dymka', name: 'Клуб «Дымка»', aliases: ['Дымка'], address: 'Киров, Октябрьский проспект, 88' },
    {
      id: 'd11-kir-koliseum',
      name: 'Кинотеатр «Колизей»',
      aliases: ['Колизей'],
      address: 'Киров, улица Воровского, 135',
    },
    {
      id: 'd11-kir-pereplet',
      name: 'Книжный магазин «Переплёт»',
      aliases: ['Переплёт', 'Переплет'],
      address: 'Киров, улица Ленина, 80',
    },
    {
      id: 'd11-kir-artmuseum',
      name: 'Кировский художественный музей',
      aliases: ['художественный музей', 'Васнецовский музей'],
      address: 'Киров, улица Карла Либкнехта, 71',
    },
    { id: 'd11-kir-rodina', name: 'Стадион «Родина»', aliases: ['Родина'], address: 'Киров, улица Ленина, 100' },
    { id: 'd11-kir-dymkovo', name: 'Парк «Дымково»', aliases: ['Дымково'], address: 'Киров, набережная Грина, 3' },
    // Вологда
    {
      id: 'd11-vol-drama',
      name: 'Вологодский драматический театр',
      aliases: ['драмтеатр', 'Вологодская драма'],
      address: 'Вологда, Советский проспект, 6',
    },
    {
      id: 'd11-vol-filarmonia',
      name: 'Вологодская филармония имени Гаврилина',
      aliases: ['филармония', 'филармония им. Гаврилина'],
      address: 'Вологда, улица Зосимовская, 9',
    },
    { id: 'd11-vol-kruzhka', name: 'Бар «Кружка»', aliases: ['Кружка'], address: 'Вологда, улица Мира, 14' },
    {
      id: 'd11-vol-masloboynya',
      name: 'Лофт «Маслобойня»',
      aliases: ['Маслобойня'],
      address: 'Вологда, улица Предтеченская, 31',
    },
    { id: 'd11-vol-rus', name: 'Кинотеатр «Русь»', aliases: ['Русь'], address: 'Вологда, улица Ленина, 19' },
    { id: 'd11-vol-kruzhevo', name: 'Музей кружева', aliases: ['музей кружева'], address: 'Вологда, улица Лаптева, 8' },
    {
      id: 'd11-vol-biblio',
      name: 'Библиотека имени Бабушкина',
      aliases: ['Бабушкинская библиотека', 'библиотека Бабушкина'],
      address: 'Вологда, улица Пушкинская, 2',
    },
    {
      id: 'd11-vol-pryanik',
      name: 'Антикафе «Пряник»',
      aliases: ['Пряник'],
      address: 'Вологда, улица Благовещенская, 40',
    },
    { id: 'd11-vol-dinamo', name: 'Стадион «Динамо»', aliases: ['Динамо'], address: 'Вологда, улица Пионерская, 5' },
    // Смоленск
    {
      id: 'd11-sml-drama',
      name: 'Смоленский драматический театр имени Грибоедова',
      aliases: ['театр Грибоедова', 'драмтеатр'],
      address: 'Смоленск, площадь Ленина, 4',
    },
    {
      id: 'd11-sml-filarmonia',
      name: 'Смоленская филармония',
      aliases: ['филармония'],
      address: 'Смоленск, улица Большая Советская, 8',
    },
    { id: 'd11-sml-bunker', name: 'Клуб «Бункер»', aliases: ['Бункер'], address: 'Смоленск, улица Николаева, 12' },
    { id: 'd11-sml-gusi', name: 'Бар «Гуси»', aliases: ['Гуси'], address: 'Смоленск, улица Коммунистическая, 6' },
    { id: 'd11-sml-oktyabr', name: 'Кинотеатр «Октябрь»', aliases: ['Октябрь'], address: 'Смоленск, улица Ленина, 13' },
    {
      id: 'd11-sml-tenisheva',
      name: 'Галерея «Тенишева»',
      aliases: ['галерея Тенишевой', 'Тенишева'],
      address: 'Смоленск, улица Тенишевой, 7',
    },
    {
      id: 'd11-sml-polka',
      name: 'Книжный магазин «Полка»',
      aliases: ['Полка'],
      address: 'Смоленск, улица Октябрьской Революции, 9',
    },
    { id: 'd11-sml-spartak', name: 'Стадион «Спартак»', aliases: ['Спартак'], address: 'Смоленск, улица Урицкого, 1' },
    {
      id: 'd11-sml-lopatinsky',
      name: 'Лопатинский сад',
      aliases: ['Лопатинка', 'Лопатинский сад'],
      address: 'Смоленск, улица Тенишевой, 2',
    },
  ],
  announcements: [
    // ───────────── Тюмень ─────────────
    {
      id: 'd11-tmn-01',
      kind: 'one line, relative «завтра», unnamed concert, short place name',
      text: 'завтра в котельной «Тёплые сети» играют акустику! начало 20:00, вход 300р 🔥',
      publishedAt: '2026-11-05T12:30:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-06T20:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd11-tmn-kotelnaya',
          titles: ['Концерт группы «Тёплые сети»', 'Тёплые сети', 'Акустический концерт группы «Тёплые сети»'],
        },
      ],
    },
    {
      id: 'd11-tmn-02',
      kind: 'theatre week repertoire, same show twice a day, one ticket link',
      text: `🎭 РЕПЕРТУАР НА НЕДЕЛЮ | Тюменский драматический театр

11.11 ср 19:00 — «Гроза» (16+)
12.11 чт 19:00 — «Женитьба» (12+)
14.11 сб 12:00 и 17:00 — «Снежная королева» (6+)
15.11 вс 18:00 — «Вишнёвый сад», Малая сцена

Билеты в кассе театра и на tyumendrama.ru
Пушкинская карта ✅
#тюмень #театр #драмтеатр`,
      publishedAt: '2026-11-09T10:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-11T19:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-drama',
          titles: ['Гроза', 'Спектакль «Гроза»'],
          ticketUrl: 'https://tyumendrama.ru',
        },
        {
          start: '2026-11-12T19:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-drama',
          titles: ['Женитьба', 'Спектакль «Женитьба»'],
          ticketUrl: 'https://tyumendrama.ru',
        },
        {
          start: '2026-11-14T12:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-drama',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
          ticketUrl: 'https://tyumendrama.ru',
        },
        {
          start: '2026-11-14T17:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-drama',
          titles: ['Снежная королева', 'Спектакль «Снежная королева»'],
          ticketUrl: 'https://tyumendrama.ru',
        },
        {
          start: '2026-11-15T18:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-drama',
          titles: ['Вишнёвый сад', 'Спектакль «Вишнёвый сад»'],
          ticketUrl: 'https://tyumendrama.ru',
        },
      ],
    },
    {
      id: 'd11-tmn-03',
      kind: 'quiz «в эту субботу», prize not a price, per-person fee, short link',
      text: `КВИЗ В ЛАПШЕ 🍜🧠
В эту субботу, 19:00
Команды от 2 до 8 человек, участие 400₽ с человека
Главный приз — сертификат на 3000₽ в бар!
Регистрация: vk.cc/quizlapsha`,
      publishedAt: '2026-11-10T16:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-14T19:00:00+05:00',
          end: null,
          price: rub(400),
          place: 'd11-tmn-lapsha',
          titles: ['Квиз', 'Квиз в Лапше'],
          ticketUrl: 'https://vk.cc/quizlapsha',
        },
      ],
    },
    {
      id: 'd11-tmn-04',
      kind: 'philharmonic, price categories, duration with interval',
      text: `Тюменская филармония представляет
«РАХМАНИНОВ. ВТОРОЙ КОНЦЕРТ»
Тюменский симфонический оркестр, солист — Павел Ершов (фортепиано)

5 декабря, 18:30, Большой зал
Продолжительность 2 часа с антрактом

Партер — 2500 ₽
Амфитеатр — 1500 ₽
Балкон — 600 ₽
6+`,
      publishedAt: '2026-11-20T11:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-05T18:30:00+05:00',
          end: '2026-12-05T20:30:00+05:00',
          price: rub(600, 2500),
          place: 'd11-tmn-filarmonia',
          titles: ['Рахманинов. Второй концерт', 'Рахманинов'],
        },
      ],
    },
    {
      id: 'd11-tmn-05',
      kind: 'club night, doors only, ends after midnight, presale/door, girls free before midnight',
      text: `SIGNAL // TECHNO NIGHT «МЕРЗЛОТА» ❄️
пятница, 20.11
двери 23:00 — до 6 утра
lineup: KOLD, Vera Ice, Shum b2b Trava

вход: 500 онлайн / 700 на входе
девушкам до 00:00 бесплатно
18+ строго, фейсконтроль`,
      publishedAt: '2026-11-17T19:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-20T23:00:00+05:00',
          end: '2026-11-21T06:00:00+05:00',
          price: rub(0, 700),
          place: 'd11-tmn-signal',
          titles: ['Мерзлота', 'Techno Night «Мерзлота»'],
        },
      ],
    },
    {
      id: 'd11-tmn-06',
      kind: 'postponement of a stand-up show to a new date',
      text: `⚠️ ПЕРЕНОС ⚠️
Стендап-концерт Ивана Ляпина в Тюмени переносится с 22 ноября на 17 декабря по состоянию здоровья артиста.
Место то же — клуб «Сигнал», начало в 19:00.
Купленные билеты действительны, возврат — по месту покупки.`,
      publishedAt: '2026-11-16T13:00:00+05:00',
      timeZone: TMN,
      postponed: true,
      events: [
        {
          start: '2026-12-17T19:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-signal',
          titles: ['Стендап-концерт Ивана Ляпина', 'Стендап Ивана Ляпина'],
        },
      ],
    },
    {
      id: 'd11-tmn-07',
      kind: 'weekend digest with day headings, children free, bare address',
      text: `Куда пойти в Тюмени на выходных 28–29 ноября ✨

СУББОТА, 28.11
▪️ 12:00 — Ярмарка мастеров в галерее «Окно», вход свободный
▪️ 18:00 — Открытие катка на стадионе «Геолог»: музыка, огни, горячий чай. Вход 200 ₽, дети до 7 лет бесплатно

ВОСКРЕСЕНЬЕ, 29.11
▪️ 15:00 — лекция «Как читать современное искусство» (Холодильная, 77), бесплатно по регистрации
▪️ 19:00 — кинопоказ «Сталкер» в Космосе, 350 ₽

Сохраняйте и делитесь с друзьями 💙 #тюмень_афиша`,
      publishedAt: '2026-11-26T09:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-28T12:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-okno',
          titles: ['Ярмарка мастеров'],
        },
        {
          start: '2026-11-28T18:00:00+05:00',
          end: null,
          price: rub(0, 200),
          place: 'd11-tmn-geolog',
          titles: ['Открытие катка', 'Открытие катка на стадионе «Геолог»'],
        },
        {
          start: '2026-11-29T15:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-biblio',
          titles: ['Как читать современное искусство', 'Лекция «Как читать современное искусство»'],
        },
        {
          start: '2026-11-29T19:00:00+05:00',
          end: null,
          price: rub(350),
          place: 'd11-tmn-kosmos',
          titles: ['Сталкер', 'Кинопоказ «Сталкер»', 'Показ фильма «Сталкер»'],
        },
      ],
    },
    {
      id: 'd11-tmn-08',
      kind: 'bar weekly schedule, weekday+date lines, presale/door, doors vs start, until the last guest',
      text: `КОТЕЛЬНАЯ | афиша недели 🔥

ЧТ 3.12 — караоке-баттл, старт 21:00, вход свободный
ПТ 4.12 — DJ Шишкин (хаус/диско), 22:00 — до последнего гостя, 300₽
СБ 5.12 — концерт группы «Правый берег» 🎸 сбор гостей с 19:00, начало в 20:00. 500 в предпродаже / 700 в день концерта
ВС 6.12 — настолки с 16:00, вход свободный

Бронь столов: +7 (3452) 55-14-03`,
      publishedAt: '2026-11-30T14:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-03T21:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-kotelnaya',
          titles: ['Караоке-баттл'],
        },
        {
          start: '2026-12-04T22:00:00+05:00',
          end: null,
          price: rub(300),
          place: 'd11-tmn-kotelnaya',
          titles: ['DJ Шишкин', 'DJ-сет Шишкина'],
        },
        {
          start: '2026-12-05T20:00:00+05:00',
          end: null,
          price: rub(500, 700),
          place: 'd11-tmn-kotelnaya',
          titles: ['Концерт группы «Правый берег»', 'Правый берег'],
        },
        {
          start: '2026-12-06T16:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-kotelnaya',
          titles: ['Настолки', 'Вечер настольных игр'],
        },
      ],
    },
    {
      id: 'd11-tmn-09',
      kind: 'online lecture, registration link, free',
      text: `Онлайн-лекция «Сибирское барокко: архитектура Тобольска»
📅 8 декабря, 19:00 по Тюмени
💻 Zoom, ссылка придёт после регистрации: tyumen-lektorij.timepad.ru/event/2931
Участие бесплатное`,
      publishedAt: '2026-12-01T10:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-08T19:00:00+05:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Сибирское барокко: архитектура Тобольска', 'Сибирское барокко'],
          ticketUrl: 'https://tyumen-lektorij.timepad.ru/event/2931',
        },
      ],
    },
    {
      id: 'd11-tmn-10',
      kind: 'market outside the catalogue at a bare address, start and end, children free',
      text: `Винтажный маркет «Барахолка» снова в деле!
13 декабря, 11:00–18:00
ул. Дзержинского 38, 2 этаж (вход со двора)
Одежда, пластинки, посуда, открытки СССР
Вход 100 руб, детям бесплатно`,
      publishedAt: '2026-12-07T12:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-13T11:00:00+05:00',
          end: '2026-12-13T18:00:00+05:00',
          price: rub(0, 100),
          place: null,
          titles: ['Барахолка', 'Винтажный маркет «Барахолка»'],
        },
      ],
    },
    {
      id: 'd11-tmn-11',
      kind: 'festival over several days with a daily start time, donation only',
      text: `Фестиваль короткого метра «ТЮМЕНСКИЙ КАДР» 🎬
с 10 по 13 декабря в кинотеатре «Космос»
Показы ежедневно, начало в 18:00
Вход — по донату 🙏
Программа на сайте tyumenkadr.ru`,
      publishedAt: '2026-12-02T15:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-10T18:00:00+05:00',
          end: '2026-12-13',
          price: DONATION,
          place: 'd11-tmn-kosmos',
          titles: ['Тюменский кадр', 'Фестиваль короткого метра «Тюменский кадр»'],
        },
      ],
    },
    {
      id: 'd11-tmn-12',
      kind: 'tour with two dates, one in another town outside the catalogue',
      text: `Группа «МОХ» везёт новый альбом «Торф» 🌿

11 декабря — Тюмень, клуб Сигнал
12 декабря — Тобольск, бар «Печь»

Начало в 20:00
Билеты: 900₽, в день концерта 1200₽ — moh-band.ru/tour`,
      publishedAt: '2026-11-18T18:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-11T20:00:00+05:00',
          end: null,
          price: rub(900, 1200),
          place: 'd11-tmn-signal',
          titles: ['Концерт группы «Мох»', 'Мох', 'Презентация альбома «Торф»'],
          ticketUrl: 'https://moh-band.ru/tour',
        },
        {
          start: '2026-12-12T20:00:00+05:00',
          end: null,
          price: rub(900, 1200),
          place: null,
          titles: ['Концерт группы «Мох»', 'Мох', 'Презентация альбома «Торф»'],
          ticketUrl: 'https://moh-band.ru/tour',
        },
      ],
    },
    {
      id: 'd11-tmn-13',
      kind: '«сегодня», place by street short form, unquoted title',
      text: 'Сегодня в 19:30 творческий вечер поэта Алексея Дурова, библиотека на Холодильной. Вход свободный.',
      publishedAt: '2026-11-12T11:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-12T19:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-biblio',
          titles: ['Творческий вечер Алексея Дурова', 'Творческий вечер поэта Алексея Дурова'],
        },
      ],
    },
    {
      id: 'd11-tmn-14',
      kind: 'open mic, gathering vs start, free with a hat',
      text: `Открытый микрофон 🎤 в Лапше!
Пт, 27 ноября. Сбор 19:00, начало 19:30
Записаться выступить — в комменты
Вход бесплатный, шляпа для комиков приветствуется 🎩`,
      publishedAt: '2026-11-23T17:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-27T19:30:00+05:00',
          end: null,
          price: FREE_DONATION,
          place: 'd11-tmn-lapsha',
          titles: ['Открытый микрофон', 'Стендап открытый микрофон'],
        },
      ],
    },
    {
      id: 'd11-tmn-15',
      kind: 'exhibition with daily hours over a date range, students and schoolchildren',
      text: `Выставка «ЗИМНИЕ ОКНА» в галерее «Окно»
20 ноября — 10 января
вт–вс 11:00–19:00, пн — выходной

Билет 250 ₽, студентам 150 ₽, школьникам бесплатно`,
      publishedAt: '2026-11-17T12:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-11-20T11:00:00+05:00',
          end: '2027-01-10T19:00:00+05:00',
          price: rub(0, 250),
          place: 'd11-tmn-okno',
          titles: ['Зимние окна', 'Выставка «Зимние окна»'],
        },
      ],
    },
    {
      id: 'd11-tmn-16',
      kind: 'cinema sessions, one film three times, running length',
      text: `Кинотеатр «Космос» | «СОЛЯРИС» (1972, реставрация 4K)
19 декабря, сеансы: 14:00, 17:30, 21:00
Хронометраж 2 ч 46 мин
Билет — 350 ₽`,
      publishedAt: '2026-12-14T10:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-19T14:00:00+05:00',
          end: '2026-12-19T16:46:00+05:00',
          price: rub(350),
          place: 'd11-tmn-kosmos',
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
        {
          start: '2026-12-19T17:30:00+05:00',
          end: '2026-12-19T20:16:00+05:00',
          price: rub(350),
          place: 'd11-tmn-kosmos',
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
        {
          start: '2026-12-19T21:00:00+05:00',
          end: '2026-12-19T23:46:00+05:00',
          price: rub(350),
          place: 'd11-tmn-kosmos',
          titles: ['Солярис', 'Показ фильма «Солярис»'],
        },
      ],
    },
    {
      id: 'd11-tmn-17',
      kind: 'sports final, title in the genitive inside a sentence, bar prices not a price',
      text: `🏒 В воскресенье 20.12 на стадионе Геолог — финал городского турнира по хоккею с мячом!
Начало в 13:00. Вход свободный, горячий чай и пирожки по 50₽
Приходите болеть!`,
      publishedAt: '2026-12-15T09:30:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-20T13:00:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-geolog',
          titles: ['Финал городского турнира по хоккею с мячом', 'Финал турнира по хоккею с мячом'],
        },
      ],
    },
    {
      id: 'd11-tmn-18',
      kind: 'workshop with a «from» price, start and end time',
      text: `Мастер-класс по линогравюре 🖤 «Зимний город»
Галерея «Окно», 6 декабря, 14:00–17:00
Вырежем штамп и напечатаем открытки к Новому году
Стоимость от 1500 ₽ (материалы включены)
Запись: подробности в лс`,
      publishedAt: '2026-11-28T13:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-06T14:00:00+05:00',
          end: '2026-12-06T17:00:00+05:00',
          price: rub(1500, null),
          place: 'd11-tmn-okno',
          titles: ['Зимний город', 'Мастер-класс по линогравюре «Зимний город»', 'Мастер-класс по линогравюре'],
        },
      ],
    },
    {
      id: 'd11-tmn-19',
      kind: 'two evenings with a time each (one event a day), deposit as the only money',
      text: `В пятницу и субботу, 18 и 19 декабря, в Котельной отжигает кавер-бэнд «Ля-Мажор» 🎷
Начало в 21:00
Бронь столов — депозит 2000 ₽ на человека`,
      publishedAt: '2026-12-14T18:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-18T21:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-kotelnaya',
          titles: ['Концерт кавер-бэнда «Ля-Мажор»', 'Ля-Мажор'],
        },
        {
          start: '2026-12-19T21:00:00+05:00',
          end: null,
          price: null,
          place: 'd11-tmn-kotelnaya',
          titles: ['Концерт кавер-бэнда «Ля-Мажор»', 'Ля-Мажор'],
        },
      ],
    },
    {
      id: 'd11-tmn-20',
      kind: 'lecture series, three dates, one shared time, registration link',
      text: `Цикл лекций «Тюмень, которой нет» в Центральной библиотеке 📚

1 декабря — «Купеческая Тюмень»
8 декабря — «Деревянное кружево»
15 декабря — «Заречье: история района»

Все лекции в 18:30, вход свободный по записи: biblio-tyumen.ru/lekcii`,
      publishedAt: '2026-11-25T10:00:00+05:00',
      timeZone: TMN,
      events: [
        {
          start: '2026-12-01T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-biblio',
          titles: ['Купеческая Тюмень', 'Лекция «Купеческая Тюмень»'],
          ticketUrl: 'https://biblio-tyumen.ru/lekcii',
        },
        {
          start: '2026-12-08T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-biblio',
          titles: ['Деревянное кружево', 'Лекция «Деревянное кружево»'],
          ticketUrl: 'https://biblio-tyumen.ru/lekcii',
        },
        {
          start: '2026-12-15T18:30:00+05:00',
          end: null,
          price: FREE,
          place: 'd11-tmn-biblio',
          titles: ['Заречье: история района', 'Лекция «Заречье: история района»'],
          ticketUrl: 'https://biblio-tyumen.ru/lekcii',
        },
      ],
    },
    // ───────────── Киров ─────────────
    {
      id: 'd11-kir-01',
      kind: 'theatre repertoire, matinee twice with a length, per-show prices, ticket site',
      text: `ТЕАТР НА СПАССКОЙ — афиша декабря (часть 1)

4 декабря, пт, 18:00 — «Ревизор» 12+ — 500–900 ₽
5 декабря, сб, 11:00 и 14:00 — «Морозко» 0+ (продолжительность 1 час) — 400 ₽
6 декабря, вс, 18:00 — «Бесприданница» 16+ — 500–900 ₽

Билеты: kirovtheatre.ru и в кассе театра`,
      publishedAt: '2026-12-01T09:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-04T18:00:00+03:00',
          end: null,
          price: rub(500, 900),
          place: 'd11-kir-spasskaya',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
          ticketUrl: 'https://kirovtheatre.ru',
        },
        {
          start: '2026-12-05T11:00:00+03:00',
          end: '2026-12-05T12:00:00+03:00',
          price: rub(400),
          place: 'd11-kir-spasskaya',
          titles: ['Морозко', 'Спектакль «Морозко»'],
          ticketUrl: 'https://kirovtheatre.ru',
        },
        {
          start: '2026-12-05T14:00:00+03:00',
          end: '2026-12-05T15:00:00+03:00',
          price: rub(400),
          place: 'd11-kir-spasskaya',
          titles: ['Морозко', 'Спектакль «Морозко»'],
          ticketUrl: 'https://kirovtheatre.ru',
        },
        {
          start: '2026-12-06T18:00:00+03:00',
          end: null,
          price: rub(500, 900),
          place: 'd11-kir-spasskaya',
          titles: ['Бесприданница', 'Спектакль «Бесприданница»'],
          ticketUrl: 'https://kirovtheatre.ru',
        },
      ],
    },
    {
      id: 'd11-kir-02',
      kind: 'flat concert at a book shop, «в эту пятницу», free with a hat',
      text: `квартирник в Переплёте! 🎸📖
поёт Маша Лис — песни под гитару и немного укулеле
в эту пятницу, 19:00
вход свободный, будет шляпа для музыканта 🎩`,
      publishedAt: '2026-11-03T14:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-06T19:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd11-kir-pereplet',
          titles: ['Квартирник Маши Лис', 'Концерт Маши Лис', 'Квартирник'],
        },
      ],
    },
    {
      id: 'd11-kir-03',
      kind: 'weekend digest, each line with its own date, home team at its own stadium',
      text: `Афиша Кирова на выходные 📍

— 20.11 (пт) 20:00, паб «Хлынов»: ирландский вечер с группой «Клевер» ☘️ вход 300₽
— 21.11 (сб) 12:00, художественный музей: экскурсия «Васнецовы и Вятка», 350₽
— 21.11 (сб) 16:00, стадион «Родина»: хоккей с мячом, «Родина» — «Водник», билеты от 200₽
— 22.11 (вс) 18:00, филармония: органный вечер «Бах при свечах», 600–1500₽

#киров #афишакирова #кудапойти`,
      publishedAt: '2026-11-19T12:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-20T20:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-kir-hlynov',
          titles: ['Ирландский вечер с группой «Клевер»', 'Ирландский вечер'],
        },
        {
          start: '2026-11-21T12:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd11-kir-artmuseum',
          titles: ['Васнецовы и Вятка', 'Экскурсия «Васнецовы и Вятка»'],
        },
        {
          start: '2026-11-21T16:00:00+03:00',
          end: null,
          price: rub(200, null),
          place: 'd11-kir-rodina',
          titles: ['Родина — Водник', 'Хоккей с мячом: «Родина» — «Водник»', 'Матч «Родина» — «Водник»'],
        },
        {
          start: '2026-11-22T18:00:00+03:00',
          end: null,
          price: rub(600, 1500),
          place: 'd11-kir-filarmonia',
          titles: ['Бах при свечах', 'Органный вечер «Бах при свечах»'],
        },
      ],
    },
    {
      id: 'd11-kir-04',
      kind: 'fair over two days with daily hours, title inside a sentence in the accusative',
      text: `Приглашаем на Вятскую книжную ярмарку! 📚
28–29 ноября в Переплёте, оба дня с 11:00 до 19:00
Местные издательства, букинисты, авторы с автографами
Вход свободный`,
      publishedAt: '2026-11-20T10:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-28T11:00:00+03:00',
          end: '2026-11-29T19:00:00+03:00',
          price: FREE,
          place: 'd11-kir-pereplet',
          titles: ['Вятская книжная ярмарка', 'Книжная ярмарка'],
        },
      ],
    },
    {
      id: 'd11-kir-05',
      kind: 'club concert, gathering vs start, dance floor / VIP, door price',
      text: `ДЫМКА • 12.12 • ПОЛЯРНЫЙ КРУГ

Большой зимний концерт 🌌
Сбор гостей 19:00, старт 20:00

Танцпол — 1200 ₽ (в день концерта 1500 ₽)
VIP-балкон — 2500 ₽

Билеты: dymka-club.ru/afisha`,
      publishedAt: '2026-11-25T18:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-12T20:00:00+03:00',
          end: null,
          price: rub(1200, 2500),
          place: 'd11-kir-dymka',
          titles: ['Полярный круг', 'Концерт группы «Полярный круг»'],
          ticketUrl: 'https://dymka-club.ru/afisha',
        },
      ],
    },
    {
      id: 'd11-kir-06',
      kind: 'cinema retrospective, three films on one day, «в воскресенье»',
      text: `Колизей 📽 ретроспектива Тарковского в воскресенье:
13:00 — «Иваново детство»
16:00 — «Зеркало»
19:00 — «Андрей Рублёв»
Билет на каждый сеанс 250₽`,
      publishedAt: '2026-12-02T11:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-06T13:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd11-kir-koliseum',
          titles: ['Иваново детство', 'Показ фильма «Иваново детство»'],
        },
        {
          start: '2026-12-06T16:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd11-kir-koliseum',
          titles: ['Зеркало', 'Показ фильма «Зеркало»'],
        },
        {
          start: '2026-12-06T19:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd11-kir-koliseum',
          titles: ['Андрей Рублёв', 'Показ фильма «Андрей Рублёв»'],
        },
      ],
    },
    {
      id: 'd11-kir-07',
      kind: 'postponement of a museum lecture',
      text: `Друзья, лекция «Вятские промыслы» в художественном музее переносится на 10 декабря, 18:00 (вместо 3-го) по техническим причинам. Регистрация сохраняется, приносим извинения!`,
      publishedAt: '2026-12-01T15:00:00+03:00',
      timeZone: KIR,
      postponed: true,
      events: [
        {
          start: '2026-12-10T18:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-kir-artmuseum',
          titles: ['Вятские промыслы', 'Лекция «Вятские промыслы»'],
        },
      ],
    },
    {
      id: 'd11-kir-08',
      kind: 'exhibition over a date range without times',
      text: `Выставка дымковской игрушки «Барыни и кавалеры» — в художественном музее с 15 ноября по 31 января.
Более 200 работ мастеров XX–XXI веков.
Билет 200₽`,
      publishedAt: '2026-11-10T10:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-15',
          end: '2027-01-31',
          price: rub(200),
          place: 'd11-kir-artmuseum',
          titles: ['Барыни и кавалеры', 'Выставка «Барыни и кавалеры»', 'Выставка дымковской игрушки'],
        },
      ],
    },
    {
      id: 'd11-kir-09',
      kind: 'bar week by weekday names only («на этой неделе»), per-person fee, presale/door',
      text: `Хлынов на этой неделе 🍻

вт — квиз «Пивной эрудит», 19:30, 300₽ с носа
ср — стендап опен-майк, 20:00, free
пт — джем-сейшн, приносите инструменты! 21:00, вход 200
сб — рок-вечер: «Ржавчина» + «Тёплый фронт», 20:00, 400 предпродажа / 500 на входе

бронь: личка группы`,
      publishedAt: '2026-11-23T12:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-24T19:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-kir-hlynov',
          titles: ['Пивной эрудит', 'Квиз «Пивной эрудит»'],
        },
        {
          start: '2026-11-25T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-kir-hlynov',
          titles: ['Стендап опен-майк', 'Открытый микрофон'],
        },
        {
          start: '2026-11-27T21:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd11-kir-hlynov',
          titles: ['Джем-сейшн'],
        },
        {
          start: '2026-11-28T20:00:00+03:00',
          end: null,
          price: rub(400, 500),
          place: 'd11-kir-hlynov',
          titles: ['Рок-вечер: Ржавчина и Тёплый фронт', 'Рок-вечер', 'Концерт групп «Ржавчина» и «Тёплый фронт»'],
        },
      ],
    },
    {
      id: 'd11-kir-10',
      kind: 'online paid webinar, Moscow time equals local time',
      text: `Вебинар для начинающих фотографов «СВЕТ ЗИМОЙ» 📷
29 ноября, 12:00 МСК, онлайн
Разберём съёмку на морозе, баланс белого и снег
Стоимость 990 ₽, ссылка на оплату — в лс`,
      publishedAt: '2026-11-22T20:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-29T12:00:00+03:00',
          end: null,
          price: rub(990),
          place: null,
          titles: ['Свет зимой', 'Вебинар «Свет зимой»'],
        },
      ],
    },
    {
      id: 'd11-kir-11',
      kind: 'film night ending after midnight, students cheaper',
      text: `НОЧЬ КИНО В КОЛИЗЕЕ 🧟
Три фильма ужасов подряд, попкорн и пледы
12 декабря, с 22:00 до 4:00
Билет 700₽, студентам 500₽ по студенческому`,
      publishedAt: '2026-12-03T16:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-12T22:00:00+03:00',
          end: '2026-12-13T04:00:00+03:00',
          price: rub(500, 700),
          place: 'd11-kir-koliseum',
          titles: ['Ночь кино', 'Ночь кино в Колизее', 'Ночь фильмов ужасов'],
        },
      ],
    },
    {
      id: 'd11-kir-12',
      kind: 'one line, lowercase short place name in the locative',
      text: 'сб 14.11 в дымке — панк-вечеринка «Гвозди» 🤘 19:00, вход 350р',
      publishedAt: '2026-11-09T21:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-11-14T19:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'd11-kir-dymka',
          titles: ['Гвозди', 'Панк-вечеринка «Гвозди»'],
        },
      ],
    },
    {
      id: 'd11-kir-13',
      kind: 'festival with separately named events at different venues',
      text: `Фестиваль «ВЯТСКАЯ ЗИМА» ❄️ 5–6 декабря

5 декабря
15:00 — мастер-класс по росписи дымковской игрушки (художественный музей, 500 ₽)
19:00 — концерт «Зимние напевы» (филармония, 300–800 ₽)

6 декабря
12:00 — «Лыжня Вятки», массовый забег, стадион «Родина», участие бесплатное

Полная программа: vyatzima.ru`,
      publishedAt: '2026-11-27T10:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-05T15:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'd11-kir-artmuseum',
          titles: ['Мастер-класс по росписи дымковской игрушки', 'Роспись дымковской игрушки'],
        },
        {
          start: '2026-12-05T19:00:00+03:00',
          end: null,
          price: rub(300, 800),
          place: 'd11-kir-filarmonia',
          titles: ['Зимние напевы', 'Концерт «Зимние напевы»'],
        },
        {
          start: '2026-12-06T12:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-kir-rodina',
          titles: ['Лыжня Вятки', 'Массовый забег «Лыжня Вятки»'],
        },
      ],
    },
    {
      id: 'd11-kir-14',
      kind: 'stand-up with an approximate length, price range, ticket link',
      text: `Стендап-концерт Дмитрия Корнеева «Я ИЗ ВЯТКИ» 🎤
17 декабря, 19:00, клуб Дымка
Продолжительность ~1,5 часа
18+
Билеты 1000–2000 ₽: kirov.qtickets.events/12345`,
      publishedAt: '2026-12-05T13:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-17T19:00:00+03:00',
          end: '2026-12-17T20:30:00+03:00',
          price: rub(1000, 2000),
          place: 'd11-kir-dymka',
          titles: ['Я из Вятки', 'Стендап-концерт Дмитрия Корнеева «Я из Вятки»', 'Стендап Дмитрия Корнеева'],
          ticketUrl: 'https://kirov.qtickets.events/12345',
        },
      ],
    },
    {
      id: 'd11-kir-15',
      kind: 'unnamed lecture, «в среду», descriptive title',
      text: 'в среду в Переплёте историк Ольга Сенцова расскажет, как жили вятские купцы: дома, свадьбы, торговля. 18:30, вход 200 ₽',
      publishedAt: '2026-11-30T17:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-02T18:30:00+03:00',
          end: null,
          price: rub(200),
          place: 'd11-kir-pereplet',
          titles: ['Лекция о вятских купцах', 'Лекция Ольги Сенцовой о вятских купцах'],
        },
      ],
    },
    {
      id: 'd11-kir-16',
      kind: 'park event, a later programme item is not the end',
      text: `Открытие главной ёлки в парке Дымково 🎄
19 декабря в 17:00: хороводы, Дед Мороз и Снегурочка, горячий чай
в 19:00 — праздничный фейерверк 🎆
Вход свободный`,
      publishedAt: '2026-12-12T11:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-19T17:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-kir-dymkovo',
          titles: ['Открытие главной ёлки', 'Открытие ёлки'],
        },
      ],
    },
    {
      id: 'd11-kir-17',
      kind: 'charity concert by donation, no sum',
      text: `Благотворительный концерт в поддержку приюта «Лапа» 🐾
13 декабря, 16:00, Театр на Спасской
Вход — за донат, любая сумма. Все средства пойдут на корм и лечение животных`,
      publishedAt: '2026-12-07T12:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-13T16:00:00+03:00',
          end: null,
          price: DONATION,
          place: 'd11-kir-spasskaya',
          titles: ['Благотворительный концерт в поддержку приюта «Лапа»', 'Благотворительный концерт'],
        },
      ],
    },
    {
      id: 'd11-kir-18',
      kind: 'record sale outside the catalogue at a bare address, hours «с 14 до 20»',
      text: `Гаражная распродажа пластинок + диджей-сет 💿
5 декабря с 14 до 20, ул. Московская 47, подвал
Винил от 100 рублей, вход свободный`,
      publishedAt: '2026-11-30T19:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-05T14:00:00+03:00',
          end: '2026-12-05T20:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Гаражная распродажа пластинок', 'Распродажа пластинок'],
        },
      ],
    },
    {
      id: 'd11-kir-19',
      kind: 'touring ballet on two days with a time each (one event a day)',
      text: `Балет «ЩЕЛКУНЧИК» — гастроли Санкт-Петербургского театра классического балета
20 и 21 декабря, начало в 18:00
Кировская филармония
Билеты от 1500 до 4000 ₽`,
      publishedAt: '2026-12-08T10:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-20T18:00:00+03:00',
          end: null,
          price: rub(1500, 4000),
          place: 'd11-kir-filarmonia',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
        },
        {
          start: '2026-12-21T18:00:00+03:00',
          end: null,
          price: rub(1500, 4000),
          place: 'd11-kir-filarmonia',
          titles: ['Щелкунчик', 'Балет «Щелкунчик»'],
        },
      ],
    },
    {
      id: 'd11-kir-20',
      kind: 'one line, «завтра», until the last guest, lowercase place',
      text: 'завтра в хлынове ирландская вечеринка ☘️ с 20:00 и до последнего гостя, вход свободный',
      publishedAt: '2026-12-16T15:00:00+03:00',
      timeZone: KIR,
      events: [
        {
          start: '2026-12-17T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-kir-hlynov',
          titles: ['Ирландская вечеринка'],
        },
      ],
    },
    // ───────────── Вологда ─────────────
    {
      id: 'd11-vol-01',
      kind: 'theatre repertoire over five days, two shows on Saturday, «от» price',
      text: `Вологодский драмтеатр. Афиша 18–22 ноября

🎭 18.11 (ср) 18:30 «Три сестры» — Большая сцена
🎭 20.11 (пт) 18:30 «Мёртвые души»
🎭 21.11 (сб) 12:00 «Кот в сапогах» (0+) / 18:30 «Мёртвые души»
🎭 22.11 (вс) 17:00 «Поминальная молитва»

Билеты от 350 ₽ в кассе и на сайте vologdadrama.ru`,
      publishedAt: '2026-11-16T10:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-18T18:30:00+03:00',
          end: null,
          price: rub(350, null),
          place: 'd11-vol-drama',
          titles: ['Три сестры', 'Спектакль «Три сестры»'],
          ticketUrl: 'https://vologdadrama.ru',
        },
        {
          start: '2026-11-20T18:30:00+03:00',
          end: null,
          price: rub(350, null),
          place: 'd11-vol-drama',
          titles: ['Мёртвые души', 'Спектакль «Мёртвые души»'],
          ticketUrl: 'https://vologdadrama.ru',
        },
        {
          start: '2026-11-21T12:00:00+03:00',
          end: null,
          price: rub(350, null),
          place: 'd11-vol-drama',
          titles: ['Кот в сапогах', 'Спектакль «Кот в сапогах»'],
          ticketUrl: 'https://vologdadrama.ru',
        },
        {
          start: '2026-11-21T18:30:00+03:00',
          end: null,
          price: rub(350, null),
          place: 'd11-vol-drama',
          titles: ['Мёртвые души', 'Спектакль «Мёртвые души»'],
          ticketUrl: 'https://vologdadrama.ru',
        },
        {
          start: '2026-11-22T17:00:00+03:00',
          end: null,
          price: rub(350, null),
          place: 'd11-vol-drama',
          titles: ['Поминальная молитва', 'Спектакль «Поминальная молитва»'],
          ticketUrl: 'https://vologdadrama.ru',
        },
      ],
    },
    {
      id: 'd11-vol-02',
      kind: 'workshop on two Saturdays with a stated length, unnamed',
      text: `Мастер-класс по плетению кружева для начинающих 🧵
Музей кружева, 7 ноября (суббота) и 14 ноября (суббота), в 14:00
Длится 2 часа
Стоимость 800₽, коклюшки и нитки выдаём. Запись по телефону 8-8172-00-11-22`,
      publishedAt: '2026-11-02T11:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-07T14:00:00+03:00',
          end: '2026-11-07T16:00:00+03:00',
          price: rub(800),
          place: 'd11-vol-kruzhevo',
          titles: ['Мастер-класс по плетению кружева', 'Мастер-класс по плетению кружева для начинающих'],
        },
        {
          start: '2026-11-14T14:00:00+03:00',
          end: '2026-11-14T16:00:00+03:00',
          price: rub(800),
          place: 'd11-vol-kruzhevo',
          titles: ['Мастер-класс по плетению кружева', 'Мастер-класс по плетению кружева для начинающих'],
        },
      ],
    },
    {
      id: 'd11-vol-03',
      kind: 'bar weekly schedule: prize, deposit beside free entry, after midnight, registration vs start',
      text: `«Кружка» — что у нас на неделе 🍺

📌 10 декабря, чт — Пивной квиз, 19:30, участие 350₽/чел, победителям — кег пива!
📌 11 декабря, пт — Вечер блюза: Blues Station, 21:00, вход 400₽
📌 12 декабря, сб — Караоке до утра, с 22:00 до 04:00, вход свободный, депозит на стол 2000
📌 13 декабря, вс — Турнир по дартсу: регистрация с 15:00, старт в 16:00, взнос 200₽, призовой фонд 10 000₽`,
      publishedAt: '2026-12-07T13:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-10T19:30:00+03:00',
          end: null,
          price: rub(350),
          place: 'd11-vol-kruzhka',
          titles: ['Пивной квиз', 'Квиз'],
        },
        {
          start: '2026-12-11T21:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd11-vol-kruzhka',
          titles: ['Вечер блюза', 'Вечер блюза: Blues Station', 'Blues Station'],
        },
        {
          start: '2026-12-12T22:00:00+03:00',
          end: '2026-12-13T04:00:00+03:00',
          price: FREE,
          place: 'd11-vol-kruzhka',
          titles: ['Караоке до утра', 'Караоке'],
        },
        {
          start: '2026-12-13T16:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd11-vol-kruzhka',
          titles: ['Турнир по дартсу'],
        },
      ],
    },
    {
      id: 'd11-vol-04',
      kind: 'philharmonic, students of music colleges free',
      text: `Вивальди. «Времена года»
Камерный оркестр филармонии им. Гаврилина
27 ноября, 19:00
Билеты 500–1200 ₽, студентам музыкальных колледжей — вход бесплатный по студенческому`,
      publishedAt: '2026-11-15T12:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-27T19:00:00+03:00',
          end: null,
          price: rub(0, 1200),
          place: 'd11-vol-filarmonia',
          titles: ['Времена года', 'Вивальди. Времена года'],
        },
      ],
    },
    {
      id: 'd11-vol-05',
      kind: 'two-day festival, «с 5 по 6», day ticket and two-day pass',
      text: `Фестиваль авторской песни «ВОЛОГОДСКАЯ СТРУНА» 🎶
с 5 по 6 декабря, Лофт «Маслобойня»
Начало в оба дня в 16:00
Билет на один день — 700 ₽, на два дня — 1200 ₽
#вологда #бардовскаяпесня`,
      publishedAt: '2026-11-24T10:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-05T16:00:00+03:00',
          end: '2026-12-06',
          price: rub(700, 1200),
          place: 'd11-vol-masloboynya',
          titles: ['Вологодская струна', 'Фестиваль авторской песни «Вологодская струна»'],
        },
      ],
    },
    {
      id: 'd11-vol-06',
      kind: 'postponement of a concert, new date and time',
      text: `❗️Внимание! Концерт группы «Пряные травы» в Маслобойне переносится на 19 декабря. Начало в 20:00.
Купленные билеты действительны, возврат — в точке продаж.`,
      publishedAt: '2026-12-02T18:00:00+03:00',
      timeZone: VOL,
      postponed: true,
      events: [
        {
          start: '2026-12-19T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-vol-masloboynya',
          titles: ['Концерт группы «Пряные травы»', 'Пряные травы'],
        },
      ],
    },
    {
      id: 'd11-vol-07',
      kind: 'film club, the same film twice on one day',
      text: `Кинотеатр «Русь» 🎬
Вторник, 8.12 — киноклуб: «Осенний марафон» в 16:00 и 19:00
После вечернего показа — обсуждение с киноведом
Вход 200 ₽`,
      publishedAt: '2026-12-03T12:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-08T16:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd11-vol-rus',
          titles: ['Осенний марафон', 'Показ фильма «Осенний марафон»'],
        },
        {
          start: '2026-12-08T19:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd11-vol-rus',
          titles: ['Осенний марафон', 'Показ фильма «Осенний марафон»'],
        },
      ],
    },
    {
      id: 'd11-vol-08',
      kind: 'ticket-site blurb, venue outside the catalogue, ticket link',
      text: 'Шоу мыльных пузырей для детей «Пузырляндия» — 29.11, 12:00, ДК Железнодорожников (ул. Чернышевского, 10). Билеты 450–650 ₽ на vologda.kassir.ru',
      publishedAt: '2026-11-18T09:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-29T12:00:00+03:00',
          end: null,
          price: rub(450, 650),
          place: null,
          titles: ['Пузырляндия', 'Шоу мыльных пузырей «Пузырляндия»'],
          ticketUrl: 'https://vologda.kassir.ru',
        },
      ],
    },
    {
      id: 'd11-vol-09',
      kind: 'meeting with a local historian, «в четверг», unnamed',
      text: `В библиотеке Бабушкина в четверг пройдёт встреча с краеведом Андреем Кругловым: поговорим о деревянной Вологде, которую мы теряем.
Начало в 18:00. Вход свободный`,
      publishedAt: '2026-11-23T10:30:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-26T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-vol-biblio',
          titles: ['Встреча с краеведом Андреем Кругловым', 'Лекция о деревянной Вологде'],
        },
      ],
    },
    {
      id: 'd11-vol-10',
      kind: 'anti-café per-minute price with a stop-check cap, ends after midnight',
      text: `Антикафе «Пряник» — НОЧЬ НАСТОЛОК 🎲
пятница, 20 ноября, с 19:00 до 2:00
Оплата поминутно — 3 ₽/мин, стоп-чек 600 ₽
Чай и печеньки включены 🍪`,
      publishedAt: '2026-11-16T15:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-20T19:00:00+03:00',
          end: '2026-11-21T02:00:00+03:00',
          price: rub(null, 600),
          place: 'd11-vol-pryanik',
          titles: ['Ночь настолок', 'Ночь настольных игр'],
        },
      ],
    },
    {
      id: 'd11-vol-11',
      kind: 'city digest, each line with its own date, square outside the catalogue, home team',
      text: `Вологда, куда сходить 🗓

• 12.12, 11:00 — Рождественская ярмарка на Кремлёвской площади (до 17:00, вход свободный)
• 12.12, 18:00 — концерт хора «Северная лира» в филармонии, 400 ₽
• 13.12, 13:00 — хоккей с мячом: «Строитель» — «Север», стадион «Динамо», билеты 150–300 ₽
• 13.12, 16:00 — открытие выставки «Северное кружево» в музее кружева, вход по билету музея 250 ₽`,
      publishedAt: '2026-12-10T09:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-12T11:00:00+03:00',
          end: '2026-12-12T17:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Рождественская ярмарка'],
        },
        {
          start: '2026-12-12T18:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd11-vol-filarmonia',
          titles: ['Концерт хора «Северная лира»', 'Северная лира'],
        },
        {
          start: '2026-12-13T13:00:00+03:00',
          end: null,
          price: rub(150, 300),
          place: 'd11-vol-dinamo',
          titles: ['Строитель — Север', 'Хоккей с мячом: «Строитель» — «Север»', 'Матч «Строитель» — «Север»'],
        },
        {
          start: '2026-12-13T16:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd11-vol-kruzhevo',
          titles: ['Северное кружево', 'Открытие выставки «Северное кружево»'],
        },
      ],
    },
    {
      id: 'd11-vol-12',
      kind: 'rave with set times, after midnight, online/door and promo code',
      text: `MASLO RAVE vol.3 🔊
26.12 | Лофт «Маслобойня»
23:00 → 06:00

23:00 — Dasha Tok
01:00 — Vologda Bass Crew
03:00 — NORD b2b Sever

Билеты: 800 ₽ онлайн / 1000 ₽ на входе
Промокод MASLO — 700 ₽
maslorave.ru/tickets
18+`,
      publishedAt: '2026-12-08T20:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-26T23:00:00+03:00',
          end: '2026-12-27T06:00:00+03:00',
          price: rub(700, 1000),
          place: 'd11-vol-masloboynya',
          titles: ['Maslo Rave vol.3', 'MASLO RAVE'],
          ticketUrl: 'https://maslorave.ru/tickets',
        },
      ],
    },
    {
      id: 'd11-vol-13',
      kind: "children's play twice a day, toddlers free",
      text: `Новогодний спектакль для детей «Ёлкины истории» 🎄
20 декабря в 11:00 и 13:00
Библиотека имени Бабушкина, актовый зал
Билет 300 ₽, дети до 3 лет бесплатно`,
      publishedAt: '2026-12-11T12:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-20T11:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd11-vol-biblio',
          titles: ['Ёлкины истории', 'Новогодний спектакль «Ёлкины истории»'],
        },
        {
          start: '2026-12-20T13:00:00+03:00',
          end: null,
          price: rub(0, 300),
          place: 'd11-vol-biblio',
          titles: ['Ёлкины истории', 'Новогодний спектакль «Ёлкины истории»'],
        },
      ],
    },
    {
      id: 'd11-vol-14',
      kind: 'online live stream, free',
      text: `Кулинарный эфир «Северный стол» 🍲
3 декабря в 20:00 (мск) — прямой эфир в нашей группе ВК
Шеф Илья Коков готовит шаньги и уху по-вологодски
Бесплатно, задавайте вопросы в комментариях!`,
      publishedAt: '2026-11-30T12:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-03T20:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Северный стол', 'Кулинарный эфир «Северный стол»'],
        },
      ],
    },
    {
      id: 'd11-vol-15',
      kind: 'lecture at a catalogue venue named only by its bare address',
      text: `Лекция «Архитектура вологодского модерна»
Благовещенская, 40 (2 эт.)
24 ноября в 19:00
Вход 250₽`,
      publishedAt: '2026-11-19T14:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-24T19:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'd11-vol-pryanik',
          titles: ['Архитектура вологодского модерна', 'Лекция «Архитектура вологодского модерна»'],
        },
      ],
    },
    {
      id: 'd11-vol-16',
      kind: 'rink opening at a stadium, free',
      text: `Каток на стадионе «Динамо» открывается! ⛸
28 ноября в 12:00 — торжественное открытие: показательные выступления фигуристов, музыка, горячий чай
Вход свободный`,
      publishedAt: '2026-11-25T10:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-28T12:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-vol-dinamo',
          titles: ['Открытие катка', 'Торжественное открытие катка'],
        },
      ],
    },
    {
      id: 'd11-vol-17',
      kind: 'philharmonic concert with a stated length without interval',
      text: `«Гаврилин. Перезвоны»
16 декабря, 19:00, филармония
Продолжительность 1 час 20 минут без антракта
600–1500 ₽
#филармониявологда`,
      publishedAt: '2026-12-04T11:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-16T19:00:00+03:00',
          end: '2026-12-16T20:20:00+03:00',
          price: rub(600, 1500),
          place: 'd11-vol-filarmonia',
          titles: ['Гаврилин. Перезвоны', 'Перезвоны'],
        },
      ],
    },
    {
      id: 'd11-vol-18',
      kind: 'chatty band post, «в эту субботу», doors vs start, «подробности в лс»',
      text: `Всем привет! Это группа Северо-Запад 👋
Мы долго молчали, писали новые песни и наконец готовы их показать!!
В эту субботу играем в Кружке 🍺 двери откроются в 20:00, начинаем в 21:00
Вход 300, подробности в лс
Ждём всех, берите друзей 🤘`,
      publishedAt: '2026-11-02T19:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-11-07T21:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-vol-kruzhka',
          titles: ['Концерт группы Северо-Запад', 'Северо-Запад'],
        },
      ],
    },
    {
      id: 'd11-vol-19',
      kind: 'exhibition opening outside the catalogue, address on a street with a catalogue venue',
      text: `Открытие выставки фотографий «Белые ночи Кириллова» 📸
4 декабря, 17:00
Арт-пространство «Гостиный двор», ул. Мира, 8
Вход свободный`,
      publishedAt: '2026-11-28T16:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-04T17:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Белые ночи Кириллова', 'Открытие выставки «Белые ночи Кириллова»'],
        },
      ],
    },
    {
      id: 'd11-vol-20',
      kind: 'visiting theatre, two named plays on two evenings',
      text: `Гастроли Архангельского театра драмы в Вологде!
9 декабря, 19:00 — «Пиковая дама»
10 декабря, 19:00 — «Любовь и голуби»
На сцене Вологодского драмтеатра. Билеты 500–2000₽`,
      publishedAt: '2026-11-26T10:00:00+03:00',
      timeZone: VOL,
      events: [
        {
          start: '2026-12-09T19:00:00+03:00',
          end: null,
          price: rub(500, 2000),
          place: 'd11-vol-drama',
          titles: ['Пиковая дама', 'Спектакль «Пиковая дама»'],
        },
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(500, 2000),
          place: 'd11-vol-drama',
          titles: ['Любовь и голуби', 'Спектакль «Любовь и голуби»'],
        },
      ],
    },
    // ───────────── Смоленск ─────────────
    {
      id: 'd11-sml-01',
      kind: 'theatre repertoire with day numbers and weekdays, children’s play twice on Sunday',
      text: `Смоленский драмтеатр им. Грибоедова
РЕПЕРТУАР 15–20 ДЕКАБРЯ

15 вт 18:30 — «Горе от ума»
17 чт 18:30 — «Дядя Ваня»
19 сб 12:00 — «Двенадцать месяцев» (детский)
19 сб 18:00 — «Дядя Ваня»
20 вс 12:00, 15:00 — «Двенадцать месяцев»

Касса: 10:00–19:00. Билеты: smoldrama.ru`,
      publishedAt: '2026-12-12T10:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-15T18:30:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-drama',
          titles: ['Горе от ума', 'Спектакль «Горе от ума»'],
          ticketUrl: 'https://smoldrama.ru',
        },
        {
          start: '2026-12-17T18:30:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-drama',
          titles: ['Дядя Ваня', 'Спектакль «Дядя Ваня»'],
          ticketUrl: 'https://smoldrama.ru',
        },
        {
          start: '2026-12-19T12:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-drama',
          titles: ['Двенадцать месяцев', 'Спектакль «Двенадцать месяцев»'],
          ticketUrl: 'https://smoldrama.ru',
        },
        {
          start: '2026-12-19T18:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-drama',
          titles: ['Дядя Ваня', 'Спектакль «Дядя Ваня»'],
          ticketUrl: 'https://smoldrama.ru',
        },
        {
          start: '2026-12-20T12:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-drama',
          titles: ['Двенадцать месяцев', 'Спектакль «Двенадцать месяцев»'],
          ticketUrl: 'https://smoldrama.ru',
        },
        {
          start: '2026-12-20T15:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-drama',
          titles: ['Двенадцать месяцев', 'Спектакль «Двенадцать месяцев»'],
          ticketUrl: 'https://smoldrama.ru',
        },
      ],
    },
    {
      id: 'd11-sml-02',
      kind: 'philharmonic seat categories, pensioner discount as a share not worked out',
      text: `Концерт «Глинка и его современники»
21 ноября, 18:00, Смоленская филармония
Билеты: партер — 800 ₽, балкон — 500 ₽, ложи — 1200 ₽
Пенсионерам скидка 20% при предъявлении удостоверения`,
      publishedAt: '2026-11-08T12:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-11-21T18:00:00+03:00',
          end: null,
          price: rub(500, 1200),
          place: 'd11-sml-filarmonia',
          titles: ['Глинка и его современники', 'Концерт «Глинка и его современники»'],
        },
      ],
    },
    {
      id: 'd11-sml-03',
      kind: 'hardcore show, doors vs start, presale/day of show',
      text: `БУНКЕР 🖤 7.11 (сб)
HARDCORE NIGHT
«Ржавый гвоздь» / «Не спать» / «Кома»
двери 18:00 / старт 19:00
500 предпродажа, 700 день шоу`,
      publishedAt: '2026-11-01T20:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-11-07T19:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'd11-sml-bunker',
          titles: ['Hardcore Night', 'Hardcore Night в Бункере'],
        },
      ],
    },
    {
      id: 'd11-sml-04',
      kind: 'bar monthly list, each line with its own date, the same quiz on two dates',
      text: `Гуси 🪿 ноябрь, сохраняй:

13.11 — «Гусиный квиз», 19:30, 300₽/чел
14.11 — кельтский вечер с группой «Лепрекон», 20:00, 400₽
20.11 — «Гусиный квиз», 19:30, 300₽/чел
21.11 — DJ-сет Толи Рыбина, 22:00, вход свободный`,
      publishedAt: '2026-11-09T18:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-11-13T19:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-sml-gusi',
          titles: ['Гусиный квиз', 'Квиз'],
        },
        {
          start: '2026-11-14T20:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'd11-sml-gusi',
          titles: ['Кельтский вечер с группой «Лепрекон»', 'Кельтский вечер'],
        },
        {
          start: '2026-11-20T19:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-sml-gusi',
          titles: ['Гусиный квиз', 'Квиз'],
        },
        {
          start: '2026-11-21T22:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-sml-gusi',
          titles: ['DJ-сет Толи Рыбина', 'Толя Рыбин'],
        },
      ],
    },
    {
      id: 'd11-sml-05',
      kind: 'exhibition with opening hours over a range, children and students free',
      text: `Галерея Тенишевой представляет выставку Ивана Крылова «Смоленские окраины»
с 4 по 30 декабря
Часы работы: ср–вс 12:00–19:00
Вход 150 ₽, для детей и студентов — бесплатно`,
      publishedAt: '2026-12-01T10:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-04T12:00:00+03:00',
          end: '2026-12-30T19:00:00+03:00',
          price: rub(0, 150),
          place: 'd11-sml-tenisheva',
          titles: [
            'Смоленские окраины',
            'Выставка «Смоленские окраины»',
            'Выставка Ивана Крылова «Смоленские окраины»',
          ],
        },
      ],
    },
    {
      id: 'd11-sml-06',
      kind: 'book presentation «завтра», free entry, the book’s price is not the event’s',
      text: `Завтра в «Полке» презентация новой книги Марии Гусевой «Дом на Покровской горе» 📚
Начало в 18:30. Вход свободный, книгу можно будет купить на месте за 900 ₽ и подписать у автора`,
      publishedAt: '2026-11-19T13:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-11-20T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-sml-polka',
          titles: [
            'Презентация книги «Дом на Покровской горе»',
            'Дом на Покровской горе',
            'Презентация книги Марии Гусевой',
          ],
        },
      ],
    },
    {
      id: 'd11-sml-07',
      kind: 'film week with separately named screenings, season pass beside a single ticket',
      text: `Неделя французского кино в «Октябре» 🇫🇷 9–11 декабря

9.12, 19:00 — «Амели»
10.12, 19:00 — «Неприкасаемые»
11.12, 19:00 — «400 ударов»

Билет 300 ₽, абонемент на все показы — 750 ₽`,
      publishedAt: '2026-12-03T13:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-09T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-sml-oktyabr',
          titles: ['Амели', 'Показ фильма «Амели»'],
        },
        {
          start: '2026-12-10T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-sml-oktyabr',
          titles: ['Неприкасаемые', 'Показ фильма «Неприкасаемые»'],
        },
        {
          start: '2026-12-11T19:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'd11-sml-oktyabr',
          titles: ['400 ударов', 'Показ фильма «400 ударов»'],
        },
      ],
    },
    {
      id: 'd11-sml-08',
      kind: 'football final at a stadium, title in a sentence, free',
      text: `⚽ Зимний кубок Смоленска по футболу: финал пройдёт 6 декабря в 12:00 на стадионе Спартак.
Вход свободный, приходите поддержать команды!`,
      publishedAt: '2026-11-30T12:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-06T12:00:00+03:00',
          end: null,
          price: FREE,
          place: 'd11-sml-spartak',
          titles: ['Финал Зимнего кубка Смоленска по футболу', 'Зимний кубок Смоленска по футболу'],
        },
      ],
    },
    {
      id: 'd11-sml-09',
      kind: 'park festivity «в эту субботу» with start and end, place in the locative',
      text: `В эту субботу в Лопатинском саду — «Снежные забавы» ☃️
Конкурс снеговиков, ледяная горка, горячий сбитень
С 12:00 до 16:00, участие бесплатное`,
      publishedAt: '2026-12-08T09:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-12T12:00:00+03:00',
          end: '2026-12-12T16:00:00+03:00',
          price: FREE,
          place: 'd11-sml-lopatinsky',
          titles: ['Снежные забавы'],
        },
      ],
    },
    {
      id: 'd11-sml-10',
      kind: 'postponement with the time kept',
      text: `ПЕРЕНОС 📢
Концерт группы «Днепровские ветра» в Бункере переносится с 28 ноября на 5 декабря (сб).
Время прежнее — 20:00. Билеты действительны.`,
      publishedAt: '2026-11-25T17:00:00+03:00',
      timeZone: SML,
      postponed: true,
      events: [
        {
          start: '2026-12-05T20:00:00+03:00',
          end: null,
          price: null,
          place: 'd11-sml-bunker',
          titles: ['Концерт группы «Днепровские ветра»', 'Днепровские ветра'],
        },
      ],
    },
    {
      id: 'd11-sml-11',
      kind: 'one line, bar outside the catalogue with an address, cover band',
      text: 'пт 27.11 21:00 бар «Ракушка» (ул. Дзержинского 16) — кавер-группа «Винил», вход 250',
      publishedAt: '2026-11-24T20:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-11-27T21:00:00+03:00',
          end: null,
          price: rub(250),
          place: null,
          titles: ['Концерт кавер-группы «Винил»', 'Винил'],
        },
      ],
    },
    {
      id: 'd11-sml-12',
      kind: 'weekend digest with day headings, gathering vs start of a walking tour outside the catalogue',
      text: `ВЫХОДНЫЕ В СМОЛЕНСКЕ | 14–15 ноября

Суббота
🔹 Лекция «Смоленская крепость: 400 лет обороны» — Полка, 14:00, 200₽
🔹 Стендап-вечер «Смешно по-смоленски» — Бункер, 19:00, 500–700 ₽

Воскресенье
🔹 Органный концерт «Бах и Гендель» — филармония, 16:00, от 400 ₽
🔹 Экскурсия по крепостной стене — сбор у Громовой башни в 11:30, старт в 12:00, 350 ₽`,
      publishedAt: '2026-11-12T10:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-11-14T14:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'd11-sml-polka',
          titles: ['Смоленская крепость: 400 лет обороны', 'Лекция «Смоленская крепость: 400 лет обороны»'],
        },
        {
          start: '2026-11-14T19:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'd11-sml-bunker',
          titles: ['Смешно по-смоленски', 'Стендап-вечер «Смешно по-смоленски»'],
        },
        {
          start: '2026-11-15T16:00:00+03:00',
          end: null,
          price: rub(400, null),
          place: 'd11-sml-filarmonia',
          titles: ['Бах и Гендель', 'Органный концерт «Бах и Гендель»'],
        },
        {
          start: '2026-11-15T12:00:00+03:00',
          end: null,
          price: rub(350),
          place: null,
          titles: ['Экскурсия по крепостной стене'],
        },
      ],
    },
    {
      id: 'd11-sml-13',
      kind: 'free online workshop in a Telegram channel, form link',
      text: `Бесплатный онлайн-мастер-класс по акварели «Зимний Смоленск» 🎨
15 декабря в 19:00, трансляция в телеграм-канале @smol_art
Записаться: forms.gle/aKvarel15`,
      publishedAt: '2026-12-09T12:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-15T19:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Зимний Смоленск', 'Мастер-класс по акварели «Зимний Смоленск»'],
          ticketUrl: 'https://forms.gle/aKvarel15',
        },
      ],
    },
    {
      id: 'd11-sml-14',
      kind: 'one-man show with a stated length, theatre named by a short form',
      text: `Моноспектакль «Записки сумасшедшего» — 2 декабря, 19:00, Малая сцена театра Грибоедова.
Продолжительность 1 ч 10 мин. 18+
Билеты 700 ₽`,
      publishedAt: '2026-11-22T11:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-02T19:00:00+03:00',
          end: '2026-12-02T20:10:00+03:00',
          price: rub(700),
          place: 'd11-sml-drama',
          titles: ['Записки сумасшедшего', 'Моноспектакль «Записки сумасшедшего»'],
        },
      ],
    },
    {
      id: 'd11-sml-15',
      kind: 'gala concert twice a day, «до» price only',
      text: `Гала-концерт «ЗВЁЗДЫ СМОЛЕНЩИНЫ» ⭐
18 декабря, два концерта: в 15:00 и в 19:00
Смоленская филармония
Цены на билеты — до 1500 ₽ (в зависимости от ряда)`,
      publishedAt: '2026-12-06T12:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-18T15:00:00+03:00',
          end: null,
          price: rub(null, 1500),
          place: 'd11-sml-filarmonia',
          titles: ['Звёзды Смоленщины', 'Гала-концерт «Звёзды Смоленщины»'],
        },
        {
          start: '2026-12-18T19:00:00+03:00',
          end: null,
          price: rub(null, 1500),
          place: 'd11-sml-filarmonia',
          titles: ['Звёзды Смоленщины', 'Гала-концерт «Звёзды Смоленщины»'],
        },
      ],
    },
    {
      id: 'd11-sml-16',
      kind: 'Christmas fair over three days with daily hours',
      text: `Рождественская ярмарка в Лопатинском саду 🎅
18–20 декабря, ежедневно 11:00–20:00
Ремёсла, глинтвейн, катание на пони
Вход свободный`,
      publishedAt: '2026-12-13T10:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-18T11:00:00+03:00',
          end: '2026-12-20T20:00:00+03:00',
          price: FREE,
          place: 'd11-sml-lopatinsky',
          titles: ['Рождественская ярмарка'],
        },
      ],
    },
    {
      id: 'd11-sml-17',
      kind: 'named tour with two dates, second city outside the catalogue',
      text: `Группа «КРАСНЫЕ МАКИ» — тур «Огни» 🔥
4 декабря — Смоленск, клуб «Бункер»
5 декабря — Брянск, клуб «Депо»
Старт в 20:00
Билеты 1000₽ — ссылка в шапке профиля`,
      publishedAt: '2026-11-20T18:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-04T20:00:00+03:00',
          end: null,
          price: rub(1000),
          place: 'd11-sml-bunker',
          titles: ['Концерт группы «Красные маки»', 'Красные маки', 'Тур «Огни»'],
        },
        {
          start: '2026-12-05T20:00:00+03:00',
          end: null,
          price: rub(1000),
          place: null,
          titles: ['Концерт группы «Красные маки»', 'Красные маки', 'Тур «Огни»'],
        },
      ],
    },
    {
      id: 'd11-sml-18',
      kind: 'lecture series on Tuesdays, students free',
      text: `Лекторий в «Полке»: русский авангард 🟥
Каждый вторник декабря в 19:00

1.12 — «Малевич в Витебске»
8.12 — «Эль Лисицкий»
15.12 — «Смоленские авангардисты»

Каждая лекция — 250 ₽, студентам бесплатно`,
      publishedAt: '2026-11-27T12:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-01T19:00:00+03:00',
          end: null,
          price: rub(0, 250),
          place: 'd11-sml-polka',
          titles: ['Малевич в Витебске', 'Лекция «Малевич в Витебске»'],
        },
        {
          start: '2026-12-08T19:00:00+03:00',
          end: null,
          price: rub(0, 250),
          place: 'd11-sml-polka',
          titles: ['Эль Лисицкий', 'Лекция «Эль Лисицкий»'],
        },
        {
          start: '2026-12-15T19:00:00+03:00',
          end: null,
          price: rub(0, 250),
          place: 'd11-sml-polka',
          titles: ['Смоленские авангардисты', 'Лекция «Смоленские авангардисты»'],
        },
      ],
    },
    {
      id: 'd11-sml-19',
      kind: 'chatty band post with typos, arrival hint vs start, free with donations',
      text: `Ребята всем прив!! 🙌
Мы — «Сквозняк», играем инди и немного шугейза
3 декабря (четверг) в гусях наш первый сольник!!! Начало в 20:00 (подходите к 19:30 чтоб занять столики)
вход свободный, донаты привествуются 🙏
подробности в лс`,
      publishedAt: '2026-11-26T21:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-03T20:00:00+03:00',
          end: null,
          price: FREE_DONATION,
          place: 'd11-sml-gusi',
          titles: ['Концерт группы «Сквозняк»', 'Сквозняк', 'Сольный концерт группы «Сквозняк»'],
        },
      ],
    },
    {
      id: 'd11-sml-20',
      kind: 'weekday and date disagree (the date wins), start and end',
      text: `Мастер-класс по гончарному делу в галерее Тенишевой 🏺
в воскресенье, 12 декабря, 13:00–15:00
1200 ₽ с человека, глина и обжиг включены. Запись в лс`,
      publishedAt: '2026-12-05T12:00:00+03:00',
      timeZone: SML,
      events: [
        {
          start: '2026-12-12T13:00:00+03:00',
          end: '2026-12-12T15:00:00+03:00',
          price: rub(1200),
          place: 'd11-sml-tenisheva',
          titles: ['Мастер-класс по гончарному делу'],
        },
      ],
    },
  ],
};
