import type { Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/tasks/:task_id/sub-tasks";

/** The permission matrix's example calls for the sub-tasks module (see catalogue.ts). */
export const SUB_TASK_CALLS: Record<string, Example> = {
  [`GET ${BASE}`]: {},
  [`POST ${BASE}`]: { body: (c) => ({ title: c.unique("sub-task") }) },
  [`POST ${BASE}/:sub_task_id/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${BASE}/:sub_task_id/delete`]: {},
  [`POST ${BASE}/:sub_task_id/convert`]: {},
  "POST /api/pm-pro/v2/sub-tasks/sorting": {
    body: (c) => ({ task_id: c.parent, orders: [{ id: c.item, index: 0 }] }),
  },
};
