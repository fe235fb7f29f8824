ALTER TABLE "chats" ADD COLUMN "place_id" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Features that differ only in case or ё («Камин» and «камин», «Ёлка» and «елка») become one before the index
-- forbids them: the oldest keeps its id, every reference moves to it in place (the order kept, a repeat dropped, as
-- features/replace does), the others go.
UPDATE "places" SET "feature_ids" = array(
  select coalesce(m.new_id, x.id) from unnest("feature_ids") with ordinality as x(id, n)
  left join (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m on m.old_id = x.id and m.new_id <> x.id
  group by coalesce(m.new_id, x.id) order by min(x.n))
WHERE "feature_ids" && array(select m.old_id from (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m where m.new_id <> m.old_id);--> statement-breakpoint
UPDATE "events" SET "feature_ids" = array(
  select coalesce(m.new_id, x.id) from unnest("feature_ids") with ordinality as x(id, n)
  left join (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m on m.old_id = x.id and m.new_id <> x.id
  group by coalesce(m.new_id, x.id) order by min(x.n))
WHERE "feature_ids" && array(select m.old_id from (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m where m.new_id <> m.old_id);--> statement-breakpoint
UPDATE "event_occurrences" SET "feature_ids" = array(
  select coalesce(m.new_id, x.id) from unnest("feature_ids") with ordinality as x(id, n)
  left join (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m on m.old_id = x.id and m.new_id <> x.id
  group by coalesce(m.new_id, x.id) order by min(x.n))
WHERE "feature_ids" && array(select m.old_id from (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m where m.new_id <> m.old_id);--> statement-breakpoint
UPDATE "users" SET "favorite_feature_ids" = array(
  select coalesce(m.new_id, x.id) from unnest("favorite_feature_ids") with ordinality as x(id, n)
  left join (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m on m.old_id = x.id and m.new_id <> x.id
  group by coalesce(m.new_id, x.id) order by min(x.n))
WHERE "favorite_feature_ids" && array(select m.old_id from (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m where m.new_id <> m.old_id);--> statement-breakpoint
DELETE FROM "features" WHERE "id" IN (select m.old_id from (select f.id as old_id, (select k.id from "features" as k
    where replace(lower(k.name), 'ё', 'е') = replace(lower(f.name), 'ё', 'е')
    order by k.created_at, k.id limit 1) as new_id
  from "features" as f) as m where m.new_id <> m.old_id);--> statement-breakpoint
CREATE UNIQUE INDEX "features_name_folded_idx" ON "features" USING btree (replace(lower("name"), 'ё', 'е'));