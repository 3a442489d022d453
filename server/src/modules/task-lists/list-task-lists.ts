import { and, asc, count, eq, ilike, inArray } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { pageTotal, windowTotal } from "../../core/http/page-total";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskLists } from "../../db/schema";

export type TaskListFilters = { statuses: number[]; title?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the project's lists the caller may see; the Inbox sorts last whatever its order. */
export async function listTaskLists(db: Executor, access: ProjectAccess, filters: TaskListFilters, p: Paging) {
  const where = and(
    eq(taskLists.projectId, access.project.id),
    inArray(taskLists.status, filters.statuses),
    visibleSql(access, "list", { isPrivate: taskLists.isPrivate, createdBy: taskLists.createdBy }),
    filters.title ? ilike(taskLists.title, `%${escapeLike(filters.title)}%`) : undefined,
  );
  const found = await db
    .select({ list: taskLists, total: windowTotal() })
    .from(taskLists)
    .where(where)
    .orderBy(asc(taskLists.isInbox), asc(taskLists.order), asc(taskLists.id))
    .limit(p.perPage)
    .offset(p.offset);
  const total = await pageTotal(
    found,
    p,
    async () => (await db.select({ n: count() }).from(taskLists).where(where))[0].n,
  );
  return { rows: found.map((r) => r.list), total };
}
