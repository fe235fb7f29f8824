import { CITY } from './data.ts';

// Posts about events of the demo city as venues publish them in their channels and on their sites, waiting in the
// announcement managers' work stream. Dates are written the way posts write them: relative words («завтра», «в эту
// субботу») and day-and-month dates a few days after the post, so the demo stays current whenever it is seeded.

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** «27 ноября»: a date as a post writes it, in the city's clock. */
function dayMonth(at: Date): string {
  return new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: CITY.timeZone }).format(at);
}

export type DemoAnnouncement = {
  source: string;
  sourceUrl: string | null;
  rawText: string;
  /** How long before the seeding the post was published. */
  hoursAgo: number;
};

export function demoAnnouncements(now: Date): DemoAnnouncement[] {
  const inDays = (days: number) => dayMonth(new Date(now.getTime() + days * DAY_MS));
  return [
    {
      source: 'Telegram: Джаз-клуб «Синкопа»',
      sourceUrl: 'https://t.me/sinkopa_nn/412',
      hoursAgo: 30,
      rawText: `🎷 ${inDays(4)} в 20:00 — «Джазовый вечер с трио Петрова»

Стандарты Эллингтона и Монка, немного босановы и много импровизации.
Джаз-клуб «Синкопа», ул. Рождественская.
Вход 700 ₽, бронь столов по телефону.`,
    },
    {
      source: 'VK: Крафт-бар «Хмель»',
      sourceUrl: 'https://vk.com/wall-hmel_nn_2291',
      hoursAgo: 26,
      rawText: `Тап-тейковер пивоварни «Волжская» уже в эту пятницу! 🍺
С 19:00 до 23:00 — 12 кранов их пива, включая новый NEIPA и вишнёвый сауэр.
Вход свободный. Крафт-бар «Хмель».`,
    },
    {
      source: 'Сайт «Театр на Покровке»',
      sourceUrl: 'https://teatr-pokrovka.example/afisha/chekhov',
      hoursAgo: 24,
      rawText: `А. П. Чехов. «Вишнёвый сад»
Комедия в двух действиях. Режиссёр — Анна Белова.
${inDays(6)}, начало в 19:00. Продолжительность 2 ч 40 мин с антрактом.
Билеты от 800 до 2500 руб. 12+
Купить билеты: https://teatr-pokrovka.example/tickets/vishnevyi-sad.`,
    },
    {
      source: 'Telegram: Стендап-клуб «Смех»',
      sourceUrl: 'https://t.me/smeh_standup/88',
      hoursAgo: 20,
      rawText: `Открытый микрофон 🎤
Завтра в 20:00 в «Смехе» — восемь новых комиков и ведущий Никита Орлов.
Вход — донат. Записаться выступить можно в комментариях.`,
    },
    {
      source: 'VK: Коктейль-бар «Мята»',
      sourceUrl: 'https://vk.com/wall-myata_bar_1504',
      hoursAgo: 18,
      rawText: `Гостевая смена 🍸
${inDays(3)} с 21:00 за баром «Мяты» — шеф-бармен из Казани. Авторские коктейли на дальневосточных травах.
Коктейли по 550 ₽, столы бронируйте заранее.`,
    },
    {
      source: 'Сайт «Лекторий «Диалог»',
      sourceUrl: 'https://dialog-lektorij.example/lectures/volga-trade',
      hoursAgo: 15,
      rawText: `Лекция «Как Нижегородская ярмарка торговала со всем миром»
Читает историк Мария Кузнецова.
${inDays(5)} в 18:30, Лекторий «Диалог». Вход 300 ₽, для студентов бесплатно.`,
    },
    {
      source: 'Telegram: Кинобар «Плёнка»',
      sourceUrl: 'https://t.me/plenka_kino/301',
      hoursAgo: 12,
      rawText: `🎬 Ночь Тарковского в «Плёнке»
В субботу с 19:00: «Солярис» и «Сталкер» на большом экране, между фильмами — обсуждение.
Билет 450 ₽, глинтвейн в подарок.`,
    },
    {
      source: 'Telegram: Летняя сцена «Швейцария»',
      sourceUrl: 'https://t.me/shveycaria_scena/57',
      hoursAgo: 10,
      rawText: `Фестиваль «Голоса Оки» 🎶
${inDays(8)} — день первый: фолк-группы области, начало в 16:00.
${inDays(9)} — день второй: инди и электроника, с 15:00 до 23:00.
Летняя сцена «Швейцария». Вход свободный, еда и напитки на фудкорте.`,
    },
    {
      source: 'VK: Бар настольных игр «Кубик»',
      sourceUrl: null,
      hoursAgo: 8,
      rawText: `Турнир по «Каркассону» 🧩
В это воскресенье в 15:00 в «Кубике». Взнос 400 руб., призы победителям.
Команды не нужны — играем один на один.`,
    },
    {
      source: 'Telegram: Караоке «Голос»',
      sourceUrl: 'https://t.me/golos_karaoke/190',
      hoursAgo: 6,
      rawText: `Вечер хитов 90-х!!! 🕺
${inDays(2)} с 21:00 до 03:00 в караоке «Голос». Вход 500₽, первый коктейль за наш счёт.`,
    },
    {
      source: 'Сайт «Арт-кафе «Мольберт»',
      sourceUrl: 'https://molbert-cafe.example/events',
      hoursAgo: 4,
      rawText: `Мастер-класс по акварели: «Осенний Откос»
${inDays(7)}, 12:00–14:30. Все материалы выдаём, опыт не нужен.
Стоимость 1500 ₽. Арт-кафе «Мольберт», ул. Большая Покровская.`,
    },
    {
      source: 'Telegram: Афиша Нижнего',
      sourceUrl: 'https://t.me/afisha_nn/5120',
      hoursAgo: 2,
      rawText: `Куда пойти на этой неделе 👇
• Винный бар «Терруар» — дегустация грузинских вин, в четверг в 19:30, 1200 ₽
• Рамен-бар «Лапша» — ночь японской музыки на виниле, в пятницу с 22:00, бесплатно
• Пивоварня «Волжская» — экскурсия по производству, в субботу в 13:00, 600 ₽`,
    },
  ];
}

/** The rows of the demo announcements: new, nobody's yet, oldest post first. */
export function demoAnnouncementRows(now: Date) {
  return demoAnnouncements(now).map((announcement) => {
    const publishedAt = new Date(now.getTime() - announcement.hoursAgo * HOUR_MS);
    return {
      source: announcement.source,
      sourceUrl: announcement.sourceUrl,
      rawText: announcement.rawText,
      publishedAt,
      // Collected a few minutes after the post went out.
      createdAt: new Date(publishedAt.getTime() + 5 * 60 * 1000),
      status: 'NEW' as const,
    };
  });
}
