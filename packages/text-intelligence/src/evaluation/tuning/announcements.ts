// Development set of the announcement reader, written from how posts of venues, channels and ticket sites look.
import type { Price } from '../../contract.ts';
import type { AnnouncementSet } from '../cases.ts';

const MSK = 'Europe/Moscow';
const FREE: Price = { min: 0, max: 0, free: true, donation: false };
const FREE_HAT: Price = { min: 0, max: 0, free: true, donation: true };
const DONATION: Price = { min: null, max: null, free: false, donation: true };
const rub = (min: number | null, max: number | null = min): Price => ({ min, max, free: false, donation: false });

export const TUNING: AnnouncementSet = {
  places: [
    // Казань
    { id: 'kzn-sova', name: 'Арт-кафе «Сова»', aliases: ['Сова', 'Sova'], address: 'Казань, улица Баумана, 44' },
    { id: 'kzn-tyubeteyka', name: 'Бар «Тюбетейка»', aliases: ['Тюбетейка'], address: 'Казань, улица Профсоюзная, 17' },
    {
      id: 'kzn-planetarium',
      name: 'Казанский планетарий',
      aliases: ['Планетарий', 'Планетарий КФУ'],
      address: 'Казань, ул. Кремлёвская, 18',
    },
    { id: 'kzn-vremya', name: 'Антикафе «Время»', aliases: ['Время'], address: 'Казань, улица Пушкина, 26' },
    {
      id: 'kzn-lobachevsky',
      name: 'Лекторий «Лобачевский»',
      aliases: ['Лобачевский'],
      address: 'Казань, улица Островского, 38',
    },
    {
      id: 'kzn-siniy-kit',
      name: 'Джаз-клуб «Синий кит»',
      aliases: ['Синий кит', 'Кит'],
      address: 'Казань, улица Московская, 5',
    },
    {
      id: 'kzn-kamal',
      name: 'Татарский академический театр имени Галиасгара Камала',
      aliases: ['Театр Камала', 'Камаловский театр'],
      address: 'Казань, улица Татарстан, 1',
    },
    { id: 'kzn-bunker', name: 'Клуб «Бункер»', aliases: ['Бункер'], address: 'Казань, ул. Право-Булачная, 33' },
    { id: 'kzn-polka', name: 'Книжный магазин «Полка»', aliases: ['Полка'], address: 'Казань, улица Петербургская, 9' },
    {
      id: 'kzn-shtab',
      name: 'Креативное пространство «Штаб»',
      aliases: ['Штаб'],
      address: 'Казань, наб. Кремлёвская, 11',
    },
    {
      id: 'kzn-yagoda',
      name: 'Коктейльный бар «Ягода»',
      aliases: ['Ягода'],
      address: 'Казань, улица Право-Булачная, 35',
    },
    {
      id: 'kzn-cheshire',
      name: 'Паб «Чеширский кот»',
      aliases: ['Чешир', 'Чеширский кот'],
      address: 'Казань, пр. Победы, 100',
    },
    { id: 'kzn-khmel', name: 'Гастропаб «Хмель»', aliases: ['Хмель'], address: 'Казань, улица Петербургская, 52' },
    // Нижний Новгород
    {
      id: 'nn-stary-most',
      name: 'Паб «Старый мост»',
      aliases: ['Старый мост'],
      address: 'Нижний Новгород, Рождественская улица, 6',
    },
    {
      id: 'nn-stary-dvor',
      name: 'Кафе «Старый двор»',
      aliases: ['Старый двор'],
      address: 'Нижний Новгород, Ильинская улица, 54',
    },
    {
      id: 'nn-gorky',
      name: 'Бар «Горький»',
      aliases: ['Горький', 'Gorky bar'],
      address: 'Нижний Новгород, Большая Покровская улица, 15',
    },
    { id: 'nn-chaika', name: 'Клуб «Чайка»', aliases: ['Чайка'], address: 'Нижний Новгород, наб. Нижне-Волжская, 9' },
    {
      id: 'nn-samovar',
      name: 'Чайная «Самовар»',
      aliases: ['Самовар'],
      address: 'Нижний Новгород, Варварская улица, 32',
    },
    { id: 'nn-mayak', name: 'Арт-завод «Маяк»', aliases: ['Маяк'], address: 'Нижний Новгород, пр. Гагарина, 60' },
    {
      id: 'nn-yarmarka',
      name: 'Нижегородская ярмарка',
      aliases: ['Ярмарка', 'Главный ярмарочный дом'],
      address: 'Нижний Новгород, Совнаркомовская улица, 13',
    },
    {
      id: 'nn-podval',
      name: 'Рок-бар «Подвал»',
      aliases: ['Подвал', 'Podval'],
      address: 'Нижний Новгород, ул. Алексеевская, 10',
    },
    {
      id: 'nn-tipografiya',
      name: 'Пространство «Типография»',
      aliases: ['Типография'],
      address: 'Нижний Новгород, улица Нестерова, 7',
    },
    {
      id: 'nn-komedia',
      name: 'Театр «Комедія»',
      aliases: ['Комедия', 'Комедія', 'Театр комедии'],
      address: 'Нижний Новгород, Грузинская улица, 23',
    },
    {
      id: 'nn-listva',
      name: 'Книжный магазин «Листва»',
      aliases: ['Листва'],
      address: 'Нижний Новгород, ул. Большая Покровская, 43',
    },
    { id: 'nn-angar', name: 'Клуб «Ангар»', aliases: ['Ангар'], address: 'Нижний Новгород, пр. Ленина, 93' },
  ],
  announcements: [
    // ── plain and easy ────────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'sova-concert-plain',
      kind: 'plain',
      text: `Концерт группы «Северный ветер»

14 марта, 20:00
Арт-кафе «Сова», Баумана, 44
Вход — 500 ₽`,
      publishedAt: '2026-02-20T09:15:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-03-14T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'kzn-sova',
          titles: ['Концерт группы «Северный ветер»', 'Северный ветер'],
        },
      ],
    },
    {
      id: 'planetarium-show-duration',
      kind: 'plain, duration',
      text: `Казанский планетарий приглашает на полнокупольную программу «Тайны Солнечной системы».
18 апреля 2026 г., 12:00. Продолжительность — 40 минут.
Билеты — 450 ₽ в кассе планетария.`,
      publishedAt: '2026-03-30T07:40:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-04-18T12:00:00+03:00',
          end: '2026-04-18T12:40:00+03:00',
          price: rub(450),
          place: 'kzn-planetarium',
          titles: ['Тайны Солнечной системы', 'Полнокупольная программа «Тайны Солнечной системы»'],
        },
      ],
    },
    {
      id: 'komedia-premiere-price-from',
      kind: 'plain, price-from',
      text: `Театр «Комедія» представляет премьеру сезона — спектакль «Женитьба» по Н. В. Гоголю.
Первый показ — 10 октября 2026 года в 19:00.
Билеты от 800 ₽ в кассе театра и на сайте.`,
      publishedAt: '2026-09-14T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-10-10T19:00:00+03:00',
          end: null,
          price: rub(800, null),
          place: 'nn-komedia',
          titles: ['Женитьба', 'Спектакль «Женитьба»', 'Премьера спектакля «Женитьба»'],
        },
      ],
    },
    {
      id: 'podval-gig-1500',
      kind: 'plain, price-with-space',
      text: `Рок-бар «Подвал» | 7 ноября | 21:00
Группа «Кирпичи» из Петербурга — большой сольный концерт к 30-летию первого альбома.
Билеты: 1 500 р.
18+`,
      publishedAt: '2026-10-12T11:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-11-07T21:00:00+03:00',
          end: null,
          price: rub(1500),
          place: 'nn-podval',
          titles: ['Кирпичи', 'Концерт группы «Кирпичи»'],
        },
      ],
    },
    {
      id: 'kamal-play-new-year',
      kind: 'plain, next-year',
      text: `Татарский академический театр имени Галиасгара Камала
«Зәңгәр шәл» (Голубая шаль)
23 января, 18:00
Билеты: 500–2500 ₽. Синхронный перевод на русский язык.`,
      publishedAt: '2026-12-28T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-01-23T18:00:00+03:00',
          end: null,
          price: rub(500, 2500),
          place: 'kzn-kamal',
          titles: ['Зәңгәр шәл', 'Голубая шаль', 'Зәңгәр шәл (Голубая шаль)'],
        },
      ],
    },
    {
      id: 'samovar-tea-ceremony-range',
      kind: 'plain, time-range',
      text: `Чайная церемония с мастером Лин Вэй
Суббота, 5 сентября, с 16:00 до 18:00
Чайная «Самовар», Варварская, 32
Участие — 1 200 ₽, мест всего 12, запись в личных сообщениях.`,
      publishedAt: '2026-08-20T15:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-09-05T16:00:00+03:00',
          end: '2026-09-05T18:00:00+03:00',
          price: rub(1200),
          place: 'nn-samovar',
          titles: ['Чайная церемония', 'Чайная церемония с мастером Лин Вэй'],
        },
      ],
    },
    {
      id: 'angar-concert-plain',
      kind: 'plain',
      text: `Клуб «Ангар», пр. Ленина, 93
23 октября 2027, 20:00 — концерт группы «Тёплая трасса»
Билеты 1 000–2 500 ₽`,
      publishedAt: '2027-09-30T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-10-23T20:00:00+03:00',
          end: null,
          price: rub(1000, 2500),
          place: 'nn-angar',
          titles: ['Концерт группы «Тёплая трасса»', 'Тёплая трасса'],
        },
      ],
    },
    {
      id: 'cheshire-quiz-dot-time',
      kind: 'plain, time-with-dot',
      text: `Паб «Чеширский кот» — пивной квиз 18 ноября в 19.30. Команды до 6 человек, участие 300 ₽ с человека.`,
      publishedAt: '2027-11-08T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-11-18T19:30:00+03:00',
          end: null,
          price: rub(300),
          place: 'kzn-cheshire',
          titles: ['Пивной квиз'],
        },
      ],
    },
    {
      id: 'yarmarka-cat-show-alias',
      kind: 'plain, two-day, alias',
      text: `Международная выставка кошек «Мир кошек»
11–12 декабря, Главный ярмарочный дом, ежедневно 10:00–18:00
Билет — 400 ₽, покупка на кассе у входа.`,
      publishedAt: '2027-11-20T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-12-11T10:00:00+03:00',
          end: '2027-12-12T18:00:00+03:00',
          price: rub(400),
          place: 'nn-yarmarka',
          titles: ['Мир кошек', 'Выставка кошек «Мир кошек»', 'Международная выставка кошек «Мир кошек»'],
        },
      ],
    },
    {
      id: 'stary-most-patrick-evening-words',
      kind: 'plain, time-in-words',
      text: `Паб «Старый мост» — 17 марта, День святого Патрика 🍀
Начинаем в 7 вечера: волынка, ирландское рагу, зелёное пиво. Вход свободный.`,
      publishedAt: '2027-03-10T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-03-17T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-stary-most',
          titles: ['День святого Патрика'],
        },
      ],
    },
    {
      id: 'tipografiya-meetup-timepad',
      kind: 'plain, registration-link, time-range',
      text: `Митап нижегородских фронтендеров #14
Пространство «Типография», ул. Нестерова, 7
24 сентября 2026, 18:30–21:30
Участие бесплатное, нужна регистрация: https://frontnn.timepad.ru/event/3318402/
В программе три доклада, пицца и нетворкинг.`,
      publishedAt: '2026-09-10T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-09-24T18:30:00+03:00',
          end: '2026-09-24T21:30:00+03:00',
          price: FREE,
          place: 'nn-tipografiya',
          titles: ['Митап нижегородских фронтендеров #14', 'Митап нижегородских фронтендеров'],
          ticketUrl: 'https://frontnn.timepad.ru/event/3318402/',
        },
      ],
    },

    // ── VK posts ─────────────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'vk-tyubeteyka-this-friday',
      kind: 'vk-post, hook-line, this-friday, emoji-hashtags',
      text: `🔥🔥🔥 ТЮБЕТЕЙКА ЗАЖИГАЕТ 🔥🔥🔥

В эту пятницу у нас DJ Алмаз со своим легендарным сетом «Татар-диско» 🕺💃 Эчпочмаки из печи, чак-чак к чаю и много-много танцев!

⏰ 22:00
🎟 вход 300 ₽
📍 Профсоюзная, 17

#тюбетейка #казань #татардиско #пятница #кудапойти`,
      publishedAt: '2026-07-06T09:30:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-07-10T22:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'kzn-tyubeteyka',
          titles: ['Татар-диско', 'DJ Алмаз', 'Татар-диско с DJ Алмазом'],
        },
      ],
    },
    {
      id: 'vk-sova-quiz-guest-team',
      kind: 'vk-post, away-team-is-guest, prize-not-price, registration-link',
      text: `Квиз «Ум за разум» возвращается в «Сову»! 🧠🦉

Среда, 21 октября, 19:30. В этот раз к нам в гости приезжает сборная бара «Тюбетейка» — прошлогодние чемпионы. Собирайте команду до 6 человек и приходите отбирать у них кубок!

💰 Участие — 400 ₽ с человека
🏆 Главный приз — сертификат на 3 000 ₽ в наш бар

Регистрация команд: vk.cc/umzarazum_sova

#квиз #сова #казань`,
      publishedAt: '2026-10-15T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-10-21T19:30:00+03:00',
          end: null,
          price: rub(400),
          place: 'kzn-sova',
          titles: ['Ум за разум', 'Квиз «Ум за разум»'],
          ticketUrl: 'https://vk.cc/umzarazum_sova',
        },
      ],
    },
    {
      id: 'vk-stary-most-away-darts',
      kind: 'vk-post, away-game, hook-line, free',
      text: `Друзья! 🎯
В четверг, 4 марта, наша дартс-команда едет на выезд — играем в баре «Горький» на Большой Покровской, матч городской лиги «Старый мост» — «Горький». Начало в 20:00.
Вход для болельщиков свободный, приходите поддержать! 💪
#старыймост #дартс #лиганн`,
      publishedAt: '2027-02-26T16:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-03-04T20:00:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-gorky',
          titles: [
            'Матч лиги по дартсу «Старый мост» — «Горький»',
            'Старый мост — Горький',
            'Дартс: «Старый мост» — «Горький»',
          ],
        },
      ],
    },
    {
      id: 'vk-chaika-birthday-crammed',
      kind: 'vk-post, crammed-first-line, caps, weekday-short-date, doors-vs-start',
      text: `«НОЧНЫЕ ЛАСТОЧКИ» + ГОША РЫЖИЙ + DJ ВЕКТОР 🎉 ТОРТ, ИГРИСТОЕ, КОНКУРСЫ 🎂 ЧАЙКЕ 10 ЛЕТ!!!

Сб, 5 декабря — мы празднуем день рождения клуба, и это будет громко.
Сбор гостей с 19:00, концерт в 20:00.
Билеты: 700 ₽ в предпродаже / 900 ₽ в день концерта.

📍 Нижне-Волжская наб., 9
#чайка #чайка10лет #нижнийновгород`,
      publishedAt: '2026-11-16T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-05T20:00:00+03:00',
          end: null,
          price: rub(700, 900),
          place: 'nn-chaika',
          titles: ['День рождения клуба «Чайка»', 'Чайке 10 лет', '10 лет клубу «Чайка»'],
        },
      ],
    },
    {
      id: 'vk-bauman-fest-no-venue',
      kind: 'vk-post, hook-line, festival, date-no-time, street-not-venue, free',
      text: `АНОНС!!! 🎸🎺🥁
Фестиваль уличной музыки «Баумана Fest» — 25 и 26 июля на пешеходной Баумана, от Кремля до колокольни. 40 музыкантов, три сцены, всё бесплатно!
#бауманафест #казань #уличнаямузыка`,
      publishedAt: '2026-07-01T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-07-25',
          end: '2026-07-26',
          price: FREE,
          place: null,
          titles: ['Баумана Fest', 'Фестиваль уличной музыки «Баумана Fest»'],
        },
      ],
    },
    {
      id: 'vk-sova-kvartirnik-hat',
      kind: 'vk-post, free-hat, place-in-prepositional',
      text: `Акустический квартирник Марата Хасанова 🎸
Воскресенье, 8 марта, 18:00, у нас в «Сове».
Песни на русском и татарском, немного новых.
Вход свободный, но шляпа пойдёт по кругу 🎩
#сова #квартирник`,
      publishedAt: '2026-03-02T14:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-03-08T18:00:00+03:00',
          end: null,
          price: FREE_HAT,
          place: 'kzn-sova',
          titles: ['Акустический квартирник Марата Хасанова', 'Квартирник Марата Хасанова', 'Марат Хасанов'],
        },
      ],
    },
    {
      id: 'vk-stary-most-irish-bare-address',
      kind: 'vk-post, bare-address, free-donations',
      text: `Ирландский вечер 🍀
В субботу, 12 сентября, в 20:00 на Рождественской, 6 играет фолк-бэнд «Клевер»: скрипка, вистл, бойран и очень много джиги.
Свободный вход, донаты музыкантам приветствуются.`,
      publishedAt: '2026-09-07T15:30:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-09-12T20:00:00+03:00',
          end: null,
          price: FREE_HAT,
          place: 'nn-stary-most',
          titles: ['Ирландский вечер', 'Клевер', 'Ирландский вечер с группой «Клевер»'],
        },
      ],
    },
    {
      id: 'vk-khmel-punk-hook',
      kind: 'vk-post, hook-line, drink-gift-not-price',
      text: `⚡️⚡️ МЫ ДОЖДАЛИСЬ ⚡️⚡️
«Хмель» × «Кефир Бандитос»: 30 апреля, 21:00 — панк-рок прямо в пабе! Вход 350 ₽, первое пиво в подарок каждому, кто придёт в косухе 🤘
#хмель #панк #казань`,
      publishedAt: '2027-04-20T15:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-04-30T21:00:00+03:00',
          end: null,
          price: rub(350),
          place: 'kzn-khmel',
          titles: ['Кефир Бандитос', 'Концерт группы «Кефир Бандитос»'],
        },
      ],
    },
    {
      id: 'vk-tyubeteyka-backgammon-prize',
      kind: 'vk-post, prize-not-price, registration-before-start, free',
      text: `Турнир по нардам в «Тюбетейке»! 🎲
Сб, 15 мая. Регистрация игроков с 14:00, первая партия в 15:00.
Участие бесплатное. Главный приз — 10 000 ₽ и именная тюбетейка 😎
#тюбетейка #нарды`,
      publishedAt: '2027-05-03T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-05-15T15:00:00+03:00',
          end: null,
          price: FREE,
          place: 'kzn-tyubeteyka',
          titles: ['Турнир по нардам'],
        },
      ],
    },
    {
      id: 'vk-bike-night-u-tyubeteyki',
      kind: 'vk-post, place-in-genitive, free',
      text: `Велоночь по Казани 🚲🌙
Собираемся 20 июня в 22:00 у Тюбетейки на Профсоюзной, оттуда едем по ночному центру — 25 км, с остановками у главных мостов.
Участие бесплатное, шлем обязателен.
#велоночь #казань`,
      publishedAt: '2026-06-15T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-06-20T22:00:00+03:00',
          end: null,
          price: FREE,
          place: 'kzn-tyubeteyka',
          titles: ['Велоночь по Казани', 'Велоночь'],
        },
      ],
    },
    {
      id: 'vk-tyubeteyka-picnic-organiser',
      kind: 'vk-post, organiser-not-place, place-not-in-catalogue, free',
      text: `Бар «Тюбетейка» зовёт на пикник! 🧺
Воскресенье, 2 августа, 13:00, озеро Нижний Кабан, поляна у лодочной станции. Бадминтон, плов в казане, живая гармонь.
Участие бесплатное, еду и воду берём с собой, плов — от нас.`,
      publishedAt: '2026-07-24T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-08-02T13:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Пикник на Кабане', 'Пикник'],
        },
      ],
    },
    {
      id: 'vk-khmel-team-plays-at-vremya',
      kind: 'vk-post, away-game, after-party-not-place',
      text: `Наша квиз-команда «Пенная вечеринка» едет на «Битву баров»! 🍻
Вторник, 9 ноября, 19:00, антикафе «Время» (Пушкина, 26). Вход для зрителей 200 ₽ — приходите поболеть.
После игры возвращаемся в «Хмель» отмечать (или заливать горе).
#хмель #битвабаров`,
      publishedAt: '2027-11-01T12:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-11-09T19:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'kzn-vremya',
          titles: ['Битва баров'],
        },
      ],
    },
    {
      id: 'vk-podval-band-named-like-venue',
      kind: 'vk-post, band-named-like-venue, weekday-date',
      text: `Подвал, пятница, 19 марта 🤘
Нижегородская группа «Маяк» презентует второй альбом «Тёмная вода». Гости — «Шпана».
Старт 20:00. Вход 500 ₽.
#подвал #маяк #нижнийрок`,
      publishedAt: '2027-03-09T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-03-19T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'nn-podval',
          titles: ['Маяк', 'Презентация альбома «Тёмная вода»', 'Концерт группы «Маяк»'],
        },
      ],
    },
    {
      id: 'vk-stary-dvor-caps-title',
      kind: 'vk-post, caps-title, time-range, bare-address, shared-word-name, free',
      text: `ВЕЧЕРИНКА «ЛЕТНИЙ ДВОР» 🌿
Открываем летнюю веранду! 29 мая с 17:00 до 23:00 во дворике нашего кафе: DJ-сеты, лимонады, шашлык на мангале.
Вход свободный.
Ильинская, 54`,
      publishedAt: '2026-05-20T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-05-29T17:00:00+03:00',
          end: '2026-05-29T23:00:00+03:00',
          price: FREE,
          place: 'nn-stary-dvor',
          titles: ['Летний двор', 'Вечеринка «Летний двор»', 'Открытие летней веранды'],
        },
      ],
    },

    // ── Telegram channels ──────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'tg-kazan-weekend-digest',
      kind: 'telegram, poster, short-names, place-not-in-catalogue, end-after-midnight',
      text: `Куда пойти на выходных в Казани 👇

▪️ Пт, 16 октября, 20:00 — стендап-вечер «Без цензуры» в «Ягоде» (Право-Булачная, 35). 600 ₽.
▪️ Сб, 17 октября, 14:00 — книжный своп в «Полке»: приносите книги, уносите другие. Бесплатно.
▪️ Сб, 17 октября, 23:00 — техно-ночь BLACKOUT в «Бункере», до 6 утра. На входе 800 ₽.
▪️ Вс, 18 октября, 12:00 — маркет хендмейда «Сделано в Казани» в Парке Горького, вход свободный.

Сохраняйте, чтобы не потерять 😉`,
      publishedAt: '2026-10-13T06:30:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-10-16T20:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'kzn-yagoda',
          titles: ['Без цензуры', 'Стендап-вечер «Без цензуры»'],
        },
        { start: '2026-10-17T14:00:00+03:00', end: null, price: FREE, place: 'kzn-polka', titles: ['Книжный своп'] },
        {
          start: '2026-10-17T23:00:00+03:00',
          end: '2026-10-18T06:00:00+03:00',
          price: rub(800),
          place: 'kzn-bunker',
          titles: ['Blackout', 'Техно-ночь Blackout'],
        },
        {
          start: '2026-10-18T12:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Сделано в Казани', 'Маркет хендмейда «Сделано в Казани»'],
        },
      ],
    },
    {
      id: 'tg-stary-dvor-tomorrow',
      kind: 'telegram, tomorrow, shared-word-name, drink-price-not-price, phone',
      text: `Джазовый вечер в «Старом дворе»

Завтра в 19:30 трио Ильи Горшкова играет стандарты и немного босса-новы. Кухня работает до последнего гостя, глинтвейн — 250 ₽.
Вход 500 ₽, бронь столов: +7 (831) 412-35-67.`,
      publishedAt: '2026-04-23T17:10:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-04-24T19:30:00+03:00',
          end: null,
          price: rub(500),
          place: 'nn-stary-dvor',
          titles: ['Джазовый вечер', 'Трио Ильи Горшкова', 'Джазовый вечер с трио Ильи Горшкова'],
        },
      ],
    },
    {
      id: 'tg-nn-week-digest',
      kind: 'telegram, poster, place-in-genitive, donation, place-not-in-catalogue',
      text: `Нижний на этой неделе:
— Ср, 14 апреля: киноклуб в «Типографии» смотрит «Сталкера», 19:00, за донат
— Пт, 16 апреля: «Гараж 52» и «Шпана» у Чайки, 20:00, 600 ₽
— Сб, 17 апреля: блошиный рынок на Нижегородской ярмарке, 10:00–16:00, бесплатно
— Вс, 18 апреля: органный концерт в лютеранской кирхе, 17:00, 1200 ₽

Подписывайтесь на @nn_kuda_poiti, чтобы ничего не пропустить`,
      publishedAt: '2027-04-12T07:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-04-14T19:00:00+03:00',
          end: null,
          price: DONATION,
          place: 'nn-tipografiya',
          titles: ['Сталкер', 'Киноклуб: «Сталкер»', 'Показ фильма «Сталкер»'],
        },
        {
          start: '2027-04-16T20:00:00+03:00',
          end: null,
          price: rub(600),
          place: 'nn-chaika',
          titles: ['Гараж 52 и Шпана', 'Концерт групп «Гараж 52» и «Шпана»'],
        },
        {
          start: '2027-04-17T10:00:00+03:00',
          end: '2027-04-17T16:00:00+03:00',
          price: FREE,
          place: 'nn-yarmarka',
          titles: ['Блошиный рынок'],
        },
        { start: '2027-04-18T17:00:00+03:00', end: null, price: rub(1200), place: null, titles: ['Органный концерт'] },
      ],
    },
    {
      id: 'tg-nn-christmas-fair-not-venue',
      kind: 'telegram, fair, common-word-not-venue, place-not-in-catalogue',
      text: `Рождественская ярмарка на площади Минина и Пожарского откроется 18 декабря и продлится до 8 января. Домики с игрушками, медовуха, каток и ёлка высотой 20 метров.
Работает ежедневно с 10:00 до 22:00, вход свободный.`,
      publishedAt: '2026-12-10T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-18T10:00:00+03:00',
          end: '2027-01-08T22:00:00+03:00',
          price: FREE,
          place: null,
          titles: ['Рождественская ярмарка'],
        },
      ],
    },
    {
      id: 'tg-kazan-kachalov-not-catalogue',
      kind: 'telegram, person-named-venue-not-in-catalogue',
      text: `Театральная Казань 🎭
Казанский Большой драматический театр им. Качалова: 27 февраля, 18:30 — «Пиковая дама» в постановке Александра Славутского. Билеты 700–3500 ₽.`,
      publishedAt: '2027-02-01T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-02-27T18:30:00+03:00',
          end: null,
          price: rub(700, 3500),
          place: null,
          titles: ['Пиковая дама', 'Спектакль «Пиковая дама»'],
        },
      ],
    },
    {
      id: 'tg-kit-today-short-name',
      kind: 'telegram, today, short-name',
      text: `Сегодня джем-сешн в Ките! Приходите с инструментами или просто послушать. С 21:00, вход 250 ₽. Ведущий — барабанщик Тимур Ахметов.`,
      publishedAt: '2027-07-01T12:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-07-01T21:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'kzn-siniy-kit',
          titles: ['Джем-сешн'],
        },
      ],
    },
    {
      id: 'tg-mayak-date-no-time',
      kind: 'telegram, date-no-time, place-in-name, free',
      text: `Маркет винтажа «Барахолка на Маяке» — 14 февраля! Время и список участников объявим ближе к делу, следите за обновлениями. Вход будет свободный 😉`,
      publishedAt: '2027-01-28T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-02-14',
          end: null,
          price: FREE,
          place: 'nn-mayak',
          titles: ['Барахолка на Маяке', 'Маркет винтажа «Барахолка на Маяке»'],
        },
      ],
    },
    {
      id: 'tg-yagoda-tomorrow-new-year',
      kind: 'telegram, tomorrow, year-boundary, menu-not-price',
      text: `Завтра с 14:00 — похмельный бранч «Первое января» 🥞 Блины, рассол, игристое для стойких и тишина для остальных. Вход свободный, платите только за еду. Ждём в «Ягоде»!`,
      publishedAt: '2026-12-31T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-01-01T14:00:00+03:00',
          end: null,
          price: FREE,
          place: 'kzn-yagoda',
          titles: ['Первое января', 'Похмельный бранч «Первое января»', 'Похмельный бранч'],
        },
      ],
    },

    // ── postponements ────────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'postponed-bunker-concert',
      kind: 'postponement, caps-hook, next-year',
      text: `ВНИМАНИЕ! ПЕРЕНОС!

Концерт группы «Полярный лис», запланированный на 14 ноября, переносится на 30 января 2027 года по техническим причинам. Клуб «Бункер», начало в 20:00, как и было.
Купленные билеты действительны, возврат — в месте покупки.`,
      publishedAt: '2026-11-05T12:00:00Z',
      timeZone: MSK,
      postponed: true,
      events: [
        {
          start: '2027-01-30T20:00:00+03:00',
          end: null,
          price: null,
          place: 'kzn-bunker',
          titles: ['Концерт группы «Полярный лис»', 'Полярный лис'],
        },
      ],
    },
    {
      id: 'postponed-lecture-new-venue',
      kind: 'postponement, venue-moved, old-venue-not-place, registration-link',
      text: `Друзья, важное: лекция Павла Соколова «Нижний, которого нет» переносится с 24 января на 7 февраля и переезжает из «Типографии» в книжный «Листва» (Б. Покровская, 43) — там больше места. Время прежнее: 18:00.
Вход по-прежнему свободный, но регистрация обязательна: listva-nn.ru/sokolov`,
      publishedAt: '2027-01-20T10:30:00Z',
      timeZone: MSK,
      postponed: true,
      events: [
        {
          start: '2027-02-07T18:00:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-listva',
          titles: ['Нижний, которого нет', 'Лекция Павла Соколова «Нижний, которого нет»'],
          ticketUrl: 'https://listva-nn.ru/sokolov',
        },
      ],
    },
    {
      id: 'postponed-boardgames-weekday',
      kind: 'postponement, weekday-date, common-word-venue',
      text: `Игротека переносится! 🎲
Из-за санитарного дня настольные игры в эту среду не состоятся — переносим вечер на четверг, 15 апреля, то же время, 18:00.
Антикафе «Время», Пушкина, 26. Участие 250 ₽, чай и печенье включены.`,
      publishedAt: '2027-04-12T08:00:00Z',
      timeZone: MSK,
      postponed: true,
      events: [
        {
          start: '2027-04-15T18:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'kzn-vremya',
          titles: ['Игротека', 'Вечер настольных игр'],
        },
      ],
    },
    {
      id: 'postponed-komedia-hanuma',
      kind: 'postponement, tickets-valid-no-price',
      text: `Уважаемые зрители! Спектакль «Ханума», назначенный на 6 января, по болезни исполнительницы главной роли переносится на 24 января, начало в 18:00. Билеты на 6 января действительны на новую дату. Театр «Комедія» приносит извинения.`,
      publishedAt: '2027-01-04T09:00:00Z',
      timeZone: MSK,
      postponed: true,
      events: [
        {
          start: '2027-01-24T18:00:00+03:00',
          end: null,
          price: null,
          place: 'nn-komedia',
          titles: ['Ханума', 'Спектакль «Ханума»'],
        },
      ],
    },

    // ── festivals and fairs ─────────────────────────────────────────────────────────────────────────────────
    {
      id: 'festival-volga-food-yarmarka',
      kind: 'festival, daily-hours, prize-not-price, free',
      text: `Фестиваль «Волжская кухня» пройдёт на Нижегородской ярмарке с 4 по 7 июня. Четыре дня — 60 фуд-кортов, мастер-классы шеф-поваров, уха на костре и конкурс на самый большой пирог (победителю — 50 000 ₽!).
Работаем ежедневно с 11:00 до 21:00. Вход свободный.`,
      publishedAt: '2026-05-15T07:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-06-04T11:00:00+03:00',
          end: '2026-06-07T21:00:00+03:00',
          price: FREE,
          place: 'nn-yarmarka',
          titles: ['Волжская кухня', 'Фестиваль «Волжская кухня»'],
        },
      ],
    },
    {
      id: 'fair-shtab-new-year-market',
      kind: 'fair, two-day, free',
      text: `Новогодний маркет в «Штабе» ✨
19–20 декабря, с 12:00 до 20:00
Керамика, свечи, винтажная одежда, татарские сладости, глинтвейн и ёлочные игрушки ручной работы. Более 50 мастеров.
Вход свободный.
Кремлёвская наб., 11`,
      publishedAt: '2026-12-07T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-19T12:00:00+03:00',
          end: '2026-12-20T20:00:00+03:00',
          price: FREE,
          place: 'kzn-shtab',
          titles: ['Новогодний маркет'],
        },
      ],
    },
    {
      id: 'festival-shtab-comics-two-prices',
      kind: 'festival, open-and-close-times, price-range',
      text: `Комик-фест «Пузырь» — 3–4 октября в «Штабе»!
Художники, издательства, косплей, лекции про мангу и татарский комикс. В субботу открываемся в 12:00, в воскресенье закрываемся в 18:00.
Билет на один день — 500 ₽, на оба дня — 800 ₽.`,
      publishedAt: '2026-09-15T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-10-03T12:00:00+03:00',
          end: '2026-10-04T18:00:00+03:00',
          price: rub(500, 800),
          place: 'kzn-shtab',
          titles: ['Пузырь', 'Комик-фест «Пузырь»'],
        },
      ],
    },
    {
      id: 'fair-mayak-books-no-time',
      kind: 'fair, date-no-time, multi-day',
      text: `Книжная ярмарка «Переплёт» снова в «Маяке»: 20–22 августа. Больше сорока независимых издательств, автограф-сессии и детская площадка. Расписание встреч опубликуем отдельно.`,
      publishedAt: '2027-08-01T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-08-20',
          end: '2027-08-22',
          price: null,
          place: 'nn-mayak',
          titles: ['Переплёт', 'Книжная ярмарка «Переплёт»'],
        },
      ],
    },
    {
      id: 'exhibition-bare-address-sova',
      kind: 'exhibition, bare-address, multi-day, opening-time',
      text: `Выставка-продажа иллюстраций «Кошки и люди»
7–9 августа, Баумана, 44, 2 этаж
Открытие 7 августа в 18:00, дальше с 12:00 до 22:00.
Вход свободный.`,
      publishedAt: '2027-08-02T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-08-07T18:00:00+03:00',
          end: '2027-08-09T22:00:00+03:00',
          price: FREE,
          place: 'kzn-sova',
          titles: ['Кошки и люди', 'Выставка-продажа иллюстраций «Кошки и люди»'],
        },
      ],
    },

    // ── free, hat, donations ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'tipografiya-short-films-po-donatu',
      kind: 'donation-only',
      text: `Показ короткого метра нижегородских режиссёров «Своё кино» в «Типографии».
2 июля, 19:00. После показа — обсуждение с авторами.
Вход по донату.`,
      publishedAt: '2026-06-22T11:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-07-02T19:00:00+03:00',
          end: null,
          price: DONATION,
          place: 'nn-tipografiya',
          titles: ['Своё кино', 'Показ короткого метра «Своё кино»'],
        },
      ],
    },
    {
      id: 'lobachevsky-donation-from-300',
      kind: 'donation-from, person-named-venue',
      text: `Лекторий «Лобачевский» | 11 марта, 19:00
«Неевклидова геометрия для гуманитариев»
Лектор — Ирина Сафина, доцент КФУ.
Вход — донат от 300 ₽, деньги идут на аренду зала.`,
      publishedAt: '2027-03-01T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-03-11T19:00:00+03:00',
          end: null,
          price: { min: 300, max: null, free: false, donation: true },
          place: 'kzn-lobachevsky',
          titles: ['Неевклидова геометрия для гуманитариев', 'Лекция «Неевклидова геометрия для гуманитариев»'],
        },
      ],
    },
    {
      id: 'listva-lecture-free-registration',
      kind: 'free, registration-link, bare-domain-link',
      text: `📚 Лекция «Как читать Платонова»
Читает филолог Анна Ветрова.
12 июня, 19:00, книжный «Листва» (Большая Покровская, 43).
Вход свободный по регистрации: listva-nn.ru/events/platonov`,
      publishedAt: '2026-05-28T12:20:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-06-12T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-listva',
          titles: ['Как читать Платонова', 'Лекция «Как читать Платонова»'],
          ticketUrl: 'https://listva-nn.ru/events/platonov',
        },
      ],
    },
    {
      id: 'gorky-vinyl-thursday',
      kind: 'weekday-only, free, person-named-venue',
      text: `Бар «Горький» | в четверг — вечер винила 🎶
Коллекционер Дима Шевчук привезёт ящик пластинок советского джаза и будет ставить их до закрытия. Начинаем в 19:00. Вход свободный.`,
      publishedAt: '2026-03-23T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-03-26T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-gorky',
          titles: ['Вечер винила', 'Вечер винила советского джаза'],
        },
      ],
    },
    {
      id: 'listva-gorky-memorial-person-trap',
      kind: 'person-name-not-venue, free',
      text: `Вечер памяти Горького в «Листве» 📖
28 марта — день рождения Алексея Максимовича. Читаем «Песню о Буревестнике» и ранние рассказы, обсуждаем, почему город полвека носил его имя.
Начало в 18:30, вход свободный.`,
      publishedAt: '2026-03-20T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-03-28T18:30:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-listva',
          titles: ['Вечер памяти Горького', 'Вечер памяти Максима Горького'],
        },
      ],
    },

    // ── prizes, deposits, drink prices ───────────────────────────────────────────────────────────────────────
    {
      id: 'yagoda-new-year-deposit',
      kind: 'deposit-not-price, end-after-midnight, phone',
      text: `Новый год в «Ягоде» 🎄🥂
31 декабря с 22:00 до 04:00. Диджей-сеты, фейерверк на крыше в полночь, коктейльная карта от нашего шеф-бармена.
Бронь столов — депозит от 5 000 ₽ на человека. Телефон: +7 (843) 200-14-88`,
      publishedAt: '2026-12-21T12:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-31T22:00:00+03:00',
          end: '2027-01-01T04:00:00+03:00',
          price: null,
          place: 'kzn-yagoda',
          titles: ['Новый год в «Ягоде»', 'Новогодняя ночь', 'Новый год'],
        },
      ],
    },
    {
      id: 'khmel-tap-takeover-drink-price',
      kind: 'drink-price-not-price, weekday-date',
      text: `Вечер крафта в «Хмеле» 🍺
В пятницу, 4 июня, с 19:00 — тап-тейковер пивоварни «Северная Заря»: 12 новых сортов на кранах, пивовары за стойкой.
Дегустационный сет из 4 сортов — 690 ₽.`,
      publishedAt: '2027-06-01T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-06-04T19:00:00+03:00',
          end: null,
          price: null,
          place: 'kzn-khmel',
          titles: ['Тап-тейковер пивоварни «Северная Заря»', 'Вечер крафта', 'Тап-тейковер «Северная Заря»'],
        },
      ],
    },
    {
      id: 'bunker-short-films-caps-prize',
      kind: 'caps-title, prize-not-price, doors-vs-start',
      text: `НОЧЬ КОРОТКОГО МЕТРА

«Бункер» × киноклуб «Восьмая полоса». 11 декабря, сбор с 19:30, показ начинается в 20:00. 12 короткометражек студентов КФУ и голосование зрителей. Автору лучшего фильма — приз 20 000 ₽ от клуба.
Билет — 300 ₽.`,
      publishedAt: '2026-11-30T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-11T20:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'kzn-bunker',
          titles: ['Ночь короткого метра'],
        },
      ],
    },

    // ── price formats ──────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'siniy-kit-students-price',
      kind: 'students-price, weekday-date',
      text: `Джаз-клуб «Синий кит»
Пятница, 13 ноября, 20:00
Квартет Алисы Мухаметзяновой — программа «Элла и Луи»
Билеты 600/300 (студенты)`,
      publishedAt: '2026-11-02T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-11-13T20:00:00+03:00',
          end: null,
          price: rub(300, 600),
          place: 'kzn-siniy-kit',
          titles: ['Элла и Луи', 'Квартет Алисы Мухаметзяновой', 'Квартет Алисы Мухаметзяновой — «Элла и Луи»'],
        },
      ],
    },
    {
      id: 'planetarium-lobachevsky-lecture',
      kind: 'person-name-not-venue, price-range, venue-pipe-header',
      text: `Казанский планетарий | Лекция «Лобачевский и звёзды: как казанский математик измерял космос»
2 апреля, 18:00. Лектор — историк науки Ильдар Валиев.
Билеты 350 ₽, школьникам 200 ₽.`,
      publishedAt: '2027-03-22T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-04-02T18:00:00+03:00',
          end: null,
          price: rub(200, 350),
          place: 'kzn-planetarium',
          titles: ['Лобачевский и звёзды: как казанский математик измерял космос', 'Лобачевский и звёзды'],
        },
      ],
    },

    // ── doors, registration, warm-up ─────────────────────────────────────────────────────────────────────────
    {
      id: 'podval-punk-doors',
      kind: 'doors-vs-start, latin-name, bare-address, two-prices',
      text: `PODVAL PRESENTS
Панк-вечер «Громче соседей»: «Шпана», «Кефир Бандитос», «Гараж 52»
13 февраля
Двери — 18:00, начало — 19:00
Вход 500 ₽ / 700 ₽ на входе
Алексеевская, 10`,
      publishedAt: '2027-01-25T12:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-02-13T19:00:00+03:00',
          end: null,
          price: rub(500, 700),
          place: 'nn-podval',
          titles: ['Громче соседей', 'Панк-вечер «Громче соседей»'],
        },
      ],
    },
    {
      id: 'race-registration-before-start',
      kind: 'registration-before-start, place-not-in-catalogue, registration-link',
      text: `Забег «Зелёная миля» 🏃‍♀️🏃
16 мая, парк «Чёрное озеро».
Выдача номеров и регистрация с 9:30, старт в 10:30. Дистанции 3 и 10 км.
Стартовый взнос — 1000 ₽.
Регистрация: zelenaya-milya.ru`,
      publishedAt: '2026-04-20T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-05-16T10:30:00+03:00',
          end: null,
          price: rub(1000),
          place: null,
          titles: ['Зелёная миля', 'Забег «Зелёная миля»'],
          ticketUrl: 'https://zelenaya-milya.ru',
        },
      ],
    },
    {
      id: 'angar-warmup-dj',
      kind: 'warm-up-not-start, caps, ticket-link',
      text: `АНГАР × NEON NIGHTS
Сб, 2 октября
22:00 — разогрев: DJ Кира
23:30 — хедлайнер: MAKSIM VOLNA (live)
Билеты 1200–2000 ₽: angar-club.ru/neon`,
      publishedAt: '2027-09-20T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-10-02T23:30:00+03:00',
          end: null,
          price: rub(1200, 2000),
          place: 'nn-angar',
          titles: ['Neon Nights', 'Maksim Volna', 'Neon Nights: Maksim Volna'],
          ticketUrl: 'https://angar-club.ru/neon',
        },
      ],
    },
    {
      id: 'cheshire-georgian-crammed',
      kind: 'crammed-first-line, arrival-vs-start, menu-not-price',
      text: `ХИНКАЛИ • ЧАЧА • ПОЛИФОНИЯ 🇬🇪 Ансамбль «Иверия» + шеф Гоги Бахтадзе + сет от DJ Сулико

Грузинский вечер в «Чеширском коте» — пятница, 22 января. Сбор гостей в 19:00, ансамбль начинает в 20:00.
Вход 500 ₽, хинкали — 90 ₽/шт.`,
      publishedAt: '2027-01-12T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-01-22T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'kzn-cheshire',
          titles: ['Грузинский вечер', 'Ансамбль «Иверия»', 'Грузинский вечер с ансамблем «Иверия»'],
        },
      ],
    },

    // ── dates: weekdays, relative, no time ────────────────────────────────────────────────────────────────────
    {
      id: 'polka-open-day-date-no-time',
      kind: 'date-no-time, discount-not-price',
      text: `25 мая в «Полке» — день издательства «Тёплый дом»: скидка 30 % на весь их каталог, подарки первым покупателям и встреча с главным редактором. Приходите!`,
      publishedAt: '2026-05-12T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-05-25',
          end: null,
          price: null,
          place: 'kzn-polka',
          titles: ['День издательства «Тёплый дом»'],
        },
      ],
    },
    {
      id: 'cheshire-friday-12-no-month',
      kind: 'weekday-day-no-month, short-name',
      text: `Пятница, 12
В «Чешире» — стендап, открытый микрофон. Новые комики, старые шутки, 10 выступающих.
20:00, вход 200 ₽, запись выступающих в директ.`,
      publishedAt: '2027-02-08T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-02-12T20:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'kzn-cheshire',
          titles: ['Открытый микрофон', 'Стендап: открытый микрофон'],
        },
      ],
    },
    {
      id: 'samovar-this-saturday',
      kind: 'this-saturday, place-in-prepositional',
      text: `В эту субботу в «Самоваре» — вечер поэзии «Чай вдвоём». Читают участники литературной студии «Волжский берег», открытый микрофон для всех желающих.
17:00, вход 300 ₽, чай включён.`,
      publishedAt: '2027-04-07T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-04-10T17:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'nn-samovar',
          titles: ['Чай вдвоём', 'Вечер поэзии «Чай вдвоём»'],
        },
      ],
    },
    {
      id: 'vremya-tomorrow-antivalentine',
      kind: 'tomorrow, common-word-venue, time-range',
      text: `Завтра во «Времени» — вечеринка «Антивалентин» 💔 Настолки для одиночек, спид-дейтинг наоборот и торт «Разбитое сердце».
С 18:00 до 23:00, вход 350 ₽, чай и печенье без ограничений.`,
      publishedAt: '2026-02-13T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-02-14T18:00:00+03:00',
          end: '2026-02-14T23:00:00+03:00',
          price: rub(350),
          place: 'kzn-vremya',
          titles: ['Антивалентин', 'Вечеринка «Антивалентин»'],
        },
      ],
    },
    {
      id: 'polka-book-presentation-time-label',
      kind: 'labelled-fields, common-word-venue, free',
      text: `Встреча с писательницей Гузель Сабировой
Презентация романа «Дом на Кабане»
Место: книжный «Полка», Петербургская, 9
Время: 19:00, 3 июня
Вход свободный, книги можно будет подписать.`,
      publishedAt: '2027-05-25T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-06-03T19:00:00+03:00',
          end: null,
          price: FREE,
          place: 'kzn-polka',
          titles: ['Презентация романа «Дом на Кабане»', 'Встреча с писательницей Гузель Сабировой', 'Дом на Кабане'],
        },
      ],
    },

    // ── durations ──────────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'planetarium-walk-from-genitive',
      kind: 'place-in-genitive, duration, registration-link',
      text: `Звёздная прогулка по ночной Казани 🌌

Астроном Рустем Гарипов расскажет, как ориентироваться по звёздам в городе, где их почти не видно. Старт из Планетария 15 августа в 21:30, маршрут — около двух часов, до набережной Казанки.
Участие 700 ₽, количество мест ограничено. Запись: planetarium-kzn.ru/walk`,
      publishedAt: '2026-08-03T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-08-15T21:30:00+03:00',
          end: '2026-08-15T23:30:00+03:00',
          price: rub(700),
          place: 'kzn-planetarium',
          titles: ['Звёздная прогулка по ночной Казани', 'Звёздная прогулка'],
          ticketUrl: 'https://planetarium-kzn.ru/walk',
        },
      ],
    },
    {
      id: 'polka-bookbinding-duration',
      kind: 'duration, registration-link',
      text: `Мастер-класс по японскому переплёту в «Полке» ✂️📖
Воскресенье, 24 января, 12:00. Длительность — около 3 часов, все материалы выдадим.
Стоимость 2 000 ₽, группа до 8 человек. Записаться: polka-books.ru/masterclass`,
      publishedAt: '2027-01-11T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-01-24T12:00:00+03:00',
          end: '2027-01-24T15:00:00+03:00',
          price: rub(2000),
          place: 'kzn-polka',
          titles: ['Мастер-класс по японскому переплёту'],
          ticketUrl: 'https://polka-books.ru/masterclass',
        },
      ],
    },
    {
      id: 'tipografiya-standup-duration',
      kind: 'duration, ticket-link, price-range',
      text: `Стендап-концерт Артёма Зуева «Нижегородец в Москве»
Пространство «Типография», 19 декабря, 19:00
Продолжительность — 1,5 часа без антракта, 18+
Билеты: 1 000–1 800 ₽ на typografia-nn.ru/zuev`,
      publishedAt: '2026-11-25T11:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-19T19:00:00+03:00',
          end: '2026-12-19T20:30:00+03:00',
          price: rub(1000, 1800),
          place: 'nn-tipografiya',
          titles: ['Нижегородец в Москве', 'Стендап-концерт Артёма Зуева «Нижегородец в Москве»', 'Артём Зуев'],
          ticketUrl: 'https://typografia-nn.ru/zuev',
        },
      ],
    },
    {
      id: 'excursion-cellars-street-not-venue',
      kind: 'duration, meeting-before-start, street-not-venue, common-word-not-venue',
      text: `Экскурсия «Подземный Нижний» 🕯
Спускаемся в подвалы купеческих домов на Рождественской улице и слушаем истории о контрабандистах XIX века.
Сбор 10 октября в 14:45 у памятника Чкалову, начало в 15:00, продолжительность 2 часа.
Стоимость 900 ₽, дети до 12 лет — 450 ₽.`,
      publishedAt: '2026-09-28T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-10-10T15:00:00+03:00',
          end: '2026-10-10T17:00:00+03:00',
          price: rub(450, 900),
          place: null,
          titles: ['Подземный Нижний', 'Экскурсия «Подземный Нижний»'],
        },
      ],
    },

    // ── ticket-site blurbs ─────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ticket-komedia-revizor-duration',
      kind: 'ticket-blurb, duration, ticket-link',
      text: `Спектакль «Ревизор» | Театр «Комедія», Нижний Новгород
17 октября 2026, сб 18:00 | 12+ | Продолжительность 2 ч 40 мин (с антрактом)
Цена: 600–1800 ₽
Купить билет: https://nn.kassir.ru/teatr/komediya/revizor-2026-10-17`,
      publishedAt: '2026-09-01T07:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-10-17T18:00:00+03:00',
          end: '2026-10-17T20:40:00+03:00',
          price: rub(600, 1800),
          place: 'nn-komedia',
          titles: ['Ревизор', 'Спектакль «Ревизор»'],
          ticketUrl: 'https://nn.kassir.ru/teatr/komediya/revizor-2026-10-17',
        },
      ],
    },
    {
      id: 'ticket-pyramid-not-catalogue',
      kind: 'ticket-blurb, place-not-in-catalogue, price-range',
      text: `Лёва Серебряков. Акустика
Казань, КРК «Пирамида»
20 марта 2027, 19:00
Билеты от 2 500 до 6 000 ₽
https://kazan.ticketland.ru/koncert/serebryakov-akustika-2027`,
      publishedAt: '2027-01-15T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-03-20T19:00:00+03:00',
          end: null,
          price: rub(2500, 6000),
          place: null,
          titles: ['Лёва Серебряков. Акустика', 'Лёва Серебряков', 'Концерт Лёвы Серебрякова'],
          ticketUrl: 'https://kazan.ticketland.ru/koncert/serebryakov-akustika-2027',
        },
      ],
    },
    {
      id: 'ticket-chaika-tribute-doors',
      kind: 'ticket-blurb, doors-vs-start, price-with-space',
      text: `«Сплин»-трибьют от группы «Гранатовый альбом»
📅 21 ноября 2026 · открытие дверей 19:00 · начало 20:00
📍 Клуб «Чайка», Нижне-Волжская наб., 9
🎫 1 500 р. — qtickets.ru/event/chaika-granat`,
      publishedAt: '2026-10-25T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-11-21T20:00:00+03:00',
          end: null,
          price: rub(1500),
          place: 'nn-chaika',
          titles: ['«Сплин»-трибьют от группы «Гранатовый альбом»', 'Гранатовый альбом', 'Трибьют «Сплина»'],
          ticketUrl: 'https://qtickets.ru/event/chaika-granat',
        },
      ],
    },
    {
      id: 'ticket-bunker-rave-address',
      kind: 'ticket-blurb, bare-address, near-address-trap, end-after-midnight, price-tiers',
      text: `Рейв «Подземка»: 28 ноября, 23:00–07:00, Право-Булачная, 33 (вход со двора).
Line-up: Rinat K, Sasha Moth, Ayaz. Фейс-контроль, 18+.
Билеты: 700 ₽ до 1 ноября, потом 1000 ₽ — bunker-kzn.ru/podzemka`,
      publishedAt: '2026-10-20T14:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-11-28T23:00:00+03:00',
          end: '2026-11-29T07:00:00+03:00',
          price: rub(700, 1000),
          place: 'kzn-bunker',
          titles: ['Подземка', 'Рейв «Подземка»'],
          ticketUrl: 'https://bunker-kzn.ru/podzemka',
        },
      ],
    },
    {
      id: 'ticket-planetarium-after-party-elsewhere',
      kind: 'ticket-blurb, after-party-not-place, next-year',
      text: `«Музыка сфер» — концерт электроники под куполом Казанского планетария
16 января, 21:00 · 16+
Живой сет Ильнура Ахмадуллина и 360° визуализация звёздного неба.
После концерта — афтепати в «Бункере» (вход по браслету).
Билеты 1 200 ₽: afisha-kzn.ru/e/muzyka-sfer`,
      publishedAt: '2026-12-22T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-01-16T21:00:00+03:00',
          end: null,
          price: rub(1200),
          place: 'kzn-planetarium',
          titles: ['Музыка сфер', 'Концерт электроники «Музыка сфер»'],
          ticketUrl: 'https://afisha-kzn.ru/e/muzyka-sfer',
        },
      ],
    },

    // ── programme posters ─────────────────────────────────────────────────────────────────────────────────
    {
      id: 'poster-siniy-kit-week',
      kind: 'poster, weekday-dates, students-price',
      text: `Афиша «Синего кита» на неделю 🐋

Вт, 8 сентября — 20:00 — Джем-сешн (вход 200 ₽)
Чт, 10 сентября — 20:00 — «Босса-нова на закате»: дуэт Лианы и Глеба (500 ₽)
Пт, 11 сентября — 21:00 — Биг-бэнд КГК им. Жиганова (800/400 студентам)
Сб, 12 сентября — 21:00 — Юрий Каримов трио, презентация альбома «Кама» (700 ₽)

Бронь столов: +7 (843) 555-20-12`,
      publishedAt: '2026-09-06T10:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-09-08T20:00:00+03:00',
          end: null,
          price: rub(200),
          place: 'kzn-siniy-kit',
          titles: ['Джем-сешн'],
        },
        {
          start: '2026-09-10T20:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'kzn-siniy-kit',
          titles: ['Босса-нова на закате', 'Дуэт Лианы и Глеба'],
        },
        {
          start: '2026-09-11T21:00:00+03:00',
          end: null,
          price: rub(400, 800),
          place: 'kzn-siniy-kit',
          titles: ['Биг-бэнд КГК им. Жиганова'],
        },
        {
          start: '2026-09-12T21:00:00+03:00',
          end: null,
          price: rub(700),
          place: 'kzn-siniy-kit',
          titles: ['Юрий Каримов трио', 'Презентация альбома «Кама»', 'Юрий Каримов трио — презентация альбома «Кама»'],
        },
      ],
    },
    {
      id: 'poster-mayak-weekend-caps',
      kind: 'poster, caps-titles, ticket-link-for-some',
      text: `ВЫХОДНЫЕ НА «МАЯКЕ»

СБ 6 МАРТА
12:00 — МАСТЕР-КЛАСС ПО ШЕЛКОГРАФИИ (1 000 ₽, материалы включены)
19:00 — КОНЦЕРТ «ПОЛЯРНЫЙ ЛИС» (от 900 ₽)

ВС 7 МАРТА
13:00 — ЛЕКЦИЯ «КОНСТРУКТИВИЗМ В НИЖНЕМ» (вход свободный)

пр. Гагарина, 60 · билеты на мастер-класс и концерт: mayak-nn.ru`,
      publishedAt: '2027-02-22T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-03-06T12:00:00+03:00',
          end: null,
          price: rub(1000),
          place: 'nn-mayak',
          titles: ['Мастер-класс по шелкографии'],
          ticketUrl: 'https://mayak-nn.ru',
        },
        {
          start: '2027-03-06T19:00:00+03:00',
          end: null,
          price: rub(900, null),
          place: 'nn-mayak',
          titles: ['Концерт «Полярный лис»', 'Полярный лис', 'Концерт группы «Полярный лис»'],
          ticketUrl: 'https://mayak-nn.ru',
        },
        {
          start: '2027-03-07T13:00:00+03:00',
          end: null,
          price: FREE,
          place: 'nn-mayak',
          titles: ['Конструктивизм в Нижнем', 'Лекция «Конструктивизм в Нижнем»'],
        },
      ],
    },
    {
      id: 'poster-komedia-holiday-repertoire',
      kind: 'poster, two-sessions, next-year',
      text: `Репертуар театра «Комедія» на новогодние каникулы:

3 января — «Морозко» (12:00 и 15:00), 500 ₽
4 января — «Щелкунчик и мышиный король» (12:00), 500 ₽
6 января — «Ханума» (18:00), 800–2000 ₽

Касса театра: Грузинская, 23, ежедневно с 10:00 до 19:00.`,
      publishedAt: '2026-12-15T09:00:00Z',
      timeZone: MSK,
      events: [
        { start: '2027-01-03T12:00:00+03:00', end: null, price: rub(500), place: 'nn-komedia', titles: ['Морозко'] },
        { start: '2027-01-03T15:00:00+03:00', end: null, price: rub(500), place: 'nn-komedia', titles: ['Морозко'] },
        {
          start: '2027-01-04T12:00:00+03:00',
          end: null,
          price: rub(500),
          place: 'nn-komedia',
          titles: ['Щелкунчик и мышиный король'],
        },
        {
          start: '2027-01-06T18:00:00+03:00',
          end: null,
          price: rub(800, 2000),
          place: 'nn-komedia',
          titles: ['Ханума'],
        },
      ],
    },
    {
      id: 'gorky-friends-hook-covers',
      kind: 'hook-line, place-in-prepositional, person-named-venue',
      text: `Друзья!
Наконец-то: 14 ноября в 21:00 у нас в «Горьком» — вечер кавер-бэндов «Перепой». Три группы, три эпохи: 80-е, 90-е, нулевые.
Вход 400 ₽.`,
      publishedAt: '2026-11-03T09:30:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-11-14T21:00:00+03:00',
          end: null,
          price: rub(400),
          place: 'nn-gorky',
          titles: ['Перепой', 'Вечер кавер-бэндов «Перепой»'],
        },
      ],
    },
    // ── more traps ─────────────────────────────────────────────────────────────────────────────────────────
    {
      id: 'vk-sova-sunday-slam-prize',
      kind: 'vk-post, weekday-short-date, prize-not-price',
      text: `Вс, 6 декабря · 19:00 · «Сова»
Поэтический слэм «Рифма с перцем» 🌶
Три раунда, зрители — жюри. Победителю — 5 000 ₽ и бутылка игристого.
Вход 250 ₽. Запись чтецов в комментариях 👇
#сова #слэм #поэзия`,
      publishedAt: '2026-11-25T13:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2026-12-06T19:00:00+03:00',
          end: null,
          price: rub(250),
          place: 'kzn-sova',
          titles: ['Рифма с перцем', 'Поэтический слэм «Рифма с перцем»'],
        },
      ],
    },
    {
      id: 'tg-nn-planetarium-not-catalogue',
      kind: 'telegram, alias-of-other-city, place-not-in-catalogue, free',
      text: `12 апреля, в День космонавтики, в Нижегородском планетарии (Революционная, 20) — лекция «Как стать космонавтом». Рассказывает инструктор Центра подготовки космонавтов Олег Малахов. Начало в 16:00, вход свободный.`,
      publishedAt: '2027-04-05T08:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-04-12T16:00:00+03:00',
          end: null,
          price: FREE,
          place: null,
          titles: ['Как стать космонавтом', 'Лекция «Как стать космонавтом»'],
        },
      ],
    },
    {
      id: 'kazan-embankment-fair-not-shtab',
      kind: 'fair, street-not-venue, common-word-not-venue, no-price',
      text: `Ярмарка выходного дня на Кремлёвской набережной 🍯
11–12 сентября, с 9:00 до 17:00. Фермерские овощи, мёд, конская колбаса, чак-чак от районных пекарен.`,
      publishedAt: '2027-09-06T07:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-09-11T09:00:00+03:00',
          end: '2027-09-12T17:00:00+03:00',
          price: null,
          place: null,
          titles: ['Ярмарка выходного дня'],
        },
      ],
    },
    {
      id: 'vk-mayak-saturday-relative',
      kind: 'vk-post, saturday-relative, students-price, link-not-given, time-range',
      text: `Опен-эйр «Крыша» — в субботу на «Маяке»! ☀️🎧
Пять диджеев, фудтраки и закат над Окой. С 16:00 до 23:00.
Билеты 600 ₽, студентам 300 ₽. Ссылка на покупку — в шапке профиля.
#маяк #крыша #опенэйр`,
      publishedAt: '2027-06-08T11:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-06-12T16:00:00+03:00',
          end: '2027-06-12T23:00:00+03:00',
          price: rub(300, 600),
          place: 'nn-mayak',
          titles: ['Крыша', 'Опен-эйр «Крыша»'],
        },
      ],
    },
    {
      id: 'vk-tyubeteyka-week-two-events',
      kind: 'vk-post, poster, weekday-relative, free',
      text: `Что у нас в «Тюбетейке» на этой неделе 👇
🎤 Четверг — караоке-баттл «Эх, раз!», с 21:00, вход свободный
🕺 Суббота — «Татар-диско» с DJ Алмазом, с 22:00, вход 300 ₽
Столы бронируйте заранее, в субботу всегда аншлаг!
#тюбетейка #казань`,
      publishedAt: '2027-07-12T09:00:00Z',
      timeZone: MSK,
      events: [
        {
          start: '2027-07-15T21:00:00+03:00',
          end: null,
          price: FREE,
          place: 'kzn-tyubeteyka',
          titles: ['Эх, раз!', 'Караоке-баттл «Эх, раз!»'],
        },
        {
          start: '2027-07-17T22:00:00+03:00',
          end: null,
          price: rub(300),
          place: 'kzn-tyubeteyka',
          titles: ['Татар-диско', 'Татар-диско с DJ Алмазом'],
        },
      ],
    },
  ],
};
