import {
  CUSTOM_VALUE_MESSAGES,
  type CustomFieldType,
  type CustomFieldValue,
  fillMessage,
  hasOptions,
  CUSTOM_FIELD_MESSAGES as M,
} from "@cairn/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import { invalidField } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { customFields, projectMembers } from "../../db/schema";
import type { CustomFieldRow } from "./load";
import { valuesInUse } from "./stored-values";

/** Names are unique in a project, whatever their case (`except`: the field being renamed). */
export async function assertNameFree(tx: Executor, projectId: number, name: string, except?: number) {
  const [taken] = await tx
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.projectId, projectId),
        sql`lower(${customFields.name}) = lower(${name})`,
        except === undefined ? undefined : ne(customFields.id, except),
      ),
    )
    .limit(1);
  if (taken) throw invalidField("name", M.nameTaken);
}

/**
 * A field's type changes only while no task holds a value of it: converting values between types (text to
 * number, options to users) would lose some or guess, so the manager decides (clear them, or a new field).
 */
export async function assertTypeFree(tx: Executor, fieldId: number) {
  const { total } = await valuesInUse(tx, fieldId);
  if (total > 0) throw invalidField("type", M.typeLocked);
}

/** An option leaves a dropdown or multi-select only once no task holds it (its tasks would lose the value). */
export async function assertOptionsNotInUse(tx: Executor, field: CustomFieldRow, nextOptions: readonly string[]) {
  if (!hasOptions(field.type)) return;
  const removed = field.options.filter((o) => !nextOptions.includes(o));
  if (removed.length === 0) return;
  const { perOption } = await valuesInUse(tx, field.id, removed);
  const [option, n] = Object.entries(perOption).find(([, count]) => count > 0) ?? [];
  if (option !== undefined) throw invalidField("options", fillMessage(M.optionInUse, { option, count: Number(n) }));
}

/** A user field's default is a member of the project. */
export async function assertDefaultUserIsMember(
  tx: Executor,
  projectId: number,
  type: CustomFieldType,
  value: CustomFieldValue,
) {
  if (type !== "user" || value === null) return;
  const [member] = await tx
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, value as number)))
    .limit(1);
  if (!member) throw invalidField("default", CUSTOM_VALUE_MESSAGES.notAUser);
}
