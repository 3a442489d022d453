import { PRIVATE_KIND_FLAG } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { type policy, visibleKinds, visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { MAX_FOLDER_DEPTH } from "../attachments/chain";

/** The item types whose attachments the files area lists at its top level. */
export const LISTED_ATTACHMENT_OWNERS = ["task", "task_list", "discussion_board", "milestone", "comment"] as const;
const ownersSql = sql.raw(LISTED_ATTACHMENT_OWNERS.map((t) => `'${t}'`).join(", "));

/** SQL: the row under `alias` is public, the caller's own, or of a private kind the caller may view. */
function ownVisible(access: ProjectAccess, kind: Parameters<typeof policy.viewPrivate>[1], alias: string): SQL {
  const columns = { isPrivate: sql.raw(`${alias}.is_private`), createdBy: sql.raw(`${alias}.created_by`) };
  return visibleSql(access, kind, columns) ?? sql`true`;
}

/** SQL: the ids of the folders of this project the caller sees (each one and every folder above it). */
export function visibleFolderIdsSql(access: ProjectAccess): SQL {
  const pid = access.project.id;
  return sql`with recursive vis(id, depth) as (
      select fo.id, 0 from files fo
        where fo.project_id = ${pid} and fo.fileable_type = 'project' and fo.type = 'folder' and fo.parent_id = 0
          and ${ownVisible(access, "file", "fo")}
      union all
      select fo.id, vis.depth + 1 from files fo join vis on fo.parent_id = vis.id
        where fo.project_id = ${pid} and fo.fileable_type = 'project' and fo.type = 'folder'
          and ${ownVisible(access, "file", "fo")} and vis.depth < ${MAX_FOLDER_DEPTH}
    ) select id from vis`;
}

/** SQL: the ids of the files-area entries the caller sees, wherever they are. */
function visibleEntryIdsSql(access: ProjectAccess): SQL {
  return sql`select en.id from files en
    where en.project_id = ${access.project.id} and en.fileable_type = 'project' and ${ownVisible(access, "file", "en")}
      and (en.parent_id = 0 or en.parent_id in (${visibleFolderIdsSql(access)}))`;
}

/**
 * SQL: the ids of this project's listed attachments whose item the caller may see. An attachment hangs
 * on a task, list, discussion or milestone, or on a comment; a comment's item is found by walking up
 * replies, and a comment may sit on a file item (an entry, or another attachment, which is walked up
 * too). The walk ends at the item that decides, checked with the same rules as loading it directly.
 */
export function visibleAttachmentIdsSql(access: ProjectAccess): SQL {
  const pid = access.project.id;
  const base = sql`select a.id from files a
    where a.project_id = ${pid} and a.type = 'file' and a.fileable_type in (${ownersSql})`;
  // Someone who may view every private kind sees every attachment of the project's items.
  if (visibleKinds(access).length === Object.keys(PRIVATE_KIND_FLAG).length) return base;
  return sql`with recursive up(att, t, i, depth) as (
      select a.id, a.fileable_type, a.fileable_id, 0 from files a
        where a.project_id = ${pid} and a.type = 'file' and a.fileable_type in (${ownersSql})
      union all
      select up.att, coalesce(c.commentable_type, p.fileable_type), coalesce(c.commentable_id, p.fileable_id), up.depth + 1
        from up
        left join comments c on up.t = 'comment' and c.id = up.i and c.project_id = ${pid}
        left join files p on up.t = 'file' and p.id = up.i and p.project_id = ${pid} and p.fileable_type <> 'project'
        where up.depth < 20 and (c.id is not null or p.id is not null)
    )
    select up.att from up where
      (up.t = 'task' and exists (select 1 from tasks t join task_lists l on l.id = t.task_list_id
        where t.id = up.i and t.project_id = ${pid} and ${ownVisible(access, "task", "t")} and ${ownVisible(access, "list", "l")}))
      or (up.t = 'task_list' and exists (select 1 from task_lists l
        where l.id = up.i and l.project_id = ${pid} and ${ownVisible(access, "list", "l")}))
      or (up.t = 'discussion_board' and exists (select 1 from discussion_boards d
        where d.id = up.i and d.project_id = ${pid} and ${ownVisible(access, "message", "d")}))
      or (up.t = 'milestone' and exists (select 1 from milestones m
        where m.id = up.i and m.project_id = ${pid} and ${ownVisible(access, "milestone", "m")}))
      or (up.t = 'project' and up.i = ${pid})
      or (up.t = 'file' and up.i in (${visibleEntryIdsSql(access)}))`;
}

/** SQL: how many files (not folders) of the project the caller sees: entries, and listed attachments. */
export function visibleFileCountSql(access: ProjectAccess): SQL {
  return sql`(select count(*) from files vf where vf.project_id = ${access.project.id} and vf.type <> 'folder'
    and (vf.id in (${visibleEntryIdsSql(access)}) or vf.id in (${visibleAttachmentIdsSql(access)})))`;
}
