import { presentTimestamp } from "../../core/http/dates";
import type { MediaRow } from "./load";

export const mediaUrl = (id: number) => `/api/pm/v2/media/${id}`;
/** The logo as the header and the sign-in page load it; `v` changes with the image, so caches follow. */
export const logoUrl = (id: number) => `/api/branding/logo?v=${id}`;

/** An image of the library as the spec's "uploaded file" (id, url, absoluteUrl, thumb, name). */
export function presentMedia(row: MediaRow, publicUrl: string) {
  const url = mediaUrl(row.id);
  return {
    id: row.id,
    name: row.name,
    mime_type: row.mimeType,
    size: row.size,
    url,
    absoluteUrl: `${publicUrl}${url}`,
    thumb: row.thumbKey === null ? url : `${url}/thumb`,
    created_by: row.createdBy,
    created_at: presentTimestamp(row.createdAt),
  };
}
