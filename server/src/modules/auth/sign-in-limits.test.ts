import { MESSAGES } from "@cairn/shared";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authAttempts } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { THROTTLE } from "./attempts";

const t = useTestApp();

let nextAddress = 1;
/** A fresh address per test, so the tests' counters never meet. */
const address = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const attemptsOf = (key: string) => t.database.db.select().from(authAttempts).where(eq(authAttempts.key, key));

async function login(email: string, password: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers["retry-after"] };
}

function statuses(replies: { status: number }[]) {
  const n: Record<number, number> = {};
  for (const r of replies) n[r.status] = (n[r.status] ?? 0) + 1;
  return n;
}

describe("sign-in limits", () => {
  it("lets no more than the limit of 20 parallel wrong guesses reach the password check; the rest wait (429)", async () => {
    const u = await t.user();
    const from = address();
    const replies = await Promise.all(Array.from({ length: 20 }, () => login(u.email, "wrong-guess", from)));
    expect(statuses(replies)).toEqual({ 401: THROTTLE.pair.free, 429: 20 - THROTTLE.pair.free });
    for (const refused of replies.filter((r) => r.status === 429)) {
      expect(refused.body).toMatchObject({ code: "rest_too_many_requests", message: [MESSAGES.tooManyAttempts] });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    const [pair] = await t.database.db
      .select()
      .from(authAttempts)
      .where(like(authAttempts.key, `pair:${u.email}|%`));
    expect(pair.failures).toBe(THROTTLE.pair.free);
  });

  it("answers an unknown e-mail exactly as a known one, limits included", async () => {
    const from = address();
    const unknown = await Promise.all(Array.from({ length: 8 }, () => login("nobody@example.test", "x-x-x-x", from)));
    expect(statuses(unknown)).toEqual({ 401: THROTTLE.pair.free, 429: 8 - THROTTLE.pair.free });
    const u = await t.user();
    const other = address();
    const known = await Promise.all(Array.from({ length: 8 }, () => login(u.email, "x-x-x-x", other)));
    expect(statuses(known)).toEqual(statuses(unknown));
    expect(known.find((r) => r.status === 401)?.body).toEqual(unknown.find((r) => r.status === 401)?.body);
    expect(known.find((r) => r.status === 429)?.body).toEqual(unknown.find((r) => r.status === 429)?.body);
  });

  it("lets the owner in with the right password from his own address while the account is under attack", async () => {
    const owner = await t.user();
    // Many addresses, past the account's own limit: the old rule locked the account for everyone.
    const attackers = Array.from({ length: THROTTLE.account.free + 2 }, address);
    for (const from of attackers) expect((await login(owner.email, "guess-1", from)).status).toBe(401);
    // An address that failed on this account now waits for the account's delay...
    const again = await login(owner.email, "guess-2", attackers[0]);
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBeGreaterThanOrEqual(1);
    // ...and the right password from an address that has not been failing gets in.
    const home = address();
    const ok = await login(owner.email, owner.password, home);
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).toBe(owner.id);
    // Success clears the account's counter.
    const account = await attemptsOf(`email:${owner.email}`);
    expect(account).toHaveLength(0);
  });

  it("clears the account's counters on success, so earlier mistakes do not add up", async () => {
    const u = await t.user();
    const from = address();
    for (let i = 0; i < THROTTLE.pair.free - 1; i++) expect((await login(u.email, "typo-typo", from)).status).toBe(401);
    expect((await login(u.email, u.password, from)).status).toBe(200);
    for (let i = 0; i < THROTTLE.pair.free - 1; i++) expect((await login(u.email, "typo-typo", from)).status).toBe(401);
    expect((await login(u.email, u.password, from)).status).toBe(200);
  });

  it("slows a password-spraying address on every account, and forgets failures once the window has passed", async () => {
    const u = await t.user();
    const sprayer = address();
    await t.database.db.insert(authAttempts).values({
      key: `ip:${sprayer}`,
      windowStart: new Date(),
      failures: THROTTLE.address.free,
      blockedUntil: new Date(Date.now() + 60_000),
    });
    const refused = await login(u.email, u.password, sprayer);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(50);
    // The delay ran out and the window passed: the address starts again from nothing.
    await t.database.db
      .update(authAttempts)
      .set({ windowStart: new Date(Date.now() - 16 * 60_000), blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authAttempts.key, `ip:${sprayer}`));
    expect((await login(u.email, u.password, sprayer)).status).toBe(200);
    expect(await attemptsOf(`ip:${sprayer}`)).toHaveLength(0);
  });

  it("refuses malformed sign-in input without counting it", async () => {
    const from = address();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: 5, password: [] },
      remoteAddress: from,
    });
    expect(res.statusCode).toBe(400);
    expect(await attemptsOf(`ip:${from}`)).toHaveLength(0);
  });
});
