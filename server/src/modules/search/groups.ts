import type { PrivateKind, SearchModel } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { privacySql } from "../../core/policy/policy";
import type { ReaderScope } from "../activities/reader-scope";

/** One group of a search: a table of items (always aliased `x`), its privacy and the comments on its items. */
export type SearchGroup = {
  model: SearchModel;
  table: SQL;
  /** The private kind of its items; null for projects. */
  kind: PrivateKind | null;
  /** `comments.commentable_type` of comments on its items. */
  commentType: string;
  /** The column naming the item's project. */
  projectColumn: SQL;
  /** type, title, project_id, task_list_id, parent_id, list_status of the hit, from `x`. */
  hitColumns: SQL;
  /** The item's body (HTML) column, for a passage when the body matched. */
  bodyColumn: string;
};

const raw = sql.raw;

export const SEARCH_GROUPS: Record<SearchModel, SearchGroup> = {
  tasks: {
    model: "tasks",
    table: raw("tasks"),
    kind: "task",
    commentType: "task",
    projectColumn: raw("x.project_id"),
    hitColumns: raw(`case when x.parent_id > 0 then 'subtask' else 'task' end, x.title, x.project_id, x.task_list_id,
      nullif(x.parent_id, 0), (select l.status from task_lists l where l.id = x.task_list_id)::int`),
    bodyColumn: "x.description",
  },
  task_list: {
    model: "task_list",
    table: raw("task_lists"),
    kind: "list",
    commentType: "task_list",
    projectColumn: raw("x.project_id"),
    hitColumns: raw("'task_list', x.title, x.project_id, x.id, null::int, null::int"),
    bodyColumn: "x.description",
  },
  discussion_board: {
    model: "discussion_board",
    table: raw("discussion_boards"),
    kind: "message",
    commentType: "discussion_board",
    projectColumn: raw("x.project_id"),
    hitColumns: raw("'discussion_board', x.title, x.project_id, null::int, null::int, null::int"),
    bodyColumn: "x.description",
  },
  milestone: {
    model: "milestone",
    table: raw("milestones"),
    kind: "milestone",
    commentType: "milestone",
    projectColumn: raw("x.project_id"),
    hitColumns: raw("'milestone', x.title, x.project_id, null::int, null::int, null::int"),
    bodyColumn: "x.description",
  },
  project: {
    model: "project",
    table: raw("projects"),
    kind: null,
    commentType: "project",
    projectColumn: raw("x.id"),
    hitColumns: raw("'project', x.title, x.id, null::int, null::int, null::int"),
    bodyColumn: "x.description",
  },
};

type Scoped = Extract<ReaderScope, { everything: false }>;

/** Private items of this kind are visible in every project of the scope: no need to ask per row. */
const seesAllOf = (scope: Scoped, kind: PrivateKind) => scope.projects.every((p) => p.kinds.includes(kind));

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

export type ReaderFilter = { scope: ReaderScope; projectId?: number; subTasksOff: boolean };

/**
 * What of a reader changes the statement's text (it is part of the statement family's shape, service.ts):
 * everything (a global manager) or his projects; one project asked for; sub-tasks off; and the private
 * kinds he may not see in every one of his projects, which then need a condition per row.
 */
export type ReaderShape = {
  everything: boolean;
  project: boolean;
  subTasksOff: boolean;
  askPerRow: PrivateKind[];
};

export function readerShapeOf(filter: ReaderFilter): ReaderShape {
  const { scope } = filter;
  const kinds: PrivateKind[] = ["task", "list", "milestone", "message"];
  return {
    everything: scope.everything,
    project: filter.projectId !== undefined,
    subTasksOff: filter.subTasksOff,
    askPerRow: scope.everything ? [] : kinds.filter((kind) => !seesAllOf(scope, kind)),
  };
}

/**
 * What a reader may see of a group, as conditions on an item `x`, all in SQL: the project asked for; his
 * projects; the private items he may view (or made); for a task, its list visible too; no sub-tasks while
 * their module is off. The same conditions hold whether the item matched itself or through one of its
 * comments. Values are placeholders (readerValues): the statement's text depends on the ReaderShape alone.
 * `scoped`: only some projects are searched (else all: a global manager's search).
 */
export type Reader = { conditions: SQL[]; scoped: boolean };

/** Public, or the reader's own, or in a project where he may view this kind (the activity feed's rule). */
const visible = (alias: string, projectColumn: SQL, kind: PrivateKind) =>
  privacySql(
    { isPrivate: raw(`${alias}.is_private`), createdBy: raw(`${alias}.created_by`) },
    value("user"),
    sql`${projectColumn} = any(${value(`viewers_${kind}` as ValueName)})`,
  );

export function readerOf(group: SearchGroup, shape: ReaderShape): Reader {
  const conditions: SQL[] = [];
  if (shape.project) conditions.push(sql`${group.projectColumn} = ${value("project")}`);
  if (group.model === "tasks" && shape.subTasksOff) conditions.push(raw("x.parent_id = 0"));
  if (shape.everything) return { conditions, scoped: shape.project };
  conditions.push(sql`${group.projectColumn} = any(${value("projects")})`);
  if (group.kind && shape.askPerRow.includes(group.kind))
    conditions.push(visible("x", group.projectColumn, group.kind));
  if (group.model === "tasks" && shape.askPerRow.includes("list")) {
    conditions.push(
      sql`exists (select 1 from task_lists l where l.id = x.task_list_id and ${visible("l", raw("l.project_id"), "list")})`,
    );
  }
  return { conditions, scoped: true };
}

const intArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(",")}}`;

/** The placeholders' values for this reader: his id, his projects, and per kind those where he sees it all. */
export function readerValues(filter: ReaderFilter): Record<string, unknown> {
  const { scope } = filter;
  const values: Record<string, unknown> = { project: filter.projectId ?? null };
  const projects = scope.everything
    ? filter.projectId === undefined
      ? []
      : [filter.projectId]
    : scope.projects.map((p) => p.id);
  values.projects = intArray(projects);
  values.user = scope.userId;
  for (const kind of ["task", "list", "milestone", "message"] as PrivateKind[]) {
    const viewers = scope.everything ? [] : scope.projects.filter((p) => p.kinds.includes(kind)).map((p) => p.id);
    values[`viewers_${kind}`] = intArray(viewers);
  }
  return values;
}
