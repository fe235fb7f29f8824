import { describe, expect, it } from 'vitest';
import { type Aspect, OpinionAnalysis, type Sentiment } from '../contract.ts';
import { analyseOpinionText } from './analyse.ts';
import { opinionCases } from './fixtures/opinions.ts';

// The built-in analyser measured on the opinion fixture: the figures are printed on every run, and the test fails
// when sentiment accuracy drops below 95 % or aspect F1 or aspect sentiment below 97 %.

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

describe('opinion analysis quality on the fixture', () => {
  const results = opinionCases.map((expected) => {
    const rating = expected.rating ?? null;
    return { expected, actual: OpinionAnalysis.parse(analyseOpinionText({ text: expected.text, rating })) };
  });

  let sentimentRight = 0;
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  let aspectSentimentRight = 0;
  const wrong: string[] = [];
  for (const { expected, actual } of results) {
    const problems: string[] = [];
    if (actual.sentiment === expected.sentiment) sentimentRight++;
    else problems.push(`sentiment ${actual.sentiment} (${actual.score}), expected ${expected.sentiment}`);
    const found = new Map<Aspect, Sentiment>(actual.aspects.map((a) => [a.aspect, a.sentiment]));
    for (const [aspect, sentiment] of Object.entries(expected.aspects) as [Aspect, Sentiment][]) {
      const got = found.get(aspect);
      if (!got) {
        falseNegative++;
        problems.push(`missed ${aspect}`);
        continue;
      }
      truePositive++;
      if (got === sentiment) aspectSentimentRight++;
      else problems.push(`${aspect} ${got}, expected ${sentiment}`);
    }
    for (const aspect of found.keys()) {
      if (expected.aspects[aspect]) continue;
      falsePositive++;
      problems.push(`extra ${aspect}`);
    }
    if (problems.length) wrong.push(`«${expected.text}»: ${problems.join('; ')}`);
  }
  const accuracy = sentimentRight / results.length;
  const precision = truePositive / (truePositive + falsePositive);
  const recall = truePositive / (truePositive + falseNegative);
  const f1 = (2 * precision * recall) / (precision + recall);
  const aspectSentiment = aspectSentimentRight / truePositive;

  console.info(
    [
      `Opinions: ${results.length}`,
      `sentiment accuracy ${pct(accuracy)} (${sentimentRight}/${results.length})`,
      `aspects: precision ${pct(precision)}, recall ${pct(recall)}, F1 ${pct(f1)}`,
      `aspect sentiment accuracy ${pct(aspectSentiment)} (${aspectSentimentRight}/${truePositive})`,
      `Still wrong (${wrong.length}):`,
      ...wrong.map((w) => `  ${w}`),
    ].join('\n'),
  );

  it('gets the overall sentiment right in at least 95 % of the opinions', () => {
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the aspects people talk about with an F1 of at least 97 %', () => {
    expect(f1).toBeGreaterThanOrEqual(0.97);
  });

  it('judges at least 97 % of the found aspects as the author did', () => {
    expect(aspectSentiment).toBeGreaterThanOrEqual(0.97);
  });
});
