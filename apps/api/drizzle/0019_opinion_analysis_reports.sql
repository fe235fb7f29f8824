CREATE TABLE "opinion_analysis_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opinion_id" uuid NOT NULL,
	"reporter_id" uuid,
	"organisation_id" uuid,
	"aspects" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"analysis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"closing_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opinion_analysis_reports" ADD CONSTRAINT "opinion_analysis_reports_opinion_id_opinions_id_fk" FOREIGN KEY ("opinion_id") REFERENCES "public"."opinions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_analysis_reports" ADD CONSTRAINT "opinion_analysis_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_analysis_reports" ADD CONSTRAINT "opinion_analysis_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_analysis_reports" ADD CONSTRAINT "opinion_analysis_reports_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opinion_analysis_reports_open_unique" ON "opinion_analysis_reports" USING btree ("opinion_id","reporter_id") WHERE "opinion_analysis_reports"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "opinion_analysis_reports_open_idx" ON "opinion_analysis_reports" USING btree ("created_at","id") WHERE "opinion_analysis_reports"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "opinion_analysis_reports_closed_idx" ON "opinion_analysis_reports" USING btree ("closed_at","id") WHERE "opinion_analysis_reports"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "opinion_analysis_reports_opinion_idx" ON "opinion_analysis_reports" USING btree ("opinion_id");--> statement-breakpoint
CREATE INDEX "opinion_analysis_reports_reporter_idx" ON "opinion_analysis_reports" USING btree ("reporter_id","created_at");