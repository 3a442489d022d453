import { z } from "zod";
import { SEARCH_MODELS } from "../schemas/search";
import { listAnswer } from "./common";
import { userAnswer } from "./users";

/** One hit of a search (server/src/modules/search/service.ts). */
export const searchHitAnswer = z.object({
  /** doc, link and file: the files area's (a file is an upload of the files area or an attachment it lists). */
  type: z.enum(["task", "subtask", "project", "milestone", "discussion_board", "task_list", "doc", "link", "file"]),
  id: z.number().int(),
  /** A file's name for a file. */
  title: z.string(),
  project_id: z.number().int(),
  /** The hit's project by name, so that hits of projects alike (a duplicate) are told apart. */
  project_title: z.string(),
  task_list_id: z.number().int().nullable(),
  /** A task's (or sub-task's) list by name; null for other types. */
  task_list_title: z.string().nullable(),
  /** A sub-task's parent; for a doc, link or file the folder it is in (0: the top level, where attachments are). */
  parent_id: z.number().int().nullable(),
  /** A task's list: 1 current, 0 archived (the web app links to the archive then); null for other types. */
  list_status: z.number().int().nullable(),
  /** The matched words in `<mark>`, everything else HTML-escaped: the title, or a passage of the text that matched. */
  snippet: z.string(),
  /** Higher is better; only comparable within one answer. */
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitAnswer>;
export type SearchHitType = SearchHit["type"];

/** Per group: the hits returned and whether more matched than `per_group`. */
export const searchGroupMetaAnswer = z.object({ count: z.number().int(), has_more: z.boolean() });
export type SearchGroupMeta = z.infer<typeof searchGroupMetaAnswer>;

/** `GET pm/v2/search`: the hits of every asked group, in the groups' order, and each group's count. */
export const searchAnswer = z.object({
  data: z.array(searchHitAnswer),
  meta: z.object({
    per_group: z.number().int(),
    groups: z.partialRecord(z.enum(SEARCH_MODELS), searchGroupMetaAnswer),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** `GET pm-pro/v2/search_by_client`: the clients found, by name. */
export const clientsFoundAnswer = listAnswer(userAnswer);
