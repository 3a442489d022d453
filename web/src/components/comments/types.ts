/** Comments as the server answers them (packages/shared/src/answers/comments.ts). */
export type { Comment, CommentableType } from "@cairn/shared";

/** What the form hands over: new files are sent, removed ones listed by id. */
export type CommentDraft = {
  content: string;
  notifyUsers: number[];
  files: File[];
  filesToDelete: number[];
};
