import { type PrivateKind, todayIn } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import { type CurrentUser, userColumns } from "../../core/auth/current-user";
import { AppError } from "../../core/http/errors";
import { policy } from "../../core/policy/policy";
import { hasGlobalManage, loadProjectAccess, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { loadVisibleFile } from "../attachments/load";
import { loadVisibleComment } from "../comments/load";
import { presentComment } from "../comments/present";
import { filesOfComment } from "../comments/queries";
import { extrasOf } from "../files-area/extras";
import { presentFileItem } from "../files-area/present";
import { itemsWithCreators } from "../files-area/queries";
import { loadReadableInvoice } from "../invoices/access";
import { presentInvoice } from "../invoices/present";
import { loadVisibleMilestone } from "../milestones/load";
import { presentMilestone } from "../milestones/present";
import { presentProject } from "../projects/present";
import { membersOf } from "../projects/queries";
import { presentTaskList } from "../task-lists/present";
import { loadVisibleList } from "../tasks/list-load";
import { loadVisibleTaskWithRelated } from "../tasks/load";
import { presentTask } from "../tasks/present";
import { timeIsOpen } from "../time-tracker/delete";
import { loadTimeLog } from "../time-tracker/load";
import { presentTimeLog } from "../time-tracker/present";

/** What a delivery needs of a changed item: an activity row has it all; the other events name the item only. */
export type ChangedItem = Pick<
  ActivityRow,
  "resourceType" | "resourceId" | "projectId" | "meta" | "privateKinds" | "ownerId"
>;

/** An endpoint's creator as the session lookup would read him, while his account is active; else null. */
export async function activeCreator(db: Executor, userId: number): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ ...userColumns, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.deactivatedAt !== null) return null;
  const { deactivatedAt: _, ...user } = row;
  return user;
}

/** A 404 from a loader is "he may not see it": the item is not sent. Anything else is a fault worth a retry. */
const unlessHidden = (err: unknown): null => {
  if (err instanceof AppError && err.status === 404) return null;
  throw err;
};

/**
 * A deleted item can no longer be loaded: its activity row says who could see it (its private kinds, its
 * owner), as the activity feed judges it.
 */
function seesDeleted(access: ProjectAccess, row: ChangedItem): boolean {
  const kinds = row.privateKinds as PrivateKind[];
  return row.ownerId === access.userId || kinds.every((k) => policy.viewPrivate(access, k));
}

/** What the activity row remembers of a deleted item: its id, project and title. */
function deletedData(row: ChangedItem) {
  const meta = row.meta as Record<string, unknown>;
  const title = Object.entries(meta).find(([k, v]) => k.endsWith("title") && typeof v === "string")?.[1] ?? null;
  return { id: row.resourceId, project_id: row.projectId, title };
}

/**
 * The changed item as the API presents it to `creator` (his abilities, his privacy), read now, after the change;
 * null when he may not see it (no longer a member, a private item he may not view, an account deactivated).
 * Each kind is loaded by its own module's visibility rule and presenter, so nothing here re-states a rule.
 */
export async function itemDataFor(
  db: Executor,
  creator: CurrentUser,
  row: ChangedItem,
  deleted: boolean,
  now: Date,
): Promise<unknown | null> {
  if (row.projectId === null) return null;
  if (row.resourceType === "project" && deleted) {
    // The project is gone: only a global manager saw every project, and so this one.
    return hasGlobalManage(creator) ? deletedData(row) : null;
  }
  const access = await loadProjectAccess(db, creator, row.projectId).catch(unlessHidden);
  if (!access) return null;
  if (deleted) return seesDeleted(access, row) ? deletedData(row) : null;
  const id = row.resourceId;
  try {
    switch (row.resourceType) {
      case "project": {
        const members = await membersOf(db, [access.project.id]);
        return presentProject(access.project, { members: members.get(access.project.id), access });
      }
      case "task_list":
        return presentTaskList(await loadVisibleList(db, access, id), access);
      case "task": {
        const { task, list, related, statusLocked } = await loadVisibleTaskWithRelated(db, access, id);
        return presentTask(task, access, related, { list, statusLocked });
      }
      case "comment": {
        const comment = await loadVisibleComment(db, access, id);
        return presentComment(comment, access, await filesOfComment(db, id));
      }
      case "milestone": {
        const milestone = await loadVisibleMilestone(db, access, id);
        return presentMilestone(milestone, access, todayIn(creator.timezone ?? "UTC", now));
      }
      case "file": {
        const { row: file } = await loadVisibleFile(db, access, id);
        const [withCreator] = await itemsWithCreators(db, [file.id]);
        const extras = await extrasOf(db, access, [file], new Set());
        return presentFileItem(file, withCreator?.creator ?? null, access, extras(file.id));
      }
      case "time_log": {
        const { log, ...target } = await loadTimeLog(db, creator, id);
        const [tracker] = await db
          .select({ id: users.id, email: users.email, displayName: users.displayName })
          .from(users)
          .where(eq(users.id, log.userId));
        return presentTimeLog(log, tracker ?? null, { access: target.access, now, open: timeIsOpen(target) });
      }
      case "invoice": {
        const whole = await loadReadableInvoice(db, access, id);
        return presentInvoice(whole, { can_edit: policy.manageProject(access) });
      }
      default:
        return null;
    }
  } catch (err) {
    return unlessHidden(err);
  }
}
