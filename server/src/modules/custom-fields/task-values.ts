import { CUSTOM_VALUE_MESSAGES, checkRequiredCustomValue, CUSTOM_FIELD_MESSAGES as M } from "@cairn/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type FieldErrors, invalid } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { projectMembers } from "../../db/schema";
import type { CustomFieldRow } from "./load";
import type { CheckedValue } from "./stored-values";
import { valueJsonSql } from "./values-json";

const pathOf = (fieldId: number | string) => `custom_fields.${fieldId}`;

/**
 * A body's `custom_fields` checked against the project's fields, every refusal at once under
 * `custom_fields.<id>`: a field of another project (or none), a value its type or options refuse, an empty
 * value of a required field, a user who is not a member of the project. Nothing is written here.
 */
export async function checkTaskValues(
  db: Executor,
  access: ProjectAccess,
  fields: readonly CustomFieldRow[],
  raw: Record<string, unknown>,
): Promise<CheckedValue[]> {
  const issues: FieldErrors = {};
  const checked: CheckedValue[] = [];
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const [key, input] of Object.entries(raw)) {
    const field = byId.get(Number(key));
    if (!field) {
      issues[pathOf(key)] = [M.unknownField];
      continue;
    }
    const result = checkRequiredCustomValue(field, input);
    if (result.ok) checked.push({ fieldId: field.id, type: field.type, value: result.value });
    else issues[pathOf(key)] = [result.message];
  }
  const people = checked.filter((v) => v.type === "user" && v.value !== null);
  if (people.length > 0) {
    const ids = [...new Set(people.map((v) => v.value as number))];
    const found = await db
      .select({ id: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, access.project.id), inArray(projectMembers.userId, ids)));
    const members = new Set(found.map((m) => m.id));
    for (const v of people) {
      if (!members.has(v.value as number)) issues[pathOf(v.fieldId)] = [CUSTOM_VALUE_MESSAGES.notAUser];
    }
  }
  if (Object.keys(issues).length > 0) throw invalid(issues);
  return checked;
}

/** A task's current values of these fields, as answers carry them (absent: no value). */
export async function currentValues(
  tx: Executor,
  taskId: number,
  fieldIds: readonly number[],
): Promise<Map<number, unknown>> {
  const result = (await tx.execute(sql`select cfv.field_id, ${valueJsonSql("cff", "cfv")} as value
    from task_custom_values cfv join custom_fields cff on cff.id = cfv.field_id
    where cfv.task_id = ${taskId} and cfv.field_id = any(${idArray(fieldIds)})`)) as unknown as {
    rows: { field_id: number; value: unknown }[];
  };
  return new Map(result.rows.map((r) => [Number(r.field_id), r.value]));
}
