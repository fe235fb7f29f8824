CREATE TABLE "event_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"start_minute" smallint NOT NULL,
	"weekday" smallint NOT NULL,
	"day_part" smallint NOT NULL,
	"place_id" uuid,
	"organisation_id" uuid,
	"event_list_id" uuid,
	"status" "publication_status" NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"feature_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feature_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "repeat_weekdays" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "repeat_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "opinion_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "opinion_tag_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "upcoming_event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_occurrences_event_start_idx" ON "event_occurrences" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_occurrences_starts_idx" ON "event_occurrences" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "event_occurrences_place_idx" ON "event_occurrences" USING btree ("place_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_occurrences_list_idx" ON "event_occurrences" USING btree ("event_list_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_occurrences_organisation_idx" ON "event_occurrences" USING btree ("organisation_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_occurrences_weekday_idx" ON "event_occurrences" USING btree ("weekday","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_occurrences_weekday_part_idx" ON "event_occurrences" USING btree ("weekday","day_part","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_occurrences_location_idx" ON "event_occurrences" USING btree ("latitude","longitude","starts_at");--> statement-breakpoint
CREATE INDEX "event_occurrences_tags_idx" ON "event_occurrences" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "places_location_idx" ON "places" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "places_name_sort_idx" ON "places" USING btree (lower("name"),"id");
--> statement-breakpoint
-- Events saved before occurrences existed become one occurrence each, read by their place's clock.
INSERT INTO "event_occurrences" ("event_id", "starts_at", "ends_at", "start_minute", "weekday", "day_part", "place_id", "organisation_id", "event_list_id", "status", "tags", "feature_ids", "latitude", "longitude")
SELECT e."id", e."starts_at", e."ends_at", e."start_minute",
  extract(isodow from e."starts_at" at time zone coalesce(p."time_zone", 'Europe/Moscow'))::smallint,
  CASE WHEN e."start_minute" < 720 THEN 0 WHEN e."start_minute" < 1020 THEN 1 ELSE 2 END,
  e."place_id", e."organisation_id", e."event_list_id", e."status", e."tags", e."feature_ids", p."latitude", p."longitude"
FROM "events" e LEFT JOIN "places" p ON p."id" = e."place_id";
--> statement-breakpoint
UPDATE "events" e SET "time_zone" = p."time_zone" FROM "places" p WHERE p."id" = e."place_id";
--> statement-breakpoint
-- User codes start with a digit from now on, so no username (which starts with a letter) can ever equal one.
UPDATE "users" SET "code" = (2 + floor(random() * 8))::int::text || substr(md5(random()::text || "id"::text), 1, 7) WHERE "code" ~ '^[a-z]';
