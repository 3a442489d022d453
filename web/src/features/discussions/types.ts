/** A discussion as the server answers it (packages/shared/src/answers/discussions.ts). */
export type { Discussion } from "@cairn/shared";

export type DiscussionDraft = {
  title: string;
  description: string;
  milestone: number | null;
  /** Sent only by those who may mark discussions private. */
  privacy?: boolean;
  files: File[];
  filesToDelete: number[];
  /** The upload's progress, when files travel (components/attachments/upload.ts). */
  onProgress?: (fraction: number, loaded: number, total: number) => void;
};
