import type { AnnouncementExtraction, AnnouncementInput } from '../contract.ts';

// Placeholder until the rule-based extractor lands: a title from the first line, nothing else.
export async function extractAnnouncement(input: AnnouncementInput): Promise<AnnouncementExtraction> {
  const line =
    input.text
      .split('\n')
      .find((l) => l.trim().length > 0)
      ?.trim() ?? '';
  const none = { value: null, confidence: 0, source: 'default' as const, span: null };
  return {
    provider: 'builtin',
    model: null,
    fallback: null,
    events: [
      {
        title: { value: line.slice(0, 200) || null, confidence: 0.3, source: 'text', span: null },
        description: { value: input.text.slice(0, 5000), confidence: 0.5, source: 'text', span: null },
        startsAt: none,
        endsAt: none,
        price: none,
        placeMention: none,
        place: none,
        tags: { value: [], confidence: 0.3, source: 'default', span: null },
      },
    ],
  };
}
