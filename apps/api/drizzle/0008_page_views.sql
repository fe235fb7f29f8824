CREATE TABLE "page_view_days" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_days_subject_kind_subject_id_day_pk" PRIMARY KEY("subject_kind","subject_id","day"),
	CONSTRAINT "page_view_days_subject_kind" CHECK ("page_view_days"."subject_kind" in ('PLACE', 'EVENT'))
);
--> statement-breakpoint
CREATE INDEX "events_organisation_idx" ON "events" USING btree ("organisation_id");