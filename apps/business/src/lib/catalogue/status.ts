import { PUBLICATION_STATUS_LABELS, PUBLICATION_STATUSES, type PublicationStatus } from '@mesto/domain';
import type { TagTone } from '@mesto/ui';

/** The publication statuses as select options, in the domain's order. */
export const statusOptions = PUBLICATION_STATUSES.map((status) => ({
  value: status,
  label: PUBLICATION_STATUS_LABELS[status],
}));

/** A draft asks for attention, a published item is fine, the archive is out of the way. */
export const statusTone: Readonly<Record<PublicationStatus, TagTone>> = {
  DRAFT: 'warn',
  PUBLISHED: 'success',
  ARCHIVED: 'neutral',
};
