import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { pdfPages } from "../../test/pdf";
import { reportFixture } from "./test-support";

const t = useTestApp();
const YEAR = "start_date=2025-01-01&due_date=2025-12-31";

describe("report exports", () => {
  let f: Awaited<ReturnType<typeof reportFixture>>;
  beforeAll(async () => {
    f = await reportFixture(t);
  });

  const download = async (path: string, as = f.boss) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/pm-pro/v2/users/${path}`,
      headers: { cookie: `cairn_session=${as.cookie}` },
    });
    return res;
  };

  it("overdue CSV: BOM, header, the report's rows in order, a meaningful file name", async () => {
    const res = await download(`0/advance-report/overdue-tasks/csv?${YEAR}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="overdue-tasks-2025-01-01-to-2025-12-31.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([
      "Task",
      "Project",
      "Task list",
      "Due Date",
      "Created At",
      "Created By",
      "Assigned To",
    ]);
    expect(rows.map((r) => r.Task)).toEqual(["Apollo late", "Apollo pending", "Apollo loose", "Zeus parent"]);
    expect(rows[0]).toMatchObject({
      "Due Date": "2025-02-10",
      "Created At": "2025-01-05 10:00",
      "Assigned To": "Worker",
    });
    // The path's user narrows it.
    const mine = parse((await download(`${f.worker.id}/advance-report/overdue-tasks/csv?${YEAR}`)).rawPayload, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(mine.map((r) => r.Task)).toEqual(["Apollo late", "Zeus parent"]);
  });

  it("neutralises cells a spreadsheet would run as a formula, and keeps accents", async () => {
    const pid = await t.project({ manager: f.lead });
    const evil = ['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "Café déjà vu"];
    for (const title of evil) await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title }, { as: f.lead });
    // Titles are trimmed on the way in; an older row could still start with a tab.
    await t.database.db.execute(sql`insert into tasks (project_id, task_list_id, title, created_by)
      select ${pid}, id, ${"\tTab"}, ${f.lead.id} from task_lists where project_id = ${pid} limit 1`);
    const today = new Date().toISOString().slice(0, 10);
    const res = await download(
      `0/advance-report/unassigned/csv?project_id=${pid}&start_date=2025-01-01&due_date=${today}`,
    );
    const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Task).sort()).toEqual(
      ['\'=HYPERLINK("http://x")', "'+1", "'-2", "'@SUM(A1)", "'\tTab", "Café déjà vu"].sort(),
    );
  });

  it("completed and milestone CSVs; a report without users refuses one", async () => {
    const done = parse((await download(`0/advance-report/completed-tasks/csv?${YEAR}`)).rawPayload, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(done.map((r) => [r.Task, r["Completed By"]])).toEqual([
      ["Apollo done", "Worker"],
      ["Apollo loose done", ""],
      ["Zeus done", ""],
    ]);
    const milestone = await download(`0/advance-report/milestone/csv?project_id=${f.apollo}&milestone_id=${f.launch}`);
    const rows = parse(milestone.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Task, r.Milestone, r.Status])).toEqual([
      ["Apollo loose", "Launch", "Incomplete"],
      ["Apollo late", "Launch", "Incomplete"],
    ]);
    const refused = await download(`${f.worker.id}/advance-report/unassigned/csv?${YEAR}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.params.user_id).toEqual(["This report takes no user: use 0."]);
    const noMilestone = await download(`0/advance-report/milestone/pdf?project_id=${f.apollo}`);
    expect(noMilestone.json().data.params.milestone_id).toEqual(["Please choose milestone"]);
    const unknown = await download(`0/advance-report/overdue-tasks/csv?${YEAR}&colour=red`);
    expect(unknown.json().data.params.colour).toEqual(["Unknown filter."]);
  });

  it("a user_id in the query is taken when it is the path's user, refused on its field otherwise", async () => {
    const paths = [
      `${f.worker.id}/advance-report/overdue-tasks/csv?${YEAR}`,
      `0/advance-report/completed-tasks/csv?${YEAR}`,
      `${f.lead.id}/advance-report/user-activities/csv?${YEAR}`,
    ];
    for (const path of paths) {
      const user = path.split("/")[0];
      const plain = await download(path);
      const repeated = await download(`${path}&user_id=${user}`);
      expect(plain.statusCode).toBe(200);
      expect(repeated.statusCode).toBe(200);
      expect(repeated.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    const pdf = await download(`${f.worker.id}/advance-report/overdue-tasks-PDF?${YEAR}&user_id=${f.worker.id}`);
    expect(pdf.statusCode).toBe(200);

    const refusals: [string, string][] = [
      [
        `${f.worker.id}/advance-report/overdue-tasks/csv?${YEAR}&user_id=${f.lead.id}`,
        "The user in the query must be the one in the path.",
      ],
      [
        `0/advance-report/overdue-tasks/pdf?${YEAR}&user_id=${f.worker.id}`,
        "The user in the query must be the one in the path.",
      ],
      [
        `0/advance-report/unassigned/csv?${YEAR}&user_id=${f.worker.id}`,
        "The user in the query must be the one in the path.",
      ],
      [`${f.worker.id}/advance-report/overdue-tasks/csv?${YEAR}&user_id=abc`, "Must be a number."],
      [`${f.worker.id}/advance-report/overdue-tasks/csv?${YEAR}&user_id=1.5`, "Must be a whole number."],
    ];
    for (const [path, message] of refusals) {
      const res = await download(path);
      expect({ path, status: res.statusCode, body: res.json() }).toMatchObject({
        path,
        status: 400,
        body: { code: "rest_invalid_param", data: { params: { user_id: [message] } } },
      });
    }
    // Another report's filters are still refused as before.
    const unknown = await download(`0/advance-report/overdue-tasks/csv?${YEAR}&user=1`);
    expect(unknown.json().data.params.user).toEqual(["Unknown filter."]);
  });

  it("overdue PDF (also under the spec's overdue-tasks-PDF): title, range, filters, header, rows, page numbers", async () => {
    for (const path of ["overdue-tasks/pdf", "overdue-tasks-PDF"]) {
      const res = await download(`0/advance-report/${path}?${YEAR}&project_id=${f.apollo}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="overdue-tasks-2025-01-01-to-2025-12-31.pdf"',
      );
      const [page, ...more] = await pdfPages(res.rawPayload);
      expect(more).toEqual([]);
      expect(page).toContain("Overdue Tasks");
      expect(page).toContain("Date between 2025-01-01 to 2025-12-31");
      expect(page).toMatch(/Project: Apollo/);
      expect(page).toContain("Due Date");
      for (const title of ["Apollo late", "Apollo pending", "Apollo loose"]) expect(page).toContain(title);
      expect(page).not.toContain("Zeus parent");
      expect(page).toContain("Page 1 of 1");
    }
  });

  it("an overdue export with an open start: every overdue task up to the day, named and headed so", async () => {
    const csv = await download("0/advance-report/overdue-tasks/csv?due_date=2025-12-31");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="overdue-tasks-to-2025-12-31.csv"');
    const rows = parse(csv.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Task)).toEqual([
      "Zeus old",
      "Apollo late",
      "Apollo pending",
      "Apollo loose",
      "Zeus parent",
    ]);
    const [page] = await pdfPages(
      (await download("0/advance-report/overdue-tasks/pdf?due_date=2025-12-31")).rawPayload,
    );
    expect(page).toContain("Up to 2025-12-31");
    expect(page).toContain("Zeus old");
    // The activity export keeps both ends required; so does the completed one.
    for (const path of [`${f.lead.id}/advance-report/user-activities/csv`, "0/advance-report/completed-tasks/csv"]) {
      const res = await download(`${path}?due_date=2025-12-31`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().data.params.start_date, path).toEqual(["Start and Due date field is required"]);
    }
  });

  it("a long PDF breaks across pages, each with the table header and its number", async () => {
    const pid = await t.project({ manager: f.lead });
    await t.database.db.execute(sql`insert into tasks (project_id, task_list_id, title, created_by, created_at)
      select ${pid}, l.id, 'Row ' || lpad(n::text, 3, '0'), ${f.lead.id}, '2025-06-01T10:00:00Z'::timestamptz - n * interval '1 minute'
      from generate_series(1, 130) n, (select id from task_lists where project_id = ${pid} limit 1) l`);
    const res = await download(`0/advance-report/unassigned/pdf?${YEAR}&project_id=${pid}`);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => {
      expect(text).toContain("Created By");
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const all = pages.join(" ");
    for (const n of [1, 65, 130]) expect(all).toContain(`Row ${String(n).padStart(3, "0")}`);
  });

  it("user activities CSV: the feed's sentences; the advanced report's CSV with tracked time", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const acts = await download(
      `${f.lead.id}/advance-report/user-activities/csv?start_date=2025-01-01&due_date=${today}&project_id=${f.apollo}`,
    );
    const rows = parse(acts.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => /Lead created the task/.test(r.Activity) && r.By === "Lead")).toBe(true);

    await t.database.db.execute(sql`insert into time_logs (task_id, user_id, project_id, start, stop, total)
      values (${f.ids["Apollo late"]}, ${f.worker.id}, ${f.apollo}, now(), now(), 3723)`);
    const filters = JSON.stringify([{ key: "project", value: [f.apollo] }]);
    for (const query of [`page=-1`, `csv=1`]) {
      const res = await t.get(`/api/pm-pro/v2/advance-report?filters=${encodeURIComponent(filters)}&${query}`, {
        as: f.boss,
      });
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="advanced-report-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const csv = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
      expect(csv).toHaveLength(5);
      expect(csv.find((r) => r.Task === "Apollo late")).toMatchObject({
        "Tracked Time": "1:02:03",
        Estimation: "1:30",
        Status: "Incomplete",
        "Assigned Date": "2025-02-01",
      });
    }
  });

  it("global managers only; downloading changes nothing", async () => {
    const count = async () =>
      (
        (await t.database.db.execute(
          sql`select (select count(*) from activities) + (select count(*) from tasks) as n`,
        )) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0].n;
    const before = await count();
    for (const as of [f.lead, f.worker]) {
      expect((await download(`0/advance-report/overdue-tasks/csv?${YEAR}`, as)).statusCode).toBe(403);
      expect((await download(`0/advance-report/overdue-tasks/pdf?bogus=1`, as)).statusCode).toBe(403);
    }
    await download(`0/advance-report/overdue-tasks/pdf?${YEAR}`);
    expect(await count()).toBe(before);
  });
});
