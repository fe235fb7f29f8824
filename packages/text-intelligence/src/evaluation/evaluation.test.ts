import { describe, expect, it } from 'vitest';
import {
  type AnnouncementField,
  type AnnouncementReport,
  formatAnnouncements,
  formatOpinions,
  measureAnnouncements,
  measureOpinions,
  type OpinionReport,
  reliability,
} from './measure.ts';
import { ANNOUNCEMENT_SETS, OPINION_SETS } from './sets.ts';
import { TITLE_REVIEWS } from './title-reviews.ts';

// The built-in provider on the evaluation sets, each reported apart: the fixtures and the development sets were read
// while the rules were written, the held-out sets were not (their misses are not printed here; see report.ts). The
// floors are what the rules reach today, so a change that reads worse fails; the targets where reached.

type SetName = keyof typeof ANNOUNCEMENT_SETS;
type OpinionSetName = keyof typeof OPINION_SETS;

// Each set is read once per run: the per-set tests and the calibration tests share the readings.
const announcementReports = new Map<SetName, Promise<AnnouncementReport>>();
const announcementReport = (name: SetName) => {
  let report = announcementReports.get(name);
  if (!report) {
    report = measureAnnouncements(ANNOUNCEMENT_SETS[name], TITLE_REVIEWS[name]);
    announcementReports.set(name, report);
  }
  return report;
};
const opinionReports = new Map<OpinionSetName, OpinionReport>();
const opinionReport = (name: OpinionSetName) => {
  let report = opinionReports.get(name);
  if (!report) {
    report = measureOpinions(OPINION_SETS[name]);
    opinionReports.set(name, report);
  }
  return report;
};

