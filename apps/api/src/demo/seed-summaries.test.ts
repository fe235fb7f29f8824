import { FEEDBACK_TAG_LABELS, OPINION_TAG_LABELS } from '@mesto/domain';
import type { Aspect, PlaceSummary } from '@mesto/text-intelligence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORDS, PLACES } from './data.ts';
import { opinionsAbout } from './opinions.ts';
import { seedIfEmpty } from './seed.ts';

// «Что говорят» of the demo city, as a visitor gets it with a place's page: every place with opinions says
// something, and says it fairly.

type ShownPlace = {
  id: string;
  code: string;
  name: string;
  rating: number | null;
  opinionCount: number;
  opinionSummary: PlaceSummary | null;
};

/** The aspects' names on the place page (the opinion and feedback tags', and three of its own). */
const ASPECT_NAMES: Record<Aspect, string> = {
  ...OPINION_TAG_LABELS,
  ...FEEDBACK_TAG_LABELS,
  FOOD: 'Еда',
  SERVICE: 'Обслуживание',
  PRICE: 'Цены',
};

describe('what people say about the demo places', () => {
  let t: TestApp;
  const shown = new Map<string, ShownPlace>();
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedIfEmpty(t.app.db)).toBe(true);
    // As the place page asks for its place: by code, without signing in.
    for (const index of PLACES.keys()) {
      const code = `place${String(index + 1).padStart(3, '0')}`;
      const response = await t.app.inject({ method: 'GET', url: `/api/places?code=${code}&limit=1` });
      expect(response.statusCode, response.body).toBe(200);
      const [place] = response.json().items as ShownPlace[];
      if (place) shown.set(place.name, place);
    }
  }, 180_000);
  afterAll(() => t.close());

  it('judges two to four things about every place people wrote about, each from three opinions or more', () => {
    const withOpinions = PLACES.filter((place) => opinionsAbout(place).length > 0);
    expect(withOpinions).toHaveLength(PLACES.length);
    for (const { name } of withOpinions) {
      const place = shown.get(name);
      const summary = place?.opinionSummary;
      expect(summary, name).toBeTruthy();
      if (!summary) continue;
      // Every opinion everyone may read is summed up (all of them have text).
      expect(summary.analysed, name).toBe(place.opinionCount);
      expect(summary.aspects.length, name).toBeGreaterThanOrEqual(2);
      expect(summary.aspects.length, name).toBeLessThanOrEqual(4);
      for (const aspect of summary.aspects) {
        expect(aspect.mentions, `${name}: ${aspect.aspect}`).toBeGreaterThanOrEqual(3);
        expect(aspect.quotes.length, `${name}: ${aspect.aspect}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('leans the way the stars do: a loved place reads mostly good, a so-so one mixed, a poor one not good', () => {
    const leanings = { loved: 0, mixed: 0, poor: 0 };
    for (const place of shown.values()) {
      const { rating, opinionSummary: summary } = place;
      if (rating === null || !summary) continue;
      const { positive, neutral, negative } = summary.sentiment;
      if (rating >= 4) {
        leanings.loved++;
        expect(positive, place.name).toBeGreaterThan(2 * negative);
        expect(positive, place.name).toBeGreaterThan(summary.analysed / 2);
      } else if (rating <= 3) {
        leanings.poor++;
        expect(positive, place.name).toBeLessThanOrEqual(summary.analysed / 2);
        expect(negative, place.name).toBeGreaterThan(0);
      } else {
        leanings.mixed++;
        expect(negative + neutral, place.name).toBeGreaterThan(0);
        expect(positive, place.name).toBeLessThan(summary.analysed);
      }
    }
    // The demo city has all three.
    expect(leanings.loved).toBeGreaterThanOrEqual(15);
    expect(leanings.mixed).toBeGreaterThanOrEqual(5);
    expect(leanings.poor).toBeGreaterThanOrEqual(2);
  });

  it('reads to a visitor of «Зерно» in Russian, with both sides quoted where people differ', () => {
    const place = shown.get('Кофейня «Зерно»');
    const summary = place?.opinionSummary as PlaceSummary;
    const lines = summary.aspects.map(
      ({ aspect, sentiment }) =>
        `${ASPECT_NAMES[aspect]}: ${sentiment.positive} хорошо, ${sentiment.neutral} нейтрально, ${sentiment.negative} плохо`,
    );
    // Most talked about first: the baristas (praised, and blamed for the morning queue and a rolled eye), the coffee,
    // the pastries.
    expect(lines).toEqual([
      expect.stringMatching(/^Обслуживание: \d+ хорошо, \d+ нейтрально, [1-9] плохо/),
      expect.stringMatching(/^Напитки: \d+ хорошо/),
      expect.stringMatching(/^Еда: \d+ хорошо/),
    ]);
    const texts = opinionsAbout(PLACES[0] as (typeof PLACES)[number]).map((review) => review.text);
    for (const aspect of summary.aspects) {
      // Quotes are people's own words: a piece of an opinion about this place.
      for (const quote of aspect.quotes) {
        expect(quote.text).toMatch(/[а-яё]{3}/i);
        expect(
          texts.some((text) => text.includes(quote.text.replace(/…$/, ''))),
          quote.text,
        ).toBe(true);
      }
      expect(aspect.sentiment.positive, aspect.aspect).toBeGreaterThan(aspect.sentiment.negative);
      if (aspect.sentiment.negative > 0) {
        expect(
          aspect.quotes.map((quote) => quote.sentiment),
          aspect.aspect,
        ).toContain('NEGATIVE');
      }
    }
    // The drinks: the good filter coffee and the lukewarm cappuccino both.
    const drinks = summary.aspects.find((aspect) => aspect.aspect === 'DRINKS');
    expect(drinks?.quotes.map((quote) => quote.text).join(' ')).toMatch(/Капучино принесли чуть тёплым/);
  });

  it('is what the place’s team gets when it processes the place again', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'business', password: DEMO_PASSWORDS.business },
    });
    const place = shown.get('Кофейня «Зерно»') as ShownPlace;
    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/places/process/${place.id}`,
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().summary).toEqual(place.opinionSummary);
    expect(processed.json().rating).toBe(place.rating);
  });
});
