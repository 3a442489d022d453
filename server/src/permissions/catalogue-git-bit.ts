import type { Example } from "./catalogue";

/**
 * The permission matrix's example calls for GitHub / Bitbucket sync. The webhook is open to anyone (its token
 * is the credential): without a hook for the project every caller gets 404 "Wrong Url". The user map names
 * a user who is no member, so a permitted caller gets 400 for it, after the others got their refusal. Slack's
 * test message names no webhook and the project has none saved: a permitted caller gets 400 before any post.
 */
export const GIT_BIT_CALLS: Record<string, Example> = {
  "POST /api/pm-pro/v2/integrations/:project_id": {
    params: { project_id: "999999999" },
    body: () => ({ action: "opened" }),
    okStatus: 404,
  },
  "GET /api/pm/v2/projects/:id/users_map_name": {},
  "POST /api/pm/v2/save_users_map_name": {
    body: (c) => ({ project_id: c.pid, users: [{ user_id: 999999999, github: "octocat" }] }),
    okStatus: 400,
  },
  "POST /api/pm-pro/v2/projects/:id/integrations/git-bit/regenerate": {},
  "POST /api/pm/v2/projects/:id/slack/test": { body: () => ({}), okStatus: 400 },
};
