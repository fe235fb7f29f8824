import type { AnnouncementExtraction, OpinionAnalysis, PlaceCandidate } from '../contract.ts';

// The messages between a pool (the app's thread) and one of its workers. A worker reads one call at a time; while
// it reads an announcement it may ask the pool for catalogue places, which only the app's thread can look up.

export type ToWorker =
  | { type: 'announcement'; id: number; text: string; publishedAt: number; timeZone: string }
  | { type: 'opinion'; id: number; text: string; rating: number | null }
  | { type: 'places'; id: number; candidates: readonly PlaceCandidate[] }
  | { type: 'places-failed'; id: number; message: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'lookup'; id: number; phrases: readonly string[] }
  | { type: 'done'; id: number; result: AnnouncementExtraction | OpinionAnalysis }
  | { type: 'failed'; id: number; message: string };
