import type { components } from '@mesto/api-client';

// The catalogue's items as the API sends them, named once for every screen of the panel.

type Schemas = components['schemas'];

export type Organisation = Schemas['Organisation'];
export type TeamMember = Schemas['UserOrganisationBind'];
export type Place = Schemas['Place'];
export type EventList = Schemas['EventList'];
/** One occurrence of an event (lists return one item per occurrence); `seriesStartsAt` is what the editor edits. */
export type EventOccurrence = Schemas['Event'];
export type Feature = Schemas['Feature'];
export type StoredFile = Schemas['StoredFile'];