const ANNOUNCEMENT_FLOORS: Record<SetName, Record<AnnouncementField, number>> = {
  fixtures: { start: 1, end: 1, price: 1, place: 1, title: 0.89, ticketUrl: 1 },
  development: { start: 1, end: 1, price: 1, place: 0.97, title: 0.93, ticketUrl: 1 },
  development2: { start: 1, end: 0.98, price: 1, place: 0.98, title: 0.95, ticketUrl: 1 },
  development3: { start: 1, end: 0.97, price: 1, place: 0.96, title: 0.89, ticketUrl: 1 },
  development4: { start: 1, end: 1, price: 0.98, place: 1, title: 0.97, ticketUrl: 1 },
  development5: { start: 0.98, end: 0.98, price: 0.93, place: 0.99, title: 0.92, ticketUrl: 0.99 },
  development6: { start: 1, end: 1, price: 1, place: 1, title: 0.99, ticketUrl: 1 },
  development7: { start: 1, end: 1, price: 1, place: 1, title: 0.99, ticketUrl: 1 },
  development8: { start: 1, end: 1, price: 1, place: 1, title: 0.98, ticketUrl: 1 },
  development9: { start: 1, end: 1, price: 1, place: 1, title: 0.93, ticketUrl: 1 },
  development10: { start: 1, end: 1, price: 1, place: 1, title: 0.95, ticketUrl: 1 },
  development11: { start: 1, end: 1, price: 1, place: 1, title: 0.99, ticketUrl: 1 },
  development12: { start: 1, end: 1, price: 1, place: 1, title: 0.92, ticketUrl: 1 },
  development13: { start: 1, end: 1, price: 0.99, place: 1, title: 0.89, ticketUrl: 1 },
  development14: { start: 1, end: 1, price: 1, place: 1, title: 0.95, ticketUrl: 1 },
  development15: { start: 1, end: 1, price: 1, place: 0.98, title: 0.97, ticketUrl: 1 },
  development16: { start: 1, end: 1, price: 1, place: 1, title: 0.97, ticketUrl: 1 },
  development17: { start: 1, end: 1, price: 1, place: 1, title: 0.93, ticketUrl: 1 },
  development18: { start: 1, end: 1, price: 1, place: 1, title: 0.91, ticketUrl: 1 },
  development19: { start: 0.97, end: 0.95, price: 0.93, place: 0.96, title: 0.91, ticketUrl: 0.97 },
  development20: { start: 1, end: 1, price: 1, place: 1, title: 0.87, ticketUrl: 1 },
  development21: { start: 1, end: 1, price: 1, place: 1, title: 0.96, ticketUrl: 1 },
  development22: { start: 1, end: 1, price: 1, place: 1, title: 0.96, ticketUrl: 1 },
  development23: { start: 0.99, end: 1, price: 1, place: 1, title: 0.96, ticketUrl: 1 },
  development24: { start: 1, end: 1, price: 1, place: 1, title: 0.98, ticketUrl: 1 },
  development25: { start: 0.98, end: 0.98, price: 0.99, place: 0.99, title: 0.95, ticketUrl: 0.99 },
  development26: { start: 1, end: 1, price: 1, place: 0.98, title: 0.98, ticketUrl: 1 },
  development27: { start: 1, end: 1, price: 0.98, place: 0.98, title: 0.98, ticketUrl: 1 },
  development28: { start: 0.97, end: 0.97, price: 0.97, place: 0.98, title: 0.95, ticketUrl: 0.98 },
  development29: { start: 1, end: 1, price: 1, place: 0.89, title: 0.98, ticketUrl: 1 },
  development30: { start: 0.96, end: 0.98, price: 0.96, place: 0.96, title: 0.91, ticketUrl: 0.98 },
  development31: { start: 1, end: 1, price: 0.99, place: 1, title: 0.95, ticketUrl: 1 },
  development32: { start: 0.97, end: 0.97, price: 0.97, place: 0.97, title: 0.9, ticketUrl: 0.98 },
  development33: { start: 1, end: 0.99, price: 1, place: 1, title: 0.95, ticketUrl: 1 },
  development34: { start: 0.99, end: 1, price: 0.99, place: 0.99, title: 0.93, ticketUrl: 1 },
  development35: { start: 1, end: 0.98, price: 1, place: 0.99, title: 0.94, ticketUrl: 1 },
  development36: { start: 0.99, end: 0.98, price: 0.99, place: 0.98, title: 0.96, ticketUrl: 1 },
  development37: { start: 0.97, end: 0.95, price: 0.94, place: 0.94, title: 0.9, ticketUrl: 0.98 },
  development38: { start: 0.97, end: 0.96, price: 0.95, place: 0.95, title: 0.9, ticketUrl: 0.97 },
  development39: { start: 0.97, end: 0.96, price: 0.93, place: 0.93, title: 0.82, ticketUrl: 0.98 },
  development40: { start: 0.93, end: 0.97, price: 0.93, place: 0.82, title: 0.87, ticketUrl: 0.97 },
  development41: { start: 0.98, end: 0.97, price: 0.98, place: 0.94, title: 0.89, ticketUrl: 0.98 },
  development42: { start: 0.98, end: 0.98, price: 0.98, place: 0.97, title: 0.93, ticketUrl: 0.98 },
  development43: { start: 0.95, end: 0.96, price: 0.98, place: 0.87, title: 0.96, ticketUrl: 0.99 },
  development44: { start: 1, end: 1, price: 1, place: 0.95, title: 0.97, ticketUrl: 1 },
  development45: { start: 0.93, end: 0.95, price: 0.94, place: 0.93, title: 0.92, ticketUrl: 0.97 },
  development46: { start: 0.95, end: 0.98, price: 0.96, place: 0.94, title: 0.93, ticketUrl: 0.98 },
  development47: { start: 0.95, end: 0.92, price: 0.96, place: 0.91, title: 0.84, ticketUrl: 0.97 },
  development48: { start: 0.98, end: 0.95, price: 0.99, place: 0.97, title: 0.89, ticketUrl: 1 },
  heldOut: { start: 0.95, end: 0.96, price: 0.95, place: 0.91, title: 0.86, ticketUrl: 0.98 },
  heldOut2: { start: 0.93, end: 0.98, price: 0.87, place: 0.95, title: 0.73, ticketUrl: 0.99 },
  heldOut3: { start: 0.86, end: 0.91, price: 0.9, place: 0.88, title: 0.77, ticketUrl: 0.94 },
  heldOut4: { start: 0.99, end: 0.98, price: 0.99, place: 0.99, title: 0.88, ticketUrl: 0.99 },
  heldOut5: { start: 0.93, end: 0.92, price: 0.91, place: 0.91, title: 0.77, ticketUrl: 0.95 },
  heldOut6: { start: 0.94, end: 0.92, price: 0.93, place: 0.9, title: 0.78, ticketUrl: 0.96 },
  heldOut7: { start: 0.96, end: 0.94, price: 0.96, place: 0.96, title: 0.81, ticketUrl: 0.96 },
  heldOut8: { start: 0.98, end: 0.99, price: 0.96, place: 0.95, title: 0.89, ticketUrl: 0.99 },
  heldOut9: { start: 0.95, end: 0.96, price: 0.97, place: 0.94, title: 0.88, ticketUrl: 0.97 },
  heldOut10: { start: 0.97, end: 0.97, price: 0.99, place: 0.98, title: 0.89, ticketUrl: 0.99 },
  heldOut11: { start: 0.91, end: 0.93, price: 0.91, place: 0.91, title: 0.71, ticketUrl: 0.95 },
  heldOut12: { start: 0.91, end: 0.93, price: 0.92, place: 0.92, title: 0.81, ticketUrl: 0.95 },
  heldOut13: { start: 0.97, end: 0.99, price: 0.99, place: 0.98, title: 0.87, ticketUrl: 0.99 },
  heldOut14: { start: 0.98, end: 0.96, price: 0.98, place: 0.98, title: 0.9, ticketUrl: 0.98 },
  heldOut15: { start: 0.95, end: 0.96, price: 0.94, place: 0.97, title: 0.82, ticketUrl: 0.97 },
  heldOut16: { start: 0.98, end: 0.97, price: 0.97, place: 0.97, title: 0.9, ticketUrl: 0.93 },
  heldOut17: { start: 0.94, end: 0.95, price: 0.9, place: 0.92, title: 0.81, ticketUrl: 0.96 },
  heldOut18: { start: 0.96, end: 0.97, price: 0.96, place: 0.95, title: 0.84, ticketUrl: 0.98 },
  heldOut19: { start: 0.98, end: 0.98, price: 0.93, place: 0.94, title: 0.83, ticketUrl: 0.99 },
  heldOut20: { start: 0.94, end: 0.91, price: 0.92, place: 0.9, title: 0.8, ticketUrl: 0.95 },
  heldOut21: { start: 0.97, end: 0.97, price: 0.93, place: 0.89, title: 0.83, ticketUrl: 0.98 },
  heldOut22: { start: 0.97, end: 0.94, price: 0.97, place: 0.94, title: 0.84, ticketUrl: 0.96 },
  heldOut23: { start: 0.98, end: 0.96, price: 0.97, place: 0.92, title: 0.87, ticketUrl: 0.97 },
  heldOut24: { start: 0.98, end: 0.96, price: 0.95, place: 0.95, title: 0.82, ticketUrl: 0.99 },
  heldOut25: { start: 0.96, end: 0.98, price: 0.95, place: 0.96, title: 0.71, ticketUrl: 1 },
  heldOut26: { start: 0.99, end: 0.99, price: 0.99, place: 0.96, title: 0.73, ticketUrl: 0.99 },
  heldOut27: { start: 1, end: 0.98, price: 0.99, place: 0.98, title: 0.88, ticketUrl: 1 },
  heldOut28: { start: 0.94, end: 0.95, price: 0.95, place: 0.93, title: 0.75, ticketUrl: 0.96 },
  heldOut29: { start: 0.97, end: 0.97, price: 0.97, place: 0.93, title: 0.87, ticketUrl: 0.98 },
  heldOut30: { start: 0.96, end: 0.94, price: 0.97, place: 0.94, title: 0.86, ticketUrl: 0.99 },
  heldOut31: { start: 0.96, end: 0.93, price: 0.99, place: 0.86, title: 0.85, ticketUrl: 1 },
  heldOut32: { start: 0.98, end: 0.98, price: 0.96, place: 0.98, title: 0.84, ticketUrl: 0.99 },
  heldOut33: { start: 0.96, end: 0.96, price: 0.98, place: 0.91, title: 0.77, ticketUrl: 0.98 },
  heldOut34: { start: 0.95, end: 0.96, price: 0.95, place: 0.91, title: 0.69, ticketUrl: 0.96 },
  heldOut35: { start: 0.95, end: 0.98, price: 1, place: 0.92, title: 0.79, ticketUrl: 1 },
};

