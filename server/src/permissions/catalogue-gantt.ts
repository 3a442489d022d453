import type { Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/projects/:id/gantt";

/**
 * The permission matrix's example calls for the Gantt module (see catalogue.ts). The item made for a call is
 * a link between two tasks of the variant's owner and privacy (workspace.ts): deleting takes that link, and a
 * new link joins the same two tasks with another type (start-to-start), which is neither a duplicate nor a circle.
 */
export const GANTT_CALLS: Record<string, Example> = {
  [`GET ${BASE}`]: {},
  [`POST ${BASE}`]: {
    body: (c) => ({ source: c.ends?.[0], target: c.ends?.[1], type: 1 }),
  },
  [`POST ${BASE}/:link_id/delete`]: {},
};
