import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_TAG_LABELS,
  FEEDBACK_TAGS,
  OPINION_TAG_LABELS,
  OPINION_TAGS,
  PLACE_TAG_LABELS,
  PLACE_TAGS,
} from './tags.ts';

describe('tags', () => {
  it('place tags describe what a place is', () => {
    expect(PLACE_TAGS).toEqual(['BAR', 'OUTDOOR', 'MUSIC']);
  });

  it('opinion tags name what a visitor praises', () => {
    expect(OPINION_TAGS).toEqual(['BEER', 'PASTA', 'ENTOURAGE', 'COCKTAILS', 'MUSIC', 'PEOPLE']);
  });

  it('feedback tags name what feedback concerns', () => {
    expect(FEEDBACK_TAGS).toEqual(['BEER', 'DRINKS', 'FURNITURE', 'INTERIOR']);
  });

  it('every tag has a Russian label', () => {
    const cyrillic = /[А-Яа-яЁё]/;
    for (const tag of PLACE_TAGS) expect(PLACE_TAG_LABELS[tag]).toMatch(cyrillic);
    for (const tag of OPINION_TAGS) expect(OPINION_TAG_LABELS[tag]).toMatch(cyrillic);
    for (const tag of FEEDBACK_TAGS) expect(FEEDBACK_TAG_LABELS[tag]).toMatch(cyrillic);
  });
});
