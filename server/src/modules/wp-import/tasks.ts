import { TASK_RECURRENCE } from "@cairn/shared";
import { eq, inArray } from "drizzle-orm";
import { taskAssignees, tasks } from "../../db/schema";
import { authorOf, type ImportContext, type ProjectScope, userOf } from "./context";
import { dayOf, flag, int, richText, sourceId, titleOf } from "./decode";
import { hashOf, lookup } from "./mapping";
import { resyncTaskPrivacy } from "./privacy-sync";
import type { SourceRow } from "./source";
import { writeRows } from "./write";

/**
 * Tasks a page at a time (1,000 by id), each page with its related rows read in one query per table: the list
 * and milestone links (pm_boardables), assignees, privacy meta and task type. Sub-tasks are tasks with a
 * parent_id; a parent read after its sub-task is linked once the project's pages are done.
 */
const COLUMNS =
  "id, title, description, estimation, start_at, due_date, complexity, priority, payable, recurrent, status, is_private, parent_id, completed_by, completed_at, created_by, updated_by, created_at, updated_at";

const RECURRENCES = new Set<number>(Object.values(TASK_RECURRENCE));

type Related = { boardables: SourceRow[]; assignees: SourceRow[]; privacy: SourceRow[]; types: SourceRow[] };

async function related(ctx: ImportContext, ids: unknown[]): Promise<Related> {
  const { src } = ctx;
  const [boardables, assignees, privacy, types] = await Promise.all([
    src.whereIn(
      "pm_boardables",
      "board_id, board_type, boardable_id, `order`",
      "boardable_id",
      ids,
      "boardable_type in ('task', 'sub_task') and board_type in ('task_list', 'milestone')",
    ),
    src.whereIn("pm_assignees", "id, task_id, assigned_to, status, assigned_at, completed_at", "task_id", ids),
    src.whereIn("pm_meta", "entity_id, meta_value", "entity_id", ids, "entity_type = 'task' and meta_key = 'privacy'"),
    src.has("pm_task_type_task") ? src.whereIn("pm_task_type_task", "task_id, type_id", "task_id", ids) : [],
  ]);
  return { boardables, assignees, privacy, types };
}

const groupBy = <T extends SourceRow>(rows: T[], key: string) => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = String(r[key]);
    out.set(k, [...(out.get(k) ?? []), r]);
  }
  return out;
};

type Pending = { cairnId: number; parent: string; sourceId: string };

export async function importTasks(ctx: ImportContext, scope: ProjectScope): Promise<void> {
  const pending: Pending[] = [];
  for await (const page of ctx.src.pages("pm_tasks", COLUMNS, { where: "project_id = ?", params: [scope.sourceId] })) {
    await importPage(ctx, scope, page, pending);
    ctx.progress.advance("tasks", page.length);
  }
  // Parents read after their sub-tasks (a sub-task moved under a newer task).
  const parents = await lookup(
    ctx.tx,
    "tasks",
    pending.map((p) => p.parent),
  );
  for (const p of pending) {
    const parent = parents.get(p.parent);
    if (parent) await ctx.tx.update(tasks).set({ parentId: parent.cairnId }).where(eq(tasks.id, p.cairnId));
    else
      ctx.report.notice(
        "tasks",
        "pm_tasks",
        p.sourceId,
        "altered",
        `parent task ${p.parent} is missing: imported as a task`,
      );
  }
}

