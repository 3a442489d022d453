import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiTokens, sessions, users } from "../../db/schema";
import { sameDigest, sha256 } from "./tokens";

export type CurrentUser = {
  id: number;
  email: string;
  displayName: string;
  isAdmin: boolean;
  isManager: boolean;
  timezone: string | null;
  weekStart: number;
  locale: string | null;
};

export type Authentication = { user: CurrentUser; via: "session" | "token"; sessionHash?: string };

export const SESSION_COOKIE = "cairn_session";
export const SESSION_DAYS = 30;

const userColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  isAdmin: users.isAdmin,
  isManager: users.isManager,
  timezone: users.timezone,
  weekStart: users.weekStart,
  locale: users.locale,
};

/** Prepared once per database handle: PostgreSQL parses and plans these every-request lookups only once. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    session: db
      .select({ ...userColumns, tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare("cairn_user_from_session"),
    apiToken: db
      .select({ ...userColumns, tokenHash: apiTokens.tokenHash })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
      .limit(1)
      .prepare("cairn_user_from_api_token"),
  };
}

function statements(db: Db) {
  let p = prepared.get(db);
  if (!p) {
    p = prepare(db);
    prepared.set(db, p);
  }
  return p;
}

export async function userFromSession(db: Db, cookieValue: string): Promise<Authentication | null> {
  const hash = sha256(cookieValue);
  const [row] = await statements(db).session.execute({ hash });
  if (!row || !sameDigest(row.tokenHash, hash)) return null;
  const { tokenHash, ...user } = row;
  return { user, via: "session", sessionHash: tokenHash };
}

export async function userFromApiToken(db: Db, token: string): Promise<Authentication | null> {
  const hash = sha256(token);
  const [row] = await statements(db).apiToken.execute({ hash });
  if (!row || !sameDigest(row.tokenHash, hash)) return null;
  const { tokenHash, ...user } = row;
  return { user, via: "token" };
}
