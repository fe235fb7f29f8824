-- Russian global search (feed/global-search): filled by the search feature.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
