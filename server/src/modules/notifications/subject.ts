import { routeTo } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import type { MailEvent } from "./classify";

/** What a notification mail shows about the changed item, and who it concerns before switches and privacy. */
export type MailSubject = {
  projectTitle: string;
  actorName: string;
  /** The item's title (for a comment: the title of what it is on). */
  title: string;
  bodyHtml: string;
  /** Path of the item's page in the web app. */
  path: string;
  /** People the item concerns by their role in it (assignees; the creator for a completed task). */
  concerned: number[];
  /** People named in it (a comment's mentions and its `notify_users`): mailed whatever their kind switch. */
  named: number[];
  /** The project's members are concerned (a new discussion, a project change). */
  everyMember: boolean;
};

type Loaded = { project_title: string; actor_name: string | null; item: Record<string, unknown> | null };

const one = async (db: Executor, event: MailEvent, item: ReturnType<typeof sql>): Promise<Loaded | null> => {
  const [row] = await queryRows<Loaded>(
    db,
    sql`
    select p.title as project_title, (select display_name from users where id = ${event.actorId}) as actor_name,
      (${item}) as item
    from projects p where p.id = ${event.projectId}`,
  );
  return row?.item ? row : null;
};

const taskPath = (projectId: number, t: { id: number; parent_id: number }) =>
  routeTo("lists_single_task", { project_id: projectId, task_id: t.parent_id > 0 ? t.parent_id : t.id });

/** The item's page by the commentable types comments use. */
function itemPath(projectId: number, type: string, id: number): string {
  switch (type) {
    case "task":
      return routeTo("lists_single_task", { project_id: projectId, task_id: id });
    case "task_list":
      return routeTo("single_list", { project_id: projectId, list_id: id });
    case "discussion_board":
      return routeTo("individual_discussions", { project_id: projectId, discussion_id: id });
    case "milestone":
      return routeTo("milestones", { project_id: projectId });
    case "file":
      return routeTo("pm_files", { project_id: projectId });
    default:
      return routeTo("pm_overview", { project_id: projectId });
  }
}

/** Reads the item as it is now (the job runs after the change); a deleted item mails nobody. */
export async function loadMailSubject(db: Executor, event: MailEvent): Promise<MailSubject | null> {
  const pid = event.projectId;
  if (event.resourceType === "task") {
    const row = await one(
      db,
      event,
      sql`select jsonb_build_object('id', t.id, 'title', t.title, 'description', t.description,
        'parent_id', t.parent_id, 'created_by', t.created_by,
        'assignees', coalesce((select jsonb_agg(a.user_id) from task_assignees a where a.task_id = t.id), '[]'))
        from tasks t where t.id = ${event.resourceId}`,
    );
    if (!row?.item) return null;
    const t = row.item as {
      id: number;
      title: string;
      description: string;
      parent_id: number;
      created_by: number;
      assignees: number[];
    };
    return {
      projectTitle: row.project_title,
      actorName: row.actor_name ?? "Someone",
      title: t.title,
      bodyHtml: event.kind === "new_task" ? t.description : "",
      path: taskPath(pid, t),
      concerned: event.kind === "complete_task" ? [...t.assignees, t.created_by] : t.assignees,
      named: [],
      everyMember: false,
    };
  }
  if (event.resourceType === "comment") {
    const on = event.meta as { commentable_type?: string; commentable_id?: number; commentable_title?: string };
    const row = await one(
      db,
      event,
      sql`select jsonb_build_object('content', c.content, 'notify', c.notify_users, 'mentioned', c.mentioned_users,
        'assignees', case when ${on.commentable_type ?? ""} = 'task' then coalesce((select jsonb_agg(a.user_id)
          from task_assignees a where a.task_id = ${on.commentable_id ?? 0}), '[]') else '[]' end)
        from comments c where c.id = ${event.resourceId}`,
    );
    if (!row?.item) return null;
    const c = row.item as { content: string; notify: number[]; mentioned: number[]; assignees: number[] };
    return {
      projectTitle: row.project_title,
      actorName: row.actor_name ?? "Someone",
      title: on.commentable_title ?? row.project_title,
      bodyHtml: c.content,
      path: itemPath(pid, on.commentable_type ?? "project", on.commentable_id ?? pid),
      concerned: c.assignees,
      named: [...c.notify, ...c.mentioned],
      everyMember: false,
    };
  }
  if (event.resourceType === "discussion_board") {
    const row = await one(
      db,
      event,
      sql`select jsonb_build_object('title', d.title, 'description', d.description)
        from discussion_boards d where d.id = ${event.resourceId}`,
    );
    if (!row?.item) return null;
    const d = row.item as { title: string; description: string };
    return {
      projectTitle: row.project_title,
      actorName: row.actor_name ?? "Someone",
      title: d.title,
      bodyHtml: d.description,
      path: itemPath(pid, "discussion_board", event.resourceId),
      concerned: [],
      named: [],
      everyMember: true,
    };
  }
  const row = await one(
    db,
    event,
    sql`select jsonb_build_object('description', p2.description) from projects p2 where p2.id = ${pid}`,
  );
  if (!row?.item) return null;
  return {
    projectTitle: row.project_title,
    actorName: row.actor_name ?? "Someone",
    title: row.project_title,
    bodyHtml: event.kind === "new_project" ? String((row.item as { description: string }).description) : "",
    path: itemPath(pid, "project", pid),
    concerned: [],
    named: [],
    everyMember: true,
  };
}
