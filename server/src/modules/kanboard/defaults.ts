import { DEFAULT_COLUMNS } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { kanboardCards, kanboardColumns, tasks } from "../../db/schema";

/**
 * A project's board as it starts: Open (every new task), In Progress (reopened tasks), Done (completed tasks)
 * and Overdue, and a card for each of its tasks already there, open ones in Open and done ones in Done,
 * newest first: what the columns' rules would have done had they been there all along. One statement,
 * whatever the number of tasks (a duplicated project brings its tasks). Migration 0020 did the same for the
 * projects that existed before the kanboard.
 */
export async function setUpBoard(db: Executor, projectId: number, createdBy: number): Promise<void> {
  const rows = JSON.stringify(DEFAULT_COLUMNS.map((c, order) => ({ title: c.title, order, automation: c.automation })));
  await db.execute(sql`with made as (
      insert into ${kanboardColumns} (project_id, title, "order", automation, created_by, updated_by)
      select ${projectId}::int, d.title, d."order", d.automation, ${createdBy}::int, ${createdBy}::int
      from jsonb_to_recordset(${rows}::jsonb) as d(title text, "order" int, automation jsonb)
      order by d."order"
      returning id, automation)
    insert into ${kanboardCards} (task_id, column_id, "order")
    select t.id, made.id, (row_number() over (partition by made.id order by t.id desc) - 1)::int
    from ${tasks} t join made on made.automation->>'type' = case when t.status = 1 then 'done' else 'todo' end
    where t.project_id = ${projectId}::int and t.parent_id = 0`);
}
