import { describe, expect, it } from 'vitest';
import { nameBeforeList } from './extract.ts';
import { draft, extract } from './test-support.ts';
import { isAside, namesHolder, namesNothing, namesOnlyKind, namesShow } from './title-quality.ts';
import { namesWorkBefore } from './titles.ts';

describe('titles that name who holds an event or where', () => {
  it('tells a club, a studio, a federation or a venue from an event', () => {
    for (const title of [
      'Лыжный клуб «Снежинка»',
      'Шахматный клуб ТГУ',
      'Детская студия лепки «Глина»',
      'Федерация настольного тенниса г. Томска',
      'ДК «Строитель»',
      'Ижевск, Театр оперы и балета',
      'Сцена театра',
    ])
      expect(namesHolder(title), title).toBe(true);
    for (const title of [
      'Турнир шахматного клуба',
      'Клуб настольных игр: вечер мафии',
      'Театр кукол: премьера сказки',
      'Вишнёвый сад',
      'Концерт в ДК «Строитель»',
      'Ночь музеев',
      'Открытие катка в парке',
      '«Снежный ком» — КВН студклуба',
    ])
      expect(namesHolder(title), title).toBe(false);
  });

  it('knows the words a quoted name of the event follows', () => {
    for (const word of ['спектакль', 'фильма', 'КВН', 'онлайн-митап', 'мастер-класс', 'забег', 'дебаты', 'квиз'])
      expect(namesWorkBefore(word), word).toBe(true);
    for (const word of ['клуб', 'группы', 'бара', 'в', 'студия']) expect(namesWorkBefore(word), word).toBe(false);
  });
});

describe('a title that names the holder', () => {
  it('gives way to the name the post quotes after a kind of event', async () => {
    const run = await draft('Лыжный клуб «Снежинка» ⛷ В воскресенье — традиционная гонка «Лыжня зовёт», старт в 11:00');
    expect(run.title.value).toBe('Лыжня зовёт');
    expect(run.title.confidence).toBeLessThan(0.9);
    // Nothing quoted after a kind: the holder's name stays, for a person to look at.
    expect((await draft('Лыжный клуб «Снежинка» ⛷ В воскресенье катаемся вместе, старт в 11:00')).title.value).toBe(
      'Лыжный клуб «Снежинка»',
    );
  });
});

