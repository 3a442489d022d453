import { type CreateGanttLinkBody, GANTT_MESSAGES as M } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { invalidField, notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { ganttLinks } from "../../db/schema";
import { circleThrough } from "./cycle";
import { assertEndsSeen, assertLinkable, type LinkEnd, loadLinkEnds, mayEditEnds } from "./ends";

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

/** Removes a dependency (who may edit both its tasks: the route's access rule, ganttLinkLoader). */
export async function deleteLink(db: Db, access: ProjectAccess, link: LinkRow) {
  return db.transaction(async (tx) => {
    await lockProjectLinks(tx, access.project.id);
    const [gone] = await tx.delete(ganttLinks).where(eq(ganttLinks.id, link.id)).returning({ id: ganttLinks.id });
    // Removed meanwhile by someone else: as missing.
    if (!gone) throw notFound(M.linkNotFound);
    return link;
  });
}

/** A link with its two tasks' rows, as the route-access hook read it. */
export type LoadedLink = { link: LinkRow; ends: Map<number, LinkEnd> };

/** A link of this project whose two tasks the caller sees; anything else is 404 (as a missing one). */
async function loadVisibleLink(db: Executor, access: ProjectAccess, linkId: number): Promise<LoadedLink> {
  const [link] = await db
    .select()
    .from(ganttLinks)
    .where(and(eq(ganttLinks.id, linkId), eq(ganttLinks.projectId, access.project.id)))
    .limit(1);
  if (!link) throw notFound(M.linkNotFound);
  const ends = await loadLinkEnds(db, access, [link.source, link.target]);
  assertEndsSeen(access, ends, [link.source, link.target]);
  return { link, ends };
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    gantt_link: LoadedLink;
  }
}

/** The link a route's `:link_id` names, for the route-access hook: changed by who may edit both its tasks. */
export const ganttLinkLoader: ItemLoader<LoadedLink> = {
  param: "link_id",
  load: loadVisibleLink,
  owner: ({ link }) => link,
  allows: { edit: (access, { link, ends }) => mayEditEnds(access, ends, [link.source, link.target]) },
};
