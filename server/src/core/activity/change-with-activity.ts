import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { activities } from "../../db/schema";
import { runNamed } from "../../db/statements";
import { type ActivityInput, type ActivityRow, activityValues } from "./record";

/** A row as `row_to_json` gives it, turned into the table's own row type (dates back to Date, and so on). */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

type Options = {
  /** Further data-modifying statements of the same change; they may read the changed row as `changed`. */
  sideEffects?: SQL[];
  /** The meta key that also names the changed row's id (e.g. comment_id). */
  idInMeta?: string;
};

/**
 * A change and its activity rows as ONE statement (data-modifying CTEs): atomic without the BEGIN and
 * COMMIT round trips of a transaction, and a row many people write at once (a task ticked on and off)
 * stays locked only while the statement runs, not across round trips.
 *
 * `change` is an INSERT, UPDATE or DELETE ... RETURNING * on `table`; the activities are about the row it
 * returns (its id is their resource id). Nothing changed: null, and no log.
 */
export async function changeWithActivities<T extends PgTable>(
  db: Executor,
  table: T,
  change: SQL,
  logs: Omit<ActivityInput, "resourceId">[],
  { sideEffects = [], idInMeta }: Options = {},
): Promise<{ row: T["$inferSelect"]; activities: ActivityRow[] } | null> {
  const sides = sideEffects.map((s, i) => sql`, ${sql.raw(`side_${i}`)} as (${s})`);
  // The same values recordActivities writes, keyed by column name for jsonb_to_recordset.
  const columns = getTableColumns(activities);
  const rows = logs.map((a, i) => {
    const values = Object.entries(activityValues({ ...a, resourceId: 0 }));
    return Object.fromEntries([["n", i], ...values.map(([key, v]) => [columns[key as keyof typeof columns].name, v])]);
  });
  const meta = idInMeta ? sql`a.meta || jsonb_build_object(${idInMeta}::text, changed.id)` : sql`a.meta`;
  const statement = sql`with changed as (${change})${sql.join(sides)},
    logged as (
      insert into ${activities} (actor_id, action, action_type, resource_type, resource_id, project_id, meta,
        private_kinds, owner_id)
      select a.actor_id, a.action, a.action_type, a.resource_type, changed.id, a.project_id, ${meta},
        a.private_kinds, a.owner_id
      from changed cross join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as a(n int, actor_id int,
        action text, action_type text, resource_type text, project_id int, meta jsonb, private_kinds text[],
        owner_id int)
      order by a.n
      returning *
    )
    select row_to_json(changed) as changed,
      (select coalesce(json_agg(row_to_json(logged) order by logged.id), '[]'::json) from logged) as logged
    from changed`;
  // Prepared under its text's name: planning this statement was a third of PostgreSQL's time on a status
  // change (bench: 2.6-3.0 ms a change unnamed, 2.0 prepared). Its text depends on the change's shape only.
  const [found] = await runNamed<{ changed: Record<string, unknown>; logged: Record<string, unknown>[] }>(
    db,
    statement,
  );
  if (!found) return null;
  return {
    row: rowFromJson(table, found.changed),
    activities: found.logged.map((l) => rowFromJson(activities, l)),
  };
}

/** changeWithActivities with the one activity most changes log. */
export async function changeWithActivity<T extends PgTable>(
  db: Executor,
  table: T,
  change: SQL,
  log: Omit<ActivityInput, "resourceId">,
  options: Options = {},
): Promise<{ row: T["$inferSelect"]; activity: ActivityRow } | null> {
  const done = await changeWithActivities(db, table, change, [log], options);
  return done && { row: done.row, activity: done.activities[0] };
}
