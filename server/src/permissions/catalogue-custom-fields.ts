import type { Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/projects/:id/custom-fields";

/**
 * The permission matrix's example calls for custom fields (see catalogue.ts). Names are unique in a project,
 * so each call names its field afresh; `:field_id` is a field made for the call (route-access "custom_field").
 */
export const CUSTOM_FIELD_CALLS: Record<string, Example> = {
  [`GET ${BASE}`]: {},
  [`POST ${BASE}`]: { body: (c) => ({ name: c.unique("field").slice(0, 100), type: "number", default: 3 }) },
  [`POST ${BASE}/sorting`]: { make: "custom_field", body: (c) => ({ orders: [{ id: c.item, order: 7 }] }) },
  [`POST ${BASE}/:field_id/update`]: {
    body: (c) => ({ name: c.unique("renamed").slice(0, 100), show_on_card: true }),
  },
  [`POST ${BASE}/:field_id/delete`]: {},
};
