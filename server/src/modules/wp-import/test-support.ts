import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import { newSecret, sha256 } from "../../core/auth/tokens";
import type { Db } from "../../db/client";
import { sessions, users, wpImportMappings } from "../../db/schema";
import type { TestUser } from "../../test/harness";
import { loadWpFixture, startTestMariaDb } from "../../test/mariadb";
import type { WpImportOptions } from "./context";

/** The fixture's attachments (its dump has the rows, not the bytes); notes.txt is left out on purpose. */
export const UPLOADS: Record<string, Buffer> = {
  "2026/12/plan.txt": Buffer.from("the plan\n"),
  "2026/12/pixel.png": Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
  "2026/12/spec.txt": Buffer.from("the spec, v1\n"),
};
export const MISSING_UPLOAD = "2026/12/notes.txt";

/** What a test file imports from: a private MariaDB holding the plugin's dump, and an uploads folder. */
export type WpFixture = { source: string; uploads: string; close(): Promise<void> };

export async function openWpFixture(): Promise<WpFixture> {
  const maria = await startTestMariaDb();
  const source = await loadWpFixture(maria.url);
  const uploads = makeUploads();
  return {
    source,
    uploads,
    close: async () => {
      await maria.stop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export function makeUploads(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-wp-uploads-"));
  for (const [file, bytes] of Object.entries(UPLOADS)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), bytes);
  }
  return dir;
}

export const optionsFor = (mysqlUrl: string, extra: Partial<WpImportOptions> = {}): WpImportOptions => ({
  mysqlUrl,
  prefix: "wp_",
  uploadsDir: null,
  dryRun: false,
  invite: false,
  startedBy: null,
  ...extra,
});

/** Runs SQL on the WordPress database (a source change between two imports). */
export async function onSource(url: string, statement: string, params: unknown[] = []) {
  const c = await mysql.createConnection({ uri: url, dateStrings: true });
  try {
    const [rows] = await c.query(statement, params);
    return rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

/** The Cairn id a source row became. */
export async function cairnId(db: Db, sourceTable: string, sourceId: number | string): Promise<number> {
  const [row] = await db
    .select({ id: wpImportMappings.cairnId })
    .from(wpImportMappings)
    .where(and(eq(wpImportMappings.sourceTable, sourceTable), eq(wpImportMappings.sourceId, String(sourceId))));
  if (!row) throw new Error(`${sourceTable} ${sourceId} was not imported`);
  return row.id;
}

/** A session for an imported user, so a test reads through the API as he would. */
export async function signedIn(db: Db, email: string): Promise<TestUser> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const cookie = newSecret();
  await db
    .insert(sessions)
    .values({ tokenHash: sha256(cookie), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user.id, email, displayName: user.displayName, password: "", cookie };
}

/** Rows per table, to see that a run wrote nothing. */
export async function tableCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  }
  return out;
}

export const CAIRN_TABLES = [
  "users",
  "projects",
  "project_members",
  "task_lists",
  "milestones",
  "discussion_boards",
  "tasks",
  "task_assignees",
  "comments",
  "files",
  "blobs",
  "activities",
  "task_types",
  "wp_import_mappings",
];
