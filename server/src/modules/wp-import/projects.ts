import { CAPABILITY_KEYS, type CapabilityFlags, ROLE } from "@cairn/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import { projectMembers, projects, taskLists } from "../../db/schema";
import { INBOX_ORDER } from "../projects/service";
import { authorOf, type ImportContext, type ProjectScope, userOf } from "./context";
import { dayOf, int, richText, titleOf } from "./decode";
import { hashOf, lookup, type MappingRow, remember } from "./mapping";
import type { SourceRow } from "./source";
import { writeRows } from "./write";

/**
 * A project row, its members with their roles, and its capability settings. The Cairn project is made as
 * createProject makes one (with its Inbox); the source's own Inbox list is mapped onto that one (boards.ts).
 */
export const PROJECT_COLUMNS =
  "id, title, description, status, budget, pay_rate, est_completion_date, color_code, `order`, completed_at, created_by, updated_by, created_at, updated_at";

/** The plugin's capability ids (wedevs_pm_default_cap), which differ from Cairn's key order. */
const CAPABILITY_BY_ID: Record<string, (typeof CAPABILITY_KEYS)[number]> = {
  "1": "create_message",
  "2": "view_private_message",
  "3": "create_list",
  "4": "view_private_list",
  "5": "create_milestone",
  "6": "view_private_milestone",
  "7": "create_task",
  "8": "view_private_task",
  "9": "create_file",
  "10": "view_private_file",
};

const money = (v: unknown) => (v === null || v === undefined || v === "" ? null : String(Number(v)));
const STATUSES = new Set([0, 1, 2, 3]);

function projectValues(ctx: ImportContext, row: SourceRow) {
  const status = int(row.status);
  return {
    title: titleOf(row.title, `Project ${row.id}`),
    description: richText(row.description),
    status: STATUSES.has(status) ? status : 0,
    budget: money(row.budget),
    payRate: money(row.pay_rate),
    estCompletionDate: dayOf(row.est_completion_date),
    colorCode: row.color_code ? String(row.color_code).slice(0, 20) : null,
    order: int(row.order),
    completedAt: ctx.clock.utc(row.completed_at),
    createdBy: authorOf(ctx, row.created_by),
    updatedBy: userOf(ctx, row.updated_by),
    createdAt: ctx.clock.local(row.created_at) ?? new Date(),
    updatedAt: ctx.clock.local(row.updated_at) ?? ctx.clock.local(row.created_at) ?? new Date(),
  };
}

/** A title no other Cairn project has (titles are unique there, not always in the plugin): "Title (2)" … */
async function uniqueTitle(ctx: ImportContext, title: string, ownId: number | null): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? title : `${title} (${n})`;
    const [clash] = await ctx.tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(eq(sql`lower(${projects.title})`, candidate.toLowerCase()), ownId ? ne(projects.id, ownId) : undefined),
      )
      .limit(1);
    if (!clash) return candidate;
  }
}

/** The project itself; null when it was deleted in Cairn since the last import (then nothing of it is written). */
export async function importProject(ctx: ImportContext, row: SourceRow): Promise<ProjectScope | null> {
  const values = projectValues(ctx, row);
  const id = String(row.id);
  const hash = hashOf(row);
  const fixTitle = async (v: typeof values, own: number | null) => {
    const title = await uniqueTitle(ctx, v.title, own);
    if (title !== v.title) {
      ctx.report.notice(
        "projects",
        "pm_projects",
        id,
        "altered",
        `title "${v.title}" is taken in Cairn: imported as "${title}"`,
      );
    }
    return { ...v, title };
  };
  const written = await writeRows(ctx, {
    kind: "projects",
    sourceTable: "projects",
    cairnTable: "projects",
    items: [{ sourceId: id, hash, values }],
    insert: async ([r]) => {
      const v = await fixTitle(r, null);
      await ctx.tx.insert(projects).values({ ...v, id: r.id });
      const [inbox] = await ctx.tx
        .insert(taskLists)
        .values({ projectId: r.id, title: "Inbox", isInbox: true, order: INBOX_ORDER, createdBy: v.createdBy })
        .returning({ id: taskLists.id });
      await ctx.tx.update(projects).set({ inboxListId: inbox.id }).where(eq(projects.id, r.id));
    },
    update: async (cairnId, v) => {
      await ctx.tx
        .update(projects)
        .set(await fixTitle(v, cairnId))
        .where(eq(projects.id, cairnId));
    },
  });
  const projectId = written.ids.get(id);
  if (projectId === undefined) return null;
  const [project] = await ctx.tx
    .select({ title: projects.title, inboxListId: projects.inboxListId })
    .from(projects)
    .where(eq(projects.id, projectId));
  let inboxListId = project.inboxListId;
  if (!inboxListId) {
    // An inbox removed by hand: the project gets one again, as every Cairn project has.
    const [inbox] = await ctx.tx
      .insert(taskLists)
      .values({ projectId, title: "Inbox", isInbox: true, order: INBOX_ORDER, createdBy: values.createdBy })
      .returning({ id: taskLists.id });
    await ctx.tx.update(projects).set({ inboxListId: inbox.id }).where(eq(projects.id, projectId));
    inboxListId = inbox.id;
  }
  const created = written.created.has(id);
  return { sourceId: id, projectId, title: project.title, inboxListId, boards: new Map(), created };
}

