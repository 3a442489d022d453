import type { PrivateKind, SearchHit, SearchModel } from "@cairn/shared";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { hasGlobalManage } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers, projects } from "../../db/schema";
import { inScopeSql, itemVisibleSql, type ReaderScope } from "../activities/reader-scope";

/** At most this many hits of each type. */
export const HITS_PER_TYPE = 10;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Branch = {
  /** Select list producing type, id, title, project_id, task_list_id, parent_id. */
  columns: SQL;
  from: SQL;
  /** The alias whose title, project_id, is_private and created_by are checked. */
  alias: string;
  /** The private kind of the item; null for projects. */
  kind: PrivateKind | null;
};

const BRANCHES: Record<SearchModel, Branch> = {
  tasks: {
    columns: sql`case when t.parent_id > 0 then 'subtask' else 'task' end, t.id, t.title, t.project_id, t.task_list_id, nullif(t.parent_id, 0)`,
    from: sql`tasks`,
    alias: "t",
    kind: "task",
  },
  task_list: {
    columns: sql`'task_list', l.id, l.title, l.project_id, l.id, null::int`,
    from: sql`task_lists`,
    alias: "l",
    kind: "list",
  },
  milestone: {
    columns: sql`'milestone', m.id, m.title, m.project_id, null::int, null::int`,
    from: sql`milestones`,
    alias: "m",
    kind: "milestone",
  },
  discussion_board: {
    columns: sql`'discussion_board', d.id, d.title, d.project_id, null::int, null::int`,
    from: sql`discussion_boards`,
    alias: "d",
    kind: "message",
  },
  project: {
    columns: sql`'project', p.id, p.title, p.id, null::int, null::int`,
    from: sql`projects`,
    alias: "p",
    kind: null,
  },
};

const columnsOf = (alias: string, projectColumn = "project_id") => ({
  projectId: sql.raw(`${alias}.${projectColumn}`),
  isPrivate: sql.raw(`${alias}.is_private`),
  createdBy: sql.raw(`${alias}.created_by`),
});

type Scoped = Extract<ReaderScope, { everything: false }>;

/** Private items of this kind are visible in every project of the scope: no need to ask per row. */
const seesAllOf = (scope: Scoped, kind: PrivateKind) => scope.projects.every((p) => p.kinds.includes(kind));

/** Conditions on one branch's rows other than the title: the reader's projects and the privacy he may see. */
function readerConditions(scope: ReaderScope, model: SearchModel, projectId: number | undefined): SQL[] {
  const b = BRANCHES[model];
  const item = columnsOf(b.alias, model === "project" ? "id" : "project_id");
  const conditions: SQL[] = [];
  if (projectId !== undefined) conditions.push(sql`${item.projectId} = ${projectId}`);
  if (scope.everything) return conditions;
  conditions.push(inScopeSql(scope, item.projectId));
  if (b.kind && !seesAllOf(scope, b.kind)) conditions.push(itemVisibleSql(scope, b.kind, item));
  if (model === "tasks" && !seesAllOf(scope, "list")) {
    const list = columnsOf("l");
    conditions.push(
      sql`exists (select 1 from task_lists l where l.id = t.task_list_id and ${itemVisibleSql(scope, "list", list)})`,
    );
  }
  return conditions;
}

/**
 * Title search over the chosen item types, in one statement: each type is one branch of a UNION ALL,
 * limited to the reader's projects and to the private items he may view (or created); a task also needs
 * its list visible.
 *
 * Tasks, the one large table, match with `ILIKE '%q%'`: PostgreSQL plans it per pattern, using the
 * titles' trigram index for a rare word and the project index (in project order) for a common one. The small tables are
 * filtered to the reader's rows first (OFFSET 0 keeps that apart) and then matched with strpos on
 * lower(), which costs nothing to plan; ILIKE there spent more time in the planner than in the scan.
 */
export async function search(
  db: Executor,
  scope: ReaderScope,
  input: { query: string; models: SearchModel[]; projectId?: number },
): Promise<SearchHit[]> {
  if (!scope.everything && scope.projects.length === 0) return [];
  const branches = input.models.map((model) => {
    const b = BRANCHES[model];
    const alias = sql.raw(b.alias);
    const conditions = readerConditions(scope, model, input.projectId);
    if (model === "tasks") {
      const all = [sql`t.title ilike ${likePattern(input.query)}`, ...conditions];
      // ORDER BY project: without it, a common word made PostgreSQL bet on a sequential scan meeting ten
      // matches early, which it does not when the reader's projects sit far into the table (1.6 ms, not 0.3).
      return sql`(select ${b.columns} from tasks t where ${sql.join(all, sql` and `)} order by t.project_id limit ${HITS_PER_TYPE})`;
    }
    const mine = conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`(select ${b.columns} from (select * from ${b.from} ${alias}${mine} offset 0) ${alias}
      where strpos(lower(${alias}.title), lower(${input.query})) > 0 limit ${HITS_PER_TYPE})`;
  });
  const statement = sql`select * from (${sql.join(branches, sql` union all `)}) as hits(type, id, title, project_id, task_list_id, parent_id)`;
  const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    type: r.type as SearchHit["type"],
    id: Number(r.id),
    title: String(r.title),
    project_id: Number(r.project_id),
    task_list_id: r.task_list_id === null ? null : Number(r.task_list_id),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
  }));
}

/** The caller's projects (every project for a global manager), for pickers: id and title only. */
export async function projectsOf(db: Executor, me: CurrentUser) {
  const columns = { id: projects.id, title: projects.title };
  if (hasGlobalManage(me)) return db.select(columns).from(projects).orderBy(asc(projects.title), asc(projects.id));
  return db
    .select(columns)
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(eq(projectMembers.userId, me.id))
    .orderBy(asc(projects.title), asc(projects.id));
}
