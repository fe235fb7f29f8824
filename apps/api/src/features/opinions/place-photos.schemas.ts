import { z } from 'zod';
import { IdOrCode, listQueryBase, page } from '../../lib/schemas.ts';
import { OpinionAuthor } from './opinion.schemas.ts';

// A place's photos taken by visitors: the photos of the opinions about it that the viewer may see, newest first.

export const PlacePhotosParams = z.object({ id: IdOrCode.describe('The id or the code of the place.') });

export const PlacePhotosQuery = z.object({ cursor: listQueryBase.cursor, limit: listQueryBase.limit });

export const PlacePhoto = z
  .object({
    /** A stored image, as opinions give their photos (`photoFileIds`): `/api/files/get-paths` has its sizes. */
    fileId: z.uuid(),
    author: OpinionAuthor,
    /** The opinion the photo belongs to; the visitor site shows it at `/place/<code>#opinion-<id>`. */
    opinion: z.object({ id: z.uuid(), code: z.string() }),
    /** When the opinion with the photo was written. */
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PlacePhoto' });

export const PlacePhotoPage = page(PlacePhoto)
  .extend({
    photoCount: z
      .number()
      .int()
      .describe('How many photos the whole list holds for this viewer (every page, not only this one).'),
  })
  .meta({ id: 'PlacePhotoPage' });
