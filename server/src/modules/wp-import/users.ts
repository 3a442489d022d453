import { DEFAULT_TASK_TYPE_COLOR } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { DUMMY_HASH } from "../../core/auth/password";
import { layoutMail } from "../../core/mail/layout";
import { enqueueMail } from "../../core/mail/mail-jobs";
import type { Executor } from "../../db/client";
import { taskTypes, users } from "../../db/schema";
import { mailFrame, SITE_NAME } from "../notifications/frame";
import { issuePasswordToken, PASSWORD_TOKEN_DAYS, setPasswordUrl } from "../users/password-tokens";
import type { ImportContext } from "./context";
import { decodeEntities, phpValue, sourceId, titleOf } from "./decode";
import { hashOf, lookup, type MappingRow, remember } from "./mapping";
import { writeRows } from "./write";

/**
 * The people: only WordPress users the plugin's rows name (members, assignees, authors, actors) or that hold a
 * plugin role, never a shop's thousands of customers. Matched to Cairn users by e-mail; the others are created
 * without a password (an invitation, with --invite, lets them choose one).
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The global tier from WordPress roles: administrators and pm_admin are admins; pm_manager manages. */
function globalRole(capabilities: unknown): { isAdmin: boolean; isManager: boolean } {
  const caps = phpValue(capabilities);
  const has = (key: string) => !!caps && typeof caps === "object" && !!(caps as Record<string, unknown>)[key];
  const isAdmin = has("administrator") || has("pm_admin");
  return { isAdmin, isManager: isAdmin || has("pm_manager") };
}

async function referencedUserIds(ctx: ImportContext): Promise<string[]> {
  const { src } = ctx;
  const parts = [
    `select user_id as id from ${src.table("pm_role_user")}`,
    `select assigned_to from ${src.table("pm_assignees")}`,
    `select created_by from ${src.table("pm_projects")}`,
    `select created_by from ${src.table("pm_boards")}`,
    `select created_by from ${src.table("pm_tasks")}`,
    `select completed_by from ${src.table("pm_tasks")}`,
    ...(src.has("pm_comments") ? [`select created_by from ${src.table("pm_comments")}`] : []),
    ...(src.has("pm_files") ? [`select created_by from ${src.table("pm_files")}`] : []),
    ...(src.has("pm_activities") ? [`select actor_id from ${src.table("pm_activities")}`] : []),
    `select user_id from ${src.table("usermeta")} where meta_key = '${src.prefix}capabilities'
       and (meta_value like '%administrator%' or meta_value like '%pm_admin%' or meta_value like '%pm_manager%')`,
  ];
  const rows = await src.query(parts.join(" union "));
  return rows.map((r) => sourceId(r.id)).filter((id): id is string => id !== null);
}

/** Invitation mail for a person the import created: a week-long, one-time link to choose his password. */
async function invite(tx: Executor, user: { id: number; email: string; displayName: string }, publicUrl: string) {
  const token = await issuePasswordToken(tx, user.id);
  const message = layoutMail(
    {
      to: user.email,
      subject: `Your ${SITE_NAME} account — moved in from WP Project Manager`,
      heading: `Hello ${user.displayName}, your team's projects have moved to ${SITE_NAME}.`,
      lines: [
        `An account was made for you with this e-mail address (${user.email}), with your projects and tasks.`,
        `Choose your password to sign in. The link below works once, within ${PASSWORD_TOKEN_DAYS} days.`,
      ],
      action: { label: "Set your password", url: setPasswordUrl(publicUrl, token) },
    },
    await mailFrame(tx, publicUrl),
  );
  await enqueueMail(tx, [message]);
}

