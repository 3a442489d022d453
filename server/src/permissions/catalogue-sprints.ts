import type { Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/sprints";
const sprint = { idIs: "item" as const };

/**
 * The permission matrix's example calls for the sprints module (see catalogue.ts). `:id` is a sprint made for
 * the call over the matrix's project, holding one fresh task of its own (workspace.ts makeItem "sprint"); in
 * the "own" variant the caller made both, so its creator's rights apply. `:task_id` is that task. Adding the
 * task again changes nothing; completing without a target keeps it on the sprint.
 */
export const SPRINT_CALLS: Record<string, Example> = {
  [`GET ${BASE}`]: { query: () => ({ status: "active", with: "creator,projects" }) },
  [`GET ${BASE}/refresh`]: {},
  [`POST ${BASE}`]: {
    body: (c) => ({ title: c.unique("sprint"), start_at: "2026-03-02", due_date: "2026-03-13", project_ids: [c.pid] }),
  },
  [`GET ${BASE}/:id`]: { ...sprint, query: () => ({ with: "tasks,projects,creator" }) },
  [`POST ${BASE}/:id/update`]: { ...sprint, body: () => ({ goal: "changed" }) },
  [`POST ${BASE}/:id/delete`]: sprint,
  [`POST ${BASE}/:id/tasks`]: { ...sprint, body: (c) => ({ task_ids: [c.parent] }) },
  [`POST ${BASE}/:id/tasks/:task_id/delete`]: sprint,
  [`POST ${BASE}/:id/complete`]: { ...sprint, body: () => ({}) },
};