describe('a heading that names only a kind of event', () => {
  it('tells a heading of kind, audience and season from a name', () => {
    for (const title of [
      'ГАСТРОЛИ ЯНВАРЯ',
      'Весенние спектакли для всей семьи',
      'Кинопоказ выходного дня',
      'КАРАОКЕ',
      'Праздничные концерты',
      'Онлайн-семинар',
      'ВСТРЕЧА С ПОЭТОМ',
      'ЛЕТНИЙ ЛАГЕРЬ',
      'Весенние каникулы на катке',
    ])
      expect(namesOnlyKind(title), title).toBe(true);
    for (const title of [
      'Концерт Анны Белкиной',
      'Лекция о пчёлах',
      'Спектакль «Дядя Ваня»',
      'Вечер памяти Окуджавы',
      '5 концертов',
      'Щелкунчик',
      'Каток открыт',
      'Встреча с поэтом Ильёй Рябовым',
    ])
      expect(namesOnlyKind(title), title).toBe(false);
  });

  it('gives way to the name of the show the post quotes after its kind', async () => {
    const show = await draft(
      '🎭 ВЕСЕННИЕ СПЕКТАКЛИ ДЛЯ ДЕТЕЙ\n\nКукольный театр показывает сказку «Медвежонок и мёд».\n12 апреля, 11:00. Билеты 300 ₽',
    );
    expect(show.title.value).toBe('Медвежонок и мёд');
    expect(show.title.confidence).toBeLessThan(0.9);
    // A heading that asks, and a line that starts with the name and says its kind next.
    const asked = await draft(
      'Кто живёт в старом маяке?\n\n«Хранитель огня» — кукольный спектакль для всей семьи.\n12 апреля в 11:00, билеты 300 ₽',
    );
    expect(asked.title.value).toBe('Хранитель огня');
    // A kind of show the kinds of events do not hold: a quest.
    const quest = await draft(
      'Зимние каникулы в библиотеке ❄️\n\nПриглашаем детей на квест «Тайна старого глобуса» — 5 января в 12:00. Бесплатно.',
    );
    expect(quest.title.value).toBe('Тайна старого глобуса');
    // Nothing quoted after a kind of show: the heading stays.
    expect((await draft('Весенние спектакли\n\nЖдём всех 12 апреля в 11:00. Билеты 300 ₽')).title.value).toBe(
      'Весенние спектакли',
    );
  });

  it('takes a film named in figures from its own line of a programme', async () => {
    const week = await extract('Неделя итальянского кино\n23.10 (пт) 19:00 — «Амаркорд»\n24.10 (сб) 17:00 — «8½»');
    expect(week.events.map((event) => event.title.value)).toEqual(['Амаркорд', '8½']);
  });

  it('keeps a bill’s item that is a sentence as its title, and gives a status line way on a bill too', async () => {
    const course = await extract(
      'Музей начинает цикл лекций «Река и город»\nПо средам в 18:00:\n2.12 — Как строили первую пристань\n9.12 — Откуда взялись острова',
    );
    expect(course.events.map((event) => event.title.value)).toEqual([
      'Как строили первую пристань',
      'Откуда взялись острова',
    ]);
    const run = await extract(
      'Музей открывает выставку «Соль земли»\nТоржественное открытие — 3 декабря в 17:00.\nДля посетителей выставка работает с 4 декабря по 31 января, с 10:00 до 18:00.',
    );
    expect(run.events.map((event) => event.title.value)).toEqual(['Открытие выставки «Соль земли»', 'Соль земли']);
  });

  it('names each of several dates of a kind said in the plural in the singular, a quoted name as it is', async () => {
    const nights = await extract('Вечера настольных игр в «Переплёте»\n5 и 12 декабря, 19:00. Вход свободный');
    expect(nights.events.map((event) => event.title.value)).toEqual(['Вечер настольных игр', 'Вечер настольных игр']);
    const lessons = await extract('Пробные уроки танго для взрослых — 5 и 12 декабря в 19:00, 300 ₽');
    expect(lessons.events.map((event) => event.title.value)).toEqual([
      'Пробный урок танго для взрослых',
      'Пробный урок танго для взрослых',
    ]);
    const named = await extract('Цикл «Зимние вечера»: 5 и 12 декабря в 19:00, 300 ₽');
    expect(named.events.map((event) => event.title.value)).toEqual(['Зимние вечера', 'Зимние вечера']);
  });

  it('takes the band a sentence of a heading is about', async () => {
    const gig = await draft(
      'Музыка, которая греет зимой ❄️\n\nКамерный оркестр «Северная сюита» под управлением Ольги Зиминой.\n4 декабря, 18:30, вход 500 ₽',
    );
    expect(gig.title.value).toBe('Камерный оркестр «Северная сюита»');
    // A concert's heading is the performer's concert.
    expect(
      (await draft('Рождественский концерт\n\n7 января в 14:00 выступит хор «Лада». Вход свободный')).title.value,
    ).toBe('Рождественский концерт хора «Лада»');
  });

  it('takes a show’s name whose maker stands between it and its kind', async () => {
    const run = await extract(
      'В музее — новая выставка художницы Анны Кедровой «Северный свет».\nОткрытие — 5 декабря в 17:00.\nВыставка работает с 6 декабря по 31 января, с 10:00 до 18:00.',
    );
    expect(run.events.map((event) => event.title.value)).toEqual(['Северный свет', 'Северный свет']);
    // A name after a preposition is another's: the heading stays.
    expect(
      (await draft('Благотворительный концерт в поддержку приюта «Добрый дом» — 12 декабря в 18:00')).title.value,
    ).toBe('Благотворительный концерт');
  });

  it('names a tour’s stops by the tour, a match by its sides on the next line, a show by the kind above it', async () => {
    const tour = await extract(
      'ЗИМОРОДОК — тур «Северный ветер»\n5 декабря — Кстово, клуб «Причал»\n6 декабря — Бор, ДК «Строитель»',
    );
    expect(tour.events.map((event) => event.title.value)).toEqual(['Северный ветер', 'Северный ветер']);
    const game = await draft(
      '🏒 ДОМА!\nВ субботу, 5 декабря, — первый домашний матч сезона.\nХК «Сокол» — «Буревестник»\nНачало в 17:00',
    );
    expect(game.title.value).toBe('«Сокол» — «Буревестник»');
    const run = await extract(
      'ВЫСТАВКА\n«Соль земли»\nОткрытие — 3 декабря в 17:00.\nДля посетителей выставка открыта с 4 декабря по 31 января, с 10:00 до 18:00.',
    );
    expect(run.events.at(-1)?.title.value).toBe('Соль земли');
  });

  it('ends a title at a colon after which the post lists what it offers or tells the readers what to do', async () => {
    expect(
      (await draft('Зимняя ярмарка ремёсел: глиняные свистульки, берестяные туески, мёд и травы — 12 декабря с 11:00'))
        .title.value,
    ).toBe('Зимняя ярмарка ремёсел');
    // A colon inside a quoted name is the name's own.
    expect(
      (await draft('Лекция «Соль земли: как варили соль, чем торговали, кого кормили» — 12 декабря в 18:00')).title
        .value,
    ).toBe('Соль земли: как варили соль, чем торговали, кого кормили');
    for (const title of ['Лекция «Соль земли: как варили соль, чем торговали, кого кормили»', 'Книжный клуб: «Лавр»'])
      expect(nameBeforeList(title), title).toBeNull();
    expect(nameBeforeList('Мастер-класс: приносите свои нитки и спицы')).toBe('Мастер-класс');
    // Whom a concert plays is its programme, part of its name.
    expect((await draft('Органный концерт: Бах, Букстехуде, Пахельбель — 12 декабря в 19:00')).title.value).toBe(
      'Органный концерт: Бах, Букстехуде, Пахельбель',
    );
    // The sides of a match two lines below a league's heading, not a label and one side.
    const game = await draft('Ночная хоккейная лига 🏒\nСуббота, 5 декабря, 22:00\n«Сокол» — «Буревестник»');
    expect(game.title.value).toBe('«Сокол» — «Буревестник»');
  });

  it('takes the programme a performer plays for the title', async () => {
    for (const post of [
      'Отчётный концерт народного хора «Лада» «Зимние узоры» — 12 декабря в 18:00, вход 200 ₽',
      'Концерт оркестра «Сибирская сюита» с новой программой «Зимние узоры» — 12 декабря в 18:00',
    ])
      expect((await draft(post)).title.value, post).toBe('Зимние узоры');
  });

  it('names a session by the series the programme quotes', async () => {
    const sessions = await extract(
      'Квиз «Совиный час» в марте:\n▪️ 4 марта — весенняя игра\n▪️ 18 марта — финальная игра\nНачало в 19:30, 300 ₽ с игрока',
    );
    expect(sessions.events.map((event) => event.title.value)).toEqual([
      'Совиный час: весенняя игра',
      'Совиный час: финальная игра',
    ]);
  });
});

