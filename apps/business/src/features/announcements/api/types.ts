import type { components } from '@mesto/api-client';

// The announcements as the API sends them, named once for the screen.

type Schemas = components['schemas'];

export type Announcement = Schemas['ExternalEventAnnouncement'];
export type AnnouncementDraft = Schemas['AnnouncementDraft'];
/** The text-intelligence result, each draft event with the existing event it likely repeats. */
export type Extraction = Schemas['AnnouncementExtractionResult'];
export type ExtractedEvent = Extraction['events'][number];
export type AnnouncementStatus = Schemas['AnnouncementStatus'];
