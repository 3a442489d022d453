import type { Example } from "./catalogue";

const BASE = "/api/import/wp-pm";

/**
 * The permission matrix's example calls for Settings → Import (global managers only). A permitted start names
 * an uploads folder that does not exist, so it is refused (400) before any MySQL server is asked and before
 * anything is written; no run exists, so reading one answers 404.
 */
export const WP_IMPORT_CALLS: Record<string, Example> = {
  [`POST ${BASE}`]: {
    body: () => ({ mysql_url: "mysql://matrix@127.0.0.1:9/wordpress", uploads_dir: "/nonexistent/matrix-uploads" }),
    okStatus: 400,
  },
  [`GET ${BASE}/runs`]: {},
  [`GET ${BASE}/runs/:id`]: { params: { id: "999999" }, okStatus: 404 },
};
