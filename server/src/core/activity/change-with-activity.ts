import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { activities } from "../../db/schema";
import type { ActivityInput, ActivityRow } from "./record";

/** A row as `row_to_json` gives it, turned into the table's own row type (dates back to Date, and so on). */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

/**
 * A change and its activity row as ONE statement (data-modifying CTEs): atomic without the BEGIN and
 * COMMIT round trips of a transaction, and a row many people write at once (a task ticked on and off)
 * stays locked only while the statement runs, not across round trips.
 *
 * `change` is an INSERT, UPDATE or DELETE ... RETURNING * on `table`; the activity is about the row it
 * returns (its id is the activity's resource id). `sideEffects` are further data-modifying statements
 * of the same change; they may read the changed row as `changed`. Nothing changed: null, and no log.
 */
export async function changeWithActivity<T extends PgTable>(
  db: Executor,
  table: T,
  change: SQL,
  activity: Omit<ActivityInput, "resourceId">,
  sideEffects: SQL[] = [],
): Promise<{ row: T["$inferSelect"]; activity: ActivityRow } | null> {
  const sides = sideEffects.map((s, i) => sql`, ${sql.raw(`side_${i}`)} as (${s})`);
  const statement = sql`with changed as (${change})${sql.join(sides)},
    logged as (
      insert into ${activities} (actor_id, action, action_type, resource_type, resource_id, project_id, meta,
        private_kinds, owner_id)
      select ${activity.actorId}::int, ${activity.action}, ${activity.actionType}, ${activity.resourceType},
        changed.id, ${activity.projectId}::int, ${JSON.stringify(activity.meta)}::jsonb,
        ${`{${(activity.privateKinds ?? []).join(",")}}`}::text[], ${activity.ownerId ?? null}::int
      from changed
      returning *
    )
    select row_to_json(changed) as changed, row_to_json(logged) as logged from changed cross join logged`;
  const result = (await db.execute(statement)) as unknown as {
    rows: { changed: Record<string, unknown>; logged: Record<string, unknown> }[];
  };
  const [found] = result.rows;
  if (!found) return null;
  return { row: rowFromJson(table, found.changed), activity: rowFromJson(activities, found.logged) };
}
