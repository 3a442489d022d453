import { CREDENTIAL_MESSAGES, MAIL_SETTINGS_MESSAGES } from "@cairn/shared";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { settings } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { startSmtpCapture } from "../../test/smtp";

const smtp = await startSmtpCapture();
const t = useTestApp();
afterAll(() => smtp.close());

const URL_PATH = "/api/pm/v2/settings/mail";
const SECRET = "hunter2-very-secret";
const save = (as: TestUser, body: unknown) => t.post(URL_PATH, body, { as });
const storedRow = async () =>
  (
    await t.database.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(isNull(settings.projectId), eq(settings.key, "mail")))
  )[0]?.value;

describe("mail settings", () => {
  it("answers mail off with the default sender before anything is saved", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.get(URL_PATH, { as: boss });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      enabled: false,
      smtp_url: null,
      username: null,
      password_set: false,
      from: "Cairn <no-reply@localhost>",
      from_is_default: true,
      environment: { smtp_url: false, from: false },
    });
  });

  it("saves URL, user, password and sender; answers the URL without credentials and never the password", async () => {
    const boss = await t.user({ manager: true });
    const res = await save(boss, {
      smtp_url: `${smtp.url.replace("smtp://", `smtp://mailer:${SECRET}@`)}`,
      from: "Team Cairn <team@example.test>",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MAIL_SETTINGS_MESSAGES.saved);
    expect(res.body.data).toEqual({
      enabled: true,
      smtp_url: smtp.url,
      username: "mailer",
      password_set: true,
      from: "Team Cairn <team@example.test>",
      from_is_default: false,
      environment: { smtp_url: false, from: false },
    });
    expect(res.body.activity).toMatchObject({ action: "update_mail_settings" });
    expect(await storedRow()).toEqual({
      url: smtp.url,
      username: "mailer",
      password: SECRET,
      from: "Team Cairn <team@example.test>",
    });
    // Every process's mailer follows at once; the status every member reads says so.
    expect(t.app.deps.mailer.enabled).toBe(true);
    const status = await t.get("/api/pm/v2/mail", { as: boss });
    expect(status.body.data).toMatchObject({ enabled: true, from: "Team Cairn <team@example.test>" });

    // A field left out stays; the user name changes alone; a new password replaces the old one unseen.
    const again = await save(boss, { username: "other", password: "n3w-secret-value" });
    expect(again.body.data).toMatchObject({ username: "other", password_set: true, smtp_url: smtp.url });
    expect(await storedRow()).toMatchObject({ username: "other", password: "n3w-secret-value" });
    // Credentials pasted in the URL go to their fields, decoded; a stray % is kept as typed.
    await save(boss, { smtp_url: smtp.url.replace("smtp://", "smtp://me%40example.test:100%zz@") });
    expect(await storedRow()).toMatchObject({ url: smtp.url, username: "me@example.test", password: "100%zz" });
    expect((await save(boss, { username: "", password: null })).body.data).toMatchObject({
      username: null,
      password_set: false,
    });
  });

  it("never shows the password: not in its own answers, the general settings, the mail status or the activity", async () => {
    const boss = await t.user({ manager: true });
    const member = await t.user();
    const answers = [
      await save(boss, { smtp_url: smtp.url, username: "mailer", password: SECRET }),
      await t.get(URL_PATH, { as: boss }),
      await t.get("/api/pm/v2/settings", { as: boss }),
      await t.get("/api/pm/v2/settings", { as: boss, query: { key: "mail" } }),
      await t.get("/api/pm/v2/mail", { as: boss }),
      await t.get("/api/pm/v2/mail", { as: member }),
      await t.get("/api/pm/v2/activities", { as: boss }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
    expect(answers[3].body.data).toEqual([]);
    // The general settings' own call cannot write the row either.
    const generic = await t.post(
      "/api/pm/v2/settings",
      { settings: [{ key: "mail", value: { url: "smtp://evil.test" } }] },
      { as: boss },
    );
    expect(generic.status).toBe(400);
    expect(generic.body.data.params["settings.0.key"]).toEqual([MAIL_SETTINGS_MESSAGES.settingIsMail]);
    expect(await storedRow()).toMatchObject({ url: smtp.url, password: SECRET });
  });

  it("refuses bad URLs, bad senders, unknown and mistyped fields with the error shape, saving nothing", async () => {
    const boss = await t.user({ manager: true });
    await save(boss, { smtp_url: smtp.url, from: "ok@example.test" });
    const before = await storedRow();
    const refuse = async (body: unknown, field: string, message?: string) => {
      const res = await save(boss, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      if (message) expect(res.body.data.params[field]).toEqual([message]);
      else expect(res.body.data.params[field]).toBeDefined();
    };
    await refuse({ smtp_url: "http://mail.example.test" }, "smtp_url", MAIL_SETTINGS_MESSAGES.urlShape);
    await refuse({ smtp_url: "smtp://" }, "smtp_url", MAIL_SETTINGS_MESSAGES.urlShape);
    await refuse({ smtp_url: "smtp://mail.example.test:99999" }, "smtp_url", MAIL_SETTINGS_MESSAGES.urlShape);
    await refuse({ smtp_url: 25 }, "smtp_url");
    await refuse({ from: "not an address" }, "from", MAIL_SETTINGS_MESSAGES.fromShape);
    await refuse({ from: "Cairn <cairn@example.test>\nBcc: x@evil.test" }, "from", MAIL_SETTINGS_MESSAGES.fromShape);
    await refuse({ password: 1234 }, "password");
    await refuse({ username: "a\r\nb" }, "username", MAIL_SETTINGS_MESSAGES.oneLine);
    const unknown = await save(boss, { host: "mail.example.test" });
    expect(unknown.status).toBe(400);
    const empty = await save(boss, {});
    expect(empty.status).toBe(400);
    expect(await storedRow()).toEqual(before);
  });

  it("refuses people who are not global managers (403), strangers (401) and API tokens on writes (403)", async () => {
    const boss = await t.user({ manager: true });
    await save(boss, { smtp_url: smtp.url });
    const before = await storedRow();
    const projectManager = await t.user();
    await t.project({ manager: projectManager });
    for (const as of [await t.user(), projectManager]) {
      expect((await t.get(URL_PATH, { as })).status).toBe(403);
      expect((await save(as, { smtp_url: "smtp://evil.test" })).status).toBe(403);
      expect((await t.post(`${URL_PATH}/test`, {}, { as })).status).toBe(403);
    }
    expect((await t.get(URL_PATH)).status).toBe(401);
    expect((await t.post(URL_PATH, { smtp_url: "smtp://evil.test" })).status).toBe(401);
    expect((await t.post(`${URL_PATH}/test`, {})).status).toBe(401);

    const made = await t.post("/api/auth/tokens", { name: "script" }, { as: boss });
    const bearer = { authorization: `Bearer ${made.body.data.token}` };
    expect((await t.get(URL_PATH, { headers: bearer })).status).toBe(200);
    for (const res of [
      await t.post(URL_PATH, { smtp_url: "smtp://evil.test" }, { headers: bearer }),
      await t.post(`${URL_PATH}/test`, {}, { headers: bearer }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual([CREDENTIAL_MESSAGES.sessionOnly]);
    }
    expect(await storedRow()).toEqual(before);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("send a test mail", () => {
  it("reaches the SMTP server at once, addressed to the manager, from the saved sender", async () => {
    const boss = await t.user({ manager: true });
    await save(boss, { smtp_url: smtp.url, username: "", password: null, from: "Cairn Test <test@example.test>" });
    smtp.clear();
    const res = await t.post(`${URL_PATH}/test`, {}, { as: boss });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`A test mail has been sent to ${boss.email}.`);
    expect(res.body.data).toEqual({ to: boss.email });
    const [mail] = smtp.to(boss.email);
    expect(mail.subject).toBe(MAIL_SETTINGS_MESSAGES.testSubject);
    expect(mail.headers.from).toContain("test@example.test");
    expect(mail.text).toContain("This message shows that it works.");
  });

  it("answers the SMTP server's refusal in words, and says when nothing listens", async () => {
    const boss = await t.user({ manager: true });
    await save(boss, { smtp_url: smtp.url });
    smtp.failNext(550);
    const refused = await t.post(`${URL_PATH}/test`, {}, { as: boss });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("mail_test_failed");
    expect(refused.body.message[0]).toMatch(/^The SMTP server refused the message: 550/);

    // Port 9 (discard) is closed on this machine: nothing accepts the connection.
    await save(boss, { smtp_url: "smtp://127.0.0.1:9?ignoreTLS=true" });
    const closed = await t.post(`${URL_PATH}/test`, {}, { as: boss });
    expect(closed.status).toBe(422);
    expect(closed.body.message).toEqual(["Nothing accepts connections at 127.0.0.1:9 (connection refused)."]);
  });

  it("says mail is off when no SMTP URL is saved", async () => {
    const boss = await t.user({ manager: true });
    await save(boss, { smtp_url: "" });
    expect(t.app.deps.mailer.enabled).toBe(false);
    const res = await t.post(`${URL_PATH}/test`, {}, { as: boss });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "mail_off", message: [MAIL_SETTINGS_MESSAGES.mailOff] });
    expect((await t.get("/api/pm/v2/mail", { as: boss })).body.data).toMatchObject({ enabled: false, from: null });
  });
});
