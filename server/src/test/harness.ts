import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { SESSION_COOKIE } from "../core/auth/current-user";
import { hashPassword } from "../core/auth/password";
import { newSecret, sha256 } from "../core/auth/tokens";
import { type Database, openDatabase } from "../db/client";
import { projectMembers, sessions, users } from "../db/schema";
import { withDatabase } from "./global-setup";

export type TestUser = { id: number; email: string; displayName: string; password: string; cookie: string };
// biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely, asserting on what they expect.
export type Reply = { status: number; body: any; headers: Record<string, unknown> };
type RequestOptions = {
  as?: TestUser | null;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
};

let counter = 0;
const PASSWORD = "correct horse battery";
let passwordHash: Promise<string> | undefined;

/** What a test file may add to its app: environment (as config reads it) and route plugins. */
export type TestAppOptions = { env?: Record<string, string>; plugins?: FastifyPluginAsync[] };

/** A fresh app on its own database copy, for one test file. */
export async function startTestApp(options: TestAppOptions = {}) {
  let database: Database;
  let dropDatabase = async () => {};
  const templateUrl = process.env.CAIRN_TEST_TEMPLATE_URL;
  if (templateUrl) {
    const name = `cairn_test_${process.pid}_${Date.now()}_${counter++}`;
    // Never connect to the template itself: CREATE DATABASE ... TEMPLATE fails while anyone is in it.
    const maintenanceUrl = withDatabase(templateUrl, "postgres");
    const admin = new pg.Client({ connectionString: maintenanceUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${process.env.CAIRN_TEST_TEMPLATE_NAME}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(templateUrl, name), poolSize: 4 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: maintenanceUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dump = fs.readFileSync(process.env.CAIRN_TEST_TEMPLATE_DUMP as string);
    database = await openDatabase({ dataDir: null, loadDataDir: new Blob([dump]) });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-data-"));
  const config = loadConfig({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_LOG_LEVEL: "silent",
    CAIRN_UPLOAD_MAX_MB: "2",
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: false, plugins: options.plugins });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof startTestApp>> & {
  request(method: string, url: string, options?: RequestOptions): Promise<Reply>;
  get(url: string, options?: RequestOptions): Promise<Reply>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<Reply>;
  user(options?: { manager?: boolean; admin?: boolean; name?: string }): Promise<TestUser>;
  project(options: {
    manager: TestUser;
    coWorkers?: TestUser[];
    clients?: TestUser[];
    title?: string;
  }): Promise<number>;
};

/** Registers beforeAll/afterAll and hands back a context whose fields fill in once the app is up. */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const started = await startTestApp(options);
    Object.assign(ctx, started, helpers(started.app, started.database));
  }, 60_000);
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

function helpers(app: FastifyInstance, database: Database) {
  const request = async (method: string, url: string, options: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.as) headers.cookie = `${SESSION_COOKIE}=${options.as.cookie}`;
    const res = await app.inject({
      method: method as "GET",
      url,
      query: options.query,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  const user = async (options: { manager?: boolean; admin?: boolean; name?: string } = {}): Promise<TestUser> => {
    passwordHash ??= hashPassword(PASSWORD);
    const n = ++counter;
    const email = `user${n}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const displayName = options.name ?? `User ${n}`;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        displayName,
        passwordHash: await passwordHash,
        isManager: options.manager ?? false,
        isAdmin: options.admin ?? false,
      })
      .returning();
    const cookie = newSecret();
    await database.db
      .insert(sessions)
      .values({ tokenHash: sha256(cookie), userId: row.id, expiresAt: new Date(Date.now() + 86_400_000) });
    return { id: row.id, email, displayName, password: PASSWORD, cookie };
  };
  const project = async (options: {
    manager: TestUser;
    coWorkers?: TestUser[];
    clients?: TestUser[];
    title?: string;
  }) => {
    const creator = await user({ manager: true });
    const assignees = [
      { user_id: options.manager.id, role_id: 1 },
      ...(options.coWorkers ?? []).map((u) => ({ user_id: u.id, role_id: 2 })),
      ...(options.clients ?? []).map((u) => ({ user_id: u.id, role_id: 3 })),
    ];
    const res = await request("POST", "/api/pm/v2/projects", {
      as: creator,
      body: { title: options.title ?? `Project ${++counter} ${Math.random().toString(36).slice(2, 7)}`, assignees },
    });
    if (res.status !== 201) throw new Error(`project create failed: ${JSON.stringify(res.body)}`);
    // The helper's creator only set the project up: leave the named people as its members.
    await database.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, res.body.data.id), eq(projectMembers.userId, creator.id)));
    return res.body.data.id as number;
  };
  return {
    request,
    get: (url: string, options?: RequestOptions) => request("GET", url, options),
    post: (url: string, body?: unknown, options?: RequestOptions) =>
      request("POST", url, { ...options, body: body ?? {} }),
    user,
    project,
  };
}
