import type { PresentedUser } from "../users/present";
import type { DepartmentPeople, DepartmentRow } from "./load";

/** A person as a non-manager reads him in a department: the directory's e-mails are for managers only. */
const withoutEmail = ({ email: _email, ...person }: PresentedUser) => person;

export function presentDepartment(
  d: DepartmentRow,
  people: DepartmentPeople | undefined,
  viewer: { showsEmails: boolean } = { showsEmails: true },
) {
  const person = viewer.showsEmails ? (u: PresentedUser) => u : withoutEmail;
  const lead = people?.lead ?? null;
  return {
    id: d.id,
    title: d.title,
    lead: { data: lead === null ? null : person(lead) },
    members: { data: (people?.members ?? []).map(person) },
  };
}
