import { CAPABILITY_KEYS } from "@cairn/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { AddressedKind } from "../../core/policy/route-access";
import { comments, discussionBoards, milestones, taskLists, tasks } from "../../db/schema";
import { type CallerKind, expectedAnswer, type Variant } from "../../permissions/expected";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type Item = {
  type: string;
  id: number;
  projectId: number;
  kind: AddressedKind;
  createdBy: number;
  isPrivate: boolean;
  label: string;
};
type Caller = { kind: CallerKind; user: TestUser; headers?: Record<string, string> };

const allFlags = (on: boolean) => Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, on]));

/**
 * Who sees what, judged by the permission matrix's own table (permissions/expected.ts, the rule every list
 * endpoint is checked against): every role, with the project's capability flags on and off, over public,
 * private and own items of every kind, tasks of private lists, sub-tasks of private tasks and items found
 * through comments. The search must return exactly what that table lets the caller see.
 */
describe("search: who sees what", () => {
  const items: Item[] = [];
  const callers: Caller[] = [];
  const flagged: Record<number, boolean> = {};
  let pm: TestUser;

  beforeAll(async () => {
    const gm = await t.user({ manager: true });
    pm = await t.user();
    const coWorker = await t.user();
    const client = await t.user();
    const outsider = await t.user();
    const token = (await t.post("/api/auth/tokens", { name: "Search" }, { as: coWorker })).body.data.token;
    callers.push(
      { kind: "global-manager", user: gm },
      { kind: "project-manager", user: pm },
      { kind: "co-worker", user: coWorker },
      { kind: "client", user: client },
      { kind: "api-token", user: coWorker, headers: { authorization: `Bearer ${token}` } },
      { kind: "outsider", user: outsider },
    );
    const db = t.database.db;
    const makers = [pm, coWorker, client];
    for (const flagsOn of [true, false]) {
      const pid = await t.project({ manager: pm, coWorkers: [coWorker], clients: [client] });
      flagged[pid] = flagsOn;
      const value = { co_worker: allFlags(flagsOn), client: allFlags(flagsOn) };
      await t.post(`/api/pm/v2/projects/${pid}/settings`, { settings: [{ key: "capabilities", value }] }, { as: pm });
      const [openList, closedList] = await db
        .insert(taskLists)
        .values([
          { projectId: pid, title: "Quasar open list", createdBy: pm.id },
          { projectId: pid, title: "Quasar closed list", isPrivate: true, createdBy: pm.id },
        ])
        .returning({ id: taskLists.id, createdBy: taskLists.createdBy, isPrivate: taskLists.isPrivate });
      items.push({ type: "task_list", kind: "list", label: "open list", projectId: pid, ...openList });
      items.push({ type: "task_list", kind: "list", label: "closed list", projectId: pid, ...closedList });
      // One public item of each kind, and a private one made by each member.
      for (const [isPrivate, by] of [[false, pm] as const, ...makers.map((u) => [true, u] as const)]) {
        const label = `${isPrivate ? "private" : "public"} by ${by.id}`;
        const common = { projectId: pid, isPrivate, createdBy: by.id };
        const add = (type: string, kind: AddressedKind, id: number) =>
          items.push({ type, kind, id, projectId: pid, createdBy: by.id, isPrivate, label: `${type} ${label}` });
        const taskOf = async (title: string, parentId = 0) =>
          (
            await db
              .insert(tasks)
              .values({ ...common, taskListId: openList.id, parentId, title })
              .returning()
          )[0].id;
        const task = await taskOf(`Quasar task ${label}`);
        add("task", "task", task);
        add("subtask", "task", await taskOf(`Quasar sub of ${label}`, task));
        // Found through a comment only: its own title does not say quasar.
        const quiet = await taskOf(`Silent task ${label}`);
        await db.insert(comments).values({
          projectId: pid,
          commentableType: "task",
          commentableId: quiet,
          content: "<p>quasar</p>",
          createdBy: pm.id,
        });
        add("task", "task", quiet);
        const [m] = await db
          .insert(milestones)
          .values({ ...common, title: `Quasar milestone ${label}` })
          .returning();
        add("milestone", "milestone", m.id);
        const [d] = await db
          .insert(discussionBoards)
          .values({ ...common, title: "Talk", description: `<p>quasar ${label}</p>` })
          .returning();
        add("discussion_board", "message", d.id);
      }
      // A public task in the private list is hidden with its list.
      const [inClosed] = await db
        .insert(tasks)
        .values({ projectId: pid, taskListId: closedList.id, title: "Quasar in the closed list", createdBy: client.id })
        .returning({ id: tasks.id });
      items.push({
        type: "task",
        kind: "list",
        projectId: pid,
        id: inClosed.id,
        createdBy: pm.id,
        isPrivate: true,
        label: "in closed list",
      });
    }
  });

  it("returns exactly the items the policy table lets each caller see, flags on and off", async () => {
    const pids = Object.keys(flagged).map(Number);
    for (const caller of callers) {
      for (const pid of pids) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/pm/v2/search?query=quasar&per_group=50&project_id=${pid}`,
          headers: caller.headers ?? { cookie: `cairn_session=${caller.user.cookie}` },
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const got = body.data
          .filter((h: Item) => h.type !== "project")
          .map((h: Item) => `${h.type} ${h.id}`)
          .sort();
        const mine = items.filter((i) => i.projectId === pid);
        const expected = mine
          .filter((i) => {
            const variant: Variant = !i.isPrivate ? "public" : i.createdBy === caller.user.id ? "own" : "private";
            const rule = { who: "member", does: "see", item: i.kind } as const;
            return expectedAnswer(rule, { caller: caller.kind, variant, flagsOn: flagged[pid] }) === "ok";
          })
          .map((i) => `${i.type} ${i.id}`)
          .sort();
        expect(got, `${caller.kind}, flags ${flagged[pid] ? "on" : "off"}`).toEqual(expected);
        const counted = Object.values(body.meta.groups as Record<string, { count: number }>).reduce(
          (s, g) => s + g.count,
          0,
        );
        expect(counted).toBe(body.data.length);
      }
    }
  });

  it("decides privacy before the limit: hidden matches neither take places nor count", async () => {
    const client = callers.find((c) => c.kind === "client")?.user as TestUser;
    const pid = Number(Object.keys(flagged).find((p) => !flagged[Number(p)]));
    const [list] = await t.database.db
      .insert(taskLists)
      .values({ projectId: pid, title: "Nova list", createdBy: pm.id })
      .returning({ id: taskLists.id });
    // Twelve private matches that would rank first (short titles), three public ones after them.
    const row = (title: string, isPrivate: boolean) => ({
      projectId: pid,
      taskListId: list.id,
      title,
      isPrivate,
      createdBy: pm.id,
    });
    await t.database.db
      .insert(tasks)
      .values([
        ...Array.from({ length: 12 }, () => row("Nova", true)),
        ...Array.from({ length: 3 }, (_, i) => row(`Nova public number ${i}`, false)),
      ]);
    const page = (per: string) =>
      t.get("/api/pm/v2/search", { as: client, query: { query: "nova", model: "tasks", per_group: per } });
    const two = await page("2");
    expect(two.body.data.map((h: { title: string }) => h.title)).toEqual([
      "Nova public number 2",
      "Nova public number 1",
    ]);
    expect(two.body.meta.groups.tasks).toEqual({ count: 2, has_more: true });
    const ten = await page("10");
    expect(ten.body.meta.groups.tasks).toEqual({ count: 3, has_more: false });
  });
});
