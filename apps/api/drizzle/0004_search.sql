-- Russian global search (feed/global-search). Both sides of a comparison go through the same IMMUTABLE functions, so
-- what the expression indexes hold and what a query asks are spelt alike: lower case, ё as е, punctuation as spaces.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The search key of a name: Cyrillic upper case and ё mapped by translate (so the result does not depend on the
-- database's locale), the rest lowered, anything but letters and digits of the two alphabets folded into one space.
-- The API computes the same key for the query (feed/search.service.ts: searchKey). A plain SQL function, so the
-- planner inlines it and index expressions match query expressions.
CREATE OR REPLACE FUNCTION public.mesto_search_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(lower(translate(value, 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе')), '[^0-9a-zа-я]+', ' ', 'g')) $$;--> statement-breakpoint
-- The document of a row: the name (weight A) and other text (description, address: weight B), stemmed by the russian
-- snowball configuration («кофейни» and «кофейня» share the lexeme «кофейн»).
CREATE OR REPLACE FUNCTION public.mesto_search_doc(name text, other text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector('pg_catalog.russian'::regconfig, public.mesto_search_key(coalesce(name, ''))), 'A') || setweight(to_tsvector('pg_catalog.russian'::regconfig, public.mesto_search_key(coalesce(other, ''))), 'B') $$;--> statement-breakpoint
-- Per searched table: a GIN index on the document (words, stems, prefixes), a GIN trigram index on the key of the
-- name (typos) and a btree on that key (names equal to the query or starting with it, whatever else matches). The
-- expressions are written exactly as feed/search.service.ts writes them.
CREATE INDEX IF NOT EXISTS "places_search_doc_idx" ON "places" USING gin (public.mesto_search_doc("name", "address" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "places_search_key_idx" ON "places" USING gin (public.mesto_search_key("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_doc_idx" ON "events" USING gin (public.mesto_search_doc("title", "description"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_key_idx" ON "events" USING gin (public.mesto_search_key("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organisations_search_doc_idx" ON "organisations" USING gin (public.mesto_search_doc("name", "description"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organisations_search_key_idx" ON "organisations" USING gin (public.mesto_search_key("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_lists_search_doc_idx" ON "event_lists" USING gin (public.mesto_search_doc("name", "description"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_lists_search_key_idx" ON "event_lists" USING gin (public.mesto_search_key("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_doc_idx" ON "users" USING gin (public.mesto_search_doc("display_name" || ' ' || coalesce("username", ''), NULL));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_key_idx" ON "users" USING gin (public.mesto_search_key("display_name" || ' ' || coalesce("username", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "places_search_prefix_idx" ON "places" USING btree (public.mesto_search_key("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_prefix_idx" ON "events" USING btree (public.mesto_search_key("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organisations_search_prefix_idx" ON "organisations" USING btree (public.mesto_search_key("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_lists_search_prefix_idx" ON "event_lists" USING btree (public.mesto_search_key("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_prefix_idx" ON "users" USING btree (public.mesto_search_key("display_name" || ' ' || coalesce("username", '')) text_pattern_ops);--> statement-breakpoint
-- The feed (feed/feed.service.ts) reads the newest rows of each followed place, organisation, event list and person
-- through a (source, time) index, and the public stream reads events and rooms newest first.
CREATE INDEX IF NOT EXISTS "events_feed_place_idx" ON "events" USING btree ("place_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_feed_organisation_idx" ON "events" USING btree ("organisation_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_feed_list_idx" ON "events" USING btree ("event_list_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_feed_created_idx" ON "events" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_feed_owner_idx" ON "rooms" USING btree ("owner_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_feed_created_idx" ON "rooms" USING btree ("created_at", "id");
