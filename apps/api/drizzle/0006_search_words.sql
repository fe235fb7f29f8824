CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The words of a text worth correcting towards: its search key split at spaces, three letters or more, no digits
-- («42», «mikhailov507»).
CREATE OR REPLACE FUNCTION public.mesto_remember_words(value text) RETURNS void
LANGUAGE sql VOLATILE
AS $$ INSERT INTO public.search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(public.mesto_search_key(coalesce(value, '')), ' ') AS w
  WHERE length(w) >= 3 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING $$;--> statement-breakpoint
-- Row trigger: the arguments name the row's columns whose words are remembered.
CREATE OR REPLACE FUNCTION public.mesto_remember_name_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  columnName text;
  fields jsonb := to_jsonb(NEW);
BEGIN
  FOREACH columnName IN ARRAY TG_ARGV LOOP
    PERFORM public.mesto_remember_words(fields ->> columnName);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "places_search_words" AFTER INSERT OR UPDATE OF "name" ON "places" FOR EACH ROW EXECUTE FUNCTION public.mesto_remember_name_words('name');--> statement-breakpoint
CREATE TRIGGER "events_search_words" AFTER INSERT OR UPDATE OF "title" ON "events" FOR EACH ROW EXECUTE FUNCTION public.mesto_remember_name_words('title');--> statement-breakpoint
CREATE TRIGGER "organisations_search_words" AFTER INSERT OR UPDATE OF "name" ON "organisations" FOR EACH ROW EXECUTE FUNCTION public.mesto_remember_name_words('name');--> statement-breakpoint
CREATE TRIGGER "event_lists_search_words" AFTER INSERT OR UPDATE OF "name" ON "event_lists" FOR EACH ROW EXECUTE FUNCTION public.mesto_remember_name_words('name');--> statement-breakpoint
CREATE TRIGGER "users_search_words" AFTER INSERT OR UPDATE OF "display_name", "username" ON "users" FOR EACH ROW EXECUTE FUNCTION public.mesto_remember_name_words('display_name', 'username');--> statement-breakpoint
-- The words of the names already there.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM (
  SELECT "name" AS value FROM "places"
  UNION ALL SELECT "title" FROM "events"
  UNION ALL SELECT "name" FROM "organisations"
  UNION ALL SELECT "name" FROM "event_lists"
  UNION ALL SELECT "display_name" FROM "users"
  UNION ALL SELECT "username" FROM "users" WHERE "username" IS NOT NULL
) AS names, regexp_split_to_table(public.mesto_search_key(names.value), ' ') AS w
WHERE length(w) >= 3 AND w !~ '[0-9]'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The dictionary of the global search's typos (feed/search.service.ts): a mistyped word («кафейня») is looked up
-- among the words that names really hold (trigram similarity over this small table, not over every name of a
-- million-row table) and searched as the words it may have meant («кофейня»). Built after the words are in, and
-- without a pending list (see below).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Typos were found by trigram similarity over every name; the dictionary replaces those indexes.
DROP INDEX IF EXISTS "places_search_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "organisations_search_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "event_lists_search_key_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_key_idx";
--> statement-breakpoint
-- Writes go straight into the text indexes instead of a pending list: every search reads all of that list (up to
-- 4 MB, ~4 ms a scan at a million events) until a vacuum merges it; a search should not depend on when that was.
ALTER INDEX "places_search_doc_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "events_search_doc_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "organisations_search_doc_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "event_lists_search_doc_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_search_doc_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass) FROM unnest(ARRAY['places_search_doc_idx', 'events_search_doc_idx', 'organisations_search_doc_idx', 'event_lists_search_doc_idx', 'users_search_doc_idx']) AS index_name;
