import { z } from "zod";
import { MESSAGES } from "../messages";
import { zId, zInt } from "./primitives";

/**
 * The groups of a search, in the order the answer lists them (the project panel's order, then the files
 * area's docs, links and files, projects last).
 */
export const SEARCH_MODELS = [
  "tasks",
  "task_list",
  "discussion_board",
  "milestone",
  "doc",
  "link",
  "file",
  "project",
] as const;
export type SearchModel = (typeof SEARCH_MODELS)[number];

/** Hits per group unless `per_group` says otherwise, and the most it may ask for. */
export const SEARCH_PER_GROUP = 10;
export const SEARCH_PER_GROUP_MAX = 50;
export const SEARCH_QUERY_MAX = 200;

/** `model[]=a&model[]=b`, `model=a,b` or one `model=a`; unknown names are refused. */
const modelList = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(","))),
  z.array(z.enum(SEARCH_MODELS, { error: `Model must be one of ${SEARCH_MODELS.join(", ")}.` })).max(10),
);

const searchText = z
  .string({ error: MESSAGES.searchQueryRequired })
  .trim()
  .min(1, MESSAGES.searchQueryRequired)
  .max(SEARCH_QUERY_MAX, `Must be at most ${SEARCH_QUERY_MAX} characters.`);

export const searchQuery = z
  .object({
    query: searchText,
    project_id: zId.optional(),
    model: modelList.optional(),
    "model[]": modelList.optional(),
    per_group: zInt(1, SEARCH_PER_GROUP_MAX).default(SEARCH_PER_GROUP),
  })
  .transform(({ "model[]": bracketed, model, ...rest }) => {
    const chosen = new Set([...(bracketed ?? []), ...(model ?? [])]);
    // Always in SEARCH_MODELS order, whatever order the caller named them in.
    const models = chosen.size > 0 ? SEARCH_MODELS.filter((m) => chosen.has(m)) : [...SEARCH_MODELS];
    return { ...rest, models };
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/** At most this many people come back from search_by_client. */
export const CLIENT_SEARCH_LIMIT = 20;

export const searchByClientQuery = z.object({ query: searchText });
