import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness";

/**
 * Tables that keep no data version, each with why no cached answer (core/http/read-cache) can show them.
 * Every other table must carry the pair `cairn_track_versions` attaches (migration 0045): a new table
 * either gets it in its migration, in one line, or a line here.
 */
const UNVERSIONED: Record<string, string> = {
  sessions: "read with every request to authenticate, never part of an answer",
  api_tokens: "authentication only; the tokens screen reads them afresh",
  password_tokens: "one-use reset links, never shown",
  auth_attempts: "sign-in throttling counters, written on every attempt",
  jobs: "the job queue: written constantly, read only by workers",
  job_switches: "whether a job kind runs, read only by workers",
  search_words: "the search index, rebuilt by triggers on every write; search is never cached",
  digest_deliveries: "which digest went to whom, read only by the digest job",
  inbound_notifications: "mail received, read only by the job that turns it into comments",
  data_versions: "the directory version itself",
  project_versions: "the project versions themselves",
  task_report_sums:
    "derived from tasks by triggers in the same statement: every change to it comes with a tasks change that notes the project",
  blobs:
    "stored bytes, immutable; written with the files or file_revisions row that shows them, which notes the project",
  left_stored_bytes: "bytes to delete from storage, read only by the clean-up job",
  calendar_feeds: "a user's feed token; the feed answers with its own etag, not through the read cache",
  notification_settings: "a user's mail choices, read by the mailer and their own settings screen, never cached",
  git_bit_deliveries: "ids of webhook deliveries already handled, written per delivery and never shown",
  webhook_endpoints: "outgoing webhooks: read afresh by their settings screens and the delivery job, never cached",
  webhook_deliveries: "the outgoing webhooks' log, written by the job worker and read afresh by its screen",
  wp_import_mappings: "the WP Project Manager importer's memory of source rows, read only by the importer",
  wp_import_runs: "import runs and their reports, polled afresh by Settings → Import, never cached",
};

const t = useTestApp();

type TableTriggers = { table: string; notes: string[]; applies: number };

async function tableTriggers(): Promise<TableTriggers[]> {
  const result = await t.database.db.execute(sql`
    select c.relname as "table",
      coalesce(array_agg(p.proname::text) filter (where p.proname like 'cairn_note_%'), '{}') as notes,
      count(*) filter (where p.proname = 'cairn_apply_versions' and t.tgdeferrable and t.tginitdeferred)::int as applies
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
    left join pg_proc p on p.oid = t.tgfoid
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  return (result as unknown as { rows: TableTriggers[] }).rows;
}

describe("every table keeps a data version or says why it needs none", () => {
  it("has the note trigger and the deferred apply trigger, or an exemption with a reason", async () => {
    const tables = await tableTriggers();
    expect(tables.length).toBeGreaterThan(50);
    const missing = tables
      .filter((row) => !(row.table in UNVERSIONED))
      .filter((row) => row.notes.length !== 1 || row.applies !== 1)
      .map((row) => `${row.table} (note triggers: ${row.notes.join(",") || "none"}; apply triggers: ${row.applies})`);
    expect(missing, "give these tables SELECT cairn_track_versions(...) in a migration, or exempt them here").toEqual(
      [],
    );
  });

  it("exempts only tables that exist and keep no version (a stale exemption hides nothing)", async () => {
    const tables = new Map((await tableTriggers()).map((row) => [row.table, row]));
    const wrong = Object.keys(UNVERSIONED).filter((name) => {
      const row = tables.get(name);
      return !row || row.notes.length > 0 || row.applies > 0;
    });
    expect(wrong).toEqual([]);
    for (const reason of Object.values(UNVERSIONED)) expect(reason.length).toBeGreaterThan(10);
  });
});

describe("each scope notes what its rows belong to", () => {
  type Version = { v: string };
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const projectVersion = async (pid: number) =>
    Number((await one<Version>(sql`select version as v from project_versions where project_id = ${pid}`)).v);
  const directoryVersion = async () =>
    Number((await one<Version>(sql`select version as v from data_versions where scope = 'directory'`)).v);

  it("a task's row (kanboard card) and an invoice's row (line) move their project's version; a workspace row the directory's", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss });
    const list = await one<{ id: number }>(
      sql`insert into task_lists (project_id, title, created_by) values (${pid}, 'Work', ${boss.id}) returning id`,
    );
    const task = await one<{ id: number }>(sql`insert into tasks (project_id, task_list_id, title, created_by)
      values (${pid}, ${list.id}, 'Carded', ${boss.id}) returning id`);
    const column = await one<{ id: number }>(sql`select id from kanboard_columns where project_id = ${pid} limit 1`);
    let before = await projectVersion(pid);
    await t.database.db.execute(sql`insert into kanboard_cards (task_id, column_id) values (${task.id}, ${column.id})
      on conflict do nothing`);
    await t.database.db.execute(sql`update kanboard_cards set "order" = "order" + 1 where task_id = ${task.id}`);
    expect(await projectVersion(pid)).toBeGreaterThan(before);

    const invoice = await one<{ id: number }>(sql`insert into invoices (project_id, title, due_date, created_by)
      values (${pid}, 'Invoice', '2027-01-31', ${boss.id}) returning id`);
    before = await projectVersion(pid);
    await t.database.db.execute(
      sql`insert into invoice_lines (invoice_id, kind, name, rate) values (${invoice.id}, 'task', 'Work', 10)`,
    );
    expect(await projectVersion(pid)).toBeGreaterThan(before);

    const directory = await directoryVersion();
    await t.database.db.execute(sql`insert into activities (action, action_type, resource_type, resource_id)
      values ('switched a module', 'update', 'module', 1)`);
    expect(await directoryVersion()).toBeGreaterThan(directory);
  });

  it("refuses a scope it does not know", async () => {
    await expect(t.database.db.execute(sql`select cairn_track_versions('users', 'nowhere')`)).rejects.toThrow();
  });
});
