import net, { type AddressInfo } from "node:net";
import tls from "node:tls";
import { INTEGRATION_MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";
import { PermanentJobError } from "../jobs/kinds";
import { type ResolvedAddress, useHostResolverForTests } from "./outbound";
import { postWebhook } from "./webhook";

// Every packet of this file stays on the machine: the allowed stand-in is on 127.0.0.1, host names are
// answered by the table below (no DNS query leaves), and each refused address is refused before a socket opens.
const slack = await startHttpCapture();

/** A TCP listener on 127.0.0.1 that only counts the connections made to it: a refused request makes none. */
const trap = net.createServer((socket) => {
  trapConnections++;
  socket.destroy();
});
let trapConnections = 0;
await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
const trapPort = (trap.address() as AddressInfo).port;

const t = useTestApp({ env: { CAIRN_OUTBOUND_ALLOW_HOSTS: slack.host } });
afterAll(async () => {
  await slack.close();
  await new Promise((resolve) => trap.close(resolve));
});

/** The names this file's resolver knows; a test re-points one to act out DNS rebinding. */
const names = new Map<string, ResolvedAddress[]>();
const v4 = (address: string) => [{ address, family: 4 }];
let restoreResolver: () => void;
beforeEach(() => {
  names.clear();
  // Public addresses the guard accepts: no test here connects to a name while it resolves to one.
  names.set("hooks.example.test", v4("93.184.215.14"));
  names.set("localhost", v4("127.0.0.1"));
  names.set("mixed.example.test", [...v4("93.184.215.15"), { address: "fd12::1", family: 6 }]);
  restoreResolver = useHostResolverForTests(async (host) => {
    const found = names.get(host);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found;
  });
  trapConnections = 0;
});
afterEach(() => restoreResolver());

let manager: TestUser;
let pid: number;
beforeEach(async () => {
  manager = await t.user();
  pid = await t.project({ manager });
});

const saveSlack = (webhook: string) =>
  t.post(
    `/api/pm/v2/projects/${pid}/settings`,
    { settings: [{ key: "slack", value: { status: "enable", webhook } }] },
    { as: manager },
  );

/** The addresses of issue 42, and the other spellings and ranges that reach the same places. */
const REFUSED = [
  "https://127.0.0.1/hook",
  "https://169.254.169.254/latest/meta-data/",
  "https://10.0.0.1/hook",
  "https://[::1]/hook",
  "https://0x7f000001/hook",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://2130706433/hook",
  "https://0177.0.0.1/hook",
  "https://127.1/hook",
  "https://0.0.0.0/hook",
  "https://100.64.0.1/hook",
  "https://172.16.0.1/hook",
  "https://192.168.1.1/hook",
  "https://[::ffff:127.0.0.1]/hook",
  "https://[::ffff:a9fe:a9fe]/hook",
  "https://[fd00:ec2::254]/latest/meta-data/",
  "https://[fe80::1]/hook",
  "https://[::]/hook",
];
/** Names that resolve to a refused address (all of them, or one of several). */
const REFUSED_NAMES = ["https://localhost/hook", "https://mixed.example.test/hook"];

/** Counts the sockets the HTTP client opens (it uses net.connect and tls.connect; the database pool does not). */
function spyOnOutgoingSockets(): () => number {
  const spies = [vi.spyOn(net, "connect"), vi.spyOn(tls, "connect")];
  return () => {
    const calls = spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    for (const spy of spies) spy.mockRestore();
    return calls;
  };
}

describe("outgoing requests stay outside", () => {
  it("refuses each private, local and metadata address when the Slack webhook is saved, with a field error", async () => {
    const connects = spyOnOutgoingSockets();
    const digest = await databaseDigest(t);
    const before = await digest();
    // A name that does not resolve cannot be judged: refused at save (when sending, a failure retried later).
    for (const url of [...REFUSED, ...REFUSED_NAMES, "https://unknown.example.test/hook"]) {
      const res = await saveSlack(url);
      expect(res.status, url).toBe(400);
      expect(res.body.data.params, url).toEqual({
        "settings.0.value.webhook": [INTEGRATION_MESSAGES.webhookNotPublic],
      });
    }
    expect(await digest()).toBe(before);
    expect(connects()).toBe(0);
    // A public host passes (resolved, never connected to); plain http is refused for what it is.
    expect((await saveSlack("https://hooks.example.test/services/T0/B0/x")).status).toBe(200);
    const http = await saveSlack("http://hooks.example.test/x");
    expect(http.body.data.params).toEqual({ "settings.0.value.webhook": [INTEGRATION_MESSAGES.webhookInvalid] });
  });

  it("refuses each address again when the request is sent, a literal one before any socket opens, and never retries it", async () => {
    const connects = spyOnOutgoingSockets();
    for (const url of REFUSED) {
      const sent = postWebhook({ outboundAllowHosts: [] }, { url, body: {} });
      await expect(sent, url).rejects.toThrow(/^webhook refused: /);
      await expect(sent, url).rejects.toBeInstanceOf(PermanentJobError);
    }
    expect(connects()).toBe(0);
    // A name is judged by the socket's own lookup (the addresses it would connect to): refused there.
    for (const url of REFUSED_NAMES) {
      const sent = postWebhook({ outboundAllowHosts: [] }, { url, body: {} });
      await expect(sent, url).rejects.toThrow(/^webhook refused: \S+ resolves to a (loopback|unique local) address$/);
      await expect(sent, url).rejects.toBeInstanceOf(PermanentJobError);
    }
  });

  it("refuses at connect time a name that passed at save and then resolves to 127.0.0.1: one attempt, no connection", async () => {
    names.set("rebind.example.test", v4("93.184.215.16"));
    expect((await saveSlack(`https://rebind.example.test:${trapPort}/hook`)).status).toBe(200);
    names.set("rebind.example.test", v4("127.0.0.1"));
    const task = await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Ship it" }, { as: manager });
    expect(task.status).toBe(201);
    await t.app.jobs.drain();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, "webhook"));
    expect(job).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "webhook refused: rebind.example.test resolves to a loopback address",
    });
    expect(trapConnections).toBe(0);
    // An IPv4-mapped IPv6 address of the same listener is refused as well.
    await expect(
      postWebhook({ outboundAllowHosts: [] }, { url: `https://[::ffff:127.0.0.1]:${trapPort}/x`, body: {} }),
    ).rejects.toThrow("webhook refused: ::ffff:7f00:1 is a loopback address");
    expect(trapConnections).toBe(0);
  });

  it("shows managers a status and a short reason, never the far end's answer", async () => {
    expect((await saveSlack(slack.url("/hook"))).status).toBe(200);
    await t.app.jobs.drain();
    const secret = "root:x:0:0:secret-from-the-far-end";
    slack.answerNext(500, secret);
    await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Retry me" }, { as: manager });
    await t.app.jobs.drain();
    const [pending] = await t.database.db.select().from(jobs).where(eq(jobs.status, "pending"));
    expect(pending.lastError).toBe("webhook answered 500 (Internal Server Error)");
    await t.database.db.update(jobs).set({ maxAttempts: 1, runAt: new Date() }).where(eq(jobs.id, pending.id));
    slack.answerNext(502, secret);
    await t.app.jobs.drain();
    const boss = await t.user({ manager: true });
    const failed = await t.get("/api/pm/v2/jobs", { as: boss, query: { status: "failed" } });
    expect(failed.status).toBe(200);
    expect(failed.body.data.map((j: { last_error: string }) => j.last_error)).toContain(
      "webhook answered 502 (Bad Gateway)",
    );
    expect(JSON.stringify(failed.body)).not.toContain("secret-from-the-far-end");
    // A failure recorded before the guard kept the far end's words after the status: managers see the status.
    await t.database.db
      .update(jobs)
      .set({ lastError: `webhook answered 500: ${secret}` })
      .where(eq(jobs.id, pending.id));
    const legacy = await t.get("/api/pm/v2/jobs", { as: boss, query: { status: "failed" } });
    expect(legacy.body.data.map((j: { last_error: string }) => j.last_error)).toContain(
      "webhook answered 500 (Internal Server Error)",
    );
    expect(JSON.stringify(legacy.body)).not.toContain("secret-from-the-far-end");
  });

  it("reports a far end that cannot be reached by its short reason, retried as before", async () => {
    await new Promise<void>((resolve) => trap.close(() => resolve()));
    const closed = postWebhook(
      { outboundAllowHosts: [`127.0.0.1:${trapPort}`] },
      {
        url: `http://127.0.0.1:${trapPort}/x`,
        body: {},
      },
    );
    await expect(closed).rejects.toThrow("webhook failed: could not connect (ECONNREFUSED)");
    await expect(closed).rejects.not.toBeInstanceOf(PermanentJobError);
    await new Promise<void>((resolve) => trap.listen(trapPort, "127.0.0.1", resolve));
  });
});
