import { PRIVATE_KIND_FLAG, type PrivateKind } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { policy, visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { entryChainCte, MAX_FOLDER_DEPTH } from "../attachments/chain";

/** The item types whose attachments the files area lists at its top level. */
export const LISTED_ATTACHMENT_OWNERS = ["task", "task_list", "discussion_board", "milestone", "comment"] as const;
const ALL_KINDS = Object.keys(PRIVATE_KIND_FLAG) as PrivateKind[];

/**
 * Whose eyes the rules below read with: a member of one project (the files area's pages, filesReaderOf), or a
 * search's reader over all his projects in one statement (search/file-groups.ts). The rules are written once,
 * over this, so what search finds is exactly what the files area shows.
 */
export type FilesReader = {
  /** SQL: the row under `alias`, of this private kind, is public, the reader's own, or of a kind he may view in its project. */
  sees: (kind: PrivateKind, alias: string) => SQL;
  /** SQL: the project column names a project the reader reads. */
  reads: (projectColumn: SQL) => SQL;
  /** He may view private items of this kind in every project he reads (`sees` holds of every row). */
  seesAllOf: (kind: PrivateKind) => boolean;
};

/** A member of one project, as its access says. */
export function filesReaderOf(access: ProjectAccess): FilesReader {
  return {
    sees: (kind, alias) =>
      visibleSql(access, kind, {
        isPrivate: sql.raw(`${alias}.is_private`),
        createdBy: sql.raw(`${alias}.created_by`),
      }) ?? sql`true`,
    reads: (projectColumn) => sql`${projectColumn} = ${access.project.id}`,
    seesAllOf: (kind) => policy.viewPrivate(access, kind),
  };
}

/** SQL: the ids of the folders the reader sees in his projects (each one and every folder above it). */
function foldersSeen(reader: FilesReader): SQL {
  return sql`with recursive vis(id, depth) as (
      select fo.id, 0 from files fo
        where ${reader.reads(sql`fo.project_id`)} and fo.fileable_type = 'project' and fo.type = 'folder' and fo.parent_id = 0
          and ${reader.sees("file", "fo")}
      union all
      select fo.id, vis.depth + 1 from files fo join vis on fo.parent_id = vis.id
        where ${reader.reads(sql`fo.project_id`)} and fo.fileable_type = 'project' and fo.type = 'folder'
          and ${reader.sees("file", "fo")} and vis.depth < ${MAX_FOLDER_DEPTH}
    ) select id from vis`;
}

/** SQL: the ids of the folders of this project the caller sees (each one and every folder above it). */
export const visibleFolderIdsSql = (access: ProjectAccess): SQL => foldersSeen(filesReaderOf(access));

/**
 * SQL: the files-area entry under `alias` is one the reader sees: it and every folder above it up to the top
 * level (the single item's rule, chainVisible), walked up from the row itself, so a search pays for its few
 * candidates, not for every folder of every project it reads.
 */
export function entrySeenSql(reader: FilesReader, alias: string): SQL {
  const x = sql.raw(alias);
  const chain = entryChainCte(sql`${x}.project_id`, sql`${x}.id`);
  // At the top level the chain is the entry alone: no walk for the most common case.
  return sql`(case when ${x}.parent_id = 0 then ${x}.fileable_type = 'project' and ${reader.sees("file", alias)}
    else coalesce((${chain} select bool_and(${reader.sees("file", "chain")}) and bool_or(chain.parent_id = 0)
      from chain), false) end)`;
}

/** SQL: the ids of the files-area entries the caller sees, wherever they are (the folders walked down once). */
function visibleEntryIdsSql(access: ProjectAccess): SQL {
  const reader = filesReaderOf(access);
  return sql`select en.id from files en
    where ${reader.reads(sql`en.project_id`)} and en.fileable_type = 'project' and ${reader.sees("file", "en")}
      and (en.parent_id = 0 or en.parent_id in (${foldersSeen(reader)}))`;
}

/** SQL: the files under `alias` that the files area lists as attachments (type file, on an item it lists). */
export const listedAttachmentSql = (alias: string) =>
  sql.raw(
    `${alias}.type = 'file' and ${alias}.fileable_type in (${LISTED_ATTACHMENT_OWNERS.map((t) => `'${t}'`).join(", ")})`,
  );

/**
 * SQL: the ids, among the listed attachments `a` that `where` selects, of those whose item the reader may see.
 * An attachment hangs on a task, list, discussion or milestone, or on a comment; a comment's item is found by
 * walking up replies, and a comment may sit on a file item (an entry, or another attachment, which is walked
 * up too). The walk ends at the item that decides, checked with the same rules as loading it directly. Who may
 * view every private kind sees every attachment: no walk then (null).
 */
export function attachmentsSeenSql(reader: FilesReader, where: SQL): SQL | null {
  if (ALL_KINDS.every((kind) => reader.seesAllOf(kind))) return null;
  return sql`with recursive up(att, pid, t, i, depth) as (
      select a.id, a.project_id, a.fileable_type, a.fileable_id, 0 from files a where ${listedAttachmentSql("a")} and ${where}
      union all
      select up.att, up.pid, coalesce(c.commentable_type, p.fileable_type), coalesce(c.commentable_id, p.fileable_id), up.depth + 1
        from up
        left join comments c on up.t = 'comment' and c.id = up.i and c.project_id = up.pid
        left join files p on up.t = 'file' and p.id = up.i and p.project_id = up.pid and p.fileable_type <> 'project'
        where up.depth < 20 and (c.id is not null or p.id is not null)
    )
    select up.att from up where
      (up.t = 'task' and exists (select 1 from tasks t join task_lists l on l.id = t.task_list_id
        where t.id = up.i and t.project_id = up.pid and ${reader.sees("task", "t")} and ${reader.sees("list", "l")}))
      or (up.t = 'task_list' and exists (select 1 from task_lists l
        where l.id = up.i and l.project_id = up.pid and ${reader.sees("list", "l")}))
      or (up.t = 'discussion_board' and exists (select 1 from discussion_boards d
        where d.id = up.i and d.project_id = up.pid and ${reader.sees("message", "d")}))
      or (up.t = 'milestone' and exists (select 1 from milestones m
        where m.id = up.i and m.project_id = up.pid and ${reader.sees("milestone", "m")}))
      or (up.t = 'project' and up.i = up.pid)
      or (up.t = 'file' and exists (select 1 from files en where en.id = up.i and en.project_id = up.pid
        and ${entrySeenSql(reader, "en")}))`;
}

/** SQL: the ids of this project's listed attachments whose item the caller may see. */
export function visibleAttachmentIdsSql(access: ProjectAccess): SQL {
  const inProject = sql`a.project_id = ${access.project.id}`;
  return (
    attachmentsSeenSql(filesReaderOf(access), inProject) ??
    sql`select a.id from files a where ${listedAttachmentSql("a")} and ${inProject}`
  );
}

/** SQL: how many files (not folders) of the project the caller sees: entries, and listed attachments. */
export function visibleFileCountSql(access: ProjectAccess): SQL {
  return sql`(select count(*) from files vf where vf.project_id = ${access.project.id} and vf.type <> 'folder'
    and (vf.id in (${visibleEntryIdsSql(access)}) or vf.id in (${visibleAttachmentIdsSql(access)})))`;
}
