-- Issue 13, full-text search (docs/decisions.md "Search: stored vectors of surface words, stemming through a
-- vocabulary"). Hand-written: drizzle's schema knows none of it, so no select of the app ever reads a vector.
--
-- Every searchable row stores its words as written (lower case, accents removed: 'cairn_words') in a
-- generated tsvector, titles weighted A and bodies B, under a GIN index. Stemming and typos are resolved at
-- query time through `search_words`, the vocabulary of every word stored, with each word's stem in the
-- workspace's language (configuration 'cairn_stem') and a trigram index. A change of language re-stems the
-- vocabulary only, never the large tables.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION cairn_words (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION cairn_words
  ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION cairn_stem (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION cairn_stem
  ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint

-- The five item tables alike: title (weight A) and description (weight B), under a GIN index with a short
-- pending list (64 kB, not 4 MB): every search reads it whole, so a burst of writes must not leave megabytes
-- of it for the searches that follow until autovacuum comes.
DO $$
DECLARE item text;
BEGIN
  FOREACH item IN ARRAY ARRAY['tasks', 'task_lists', 'milestones', 'discussion_boards', 'projects'] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN search_vector tsvector GENERATED ALWAYS AS ('
      || 'setweight(to_tsvector(''cairn_words''::regconfig, title), ''A'') '
      || '|| setweight(to_tsvector(''cairn_words''::regconfig, description), ''B'')) STORED', item);
    EXECUTE format('CREATE INDEX %I ON %I USING gin (search_vector) WITH (gin_pending_list_limit = 64)',
      item || '_search_idx', item);
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('cairn_words'::regconfig, "content")
) STORED;--> statement-breakpoint
-- Comments on tasks are nearly all of them: a word common there must not make a search of the few comments on
-- lists, milestones, discussions and projects (and replies) walk them all.
CREATE INDEX "comments_task_search_idx" ON "comments" USING gin ("search_vector") WITH (gin_pending_list_limit = 64)
  WHERE "commentable_type" = 'task';--> statement-breakpoint
CREATE INDEX "comments_other_search_idx" ON "comments" USING gin ("search_vector") WITH (gin_pending_list_limit = 64)
  WHERE "commentable_type" <> 'task';--> statement-breakpoint

CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	-- The word's stem in the workspace's language; '' for a stop word.
	"stem" text DEFAULT '' NOT NULL
);--> statement-breakpoint
-- Without a pending list: the vocabulary is read on every search and written rarely, once it knows the words.
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem") WHERE "stem" <> '';--> statement-breakpoint

CREATE FUNCTION cairn_stem(word text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
AS $$ select coalesce((tsvector_to_array(to_tsvector('cairn_stem', word)))[1], '') $$;--> statement-breakpoint

-- The words of new vectors that the vocabulary lacks (letters only: numbers, addresses and the like are only
-- ever matched as typed). Statement-level, so a set-based copy (duplication) adds its words in one go.
CREATE FUNCTION cairn_vocabulary_word(word text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ select length(word) between 2 and 40 and word !~ '[[:digit:][:punct:][:space:]]' $$;--> statement-breakpoint
CREATE FUNCTION cairn_learn_words(vectors tsvector[]) RETURNS void LANGUAGE sql
AS $$
  insert into search_words (word, stem)
  select w, cairn_stem(w) from (select distinct unnest(tsvector_to_array(v)) as w from unnest(vectors) v) x
  where cairn_vocabulary_word(w) and not exists (select 1 from search_words s where s.word = x.w)
  on conflict do nothing
$$;--> statement-breakpoint
CREATE FUNCTION cairn_learn_inserted_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_learn_words(array(select search_vector from new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose words changed: a status change or a reorder costs one comparison per row.
CREATE FUNCTION cairn_learn_updated_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_learn_words(array(
    select n.search_vector from new_rows n join old_rows o on o.id = n.id
    where n.search_vector is distinct from o.search_vector));
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE searched text;
BEGIN
  FOREACH searched IN ARRAY ARRAY['tasks', 'task_lists', 'milestones', 'discussion_boards', 'projects', 'comments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION cairn_learn_inserted_words()', searched || '_learn_words', searched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION cairn_learn_updated_words()', searched || '_relearn_words', searched);
  END LOOP;
END $$;--> statement-breakpoint

-- One word or quoted phrase of a search, as two tsqueries (text): what it means as written (the word in every
-- form sharing its stem; a phrase word for word) and that plus up to five near spellings and longer words it
-- begins (trigrams over the vocabulary). A stop word gives two empty queries. Anything but one plain word
-- (a number, an address, 'e-mail') is matched as written.
CREATE FUNCTION cairn_search_item(item text, is_phrase boolean) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  lexemes text[] := tsvector_to_array(to_tsvector('cairn_words', item));
  typed text;
  root text;
  exact_forms text[];
  near_forms text[];
BEGIN
  IF is_phrase THEN
    RETURN ARRAY[phraseto_tsquery('cairn_words', item)::text, phraseto_tsquery('cairn_words', item)::text];
  END IF;
  IF cardinality(lexemes) <> 1 OR NOT cairn_vocabulary_word(lexemes[1]) THEN
    RETURN ARRAY[plainto_tsquery('cairn_words', item)::text, plainto_tsquery('cairn_words', item)::text];
  END IF;
  typed := lexemes[1];
  root := cairn_stem(typed);
  IF root = '' THEN RETURN ARRAY['', '']; END IF;
  exact_forms := typed || array(select w.word from search_words w where w.stem = root and w.word <> typed);
  -- Vocabulary words are letters only, so they need no escaping inside the quotes.
  near_forms := CASE WHEN length(typed) < 3 THEN '{}'::text[] ELSE array(
    select w.word from search_words w
    where (w.word % typed or w.word like typed || '%') and w.word <> all(exact_forms)
    order by w.word like typed || '%' desc, similarity(w.word, typed) desc, w.word
    limit 5) END;
  RETURN ARRAY[
    (select string_agg('''' || f || '''', ' | ') from unnest(exact_forms) f)::tsquery::text,
    (select string_agg('''' || f || '''', ' | ') from unnest(exact_forms || near_forms) f)::tsquery::text];
END $$;--> statement-breakpoint
-- The stemmer of a locale (BCP 47: 'de', 'pt-BR', 'en_GB'), where PostgreSQL has one; else none ('simple').
CREATE FUNCTION cairn_search_dictionary(locale text) RETURNS text LANGUAGE sql STABLE
AS $$
  select coalesce((
    select d.dictname::text
    from (values ('ar', 'arabic'), ('hy', 'armenian'), ('eu', 'basque'), ('ca', 'catalan'), ('da', 'danish'),
                 ('nl', 'dutch'), ('en', 'english'), ('fi', 'finnish'), ('fr', 'french'), ('de', 'german'),
                 ('el', 'greek'), ('hi', 'hindi'), ('hu', 'hungarian'), ('id', 'indonesian'), ('ga', 'irish'),
                 ('it', 'italian'), ('lt', 'lithuanian'), ('ne', 'nepali'), ('no', 'norwegian'), ('nb', 'norwegian'),
                 ('nn', 'norwegian'), ('pt', 'portuguese'), ('ro', 'romanian'), ('ru', 'russian'), ('sr', 'serbian'),
                 ('es', 'spanish'), ('sv', 'swedish'), ('ta', 'tamil'), ('tr', 'turkish'), ('yi', 'yiddish'))
         as v(code, language)
    join pg_ts_dict d on d.dictname = v.language || '_stem'
    where v.code = lower(split_part(replace(coalesce(locale, 'en'), '_', '-'), '-', 1))
  ), 'simple')
$$;--> statement-breakpoint
-- Points 'cairn_stem' at the locale's stemmer and re-stems the vocabulary; nothing when it already is.
CREATE FUNCTION cairn_use_search_language(locale text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted text := cairn_search_dictionary(locale);
  current_dictionary text;
BEGIN
  SELECT d.dictname INTO current_dictionary
  FROM pg_ts_config_map m JOIN pg_ts_dict d ON d.oid = m.mapdict
  WHERE m.mapcfg = 'cairn_stem'::regconfig AND m.maptokentype = 1 AND m.mapseqno = 2;
  IF current_dictionary = wanted THEN RETURN; END IF;
  EXECUTE format('ALTER TEXT SEARCH CONFIGURATION cairn_stem ALTER MAPPING FOR asciihword, asciiword, hword, '
    'hword_asciipart, hword_part, word WITH unaccent, %I', wanted);
  UPDATE search_words SET stem = cairn_stem(word);
END $$;--> statement-breakpoint
-- The workspace's language is the global setting 'locale': whoever writes it (the settings call, an import),
-- search follows in the same transaction.
CREATE FUNCTION cairn_settings_search_language() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cairn_use_search_language(NULL);
  ELSE
    PERFORM cairn_use_search_language(NEW.value #>> '{}');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settings_search_language" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW
  WHEN (NEW.key = 'locale' AND NEW.project_id IS NULL) EXECUTE FUNCTION cairn_settings_search_language();--> statement-breakpoint
CREATE TRIGGER "settings_search_language_reset" AFTER DELETE ON "settings" FOR EACH ROW
  WHEN (OLD.key = 'locale' AND OLD.project_id IS NULL) EXECUTE FUNCTION cairn_settings_search_language();--> statement-breakpoint

INSERT INTO search_words (word, stem)
SELECT w, cairn_stem(w) FROM (
  SELECT unnest(tsvector_to_array(search_vector)) AS w FROM tasks
  UNION SELECT unnest(tsvector_to_array(search_vector)) FROM task_lists
  UNION SELECT unnest(tsvector_to_array(search_vector)) FROM milestones
  UNION SELECT unnest(tsvector_to_array(search_vector)) FROM discussion_boards
  UNION SELECT unnest(tsvector_to_array(search_vector)) FROM projects
  UNION SELECT unnest(tsvector_to_array(search_vector)) FROM comments
) x WHERE cairn_vocabulary_word(w);--> statement-breakpoint
SELECT cairn_use_search_language((select value #>> '{}' from settings where key = 'locale' and project_id is null));
