// What other features use of announcements: reading a post into drafts of events and a draft of one of them, for the
// bot's intake of announcements sent in Telegram. Other features import announcements only from here.

export type { AnnouncementDraft, ExtractionResult } from './announcement.schemas.ts';
export { draftOfExtracted, extractFrom, findDuplicate, publishDraft } from './announcements.service.ts';
