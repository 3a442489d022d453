import type { Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/projects/:id/kanboard";

/**
 * The permission matrix's example calls for the kanboard module (see catalogue.ts). `:board_id` is the seeded
 * column (workspace.ts: a column with no rule, and the project's Open column takes no new tasks, so a new task
 * has no card) or, on the routes whose rule addresses a column, a column made for the call. Taking a card off
 * a column it is not in is allowed and changes nothing.
 */
export const KANBOARD_CALLS: Record<string, Example> = {
  [`GET ${BASE}`]: {},
  [`GET ${BASE}/:board_id`]: { query: () => ({ page: "1" }) },
  [`POST ${BASE}`]: { body: (c) => ({ title: c.unique("column").slice(0, 100) }) },
  [`POST ${BASE}/:board_id/update`]: { body: () => ({ title: "Renamed", header_background: "#336699" }) },
  [`POST ${BASE}/:board_id/delete`]: {},
  [`GET ${BASE}/:board_id/assign-preview`]: { query: (c) => ({ users: String(c.seeded.manager) }) },
  [`POST ${BASE}/board-order`]: { make: "column", body: (c) => ({ board_orders: [{ id: c.item, order: 9 }] }) },
  [`POST ${BASE}/task-order`]: {
    body: (c) => ({
      is_move: "yes",
      section_id: c.seeded.column,
      sender_section_id: c.seeded.column,
      orders: [{ id: c.item, index: 0 }],
    }),
  },
  [`POST ${BASE}/:board_id/task/:task_id`]: {},
  [`POST ${BASE}/:board_id/tasks/:task_id/delete`]: {},
  "GET /api/pm-pro/v2/projects/:id/list-view-type": {},
  "POST /api/pm-pro/v2/projects/:id/list-view-type": { body: () => ({ list_view_type: "kanboard" }) },
};
