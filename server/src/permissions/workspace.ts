import { CAPABILITY_KEYS, ROLE } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { AddressedKind } from "../core/policy/route-access";
import { pngOf } from "../modules/files-area/test-support";
import { postForm } from "../test/forms";
import type { TestContext, TestUser } from "../test/harness";
import { MATRIX_WEBHOOK_URL } from "./catalogue-webhooks";
import type { CallerKind, Variant } from "./expected";

/** In every title and body the workspace's private items carry: no answer to a caller who may not see them has it. */
export const SECRET = "ZZSECRET";

export type Caller = { kind: CallerKind; user?: TestUser; headers: Record<string, string> };

/** What the matrix's project holds before it starts: one public item of each kind, and the private ones. */
export type Seeded = {
  pid: number;
  list: number;
  task: number;
  milestone: number;
  board: number;
  comment: number;
  label: number;
  folder: number;
  /** A kanboard column with no rule (the project's Overdue). */
  column: number;
  /** An attachment on a comment of a private task: its bytes say SECRET. */
  secretAttachment: number;
  /** The project manager (a member of every project made; an invoice's client, a user an address is for). */
  manager: number;
};

/** The tables an item kind lives in, for making it someone's own after the API made it. */
const TABLE: Partial<Record<AddressedKind, string>> = {
  task: "tasks",
  list: "task_lists",
  milestone: "milestones",
  message: "discussion_boards",
  file: "files",
  comment: "comments",
  attachment: "files",
  sub_task: "tasks",
  sprint: "sprints",
};

const allFlags = (on: boolean) => Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, on]));