export async function importUsers(ctx: ImportContext): Promise<void> {
  const { src, tx, report } = ctx;
  const ids = await referencedUserIds(ctx);
  ctx.progress.total("users", ids.length);
  const rows = await src.whereIn("users", "ID, user_login, user_email, display_name", "ID", ids);
  const caps = await src.whereIn(
    "usermeta",
    "user_id, meta_value",
    "user_id",
    ids,
    `meta_key = '${src.prefix}capabilities'`,
  );
  const capsOf = new Map(caps.map((c) => [String(c.user_id), c.meta_value]));
  const known = await lookup(
    tx,
    "users",
    rows.map((r) => String(r.ID)),
  );
  const remembered: MappingRow[] = [];
  for (const row of rows) {
    const id = String(row.ID);
    report.count("users", "read");
    ctx.progress.advance("users");
    const email = String(row.user_email ?? "")
      .trim()
      .toLowerCase();
    if (!EMAIL.test(email)) {
      report.notice("users", "users", id, "skipped", "user without a valid e-mail address");
      continue;
    }
    const displayName = titleOf(row.display_name, String(row.user_login ?? email)).slice(0, 100);
    const role = globalRole(capsOf.get(id));
    const hash = hashOf({ email, displayName, role, login: decodeEntities(row.user_login) });
    const mapped = known.get(id);
    const [current] = mapped
      ? await tx.select().from(users).where(eq(users.id, mapped.cairnId))
      : await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    if (current) {
      ctx.users.set(id, current.id);
      if (mapped?.hash === hash) {
        report.count("users", "unchanged");
        continue;
      }
      // Never lowers a Cairn role: an import adds rights the source gave, it does not take any away.
      const isAdmin = current.isAdmin || role.isAdmin;
      const isManager = current.isManager || role.isManager || isAdmin;
      const name = mapped ? displayName : current.displayName;
      const changed = isAdmin !== current.isAdmin || isManager !== current.isManager || name !== current.displayName;
      if (changed)
        await tx.update(users).set({ isAdmin, isManager, displayName: name }).where(eq(users.id, current.id));
      report.count("users", changed ? "updated" : "unchanged");
      remembered.push({ sourceTable: "users", sourceId: id, cairnTable: "users", cairnId: current.id, hash });
      continue;
    }
    const [created] = await tx
      .insert(users)
      // A hash that matches no password: the account exists for authorship until its owner sets one.
      .values({ email, displayName, passwordHash: DUMMY_HASH, isAdmin: role.isAdmin, isManager: role.isManager })
      .returning();
    ctx.users.set(id, created.id);
    report.count("users", "created");
    remembered.push({ sourceTable: "users", sourceId: id, cairnTable: "users", cairnId: created.id, hash });
    if (ctx.options.invite) await invite(tx, created, ctx.deps.config.publicUrl);
  }
  await remember(tx, remembered);
}

/** Whoever owns rows without a known author: the one who started the run, else the first active administrator. */
export async function fallbackOwner(tx: Executor, startedBy: number | null, imported: Iterable<number>) {
  if (startedBy !== null) return startedBy;
  const [admin] = await tx
    .execute(
      sql`select id from users where is_admin and deactivated_at is null and deleted_at is null order by id limit 1`,
    )
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  if (admin) return Number(admin.id);
  const first = [...imported].sort((a, b) => a - b)[0];
  if (first === undefined) throw new Error("Cairn has no user yet and the source named none with an e-mail address.");
  return first;
}

/** The workspace's task types (free feature): a Cairn type each, matched again by the mapping. */
export async function importTaskTypes(ctx: ImportContext): Promise<void> {
  if (!ctx.src.has("pm_task_types")) return;
  const rows = await ctx.src.query(`select id, title, description from ${ctx.src.table("pm_task_types")} order by id`);
  const items = rows.map((r) => {
    const values = { title: titleOf(r.title, `Type ${r.id}`), description: decodeEntities(r.description).trim() };
    return { sourceId: String(r.id), hash: hashOf(values), values };
  });
  const written = await writeRows(ctx, {
    kind: "task_types",
    sourceTable: "task_types",
    cairnTable: "task_types",
    items,
    insert: async (rows) => {
      const by = ctx.fallbackUserId;
      await ctx.tx.insert(taskTypes).values(rows.map((r) => ({ ...r, color: DEFAULT_TASK_TYPE_COLOR, createdBy: by })));
    },
    update: async (id, values) => {
      await ctx.tx
        .update(taskTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(taskTypes.id, id));
    },
  });
  for (const [source, cairn] of written.ids) ctx.taskTypes.set(source, cairn);
}
