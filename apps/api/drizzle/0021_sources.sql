CREATE TYPE "public"."source_item_outcome" AS ENUM('REVIEW', 'PUBLISHED', 'DUPLICATE', 'SKIPPED');--> statement-breakpoint
CREATE TYPE "public"."source_kind" AS ENUM('TELEGRAM_CHANNEL', 'ICAL', 'RSS', 'WEB_PAGE');--> statement-breakpoint
CREATE TYPE "public"."source_state" AS ENUM('ACTIVE', 'PAUSED', 'FAILING');--> statement-breakpoint
CREATE TYPE "public"."source_trust" AS ENUM('REVIEW', 'AUTO');--> statement-breakpoint
CREATE TABLE "source_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"title" text,
	"starts_at" timestamp with time zone,
	"url" text,
	"outcome" "source_item_outcome" NOT NULL,
	"announcement_id" uuid,
	"event_id" uuid,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "source_kind" NOT NULL,
	"address" text NOT NULL,
	"place_id" uuid,
	"organisation_id" uuid,
	"trust" "source_trust" DEFAULT 'REVIEW' NOT NULL,
	"state" "source_state" DEFAULT 'ACTIVE' NOT NULL,
	"title" text,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"telegram_chat_id" bigint,
	"created_by_id" uuid,
	"last_fetched_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_code" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"items_seen" integer DEFAULT 0 NOT NULL,
	"items_published" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_announcement_id_external_event_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."external_event_announcements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_items_source_key_idx" ON "source_items" USING btree ("source_id","key");--> statement-breakpoint
CREATE INDEX "source_items_source_changed_idx" ON "source_items" USING btree ("source_id","changed_at");--> statement-breakpoint
CREATE INDEX "source_items_event_idx" ON "source_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_kind_address_idx" ON "sources" USING btree ("kind","address");--> statement-breakpoint
CREATE INDEX "sources_due_idx" ON "sources" USING btree ("next_fetch_at") WHERE "sources"."state" <> 'PAUSED' and "sources"."kind" <> 'TELEGRAM_CHANNEL';--> statement-breakpoint
CREATE INDEX "sources_place_idx" ON "sources" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "sources_organisation_idx" ON "sources" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_telegram_chat_idx" ON "sources" USING btree ("telegram_chat_id");