/** Titles a reviewer would keep (the set's own, and those an independent reviewer kept: title-reviews.ts). */
const TITLE_REVIEWED_FLOORS: Partial<Record<SetName, number>> = {
  development9: 0.94,
  heldOut: 0.86,
  heldOut2: 0.74,
  heldOut3: 0.81,
  heldOut4: 0.91,
  heldOut5: 0.8,
  heldOut6: 0.82,
  heldOut7: 0.85,
  heldOut8: 0.9,
  heldOut9: 0.94,
  heldOut10: 0.93,
  heldOut11: 0.8,
  heldOut12: 0.81,
  heldOut13: 0.91,
  heldOut14: 0.9,
  heldOut15: 0.84,
  heldOut16: 0.91,
  heldOut17: 0.83,
  heldOut18: 0.88,
  heldOut19: 0.85,
  heldOut20: 0.84,
  heldOut21: 0.9,
  heldOut22: 0.89,
  heldOut23: 0.92,
  heldOut24: 0.87,
  heldOut25: 0.84,
  heldOut26: 0.81,
  heldOut27: 0.93,
  heldOut28: 0.78,
  heldOut29: 0.9,
  heldOut30: 0.88,
  heldOut31: 0.89,
  heldOut32: 0.91,
  heldOut33: 0.79,
  heldOut34: 0.75,
  heldOut35: 0.82,
};

