CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_key" text NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"chat_messages" boolean DEFAULT true NOT NULL,
	"opinion_answers" boolean DEFAULT true NOT NULL,
	"room_starts" boolean DEFAULT true NOT NULL,
	"followed_events" boolean DEFAULT true NOT NULL,
	"business_opinions" boolean DEFAULT true NOT NULL,
	"business_chats" boolean DEFAULT true NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_quiet_range" CHECK (("notification_settings"."quiet_start" is null) = ("notification_settings"."quiet_end" is null) and ("notification_settings"."quiet_start" is null or ("notification_settings"."quiet_start" between 0 and 1439 and "notification_settings"."quiet_end" between 0 and 1439)))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telegram_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_pending_idx" ON "notification_outbox" USING btree ("available_at","id") WHERE "notification_outbox"."sent_at" is null and "notification_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "notification_outbox_user_idx" ON "notification_outbox" USING btree ("user_id","group_key","available_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_idx" ON "notification_outbox" USING btree ("user_id","dedupe_key") WHERE "notification_outbox"."dedupe_key" is not null;--> statement-breakpoint
-- hand-written
-- Binding Telegram (again) ends the «blocked the bot» mark: whoever sets telegram_id — the bot's /start, a sign-in
-- with Telegram — the person has just talked to the bot, so it may write to them.
CREATE OR REPLACE FUNCTION public.mesto_telegram_rebound() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.telegram_id IS NOT NULL THEN
    NEW.telegram_blocked_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_telegram_rebound" BEFORE UPDATE OF "telegram_id" ON "users" FOR EACH ROW EXECUTE FUNCTION public.mesto_telegram_rebound();
