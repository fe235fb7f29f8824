// What other features use of events: the checks and writes that publish an event (announcements), the rewriting of
// occurrences when a place moves to another time zone (places), and the event's shapes (the bot reads them).
// Other features import events only from here.

export { Event, EventFields } from './event.schemas.ts';
export {
  checkEventValues,
  createEvent,
  type EventPublished,
  type EventRow,
  type EventValues,
  replaceOccurrences,
  timeZoneFor,
  updateEvent,
} from './events.service.ts';
