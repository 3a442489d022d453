import type { ApiDate } from "../../api/types";

/** A file attached to a discussion, comment or other item, as the server presents it. */
export type Attachment = {
  id: number;
  name: string;
  mime_type: string;
  size: number;
  url: string;
  thumb: string | null;
  creator_id: number;
  created_at: ApiDate | null;
};
