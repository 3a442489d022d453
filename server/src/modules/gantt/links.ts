import { type CreateGanttLinkBody, GANTT_MESSAGES as M } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { invalidField, notFound } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { ganttLinks } from "../../db/schema";
import { circleThrough } from "./cycle";
import { assertLinkable, type LinkEnd, loadLinkEnds } from "./ends";

export type LinkRow = typeof ganttLinks.$inferSelect;

/** The first key of the project's link lock: "gant" as an int, apart from the other advisory locks. */
const LINK_LOCK = 0x67616e74;

/**
 * One writer of a project's links (and of its auto-scheduled dates) at a time: two links added at once could
 * each pass the circle check and close a circle together.
 */
export const lockProjectLinks = (tx: Executor, projectId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK}::int, ${projectId}::int)`);

/** How a circle reads: the titles of the tasks the caller may see, "#id" for the others. */
const circleText = (path: number[], ends: Map<number, LinkEnd>) =>
  path.map((id) => (ends.get(id)?.visible ? `“${ends.get(id)?.title}”` : `#${id}`)).join(" → ");

/** Adds a dependency (issue 20 point 3): same project, editable ends, no self-link, duplicate or circle. */
export async function createLink(db: Db, me: { id: number }, access: ProjectAccess, body: CreateGanttLinkBody) {
  const { source, target, type } = body;
  if (source === target) throw invalidField("target", M.selfLink);
  return db.transaction(async (tx) => {
    await lockProjectLinks(tx, access.project.id);
    assertLinkable(access, await loadLinkEnds(tx, access, [source, target]), { source, target });
    const links = await tx
      .select({ source: ganttLinks.source, target: ganttLinks.target, type: ganttLinks.type })
      .from(ganttLinks)
      .where(eq(ganttLinks.projectId, access.project.id));
    if (links.some((l) => l.source === source && l.target === target && l.type === type)) {
      throw invalidField("target", M.duplicate);
    }
    const circle = circleThrough(source, target, links);
    if (circle) {
      const ends = await loadLinkEnds(tx, access, [...new Set(circle)]);
      throw invalidField("target", M.cycle.replace("{path}", circleText(circle, ends)));
    }
    const [link] = await tx
      .insert(ganttLinks)
      .values({ projectId: access.project.id, source, target, type, createdBy: me.id })
      .returning();
    return link;
  });
}

/** Removes a dependency: the caller must see and may edit both of its tasks. */
export async function deleteLink(db: Db, access: ProjectAccess, linkId: number) {
  return db.transaction(async (tx) => {
    await lockProjectLinks(tx, access.project.id);
    const link = await loadLink(tx, access, linkId);
    const ends = await loadLinkEnds(tx, access, [link.source, link.target]);
    assertLinkable(access, ends, { source: link.source, target: link.target });
    await tx.delete(ganttLinks).where(eq(ganttLinks.id, link.id));
    return link;
  });
}

async function loadLink(db: Executor, access: ProjectAccess, linkId: number): Promise<LinkRow> {
  const [link] = await db
    .select()
    .from(ganttLinks)
    .where(and(eq(ganttLinks.id, linkId), eq(ganttLinks.projectId, access.project.id)))
    .limit(1);
  if (!link) throw notFound(M.linkNotFound);
  return link;
}
