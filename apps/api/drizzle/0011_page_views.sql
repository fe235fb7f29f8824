CREATE TABLE "page_view_days" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_days_subject_kind_subject_id_day_pk" PRIMARY KEY("subject_kind","subject_id","day"),
	CONSTRAINT "page_view_days_subject_kind" CHECK ("page_view_days"."subject_kind" in ('PLACE', 'EVENT'))
);
--> statement-breakpoint
CREATE INDEX "events_organisation_idx" ON "events" USING btree ("organisation_id");--> statement-breakpoint
-- hand-written
-- A page's counts go with its place or event: the subject is either, so no foreign key can say it.
CREATE OR REPLACE FUNCTION public.mesto_forget_page_views() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.page_view_days WHERE subject_kind = TG_ARGV[0] AND subject_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "places_forget_page_views" AFTER DELETE ON "places" FOR EACH ROW EXECUTE FUNCTION public.mesto_forget_page_views('PLACE');--> statement-breakpoint
CREATE TRIGGER "events_forget_page_views" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION public.mesto_forget_page_views('EVENT');
