import { PRIVATE_KIND_FLAG, type PrivateKind } from "@cairn/shared";
import { type AnyColumn, type Placeholder, type SQL, sql } from "drizzle-orm";
import { forbidden } from "../http/errors";
import type { ProjectAccess } from "./project-access";

export type CreatableKind = "message" | "list" | "task" | "milestone" | "file";
export type OwnedItem = { createdBy: number };
export type PrivateItem = OwnedItem & { isPrivate: boolean };

/**
 * The one policy table (ARCHITECTURE.md "Permissions in one place"):
 * global manager → project role → capability flags → privacy → ownership.
 */
export const policy = {
  manageProject: (a: ProjectAccess) => a.isManager,
  create: (a: ProjectAccess, kind: CreatableKind) => a.isManager || a.flags[`create_${kind}`],
  viewPrivate: (a: ProjectAccess, kind: PrivateKind) => a.isManager || a.flags[PRIVATE_KIND_FLAG[kind]],
  view: (a: ProjectAccess, kind: PrivateKind, item: PrivateItem) =>
    !item.isPrivate || item.createdBy === a.userId || policy.viewPrivate(a, kind),
  /** Marking an item private needs the matching view_private flag (spec §5, §6). */
  setPrivacy: (a: ProjectAccess, kind: PrivateKind) => policy.viewPrivate(a, kind),
  /** Non-managers edit and delete only what they created. */
  edit: (a: ProjectAccess, item: OwnedItem) => a.isManager || item.createdBy === a.userId,
  remove: (a: ProjectAccess, item: OwnedItem) => a.isManager || item.createdBy === a.userId,
  /** A time log is its tracker's record: only he deletes it, managers included (spec 001 §5). */
  removeTimeLog: (a: ProjectAccess, log: OwnedItem) => log.createdBy === a.userId,
  completeTask: (a: ProjectAccess, task: OwnedItem, assigneeIds: readonly number[]) =>
    policy.edit(a, task) || assigneeIds.includes(a.userId),
  /** Sub-tasks: a manager, or a member with create_task who made the task or is assigned to it. */
  addSubTask: (a: ProjectAccess, parent: OwnedItem, parentAssigneeIds: readonly number[]) =>
    a.isManager || (a.flags.create_task && (parent.createdBy === a.userId || parentAssigneeIds.includes(a.userId))),
  /** A copy is a new project: only those who may create projects (global managers). */
  duplicateProject: (a: Pick<ProjectAccess, "isGlobalManager">) => a.isGlobalManager,
  /** A list's copy is a new list of the same project. */
  duplicateList: (a: ProjectAccess) => policy.create(a, "list"),
} as const;

/** Throws 403 unless the check passed. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** The private kinds this caller may see, for filtering denormalised rows (activities) in SQL. */
export function visibleKinds(a: ProjectAccess): PrivateKind[] {
  return (Object.keys(PRIVATE_KIND_FLAG) as PrivateKind[]).filter((k) => policy.viewPrivate(a, k));
}

/** An item's privacy columns, as a table's columns or as SQL naming them (`t.is_private`). */
export type PrivacyColumns = { isPrivate: AnyColumn | SQL; createdBy: AnyColumn | SQL };

/**
 * The one SQL form of the policy's `view` for lists of items: the row is public, created by the reader, or
 * the reader may see private items of its kind. `maySeePrivate` is what the policy says for one project
 * (true: no condition at all), or SQL saying it per row where a list spans projects with different rights.
 */
export function privacySql(
  columns: PrivacyColumns,
  readerId: number | SQL | Placeholder,
  maySeePrivate: false | SQL,
): SQL;
export function privacySql(
  columns: PrivacyColumns,
  readerId: number | SQL | Placeholder,
  maySeePrivate: boolean | SQL,
): SQL | undefined;
export function privacySql(
  columns: PrivacyColumns,
  readerId: number | SQL | Placeholder,
  maySeePrivate: boolean | SQL,
): SQL | undefined {
  if (maySeePrivate === true) return undefined;
  const byRight = maySeePrivate === false ? sql`` : sql` or ${maySeePrivate}`;
  return sql`(${columns.isPrivate} = false or ${columns.createdBy} = ${readerId}${byRight})`;
}

/** SQL condition: the row is public, created by the caller, or the caller may view that kind. */
export const visibleSql = (a: ProjectAccess, kind: PrivateKind, columns: PrivacyColumns): SQL | undefined =>
  privacySql(columns, a.userId, policy.viewPrivate(a, kind));

/** visibleSql for a prepared statement: the viewer's id is the placeholder `userId`. */
export const ownOrPublicSql = (columns: PrivacyColumns) => privacySql(columns, sql.placeholder("userId"), false);

/** The abilities every item carries in meta, so the web app never re-derives rules. */
export function abilities(a: ProjectAccess, item: OwnedItem) {
  return { can_edit: policy.edit(a, item), can_delete: policy.remove(a, item) };
}

/** The private kinds an item and its containers add up to; stored on activity rows for filtering. */
export function privateKindsOf(...parts: { kind: PrivateKind; isPrivate: boolean }[]): PrivateKind[] {
  return [...new Set(parts.filter((p) => p.isPrivate).map((p) => p.kind))];
}
