import { presentTimestamp } from "../../core/http/dates";

/** A file row joined with its blob's facts: what an attachment needs to be shown. */
export type AttachmentRow = {
  id: number;
  projectId: number;
  fileableType: string;
  fileableId: number;
  name: string;
  isPrivate: boolean;
  createdBy: number;
  createdAt: Date;
  thumbBlobId: number | null;
  mimeType: string;
  size: number;
};

export const downloadUrl = (projectId: number, fileId: number) =>
  `/api/pm/v2/projects/${projectId}/files/${fileId}/download`;
export const thumbUrl = (projectId: number, fileId: number) => `/api/pm/v2/projects/${projectId}/files/${fileId}/thumb`;

/** An attachment as it leaves the server; the storage key and checksum stay inside. */
export function presentFile(row: AttachmentRow) {
  return {
    id: row.id,
    name: row.name,
    mime_type: row.mimeType,
    size: row.size,
    url: downloadUrl(row.projectId, row.id),
    thumb: row.thumbBlobId === null ? null : thumbUrl(row.projectId, row.id),
    fileable_type: row.fileableType,
    fileable_id: row.fileableId,
    creator_id: row.createdBy,
    created_at: presentTimestamp(row.createdAt),
  };
}

export const presentFiles = (rows: readonly AttachmentRow[] | undefined) => ({ data: (rows ?? []).map(presentFile) });
