import { PEOPLE_MESSAGES as M } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { useTestApp } from "../../test/harness";
import { RESETS_PER_HOUR } from "../users/password-reset";

const t = useTestApp();
const FORGOT = "/api/auth/password/forgot";

const mailsTo = (email: string) =>
  queryRows<{ text: string }>(
    t.database.db,
    sql`select payload->>'text' as text from jobs where kind = 'mail' and payload->>'to' = ${email} order by id`,
  );

/** The mail is queued after the answer: wait for it (or for `n` of them). */
async function waitForMails(email: string, n = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(email);
    if (mails.length >= n) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}
const settle = () => new Promise((r) => setTimeout(r, 400));

describe("forgot password", () => {
  it("answers the same for any address and mails a one-hour link only to an active account", async () => {
    const person = await t.user({ name: "Fay Forgetful" });
    const gone = await t.user();
    const admin = await t.user({ admin: true });
    expect((await t.post(`/api/pm/v2/users/${gone.id}/deactivate`, {}, { as: admin })).status).toBe(200);

    const answers = [];
    for (const email of ["nobody@example.test", gone.email, person.email.toUpperCase()]) {
      const res = await t.post(FORGOT, { email });
      answers.push({ status: res.status, body: res.body, cookie: res.headers["set-cookie"] });
    }
    for (const a of answers)
      expect(a).toEqual({ status: 200, body: { message: M.forgotAnswer, data: null }, cookie: undefined });

    const [mail] = await waitForMails(person.email);
    await settle();
    expect(await mailsTo("nobody@example.test")).toEqual([]);
    expect(await mailsTo(gone.email)).toEqual([]);
    expect(mail.text).toContain("within one hour");
    const token = decodeURIComponent(/set-password\?token=([^\s]+)/.exec(mail.text)?.[1] ?? "");
    const set = await t.post("/api/auth/password/set", { token, password: "a fresh password" });
    expect(set.status).toBe(200);
    expect((await t.post("/api/auth/login", { email: person.email, password: "a fresh password" })).status).toBe(200);
    // Single use.
    expect((await t.post("/api/auth/password/set", { token, password: "again and again" })).status).toBe(400);
  });

  it(`mails at most ${RESETS_PER_HOUR} links an hour to one account, answering the same`, async () => {
    const person = await t.user();
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) {
      expect((await t.post(FORGOT, { email: person.email })).body.message).toBe(M.forgotAnswer);
      await waitForMails(person.email, Math.min(i + 1, RESETS_PER_HOUR));
    }
    await settle();
    expect(await mailsTo(person.email)).toHaveLength(RESETS_PER_HOUR);
  });

  it("refuses a missing or malformed e-mail field", async () => {
    for (const body of [{}, { email: 42 }, { email: "x".repeat(300) }]) {
      const res = await t.post(FORGOT, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual(["email"]);
    }
  });
});
