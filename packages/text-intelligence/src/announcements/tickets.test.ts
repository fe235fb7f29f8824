import { describe, expect, it } from 'vitest';
import { draft, extract } from './test-support.ts';
import { linkIsForItem, ticketLinkOfPost, withoutLinks } from './tickets.ts';

const ticketIn = async (text: string) => (await draft(`Концерт группы «Шпиль» 25 ноября в 19:00\n${text}`)).ticketUrl;

describe('the ticket link of an announcement', () => {
  it.each([
    [
      'Билеты: https://ticketscloud.com/v1/widgets/common?token=a1&event=77',
      'https://ticketscloud.com/v1/widgets/common?token=a1&event=77',
    ],
    ['Подробности и билеты — https://qtickets.ru/event/12345.', 'https://qtickets.ru/event/12345'],
    ['(билеты: https://radario.ru/events/99)', 'https://radario.ru/events/99'],
    ['Билеты «https://intickets.ru/event/5/»!', 'https://intickets.ru/event/5/'],
    ['Регистрация: timepad.ru/event/3021456/', 'https://timepad.ru/event/3021456/'],
    // Newer top-level domains the region's sign-up pages use.
    ['Регистрация: reg.place/moroznaya10', 'https://reg.place/moroznaya10'],
    ['Запись на забег → begom.run/zabeg-5k', 'https://begom.run/zabeg-5k'],
    // «рега»: a sign-up said the short spoken way.
    ['Рега на игру здесь: forms.example.ru/igra7', 'https://forms.example.ru/igra7'],
    ['Билеты тут: shpil.store/tickets', 'https://shpil.store/tickets'],
    ['https://www.kassir.ru/nn/koncert/shpil_2026-11-25;', 'https://www.kassir.ru/nn/koncert/shpil_2026-11-25'],
    [
      'Яндекс Афиша: https://afisha.yandex.ru/nizhny-novgorod/concert/shpil?source=rubric…',
      'https://afisha.yandex.ru/nizhny-novgorod/concert/shpil?source=rubric',
    ],
    ['https://www.ticketland.ru/koncerty/shpil/', 'https://www.ticketland.ru/koncerty/shpil/'],
    ['Купить: https://shpil-band.ru/tickets?utm=$&x=$1', 'https://shpil-band.ru/tickets?utm=$&x=$1'],
    ['🎟 https://клуб-гараж.рф/афиша/шпиль', 'https://клуб-гараж.рф/афиша/шпиль'],
    [
      'Билеты на сайте клуба (https://garage.example/wiki/Шпиль_(группа)).',
      'https://garage.example/wiki/Шпиль_(группа)',
    ],
  ])('takes the link of «%s»', async (line, url) => {
    const ticket = await ticketIn(line);
    expect(ticket.value).toBe(url);
    expect(ticket.source).toBe('text');
    expect(ticket.confidence).toBeGreaterThanOrEqual(0.6);
    // The span points at the link exactly as the post writes it.
    expect(url.endsWith(ticket.span?.text ?? '')).toBe(true);
  });

  it('prefers a seller’s link to a link beside «билеты»', async () => {
    const ticket = await ticketIn('Билеты на сайте: https://shpil-band.ru/tour\nИли на https://qtickets.ru/event/1');
    expect(ticket.value).toBe('https://qtickets.ru/event/1');
  });

  it.each([
    'Наш сайт: https://shpil-band.ru/about',
    'Подробнее на shpil-band.ru',
    'Пишите kassa@shpil-band.ru, билеты в кассе',
    'Билеты: javascript:alert(1)',
    'Билеты: https://user:pass@qtickets.ru/event/1',
    'Билеты в кассе клуба, 500 ₽',
  ])('finds no ticket link in «%s»', async (line) => {
    expect((await ticketIn(line)).value).toBeNull();
  });

  it('reads neither a date nor a price from inside a link', async () => {
    const read = await draft('Концерт группы «Шпиль» 25 ноября в 19:00\nБилеты: radario.ru/event/500р/2612');
    expect(read.price.value).toBeNull();
    expect(read.startsAt.value).toBe('2026-11-25T19:00:00+03:00');
    expect(read.ticketUrl.value).toBe('https://radario.ru/event/500р/2612');
  });

  it('blanks links out without moving any offset', () => {
    const post = 'Билеты:https://qtickets.ru/e/1 😀 (timepad.ru/event/2/), а не 25.11 и не kassa@qtickets.ru';
    const blanked = withoutLinks(post);
    expect(blanked).toHaveLength(post.length);
    expect(blanked).toBe(`Билеты:${' '.repeat(23)} 😀 (${' '.repeat(19)}), а не 25.11 и не kassa@qtickets.ru`);
  });

  it('takes a link beside a presale or an early bird’s price', async () => {
    expect((await ticketIn('вход 500 на входе / 350 по предпродаже → club-garage.ru/noise')).value).toBe(
      'https://club-garage.ru/noise',
    );
    expect((await ticketIn('early bird 1000₽, далее 1500₽\nclub-garage.ru/nye')).value).toBe(
      'https://club-garage.ru/nye',
    );
  });

  it.each([
    // The sets' posts: a seat to book, a sign-up, an application, the box office and its site.
    ['Вход свободный, но место лучше забронировать: t.me/pereplet_ufa', 'https://t.me/pereplet_ufa'],
    ['вход свободный, но мест мало, запишитесь: t.me/mezhdu_strok_ptz', 'https://t.me/mezhdu_strok_ptz'],
    ['Заявки до 17 декабря на tomskski.ru', 'https://tomskski.ru'],
    ['Касса филармонии: ул. Карла Маркса, 11. Онлайн: kfil-ptz.ru/afisha', 'https://kfil-ptz.ru/afisha'],
    ['free, registration: tomsktech.ru/meetup12', 'https://tomsktech.ru/meetup12'],
    ['ссылка на Zoom придёт после регистрации: forms.gle/parma2026', 'https://forms.gle/parma2026'],
    // The same, written otherwise.
    ['Столики бронируйте заранее → bar-oktava.ru/bron', 'https://bar-oktava.ru/bron'],
    ['Записаться можно по ссылке vk.cc/cLuna7', 'https://vk.cc/cLuna7'],
    ['Подать заявку на участие: https://forms.gle/Zx81kq', 'https://forms.gle/Zx81kq'],
    ['Кассы театра открыты с 10 до 20, онлайн — teatr-luna.ru/afisha', 'https://teatr-luna.ru/afisha'],
    ['Sign up: https://meetup-kzn.ru/go/14', 'https://meetup-kzn.ru/go/14'],
    ['Анкета для участников — clck.ru/3Qw9', 'https://clck.ru/3Qw9'],
    // A sale online, said without «билеты».
    ['Онлайн-продажа — shpil-band.ru', 'https://shpil-band.ru'],
    // A purchase said as such, the theatre's site without a page.
    ['Приобрести билеты можно на teatr-luna.ru', 'https://teatr-luna.ru'],
    ['Приобрести: teatr-luna.ru', 'https://teatr-luna.ru'],
    ['Продажа открыта: shpil-band.ru/concert', 'https://shpil-band.ru/concert'],
    ['Уже в продаже на клуб-гараж.рф/shpil', 'https://клуб-гараж.рф/shpil'],
    // An online event one signs up to watch: the sign-up is its ticket.
    ['Регистрация на онлайн-трансляцию: reg.place/shpil-live', 'https://reg.place/shpil-live'],
    ['Зарегистрируйтесь, и мы пришлём ссылку на эфир: forms.gle/shpilstream', 'https://forms.gle/shpilstream'],
  ])('takes the link beside a booking, a sign-up or the box office: «%s»', async (line, url) => {
    expect((await ticketIn(line)).value).toBe(url);
  });

  it.each([
    // The sets' posts: the only link, alone at the foot of a poster.
    [
      'Фестиваль уличной культуры «Квартал Фест» — 11, 12 и 13 декабря\nБилет на один день — 500 ₽, абонемент — 1200 ₽\nДети до 12 лет — бесплатно\nkvartalfest.ru',
      'https://kvartalfest.ru',
    ],
    [
      'Ледовое шоу «Снежная сказка» ⛸\n3 января 2027, 13:00\nКатегории билетов: A — 2500, B — 1700, C — 900\nПродолжительность 1 ч 50 мин\nshow-volga.ru/snow',
      'https://show-volga.ru/snow',
    ],
    [
      'маяк / 12.12 / суббота\nночь с лейблом «Пустота Records»\n23:00 open — Dima Kov\nвход 700 / после 1:00 — 1000\nt.me/mayak_vlg_tickets',
      'https://t.me/mayak_vlg_tickets',
    ],
    // The same, written otherwise: after an emoji, as a piece of a poster's line, a site without a page.
    ['Спектакль «Шинель»\n14 марта, 18:00\n600–1400 ₽\n👉 teatr-luna.ru/shinel', 'https://teatr-luna.ru/shinel'],
    ['ДЖАЗ НА КРЫШЕ\n21/06 · 20:00\n18+ · 900 р · roof-jazz.club/june', 'https://roof-jazz.club/june'],
    ['Ярмарка мастеров «Лавка»\n5–6 декабря, 11:00–19:00\nВход 100 ₽\n\nlavka-fair.ru', 'https://lavka-fair.ru'],
  ])('takes the post’s only link standing alone', async (post, url) => {
    const ticket = (await extract(post, '2026-11-20T09:00:00Z')).events[0]?.ticketUrl;
    expect(ticket?.value).toBe(url);
    // Less sure than a link beside «билеты».
    expect(ticket?.confidence).toBeLessThan(0.75);
  });

  it.each([
    'ФАБРИКА ЗИМЫ · 12–13 декабря\nСуббота, 12.12, 19:00 — концерт, 800 ₽\n\nПодробности: fabrika-zimy.ru',
    'Концерт «Шпиль», 25 ноября в 19:00, 800 ₽\nПодробнее о туре:\nshpil-band.ru/tour',
    'Концерт «Шпиль», 25 ноября в 19:00, 800 ₽\nНаш канал 👇\nt.me/shpil_band',
    'Концерт «Шпиль», 25 ноября в 19:00, 800 ₽\nФотоотчёт прошлого концерта · vk.com/album-1_2',
    'Концерт «Шпиль», 25 ноября в 19:00, 800 ₽\nt.me/shpil_band\nvk.com/shpil_band',
    'Концерт «Шпиль», 25 ноября в 19:00, 800 ₽ на входе\nСмотрите трейлер тура: youtube.com/watch?v=a1b2',
  ])('finds no ticket link in a link said to be for something else, or one of several: «%s»', async (post) => {
    expect((await extract(post, '2026-11-20T09:00:00Z')).events[0]?.ticketUrl.value).toBeNull();
  });

  it('leaves out a site labelled for something else in its own sentence, though the line spoke of tickets', async () => {
    expect((await ticketIn('Билет на сеанс — 400 ₽. Расписание: kinoneva-fest.ru')).value).toBeNull();
    expect((await ticketIn('Билеты 500 ₽, подробности — teatr-luna.ru')).value).toBeNull();
    // A page may be the event's own, where its tickets are sold; «на сайте» says where they are sold.
    expect((await ticketIn('Билет на сеанс — 400 ₽. Программа: kinoneva-fest.ru/days')).value).toBe(
      'https://kinoneva-fest.ru/days',
    );
    expect((await ticketIn('Билеты в кассе и на сайте teatr-luna.ru')).value).toBe('https://teatr-luna.ru');
  });

  it.each([
    // Where to watch a broadcast: nothing to buy or sign up for there.
    'Смотреть бесплатно: vk.com/shpil_live',
    'Прямой эфир — youtube.com/live/shpil25',
    'Подключиться к трансляции:\nhttps://rutube.ru/live/shpil',
    'Трансляция: rutube.ru/live/shpil',
    'Кто не доедет — эфир будет в нашем сообществе vk.com/shpil_band',
    'Играем стрим из студии, смотреть бесплатно, донаты приветствуются.\nТрансляция: vk.com/shpil_live',
    // A sign-up said to be needless offers nothing, whichever way it is said.
    'Смотрите трансляцию в группе: vk.com/shpil_live. Вход свободный, регистрация не нужна.',
    'Лекция онлайн, без регистрации, эфир: rutube.ru/live/shpil',
    'Регистрироваться не нужно, онлайн-трансляция — vk.com/video/shpil',
    'Не нужно записываться заранее: vk.com/video/shpil',
    // «запись» that is a recording, not a sign-up.
    'Запись концерта выложим в группе: vk.com/shpil_band',
    'Кто пропустит — смотрите в записи: youtube.com/@shpil',
    // A venue's page for news or photos, though the line spoke of tickets before.
    'Билеты 800 ₽ на входе. Фото и новости — на странице vk.com/shpil_band',
    'Билеты в кассе клуба; анонсы в телеграм-канале t.me/shpil_news',
    // Goods sold at a fair, not tickets.
    'Выставка-продажа пластинок: vinyl-lavka.ru/catalog',
  ])('finds no ticket link in a link to watch or to follow: «%s»', async (line) => {
    expect((await ticketIn(line)).value).toBeNull();
  });

  it('takes a site under a label of where to buy online, right below a line that offers tickets', async () => {
    expect((await ticketIn('Билеты: 350 ₽, на детские сеансы — 250 ₽\nОнлайн: kino-luch.ru')).value).toBe(
      'https://kino-luch.ru',
    );
    // Not under a line that offers nothing.
    expect((await ticketIn('Начало в 19:00\nОнлайн: kino-luch.ru')).value).toBeNull();
  });

  it('finds no ticket link in the post’s only link under words that say where to watch', async () => {
    const post = 'Концерт «Шпиль», 25 ноября в 19:00, вход свободный\nСмотрите трансляцию 👇\nvk.com/shpil_band';
    expect((await extract(post, '2026-11-20T09:00:00Z')).events[0]?.ticketUrl.value).toBeNull();
  });

  it('keeps a programme link said for some kinds of items from an item of another kind', () => {
    const forItem = (text: string, own: string) => {
      const link = ticketLinkOfPost(text);
      if (!link) throw new Error('no link');
      return linkIsForItem(text, link, own);
    };
    const poster =
      'СБ 14 МАРТА\n18:00 — КИНОПОКАЗ «ЛЕТО»\nВС 15 МАРТА\n12:00 — ЛЕКЦИЯ О ДЖАЗЕ\nул. Мира, 5 · билеты на кинопоказ: dom-kino.ru';
    expect(forItem(poster, '18:00 — КИНОПОКАЗ «ЛЕТО»')).toBe(true);
    expect(forItem(poster, '12:00 — ЛЕКЦИЯ О ДЖАЗЕ')).toBe(false);
    // The label on the line above a line that is only the link.
    const above =
      'Пт 19:00 — концерт «Ветер»\nСб 12:00 — детский спектакль «Репка»\nБилеты на концерт:\nveter-band.ru/tickets';
    expect(forItem(above, 'Сб 12:00 — детский спектакль «Репка»')).toBe(false);
    expect(forItem(above, 'Пт 19:00 — концерт «Ветер»')).toBe(true);
    // An item that says no kind of its own, or a label that names no kind of item, keeps the link.
    expect(forItem(above, 'Вс 20:00 — «Шпиль»')).toBe(true);
    expect(forItem('Пт 19:00 — лекция\nБилеты: lektoriy.ru/fri', 'Пт 19:00 — лекция')).toBe(true);
    // An exhibition's opening is a kind of its own: a sign-up for a tour is not its link.
    const museum =
      'Вт 18:00 — открытие выставки «Северный свет»\nВт 19:30 — экскурсия по фондам\nЗапись на экскурсию: muzey-sever.ru/zapis';
    expect(forItem(museum, 'Вт 18:00 — открытие выставки «Северный свет»')).toBe(false);
    expect(forItem(museum, 'Вт 19:30 — экскурсия по фондам')).toBe(true);
    // A sign-up for a quest of a night's programme is not a concert's link.
    const night =
      '18:00 — библиотека: квест «Книжный лабиринт»\n19:00 — клуб: концерт «Северный ветер»\nЗапись на квест: biblio-night.ru/quest';
    expect(forItem(night, '18:00 — библиотека: квест «Книжный лабиринт»')).toBe(true);
    expect(forItem(night, '19:00 — клуб: концерт «Северный ветер»')).toBe(false);
    // A label for every item is each item's, whatever kind it names.
    const all =
      'Сб 15:00 — конкурс короткого метра\nВс 18:00 — закрытие\nВход на все показы по регистрации: kino-fest.ru';
    expect(forItem(all, 'Сб 15:00 — конкурс короткого метра')).toBe(true);
  });

  it('keeps a programme link said for one day of the week from the items of other days', async () => {
    const week =
      'Клуб «Пристань», афиша недели\n\nчт 10.12 — открытый микрофон, 19:00, вход свободный\n' +
      'сб 12.12 — концерт группы «Кедр», 21:00, 800 ₽\nвс 13.12 — джазовый бранч, 13:00, 600 ₽\n\n';
    for (const label of ['Билеты на субботу: pristan.club/kedr', 'Билеты на субботу — pristan.club/kedr']) {
      const { events } = await extract(week + label);
      expect(events.map((event) => event.ticketUrl.value)).toEqual([null, 'https://pristan.club/kedr', null]);
    }
    // An item that names no day of the week keeps the link.
    const forItem = (text: string, own: string) => {
      const link = ticketLinkOfPost(text);
      if (!link) throw new Error('no link');
      return linkIsForItem(text, link, own);
    };
    expect(forItem('Билеты на пятницу: pristan.club/fri', '19:00 — концерт «Кедр»')).toBe(true);
    expect(forItem('Билеты на пятницу: pristan.club/fri', 'пятница, 19:00 — концерт «Кедр»')).toBe(true);
    expect(forItem('Билеты на пятницу: pristan.club/fri', 'сб, 19:00 — концерт «Кедр»')).toBe(false);
  });

  it('takes no page of a venue on a social network to follow for a ticket link, unless it is named for selling', async () => {
    expect((await ticketIn('Лесная, 4 · t.me/shpil_club')).value).toBeNull();
    expect((await ticketIn('☎️ касса 8 (48231) 2-22-22\nvk.com/shpil_club')).value).toBeNull();
    expect((await ticketIn('вход 500\nt.me/shpil_tickets')).value).toBe('https://t.me/shpil_tickets');
    expect((await ticketIn('Запись: t.me/shpil_club')).value).toBe('https://t.me/shpil_club');
    expect((await ticketIn('Билеты 500–700 ₽ на shpil.band')).value).toBe('https://shpil.band');
  });
});

describe('the ticket link beside a booking phone and under an online label', () => {
  it('takes no page of a venue in its own piece of a contact line that books by phone', async () => {
    expect((await ticketIn('Лесная, 8 | бронь 8 900 111-22-33 | vk.com/loft_les')).value).toBeNull();
    expect((await ticketIn('Касса: 8 (81536) 7-11-22 · vk.com/dk_les · t.me/dk_les')).value).toBeNull();
    expect((await ticketIn('Бронь столов: vk.com/loft_les')).value).toBe('https://vk.com/loft_les');
  });

  it('takes a site under «Онлайн:» in a post that sells tickets', async () => {
    const text = 'Спектакль «Лес» 25 ноября в 19:00. Билеты 500 р.\nДК «Лесной».\nОнлайн: bilet.dk-les.ru';
    expect((await draft(text)).ticketUrl.value).toBe('https://bilet.dk-les.ru');
  });
});
