import { KANBOARD_CARDS_PER_PAGE, TASK_LIST_STATUS } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { rowFromJson } from "../../core/activity/change-with-activity";
import type { Paging } from "../../core/http/envelope";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { kanboardCards, kanboardColumns, taskLists, tasks } from "../../db/schema";
import { runCompiled, statementFamily } from "../../db/statements";
import { preparedTaskVisibility } from "../tasks/load";
import { type RelatedJson, relatedFromJson, relatedJson, type TaskRelated } from "../tasks/related";
import { type TaskSummaryRow, taskSummary } from "../tasks/task-row";
import type { ColumnRow } from "./load";

/** A column with one page of the cards the reader may see, and how many those are in all. */
export type ColumnPage = { column: ColumnRow; total: number; cards: TaskSummaryRow[] };

/**
 * What a card shows of its task's row: the task summary's JSON array (tasks/task-row.ts). The whole row as
 * JSON carried the description and the stored search vector too, a third of its text.
 */
const cardJson = sql.raw(taskSummary.json("tasks"));

type Options = {
  /** One column only; all of the project's otherwise. */
  columnId?: number;
  paging: Paging;
  /** Words of the titles to find (ILIKE, over the tasks' trigram index). */
  search?: string;
};

export const firstPage = (): Paging => ({ page: 1, perPage: KANBOARD_CARDS_PER_PAGE, offset: 0 });

/** `%`, `_` and `\` in a search are the characters themselves. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The board, or one column, in ONE statement whatever the number of columns and cards: each column with its
 * page of cards (whole task rows, in the column's order) and its count of cards the reader may see (private
 * tasks and tasks of private lists are filtered in SQL, as in every list; archived lists' tasks are left out).
 * When nothing needs filtering (a reader who may see every card, no search, no archived list) the count is the
 * column's own (migration 0032): counting a
 * board's 10,000 cards was half of this statement. Compiled once per shape (which privacy conditions, a
 * search or not, one column or all; db/statements.ts statementFamily), its values placeholders: building it
 * cost the server a fifth of the read.
 */
const columnsStatement = statementFamily(
  (shape: { visibility: ReturnType<typeof preparedTaskVisibility>; search: boolean; one: boolean }) => {
    const filters = [
      ...shape.visibility.conditions(),
      ...(shape.search ? [sql`${tasks.title} ilike ${sql.placeholder("search")}`] : []),
    ];
    // Cards of archived lists' tasks are put away with their lists: the board shows current work only.
    const where = sql` and ${sql.join([sql`${taskLists.status} = ${sql.raw(String(TASK_LIST_STATUS.current))}`, ...filters], sql` and `)}`;
    const joined = sql`${kanboardCards} k join ${tasks} on ${tasks.id} = k.task_id
      join ${taskLists} on ${taskLists.id} = ${tasks.taskListId}`;
    const counted = sql`(select count(*)::int from ${joined} where k.column_id = c.id${where})`;
    // The column's own count holds while the project has no archived list (the usual case): counting is needed
    // only to leave archived lists' cards out (CASE evaluates the count only then).
    const count =
      filters.length === 0
        ? sql`case when exists (select 1 from ${taskLists} a where a.project_id = c.project_id
            and a.status = ${sql.raw(String(TASK_LIST_STATUS.archived))}) then ${counted} else c.card_count end`
        : counted;
    const one = shape.one ? sql` and c.id = ${sql.placeholder("column")}::int` : sql``;
    // The cards' people, labels and counts come in the same statement (one round trip fewer: on this kind of
    // machine a statement's socket traffic costs the server more than these lookups cost PostgreSQL).
    return sql`with cols as materialized (select row_to_json(c)::text as "column", ${count} as total,
      coalesce(pg.cards, '') as cards, coalesce(pg.ids, '{}') as ids, c."order" as position, c.id
    from ${kanboardColumns} c cross join lateral (
      select string_agg(p.task, ',' order by p.position, p.id) as cards, array_agg(p.id) as ids from (
        select ${cardJson} as task, k."order" as position, ${tasks.id} as id from ${joined}
        where k.column_id = c.id${where}
        order by k."order", k.task_id limit ${sql.placeholder("limit")}::int offset ${sql.placeholder("offset")}::int) p) pg
    where c.project_id = ${sql.placeholder("project")}::int${one})
    select '[' || coalesce((select string_agg('[' || cols."column" || ',' || cols.total || ',[' || cols.cards || ']]', ','
        order by cols.position, cols.id) from cols), '') || ']' as columns,
      ${relatedJson(sql`array(select unnest(cols.ids) from cols)`, sql`false`)} as related`;
  },
);

type ColumnTuple = [column: Record<string, unknown>, total: number, cards: unknown[][]];

/** The columns' pages and everything their cards show besides their own columns (assignees, labels, counts). */
export async function readColumns(
  db: Db,
  access: ProjectAccess,
  options: Options,
): Promise<{ pages: ColumnPage[]; related: TaskRelated }> {
  const shape = {
    visibility: preparedTaskVisibility(access),
    search: Boolean(options.search),
    one: options.columnId !== undefined,
  };
  const [row] = await runCompiled<{ columns: string; related: RelatedJson }>(db, columnsStatement(shape), {
    userId: access.userId,
    search: options.search ? likePattern(options.search) : undefined,
    project: access.project.id,
    column: options.columnId,
    limit: options.paging.perPage,
    offset: options.paging.offset,
  });
  const columns: ColumnTuple[] = JSON.parse(row.columns);
  const pages = columns.map(([column, total, cards]) => ({
    column: rowFromJson(kanboardColumns, column),
    total: Number(total),
    cards: cards.map(taskSummary.decode),
  }));
  return { pages, related: relatedFromJson(row.related) };
}
