import type { PrivateKind } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { privacySql } from "../../core/policy/policy";

const raw = sql.raw;

/**
 * The statement's values, each a column of the one-row `vals` (valuesCte) that every group reads LATERAL as
 * `sv`: inside the groups a value is then a plain parameter of the executor, where a placeholder in place (an
 * InitPlan, so that the plan stays blind to it) was set up anew on every execution, ~200 of them for a
 * client's search.
 */
const VALUE_TYPES = {
  exact: "tsquery",
  exact_title: "tsquery",
  near: "tsquery",
  near_title: "tsquery",
  project: "int",
  projects: "int[]",
  user: "int",
  viewers_task: "int[]",
  viewers_list: "int[]",
  viewers_milestone: "int[]",
  viewers_message: "int[]",
  viewers_file: "int[]",
} as const;
export type ValueName = keyof typeof VALUE_TYPES;

/** A value of the statement, read from `vals sv`. */
export const value = (name: ValueName) => raw(`sv.w_${name}`);

/**
 * A value as an InitPlan over a named placeholder, never a bare parameter: the plan is then the same for
 * every value (the planner cannot peek at it), so one generic plan per connection serves every search.
 * What the planner would judge from the values (is a word common?) is decided in code instead (tiers.ts).
 * The cast outside keeps `= any(...)` reading an array rather than a subquery's rows.
 */
const param = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${raw(type)})::${raw(type)}`;

/** The one-row `vals`, every value once, each an InitPlan over its placeholder (param). */
export const valuesCte = () =>
  sql`vals as materialized (select ${sql.join(
    Object.entries(VALUE_TYPES).map(([name, type]) => sql`${param(name, type)} as ${raw(`w_${name}`)}`),
    sql`, `,
  )})`;

/** The private kinds a search decides per row, each with its `viewers_<kind>` value. */
export const SEARCHED_KINDS: PrivateKind[] = ["task", "list", "milestone", "message", "file"];

/** Public, or the reader's own, or in a project where he may view this kind (the activity feed's rule). */
export const visible = (alias: string, projectColumn: SQL, kind: PrivateKind) =>
  privacySql(
    { isPrivate: raw(`${alias}.is_private`), createdBy: raw(`${alias}.created_by`) },
    value("user"),
    sql`${projectColumn} = any(${value(`viewers_${kind}` as ValueName)})`,
  );
