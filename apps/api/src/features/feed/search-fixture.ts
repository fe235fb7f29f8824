// Russian queries against the demo city (db/seed-data.ts, loaded by db/seed.ts) and what each must find: the group,
// and the item by its code or by a part of its name (events repeat titles, so several may be right).
// Codes of the demo city: places place001… in the order of seed-data's place names, organisations org00001…,
// event lists list0001… (two per organisation: «Афиша: …», then «Лучшее от …»), people 3000000N in USERS order.

export type SearchGroupName = 'places' | 'events' | 'organisations' | 'people' | 'eventLists';
export type SearchCase = {
  q: string;
  group: SearchGroupName;
  /** The code of the expected item… */
  code?: string;
  /** …or a part of its name (title, display name) when any of several items will do. */
  name?: string;
  /** What the query exercises. */
  kind:
    | 'morphology'
    | 'typo'
    | 'yo'
    | 'case'
    | 'prefix'
    | 'two-words'
    | 'layout'
    | 'translit'
    | 'hyphen'
    | 'partial-typo';
};

export const SEARCH_FIXTURE: SearchCase[] = [
  // Russian word forms: the stems meet.
  { q: 'джазовый', group: 'places', code: 'place013', kind: 'morphology' }, // Джаз-клуб «Синкопа»
  { q: 'джазовый', group: 'events', name: 'Джазовый джем', kind: 'morphology' },
  { q: 'кофейни', group: 'places', code: 'place001', kind: 'morphology' }, // Кофейня «Зерно»
  { q: 'кофейни', group: 'organisations', code: 'org00001', kind: 'morphology' }, // Волжские кофейни
  { q: 'в кофейне', group: 'places', code: 'place024', kind: 'morphology' }, // Кофейня «Обжарка»
  { q: 'пиццерии', group: 'places', code: 'place008', kind: 'morphology' },
  { q: 'ресторане волга', group: 'places', code: 'place004', kind: 'morphology' },
  { q: 'театры', group: 'places', code: 'place021', kind: 'morphology' },
  { q: 'театры', group: 'organisations', code: 'org00007', kind: 'morphology' },
  { q: 'лекции', group: 'events', name: 'Лекция об архитектуре', kind: 'morphology' },
  { q: 'концерты', group: 'events', name: 'Акустический концерт', kind: 'morphology' },
  { q: 'пивоварни', group: 'places', code: 'place032', kind: 'morphology' },
  { q: 'вечеринки', group: 'events', name: 'Вечеринка 90-х', kind: 'morphology' },
  { q: 'книжные кафе', group: 'places', code: 'place014', kind: 'morphology' },
  { q: 'винные бары', group: 'places', code: 'place016', kind: 'morphology' },
  { q: 'дегустации пива', group: 'events', name: 'Дегустация крафтового пива', kind: 'morphology' },
  { q: 'крафтовое', group: 'places', code: 'place009', kind: 'morphology' }, // Крафт-бар «Хмель»
  { q: 'настольные игры', group: 'places', code: 'place029', kind: 'morphology' },
  { q: 'смирновой', group: 'people', code: '30000001', kind: 'morphology' },
  { q: 'кузнецову', group: 'people', code: '30000003', kind: 'morphology' },
  { q: 'парки', group: 'organisations', code: 'org00008', kind: 'morphology' },
  // Typos: trigram similarity of the names.
  { q: 'кафейня', group: 'places', code: 'place001', kind: 'typo' },
  { q: 'пеццерия', group: 'places', code: 'place008', kind: 'typo' },
  { q: 'рестаран', group: 'places', code: 'place004', kind: 'typo' },
  { q: 'караоки', group: 'places', code: 'place018', kind: 'typo' },
  { q: 'гастрабар', group: 'places', code: 'place026', kind: 'typo' },
  { q: 'синкоппа', group: 'places', code: 'place013', kind: 'typo' },
  { q: 'смирнва', group: 'people', code: '30000001', kind: 'typo' },
  { q: 'волжкие кофейни', group: 'organisations', code: 'org00001', kind: 'typo' },
  { q: 'терруаар', group: 'places', code: 'place016', kind: 'typo' },
  { q: 'пирожкавая', group: 'places', code: 'place011', kind: 'typo' },
  // ё is е, both ways.
  { q: 'переплет', group: 'places', code: 'place014', kind: 'yo' },
  { q: 'пленка', group: 'places', code: 'place034', kind: 'yo' },
  { q: 'Плёнка', group: 'places', code: 'place034', kind: 'yo' },
  { q: 'артем', group: 'people', code: '30000010', kind: 'yo' },
  { q: 'Артём Новиков', group: 'people', code: '30000010', kind: 'yo' },
  // Any case.
  { q: 'КОФЕЙНЯ ЗЕРНО', group: 'places', code: 'place001', kind: 'case' },
  { q: 'тЕаТр На ПоКрОвКе', group: 'places', code: 'place021', kind: 'case' },
  { q: 'ГАРАЖ', group: 'organisations', code: 'org00005', kind: 'case' },
  // Prefixes while typing.
  { q: 'коф', group: 'places', code: 'place001', kind: 'prefix' },
  { q: 'пиц', group: 'places', code: 'place008', kind: 'prefix' },
  { q: 'синк', group: 'places', code: 'place013', kind: 'prefix' },
  { q: 'лит', group: 'organisations', code: 'org00003', kind: 'prefix' }, // Арт-пространство «Литера»
  { q: 'мольб', group: 'places', code: 'place031', kind: 'prefix' },
  { q: 'афиша вол', group: 'eventLists', code: 'list0001', kind: 'prefix' }, // Афиша: Волжские кофейни
  { q: 'стендап', group: 'places', code: 'place033', kind: 'prefix' },
  { q: 'ксен', group: 'people', code: '20000001', kind: 'prefix' },
  // Two words.
  { q: 'бар чкалов', group: 'places', code: 'place002', kind: 'two-words' },
  { q: 'старый город', group: 'places', code: 'place003', kind: 'two-words' },
  { q: 'джазовый джем', group: 'events', name: 'Джазовый джем', kind: 'two-words' },
  { q: 'латте арт', group: 'events', name: 'Мастер-класс по латте-арту', kind: 'two-words' },
  { q: 'лучшее от гаража', group: 'eventLists', code: 'list0010', kind: 'two-words' },
  { q: 'ксения бизнесова', group: 'people', code: '20000001', kind: 'two-words' },
  { q: 'квиз нижний', group: 'events', name: 'Квиз', kind: 'two-words' },
  { q: 'утренняя йога', group: 'events', name: 'Утренняя йога', kind: 'two-words' },
  // The Latin layout by mistake.
  { q: 'rjatqyz', group: 'places', code: 'place001', kind: 'layout' }, // кофейня
  { q: 'gbwwthbz', group: 'places', code: 'place008', kind: 'layout' }, // пиццерия
  { q: 'fyyf', group: 'people', code: '30000001', kind: 'layout' }, // анна
  { q: 'ufhf;', group: 'places', code: 'place006', kind: 'layout' }, // гараж
  // A name written in Latin typed in Cyrillic, as it sounds.
  { q: 'бургер бразерс', group: 'places', code: 'place023', kind: 'translit' }, // Burger Brothers
  { q: 'бургер бротерс', group: 'places', code: 'place023', kind: 'translit' },
  { q: 'бразерс', group: 'places', code: 'place023', kind: 'translit' },
  { q: 'бразерс', group: 'events', name: 'Burger Brothers', kind: 'translit' },
  { q: 'минт лаунж', group: 'places', code: 'place010', kind: 'translit' }, // Коктейль-бар «Mint Lounge»
  { q: 'лаундж', group: 'places', code: 'place010', kind: 'translit' },
  { q: 'коктейль бар минт', group: 'places', code: 'place010', kind: 'translit' },
  { q: 'минт лаунж', group: 'events', name: 'Mint Lounge', kind: 'translit' },
  // A Russian name typed in Latin letters.
  { q: 'kofeynya zerno', group: 'places', code: 'place001', kind: 'translit' },
  { q: 'bar chkalov', group: 'places', code: 'place002', kind: 'translit' },
  { q: 'dzhaz klub sinkopa', group: 'places', code: 'place013', kind: 'translit' },
  { q: 'teatr na pokrovke', group: 'places', code: 'place021', kind: 'translit' },
  { q: 'samovar', group: 'places', code: 'place017', kind: 'translit' },
  { q: 'ramen bar lapsha', group: 'places', code: 'place030', kind: 'translit' },
  { q: 'pivovarnya volzhskaya', group: 'places', code: 'place032', kind: 'translit' },
  { q: 'antikafe taym', group: 'places', code: 'place007', kind: 'translit' },
  { q: 'kinobar plyonka', group: 'places', code: 'place034', kind: 'translit' },
  { q: 'shveytsariya', group: 'organisations', code: 'org00008', kind: 'translit' },
  { q: 'jazz club', group: 'places', code: 'place013', kind: 'translit' }, // Джаз-клуб «Синкопа»
  { q: 'smirnova', group: 'people', code: '30000001', kind: 'translit' },
  { q: 'kuznetsova', group: 'people', code: '30000003', kind: 'translit' },
  // Hyphenated names typed joined or apart, joined names typed apart.
  { q: 'джазклуб', group: 'places', code: 'place013', kind: 'hyphen' },
  { q: 'джаз клуб', group: 'places', code: 'place013', kind: 'hyphen' },
  { q: 'крафтбар', group: 'places', code: 'place009', kind: 'hyphen' },
  { q: 'коктейль бар', group: 'places', code: 'place010', kind: 'hyphen' },
  { q: 'арткафе мольберт', group: 'places', code: 'place031', kind: 'hyphen' },
  { q: 'раменбар', group: 'places', code: 'place030', kind: 'hyphen' },
  { q: 'стендапклуб', group: 'places', code: 'place033', kind: 'hyphen' },
  { q: 'стенд ап клуб', group: 'places', code: 'place033', kind: 'hyphen' },
  { q: 'кино бар', group: 'places', code: 'place034', kind: 'hyphen' }, // Кинобар «Плёнка»
  { q: 'гастро бар', group: 'places', code: 'place026', kind: 'hyphen' },
  { q: 'анти кафе', group: 'places', code: 'place007', kind: 'hyphen' },
  { q: 'мастеркласс', group: 'events', name: 'Мастер-класс', kind: 'hyphen' },
  { q: 'диджейсет', group: 'events', name: 'диджей-сет', kind: 'hyphen' },
  { q: 'артпространство литера', group: 'organisations', code: 'org00003', kind: 'hyphen' },
  { q: 'баргруппа кремль', group: 'organisations', code: 'org00002', kind: 'hyphen' },
  // A one-letter slip in a short word, or a word no name holds, beside words that find the name.
  { q: 'бор чкалов', group: 'places', code: 'place002', kind: 'partial-typo' },
  { q: 'пап старый город', group: 'places', code: 'place003', kind: 'partial-typo' },
  { q: 'клуп гараж', group: 'places', code: 'place006', kind: 'partial-typo' },
  { q: 'паб старый горот', group: 'places', code: 'place003', kind: 'partial-typo' },
  { q: 'караоке голас', group: 'places', code: 'place018', kind: 'partial-typo' },
  { q: 'рамен бар лапща', group: 'places', code: 'place030', kind: 'partial-typo' },
  { q: 'ивн петров', group: 'people', code: '30000002', kind: 'partial-typo' },
  { q: 'пиццерия тесто доставка', group: 'places', code: 'place008', kind: 'partial-typo' },
  { q: 'кофейня обжарка адрес', group: 'places', code: 'place024', kind: 'partial-typo' },
  { q: 'джаз клуб синкопа отзывы', group: 'places', code: 'place013', kind: 'partial-typo' },
  { q: 'бар чкалов меню', group: 'places', code: 'place002', kind: 'partial-typo' },
  { q: 'клуб гараж билеты', group: 'organisations', code: 'org00005', kind: 'partial-typo' },
];
