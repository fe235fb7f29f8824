import { FEATURE_NAME_RULE } from '@mesto/domain';
import { z } from 'zod';
import { Line, Text } from '../../lib/schemas.ts';

export const FeatureUses = z.object({
  places: z.number().int(),
  events: z.number().int(),
  favourites: z.number().int(),
});
export const Feature = z
  .object({ id: z.uuid(), name: z.string(), icon: z.string(), createdAt: z.iso.datetime(), uses: FeatureUses })
  .meta({ id: 'Feature' });

export const FeatureFields = z.object({
  name: Text(FEATURE_NAME_RULE),
  icon: Line(40, 'Значок').optional(),
});

export type Uses = z.infer<typeof FeatureUses>;
