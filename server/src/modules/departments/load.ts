import { SETTINGS_MESSAGES } from "@cairn/shared";
import { asc, eq, inArray } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { departmentMembers, departments, users } from "../../db/schema";
import { type PresentedUser, presentUser } from "../users/present";

export type DepartmentRow = typeof departments.$inferSelect;
export type DepartmentPeople = { lead: PresentedUser | null; members: PresentedUser[] };

export async function loadDepartment(db: Executor, id: number): Promise<DepartmentRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  if (!row) throw notFound(SETTINGS_MESSAGES.departmentNotFound);
  return row;
}

/** Leads and members of several departments: two queries, whatever their number. */
export async function peopleOf(db: Executor, rows: readonly DepartmentRow[]): Promise<Map<number, DepartmentPeople>> {
  const result = new Map<number, DepartmentPeople>(rows.map((d) => [d.id, { lead: null, members: [] }]));
  if (rows.length === 0) return result;
  const leadIds = rows.flatMap((d) => (d.leadId === null ? [] : [d.leadId]));
  const userColumns = { id: users.id, email: users.email, displayName: users.displayName };
  const [leads, members] = await Promise.all([
    leadIds.length === 0 ? [] : db.select(userColumns).from(users).where(inArray(users.id, leadIds)),
    db
      .select({ departmentId: departmentMembers.departmentId, ...userColumns })
      .from(departmentMembers)
      .innerJoin(users, eq(users.id, departmentMembers.userId))
      .where(
        inArray(
          departmentMembers.departmentId,
          rows.map((d) => d.id),
        ),
      )
      .orderBy(asc(users.displayName), asc(users.id)),
  ]);
  const leadById = new Map(leads.map((u) => [u.id, presentUser(u)]));
  for (const d of rows) {
    const people = result.get(d.id);
    if (people && d.leadId !== null) people.lead = leadById.get(d.leadId) ?? null;
  }
  for (const { departmentId, ...u } of members) result.get(departmentId)?.members.push(presentUser(u));
  return result;
}

export function listDepartments(db: Executor): Promise<DepartmentRow[]> {
  return db.select().from(departments).orderBy(asc(departments.title), asc(departments.id));
}
