-- A task's change of status updates its assignments' own status (tasks/change-status.ts), which fired the
-- statement trigger that re-reads each touched task's people (0031): an index scan of the task and two
-- calls of cairn_tasks_people, a LANGUAGE sql function that PostgreSQL 15 plans again on every call, for
-- an update that cannot change who is assigned. An update now re-reads only the tasks whose (task, person)
-- pairs it changed, and the people are read by a sub-query of this PL/pgSQL function (planned once per
-- connection) instead of the SQL function.
CREATE OR REPLACE FUNCTION cairn_reread_task_people() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT task_id FROM cairn_new_assignees);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT task_id FROM cairn_old_assignees);
  ELSE
    touched := array(
      SELECT task_id FROM (SELECT task_id, user_id FROM cairn_new_assignees
        EXCEPT SELECT task_id, user_id FROM cairn_old_assignees) added
      UNION
      SELECT task_id FROM (SELECT task_id, user_id FROM cairn_old_assignees
        EXCEPT SELECT task_id, user_id FROM cairn_new_assignees) removed);
  END IF;
  IF cardinality(touched) = 0 THEN
    RETURN NULL;
  END IF;
  -- The tasks by their ids, in their order on disk (0031); the people sub-query is written twice, as the
  -- function call was, because a SET cannot be read in the WHERE.
  UPDATE tasks t SET assignee_ids = coalesce(
      (SELECT array_agg(a.user_id ORDER BY a.user_id) FROM task_assignees a WHERE a.task_id = t.id), '{}'::integer[])
    WHERE t.id = ANY(touched) AND t.assignee_ids IS DISTINCT FROM coalesce(
      (SELECT array_agg(a.user_id ORDER BY a.user_id) FROM task_assignees a WHERE a.task_id = t.id), '{}'::integer[]);
  RETURN NULL;
END $$;
