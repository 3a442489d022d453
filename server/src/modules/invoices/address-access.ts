import { ROLE } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { forbidden, notFound } from "../../core/http/errors";
import { hasGlobalManage } from "../../core/policy/project-access";
import { type Executor, queryRows } from "../../db/client";
import { users } from "../../db/schema";

const NO_SUCH_USER = "No user has this id.";

/**
 * How far the caller reaches a user's billing address (the "Bill to" of his invoices): the user himself and
 * global managers read and change it; a manager of a project the user is a client of (by role, or as the
 * client of one of its invoices) reads it (his invoice form shows it); anyone else is answered as if the user did not exist, so ids reveal nobody.
 */
export async function billingAddressReach(db: Executor, me: CurrentUser, userId: number): Promise<"write" | "read"> {
  if (me.id === userId) return "write";
  if (hasGlobalManage(me)) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!u) throw notFound(NO_SUCH_USER);
    return "write";
  }
  // His client: a client of a project the caller manages, or the one an invoice of such a project is to.
  const managesHisProject = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from project_members m
      where m.user_id = ${me.id} and m.role_id = ${ROLE.manager} and (
        exists (select 1 from project_members c
          where c.project_id = m.project_id and c.user_id = ${userId} and c.role_id = ${ROLE.client})
        or exists (select 1 from invoices i where i.project_id = m.project_id and i.client_id = ${userId}))
      limit 1`,
  );
  if (managesHisProject.length === 0) throw notFound(NO_SUCH_USER);
  return "read";
}

/** The same reach, for a change: a reader who may not change it is told so (403), he knows the address. */
export async function assertMayChangeBillingAddress(db: Executor, me: CurrentUser, userId: number): Promise<void> {
  if ((await billingAddressReach(db, me, userId)) !== "write") throw forbidden();
}
