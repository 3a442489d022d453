import { PEOPLE_MESSAGES as M } from "@cairn/shared";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { forbidden, notFound, unprocessable } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

export type ManagedUser = typeof users.$inferSelect;

const isGlobalManager = (u: Pick<ManagedUser, "isManager" | "isAdmin">) => u.isManager || u.isAdmin;

/**
 * The person an administrator's action is about, locked for the action's transaction. A deleted account is
 * gone for these routes: answered like an unknown id.
 */
export async function loadManagedUser(tx: Executor, id: number): Promise<ManagedUser> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * A global manager who is not the administrator leaves other global managers alone: changing one's e-mail
 * and mailing him a reset would hand over his account, and deactivating one is unmaking him in all but name.
 */
export function assertMayManage(me: CurrentUser, target: ManagedUser) {
  if (isGlobalManager(target) && !me.isAdmin && target.id !== me.id) throw forbidden(M.onlyAdminManagesManagers);
}

/** Deactivating or deleting oneself by a slip of the menu would lock the caller out. */
export function assertNotSelf(me: CurrentUser, target: ManagedUser) {
  if (target.id === me.id) throw unprocessable(M.notYourself);
}

/**
 * Refuses to leave the workspace without an active global manager. The other active managers' rows are
 * locked, so two managers demoting each other at once cannot both pass.
 */
export async function assertNotLastManager(tx: Executor, target: ManagedUser) {
  if (!isGlobalManager(target) || target.deactivatedAt) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(or(eq(users.isManager, true), eq(users.isAdmin, true)), isNull(users.deactivatedAt), ne(users.id, target.id)),
    )
    .for("update");
  if (others.length === 0) throw unprocessable(M.lastManager, "rest_last_manager");
}
