/** Comments as the server answers them (packages/shared/src/answers/comments.ts). */
export type { Comment, CommentableType } from "@cairn/shared";

/** What the form hands over: new files are sent, removed ones listed by id. */
export type CommentDraft = {
  content: string;
  notifyUsers: number[];
  files: File[];
  filesToDelete: number[];
  /** The upload's progress, when files travel (components/attachments/upload.ts). */
  onProgress?: (fraction: number, loaded: number, total: number) => void;
};
