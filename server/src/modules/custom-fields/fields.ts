import {
  type CreateCustomFieldBody,
  CUSTOM_FIELD_LIMITS,
  type CustomFieldValue,
  checkDefinition,
  fillMessage,
  hasOptions,
  CUSTOM_FIELD_MESSAGES as M,
  type SortCustomFieldsBody,
  type UpdateCustomFieldBody,
} from "@cairn/shared";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalid, notFound, unprocessable } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { customFields } from "../../db/schema";
import { assertDefaultUserIsMember, assertNameFree, assertOptionsNotInUse, assertTypeFree } from "./field-rules";
import { type CustomFieldRow, loadField, lockFields } from "./load";
import { fillDefaults } from "./stored-values";

/** A new field at the end of the project's (managers). A required one gives its default to every task. */
export async function createField(db: Db, me: CurrentUser, access: ProjectAccess, body: CreateCustomFieldBody) {
  const projectId = access.project.id;
  return db.transaction(async (tx) => {
    await lockFields(tx, projectId);
    const [{ n }] = await tx.select({ n: count() }).from(customFields).where(eq(customFields.projectId, projectId));
    if (n >= CUSTOM_FIELD_LIMITS.fieldsPerProject) {
      throw unprocessable(fillMessage(M.tooManyFields, { max: CUSTOM_FIELD_LIMITS.fieldsPerProject }));
    }
    await assertNameFree(tx, projectId, body.name);
    await assertDefaultUserIsMember(tx, projectId, body.type, body.default);
    const [field] = await tx
      .insert(customFields)
      .values({
        projectId,
        name: body.name,
        type: body.type,
        options: body.options,
        required: body.required,
        defaultValue: body.default,
        showOnCard: body.show_on_card ?? false,
        order: sql`(select coalesce(max(${customFields.order}), -1) + 1 from ${customFields} where ${customFields.projectId} = ${projectId})`,
        createdBy: me.id,
        updatedBy: me.id,
      })
      .returning();
    if (field.required) await fillDefaults(tx, field);
    return field;
  });
}

/**
 * The field as an update would leave it: a type without options drops the old ones, and a new type drops a
 * default it was not given again (the old one was of the old type).
 */
function nextDefinition(field: CustomFieldRow, body: UpdateCustomFieldBody) {
  const type = body.type ?? field.type;
  const typeChanged = type !== field.type;
  return {
    type,
    options: body.options ?? (hasOptions(type) && !typeChanged ? field.options : []),
    required: body.required ?? field.required,
    default: body.default !== undefined ? body.default : typeChanged ? null : field.defaultValue,
  };
}

/**
 * Changes a field (managers), checked as a whole as it would then stand. Refused, with nothing changed: a name
 * another field has, a new type while tasks hold values, removing an option tasks hold, a default its type,
 * options or the project's members refuse, required without a default.
 */
export async function updateField(
  db: Db,
  me: CurrentUser,
  access: ProjectAccess,
  fieldId: number,
  body: UpdateCustomFieldBody,
): Promise<CustomFieldRow> {
  const projectId = access.project.id;
  return db.transaction(async (tx) => {
    await lockFields(tx, projectId);
    const field = await loadField(tx, projectId, fieldId);
    const next = nextDefinition(field, body);
    const { issues, defaultValue } = checkDefinition(next);
    if (Object.keys(issues).length > 0) {
      throw invalid(Object.fromEntries(Object.entries(issues).map(([k, message]) => [k, [message]])));
    }
    if (body.name !== undefined && body.name.toLowerCase() !== field.name.toLowerCase()) {
      await assertNameFree(tx, projectId, body.name, field.id);
    }
    if (next.type !== field.type) await assertTypeFree(tx, field.id);
    else await assertOptionsNotInUse(tx, field, next.options);
    // A default user who has since left the project blocks only a change of the default itself.
    if (body.default !== undefined) await assertDefaultUserIsMember(tx, projectId, next.type, defaultValue);
    const [saved] = await tx
      .update(customFields)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.show_on_card !== undefined ? { showOnCard: body.show_on_card } : {}),
        type: next.type,
        options: next.options,
        required: next.required,
        defaultValue: defaultValue as CustomFieldValue,
        updatedBy: me.id,
        updatedAt: sql`now()`,
      })
      .where(eq(customFields.id, field.id))
      .returning();
    if (saved.required && !field.required) await fillDefaults(tx, saved);
    return saved;
  });
}

/** Deletes a field (managers), and with it its value on every task. */
export async function deleteField(db: Db, access: ProjectAccess, fieldId: number) {
  const [gone] = await db
    .delete(customFields)
    .where(and(eq(customFields.id, fieldId), eq(customFields.projectId, access.project.id)))
    .returning({ id: customFields.id });
  if (!gone) throw notFound(M.fieldNotFound);
  return gone;
}

/** Puts the project's fields in the given orders (managers); every id must be a field of the project. */
export async function sortFields(db: Db, access: ProjectAccess, body: SortCustomFieldsBody) {
  const ids = body.orders.map((o) => o.id);
  return db.transaction(async (tx) => {
    const cases = sql.join(
      body.orders.map((o) => sql`when ${o.id}::int then ${o.order}::int`),
      sql` `,
    );
    const changed = await tx
      .update(customFields)
      .set({ order: sql`case ${customFields.id} ${cases} end` })
      .where(and(inArray(customFields.id, ids), eq(customFields.projectId, access.project.id)))
      .returning({ id: customFields.id });
    // Rolled back: an id of another project (or one named twice) changes nothing.
    if (changed.length !== new Set(ids).size || changed.length !== ids.length) throw notFound(M.fieldNotFound);
  });
}
