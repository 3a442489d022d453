import { sql } from "drizzle-orm";
import { idArray } from "../../db/client";
import { kanboardCards, kanboardColumns } from "../../db/schema";
import { allocateIds, copyLinkRows, copyRows } from "../duplication/copy-rows";
import type { ProjectCopiedHook } from "../duplication/hooks";

/**
 * A duplicated project's board is the original's: its columns (titles, order, colours, automations, a `todo`
 * column's lists read through the copy's lists) and a card in the same place for each copied task. Three
 * set-based statements, whatever the board's size. The `users` of a `users` column stay: the copy has the
 * same members.
 */
export const copyBoard: ProjectCopiedHook = async (tx, { from, project, lists, tasks, me }) => {
  const columns = await allocateIds(
    tx,
    kanboardColumns,
    sql`select id from ${kanboardColumns} where project_id = ${from}`,
  );
  const listsOf = sql`(select coalesce(jsonb_agg(m.new_id order by e.n), '[]'::jsonb)
    from jsonb_array_elements_text(t.automation->'lists') with ordinality as e(v, n)
    join unnest(${idArray(lists.old)}, ${idArray(lists.new)}) as m(old_id, new_id) on m.old_id = e.v::int)`;
  await copyRows(tx, kanboardColumns, columns, {
    set: {
      project_id: sql`${project.id}::int`,
      // The copied cards' insert below counts them in (migration 0032's triggers).
      card_count: sql`0`,
      automation: sql`case when t.automation ? 'lists' then jsonb_set(t.automation, '{lists}', ${listsOf}) else t.automation end`,
      created_by: sql`${me.id}::int`,
      updated_by: sql`${me.id}::int`,
      created_at: sql`now()`,
      updated_at: sql`now()`,
    },
  });
  await copyLinkRows(tx, kanboardCards, [
    { column: "task_id", map: tasks },
    { column: "column_id", map: columns },
  ]);
};
