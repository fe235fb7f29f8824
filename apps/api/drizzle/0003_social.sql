DROP INDEX "feedbacks_opinion_idx";--> statement-breakpoint
-- Data written before these rules: an opinion is about a place or an event (seeded ones that named both keep the
-- event), one opinion per author and subject and one answer per opinion (the newest stays), a subscription has one
-- target, a room a positive capacity, a visit an expiry after its start.
UPDATE "opinions" SET "place_id" = NULL WHERE "place_id" IS NOT NULL AND "event_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "opinions" AS "o" USING "opinions" AS "newer" WHERE "o"."author_id" = "newer"."author_id" AND "o"."place_id" = "newer"."place_id" AND ("o"."created_at", "o"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
DELETE FROM "opinions" AS "o" USING "opinions" AS "newer" WHERE "o"."author_id" = "newer"."author_id" AND "o"."event_id" = "newer"."event_id" AND ("o"."created_at", "o"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
DELETE FROM "feedbacks" AS "f" USING "feedbacks" AS "newer" WHERE "f"."opinion_id" = "newer"."opinion_id" AND ("f"."created_at", "f"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
DELETE FROM "user_subscriptions" WHERE num_nonnulls("user_id", "place_id", "organisation_id", "event_list_id") <> 1;--> statement-breakpoint
UPDATE "rooms" SET "capacity" = NULL WHERE "capacity" <= 0;--> statement-breakpoint
DELETE FROM "user_visits" WHERE "expires_at" <= "started_at";--> statement-breakpoint
ALTER TABLE "opinions" ADD COLUMN "was_there" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_opinion_unique" ON "feedbacks" USING btree ("opinion_id");--> statement-breakpoint
CREATE INDEX "opinions_created_idx" ON "opinions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "opinions_author_place_unique" ON "opinions" USING btree ("author_id","place_id") WHERE "opinions"."place_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "opinions_author_event_unique" ON "opinions" USING btree ("author_id","event_id") WHERE "opinions"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "room_participants_user_idx" ON "room_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rooms_place_idx" ON "rooms" USING btree ("place_id","starts_at");--> statement-breakpoint
CREATE INDEX "rooms_event_idx" ON "rooms" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "user_subscriptions_place_idx" ON "user_subscriptions" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_organisation_idx" ON "user_subscriptions" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_event_list_idx" ON "user_subscriptions" USING btree ("event_list_id");--> statement-breakpoint
CREATE INDEX "user_visits_open_idx" ON "user_visits" USING btree ("place_id","expires_at") WHERE "user_visits"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "opinions" ADD CONSTRAINT "opinions_one_subject" CHECK (num_nonnulls("opinions"."place_id", "opinions"."event_id") = 1);--> statement-breakpoint
ALTER TABLE "opinions" ADD CONSTRAINT "opinions_rating_range" CHECK ("opinions"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_capacity_positive" CHECK ("rooms"."capacity" is null or "rooms"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_one_target" CHECK (num_nonnulls("user_subscriptions"."user_id", "user_subscriptions"."place_id", "user_subscriptions"."organisation_id", "user_subscriptions"."event_list_id") = 1);--> statement-breakpoint
ALTER TABLE "user_visits" ADD CONSTRAINT "user_visits_expiry_after_start" CHECK ("user_visits"."expires_at" > "user_visits"."started_at");--> statement-breakpoint
-- The «был здесь» mark of opinions already written: a check-in at the place within the 30 days before.
UPDATE "opinions" AS "o" SET "was_there" = true WHERE "o"."place_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "user_visits" AS "v" WHERE "v"."user_id" = "o"."author_id" AND "v"."place_id" = "o"."place_id" AND "v"."started_at" <= "o"."created_at" AND "v"."started_at" > "o"."created_at" - interval '30 days');
--> statement-breakpoint
-- The longest stored event occurrence, in minutes: lists of what is not over yet look back that far (events.service).
INSERT INTO "app_meta" ("key", "value") SELECT 'longest_occurrence_minutes', to_jsonb(coalesce(max(ceil(extract(epoch FROM ("ends_at" - "starts_at")) / 60)), 0)::int) FROM "event_occurrences" WHERE "ends_at" IS NOT NULL ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value";
