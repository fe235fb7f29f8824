import * as chrono from 'chrono-node';
const ref = new Date(2026, 10, 20, 13, 0);
for (const t of ['ДЕНЬ РОЖДЕНИЯ БАРА!','Кинобар «Плёнка» — программа недели','Билеты 700 ₽ в предпродаже, 900 ₽ в день концерта','Билет на день 1200 ₽','Билеты на каждый день — 1500 ₽','Джазовый четверг в «Синкопе»','Каждое воскресенье лета','в эту пятницу','ночью','вечером в 8','на выходных','в полдень', 'утром']) {
  const r = chrono.ru.parse(t, ref, {forwardDate: true});
  console.log(t, '=>', JSON.stringify(r.map(x => ({i:x.index,t:x.text,s:x.start.date().toString().slice(4,21), known: Object.keys(x.start.knownValues).join(','), tags:[...x.tags()].join(',')}))));
}
