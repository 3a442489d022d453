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
export type TestAppOptions = {
  env?: Record<string, string>;
  plugins?: FastifyPluginAsync[];
  /** An app over a database and data folder the test made itself (left in place at close). */
  on?: { database: Database; dataDir: string };
};

/** A fresh app on its own database copy, for one test file. */
export async function startTestApp(options: TestAppOptions = {}) {
  if (options.on) {
    const { database, dataDir } = options.on;
    const config = loadConfig({ CAIRN_DATA_DIR: dataDir, CAIRN_LOG_LEVEL: "silent", ...options.env });
    const app = await buildApp({ config, database, logger: false, plugins: options.plugins, checkAnswers: true });
    await app.ready();
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, database, databaseUrl: "", config, close };
  }
  return startOnTemplateCopy(options);
}

/** A test context built at once (not through beforeAll), for tests that run several apps in turn. */
export async function startTestContext(options: TestAppOptions = {}): Promise<TestContext> {
  const started = await startTestApp(options);
  return Object.assign(started, helpers(started.app, started.database));
}

/** A database created from the migrated template, and a data folder, both removed at close. */
export async function createTemplateCopy() {
  const templateUrl = process.env.CAIRN_TEST_TEMPLATE_URL as string;
  const name = `cairn_test_${process.pid}_${Date.now()}_${counter++}`;
  // Never connect to the template itself: CREATE DATABASE ... TEMPLATE fails while anyone is in it.
  const maintenanceUrl = withDatabase(templateUrl, "postgres");
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${process.env.CAIRN_TEST_TEMPLATE_NAME}`);
  await admin.end();
  const databaseUrl = withDatabase(templateUrl, name);
  const database: Database = await openDatabase({ databaseUrl, poolSize: 4 });
  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: maintenanceUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { databaseUrl, database, dropDatabase };
}

async function startOnTemplateCopy(options: TestAppOptions) {
  const { databaseUrl, database, dropDatabase } = await createTemplateCopy();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-data-"));
  const config = loadConfig({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_LOG_LEVEL: "silent",
    CAIRN_UPLOAD_MAX_MB: "2",
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: false, plugins: options.plugins, checkAnswers: true });
  await app.ready();
  return {
    app,
    database,
    /** This file's own database, for tests that connect beside the app (concurrency, imports). */
    databaseUrl,
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
