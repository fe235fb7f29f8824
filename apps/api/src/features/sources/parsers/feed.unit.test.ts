import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed.ts';
import type { ParseResult, SourceItem } from './item.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-12-01T09:00:00Z');

function itemsOf(result: ParseResult): SourceItem[] {
  if (!result.ok) throw new Error(`${result.problem}: ${result.message}`);
  return result.items;
}

describe('parseFeed on a Samara house of culture’s RSS', () => {
  const result = parseFeed(fixture('samara-dk.rss.xml'), { now: NOW });
  const items = itemsOf(result);

  it('gives each post as free text keyed by its guid, else its link, HTML stripped and line breaks kept', () => {
    expect(result.ok && result.title).toBe('ДК «Звезда» — новости и афиша');
    expect(items.map((item) => item.key)).toEqual([
      'dk-zvezda-news-1842',
      'dk-zvezda-news-1839',
      'https://dk-zvezda-samara.ru/news/zhenitba',
    ]);
    expect(items[0]).toMatchObject({
      structured: false,
      title: 'Новогодний концерт хора «Волжские зори»',
      url: 'https://dk-zvezda-samara.ru/news/novogodniy-koncert-volzhskie-zori',
      publishedAt: '2026-11-28T06:15:00.000Z',
      startsAt: null,
      location: null,
      price: null,
      cancelled: false,
    });
    expect(items[0]?.text).toBe(
      'Новогодний концерт хора «Волжские зори»\n\nПриглашаем на новогодний концерт хора «Волжские зори»!\n\n' +
        '20 декабря в 18:00, большой зал.\nБилеты — 400 рублей, в кассе ДК и на сайте.',
    );
    // content:encoded (the full post) wins over the short description.
    expect(items[1]?.description).toBe(
      'Занятия по вторникам и четвергам в 16:30, каб. 12.\n\nПервое занятие — бесплатно\nАбонемент на месяц — 2400 ₽\n\n' +
        'Запись по телефону +7 (846) 200-00-00.',
    );
  });

  it('gives an edited post the same key and a new fingerprint, and leaves the others unchanged', () => {
    const updated = itemsOf(parseFeed(fixture('samara-dk-updated.rss.xml'), { now: NOW }));
    expect(updated.map((item) => item.key)).toEqual(items.map((item) => item.key));
    expect(updated[0]?.fingerprint).not.toBe(items[0]?.fingerprint);
    expect(updated[0]?.text).toContain('Концерт переносится на 21 декабря, 17:00');
    expect(updated.slice(1).map((item) => item.fingerprint)).toEqual(items.slice(1).map((item) => item.fingerprint));
  });

  it('keeps at most maxItems posts, the first in the feed', () => {
    expect(itemsOf(parseFeed(fixture('samara-dk.rss.xml'), { now: NOW, maxItems: 2 })).map((item) => item.key)).toEqual(
      ['dk-zvezda-news-1842', 'dk-zvezda-news-1839'],
    );
  });
});

describe('parseFeed on other feeds', () => {
  it('reads a Perm theatre’s Atom feed, escaped HTML and inline XHTML alike', () => {
    const result = parseFeed(fixture('perm-theatre.atom.xml'), { now: NOW });
    expect(result.ok && result.title).toBe('Театр «Сцена-Молот»: новости');
    expect(itemsOf(result)).toEqual([
      expect.objectContaining({
        key: 'tag:scena-molot-perm.ru,2026:news/512',
        url: 'https://scena-molot-perm.ru/news/512',
        publishedAt: '2026-11-30T07:00:00.000Z',
        description:
          '19 и 20 декабря в 19:00 — премьера «Вишнёвого сада» в постановке Бориса Мильграма.\n\nПермь, ул. Петропавловская, 53.',
      }),
      expect.objectContaining({
        key: 'tag:scena-molot-perm.ru,2026:news/509',
        url: 'https://scena-molot-perm.ru/news/509',
        text: 'Читка новой пьесы\n\nЧитка пьесы молодого пермского драматурга.\n\n6 декабря, 16:00, малая сцена. Вход свободный.',
      }),
    ]);
  });

  it('reads RSS 1.0 (RDF) and drops links that are no web address', () => {
    const rdf = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://club.example/"><title>Клуб</title></channel>
  <item rdf:about="https://club.example/1"><title>Вечер</title><link>https://club.example/1</link><dc:date>2026-11-30T10:00:00+04:00</dc:date><description>Танцы &amp; музыка</description></item>
  <item rdf:about="x"><title>Ссылка</title><link>javascript:alert(1)</link><description>текст</description></item>
</rdf:RDF>`;
    const items = itemsOf(parseFeed(rdf, { now: NOW }));
    expect(items[0]).toMatchObject({
      key: 'https://club.example/1',
      publishedAt: '2026-11-30T06:00:00.000Z',
      description: 'Танцы & музыка',
    });
    expect(items[1]).toMatchObject({ url: null, title: 'Ссылка' });
  });

  it('tells a venue manager when the address is no feed or the feed is empty', () => {
    expect(parseFeed('<!DOCTYPE html><html><body>Афиша</body></html>', { now: NOW })).toMatchObject({
      ok: false,
      problem: 'NOT_FEED',
      message: expect.stringContaining('не RSS'),
    });
    expect(parseFeed('<rss version="2.0"><channel><title>Пусто</title></channel></rss>', { now: NOW })).toMatchObject({
      ok: false,
      problem: 'NO_EVENTS',
    });
  });
});
