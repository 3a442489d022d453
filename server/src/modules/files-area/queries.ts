import { FOLDER_SEARCH_LIMIT } from "@cairn/shared";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { MAX_PER_PAGE, type Paging } from "../../core/http/envelope";
import { pageTotal } from "../../core/http/page-total";
import { ownOrPublicSql, policy, visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { blobs, comments, fileSortKind, fileSortTitle, files, users } from "../../db/schema";
import { plannedOnce } from "../../db/statements";
import { type ChainLink, type ChainTuple, chainFromJson, entryChainSql, loadEntryChain } from "../attachments/chain";
import { type FileItemRow, fileItemColumns, thumbs } from "../attachments/load";
import type { AttachmentRow } from "../attachments/present";
import type { Creator } from "./extras";
import { LISTED_ATTACHMENT_OWNERS, visibleAttachmentIdsSql, visibleFolderIdsSql } from "./visibility";

const creatorColumns = { id: users.id, email: users.email, displayName: users.displayName };
export type ItemWithCreator = { row: FileItemRow; creator: Creator | null };

const isEntry = sql`${files.fileableType} = 'project'`;

/** A folder's order (see fileSortKind): its folders by title, then its docs, links and uploads newest first. */
const pageOrder = () => [fileSortKind(files), fileSortTitle(files), desc(files.createdAt), desc(files.id)];

/** An item of a folder's page with what it shows beside its row: creator, comment count, attachments. */
export type ListedItem = ItemWithCreator & { commentCount: number; attachments: AttachmentRow[] };

/** The attachments of an entry as a json array of AttachmentRow tuples (entries only; attachments have none). */
const attachmentsJson = sql<AttachmentTuple[] | null>`(case when ${isEntry} then (
  select json_agg(json_build_array(a.id, a.project_id, a.fileable_type, a.fileable_id, a.name, a.is_private, a.created_by,
    floor(extract(epoch from a.created_at) * 1000)::bigint, a.thumb_blob_id, b.mime_type, b.size) order by a.id)
  from files a join blobs b on b.id = a.blob_id where a.fileable_type = 'file' and a.fileable_id = ${files.id} and a.type = 'file') end)`;

type AttachmentTuple = [number, number, string, number, string, boolean, number, number, number | null, string, number];

const attachmentFrom = (a: AttachmentTuple): AttachmentRow => ({
  id: a[0],
  projectId: a[1],
  fileableType: a[2],
  fileableId: a[3],
  name: a[4],
  isPrivate: a[5],
  createdBy: a[6],
  createdAt: new Date(a[7]),
  thumbBlobId: a[8],
  mimeType: a[9],
  size: a[10],
});

/**
 * One page of a folder in ONE statement: the page's ids read in order (for a folder, straight off
 * files_folder_page_idx, so a 1,000-item folder costs a page, not a sort of the folder), then only those
 * rows joined with their blobs and creators, each with its comment count and attachments, and the
 * folder's total beside them. `where` selects the folder's items the caller sees.
 */
function pageQuery(db: Executor, where: SQL | undefined, limit: unknown, offset: unknown, chain: SQL = sql`null`) {
  const page = db
    .select({ id: files.id })
    .from(files)
    .where(where)
    .orderBy(...pageOrder())
    .limit(limit as number)
    .offset(offset as number)
    .as("page");
  // The total comes from a scan of its own (index-only for a folder), not a window over the whole folder.
  const total = sql<number>`(select count(*) from ${files} where ${where})`.mapWith(Number);
  return db
    .select({
      row: fileItemColumns,
      creator: creatorColumns,
      commentCount: sql<number>`(select count(*) from ${comments} c where c.project_id = ${files.projectId}
        and c.commentable_type = 'file' and c.commentable_id = ${files.id})`.mapWith(Number),
      attachments: attachmentsJson,
      total,
      chain: sql<ChainTuple[] | null>`${chain}`,
    })
    .from(page)
    .innerJoin(files, eq(files.id, page.id))
    .leftJoin(blobs, eq(blobs.id, files.blobId))
    .leftJoin(thumbs, eq(thumbs.id, files.thumbBlobId))
    .leftJoin(users, eq(users.id, files.createdBy))
    .orderBy(...pageOrder());
}

/** A folder's own items the caller sees (a folder's page is the hot read). */
function folderStatement(db: Executor, hide: boolean) {
  const where = and(
    eq(files.projectId, sql.placeholder("projectId")),
    eq(files.parentId, sql.placeholder("folderId")),
    isEntry,
    hide ? ownOrPublicSql(files) : undefined,
  );
  // The folder and the folders above it come with its page: the route checks them before answering.
  const chain = entryChainSql(sql`${sql.placeholder("projectId")}::int`, sql`${sql.placeholder("folderId")}::int`);
  return pageQuery(db, where, sql.placeholder("limit"), sql.placeholder("offset"), chain);
}

/** A folder's own entries the caller sees. */
const entriesOf = (access: ProjectAccess, folderId: number) =>
  and(
    eq(files.projectId, access.project.id),
    eq(files.parentId, folderId),
    isEntry,
    visibleSql(access, "file", { isPrivate: files.isPrivate, createdBy: files.createdBy }),
  );

/** The top level: its entries, then the project's visible attachments, newest first. */
function topLevelWhere(access: ProjectAccess) {
  const attachments = and(
    eq(files.projectId, access.project.id),
    eq(files.type, "file"),
    inArray(files.fileableType, [...LISTED_ATTACHMENT_OWNERS]),
    sql`${files.id} in (${visibleAttachmentIdsSql(access)})`,
  );
  return or(entriesOf(access, 0), attachments);
}

/**
 * A page of one folder: its folders by title, then its docs, links and uploads newest first; at the top
 * level the project's visible attachments follow, newest first. With the folder's chain (the folder, then
 * the folders above it; empty at the top level), which the caller must check visible before showing any row.
 */
export async function listFolderItems(
  db: Executor,
  access: ProjectAccess,
  folderId: number,
  p: Paging,
): Promise<{ rows: ListedItem[]; total: number; chain: ChainLink[] }> {
  const found =
    folderId === 0
      ? await pageQuery(db, topLevelWhere(access), p.perPage, p.offset)
      : await plannedOnce(folderStatement(db, !policy.viewPrivate(access, "file"))).execute({
          projectId: access.project.id,
          folderId,
          userId: access.userId,
          limit: p.perPage,
          offset: p.offset,
        });
  const rows = found.map((r) => ({
    row: r.row,
    creator: r.creator,
    commentCount: r.commentCount,
    attachments: (r.attachments ?? []).map(attachmentFrom),
  }));
  // Past the last page no row carries the total: counted apart then.
  const total = await pageTotal(found, p, async () => {
    const where = folderId === 0 ? topLevelWhere(access) : entriesOf(access, folderId);
    return (await db.select({ n: count() }).from(files).where(where))[0].n;
  });
  // A folder's chain rides on its page's rows; a page without rows (an empty folder, past the end) asks apart.
  const chain =
    folderId === 0
      ? []
      : found.length > 0
        ? chainFromJson(found[0].chain)
        : await loadEntryChain(db, access.project.id, folderId);
  return { rows, total, chain };
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
