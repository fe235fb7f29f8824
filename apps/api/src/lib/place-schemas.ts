import {
  PlaceTag as PlaceTagValues,
  PublicationStatus as PublicationStatusValues,
  Weekday as WeekdayValues,
} from '@mesto/domain';
import { z } from 'zod';

// The enums places share with events and announcements (a place's tags, a listing's publication status, the days
// of a schedule), each one named schema in the OpenAPI document whichever feature's schema uses it.

export const Weekday = z.enum(WeekdayValues).meta({ id: 'Weekday' });
export const PlaceTag = z.enum(PlaceTagValues).meta({ id: 'PlaceTag' });
export const PublicationStatus = z.enum(PublicationStatusValues).meta({ id: 'PublicationStatus' });