describe('a heading that names nothing: a hook, a mood, a genre', () => {
  it('is told from a heading that names an event, a holder or someone', () => {
    for (const title of ['Снова вместе!', 'ДЖАЗ', 'Один рояль', 'Сорок лет спустя', 'ЖДАЛИ? ДОЖДАЛИСЬ', 'Тише, мыши'])
      expect(namesNothing(title), title).toBe(true);
    for (const title of [
      'Новогодняя ёлка',
      'Джазовый вечер',
      'Клуб «Лира»',
      'Встреча с Анной Петровой',
      'Зимний кубок',
      'Лыжный клуб',
      'Спектакль',
      '«Тише, мыши»',
    ])
      expect(namesNothing(title), title).toBe(false);
  });

  it('gives way to the name the post quotes after a kind of event, and only then', async () => {
    expect(
      (await draft('Один рояль 🎹\nВ пятницу в 19:00 — сольный концерт «Зимние прелюдии», вход 300 ₽')).title.value,
    ).toBe('Зимние прелюдии');
    expect(
      (await draft('Сорок лет спустя\nВыпускники, встречаемся в кафе «Ромашка» — 5 декабря в 18:00')).title.value,
    ).toBe('Сорок лет спустя');
    // The band's album is not the event, and a name the heading itself gives is no other name.
    expect(
      (await draft('ТИХИЕ ВОДЫ\nпрезентация альбома «Северный свет»\n12 декабря в 20:00, 500 ₽')).title.value,
    ).not.toBe('Северный свет');
  });
});

