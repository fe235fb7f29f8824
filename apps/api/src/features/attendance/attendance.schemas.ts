import { ATTENDANCE_STATUSES, FRIENDS_GOING_SHOWN } from '@mesto/domain';
import { z } from 'zod';
import { IdOrCode, Visibility } from '../../lib/schemas.ts';
import { UserSummary } from '../../lib/user-card.ts';

export const AttendanceStatus = z
  .enum(ATTENDANCE_STATUSES)
  .meta({ id: 'AttendanceStatus', description: '«Пойду» (GOING) or «Интересно» (INTERESTED).' });

const EventKey = IdOrCode.describe('The event: its id or code (a weekly series is one event).');

export const AttendanceMarkBody = z.object({
  event: EventKey,
  status: AttendanceStatus.nullable().describe('The mark to keep; null clears it.'),
  visibility: Visibility.optional().describe(
    'Who sees this mark; a new one gets the `defaultVisibility` of the user’s specificSettings (the check-ins’ setting), else PUBLIC; a changed one keeps its own.',
  ),
});

export const AttendanceQuery = z.object({ event: EventKey });

export const EventAttendance = z
  .object({
    eventId: z.uuid(),
    going: z.number().int().describe('People who go (a person’s notes-only mark counts for them alone).'),
    interested: z.number().int().describe('People interested, counted the same way.'),
    myStatus: AttendanceStatus.nullable().describe('The caller’s mark; null when none or anonymous.'),
    myVisibility: Visibility.nullable().describe('Who sees the caller’s mark.'),
    friendsGoing: z
      .array(UserSummary)
      .describe(`Up to ${FRIENDS_GOING_SHOWN} of the caller’s friends (mutual followers) who go and let them see it.`),
    friendsGoingCount: z.number().int().describe('All such friends.'),
  })
  .meta({ id: 'EventAttendance', description: 'Who goes to an event: counts, and the caller’s friends among them.' });
