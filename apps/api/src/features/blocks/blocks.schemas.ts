import { z } from 'zod';
import { listQueryBase } from '../../lib/schemas.ts';

const UserKey = z.string().trim().min(1).max(100).describe('A person: their id, code or username.');

export const BlockBody = z.object({ userId: UserKey }).meta({ id: 'BlockBody' });

export const BlockParams = z.object({ userId: UserKey });

export const Block = z
  .object({
    userId: z.uuid().describe('The person blocked.'),
    blockedAt: z.iso.datetime(),
  })
  .meta({ id: 'Block', description: 'One person the caller has blocked.' });

export const BlockStatus = z
  .object({ blocked: z.boolean().describe('The caller has blocked this person.') })
  .meta({ id: 'BlockStatus' });

export const BlockedUser = z
  .object({
    id: z.uuid(),
    /** For the profile link when the person has no username. */
    code: z.string(),
    name: z.string().describe('Their display name.'),
    username: z.string().nullable(),
    avatar: z.uuid().nullable().describe('Their avatar’s file id.'),
  })
  .meta({ id: 'BlockedUser' });

export const BlockListItem = z
  .object({ user: BlockedUser, blockedAt: z.iso.datetime() })
  .meta({ id: 'BlockListItem', description: 'A person the caller has blocked, and since when.' });

export const BlockListQuery = z.object({ cursor: listQueryBase.cursor, limit: listQueryBase.limit });