describe('titles of round 11', () => {
  it('reads past a label of whom a line is for, a place alone, a touring troupe and a kind before a bar', async () => {
    const run = await extract(
      'ВЫСТАВКА | «Старые вывески Ельца»\nОткрытие — 5 декабря в 15:00, вход свободный\nДля посетителей — с 6 декабря по 30 января, 10:00–18:00\nБилет 100 ₽',
    );
    expect(run.events.map((event) => event.title.value)).toEqual(['Старые вывески Ельца', 'Старые вывески Ельца']);
    expect(
      (await draft('СУББОТА В «ЯКОРЕ» 🎶\nВечеринка «Диско 80-х» — хиты от DJ Пети\nСтарт в 22:00, вход 300 ₽')).title
        .value,
    ).toBe('Диско 80-х');
    expect(
      (
        await draft(
          'Гастроли Томского театра кукол «Скоморох»\nСпектакль «Теремок» (0+)\n5 декабря в 11:00, билеты 300 ₽',
        )
      ).title.value,
    ).toBe('Теремок');
  });

  it('skips a greeting, and names the show given in the place of a cancelled one', async () => {
    expect(
      (await draft('Добрый вечер, дорогие зрители!\nСпектакль «Снегурочка» — 12 декабря в 18:00, билеты 400 ₽')).title
        .value,
    ).toBe('Снегурочка');
    expect(
      (
        await draft(
          'Дорогие зрители! Спектакль «Дядя Ваня» 5 декабря отменяется из-за болезни актёра.\nВ этот день в 18:00 будет показан спектакль «Свадьба». Билеты действительны.',
        )
      ).title.value,
    ).toBe('Свадьба');
  });

  it('names a show quoted after a verb in the nominative, and a club without what it does', async () => {
    expect(
      (await draft('5 декабря в 18:00 Городской театр играет «Чайку» А. П. Чехова. Билеты 300–500 ₽')).title.value,
    ).toBe('Чайка');
    expect(
      (await draft('Поэтический клуб «Лира» собирается в библиотеке 5 декабря в 17:00. Вход свободный')).title.value,
    ).not.toMatch(/собирается/u);
  });
});

describe('a timetable of matches', () => {
  it('drafts each timed line of sides under a dated heading, quoted or not', async () => {
    const round = await extract(
      'Лига дворового хоккея | 3 тур\nСуббота, 12 декабря, каток «Север»\n\n10:00 Метеор — Полёт\n11:30 ХК «Искра» — «Рассвет»\n13:00 Ветераны — Молодёжка\n\nВход свободный',
    );
    expect(round.events.map((event) => [event.startsAt.value?.slice(11, 16), event.title.value])).toEqual([
      ['10:00', 'Метеор — Полёт'],
      ['11:30', '«Искра» — «Рассвет»'],
      ['13:00', 'Ветераны — Молодёжка'],
    ]);
  });
});

