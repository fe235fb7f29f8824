import type { OpinionAnalysis, TextIntelligence } from '@mesto/text-intelligence';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { opinions } from '../db/schema.ts';

// The reading of an opinion kept on it: written when an opinion is, and when a place's summary is recomputed (places
// reads the opinions not read yet), so it sits below both features.

/** Reads what an opinion says with the app's provider and keeps it on the opinion. */
export async function analyseAndStore(
  db: Database,
  intelligence: TextIntelligence,
  opinion: Pick<typeof opinions.$inferSelect, 'id' | 'text' | 'rating'>,
): Promise<OpinionAnalysis> {
  const analysis = await intelligence.analyseOpinion({ text: opinion.text, rating: opinion.rating });
  // Not an edit of the opinion: its updatedAt stays the author's.
  await db.update(opinions).set({ analysis }).where(eq(opinions.id, opinion.id));
  return analysis;
}
