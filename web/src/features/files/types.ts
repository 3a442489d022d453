/** The files area as the server answers it (packages/shared/src/answers/files.ts). */
export type {
  AttachedTo,
  FileItem,
  FileItemType,
  FileRevision as Revision,
  FolderPage,
  FolderRef,
} from "@cairn/shared";

/** What the doc and link forms hand over. */
export type DocDraft = {
  title: string;
  description: string;
  /** Links only. */
  url?: string;
  /** Sent only by those who hold view_private_file. */
  private?: boolean;
  files: File[];
  filesToDelete: number[];
};
