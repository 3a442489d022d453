import { ROLE } from "@cairn/shared";
import type { CurrentUser } from "../../core/auth/current-user";
import { forbidden } from "../../core/http/errors";
import { hasGlobalManage, type MembershipRow } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { type ReaderScope, readerMemberships, scopeOfMemberships } from "../activities/reader-scope";

/** Whose report the caller may read, and what of it he sees. */
export type ReportReader = {
  /** The projects (with the private kinds in each) whose items the report may count. */
  scope: ReaderScope;
  /** A manager (global, or of at least one project) reads anyone's report; everyone else only his own. */
  canChooseUser: boolean;
};

/**
 * The caller's right to read `subjectId`'s report (403 when it is someone else's and he manages nothing) and
 * his view of it: a global manager sees every project; anyone else the projects he belongs to, with the private
 * items his role and their flags let him see. No statement of its own: the memberships come with the session.
 */
export async function personalReportReader(
  db: Executor,
  me: CurrentUser,
  subjectId: number,
  fromSession?: readonly MembershipRow[],
): Promise<ReportReader> {
  if (hasGlobalManage(me)) return { scope: { everything: true, userId: me.id }, canChooseUser: true };
  const memberships = await readerMemberships(db, me, fromSession);
  const canChooseUser = memberships.some((m) => m.roleId === ROLE.manager);
  if (subjectId !== me.id && !canChooseUser) throw forbidden();
  return { scope: scopeOfMemberships(me.id, memberships), canChooseUser };
}
