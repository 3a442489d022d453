-- Two functions that every write of words or cards runs from a trigger were LANGUAGE sql: PostgreSQL 15 plans
-- a non-inlined SQL function's statement again on every call, and a PL/pgSQL one once per connection. Measured
-- on the large dataset (PostgreSQL 15, one caller): learning a task's four words 0.26 -> 0.07 ms a call, an
-- empty call (a task created without custom values still fires the values' trigger) 0.14 -> 0.04 ms. A task
-- creation runs the first twice, a card move or a new task on the board the second once.
CREATE OR REPLACE FUNCTION cairn_learn_words(vectors tsvector[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(vectors), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO search_words (word, stem)
  SELECT w, cairn_stem(w) FROM (SELECT DISTINCT unnest(tsvector_to_array(v)) AS w FROM unnest(vectors) v) x
  WHERE cairn_vocabulary_word(w) AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = x.w)
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cairn_add_to_card_counts(changes int[], deltas int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kanboard_columns c SET card_count = c.card_count + d.delta
  FROM (SELECT column_id, sum(delta)::int AS delta FROM unnest(changes, deltas) AS x(column_id, delta) GROUP BY column_id) d
  WHERE c.id = d.column_id AND d.delta <> 0;
END $$;
