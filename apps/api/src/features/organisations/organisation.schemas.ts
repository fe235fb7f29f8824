import { DESCRIPTION_RULE, TeamKind as TeamKindValues, TITLE_RULE } from '@mesto/domain';
import { z } from 'zod';
import { Contact, ContactList, Text } from '../../lib/schemas.ts';

export const TeamKind = z.enum(TeamKindValues).meta({ id: 'TeamKind' });

export const Organisation = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    logoFileId: z.uuid().nullable(),
    contacts: z.array(Contact),
    createdAt: z.iso.datetime(),
    /** The viewer's place in its team: DEFAULT (owner), TEAM (member) or null. */
    myRole: TeamKind.nullable(),
  })
  .meta({ id: 'Organisation' });

export const OrganisationFields = z.object({
  name: Text(TITLE_RULE),
  description: Text(DESCRIPTION_RULE).optional(),
  logoFileId: z.uuid().nullable().optional(),
  contacts: ContactList.optional(),
});

export const OrganisationListQuery = z.object({
  code: z.string().max(100).optional(),
  user: z.uuid().optional().describe('Organisations this user belongs to.'),
  mine: z.stringbool().optional().describe('Only organisations the caller belongs to.'),
});

const TeamMember = z.object({
  id: z.uuid(),
  code: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarFileId: z.uuid().nullable(),
});

export const UserOrganisationBind = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    organisationId: z.uuid(),
    kind: TeamKind,
    createdAt: z.iso.datetime(),
    user: TeamMember,
  })
  .meta({ id: 'UserOrganisationBind' });

export const BindFields = z.object({
  userId: z.uuid(),
  organisationId: z.uuid(),
  kind: TeamKind.optional(),
});

export const BindListQuery = z.object({
  organisation: z.uuid().optional(),
  user: z.uuid().optional(),
});
