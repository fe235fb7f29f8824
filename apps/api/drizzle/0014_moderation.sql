CREATE TYPE "public"."complaint_reason" AS ENUM('SPAM', 'INSULT', 'FALSE_INFORMATION', 'OFF_TOPIC', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."complaint_target" AS ENUM('OPINION', 'FEEDBACK', 'ROOM', 'CHAT_MESSAGE', 'USER');--> statement-breakpoint
CREATE TYPE "public"."held_reason" AS ENUM('LINKS', 'PHONES', 'BURST');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('KEEP', 'HIDE', 'DELETE');--> statement-breakpoint
CREATE TYPE "public"."moderation_state" AS ENUM('VISIBLE', 'HELD', 'HIDDEN', 'DELETED');--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"target_type" "complaint_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" "complaint_reason" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" "complaint_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"action" "moderation_action" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"moderator_id" uuid,
	"previous_state" "moderation_state" NOT NULL,
	"new_state" "moderation_state" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"target_type" "complaint_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"author_id" uuid,
	"open_complaints" integer DEFAULT 0 NOT NULL,
	"last_complaint_at" timestamp with time zone,
	"held_reason" "held_reason",
	"held_at" timestamp with time zone,
	"last_decision_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "moderation_state" "moderation_state" DEFAULT 'VISIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation_state" "moderation_state" DEFAULT 'VISIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "opinions" ADD COLUMN "moderation_state" "moderation_state" DEFAULT 'VISIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "opinions" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "moderation_state" "moderation_state" DEFAULT 'VISIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderation_state" "moderation_state" DEFAULT 'VISIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_author_target_unique" ON "complaints" USING btree ("author_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "complaints_target_idx" ON "complaints" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_author_created_idx" ON "complaints" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_target_idx" ON "moderation_decisions" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_items_open_idx" ON "moderation_items" USING btree ("open_complaints","last_complaint_at","target_id") WHERE "moderation_items"."open_complaints" > 0;--> statement-breakpoint
CREATE INDEX "moderation_items_held_idx" ON "moderation_items" USING btree ("held_at","target_id") WHERE "moderation_items"."held_at" is not null;--> statement-breakpoint
CREATE INDEX "moderation_items_decided_idx" ON "moderation_items" USING btree ("last_decision_at","target_id") WHERE "moderation_items"."last_decision_at" is not null;--> statement-breakpoint
CREATE INDEX "moderation_items_author_idx" ON "moderation_items" USING btree ("author_id");