const VALID_ROLES = new Set<number>([ROLE.manager, ROLE.co_worker, ROLE.client]);

/** Members and roles (pm_role_user). A member removed in Cairn stays removed while his source row is unchanged. */
export async function importMembers(ctx: ImportContext, scope: ProjectScope): Promise<void> {
  const { src, report, tx } = ctx;
  const rows = await src.query(
    `select id, user_id, role_id from ${src.table("pm_role_user")} where project_id = ? order by id`,
    [scope.sourceId],
  );
  report.count("members", "read", rows.length);
  const known = await lookup(
    tx,
    "role_user",
    rows.map((r) => String(r.id)),
  );
  const remembered: MappingRow[] = [];
  for (const row of rows) {
    const userId = userOf(ctx, row.user_id);
    if (userId === null) {
      report.notice("members", "pm_role_user", row.id, "skipped", `member ${row.user_id} is not an imported user`);
      continue;
    }
    let roleId = int(row.role_id);
    if (!VALID_ROLES.has(roleId)) {
      report.notice(
        "members",
        "pm_role_user",
        row.id,
        "altered",
        `role ${row.role_id} is unknown: imported as co-worker`,
      );
      roleId = ROLE.co_worker;
    }
    const hash = hashOf({ userId: String(row.user_id), roleId });
    const mapped = known.get(String(row.id));
    if (mapped?.hash === hash) {
      report.count("members", "unchanged");
      continue;
    }
    await tx
      .insert(projectMembers)
      .values({ projectId: scope.projectId, userId, roleId })
      .onConflictDoUpdate({ target: [projectMembers.projectId, projectMembers.userId], set: { roleId } });
    report.count("members", mapped ? "updated" : "created");
    remembered.push({
      sourceTable: "role_user",
      sourceId: String(row.id),
      cairnTable: "project_members",
      cairnId: userId,
      hash,
    });
  }
  await remember(tx, remembered);
}

/** The co-worker and client flags (pm_role_project + pm_role_project_capabilities) as the project's setting. */
export async function importCapabilities(ctx: ImportContext, scope: ProjectScope): Promise<void> {
  const { src, tx, report } = ctx;
  if (!src.has("pm_role_project") || !src.has("pm_role_project_capabilities")) return;
  const roles = await src.query(`select id, role_id from ${src.table("pm_role_project")} where project_id = ?`, [
    scope.sourceId,
  ]);
  const caps = await src.whereIn(
    "pm_role_project_capabilities",
    "role_project_id, capability_id",
    "role_project_id",
    roles.map((r) => r.id),
  );
  const value: Partial<Record<"co_worker" | "client", CapabilityFlags>> = {};
  for (const [roleId, name] of [
    [ROLE.co_worker, "co_worker"],
    [ROLE.client, "client"],
  ] as const) {
    const row = roles.find((r) => int(r.role_id) === roleId);
    if (!row) continue;
    const flags = Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, false])) as CapabilityFlags;
    for (const c of caps) {
      const key = CAPABILITY_BY_ID[String(c.capability_id)];
      if (String(c.role_project_id) === String(row.id) && key) flags[key] = true;
    }
    value[name] = flags;
  }
  if (Object.keys(value).length === 0) return;
  report.count("capabilities", "read");
  const hash = hashOf(value);
  const [mapped] = (await lookup(tx, "project_capabilities", [scope.sourceId])).values();
  if (mapped?.hash === hash) {
    report.count("capabilities", "unchanged");
    return;
  }
  const result = await tx.execute(sql`
    insert into settings (project_id, key, value) values (${scope.projectId}, 'capabilities', ${JSON.stringify(value)}::jsonb)
    on conflict (coalesce(project_id, 0), key) do update set value = excluded.value, updated_at = now() returning id`);
  const settingId = Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
  report.count("capabilities", mapped ? "updated" : "created");
  await remember(tx, [
    { sourceTable: "project_capabilities", sourceId: scope.sourceId, cairnTable: "settings", cairnId: settingId, hash },
  ]);
}