describe('a show named by what stands around its quoted name', () => {
  it('takes the kind from the line below a name alone on its line, and a show a theatre presents', async () => {
    const exhibition = await extract(
      '🖼 «ДЕРЕВЯННОЕ КРУЖЕВО»\nФотовыставка о резных наличниках старого города.\nОткрытие — 4 декабря в 17:00, вход свободный.\nВыставка открыта для посетителей с 5 декабря по 31 января. Билет 100 ₽.',
    );
    expect(exhibition.events.map((event) => event.title.value?.toLowerCase())).toEqual([
      'деревянное кружево',
      'деревянное кружево',
    ]);
    expect(
      (
        await draft(
          'ПРЕМЬЕРА!\nГородской театр представляет «Ревизора» Н. В. Гоголя.\n12 декабря в 18:00, билеты 400 ₽',
        )
      ).title.value,
    ).toBe('Ревизор');
    // A line-up's label is no verb of a show.
    expect(
      (await draft('Благотворительный концерт\nИграют: «Северный ветер», Анна Лис\n12 декабря в 18:00, вход свободный'))
        .title.value,
    ).toBe('Благотворительный концерт');
  });

  it('leaves out the day a title says it is for', async () => {
    const titles = (await extract('Праздничный концерт к 8 Марта\n7 марта в 18:00, билеты 300 ₽')).events.map(
      (event) => event.title.value,
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toBe('Праздничный концерт');
  });
});

describe('titles of round 12', () => {
  it('names a bill of a series by the series and its session said in lower case, not a festival’s parts', async () => {
    const series = await extract(
      '🎯 КВИЗ «ЛЕВЫЙ БЕРЕГ» — зимний сезон\nИграем в баре по четвергам:\n3.12 — музыка\n10.12 — история и география\nСтарт в 19:30, 400 ₽ с игрока',
    );
    expect(series.events.map((event) => event.title.value)).toEqual([
      'Левый берег: музыка',
      'Левый берег: история и география',
    ]);
    const festival = await extract(
      'Фестиваль «Северная лира»\n5.12 — конкурсные прослушивания, 12:00\n6.12 — гала-концерт и награждение, 17:00\nВход свободный',
    );
    for (const event of festival.events) expect(event.title.value).not.toMatch(/^Северная лира:/u);
  });

  it('reads an exhibition’s run and a photo exhibition’s opening by the quoted name', async () => {
    const run = await extract(
      'Фотовыставка «Белые ночи» Ивана Петрова.\nТоржественное открытие — 4 декабря в 17:00, вход свободный.\nВыставка продлится с 5 декабря по 31 января, билет 100 ₽.',
    );
    expect(run.events.map((event) => event.title.value)).toEqual(['Открытие фотовыставки «Белые ночи»', 'Белые ночи']);
  });
});

describe('lines about an event that are no name of it', () => {
  it('tells a person by job and name from an event of theirs', () => {
    for (const title of [
      'Старший научный сотрудник архива Павел Смирнов',
      'Директор детской библиотеки Инна Лебедева',
      'Краевед Семён Орлов',
    ])
      expect(namesHolder(title), title).toBe(true);
    for (const title of [
      'Встреча с краеведом Семёном Орловым',
      'Лекция историка Ивана Орлова',
      'Директор музея о новой выставке',
      'Краевед Семён Орлов: «Как строили мост»',
    ])
      expect(namesHolder(title), title).toBe(false);
  });

  it('reads a heading of a time span beside a kind as naming only the kind', () => {
    for (const title of ['Экскурсии в дни школьных каникул', 'Лекции во время каникул'])
      expect(namesOnlyKind(title), title).toBe(true);
    expect(namesOnlyKind('Экскурсия по старой пристани')).toBe(false);
  });

  it('knows a written work whose quoted name a meeting is about', () => {
    for (const word of ['роман', 'повесть', 'сборника', 'книгу', 'поэму']) expect(namesShow(word), word).toBe(true);
    for (const word of ['романтика', 'книжный', 'рассказывает']) expect(namesShow(word), word).toBe(false);
  });

  it('gives a book club meeting the name of the book it reads', async () => {
    const run = await draft(
      'Книжный клуб «Переплёт» зовёт на очередную встречу!\n\n3 декабря в 18:30 разбираем роман Гайто Газданова «Вечер у Клэр». Вход свободный',
    );
    expect(run.title.value).toBe('Вечер у Клэр');
  });

  it('tells an aside from a name: a link, a cause, terms, a repeat, getting in, a menu', () => {
    for (const title of [
      'А после этого',
      'И ещё новость',
      'Из-за сильного ветра',
      'В связи с ремонтом зала',
      'По предварительной записи',
      'Тот же состав, вечерний сеанс',
      'Повторный показ',
      'Третья встреча',
      'Сбор участников у входа',
      'Посадка в автобус',
      'Сезонное меню',
      'Режим работы',
      'Меню',
    ])
      expect(isAside(title), title).toBe(true);
    for (const title of [
      'По следам северных сказок',
      'Вечер романса «А напоследок я скажу»',
      'Новогодний квиз',
      'Второй фестиваль уличной еды «Жар»',
      'Регистрация на забег «Осенний круг»',
      'Сбор-концерт',
    ])
      expect(isAside(title), title).toBe(false);
  });
});

describe('lines that say a place is open or its hours', () => {
  it('tells hours and «open» from a name', () => {
    for (const title of ['Каток работает', 'Музей открыт', 'График работы на каникулах', 'Часы работы'])
      expect(isAside(title), title).toBe(true);
    for (const title of ['Открытый урок', 'Мастерская работает с детьми по субботам'])
      expect(isAside(title), title).toBe(false);
  });
});
