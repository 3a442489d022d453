import type { SearchHit, SearchModel } from "@cairn/shared";

/**
 * Every group, in the server's order (@cairn/shared SEARCH_MODELS, which the web app does not import: that
 * module brings zod along). The type checks the names.
 */
export const ALL_GROUPS: SearchModel[] = [
  "tasks",
  "task_list",
  "discussion_board",
  "milestone",
  "doc",
  "link",
  "file",
  "project",
];

/** The group (request key) a hit belongs to: tasks and sub-tasks both come from `tasks`; the others share their type's name. */
export const modelOf = (hit: SearchHit): SearchModel =>
  hit.type === "task" || hit.type === "subtask" ? "tasks" : hit.type;

/** The answer's hits by group, in the order they came (the server lists groups in the panel's order). */
export function byGroup(hits: SearchHit[]): { model: SearchModel; hits: SearchHit[] }[] {
  const groups: { model: SearchModel; hits: SearchHit[] }[] = [];
  for (const hit of hits) {
    const model = modelOf(hit);
    const last = groups.at(-1);
    if (last?.model === model) last.hits.push(hit);
    else groups.push({ model, hits: [hit] });
  }
  return groups;
}
