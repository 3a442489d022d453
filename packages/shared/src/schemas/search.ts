import { z } from "zod";
import { MESSAGES } from "../messages";
import { zId } from "./primitives";

export const SEARCH_MODELS = ["tasks", "task_list", "milestone", "discussion_board", "project"] as const;
export type SearchModel = (typeof SEARCH_MODELS)[number];
export type SearchHitType = "task" | "subtask" | "project" | "milestone" | "discussion_board" | "task_list";

/** `model[]=a&model[]=b`, `model=a,b` or one `model=a`; unknown names are refused. */
const modelList = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(","))),
  z.array(z.enum(SEARCH_MODELS, { error: `Model must be one of ${SEARCH_MODELS.join(", ")}.` })).max(10),
);

export const searchQuery = z
  .object({
    query: z
      .string({ error: MESSAGES.searchQueryRequired })
      .trim()
      .min(1, MESSAGES.searchQueryRequired)
      .max(200, "Must be at most 200 characters."),
    project_id: zId.optional(),
    model: modelList.optional(),
    "model[]": modelList.optional(),
  })
  .transform(({ "model[]": bracketed, model, ...rest }) => {
    const models = [...(bracketed ?? []), ...(model ?? [])];
    return { ...rest, models: models.length > 0 ? [...new Set(models)] : [...SEARCH_MODELS] };
  });
export type SearchQuery = z.infer<typeof searchQuery>;

export type SearchHit = {
  type: SearchHitType;
  id: number;
  title: string;
  project_id: number;
  task_list_id: number | null;
  parent_id: number | null;
};
