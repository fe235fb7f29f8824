import { describe, expect, it } from 'vitest';
import { AnnouncementExtraction, createTextIntelligence, OpinionAnalysis, openAiSettingsFromEnv } from './index.ts';

describe('text intelligence', () => {
  it('is the built-in provider unless a model is configured', () => {
    expect(createTextIntelligence(openAiSettingsFromEnv({})).provider).toBe('builtin');
    expect(openAiSettingsFromEnv({ AI_BASE_URL: 'http://127.0.0.1:1/v1' })).toBeNull();
  });

  it('answers in the contract shapes', async () => {
    const ti = createTextIntelligence(null);
    const extraction = await ti.extractAnnouncement({
      text: 'Джаз в «Синкопе»\n25 ноября в 19:00',
      publishedAt: new Date('2026-11-20T10:00:00Z'),
      timeZone: 'Europe/Moscow',
      places: async () => [],
    });
    expect(AnnouncementExtraction.parse(extraction).events.length).toBeGreaterThan(0);
    expect(OpinionAnalysis.parse(await ti.analyseOpinion({ text: 'Хорошее место.' })).provider).toBe('builtin');
  });
});
