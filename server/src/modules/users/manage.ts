import { PEOPLE_MESSAGES as M, MESSAGES, type UpdateUserBody } from "@cairn/shared";
import { and, count, eq, ne, sql } from "drizzle-orm";
import {
  recordWorkspaceActivities,
  recordWorkspaceActivity,
  type WorkspaceActivity,
} from "../../core/activity/workspace";
import type { CurrentUser } from "../../core/auth/current-user";
import { forbidden, invalidField, unprocessable } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import {
  apiTokens,
  calendarFeeds,
  departmentMembers,
  invoices,
  passwordTokens,
  projectMembers,
  sessions,
  users,
} from "../../db/schema";
import { userDeactivated } from "./hooks";
import {
  assertMayManage,
  assertNotLastManager,
  assertNotSelf,
  loadManagedUser,
  type ManagedUser,
} from "./manage-rules";
import { mailPasswordReset } from "./password-reset";

const log = (u: ManagedUser, action: string, meta: Record<string, unknown> = {}): WorkspaceActivity => ({
  action,
  actionType: action === "delete_user" ? "delete" : "update",
  resourceType: "user",
  resourceId: u.id,
  meta: { title: u.displayName, ...meta },
});

/** Edits name, e-mail and (the administrator only) the global-manager flag; one activity row per kind of change. */
export async function updateUser(db: Db, me: CurrentUser, id: number, body: UpdateUserBody) {
  return db.transaction(async (tx) => {
    const old = await loadManagedUser(tx, id);
    assertMayManage(me, old);
    const managerChange = body.manager !== undefined && body.manager !== (old.isManager || old.isAdmin);
    if (managerChange) {
      if (!me.isAdmin) throw forbidden(M.onlyAdminSetsManagers);
      if (old.isAdmin) throw unprocessable(M.adminIsManager);
      if (!body.manager) await assertNotLastManager(tx, old);
    }
    if (body.email !== undefined && body.email !== old.email.toLowerCase()) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, body.email), ne(users.id, old.id)))
        .limit(1);
      if (taken) throw invalidField("email", MESSAGES.emailTaken);
    }
    const [row] = await tx
      .update(users)
      .set({
        displayName: body.display_name ?? old.displayName,
        email: body.email ?? old.email,
        isManager: body.manager ?? old.isManager,
      })
      .where(eq(users.id, old.id))
      .returning();
    const logs: WorkspaceActivity[] = [];
    if (row.displayName !== old.displayName || row.email !== old.email) {
      logs.push(log(row, "update_user", { old_title: old.displayName, email_changed: row.email !== old.email }));
    }
    if (managerChange) logs.push(log(row, row.isManager ? "grant_user_manager" : "revoke_user_manager"));
    const activity = logs.length > 0 ? (await recordWorkspaceActivities(tx, me, logs))[0] : undefined;
    return { user: row, activity };
  });
}

/** Everything that lets the user in without his password: sessions, API tokens, feed URL, reset links. */
async function revokeCredentials(tx: Executor, userId: number) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
}

/**
 * Deactivates: no sign-in, every credential revoked, running timers stopped as his own stop would (the time
 * so far stays logged). His work and history stay his; pickers leave him out.
 */
export async function deactivateUser(db: Db, me: CurrentUser, id: number) {
  return db.transaction(async (tx) => {
    const target = await loadManagedUser(tx, id);
    assertMayManage(me, target);
    // The last manager first: the administrator deactivating himself is told the reason that matters.
    await assertNotLastManager(tx, target);
    assertNotSelf(me, target);
    if (target.deactivatedAt) throw unprocessable(M.alreadyDeactivated);
    const now = new Date();
    const [row] = await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, id)).returning();
    await revokeCredentials(tx, id);
    await userDeactivated(tx, id, now);
    const activity = await recordWorkspaceActivity(tx, me, log(row, "deactivate_user"));
    return { user: row, activity };
  });
}

/** Lets him sign in again; what deactivation revoked stays revoked (he makes new tokens and feeds). */
export async function reactivateUser(db: Db, me: CurrentUser, id: number) {
  return db.transaction(async (tx) => {
    const target = await loadManagedUser(tx, id);
    assertMayManage(me, target);
    if (!target.deactivatedAt) throw unprocessable(M.notDeactivated);
    const [row] = await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id)).returning();
    const activity = await recordWorkspaceActivity(tx, me, log(row, "reactivate_user"));
    return { user: row, activity };
  });
}

/**
 * Deletes the account but keeps the row, so what he wrote keeps its author ("Deleted user"): personal data
 * wiped, the e-mail a placeholder no one can sign in with, the hash one that matches nothing, every
 * credential and his project and department memberships gone. Refused while he is an invoice's client: the
 * invoice would lose whom it bills.
 */
export async function deleteUser(db: Db, me: CurrentUser, id: number) {
  return db.transaction(async (tx) => {
    const target = await loadManagedUser(tx, id);
    assertMayManage(me, target);
    await assertNotLastManager(tx, target);
    assertNotSelf(me, target);
    const [{ billed }] = await tx.select({ billed: count() }).from(invoices).where(eq(invoices.clientId, id));
    if (billed > 0) throw unprocessable(M.ownsInvoices.replace("{count}", String(billed)), "rest_user_owns_invoices");
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({
        displayName: M.deletedName,
        email: `deleted-user-${id}@deleted.invalid`,
        passwordHash: "deleted",
        isManager: false,
        timezone: null,
        locale: null,
        language: null,
        timeFormat: null,
        deactivatedAt: target.deactivatedAt ?? now,
        deletedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    await revokeCredentials(tx, id);
    await userDeactivated(tx, id, now);
    await tx.delete(projectMembers).where(eq(projectMembers.userId, id));
    await tx.delete(departmentMembers).where(eq(departmentMembers.userId, id));
    // The log names no one: the name was personal data, and it is wiped.
    const activity = await recordWorkspaceActivity(tx, me, log(row, "delete_user"));
    return { user: row, activity };
  });
}

/** Mails the user a one-hour link to choose a new password (an active account only). */
export async function sendPasswordReset(db: Db, me: CurrentUser, id: number, publicUrl: string) {
  return db.transaction(async (tx) => {
    const target = await loadManagedUser(tx, id);
    assertMayManage(me, target);
    if (target.deactivatedAt) throw unprocessable(M.deactivatedNoReset);
    await mailPasswordReset(tx, target, publicUrl);
    const activity = await recordWorkspaceActivity(tx, me, log(target, "send_user_password_reset"));
    return { user: target, activity };
  });
}

/** Signs the user out of every browser (the caller keeps his own session when he is the user). */
export async function revokeSessions(db: Db, me: CurrentUser, id: number, keepSessionHash?: string) {
  return db.transaction(async (tx) => {
    const target = await loadManagedUser(tx, id);
    assertMayManage(me, target);
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, id),
          id === me.id && keepSessionHash ? ne(sessions.tokenHash, keepSessionHash) : undefined,
        ),
      );
    const activity = await recordWorkspaceActivity(tx, me, log(target, "revoke_user_sessions"));
    return { user: target, activity };
  });
}