export async function buildWorkspace(t: TestContext) {
  const gm = await t.user({ manager: true, admin: true });
  const pm = await t.user();
  const coWorker = await t.user();
  const client = await t.user();
  const outsider = await t.user();
  const token = await t.post("/api/auth/tokens", { name: "Matrix" }, { as: coWorker });
  if (token.status !== 201) throw new Error(`token: ${JSON.stringify(token.body)}`);
  const bearer: string = token.body.data.token;
  const cookie = (u: TestUser) => ({ cookie: `cairn_session=${u.cookie}` });
  const callers: Caller[] = [
    { kind: "global-manager", user: gm, headers: cookie(gm) },
    { kind: "project-manager", user: pm, headers: cookie(pm) },
    { kind: "co-worker", user: coWorker, headers: cookie(coWorker) },
    { kind: "client", user: client, headers: cookie(client) },
    { kind: "api-token", user: coWorker, headers: { authorization: `Bearer ${bearer}` } },
    { kind: "outsider", user: outsider, headers: cookie(outsider) },
    { kind: "anonymous", headers: {} },
  ];
  const png = await pngOf(32, 32);
  let counter = 0;
  const unique = (what: string) => `Matrix ${what} ${++counter}`;

  const newProject = async () => t.project({ manager: pm, coWorkers: [coWorker], clients: [client] });
  const made = async (url: string, body: unknown, as: TestUser = pm) => {
    const res = await t.post(url, body, { as });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; token?: string } & Record<string, unknown>;
  };
  const setFlags = async (pid: number, on: boolean) => {
    const value = { co_worker: allFlags(on), client: allFlags(on) };
    const res = await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value }] },
      {
        as: pm,
      },
    );
    if (res.status !== 200) throw new Error(`flags: ${JSON.stringify(res.body)}`);
  };

  const pid = await newProject();
  const p = `/api/pm/v2/projects/${pid}`;
  const list = (await made(`${p}/task-lists`, { title: "Matrix list" })).id;
  const task = (await made(`${p}/tasks`, { title: "Matrix task", task_list_id: list })).id;
  const seeded: Seeded = {
    pid,
    list,
    task,
    milestone: (await made(`${p}/milestones`, { title: "Matrix milestone" })).id,
    board: (await made(`${p}/discussion-boards`, { title: "Matrix board" })).id,
    comment: (await made(`${p}/comments`, { content: "<p>c</p>", commentable_type: "task", commentable_id: task })).id,
    label: (await made(`/api/pm-pro/v2/projects/${pid}/settings/labels`, { title: "Matrix", color: "#336699" })).id,
    folder: (await made(`/api/pm-pro/v2/projects/${pid}/files`, { type: "folder", title: "Matrix folder" })).id,
    column: 0,
    secretAttachment: 0,
    manager: pm.id,
  };
  // The board's Open column takes no new tasks here, so a task made for a call has no card yet.
  const columns = (await t.get(`/api/pm-pro/v2/projects/${pid}/kanboard`, { as: pm })).body.data as {
    id: number;
    title: string;
  }[];
  const columnId = (title: string) => columns.find((c) => c.title === title)?.id ?? 0;
  const none = await t.post(
    `/api/pm-pro/v2/projects/${pid}/kanboard/${columnId("Open")}/update`,
    { automation: { type: "none" } },
    { as: pm },
  );
  if (none.status !== 200) throw new Error(`kanboard: ${JSON.stringify(none.body)}`);
  seeded.column = columnId("Overdue");

  // The private items whose titles, bodies and bytes must never reach a caller who may not see them.
  const secretTask = (await made(`${p}/tasks`, { title: `${SECRET} task`, task_list_id: list, privacy: true })).id;
  const withFile = await postForm(
    t,
    `${p}/comments`,
    { content: `<p>${SECRET} comment</p>`, commentable_type: "task", commentable_id: secretTask },
    [{ name: "secret.txt", content: `${SECRET} bytes`, type: "text/plain" }],
    pm,
  );
  seeded.secretAttachment = withFile.body.data.files.data[0].id;
  await made(`${p}/task-lists`, { title: `${SECRET} list`, privacy: true });
  await made(`${p}/milestones`, { title: `${SECRET} milestone`, privacy: true });
  await made(`${p}/discussion-boards`, { title: `${SECRET} board`, description: `<p>${SECRET}</p>`, privacy: true });
  await made(`/api/pm-pro/v2/projects/${pid}/files`, {
    type: "doc",
    title: `${SECRET} doc`,
    description: `<p>${SECRET}</p>`,
    private: true,
  });

  /** Someone other than the caller, to have made an item that is not the caller's own. */
  const otherThan = (caller: Caller) => (caller.user?.id === pm.id ? gm : pm);

  /** Sets who made an item (the API made it as the project manager, private or not as the variant says). */
  const setCreator = async (kind: AddressedKind, id: number, variant: Variant, caller: Caller) => {
    const table = TABLE[kind];
    if (!table) return;
    const owner = variant === "own" && caller.user ? caller.user : otherThan(caller);
    await t.database.db.execute(sql`update ${sql.identifier(table)} set created_by = ${owner.id} where id = ${id}`);
  };

  /** A new item of the kind, for one call: named as the variant says (private ones carry SECRET). */
  const makeItem = async (kind: AddressedKind, variant: Variant, caller: Caller, projectId = pid) => {
    const title = variant === "private" ? `${SECRET} ${unique(kind)}` : unique(kind);
    // Made private through the API, so everything it records (activities) is private with it.
    const privacy = variant !== "public";
    const q = `/api/pm/v2/projects/${projectId}`;
    const pro = `/api/pm-pro/v2/projects/${projectId}`;
    let id = 0;
    let revision: number | undefined;
    let parent: number | undefined;
    let ends: [number, number] | undefined;
    switch (kind) {
      case "task":
        id = (await made(`${q}/tasks`, { title, task_list_id: list, privacy })).id;
        break;
      case "list":
        id = (await made(`${q}/task-lists`, { title, privacy })).id;
        break;
      case "sub_task": {
        // The parent is the caller's own too in the "own" variant: a sub-task is seen as its parent is.
        parent = (await made(`${q}/tasks`, { title: `${title} parent`, task_list_id: list, privacy })).id;
        await setCreator("task", parent, variant, caller);
        id = (await made(`/api/pm-pro/v2/tasks/${parent}/sub-tasks`, { title })).id;
        break;
      }
      case "milestone":
        id = (await made(`${q}/milestones`, { title, privacy })).id;
        break;
      case "message":
        id = (await made(`${q}/discussion-boards`, { title, privacy })).id;
        break;
      case "comment":
        id = (
          await made(`${q}/comments`, { content: `<p>${title}</p>`, commentable_type: "task", commentable_id: task })
        ).id;
        break;
      case "file": {
        // An uploaded file with a second version, so it has a revision (and its bytes) to download and restore.
        const first = await postForm(
          t,
          `${pro}/files`,
          { type: "pro_file", private: privacy ? 1 : 0 },
          [{ name: `${title}.txt`, content: `${title} first` }],
          pm,
        );
        if (first.status !== 201) throw new Error(`upload: ${JSON.stringify(first.body)}`);
        id = first.body.data[0].id;
        const res = await postForm(
          t,
          `${pro}/files/${id}/versions`,
          {},
          [{ name: `${title}.txt`, content: `${title} second` }],
          pm,
        );
        if (res.status !== 200) throw new Error(`new version: ${JSON.stringify(res.body)}`);
        const rows = (await t.database.db.execute(
          sql`select id from file_revisions where file_id = ${id} order by id desc limit 1`,
        )) as unknown as { rows: { id: number }[] };
        revision = rows.rows[0].id;
        break;
      }
      case "attachment": {
        const res = await postForm(
          t,
          `${q}/comments`,
          { content: "<p>with a file</p>", commentable_type: "task", commentable_id: task },
          [{ name: "pixel.png", content: png, type: "image/png" }],
          pm,
        );
        id = res.body.data.files.data[0].id;
        break;
      }
      case "label":
        id = (await made(`${pro}/settings/labels`, { title, color: "#336699" })).id;
        break;
      case "gantt_link": {
        // Two tasks of the variant's owner and privacy, linked finish-to-start: the link to delete, and the
        // ends between which a new link of another type may be drawn.
        const source = (await made(`${q}/tasks`, { title: `${title} from`, task_list_id: list, privacy })).id;
        const target = (await made(`${q}/tasks`, { title: `${title} to`, task_list_id: list, privacy })).id;
        for (const end of [source, target]) await setCreator("task", end, variant, caller);
        id = (await made(`${pro}/gantt`, { source, target, type: 0 })).id;
        ends = [source, target];
        break;
      }
      case "column":
        id = (await made(`${pro}/kanboard`, { title: title.slice(0, 100) })).id;
        break;
      case "own": {
        const owner = variant === "own" && caller.user ? caller.user : otherThan(caller);
        id = (await made("/api/auth/tokens", { name: title }, owner)).id;
        break;
      }
      case "time": {
        // A stopped log (a running one, or one on a done task, is refused deletion) on a task of its own.
        const owner = variant === "own" && caller.user ? caller.user : otherThan(caller);
        const taskId = (await made(`${q}/tasks`, { title, task_list_id: list })).id;
        const rows = (await t.database.db.execute(
          sql`insert into time_logs (project_id, task_id, user_id, start, stop, total)
            values (${projectId}, ${taskId}, ${owner.id}, now() - interval '1 hour', now(), 3600) returning id`,
        )) as unknown as { rows: { id: number }[] };
        id = rows.rows[0].id;
        break;
      }
      case "sprint": {
        // A sprint over the project holding a fresh task of its own (`parent`, for the routes naming a task):
        // the caller's own in the "own" variant, sprint and task alike (sprint rights and task rights).
        parent = (await made(`${q}/tasks`, { title: `${title} task`, task_list_id: list })).id;
        const body = { title, start_at: "2026-03-02", due_date: "2026-03-13", project_ids: [projectId] };
        id = (await made("/api/pm-pro/v2/sprints", body)).id;
        const res = await t.post(`/api/pm-pro/v2/sprints/${id}/tasks`, { task_ids: [parent] }, { as: pm });
        if (res.status !== 200) throw new Error(`sprint tasks: ${JSON.stringify(res.body)}`);
        await setCreator("task", parent, variant, caller);
        break;
      }
      case "invoice": {
        // Addressed to the caller in the "own" variant (his invoice as its client), else to someone else.
        const body = { client_id: pm.id, title, items: { entryNames: [{ name: "Work", amount: "10", quantity: 1 }] } };
        id = (await made(`${pro}/invoice`, body)).id;
        const client = variant === "own" && caller.user ? caller.user : otherThan(caller);
        await t.database.db.execute(sql`update invoices set client_id = ${client.id} where id = ${id}`);
        break;
      }
      case "billing_address": {
        // The caller's own in the "own" variant, else a fresh client of the project (the project manager's).
        if (variant === "own" && caller.user) id = caller.user.id;
        else {
          id = (await t.user()).id;
          await t.database.db.execute(
            sql`insert into project_members (project_id, user_id, role_id) values (${projectId}, ${id}, ${ROLE.client})`,
          );
        }
        break;
      }
      case "webhook":
        id = (await made(`${pro}/webhooks`, { url: MATRIX_WEBHOOK_URL, events: ["task.created"] })).id;
        break;
      case "custom_field":
        id = (await made(`${pro}/custom-fields`, { name: title.slice(0, 100), type: "text" })).id;
        break;
      case "media": {
        const res = await postForm(
          t,
          "/api/pm/v2/media",
          {},
          [{ name: "pic.png", content: png, type: "image/png" }],
          gm,
        );
        id = res.body.data[0].id;
        break;
      }
    }
    await setCreator(kind, id, variant, caller);
    return { id, revision, parent, ends };
  };

  /** A row of the workspace (no project) that a global manager keeps, for the routes that name one. */
  const makeWorkspaceRow = async (kind: WorkspaceRowKind) => {
    const [url, word] = WORKSPACE_ROWS[kind];
    // A person (the administrator's routes on users) is made with an e-mail and a password, not a title.
    const body =
      kind === "user"
        ? {
            email: `${unique(word).replace(/\W/g, "")}@example.test`,
            display_name: "Managed",
            password: "pw-123456789",
          }
        : { title: unique(word) };
    return (await made(url, body, gm)).id;
  };

  return { gm, pm, coWorker, callers, seeded, unique, newProject, setFlags, makeItem, makeWorkspaceRow };
}

const WORKSPACE_ROWS = {
  department: ["/api/erp/v1/hrm/departments", "department"],
  task_type: ["/api/pm/v2/task-types", "type"],
  user: ["/api/pm/v2/users", "person"],
} as const;
export type WorkspaceRowKind = keyof typeof WORKSPACE_ROWS;

export type Workspace = Awaited<ReturnType<typeof buildWorkspace>>;
