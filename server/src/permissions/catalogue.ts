import type { AddressedKind } from "../core/policy/route-access";
import type { FormFields } from "../test/forms";
import { CALENDAR_CALLS } from "./catalogue-calendar";
import { CUSTOM_FIELD_CALLS } from "./catalogue-custom-fields";
import { GANTT_CALLS } from "./catalogue-gantt";
import { GIT_BIT_CALLS } from "./catalogue-git-bit";
import { INVOICE_CALLS } from "./catalogue-invoices";
import { KANBOARD_CALLS } from "./catalogue-kanboard";
import { NOTIFICATION_CALLS } from "./catalogue-notifications";
import { REPORT_CALLS } from "./catalogue-reports";
import { SPRINT_CALLS } from "./catalogue-sprints";
import { STORE_LINK_CALLS } from "./catalogue-store-link";
import { SUB_TASK_CALLS } from "./catalogue-sub-tasks";
import { TIME_CALLS } from "./catalogue-time";
import { WEBHOOK_CALLS } from "./catalogue-webhooks";
import { WP_IMPORT_CALLS } from "./catalogue-wp-import";
import { SECRET, type Seeded, type Workspace, type WorkspaceRowKind } from "./workspace";

/** What one call of the matrix knows: the seeded workspace, the item made for it, the caller's e-mail. */
export type CallContext = {
  seeded: Seeded;
  pid: number;
  /** The item the rule addresses, made fresh for this call (0: the rule names none). */
  item: number;
  revision?: number;
  /** The parent task of the item made (a sub-task). */
  parent?: number;
  /** The two tasks a Gantt link made for the call joins (source, target). */
  ends?: [number, number];
  email?: string;
  password?: string;
  unique: Workspace["unique"];
};

/**
 * A call a permitted caller makes successfully: the query and body a real client sends. The address's
 * parameters are filled by name (matrix.test.ts); `id` names the item itself on the routes that have no project.
 */
export type Example = {
  query?: (c: CallContext) => Record<string, string>;
  body?: (c: CallContext) => unknown;
  form?: (c: CallContext) => FormFields;
  /** The answer of a permitted call when the workspace's state refuses it anyway (setup after the first user). */
  okStatus?: number;
  /** The call ends the caller's session: a signed-in caller makes it with a session of its own. */
  freshSession?: boolean;
  /** The call consumes the project: each gets a new one. */
  freshProject?: boolean;
  /** The item to make for each call, where the rule names none (a global manager's route on one image). */
  make?: AddressedKind;
  /**
   * What to delete, as the project manager, after a permitted call: a copy the caller made of a private item
   * is the caller's own, so it would be visible to him in later cases that expect him blind.
   */
  undo?: (c: CallContext, data: { id: number }) => string;
  /** Address parameters given as they are (a credential's shape, not an id). */
  params?: Record<string, string>;
  /** `:id` is not a project: the workspace row (department, task type), media or token the call names. */
  idIs?: WorkspaceRowKind | "item";
};

/** A person no one has yet (setup and user creation). */
const newPerson = (c: CallContext) => ({
  email: `${c.unique("person").replace(/\W/g, "")}@example.test`,
  display_name: "New person",
  password: "pw-123456789",
});

const listDelete = (c: CallContext, list: { id: number }) =>
  `/api/pm/v2/projects/${c.pid}/task-lists/${list.id}/delete`;

const P = "/api/pm/v2/projects/:id";
const PRO = "/api/pm-pro/v2/projects/:id";

