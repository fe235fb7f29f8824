DROP INDEX "user_subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_place_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_organisation_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_event_list_idx";--> statement-breakpoint
CREATE INDEX "user_subscriptions_subscriber_idx" ON "user_subscriptions" USING btree ("subscriber_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_place_idx" ON "user_subscriptions" USING btree ("place_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_organisation_idx" ON "user_subscriptions" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_event_list_idx" ON "user_subscriptions" USING btree ("event_list_id","created_at","id");