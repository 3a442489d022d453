import { CUSTOM_FIELD_MESSAGES as M } from "@cairn/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import type { Executor } from "../../db/client";
import { customFields } from "../../db/schema";

export type CustomFieldRow = typeof customFields.$inferSelect;

/** A project's fields, in their order. */
export const loadProjectFields = (db: Executor, projectId: number): Promise<CustomFieldRow[]> =>
  db
    .select()
    .from(customFields)
    .where(eq(customFields.projectId, projectId))
    .orderBy(asc(customFields.order), asc(customFields.id));

/** A field of this project; another project's (or none) is 404. */
export async function loadField(db: Executor, projectId: number, fieldId: number): Promise<CustomFieldRow> {
  const [field] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.id, fieldId), eq(customFields.projectId, projectId)))
    .limit(1);
  if (!field) throw notFound(M.fieldNotFound);
  return field;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    custom_field: CustomFieldRow;
  }
}

/** The field a route's `:field_id` names, for the route-access hook: seen by members, defined by managers. */
export const customFieldLoader: ItemLoader<CustomFieldRow> = {
  param: "field_id",
  load: (db, access, id) => loadField(db, access.project.id, id),
  owner: (field) => field,
};

/** The first key of the fields' lock: "cfld" as an int, apart from the other advisory locks. */
const FIELDS_LOCK = 0x63666c64;

/**
 * Serializes changes to one project's fields: the checks that read the others (a name taken, the count, the
 * values in use) hold until the change commits.
 */
export const lockFields = (tx: Executor, projectId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${FIELDS_LOCK}::int, ${projectId}::int)`);
