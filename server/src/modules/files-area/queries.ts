import { FOLDER_SEARCH_LIMIT } from "@cairn/shared";
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { MAX_PER_PAGE, type Paging } from "../../core/http/envelope";
import { pageTotal, windowTotal } from "../../core/http/page-total";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { blobs, files, users } from "../../db/schema";
import { type FileItemRow, fileItemColumns, thumbs } from "../attachments/load";
import type { Creator } from "./extras";
import { LISTED_ATTACHMENT_OWNERS, visibleAttachmentIdsSql, visibleFolderIdsSql } from "./visibility";

const creatorColumns = { id: users.id, email: users.email, displayName: users.displayName };
export type ItemWithCreator = { row: FileItemRow; creator: Creator | null };

const isEntry = sql`${files.fileableType} = 'project'`;
const isFolder = sql`(${files.fileableType} = 'project' and ${files.type} = 'folder')`;

/**
 * A page of one folder: its folders by title, then its docs, links and uploads newest first; at the top
 * level the project's visible attachments follow, newest first. The folder itself was checked visible.
 */
export async function listFolderItems(
  db: Executor,
  access: ProjectAccess,
  folderId: number,
  p: Paging,
): Promise<{ rows: ItemWithCreator[]; total: number }> {
  const entries = and(
    eq(files.projectId, access.project.id),
    eq(files.parentId, folderId),
    isEntry,
    visibleSql(access, "file", { isPrivate: files.isPrivate, createdBy: files.createdBy }),
  );
  const attachments =
    folderId === 0
      ? and(
          eq(files.projectId, access.project.id),
          eq(files.type, "file"),
          inArray(files.fileableType, [...LISTED_ATTACHMENT_OWNERS]),
          sql`${files.id} in (${visibleAttachmentIdsSql(access)})`,
        )
      : undefined;
  const where = attachments ? or(entries, attachments) : entries;
  const found = await db
    .select({ row: fileItemColumns, creator: creatorColumns, total: windowTotal() })
    .from(files)
    .leftJoin(blobs, eq(blobs.id, files.blobId))
    .leftJoin(thumbs, eq(thumbs.id, files.thumbBlobId))
    .leftJoin(users, eq(users.id, files.createdBy))
    .where(where)
    .orderBy(
      sql`case when ${isFolder} then 0 when ${isEntry} then 1 else 2 end`,
      sql`case when ${isFolder} then lower(${files.name}) end`,
      desc(files.createdAt),
      desc(files.id),
    )
    .limit(p.perPage)
    .offset(p.offset);
  const total = await pageTotal(found, p, async () => (await db.select({ n: count() }).from(files).where(where))[0].n);
  return { rows: found.map(({ row, creator }) => ({ row, creator })), total };
}

/** Items by id with their creators, in the order given (one query). */
export async function itemsWithCreators(db: Executor, ids: readonly number[]): Promise<ItemWithCreator[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: fileItemColumns, creator: creatorColumns })
    .from(files)
    .leftJoin(blobs, eq(blobs.id, files.blobId))
    .leftJoin(thumbs, eq(thumbs.id, files.thumbBlobId))
    .leftJoin(users, eq(users.id, files.createdBy))
    .where(inArray(files.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every folder the caller sees, by title; with `title`, at most FOLDER_SEARCH_LIMIT whose title contains it. */
export async function visibleFolders(db: Executor, access: ProjectAccess, title?: string) {
  const pattern = title === undefined ? undefined : `%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const query = db
    .select({ id: files.id, title: files.name, parent: files.parentId })
    .from(files)
    .where(
      and(
        eq(files.projectId, access.project.id),
        sql`${files.id} in (${visibleFolderIdsSql(access)})`,
        pattern === undefined ? undefined : sql`${files.name} ilike ${pattern}`,
      ),
    )
    .orderBy(asc(sql`lower(${files.name})`), asc(files.id));
  return query.limit(pattern === undefined ? MAX_PER_PAGE : FOLDER_SEARCH_LIMIT);
}
