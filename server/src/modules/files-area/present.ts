import { COMMENTS_PAGE_SIZE, type FileItemType } from "@cairn/shared";
import { presentTimestamp } from "../../core/http/dates";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { isImageType, isVideoType, PDF_TYPE } from "../../core/storage/sniff";
import type { FileItemRow } from "../attachments/load";
import { downloadUrl, presentFiles, thumbUrl } from "../attachments/present";
import { presentThread } from "../comments/present";
import { presentUser } from "../users/present";
import type { Creator, ItemExtras, RevisionRow } from "./extras";

const creatorOf = (c: Creator | null) => ({ data: c ? presentUser(c) : null });

/** The address of an uploaded file's earlier bytes (files-area/routes.ts). */
export const revisionDownloadUrl = (projectId: number, fileId: number, revisionId: number) =>
  `/api/pm-pro/v2/projects/${projectId}/files/${fileId}/revisions/${revisionId}/download`;

export function presentRevision(r: RevisionRow) {
  const mime = r.bytes?.mimeType ?? null;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    url: r.url,
    mime_type: mime,
    size: r.bytes?.size ?? null,
    is_image: mime !== null && isImageType(mime),
    is_pdf: mime === PDF_TYPE,
    download_url: r.bytes ? revisionDownloadUrl(r.projectId, r.fileId, r.id) : null,
    creator: creatorOf(r.creator),
    created_at: presentTimestamp(r.createdAt),
  };
}

/** The caller's abilities on an item: entries by the files-area rules, attachments only deleted here. */
function abilitiesOf(access: ProjectAccess, row: FileItemRow) {
  if (row.fileableType !== "project") {
    return { can_edit: false, can_delete: policy.remove(access, row), can_move: false };
  }
  const own = policy.edit(access, row);
  return { can_edit: own, can_delete: policy.remove(access, row), can_move: own };
}

/** A file item as it leaves the server (docs/api.md "Files area"); storage keys never leave. */
export function presentFileItem(row: FileItemRow, creator: Creator | null, access: ProjectAccess, extra: ItemExtras) {
  const entry = row.fileableType === "project";
  const bytes = row.blobId !== null && row.mimeType !== null;
  return {
    id: row.id,
    project_id: row.projectId,
    // Written only as FILE_ENTRY_TYPES (createFileItemBody); the text column cannot say so.
    type: entry ? (row.type as FileItemType) : "file",
    title: row.name,
    name: bytes ? row.name : null,
    parent: entry ? row.parentId : 0,
    private: row.isPrivate,
    description: row.description ?? null,
    url: entry && row.type === "link" ? row.url : null,
    mime_type: bytes ? row.mimeType : null,
    size: bytes ? row.size : null,
    is_image: bytes && isImageType(row.mimeType ?? ""),
    is_video: bytes && isVideoType(row.mimeType ?? ""),
    is_pdf: bytes && row.mimeType === PDF_TYPE,
    download_url: bytes ? downloadUrl(row.projectId, row.id) : null,
    thumb: row.thumbBlobId === null ? null : thumbUrl(row.projectId, row.id),
    fileable_type: row.fileableType,
    fileable_id: row.fileableId,
    attached_to: entry ? null : extra.attachedTo,
    comment_count: extra.commentCount,
    creator: creatorOf(creator),
    created_at: presentTimestamp(row.createdAt),
    updated_at: presentTimestamp(row.updatedAt),
    files: presentFiles(extra.files),
    ...(extra.revisions ? { revisions: { data: extra.revisions.map(presentRevision) } } : {}),
    ...(extra.comments
      ? { comments: presentThread(extra.comments, extra.commentCount, COMMENTS_PAGE_SIZE, access) }
      : {}),
    meta: abilitiesOf(access, row),
  };
}
