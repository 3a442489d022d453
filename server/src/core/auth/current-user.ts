import { and, eq, gt, isNull, or, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiTokens, projectMembers, projects, projectVersions, sessions, settings, users } from "../../db/schema";
import { preparedFamily } from "../../db/statements";
import { type AccessRow, directoryVersionSql, type MembershipRow, projectVersionSql } from "../policy/project-access";
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

export type Credential = "session" | "token";

/**
 * Who the request is from, as the session lookup read it, carried on the request (`req.auth`) for the
 * route-access hook and the handlers. The user's global role is his `isAdmin` / `isManager`.
 */
export type Authentication = {
  user: CurrentUser;
  via: Credential;
  /** The digest the credential is stored under: a long-lived answer re-checks it (stillSignedIn). */
  credentialHash: string;
  sessionHash?: string;
  /**
   * On a route about one project (`.../projects/:id/...`): that project with the caller's role in it, read in
   * the session's statement (row null: no such project). The route-access hook turns it into `req.access`.
   */
  urlProject?: { id: number; row: AccessRow | null };
  /** Elsewhere: the caller's memberships, for cross-project reads (search, feeds, my tasks). */
  memberships?: MembershipRow[];
  /** Elsewhere: the digest of what a cross-project read depends on (see viewVersionSql). */
  viewVersion?: string;
};

export const SESSION_COOKIE = "cairn_session";
export const SESSION_DAYS = 30;

/** The columns a CurrentUser is read from: the session lookup, and whoever acts for someone absent (a webhook). */
export const userColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  isAdmin: users.isAdmin,
  isManager: users.isManager,
  timezone: users.timezone,
  weekStart: users.weekStart,
  locale: users.locale,
};

/**
 * Outside one project's routes, the caller's memberships come with the session (a few rows as json):
 * cross-project reads (search, feeds, my tasks) need them, and the round trip costs more than the rows.
 */
const membershipsJson = sql<
  MembershipRow[]
>`(select coalesce(json_agg(json_build_array(pm.project_id, pm.role_id, s.value)), '[]'::json)
  from ${projectMembers} pm left join ${settings} s on s.project_id = pm.project_id and s.key = 'capabilities'
  where pm.user_id = ${users.id})`;

/**
 * A digest of every version a cross-project read depends on: the directory and each project the caller
 * sees (all of them for a global manager), so joining, leaving or changing any of them changes it.
 */
const viewVersionSql = sql<string>`md5(concat_ws('|', ${directoryVersionSql}, case when ${users.isManager} or ${users.isAdmin}
  then (select string_agg(v.project_id || '.' || v.version, ',' order by v.project_id) from ${projectVersions} v)
  else (select string_agg(v.project_id || '.' || v.version, ',' order by v.project_id)
    from ${projectMembers} pm join ${projectVersions} v on v.project_id = pm.project_id where pm.user_id = ${users.id}) end))`;

/**
 * A credential works while its user is active (a deleted user is deactivated too) and, for a session or a
 * token with an expiry, until it expires.
 */