describe('announcements, per field', () => {
  for (const [name, floors] of Object.entries(ANNOUNCEMENT_FLOORS) as [SetName, Record<AnnouncementField, number>][]) {
    it(`reads the ${name} set at least as well as today`, async () => {
      const report = await announcementReport(name);
      console.info(formatAnnouncements(name, report, !name.startsWith('heldOut')));
      for (const [field, floor] of Object.entries(floors)) {
        expect(report.fields[field as AnnouncementField], `${name} ${field}`).toBeGreaterThanOrEqual(floor);
      }
      expect(report.titleReviewed, `${name} titles a reviewer would keep`).toBeGreaterThanOrEqual(
        TITLE_REVIEWED_FLOORS[name] ?? floors.title,
      );
      expect(report.postponementsRight, `${name} postponements`).toBeGreaterThanOrEqual(0.97);
      // What a trusted source would publish without a person is never wrong (autoPublishVerdict), on any set. The
      // third and the twenty-fifth held-out sets, each measured before the rules of its round were written, once found
      // one such draft each; both are read right now (the twenty-fifth's: two towns' cafés at one address, told apart
      // by the town the post names). The twenty-seventh's one was a title the reviewer kept.
      expect(report.autoPublishedWrong, `${name}: auto-published with a wrong field`).toBe(0);
    });
  }
});

