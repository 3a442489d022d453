import { BOARD_TITLES, LIST_TITLES, MILESTONE_TITLES, mysqlDay, mysqlTime, projectTitle, someText } from "./fake";
import type { Staff } from "./people-rows";
import { addActivity, addComment, between, DAY, END, START, type Workspace } from "./workspace";

/**
 * The projects of the generated workspace, written as the plugin writes them: each project with its role rows (pm_role_project + capabilities + users, as
 * Project_Role_Relation does), members (pm_role_user), the automatic Inbox and its list-inbox meta, lists,
 * milestones (achieve_date meta), one discussion board, the milestone links (pm_boardables) and the
 * activity each of these logs.
 */
export type ProjectPlan = {
  id: number;
  created: number;
  inbox: number;
  lists: { id: number; isPrivate: boolean }[];
  managers: number[];
  workers: number[];
  client: number | null;
  /** Tasks still to make, and made so far (they spread over the project's life in that proportion). */
  quota: number;
  made: number;
  /** Recent top-level tasks, the parents sub-tasks are put under. */
  recent: { id: number; list: number }[];
  /** The last `order` given in each list (Boardable::latest_order + 1). */
  listOrder: Map<number, number>;
};

/** Capabilities per role, as Project_Role_Relation seeds them: all ten, and only the odd ones for clients. */
const ROLE_CAPS: [number, number[]][] = [
  [2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  [3, [1, 3, 5, 7, 9]],
  [1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
];

async function addMembers(ws: Workspace, plan: ProjectPlan) {
  const roles: [number, number][] = [
    ...plan.managers.map((u): [number, number] => [u, 1]),
    ...plan.workers.map((u): [number, number] => [u, 2]),
    ...(plan.client ? [[plan.client, 3] as [number, number]] : []),
  ];
  for (const [userId, roleId] of roles) {
    await ws.writer.add("pm_role_user", [ws.ids.take("pm_role_user"), userId, roleId, plan.id, 0]);
    ws.counts.members++;
  }
  for (const [roleId, caps] of ROLE_CAPS) {
    const rp = ws.ids.take("pm_role_project");
    await ws.writer.add("pm_role_project", [rp, plan.id, roleId]);
    for (const c of caps) await ws.writer.add("pm_role_project_capabilities", [rp, c]);
    for (const [u, role] of roles) if (role === roleId) await ws.writer.add("pm_role_project_users", [rp, u]);
  }
}

type BoardRow = { title: string; description: string | null; order: number | null; type: string; isPrivate: boolean };

async function addBoard(ws: Workspace, plan: ProjectPlan, b: BoardRow, by: number, at: number): Promise<number> {
  const id = ws.ids.take("pm_boards");
  const t = mysqlTime(at);
  await ws.writer.add("pm_boards", [
    id,
    b.title,
    b.description,
    b.order,
    b.type,
    1,
    b.isPrivate ? 1 : 0,
    plan.id,
    by,
    by,
    t,
    t,
  ]);
  const key = `${b.type}_title`;
  await addActivity(ws, {
    actor: by,
    action: `create_${b.type}`,
    type: "create",
    resourceId: id,
    resourceType: b.type,
    meta: { [key]: b.title },
    projectId: plan.id,
    at,
  });
  return id;
}

async function addMeta(
  ws: Workspace,
  plan: ProjectPlan,
  entity: [number, string],
  key: string,
  value: string,
  by: number,
  at: number,
) {
  const t = mysqlTime(at);
  await ws.writer.add("pm_meta", [ws.ids.take("pm_meta"), entity[0], entity[1], key, value, plan.id, by, by, t, t]);
}

async function link(ws: Workspace, milestone: number, id: number, type: string, by: number, at: number) {
  const t = mysqlTime(at);
  await ws.writer.add("pm_boardables", [
    ws.ids.take("pm_boardables"),
    milestone,
    "milestone",
    id,
    type,
    0,
    by,
    by,
    t,
    t,
  ]);
}

/** One project with everything but its tasks; `n` numbers it (titles are unique, as Cairn wants them). */
export async function addProject(
  ws: Workspace,
  n: number,
  staff: Staff,
  lists: number,
  quota: number,
): Promise<ProjectPlan> {
  const { random: r, writer, counts } = ws;
  const created = between(r, START, START + (END - START) * 0.5);
  const creator = r.chance(0.5) ? 1 : r.pick(staff.managers);
  const workers = new Set<number>([staff.workers[(n * 7) % staff.workers.length]]);
  const size = r.int(4, 9);
  while (workers.size < Math.min(size, staff.workers.length)) workers.add(r.pick(staff.workers));
  // Two projects in three have a client; each client has two projects.
  const client =
    n % 3 !== 2 && staff.clients.length > 0 ? staff.clients[Math.floor(n / 3) % staff.clients.length] : null;
  const plan: ProjectPlan = {
    id: ws.ids.take("pm_projects"),
    created,
    inbox: 0,
    lists: [],
    managers: [...new Set([creator, r.pick(staff.managers)])],
    workers: [...workers],
    client,
    quota,
    made: 0,
    recent: [],
    listOrder: new Map(),
  };
  const done = r.chance(0.1);
  const t = mysqlTime(created);
  const title = projectTitle(r, n + 1);
  const completedAt = done ? mysqlTime(between(r, END - 60 * DAY, END)) : null;
  const colour = r.chance(0.6) ? r.pick(["#2e86de", "#10ac84", "#ee5253", "#ff9f43", "#5f27cd"]) : null;
  const due = r.chance(0.5) ? mysqlDay(between(r, created + 60 * DAY, END + 120 * DAY)) : null;
  await writer.add("pm_projects", [
    plan.id,
    title,
    someText(r, r.int(1, 2)),
    done ? 1 : 0,
    null,
    null,
    due,
    colour,
    null,
    null,
    completedAt,
    creator,
    creator,
    t,
    completedAt ?? t,
  ]);
  counts.projects++;
  await addActivity(ws, {
    actor: creator,
    action: "create_project",
    type: "create",
    resourceId: plan.id,
    resourceType: "project",
    meta: { project_title: title },
    projectId: plan.id,
    at: created,
  });
  await addMembers(ws, plan);

  const inboxText = "This is a system default task list. Any task without an assigned tasklist will appear here.";
  plan.inbox = await addBoard(
    ws,
    plan,
    { title: "Inbox", description: inboxText, order: 999999, type: "task_list", isPrivate: false },
    creator,
    created,
  );
  await addMeta(ws, plan, [plan.id, "task_list"], "list-inbox", String(plan.inbox), creator, created);
  counts.task_lists++;
  const stones: number[] = [];
  for (let i = 0; i < 2; i++) {
    const at = created + (i + 1) * DAY;
    const isPrivate = i === 1 && r.chance(0.25);
    const id = await addBoard(
      ws,
      plan,
      {
        title: MILESTONE_TITLES[(n + i) % MILESTONE_TITLES.length],
        description: someText(r, 1),
        order: null,
        type: "milestone",
        isPrivate,
      },
      creator,
      at,
    );
    await addMeta(
      ws,
      plan,
      [id, "milestone"],
      "achieve_date",
      mysqlDay(between(r, at + 30 * DAY, at + 300 * DAY)),
      creator,
      at,
    );
    stones.push(id);
    counts.milestones++;
  }
  const count = Math.max(1, lists + r.int(-2, 2));
  for (let i = 0; i < count; i++) {
    const isPrivate = r.chance(0.1);
    const title = LIST_TITLES[(n + i) % LIST_TITLES.length] + (i >= LIST_TITLES.length ? ` ${i + 1}` : "");
    const at = created + 2 * DAY + i * 3_600_000;
    const id = await addBoard(
      ws,
      plan,
      { title, description: r.chance(0.5) ? someText(r, 1) : null, order: i + 1, type: "task_list", isPrivate },
      creator,
      at,
    );
    plan.lists.push({ id, isPrivate });
    counts.task_lists++;
    if (r.chance(0.3)) await link(ws, r.pick(stones), id, "task_list", creator, at);
    if (r.chance(0.2)) await commentOnBoard(ws, plan, id, "task_list", title, between(r, at, at + 30 * DAY));
  }
  const talkTitle = BOARD_TITLES[n % BOARD_TITLES.length];
  const talkAt = created + 3 * DAY;
  const talk = await addBoard(
    ws,
    plan,
    { title: talkTitle, description: someText(r, 2), order: null, type: "discussion_board", isPrivate: r.chance(0.15) },
    creator,
    talkAt,
  );
  counts.discussions++;
  if (r.chance(0.5)) await link(ws, stones[0], talk, "discussion_board", creator, talkAt);
  for (let i = r.int(2, 6); i > 0; i--)
    await commentOnBoard(ws, plan, talk, "discussion_board", talkTitle, between(r, talkAt, talkAt + 90 * DAY));
  return plan;
}

async function commentOnBoard(ws: Workspace, plan: ProjectPlan, id: number, type: string, title: string, at: number) {
  const by = ws.random.pick([...plan.managers, ...plan.workers]);
  const comment = await addComment(ws, {
    content: someText(ws.random, ws.random.int(1, 3)),
    onType: type,
    onId: id,
    projectId: plan.id,
    by,
    at,
  });
  await addActivity(ws, {
    actor: by,
    action: `comment_on_${type}`,
    type: "create",
    resourceId: id,
    resourceType: type,
    meta: { comment_id: comment, [`${type}_title`]: title },
    projectId: plan.id,
    at,
  });
}
