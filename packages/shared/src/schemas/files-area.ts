import { z } from "zod";
import { FILES_MESSAGES } from "../messages-files";
import { pagingFields, singleLine, zBool, zHtml, zId, zIdList } from "./primitives";

/** Every kind of file item; "file" is an attachment of another item (a task, a comment...). */
export const FILE_ITEM_TYPES = ["folder", "doc", "link", "pro_file", "file"] as const;
export type FileItemType = (typeof FILE_ITEM_TYPES)[number];
/** The kinds the files area creates. */
export const FILE_ENTRY_TYPES = ["folder", "doc", "link", "pro_file"] as const;
export type FileEntryType = (typeof FILE_ENTRY_TYPES)[number];

/** Files-area list page size (the contract's 50). */
export const FILES_PER_PAGE = 50;
/** At most this many folders come back from searchfolder. */
export const FOLDER_SEARCH_LIMIT = 20;

/** A folder id, or 0 / "" / null for the top level. */
export const zFolderRef = z.preprocess(
  (v) => (v === "" || v === null ? 0 : v),
  z.coerce
    .number({ error: FILES_MESSAGES.chooseFolder })
    .int(FILES_MESSAGES.chooseFolder)
    .min(0, FILES_MESSAGES.chooseFolder)
    .max(2_147_483_647, FILES_MESSAGES.chooseFolder),
);

/** http or https only: a link never becomes javascript: or data: in someone's browser. */
export const isWebUrl = (value: string | undefined): boolean => {
  if (!value) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
};

const zItemTitle = z
  .string({ error: "Must be text." })
  .trim()
  .max(255, "Must be at most 255 characters.")
  .check(singleLine);
const zUrl = z.string({ error: "Must be text." }).trim().max(2048, "Must be at most 2048 characters.");

/** The messages for a missing title, by kind (the folder form says "Folder name"). */
export const titleRequiredFor = (type: FileEntryType) =>
  type === "folder" ? FILES_MESSAGES.folderNameRequired : FILES_MESSAGES.titleRequired;

export const createFileItemBody = z
  .object({
    type: z.enum(FILE_ENTRY_TYPES, { error: `Must be one of ${FILE_ENTRY_TYPES.join(", ")}.` }).default("pro_file"),
    title: zItemTitle.optional(),
    private: zBool.optional(),
    parent: zFolderRef.optional(),
    description: zHtml().optional(),
    url: zUrl.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type !== "pro_file" && !body.title) {
      ctx.addIssue({ code: "custom", path: ["title"], message: titleRequiredFor(body.type) });
    }
    if (body.type === "link" && !isWebUrl(body.url)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: FILES_MESSAGES.urlRequired });
    }
  });
export type CreateFileItemBody = z.infer<typeof createFileItemBody>;

export const updateFileItemBody = z.object({
  title: zItemTitle.optional(),
  description: zHtml().optional(),
  url: zUrl.optional(),
  private: zBool.optional(),
  files_to_delete: zIdList.optional(),
});
export type UpdateFileItemBody = z.infer<typeof updateFileItemBody>;

export const listFileItemsQuery = z.object({
  folder_id: zFolderRef.optional(),
  ...pagingFields,
  with: z.string().max(200).optional(),
});
export type ListFileItemsQuery = z.infer<typeof listFileItemsQuery>;

export const searchFoldersQuery = z.object({ title: z.string().max(255).optional() });

/** Move `source` into the folder `destination` (0 = top level). */
export const sortFileItemsBody = z.object({ destination: zFolderRef, source: zId });
export type SortFileItemsBody = z.infer<typeof sortFileItemsBody>;

/**
 * A body that carries only files (`files[]`, multipart): a file's new version (exactly one), or attachments
 * added to a task. Other fields are accepted and ignored, as the spec's client sends its ids along.
 */
export const filesOnlyBody = z.looseObject({});
