ALTER TABLE "external_event_announcements" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
-- The statuses of the work stream replace the first draft's (IN_PROGRESS, PROCESSED, FAILED): rows keep their meaning.
UPDATE "external_event_announcements" SET "status" = CASE "status" WHEN 'IN_PROGRESS' THEN 'IN_WORK' WHEN 'PROCESSED' THEN 'PUBLISHED' WHEN 'FAILED' THEN 'NEW' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "external_event_announcements" ALTER COLUMN "status" SET DEFAULT 'NEW'::text;--> statement-breakpoint
DROP TYPE "public"."announcement_status";--> statement-breakpoint
CREATE TYPE "public"."announcement_status" AS ENUM('NEW', 'IN_WORK', 'PUBLISHED', 'REJECTED', 'DUPLICATE');--> statement-breakpoint
ALTER TABLE "external_event_announcements" ALTER COLUMN "status" SET DEFAULT 'NEW'::"public"."announcement_status";--> statement-breakpoint
ALTER TABLE "external_event_announcements" ALTER COLUMN "status" SET DATA TYPE "public"."announcement_status" USING "status"::"public"."announcement_status";--> statement-breakpoint
ALTER TABLE "external_event_announcements" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_event_announcements" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_event_announcements" ADD COLUMN "extraction" jsonb;--> statement-breakpoint
ALTER TABLE "external_event_announcements" ADD COLUMN "extracted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_event_announcements" ADD COLUMN "duplicate_of_event_id" uuid;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "opinion_summary" jsonb;--> statement-breakpoint
ALTER TABLE "external_event_announcements" ADD CONSTRAINT "external_event_announcements_duplicate_of_event_id_events_id_fk" FOREIGN KEY ("duplicate_of_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_event_announcements_created_idx" ON "external_event_announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "external_event_announcements_open_idx" ON "external_event_announcements" USING btree ("created_at","id") WHERE "external_event_announcements"."status" in ('NEW', 'IN_WORK');