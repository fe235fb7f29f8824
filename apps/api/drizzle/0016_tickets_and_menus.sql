ALTER TABLE "events" ADD COLUMN "ticket_url" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "average_bill" integer;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "menu_url" text;