async function importPage(ctx: ImportContext, scope: ProjectScope, page: SourceRow[], pending: Pending[]) {
  const { report, clock } = ctx;
  const rel = await related(
    ctx,
    page.map((t) => t.id),
  );
  const links = groupBy(rel.boardables, "boardable_id");
  const people = groupBy(rel.assignees, "task_id");
  const privateIds = new Set(rel.privacy.filter((m) => flag(m.meta_value)).map((m) => String(m.entity_id)));
  const typeOf = new Map(rel.types.map((t) => [String(t.task_id), String(t.type_id)]));
  const parents = await lookup(
    ctx.tx,
    "tasks",
    page.map((t) => sourceId(t.parent_id)),
  );
  const late: { sourceId: string; parent: string }[] = [];
  const items = [];
  for (const row of page) {
    const id = String(row.id);
    const own = links.get(id) ?? [];
    const listLink = own.find((l) => l.board_type === "task_list");
    const list = listLink ? scope.boards.get(String(listLink.board_id)) : undefined;
    const listId = list?.kind === "task_list" ? list.cairnId : null;
    if (listId === null) {
      report.count("tasks", "read");
      const where = listLink ? `list ${listLink.board_id} is missing` : "it is in no list";
      report.notice("tasks", "pm_tasks", id, "skipped", `task skipped: ${where}`);
      continue;
    }
    const stoneLink = own.find((l) => l.board_type === "milestone");
    const stone = stoneLink ? scope.boards.get(String(stoneLink.board_id)) : undefined;
    const parent = sourceId(row.parent_id);
    if (parent && !parents.has(parent)) late.push({ sourceId: id, parent });
    let recurrent = int(row.recurrent);
    if (!RECURRENCES.has(recurrent)) {
      report.notice("tasks", "pm_tasks", id, "altered", `recurrence ${row.recurrent} is unknown: imported as none`);
      recurrent = 0;
    }
    const status = int(row.status);
    const values = {
      projectId: scope.projectId,
      taskListId: listId,
      parentId: parent ? (parents.get(parent)?.cairnId ?? 0) : 0,
      title: titleOf(row.title, `Task ${id}`),
      description: richText(row.description),
      // The plugin stores minutes (its API shows them ×60 as seconds), as Cairn does.
      estimation: Math.max(0, int(row.estimation)),
      startAt: dayOf(row.start_at),
      dueDate: dayOf(row.due_date),
      complexity: int(row.complexity),
      priority: int(row.priority, 1),
      payable: flag(row.payable),
      recurrent,
      status: status === 1 || status === 2 ? status : 0,
      isPrivate: flag(row.is_private) || privateIds.has(id),
      order: int(listLink?.order),
      milestoneId: stone?.kind === "milestone" ? stone.cairnId : null,
      typeId: ctx.taskTypes.get(typeOf.get(id) ?? "") ?? null,
      completedBy: status === 1 ? userOf(ctx, row.completed_by) : null,
      completedAt: status === 1 ? clock.utc(row.completed_at) : null,
      createdBy: authorOf(ctx, row.created_by),
      updatedBy: userOf(ctx, row.updated_by),
      createdAt: clock.local(row.created_at) ?? new Date(),
      updatedAt: clock.local(row.updated_at) ?? clock.local(row.created_at) ?? new Date(),
    };
    const facts = { row, own, people: people.get(id) ?? [], private: privateIds.has(id), type: typeOf.get(id) ?? null };
    items.push({ sourceId: id, hash: hashOf(facts), values });
  }
  const written = await writeRows(ctx, {
    kind: "tasks",
    sourceTable: "tasks",
    cairnTable: "tasks",
    items,
    insert: (rows) =>
      ctx.tx
        .insert(tasks)
        .values(rows)
        .then(() => undefined),
    update: (id, v) =>
      ctx.tx
        .update(tasks)
        .set(v)
        .where(eq(tasks.id, id))
        .then(() => undefined),
  });
  for (const l of late) {
    const cairnId = written.ids.get(l.sourceId);
    const parentId = written.ids.get(l.parent);
    if (cairnId === undefined) continue;
    if (parentId !== undefined) await ctx.tx.update(tasks).set({ parentId }).where(eq(tasks.id, cairnId));
    else pending.push({ cairnId, ...l });
  }
  await writeAssignees(ctx, scope, written, people);
  const changed = items.filter((i) => written.updated.has(i.sourceId));
  await resyncTaskPrivacy(
    ctx.tx,
    changed.map((i) => ({
      id: written.ids.get(i.sourceId) as number,
      isPrivate: i.values.isPrivate,
      listPrivate: [...scope.boards.values()].some(
        (b) => b.cairnId === i.values.taskListId && b.kind === "task_list" && b.isPrivate,
      ),
    })),
  );
}

/** A written task's people are the source's: replaced as a whole when the task is created or its source changed. */
async function writeAssignees(
  ctx: ImportContext,
  scope: ProjectScope,
  written: Awaited<ReturnType<typeof writeRows>>,
  people: Map<string, SourceRow[]>,
) {
  const { report, clock, tx } = ctx;
  const rows = [];
  const changed: number[] = [];
  for (const [source, cairnId] of written.ids) {
    const own = people.get(source) ?? [];
    const fresh = written.created.has(source) || written.updated.has(source);
    report.count("assignees", "read", own.length);
    if (!fresh) {
      report.count("assignees", "unchanged", own.length);
      continue;
    }
    if (written.updated.has(source)) changed.push(cairnId);
    const seen = new Set<number>();
    for (const a of own) {
      const userId = userOf(ctx, a.assigned_to);
      if (userId === null || seen.has(userId)) {
        const why = userId === null ? `assignee ${a.assigned_to} is not an imported user` : "assigned twice";
        report.notice("assignees", "pm_assignees", a.id, "skipped", why);
        continue;
      }
      seen.add(userId);
      const completedAt = clock.utc(a.completed_at);
      rows.push({
        taskId: cairnId,
        userId,
        projectId: scope.projectId,
        // The plugin marks a finished assignment 1 with a completion time; Cairn calls it accomplished (2).
        status: completedAt ? 2 : Math.min(1, Math.max(0, int(a.status))),
        assignedAt: clock.utc(a.assigned_at) ?? new Date(),
        completedAt,
      });
      report.count("assignees", written.created.has(source) ? "created" : "updated");
    }
  }
  if (changed.length > 0) await tx.delete(taskAssignees).where(inArray(taskAssignees.taskId, changed));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(taskAssignees)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
