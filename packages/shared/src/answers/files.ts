import { z } from "zod";
import { FILE_ITEM_TYPES } from "../schemas/files-area";
import { attachmentsAnswer } from "./attachments";
import { commentThreadAnswer } from "./comments";
import { apiDateAnswer, itemAnswer, listAnswer, paginationMetaAnswer, wrapped, writtenAnswer } from "./common";
import { userAnswer } from "./users";

/** What an attachment hangs on, for its card ("Attached to {item}"); a comment's names its thread's item. */
export const attachedToAnswer = z.object({
  type: z.string(),
  id: z.number().int(),
  title: z.string(),
  task_list_id: z.number().int().optional(),
  commentable: z
    .object({ type: z.string(), id: z.number().int(), task_list_id: z.number().int().optional() })
    .optional(),
});
export type AttachedTo = z.infer<typeof attachedToAnswer>;

/** An earlier version of a doc, link or uploaded file (`?with=revisions`), newest first. */
export const fileRevisionAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  /** An uploaded file's earlier bytes: their type, size and address; null for docs and links. */
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
  is_image: z.boolean(),
  is_pdf: z.boolean(),
  download_url: z.string().nullable(),
  creator: wrapped(userAnswer.nullable()),
  created_at: apiDateAnswer,
});
export type FileRevision = z.infer<typeof fileRevisionAnswer>;

/**
 * An item of the files area, or an attachment of another item as the area lists it
 * (server/src/modules/files-area/present.ts, docs/api.md "Files area"); storage keys never leave.
 */
export const fileItemAnswer = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  type: z.enum(FILE_ITEM_TYPES),
  title: z.string(),
  /** The uploaded file's name; null for what holds no bytes (a folder, a doc, a link). */
  name: z.string().nullable(),
  /** The folder it is in; 0 at the top level. */
  parent: z.number().int(),
  private: z.boolean(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
  is_image: z.boolean(),
  is_video: z.boolean(),
  /** A PDF, which the download serves inline: the file modal previews it. */
  is_pdf: z.boolean(),
  download_url: z.string().nullable(),
  thumb: z.string().nullable(),
  fileable_type: z.string(),
  fileable_id: z.number().int(),
  attached_to: attachedToAnswer.nullable(),
  comment_count: z.number().int(),
  creator: wrapped(userAnswer.nullable()),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  files: attachmentsAnswer,
  /** `?with=revisions`. */
  revisions: listAnswer(fileRevisionAnswer).optional(),
  /** `?with=comments`: the newest comments of its thread. */
  comments: commentThreadAnswer.optional(),
  meta: z.object({ can_edit: z.boolean(), can_delete: z.boolean(), can_move: z.boolean() }),
});
export type FileItem = z.infer<typeof fileItemAnswer>;

/** A folder as the move dialog and the folder list name it. */
export const folderRefAnswer = z.object({ id: z.number().int(), title: z.string(), parent: z.number().int() });
export type FolderRef = z.infer<typeof folderRefAnswer>;

/** A page of one folder (or the top level), with the folder and the way down to it. */
export const folderPageAnswer = z.object({
  data: z.array(fileItemAnswer),
  meta: paginationMetaAnswer.extend({
    /** null at the top level. */
    folder: folderRefAnswer.nullable(),
    /** From the top down to the folder shown. */
    breadcrumb: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
});
export type FolderPage = z.infer<typeof folderPageAnswer>;

export const foldersAnswer = itemAnswer(z.array(folderRefAnswer));
export const foldersFoundAnswer = itemAnswer(z.array(folderRefAnswer.pick({ id: true, title: true })));
export const fileItemItemAnswer = itemAnswer(fileItemAnswer);
export const fileItemWrittenAnswer = writtenAnswer(fileItemAnswer);
/** An upload of several files answers them all; a folder, doc, link or one file answers the item. */
export const fileItemsCreatedAnswer = writtenAnswer(z.union([fileItemAnswer, z.array(fileItemAnswer)]));