/** Every route by "METHOD path"; a route missing here fails the matrix, as one without a declared rule does. */
export const CATALOGUE: Record<string, Example> = {
  ...SUB_TASK_CALLS,
  ...TIME_CALLS,
  ...REPORT_CALLS,
  ...CALENDAR_CALLS,
  ...KANBOARD_CALLS,
  ...NOTIFICATION_CALLS,
  ...GIT_BIT_CALLS,
  ...INVOICE_CALLS,
  ...CUSTOM_FIELD_CALLS,
  ...SPRINT_CALLS,
  ...GANTT_CALLS,
  ...STORE_LINK_CALLS,
  ...WEBHOOK_CALLS,
  ...WP_IMPORT_CALLS,
  "GET /api/health": {},
  "GET /api/openapi.json": {},
  "GET /api/docs": {},
  "GET /api/docs/assets/:file": { params: { file: "docs.js" } },
  "GET /api/auth/setup": {},
  "POST /api/auth/setup": { body: (c) => ({ ...newPerson(c), setup_code: "0000-0000-0000" }), okStatus: 409 },
  // An address no one has: the lookup after the answer then writes nothing while other calls are checked.
  "POST /api/auth/password/forgot": { body: () => ({ email: "nobody@example.test" }) },
  "POST /api/auth/login": { body: (c) => ({ email: c.email, password: c.password }) },
  "POST /api/auth/logout": { freshSession: true },
  "GET /api/auth/me": {},
  "POST /api/auth/me": { body: () => ({ week_start: 1 }) },
  "GET /api/auth/tokens": {},
  "POST /api/auth/tokens": { body: (c) => ({ name: c.unique("token") }) },
  "POST /api/auth/tokens/:id/delete": { idIs: "item" },

  "GET /api/pm/v2/users": {},
  "POST /api/pm/v2/users": { body: (c) => newPerson(c) },
  "GET /api/pm/v2/assigned_users": {},
  "POST /api/pm/v2/users/:id": { idIs: "user", body: () => ({ display_name: "Renamed" }) },
  "POST /api/pm/v2/users/:id/deactivate": { idIs: "user" },
  // A fresh person is active: reactivating him is refused by his state, not by the caller's rights.
  "POST /api/pm/v2/users/:id/reactivate": { idIs: "user", okStatus: 422 },
  "POST /api/pm/v2/users/:id/delete": { idIs: "user" },
  "POST /api/pm/v2/users/:id/password-reset": { idIs: "user" },
  "POST /api/pm/v2/users/:id/sessions/revoke": { idIs: "user" },

  "GET /api/pm/v2/projects": {},
  "POST /api/pm/v2/projects": { body: (c) => ({ title: c.unique("project") }) },
  [`GET ${P}`]: {},
  [`POST ${P}/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${P}/delete`]: { freshProject: true },

  [`GET ${P}/task-lists`]: {},
  [`POST ${P}/task-lists`]: { body: (c) => ({ title: c.unique("list") }) },
  [`POST ${P}/task-lists/sorting`]: { body: (c) => ({ orders: [{ id: c.seeded.list, order: 0 }] }) },
  [`GET ${P}/task-lists/:list_id`]: {},
  [`POST ${P}/task-lists/:list_id/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${P}/task-lists/:list_id/delete`]: {},

  [`GET ${P}/tasks`]: {},
  [`POST ${P}/tasks`]: { body: (c) => ({ title: c.unique("task"), task_list_id: c.seeded.list }) },
  [`POST ${P}/tasks/sorting`]: { body: (c) => ({ task_list_id: c.seeded.list, orders: [{ id: c.item, order: 0 }] }) },
  [`GET ${P}/tasks/:task_id`]: {},
  [`POST ${P}/tasks/:task_id/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${P}/tasks/:task_id/delete`]: {},
  [`POST ${P}/tasks/:task_id/change-status`]: { body: () => ({ status: 1 }) },
  "GET /api/pm/v2/tasks": {},

  [`GET ${P}/milestones`]: {},
  [`POST ${P}/milestones`]: { body: (c) => ({ title: c.unique("milestone") }) },
  [`GET ${P}/milestones/:milestone_id`]: {},
  [`POST ${P}/milestones/:milestone_id/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${P}/milestones/:milestone_id/delete`]: {},

  [`GET ${P}/discussion-boards`]: {},
  [`POST ${P}/discussion-boards`]: { body: (c) => ({ title: c.unique("board") }) },
  [`GET ${P}/discussion-boards/:discussion_id`]: {},
  [`POST ${P}/discussion-boards/:discussion_id`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${P}/discussion-boards/:discussion_id/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${P}/discussion-boards/:discussion_id/delete`]: {},

  [`GET ${P}/comments`]: { query: (c) => ({ commentable_type: "task", commentable_id: String(c.seeded.task) }) },
  [`POST ${P}/comments`]: {
    body: (c) => ({ content: "<p>a comment</p>", commentable_type: "task", commentable_id: c.seeded.task }),
  },
  [`GET ${P}/comments/:comment_id`]: {},
  [`POST ${P}/comments/:comment_id`]: { body: () => ({ content: "<p>changed</p>" }) },
  [`POST ${P}/comments/:comment_id/update`]: { body: () => ({ content: "<p>changed</p>" }) },
  [`POST ${P}/comments/:comment_id/delete`]: {},

  [`GET ${P}/files/:file_id/download`]: {},
  [`GET ${P}/files/:file_id/thumb`]: {},
  [`POST ${P}/files/:file_id/delete`]: {},
  [`POST ${P}/tasks/:task_id/files`]: { form: () => ({}), okStatus: 400 },

  [`GET ${P}/activities`]: {},
  "GET /api/pm/v2/activities": {},
  "GET /api/pm/v2/search": { query: () => ({ query: SECRET }) },
  "GET /api/pm-pro/v2/search_by_client": { query: () => ({ query: "a" }) },
  "GET /api/pm/v2/user-all-projects": {},

  "GET /api/pm/v2/settings": {},
  "GET /api/pm/v2/front-end-pages": {},
  "POST /api/pm/v2/settings": { body: () => ({ settings: [{ key: "matrix_note", value: "x" }] }) },
  [`GET ${P}/settings`]: {},
  [`POST ${P}/settings`]: { body: () => ({ settings: [{ key: "matrix_note", value: "x" }] }) },

  "GET /api/pm/v2/media": {},
  "POST /api/pm/v2/media": { form: () => ({}), okStatus: 400 },
  "GET /api/pm/v2/media/:id": { idIs: "item" },
  "GET /api/pm/v2/media/:id/thumb": { idIs: "item" },
  "POST /api/pm/v2/media/:id/delete": { idIs: "item", make: "media" },
  "GET /api/branding": {},
  "GET /api/branding/logo": { okStatus: 404 },

  [`GET ${PRO}/settings/labels`]: {},
  [`POST ${PRO}/settings/labels`]: { body: (c) => ({ title: c.unique("label"), color: "#123456" }) },
  [`POST ${PRO}/settings/labels/:label_id`]: { body: () => ({ description: "changed" }) },
  [`POST ${PRO}/settings/labels/:label_id/update`]: { body: () => ({ description: "changed" }) },
  [`POST ${PRO}/settings/labels/:label_id/delete`]: {},

  [`GET ${PRO}/files`]: {},
  [`GET ${PRO}/files/folders`]: {},
  [`GET ${PRO}/files/searchfolder`]: { query: () => ({ title: "Matrix" }) },
  [`POST ${PRO}/files`]: { body: (c) => ({ type: "folder", title: c.unique("folder") }) },
  [`POST ${PRO}/files/sorting`]: { body: (c) => ({ source: c.item, destination: c.seeded.folder }) },
  [`GET ${PRO}/files/:file_id`]: {},
  [`POST ${PRO}/files/:file_id`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${PRO}/files/:file_id/update`]: { body: () => ({ description: "<p>changed</p>" }) },
  [`POST ${PRO}/files/:file_id/revisions/:revision_id/restore`]: {},
  [`GET ${PRO}/files/:file_id/revisions/:revision_id/download`]: {},
  // The matrix sends no bytes: a permitted caller is told to attach the file (400), after the access rule.
  [`POST ${PRO}/files/:file_id/versions`]: { form: () => ({}), okStatus: 400 },
  [`POST ${PRO}/files/:file_id/delete`]: {},

  "GET /api/pm-pro/v2/module-lists": {},
  "POST /api/pm-pro/v2/module-update": { body: () => ({ module: "files", type: "activate" }) },
  "GET /api/pm-pro/v2/license/check": {},
  "POST /api/pm-pro/v2/license/activation": {
    body: () => ({ email: "a@example.test", key: "not-a-key" }),
    okStatus: 400,
  },
  "POST /api/pm-pro/v2/license/delete": {},

  // A fresh project: a copy of the seeded one would carry its flags (as set then) and its secrets elsewhere.
  "POST /api/pm-pro/v2/duplicate/project/:id": { freshProject: true },
  "POST /api/pm-pro/v2/duplicate/list/:id": { idIs: "item", undo: (c, copy) => listDelete(c, copy) },
  "GET /api/pm-pro/v2/duplicate/list/:id": { idIs: "item", okStatus: 201, undo: (c, copy) => listDelete(c, copy) },

  "GET /api/pm-pro/v2/progress": {},
  // A permitted caller that does not ask for an event stream is told to (406); the stream itself is tested in
  // modules/progress/progress.test.ts over a real socket (it never ends, so it cannot be injected).
  "GET /api/pm-pro/v2/progress/stream": { okStatus: 406 },

  "GET /api/pm/v2/task-types": {},
  "POST /api/pm/v2/task-types": { body: (c) => ({ title: c.unique("type") }) },
  "POST /api/pm/v2/task-types/:id/update": { idIs: "task_type", body: (c) => ({ title: c.unique("renamed") }) },
  "POST /api/pm/v2/task-types/:id/delete": { idIs: "task_type" },

  "GET /api/erp/v1/hrm/departments": {},
  "POST /api/erp/v1/hrm/departments": { body: (c) => ({ title: c.unique("department") }) },
  "POST /api/erp/v1/hrm/departments/:id": { idIs: "department", body: (c) => ({ title: c.unique("renamed") }) },
  "POST /api/erp/v1/hrm/departments/:id/update": { idIs: "department", body: (c) => ({ title: c.unique("renamed") }) },
  "POST /api/erp/v1/hrm/departments/:id/delete": { idIs: "department" },
};
