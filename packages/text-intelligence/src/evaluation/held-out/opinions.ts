// Held-out opinions (reviews of bars, cafés, restaurants, clubs, theatres…) for the opinion analyser.
// Written from the labelling guide only, without reading the analyser or its fixtures. Measure on it; never tune on it.

import type { EvaluationOpinion } from '../cases.ts';

export const HELD_OUT_OPINIONS: readonly EvaluationOpinion[] = [
  // ── POSITIVE ──────────────────────────────────────────────────────────────
  { kind: 'short', text: 'Топ!!!', rating: 5, sentiment: 'POSITIVE', aspects: {} },
  { kind: 'short', text: 'Всё супер 👍', rating: 5, sentiment: 'POSITIVE', aspects: {} },
  { kind: 'short-negation', text: 'Не пожалели ни на минуту, спасибо!', rating: 5, sentiment: 'POSITIVE', aspects: {} },
  {
    kind: 'short',
    text: 'Лучшая кофейня района, капучино 🔥',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { DRINKS: 'POSITIVE' },
  },
  {
    kind: 'caps',
    text: 'ЛУЧШИЙ РАФ В ГОРОДЕ!!! и бариста всегда улыбаются 😊',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { DRINKS: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'long-positive',
    text:
      'Были с родителями на годовщине свадьбы. Хинкали сочные, хачапури по-аджарски огромный, еле доели 😅 ' +
      'Официантка сама предложила пересадить нас подальше от колонок, за что отдельное спасибо. По выходным живая ' +
      'музыка, грузинские песни — мама была в восторге. Чек на четверых вышел около шести тысяч, для такого уровня ' +
      'более чем норм.',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE', SERVICE: 'POSITIVE', MUSIC: 'POSITIVE', PRICE: 'POSITIVE' },
  },
  {
    kind: 'positive-small-complaint',
    text:
      'Всё очень вкусно, официант Артём молодец — подсказал вино к утке, попал в точку. Единственное — стулья жёсткие, ' +
      'к концу вечера спина затекла. Но вернёмся обязательно',
    rating: 4,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE', SERVICE: 'POSITIVE', DRINKS: 'POSITIVE', FURNITURE: 'NEGATIVE' },
  },
  {
    kind: 'positive-small-complaint',
    text: 'Круассаны огонь, хрустят, внутри слоёные как надо 🥐 А вот кофе так себе, горчит. Но ради выпечки буду заходить',
    rating: 4,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE', DRINKS: 'NEGATIVE' },
  },
  {
    kind: 'beer-pub',
    text:
      'Отличный выбор крафта, кранов штук двадцать, бармен дал попробовать три сорта пока я выбирал. Закуски простые, ' +
      'но к пиву самое то',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { BEER: 'POSITIVE', SERVICE: 'POSITIVE', FOOD: 'POSITIVE' },
  },
  {
    kind: 'karaoke',
    text: 'Пели до 4 утра 🎤🎤 звук отличный, каталог огромный, даже Аллегрову нашли)) администратор Вика просто 🔥',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { MUSIC: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'implicit-atmosphere',
    text: 'Очень уютно, не хотелось уходить 🥰 Взяли облепиховый чай и штрудель, оба на отлично',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { ENTOURAGE: 'POSITIVE', DRINKS: 'POSITIVE', FOOD: 'POSITIVE' },
  },
  {
    kind: 'implicit-price',
    text: 'Далековато от центра, зато поужинали вдвоём на 1800 рублей, в центре за эти деньги разве что перекусишь',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { PRICE: 'POSITIVE' },
  },
  {
    kind: 'theatre',
    text:
      'Спектакль потрясающий, актёры выложились на все 200%. Кресла в партере новые, мягкие, а в антракте буфет ' +
      'с бутербродами с икрой, как положено 😄',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { FURNITURE: 'POSITIVE', FOOD: 'POSITIVE' },
  },
  {
    kind: 'club',
    text: 'Диджей ставил ровно то, что надо, танцевали до закрытия. Публика адекватная, без быдла. Охрана вежливая',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { MUSIC: 'POSITIVE', PEOPLE: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'hookah',
    text: 'Кальянщик Тимур знает своё дело, забивка держала больше часа. Диваны мягкие, чай с чабрецом в подарок — вкусный',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { SERVICE: 'POSITIVE', FURNITURE: 'POSITIVE', DRINKS: 'POSITIVE' },
  },
  {
    kind: 'no-rating',
    text: 'Заходим сюда после работы каждую пятницу. Пиво всегда свежее, бармены уже помнят кто что пьёт)',
    sentiment: 'POSITIVE',
    aspects: { BEER: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'pasta',
    text: 'Карбонара как в Риме — без всяких сливок, по-честному. Тирамису тоже не подкачал',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { PASTA: 'POSITIVE', FOOD: 'POSITIVE' },
  },
  {
    kind: 'cocktail-bar',
    text:
      'Коктейли авторские, каждый как маленькая история. Бармен спросил, что я люблю, и сделал что-то с розмарином ' +
      'и грейпфрутом — шедевр. Внутри темно, свечи на столах, очень камерно',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { COCKTAILS: 'POSITIVE', SERVICE: 'POSITIVE', INTERIOR: 'POSITIVE', ENTOURAGE: 'POSITIVE' },
  },
  {
    kind: 'implicit-people',
    text: 'Публика приятная, много ребят из универа, знакомились прямо за соседними столиками 😄',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { PEOPLE: 'POSITIVE' },
  },
  {
    kind: 'location-not-furniture',
    text: 'Сидели у барной стойки, смотрели, как бармен колдует над сауэрами. Мой виски сауэр был идеальным',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { COCKTAILS: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'bakery',
    text: 'Хлеб на закваске беру только тут. Продавщицы милые, всегда подскажут, что сегодня прямо из печи',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'theatre',
    text: 'Ходили на «Вишнёвый сад» — три часа пролетели незаметно. Гардероб после спектакля отдали за пять минут 👍',
    sentiment: 'POSITIVE',
    aspects: { SERVICE: 'POSITIVE' },
  },
  {
    kind: 'typos',
    text: 'Лучшый клуб в городе, звук качает, свет шикарный, бармены шустрые даже в час пик',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { MUSIC: 'POSITIVE', INTERIOR: 'POSITIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'positive-small-complaint',
    text: 'Очень вкусные сырники и какао, персонал приветливый. Единственное — дороговато для завтрака',
    rating: 4,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE', DRINKS: 'POSITIVE', SERVICE: 'POSITIVE', PRICE: 'NEGATIVE' },
  },
  {
    kind: 'ironic-positive',
    text: 'Ужасное место: после здешней шаурмы ни в одну другую заходить не хочется 😂',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE' },
  },
  {
    kind: 'contrast',
    text: 'Раньше было лучше, но и сейчас держат уровень: пицца всё такая же, тесто тонкое, хрустящее',
    rating: 4,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE' },
  },
  {
    kind: 'implicit-atmosphere',
    text: 'Отмечали ДР в вип-комнате, было очень душевно 🎉 Шумоизоляция отличная, сидели как у себя дома',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { ENTOURAGE: 'POSITIVE' },
  },
  {
    kind: 'positive-small-complaint',
    text: 'Кофе отличный, а вот круассан был вчерашний. Ставлю 4, потому что бариста извинился и сам заменил на свежий',
    rating: 4,
    sentiment: 'POSITIVE',
    aspects: { DRINKS: 'POSITIVE', FOOD: 'NEGATIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'caps',
    text: 'ПИВО ХОЛОДНОЕ, КРЕВЕТКИ ОГРОМНЫЕ, ФУТБОЛ НА БОЛЬШОМ ЭКРАНЕ. что ещё надо для счастья',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { BEER: 'POSITIVE', FOOD: 'POSITIVE' },
  },
  {
    kind: 'location-not-furniture',
    text: 'Люблю занять столик у окна и поработать с ноутом: тихо, спокойно, флэт уайт стабильно хороший',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { ENTOURAGE: 'POSITIVE', DRINKS: 'POSITIVE' },
  },
  {
    kind: 'negation',
    text: 'Не ожидал, что в таком неприметном месте у вокзала будет настолько вкусно. Беру свои слова обратно',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE' },
  },
  {
    kind: 'rating-vs-lukewarm-text',
    text: 'Нормально посидели. Кофе неплохой, десерты обычные',
    rating: 5,
    sentiment: 'POSITIVE',
    aspects: { DRINKS: 'POSITIVE', FOOD: 'NEUTRAL' },
  },
  {
    kind: 'rating-vs-lukewarm-text',
    text: 'В принципе можно сходить, если рядом',
    rating: 4,
    sentiment: 'POSITIVE',
    aspects: {},
  },
  {
    kind: 'emoji',
    text: '🔥🔥🔥 пицца с грушей и горгонзолой — любовь ❤️ приду ещё',
    sentiment: 'POSITIVE',
    aspects: { FOOD: 'POSITIVE' },
  },

  // ── NEGATIVE ──────────────────────────────────────────────────────────────
  {
    kind: 'ironic',
    text: 'Ну просто восторг: суп принесли холодным, а про хлеб забыли вовсе 🙂',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { FOOD: 'NEGATIVE', SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'ironic',
    text:
      'Спасибо за незабываемый вечер! Час ждали заказ, официант дважды всё перепутал, а сдачу в итоге так и не принёс. ' +
      'Браво 👏',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'ironic',
    text: 'Капучино со вкусом жжёных носков — это надо уметь 👌',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { DRINKS: 'NEGATIVE' },
  },
  {
    kind: 'clear-negative',
    text: 'Суп остывший, чай как вода, пирожное заветренное.',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { FOOD: 'NEGATIVE', DRINKS: 'NEGATIVE' },
  },
  {
    kind: 'clear-negative',
    text: 'Кальянная без кальянов. Пришли в субботу вечером — «все на мойке», предложили подождать час. Спасибо, не надо',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'clear-negative',
    text: 'Пиво тёплое, гренки пересоленные. Больше не придём',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { BEER: 'NEGATIVE', FOOD: 'NEGATIVE' },
  },
  {
    kind: 'implicit-price',
    text: 'Ценник как в аэропорту, а порции как для хомячка 🐹',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { PRICE: 'NEGATIVE', FOOD: 'NEGATIVE' },
  },
  {
    kind: 'implicit-price',
    text:
      'Чек на двоих под пять тысяч — за две пасты и два бокала вина. Паста обычная, вино кислое. За эти деньги можно ' +
      'было нормально поужинать где угодно',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { PRICE: 'NEGATIVE', PASTA: 'NEUTRAL', DRINKS: 'NEGATIVE' },
  },
  {
    kind: 'implicit-price',
    text: 'Дороговато для такого. Обычные роллы, рис разваливается',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { PRICE: 'NEGATIVE', FOOD: 'NEGATIVE' },
  },
  {
    kind: 'implicit-people',
    text: 'Контингент так себе. За соседним столом шумная компания весь вечер орала тосты, а персоналу было пофиг',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { PEOPLE: 'NEGATIVE', SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'implicit-atmosphere',
    text: 'Сквозняк от двери весь вечер, сидели в куртках. Еда нормальная, но удовольствия ноль',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { ENTOURAGE: 'NEGATIVE', FOOD: 'NEUTRAL' },
  },
  {
    kind: 'implicit-atmosphere',
    text: 'Накурено так, что глаза слезятся, хотя зал вроде как некурящий',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { ENTOURAGE: 'NEGATIVE' },
  },
  {
    kind: 'implicit-service',
    text: 'Принесли не то. Потом опять не то. На третий раз уже и есть перехотелось',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'implicit-service',
    text: 'Счёт несли двадцать минут, терминал у них «не работает», только перевод на карту официанту. Ну такое',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'club',
    text: 'Фейсконтроль непонятный: нас развернули без объяснений, а толпу пьяных школьников перед нами пропустили',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { SERVICE: 'NEGATIVE', PEOPLE: 'NEGATIVE' },
  },
  {
    kind: 'karaoke',
    text: 'Микрофоны хрипят, половины песен в каталоге нет, а за час в комнате взяли как за ночь в гостинице',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { MUSIC: 'NEGATIVE', PRICE: 'NEGATIVE' },
  },
  {
    kind: 'theatre',
    text:
      'Кресла скрипят и продавлены, к третьему акту спина отваливается. В буфете сухие бутерброды по цене ' +
      'ресторанного стейка',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { FURNITURE: 'NEGATIVE', FOOD: 'NEGATIVE', PRICE: 'NEGATIVE' },
  },
  {
    kind: 'negation',
    text: 'Не сказал бы, что вкусно. Стейк пережарили, хотя просили медиум, гарнир явно разогретый в микроволновке',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { FOOD: 'NEGATIVE' },
  },
  { kind: 'short', text: 'Отстой.', rating: 1, sentiment: 'NEGATIVE', aspects: {} },
  { kind: 'short', text: 'Никогда больше 🤮', rating: 1, sentiment: 'NEGATIVE', aspects: {} },
  {
    kind: 'bakery',
    text: 'Булки вчерашние выдают за свежие а продавщица хамит если спросишь',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { FOOD: 'NEGATIVE', SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'no-rating',
    text:
      'Была тут в прошлую пятницу. Музыка орёт так, что друг друга не слышно, коктейли приторные как сироп, а стоят ' +
      'как крыло самолёта',
    sentiment: 'NEGATIVE',
    aspects: { MUSIC: 'NEGATIVE', COCKTAILS: 'NEGATIVE', PRICE: 'NEGATIVE' },
  },
  {
    kind: 'rating-vs-lukewarm-text',
    text: 'Ну такое. Пиво обычное, закуски обычные, ничего особенного',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { BEER: 'NEUTRAL', FOOD: 'NEUTRAL' },
  },
  {
    kind: 'rating-vs-lukewarm-text',
    text: 'Посидели. Кофе как кофе.',
    rating: 1,
    sentiment: 'NEGATIVE',
    aspects: { DRINKS: 'NEUTRAL' },
  },
  {
    kind: 'contrast',
    text: 'Вкуса у бургера никакого, булка сухая. Зато принесли быстро, да',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { FOOD: 'NEGATIVE', SERVICE: 'POSITIVE' },
  },
  {
    kind: 'contrast',
    text: 'Красиво, как в инстаграме, но на этом всё. Еда для фото, а не для еды: пресная и остывшая',
    rating: 2,
    sentiment: 'NEGATIVE',
    aspects: { INTERIOR: 'POSITIVE', FOOD: 'NEGATIVE' },
  },

  // ── NEUTRAL ───────────────────────────────────────────────────────────────
  { kind: 'short', text: 'норм', rating: 3, sentiment: 'NEUTRAL', aspects: {} },
  { kind: 'short', text: 'Ну такое', rating: 3, sentiment: 'NEUTRAL', aspects: {} },
  { kind: 'short', text: 'Средненько.', rating: 3, sentiment: 'NEUTRAL', aspects: {} },
  { kind: 'short', text: 'сойдёт', sentiment: 'NEUTRAL', aspects: {} },
  {
    kind: 'mixed',
    text: 'Еда вкусная, но обслуживание ужастное: ждали официанта 20 минут, просто чтобы сделать заказ',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'POSITIVE', SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'mixed',
    text: 'Интерьер классный, музыка приятная, а вот кухня подкачала — паста переваренная, соус явно из банки',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { INTERIOR: 'POSITIVE', MUSIC: 'POSITIVE', FOOD: 'NEGATIVE', PASTA: 'NEGATIVE' },
  },
  {
    kind: 'negation',
    text: 'Не то чтобы плохо, но и возвращаться особо не тянет. Кофе обычный, выпечка обычная',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { DRINKS: 'NEUTRAL', FOOD: 'NEUTRAL' },
  },
  {
    kind: 'mixed',
    text: 'Коктейли отличные, бармен душевный. Но публика… полбара пьяных мажоров, которые лезут знакомиться',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { COCKTAILS: 'POSITIVE', SERVICE: 'POSITIVE', PEOPLE: 'NEGATIVE' },
  },
  {
    kind: 'mixed',
    text: 'Пиво хорошее, выбор большой. Закуски дорогие и невкусные, гренки как подошва',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { BEER: 'POSITIVE', FOOD: 'NEGATIVE', PRICE: 'NEGATIVE' },
  },
  {
    kind: 'no-rating',
    text: 'Обычная кофейня у метро, забегаю по утрам взять с собой. Кофе норм, ничего выдающегося',
    sentiment: 'NEUTRAL',
    aspects: { DRINKS: 'NEUTRAL' },
  },
  {
    kind: 'theatre',
    text: 'Постановка на любителя, мне показалась затянутой. Зато зал красивый, с лепниной, и буфет неплохой',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { INTERIOR: 'POSITIVE', FOOD: 'POSITIVE' },
  },
  {
    kind: 'implicit-price',
    text: 'Вкусно, зато дорого 😅 на двоих вышло 4500 и это без алкоголя',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'POSITIVE', PRICE: 'NEGATIVE' },
  },
  {
    kind: 'location-not-furniture',
    text:
      'Звук хороший, песен много. Но зал общий, и полвечера слушали, как пьяная компания за соседним столиком ' +
      'орёт «Рюмку водки»',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { MUSIC: 'POSITIVE', PEOPLE: 'NEGATIVE' },
  },
  {
    kind: 'implicit-price',
    text: 'Кафе как кафе, кормят сытно, без изысков. Цены студенческие',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'NEUTRAL', PRICE: 'POSITIVE' },
  },
  {
    kind: 'mixed',
    text: 'Еда отличная, но музыка такая громкая, что с подругой переписывались в телеге, сидя друг напротив друга 🙃',
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'POSITIVE', MUSIC: 'NEGATIVE' },
  },
  {
    kind: 'hookah',
    text: 'Кальяны нормальные, персонал вежливый, но диваны продавленные и в зале прохладно',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { SERVICE: 'POSITIVE', FURNITURE: 'NEGATIVE', ENTOURAGE: 'NEGATIVE' },
  },
  {
    kind: 'mixed',
    text:
      'Ходим сюда по привычке. Раньше было лучше: кухню урезали до трёх позиций, бармена-старожила уволили. ' +
      'Но пиво всё то же, хорошее',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'NEGATIVE', SERVICE: 'NEGATIVE', BEER: 'POSITIVE' },
  },
  {
    kind: 'factual-mentions',
    text: 'Были в субботу. Заказали пиццу, два лимонада и тирамису, посидели часа два. Музыка фоном',
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'NEUTRAL', DRINKS: 'NEUTRAL', MUSIC: 'NEUTRAL' },
  },
  {
    kind: 'mixed',
    text: 'Музыка топ, диджей огонь. Но в гардероб очередь на сорок минут, у бара не протолкнуться, заказа ждёшь как зарплаты',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { MUSIC: 'POSITIVE', SERVICE: 'NEGATIVE', PEOPLE: 'NEGATIVE' },
  },
  {
    kind: 'location-not-furniture',
    text: 'Кофе вкусный, а вот десерты какие-то магазинные. Сидели за столиком у окна.',
    sentiment: 'NEUTRAL',
    aspects: { DRINKS: 'POSITIVE', FOOD: 'NEGATIVE' },
  },
  {
    kind: 'mixed',
    text: 'Интерьер так себе, как в советской столовой, но кормят вкусно и недорого',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { INTERIOR: 'NEGATIVE', FOOD: 'POSITIVE', PRICE: 'POSITIVE' },
  },
  {
    kind: 'long-mixed',
    text:
      'Пришли вчетвером на ужин. Салаты понравились, особенно с печёной свёклой, а вот горячее подкачало — утка ' +
      'жёсткая, бефстроганов как резина. Официантка милая, но ловить её приходилось подолгу. В зале уютно, музыка ' +
      'тихая, можно спокойно поговорить. Итого три звезды, может, дадим второй шанс',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'NEUTRAL', SERVICE: 'NEUTRAL', ENTOURAGE: 'POSITIVE', MUSIC: 'POSITIVE' },
  },
  {
    kind: 'mixed',
    text: 'Обслуживание на высоте, а вот еда средняя. Для бизнес-ланча сойдёт',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { SERVICE: 'POSITIVE', FOOD: 'NEUTRAL' },
  },
  {
    kind: 'bakery',
    text:
      'Выпечка вкусная, но к шести вечера уже пустые полки, а продавщица на вопрос «будет ли ещё» только пожимает ' +
      'плечами',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FOOD: 'POSITIVE', SERVICE: 'NEGATIVE' },
  },
  {
    kind: 'theatre',
    text: 'Спектакль хороший, но места на балконе — это боль: стулья жёсткие, и колени упираются в спинку впереди',
    rating: 3,
    sentiment: 'NEUTRAL',
    aspects: { FURNITURE: 'NEGATIVE' },
  },
];