function liveCredential(credential: typeof sessions | typeof apiTokens, hash: Placeholder | string) {
  const live =
    credential === sessions
      ? gt(sessions.expiresAt, sql`now()`)
      : or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`));
  return and(eq(credential.tokenHash, hash), isNull(users.deactivatedAt), live);
}

const credentialTable = (via: Credential) => (via === "session" ? sessions : apiTokens);

/** How often a token's last use is written down: once a minute is news enough, and no write per request. */
const LAST_USED_EVERY = sql.raw("interval '1 minute'");

/** Whether the credential's last use is recent enough to leave alone (sessions keep no such date). */
function recentlyUsed(credential: typeof sessions | typeof apiTokens) {
  return credential === sessions
    ? sql<boolean>`true`
    : sql<boolean>`coalesce(${apiTokens.lastUsedAt} > now() - ${LAST_USED_EVERY}, false)`;
}

/**
 * The session's user AND their access to the project the URL names, in one round trip: on this machine a
 * statement costs more in socket traffic than in work, and almost every request is about one project.
 * Prepared once per credential kind (every request runs it: built and planned afresh it cost the floor route
 * more than half its throughput); `hash` and `projectId` are its placeholders.
 */
const userWithProjectAccess = preparedFamily((db: Db, via: Credential) => {
  const credential = credentialTable(via);
  return db
    .select({
      ...userColumns,
      tokenHash: credential.tokenHash,
      recentlyUsed: recentlyUsed(credential),
      project: projects,
      roleId: projectMembers.roleId,
      capabilities: settings.value,
      projectVersion: projectVersionSql(projects.id),
      directoryVersion: directoryVersionSql,
    })
    .from(credential)
    .innerJoin(users, eq(users.id, credential.userId))
    .leftJoin(projects, eq(projects.id, sql.placeholder("projectId")))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, users.id)))
    .leftJoin(settings, and(eq(settings.projectId, projects.id), eq(settings.key, "capabilities")))
    .where(liveCredential(credential, sql.placeholder("hash")))
    .limit(1);
});

/** The user with his memberships and the digest of what he sees, for routes about no one project. */
const userWithMemberships = preparedFamily((db: Db, via: Credential) => {
  const credential = credentialTable(via);
  return db
    .select({
      ...userColumns,
      tokenHash: credential.tokenHash,
      recentlyUsed: recentlyUsed(credential),
      memberships: membershipsJson,
      viewVersion: viewVersionSql,
    })
    .from(credential)
    .innerJoin(users, eq(users.id, credential.userId))
    .where(liveCredential(credential, sql.placeholder("hash")))
    .limit(1);
});

function authentication(user: CurrentUser, via: Credential, hash: string): Authentication {
  return via === "session"
    ? { user, via, credentialHash: hash, sessionHash: hash }
    : { user, via, credentialHash: hash };
}

/**
 * Writes down a token's use, at most once a minute (the read said whether it is due), without making the
 * answer wait for it: a lost write only leaves the date a little older.
 */
function noteUse(db: Db, via: Credential, hash: string, recently: boolean) {
  if (via !== "token" || recently) return;
  db.update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.tokenHash, hash))
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * The user a session cookie or API token stands for, in one statement. With `projectId` (the project the URL
 * names), the caller's access to it comes in the same row (`urlProject`); without, his memberships.
 */
export async function authenticate(
  db: Db,
  via: Credential,
  secret: string,
  projectId?: number,
): Promise<Authentication | null> {
  const hash = sha256(secret);
  if (projectId === undefined) {
    const [row] = await userWithMemberships(db, via).execute({ hash });
    if (!row || !sameDigest(row.tokenHash, hash)) return null;
    const { tokenHash, recentlyUsed, memberships, viewVersion, ...user } = row;
    noteUse(db, via, hash, recentlyUsed);
    return { ...authentication(user, via, tokenHash), memberships, viewVersion };
  }
  const [row] = await userWithProjectAccess(db, via).execute({ hash, projectId });
  if (!row || !sameDigest(row.tokenHash, hash)) return null;
  const { tokenHash, recentlyUsed, project, roleId, capabilities, projectVersion, directoryVersion, ...user } = row;
  const access: AccessRow | null = project ? { project, roleId, capabilities, projectVersion, directoryVersion } : null;
  noteUse(db, via, hash, recentlyUsed);
  return { ...authentication(user, via, tokenHash), urlProject: { id: projectId, row: access } };
}

/**
 * The credential's user as of now, or null once it has ended (signed out, password changed, revoked,
 * expired, deactivated): long-lived answers (event streams) ask before each delivery, whichever process
 * ended it.
 */
export async function stillSignedIn(db: Db, auth: Authentication): Promise<CurrentUser | null> {
  const credential = credentialTable(auth.via);
  const [user] = await db
    .select(userColumns)
    .from(credential)
    .innerJoin(users, eq(users.id, credential.userId))
    .where(liveCredential(credential, auth.credentialHash))
    .limit(1);
  return user ?? null;
}
