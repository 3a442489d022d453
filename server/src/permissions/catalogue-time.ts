import type { Example } from "./catalogue";

/** The task the call names (the made item), in the body or query, with its project as the spec's client sends it. */
const onTask = (c: { item: number; pid: number }) => ({ task_id: c.item, project_id: c.pid });

/**
 * The permission matrix's example calls for the time tracker module (see catalogue.ts). The matrix's tasks have
 * no assignees, and only an assignee tracks time: a permitted caller who sees the task gets the domain's 422
 * "You are not assigned to this task." on start and custom time, and 422 "No time tracker of yours is running
 * on this task." on stop (nothing runs). The successful paths are in modules/time-tracker/*.test.ts.
 */
export const TIME_CALLS: Record<string, Example> = {
  "POST /api/pm-pro/v2/time": { body: onTask, okStatus: 422 },
  "POST /api/pm-pro/v2/time/update": { body: onTask, okStatus: 422 },
  "POST /api/pm-pro/v2/custom-time": {
    body: (c) => ({ ...onTask(c), date: "2026-03-02", time: "1:30" }),
    okStatus: 422,
  },
  "GET /api/pm-pro/v2/time/running": {},
  "GET /api/pm-pro/v2/others-time": { query: (c) => ({ task_id: String(c.item), project_id: String(c.pid) }) },
  // The made item is a stopped log on a task of its own (workspace.ts): its tracker deletes it.
  "POST /api/pm-pro/v2/time/:id/delete": { idIs: "item" },
  // The same log's payable flag: its tracker or a manager sets it (policy.edit).
  "POST /api/pm-pro/v2/time/:id": { idIs: "item", body: () => ({ payable: true }) },
};
