-- Issue 46: docs, links and files are found by search (search/groups.ts), through the full-text design of
-- migration 0014: a stored vector of the words as written under a GIN index, words learnt by the vocabulary.
-- The name (a file's original name, a doc's or link's title) weighs A, the body (a doc's text, a link's note, a
-- file's description) B, a link's address C. A file name is one token to the parser ('budget_2024-final.xlsx'
-- is a single "file" word): it is indexed as written and with its punctuation made spaces too, so both the name
-- as typed and each of its words find it; an address likewise gives its host and path words.
ALTER TABLE "files" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('cairn_words'::regconfig, "name")
    || to_tsvector('cairn_words'::regconfig, regexp_replace("name", '[[:punct:]]+', ' ', 'g')), 'A')
  || setweight(to_tsvector('cairn_words'::regconfig, coalesce("description", '')), 'B')
  || setweight(to_tsvector('cairn_words'::regconfig, regexp_replace(coalesce("url", ''), '[[:punct:]]+', ' ', 'g')), 'C')
) STORED;--> statement-breakpoint
-- Folders and the attachments of docs and links are never hits, but they are few: one index over every row
-- keeps the search's statement free of a condition the planner would have to prove for a partial one.
CREATE INDEX "files_search_idx" ON "files" USING gin ("search_vector") WITH (gin_pending_list_limit = 64);--> statement-breakpoint
CREATE TRIGGER "files_learn_words" AFTER INSERT ON "files" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cairn_learn_inserted_words();--> statement-breakpoint
CREATE TRIGGER "files_relearn_words" AFTER UPDATE ON "files" FOR EACH ROW
  WHEN (NEW.search_vector IS DISTINCT FROM OLD.search_vector) EXECUTE FUNCTION cairn_learn_row_words();--> statement-breakpoint
INSERT INTO search_words (word, stem)
SELECT w, cairn_stem(w) FROM (SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS w FROM files) x
WHERE cairn_vocabulary_word(w)
ON CONFLICT DO NOTHING;
