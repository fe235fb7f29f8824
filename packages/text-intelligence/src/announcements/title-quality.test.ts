import { describe, expect, it } from 'vitest';
import { draft } from './test-support.ts';
import { namesHolder } from './title-quality.ts';
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
