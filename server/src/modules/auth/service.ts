import { MESSAGES } from "@cairn/shared";
import { and, asc, eq, ne } from "drizzle-orm";
import { SESSION_DAYS } from "../../core/auth/current-user";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../core/auth/password";
import { newSecret, sha256 } from "../../core/auth/tokens";
import { AppError, invalidField, notFound, unauthorized } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import { apiTokens, sessions, users } from "../../db/schema";
import { createUser, createUserUnlessTaken, findUserByEmail, userCount } from "../users/service";
import { assertAccountActive } from "./account-status";
import { reserveSignInAttempt } from "./attempts";
import { presentApiToken } from "./present";
import { dropSetupCode, setupCodeMatches } from "./setup-code";

export async function startSession(db: Db, userId: number) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Ends the user's sessions (but `keepSessionHash`, the caller's own) and every API token of his. */
export async function endCredentials(tx: Executor, userId: number, keepSessionHash?: string) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionHash ? ne(sessions.tokenHash, keepSessionHash) : undefined));
  await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

export async function endSession(db: Db, sessionHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionHash));
}

/**
 * Signs in: the attempt is reserved (or refused, 429) before the password is hashed; a wrong password keeps
 * the reservation as its failure. Unknown e-mails take the same path and pay for a hash, so neither answer
 * nor timing reveals which accounts exist.
 */
export async function signIn(db: Db, email: string, password: string, address: string) {
  const attempt = await reserveSignInAttempt(db, email, address);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw unauthorized(MESSAGES.wrongCredentials);
  assertAccountActive(user);
  await attempt.succeeded();
  return { user, session: await startSession(db, user.id) };
}

/**
 * Creates the first administrator, given the setup code from the server's log (so a stranger who reaches a
 * fresh install first cannot take it); refused once any user exists. The code's row is locked and consumed
 * in the same transaction: two setups at once cannot both succeed.
 */
export async function setupAdministrator(
  db: Db,
  input: { email: string; displayName: string; password: string; setupCode: string },
) {
  return db.transaction(async (tx) => {
    const codeMatches = await setupCodeMatches(tx, input.setupCode);
    if ((await userCount(tx)) > 0) throw new AppError(409, "rest_setup_done", [MESSAGES.setupDone]);
    if (!codeMatches) throw invalidField("setup_code", MESSAGES.setupCodeWrong);
    await dropSetupCode(tx);
    return createUser(tx, { ...input, isAdmin: true, isManager: true });
  });
}

export async function ensureAdminFromEnv(db: Db, email: string | undefined, password: string | undefined) {
  if (!email || !password) return null;
  if ((await userCount(db)) > 0) return null;
  // Runs under the start-up lock (db/startup-lock.ts), one process at a time; should another process have
  // made the same administrator all the same, that one stands and this start goes on.
  const created = await createUserUnlessTaken(db, {
    email,
    password,
    displayName: "Administrator",
    isAdmin: true,
    isManager: true,
  });
  return created ?? null;
}

/** A token that acts as its user; with `expiresInDays` it stops working that many days from now. */
export async function createApiToken(db: Db, userId: number, name: string, expiresInDays?: number | null) {
  const token = newSecret("cairn_");
  const expiresAt = expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name, tokenHash: sha256(token), expiresAt })
    .returning();
  return { ...presentApiToken(row), token };
}

export async function listApiTokens(db: Db, userId: number) {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.id));
  return rows.map(presentApiToken);
}

export async function deleteApiToken(db: Db, userId: number, id: number) {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (gone.length === 0) throw notFound();
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: {
    display_name?: string;
    timezone?: string | null;
    week_start?: number;
    locale?: string | null;
    language?: string | null;
    time_format?: string | null;
    password?: string;
    current_password?: string;
  },
  keepSessionHash?: string,
) {
  if (input.password !== undefined) {
    if (!input.current_password) throw invalidField("current_password", "Enter your current password.");
    const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(input.current_password, current?.hash ?? DUMMY_HASH))) {
      throw invalidField("current_password", "The current password is incorrect.");
    }
  }
  const changes = {
    ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.week_start !== undefined ? { weekStart: input.week_start } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
    ...(input.time_format !== undefined ? { timeFormat: input.time_format } : {}),
    ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
  };
  return db.transaction(async (tx) => {
    // A body that changes nothing answers with the profile as it is (an UPDATE with no column is an error).
    const [row] =
      Object.keys(changes).length === 0
        ? await tx.select().from(users).where(eq(users.id, userId))
        : await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    // Every other browser signed in as this user has to sign in again with the new password, and every
    // token made under the old one stops (it may be what leaked).
    if (input.password !== undefined) await endCredentials(tx, userId, keepSessionHash);
    return row;
  });
}
