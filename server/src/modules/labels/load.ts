import { SETTINGS_MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { labels } from "../../db/schema";

export type LabelRow = typeof labels.$inferSelect;

/** A label of this project; another project's label is 404. */
export async function loadLabel(db: Executor, access: ProjectAccess, labelId: number): Promise<LabelRow> {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.projectId, access.project.id)))
    .limit(1);
  if (!row) throw notFound(SETTINGS_MESSAGES.labelNotFound);
  return row;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    label: LabelRow;
  }
}

/** The label a route's `:label_id` names, for the route-access hook (labels are their project's managers'). */
export const labelLoader: ItemLoader<LabelRow> = { param: "label_id", load: loadLabel, owner: (label) => label };

/** The project's labels in the order they were made. */
export function listLabels(db: Executor, access: ProjectAccess): Promise<LabelRow[]> {
  return db.select().from(labels).where(eq(labels.projectId, access.project.id)).orderBy(labels.id);
}
