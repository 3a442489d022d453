-- The vocabulary learnt a row's words again after every UPDATE of a searched table through a statement trigger
-- with transition tables: every update (a status change, a reorder, the assignees' copy on tasks) captured its
-- old and new rows and joined them to find changed words, 0.17 ms of a status change for nothing. A row
-- trigger whose WHEN compares the stored vectors costs one comparison per row when the words did not change,
-- and runs the vocabulary's insert only for a row whose words did. Bulk updates of the words themselves do
-- not happen (a language change re-stems the vocabulary, not the rows).
CREATE OR REPLACE FUNCTION cairn_learn_row_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cairn_learn_words(ARRAY[NEW.search_vector]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE searched text;
BEGIN
  FOREACH searched IN ARRAY ARRAY['tasks', 'task_lists', 'milestones', 'discussion_boards', 'projects', 'comments'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', searched || '_relearn_words', searched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW '
      || 'WHEN (NEW.search_vector IS DISTINCT FROM OLD.search_vector) EXECUTE FUNCTION cairn_learn_row_words()',
      searched || '_relearn_words', searched);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS cairn_learn_updated_words();
