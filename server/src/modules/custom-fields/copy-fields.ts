import { sql } from "drizzle-orm";
import { customFields, taskCustomValues } from "../../db/schema";
import { allocateIds, copyLinkRows, copyRows } from "../duplication/copy-rows";
import type { ProjectCopiedHook, TasksCopiedHook } from "../duplication/hooks";

/**
 * A duplicated project has the original's fields (names, types, options, defaults, order) and each copied task
 * its values of them: two set-based statements and the ids', whatever the number of tasks. A user field's
 * values stay: the copy has the same members.
 */
export const copyProjectFields: ProjectCopiedHook = async (tx, { from, project, tasks, me }) => {
  const fields = await allocateIds(tx, customFields, sql`select id from ${customFields} where project_id = ${from}`);
  await copyRows(tx, customFields, fields, {
    set: {
      project_id: sql`${project.id}::int`,
      created_by: sql`${me.id}::int`,
      updated_by: sql`${me.id}::int`,
      created_at: sql`now()`,
      updated_at: sql`now()`,
    },
  });
  await copyLinkRows(
    tx,
    taskCustomValues,
    [
      { column: "task_id", map: tasks },
      { column: "field_id", map: fields },
    ],
    { project_id: sql`${project.id}::int` },
  );
};

/** A duplicated list's tasks keep their values (the same fields: the copy is in the same project). */
export const copyTaskValues: TasksCopiedHook = async (tx, { tasks }) => {
  await copyLinkRows(tx, taskCustomValues, [{ column: "task_id", map: tasks }]);
};
