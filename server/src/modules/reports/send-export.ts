import type { ExportFormat } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client";
import { cursorRows } from "../../db/cursor";
import { milestones, projects, users } from "../../db/schema";
import { csvStream } from "./csv";
import type { ExportPlan } from "./export-statements";
import { pdfStream } from "./pdf";

/** A file name made of the report's name and range, safe in any header and file system. */
export function exportFileName(parts: (string | undefined)[], format: ExportFormat): string {
  const name = parts
    .filter(Boolean)
    .join("-")
    .replace(/[^A-Za-z0-9_.-]+/g, "-");
  return `${name}.${format}`;
}

/** The PDF's range line: both ends, an open start (overdue, unassigned), or none. */
function rangeLine(start: string | undefined, due: string | undefined): string {
  if (start && due) return `Date between ${start} to ${due}`;
  return due ? `Up to ${due}` : "All dates";
}

/** The names behind a report's filters, for the lines under a PDF's title: one statement. */
export async function filterLines(
  db: Db,
  f: { projectId?: number; userId?: number; milestoneId?: number; startDate?: string; dueDate?: string },
): Promise<string[]> {
  const result = (await db.execute(sql`select
    (select title from ${projects} where id = ${f.projectId ?? 0}) as project,
    (select display_name from ${users} where id = ${f.userId ?? 0}) as "user",
    (select title from ${milestones} where id = ${f.milestoneId ?? 0}) as milestone`)) as unknown as {
    rows: { project: string | null; user: string | null; milestone: string | null }[];
  };
  const { project, user, milestone } = result.rows[0];
  return [
    rangeLine(f.startDate, f.dueDate),
    `Project: ${project ?? "All projects"}`,
    ...(f.userId !== undefined ? [`Co-Worker: ${user ?? `#${f.userId}`}`] : []),
    ...(f.milestoneId !== undefined ? [`Milestone: ${milestone ?? `#${f.milestoneId}`}`] : []),
  ];
}

async function* cellsOf(db: Db, plan: ExportPlan) {
  for await (const batch of cursorRows(db, plan.rows)) yield batch.map(plan.cells);
}

/**
 * Streams a report file from a database cursor. A GET that changes nothing: the browser downloads by
 * navigating to it with its session cookie. `no-store`: a report is of its moment and may be private.
 */
export async function sendExport(
  reply: FastifyReply,
  db: Db,
  plan: ExportPlan,
  file: { format: ExportFormat; name: string; title: string; lines: () => Promise<string[]> },
) {
  reply
    .header("content-disposition", `attachment; filename="${file.name}"`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff");
  const headers = plan.columns.map((c) => c.header);
  if (file.format === "csv") {
    return reply.type("text/csv; charset=utf-8").send(csvStream(headers, cellsOf(db, plan)));
  }
  const [lines, counted] = await Promise.all([
    file.lines(),
    db.execute(plan.count) as unknown as Promise<{ rows: { n: number }[] }>,
  ]);
  const report = {
    title: file.title,
    lines: [...lines, `Rows: ${counted.rows[0].n}`],
    columns: plan.columns,
    total: counted.rows[0].n,
    emptyText: "No Data Found, Please search again!",
  };
  return reply.type("application/pdf").send(await pdfStream(report, cellsOf(db, plan)));
}
