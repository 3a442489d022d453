import type { PrivateKind, SearchModel } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import type { ReaderScope } from "../activities/reader-scope";
import { FILE_GROUPS } from "./file-groups";
import { SEARCHED_KINDS, value, visible } from "./values";

/** One group of a search: a table of items (always aliased `x`), its privacy and the comments on its items. */
export type SearchGroup = {
  model: SearchModel;
  table: SQL;
  /** Which rows of the table are the group's items (the files area's docs, links or files); all when absent. */
  filter?: SQL;
  /** The private kind of its items; null for projects, and for groups with a rule of their own (`seen`). */
  kind: PrivateKind | null;
  /** Who sees an item when a kind's flag does not say it alone (the files area's folders and attachments). */
  seen?: (shape: ReaderShape) => SQL;
  /** `comments.commentable_type` of comments on its items. */
  commentType: string;
  /** The column naming the item's project. */
  projectColumn: SQL;
  /** type, title, project_id, task_list_id, task_list_title, parent_id, list_status of the hit, from `x`. */
  hitColumns: SQL;
  /** The item's title column, for a passage when the title matched. */
  titleColumn: string;
  /** The item's body (HTML) column, for a passage when the body matched. */
  bodyColumn: string;
};

const raw = sql.raw;
/** The columns of a hit that is not a task: no list, no parent, no list status. */
const plainHit = (type: string, projectColumn = "x.project_id") =>
  raw(`'${type}', x.title, ${projectColumn}, null::int, null::text, null::int, null::int`);

export const SEARCH_GROUPS: Record<SearchModel, SearchGroup> = {
  tasks: {
    model: "tasks",
    table: raw("tasks"),
    kind: "task",
    commentType: "task",
    projectColumn: raw("x.project_id"),
    hitColumns: raw(`case when x.parent_id > 0 then 'subtask' else 'task' end, x.title, x.project_id, x.task_list_id,
      (select l.title from task_lists l where l.id = x.task_list_id), nullif(x.parent_id, 0),
      (select l.status from task_lists l where l.id = x.task_list_id)::int`),
    titleColumn: "x.title",
    bodyColumn: "x.description",
  },
  task_list: {
    model: "task_list",
    table: raw("task_lists"),
    kind: "list",
    commentType: "task_list",
    projectColumn: raw("x.project_id"),
    hitColumns: raw("'task_list', x.title, x.project_id, x.id, null::text, null::int, null::int"),
    titleColumn: "x.title",
    bodyColumn: "x.description",
  },
  discussion_board: {
    model: "discussion_board",
    table: raw("discussion_boards"),
    kind: "message",
    commentType: "discussion_board",
    projectColumn: raw("x.project_id"),
    hitColumns: plainHit("discussion_board"),
    titleColumn: "x.title",
    bodyColumn: "x.description",
  },
  milestone: {
    model: "milestone",
    table: raw("milestones"),
    kind: "milestone",
    commentType: "milestone",
    projectColumn: raw("x.project_id"),
    hitColumns: plainHit("milestone"),
    titleColumn: "x.title",
    bodyColumn: "x.description",
  },
  ...FILE_GROUPS,
  project: {
    model: "project",
    table: raw("projects"),
    kind: null,
    commentType: "project",
    projectColumn: raw("x.id"),
    hitColumns: plainHit("project", "x.id"),
    titleColumn: "x.title",
    bodyColumn: "x.description",
  },
};

type Scoped = Extract<ReaderScope, { everything: false }>;

/** Private items of this kind are visible in every project of the scope: no need to ask per row. */
const seesAllOf = (scope: Scoped, kind: PrivateKind) => scope.projects.every((p) => p.kinds.includes(kind));

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
  return {
    everything: scope.everything,
    project: filter.projectId !== undefined,
    subTasksOff: filter.subTasksOff,
    askPerRow: scope.everything ? [] : SEARCHED_KINDS.filter((kind) => !seesAllOf(scope, kind)),
  };
}

/**
 * What a reader may see of a group, as conditions on an item `x`, all in SQL: the project asked for; the
 * group's own rows (`filter`); his projects; the private items he may view (or made), or the group's own rule
 * (`seen`: the files area's, which holds for a global manager too: an entry must reach the top level); for a
 * task, its list visible too; no sub-tasks while their module is off. The same conditions hold whether the item matched itself or through one of its
 * comments. Values are placeholders (readerValues): the statement's text depends on the ReaderShape alone.
 * `scoped`: only some projects are searched (else all: a global manager's search).
 */
export type Reader = { conditions: SQL[]; scoped: boolean };

export function readerOf(group: SearchGroup, shape: ReaderShape): Reader {
  const conditions: SQL[] = [];
  if (shape.project) conditions.push(sql`${group.projectColumn} = ${value("project")}`);
  if (group.model === "tasks" && shape.subTasksOff) conditions.push(raw("x.parent_id = 0"));
  if (group.filter) conditions.push(group.filter);
  if (!shape.everything) conditions.push(sql`${group.projectColumn} = any(${value("projects")})`);
  if (group.seen) conditions.push(group.seen(shape));
  if (shape.everything) return { conditions, scoped: shape.project };
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
  for (const kind of SEARCHED_KINDS) {
    const viewers = scope.everything ? [] : scope.projects.filter((p) => p.kinds.includes(kind)).map((p) => p.id);
    values[`viewers_${kind}`] = intArray(viewers);
  }
  return values;
}
