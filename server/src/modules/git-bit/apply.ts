import { createTaskBody, toStorableText, updateTaskBody } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { escapeHtml } from "../../core/http/html-text";
import { loadProjectAccess, type ProjectAccess } from "../../core/policy/project-access";
import { type Db, type Executor, queryRows } from "../../db/client";
import { activities, comments, gitBitLinks } from "../../db/schema";
import { loadVisibleTarget } from "../attachments/target";
import { createComment, deleteComment, updateComment } from "../comments/service";
import { changeTaskStatus } from "../tasks/change-status";
import { createTask } from "../tasks/create-task";
import { deleteTask } from "../tasks/delete-task";
import { loadVisibleTaskWithRelated } from "../tasks/load";
import { updateTask } from "../tasks/update-task";
import type { Delivery, RemoteIssue, Source } from "./events";

export type Applied = { result: string; task_id?: number; comment_id?: number };

const LABEL: Record<Source, string> = { github: "Github", bitbucket: "Bitbucket" };

/** Plain text from the provider (Markdown as written) as safe rich text: escaped, one paragraph per block. */
export function textToHtml(text: string): string {
  const blocks: string[] = toStorableText(text)
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .filter(Boolean);
  return blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`).join("");
}

const taskTitle = (issue: RemoteIssue) => toStorableText(issue.title, true).trim().slice(0, 255) || "Untitled issue";

/**
 * Who the change is by: the member whose login the project's user map gives, else nobody (actor 0, named in
 * the activity as "[Github] login"). Either acts with the integration's authority (a manager's), as the
 * original does: the webhook's token, not the person, is what the project trusted.
 */
async function actingAs(
  db: Executor,
  projectId: number,
  d: Delivery,
): Promise<{ me: CurrentUser; label: string | null }> {
  const login = d.login ?? "unknown";
  const [member] = d.login
    ? await queryRows<{ id: number; email: string; display_name: string }>(
        db,
        sql`select u.id, u.email, u.display_name from git_bit_logins l
          join users u on u.id = l.user_id
          join project_members m on m.project_id = l.project_id and m.user_id = l.user_id
          where l.project_id = ${projectId} and lower(${sql.raw(d.source === "github" ? "l.github" : "l.bitbucket")}) = lower(${d.login})
          limit 1`,
      )
    : [];
  const base = { isAdmin: true, isManager: true, timezone: null, weekStart: 1, locale: null };
  if (member)
    return { me: { ...base, id: member.id, email: member.email, displayName: member.display_name }, label: null };
  const label = `[${LABEL[d.source]}] ${login}`;
  return { me: { ...base, id: 0, email: "", displayName: label }, label };
}

async function linkOf(db: Executor, projectId: number, source: Source, kind: string, remoteId: string) {
  const [row] = await db
    .select({ localId: gitBitLinks.localId })
    .from(gitBitLinks)
    .where(
      and(
        eq(gitBitLinks.projectId, projectId),
        eq(gitBitLinks.source, source),
        eq(gitBitLinks.kind, kind),
        eq(gitBitLinks.remoteId, remoteId),
      ),
    );
  return row?.localId;
}

const link = (db: Executor, projectId: number, source: Source, kind: string, remoteId: string, localId: number) =>
  db.insert(gitBitLinks).values({ projectId, source, kind, remoteId, localId }).onConflictDoNothing();

/** Names an unmapped sender in the change's activity rows (they carry actor 0). */
async function labelActivities(db: Executor, label: string | null, resourceType: string, resourceId: number) {
  if (!label) return;
  await db
    .update(activities)
    .set({ meta: sql`${activities.meta} || jsonb_build_object('actor_label', ${label}::text)` })
    .where(
      and(
        eq(activities.actorId, 0),
        eq(activities.resourceType, resourceType),
        eq(activities.resourceId, resourceId),
        sql`not (${activities.meta} ? 'actor_label')`,
      ),
    );
}

/** Applies one delivery to the project through the same services as the web app (rules, activity, mail). */
export async function applyDelivery(db: Db, projectId: number, d: Delivery): Promise<Applied> {
  const e = d.event;
  if (e.action === "ignored") return { result: `ignored: ${e.reason}` };
  const { me, label } = await actingAs(db, projectId, d);
  const access: ProjectAccess = await loadProjectAccess(db, me, projectId);
  const taskId = await linkOf(db, projectId, d.source, "issue", e.issue.id);

  if (e.action === "open") {
    if (taskId) return { result: "already linked", task_id: taskId };
    const body = createTaskBody.parse({ title: taskTitle(e.issue), description: textToHtml(e.issue.body) });
    const { task } = await createTask(db, me, access, body);
    await link(db, projectId, d.source, "issue", e.issue.id, task.id);
    await labelActivities(db, label, "task", task.id);
    return { result: "task created", task_id: task.id };
  }
  if (!taskId) return { result: "ignored: the issue has no task here" };
  const current = await loadVisibleTaskWithRelated(db, access, taskId).catch(() => null);
  if (!current) return { result: "ignored: the task is gone" };

  switch (e.action) {
    case "close":
    case "reopen":
      await changeTaskStatus(db, me, access, current, e.action === "close" ? 1 : 0, current.related);
      break;
    case "edit":
      await updateTask(
        db,
        me,
        access,
        current,
        updateTaskBody.parse({ title: taskTitle(e.issue), description: textToHtml(e.issue.body) }),
      );
      break;
    case "delete":
      await deleteTask(db, me, access, current);
      await db
        .delete(gitBitLinks)
        .where(
          and(eq(gitBitLinks.projectId, projectId), eq(gitBitLinks.kind, "issue"), eq(gitBitLinks.localId, taskId)),
        );
      await labelActivities(db, label, "task", taskId);
      return { result: "task deleted", task_id: taskId };
    default:
      return applyComment(db, access, { projectId, taskId, label, d });
  }
  await labelActivities(db, label, "task", taskId);
  return {
    result: `task ${e.action === "edit" ? "updated" : e.action === "close" ? "completed" : "reopened"}`,
    task_id: taskId,
  };
}

async function applyComment(
  db: Db,
  access: ProjectAccess,
  c: { projectId: number; taskId: number; label: string | null; d: Delivery },
): Promise<Applied> {
  const e = c.d.event;
  if (e.action !== "comment" && e.action !== "edit_comment" && e.action !== "delete_comment") {
    return { result: "ignored" };
  }
  const target = await loadVisibleTarget(db, access, "task", c.taskId);
  const commentId = await linkOf(db, c.projectId, c.d.source, "comment", e.comment.id);
  const content = textToHtml(e.comment.body) || "<p>(empty comment)</p>";
  if (e.action === "comment") {
    if (commentId) return { result: "already linked", comment_id: commentId };
    const made = await createComment(
      db,
      access,
      target,
      { content, commentable_type: "task", commentable_id: c.taskId },
      [],
    );
    await link(db, c.projectId, c.d.source, "comment", e.comment.id, made.comment.id);
    await labelActivities(db, c.label, "comment", made.comment.id);
    return { result: "comment created", task_id: c.taskId, comment_id: made.comment.id };
  }
  if (!commentId) return { result: "ignored: the comment has no copy here" };
  const [old] = await db.select().from(comments).where(eq(comments.id, commentId));
  if (!old) return { result: "ignored: the comment is gone" };
  if (e.action === "edit_comment") await updateComment(db, access, target, old, { content }, []);
  else {
    await deleteComment(db, access, target, old);
    await db
      .delete(gitBitLinks)
      .where(
        and(
          eq(gitBitLinks.projectId, c.projectId),
          eq(gitBitLinks.kind, "comment"),
          eq(gitBitLinks.localId, commentId),
        ),
      );
  }
  await labelActivities(db, c.label, "comment", commentId);
  return { result: e.action === "edit_comment" ? "comment updated" : "comment deleted", comment_id: commentId };
}
