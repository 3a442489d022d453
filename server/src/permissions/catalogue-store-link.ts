import type { Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/woo-project";
const PRODUCT = "matrix-product";

/**
 * The permission matrix's example calls for the store link (global managers only). Each file's database is
 * fresh and the routes run in their registration order: the product is added before the link that names it,
 * and that link (id 1, the first) is edited before it is removed. The webhook is open to anyone (its token is
 * the credential): with a wrong token every caller gets 404 "Wrong Url". Setting a password is open to anyone
 * too: a token nobody was given gets 400.
 */
export const STORE_LINK_CALLS: Record<string, Example> = {
  [`GET ${BASE}/products`]: {},
  [`POST ${BASE}/products`]: { body: () => ({ id: PRODUCT, name: "Matrix product", sku: "M-1" }) },
  [`GET ${BASE}/project`]: { query: () => ({ ids: PRODUCT }) },
  [`POST ${BASE}/project`]: { body: (c) => ({ product_ids: [PRODUCT], project_id: c.pid, assignees: [] }) },
  [`POST ${BASE}/project/:link_id`]: {
    params: { link_id: "1" },
    body: (c) => ({
      product_ids: [PRODUCT],
      project_id: c.pid,
      assignees: [{ user_id: c.seeded.manager, role_id: 2 }],
    }),
  },
  [`POST ${BASE}/project/:link_id/delete`]: { params: { link_id: "1" } },
  [`GET ${BASE}/settings`]: {},
  [`POST ${BASE}/settings`]: { body: () => ({ secret: "matrix-secret-1" }) },
  [`POST ${BASE}/webhook`]: { query: () => ({ token: "not-the-token" }), body: () => ({ id: 1 }), okStatus: 404 },
  "POST /api/auth/password/set": {
    body: () => ({ token: "a-token-nobody-was-given", password: "long enough password" }),
    okStatus: 400,
  },
};