describe('confidence', () => {
  it('is right at least 97 % of the time on the held-out sets when it says it is 90 % sure of an announcement field', async () => {
    const reports = await Promise.all(
      (
        [
          'heldOut',
          'heldOut2',
          'heldOut3',
          'heldOut4',
          'heldOut5',
          'heldOut6',
          'heldOut7',
          'heldOut8',
          'heldOut9',
          'heldOut10',
          'heldOut11',
          'heldOut12',
          'heldOut13',
          'heldOut14',
          'heldOut15',
          'heldOut16',
          'heldOut17',
          'heldOut18',
          'heldOut19',
          'heldOut20',
          'heldOut21',
          'heldOut22',
          'heldOut23',
          'heldOut24',
          'heldOut25',
          'heldOut26',
          'heldOut27',
          'heldOut28',
          'heldOut29',
          'heldOut30',
          'heldOut31',
          'heldOut32',
          'heldOut33',
          'heldOut34',
          'heldOut35',
        ] as const
      ).map(announcementReport),
    );
    const sure = reliability(reports.flatMap((report) => report.judged)).at(-1);
    expect(sure?.values).toBeGreaterThan(300);
    expect((sure?.right ?? 0) / (sure?.values ?? 1)).toBeGreaterThanOrEqual(0.97);
  });
});

describe('opinions', () => {
  // The targets on opinions nobody tuned on: sentiment ≥ 88 %, aspect F1 ≥ 0.88, aspect sentiment ≥ 85 %
  // (held here at 88 %, which they reach).
  for (const name of ['heldOut', 'heldOut2', 'heldOut3', 'heldOut4', 'heldOut5'] as const) {
    it(`reads the ${name} opinions as the issue asks`, () => {
      const report = opinionReport(name);
      console.info(formatOpinions(`${name} opinions`, report, false));
      expect(report.sentiment).toBeGreaterThanOrEqual(0.88);
      expect(report.aspectF1).toBeGreaterThanOrEqual(0.88);
      expect(report.aspectSentiment).toBeGreaterThanOrEqual(0.88);
    });
  }

  // The tuned sets, each at least as well as today.
  const OPINION_FLOORS = {
    fixtures: { sentiment: 0.96, aspectF1: 0.98, aspectSentiment: 0.97 },
    development: { sentiment: 0.98, aspectF1: 0.97, aspectSentiment: 0.98 },
    development2: { sentiment: 1, aspectF1: 0.94, aspectSentiment: 0.94 },
    development3: { sentiment: 0.98, aspectF1: 0.95, aspectSentiment: 0.97 },
    development4: { sentiment: 0.98, aspectF1: 0.95, aspectSentiment: 0.97 },
  } as const;
  for (const [name, floors] of Object.entries(OPINION_FLOORS) as [
    keyof typeof OPINION_FLOORS,
    (typeof OPINION_FLOORS)[keyof typeof OPINION_FLOORS],
  ][]) {
    it(`reads the ${name} opinions at least as well as today`, () => {
      const report = opinionReport(name);
      console.info(formatOpinions(`${name} opinions`, report, !name.startsWith('heldOut')));
      expect(report.sentiment).toBeGreaterThanOrEqual(floors.sentiment);
      expect(report.aspectF1).toBeGreaterThanOrEqual(floors.aspectF1);
      expect(report.aspectSentiment).toBeGreaterThanOrEqual(floors.aspectSentiment);
    });
  }

  it('is right at least 97 % of the time on the held-out opinions when it says it is 90 % sure', () => {
    const judged = (['heldOut', 'heldOut2', 'heldOut3', 'heldOut4'] as const).flatMap(
      (name) => opinionReport(name).judged,
    );
    const sure = reliability(judged).at(-1);
    expect(sure?.values).toBeGreaterThan(100);
    expect((sure?.right ?? 0) / (sure?.values ?? 1)).toBeGreaterThanOrEqual(0.97);
  });
});
