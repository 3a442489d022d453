import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startHttpCapture } from "../test/http-capture";
import { startSmtpCapture } from "../test/smtp";
import { type Answer, type Cluster, startCluster } from "./cluster";

/**
 * Issue 43's points, each as a person meets it on a cluster of two real processes on one PostgreSQL: what one
 * process is told (a setting, a switch, a rename) the other acts on; what one holds (a file, a job) fails
 * loudly or is taken over when it cannot be reached or dies.
 */
const serverUrl = process.env.DATABASE_URL;
const title = serverUrl
  ? "what a cluster shares and survives"
  : "what a cluster shares and survives (skipped: it needs DATABASE_URL, a PostgreSQL server to run on)";

const smtp = await startSmtpCapture();
const receiver = await startHttpCapture();
afterAll(async () => {
  receiver.release();
  await Promise.all([smtp.close(), receiver.close()]);
});

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};

describe.skipIf(!serverUrl)(title, () => {
  let cluster: Cluster;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    // No CAIRN_SMTP_URL on either process: mail is whatever the workspace's settings say.
    cluster = await startCluster({ env: { CAIRN_OUTBOUND_ALLOW_HOSTS: receiver.host } });
    admin = await cluster.signIn(0);
    adminId = ok(await cluster.request("GET", "/api/auth/me", { as: admin, on: 0 })).data.id;
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  /** A project with one list and a task assigned to the administrator, made through alternating processes. */
  async function projectWithTask(name: string) {
    const pid = ok(await cluster.request("POST", "/api/pm/v2/projects", { as: admin, body: { title: name } }), 201).data
      .id as number;
    const list = ok(
      await cluster.request("POST", `/api/pm/v2/projects/${pid}/task-lists`, { as: admin, body: { title: "Work" } }),
      201,
    ).data.id as number;
    const newTask = async (taskTitle: string, extra: Record<string, unknown> = {}) =>
      ok(
        await cluster.request("POST", `/api/pm/v2/projects/${pid}/tasks`, {
          as: admin,
          body: { title: taskTitle, task_list_id: list, assignees: [adminId], ...extra },
        }),
        201,
      ).data.id as number;
    return { pid, list, newTask };
  }

  it("point 2: mail set on one process is how the other sends, and queued mail goes out", async () => {
    ok(
      await cluster.request("POST", "/api/pm/v2/settings/mail", {
        as: admin,
        body: { smtp_url: smtp.url, from: "Cluster <cluster@example.test>" },
        on: 0,
      }),
    );
    // The other process heard of the save: it says mail is on and sends its test mail through the new server.
    await vi.waitFor(
      async () =>
        expect(ok(await cluster.request("GET", "/api/pm/v2/mail", { as: admin, on: 1 })).data.enabled).toBe(true),
      { timeout: 5_000 },
    );
    ok(await cluster.request("POST", "/api/pm/v2/settings/mail/test", { as: admin, on: 1 }));
    expect(smtp.mails.at(-1)?.to).toEqual(["admin@cluster.test"]);
    // A reset link is queued on process 1 and mailed by whichever worker claims it: none drops it.
    const before = smtp.mails.length;
    await cluster.request("POST", "/api/auth/password/forgot", { body: { email: "admin@cluster.test" }, on: 1 });
    await vi.waitFor(() => expect(smtp.mails.length).toBe(before + 1), { timeout: 15_000 });
    expect(smtp.mails.at(-1)?.to).toEqual(["admin@cluster.test"]);
    // Nothing was left behind as failed or pending.
    const stuck = await cluster.query("select id from jobs where kind = 'mail' and status <> 'done'");
    expect(stuck).toEqual([]);
  }, 30_000);

  it("point 3: a file stored by one process answers 404 file_missing on the other, and each warned at start", async () => {
    const { pid } = await projectWithTask("Files");
    const form = new FormData();
    form.append("type", "pro_file");
    form.append("files[]", new Blob([Buffer.from("only on process 0\n")], { type: "text/plain" }), "notes.txt");
    const uploaded = await cluster.fetch(
      `/api/pm-pro/v2/projects/${pid}/files`,
      { method: "POST", body: form, headers: { cookie: admin } },
      0,
    );
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: { download_url: string }[] }).data[0];
    const download = new URL(file.download_url, cluster.url(0));
    const downloadPath = download.pathname + download.search;
    const here = await cluster.fetch(downloadPath, { headers: { cookie: admin } }, 0);
    expect(here.status).toBe(200);
    expect(await here.text()).toBe("only on process 0\n");
    const there = await cluster.fetch(downloadPath, { headers: { cookie: admin } }, 1);
    expect(there.status).toBe(404);
    expect(await there.json()).toMatchObject({ code: "file_missing", data: { status: 404 } });
    for (const i of [0, 1]) {
      expect(cluster.logs(i).some((line) => line.includes("uploads will only be readable by this process"))).toBe(true);
    }
  });

  it("point 5: a module switched off on one process is off on the other within 100 ms", async () => {
    const running = () => cluster.request("GET", "/api/pm-pro/v2/time/running", { as: admin, on: 1 });
    /** Switches the time tracker through process 0, then gives the other 100 ms to hear of it. */
    const switchOnProcess0 = async (type: "activate" | "deactivate") => {
      const body = { module: "time-tracker", type };
      ok(await cluster.request("POST", "/api/pm-pro/v2/module-update", { as: admin, body, on: 0 }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    // Process 1 has just read the switches: without the notification it would trust that copy for a while.
    ok(await running());
    await switchOnProcess0("deactivate");
    expect(await running()).toMatchObject({ status: 404, body: { code: "module_disabled" } });
    await switchOnProcess0("activate");
    ok(await running());
  });

  it("point 7: five timer starts at once through both processes never answer 5xx, and one timer runs", async () => {
    const { pid, newTask } = await projectWithTask("Timers");
    const a = await newTask("Timer A");
    const b = await newTask("Timer B");
    const answers = await Promise.all(
      [a, b, a, b, a].map((taskId) =>
        cluster.request("POST", "/api/pm-pro/v2/time", { as: admin, body: { task_id: taskId, project_id: pid } }),
      ),
    );
    expect(new Set(answers.map((r) => r.on))).toEqual(new Set([0, 1]));
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);
    const runningLogs = await cluster.query("select id from time_logs where user_id = $1 and stop is null", [adminId]);
    expect(runningLogs).toHaveLength(1);
  });

  it("point 8: a task type renamed on one process shows in the other's cached task lists", async () => {
    const typeId = ok(
      await cluster.request("POST", "/api/pm/v2/task-types", {
        as: admin,
        body: { title: "Bug", color: "#d12e2e" },
        on: 0,
      }),
      201,
    ).data.id as number;
    const { pid, newTask } = await projectWithTask("Types");
    await newTask("Typed", { type_id: typeId });
    const typeShown = async () => {
      const lists = ok(
        await cluster.request("GET", `/api/pm/v2/projects/${pid}/task-lists?with=incomplete_tasks`, {
          as: admin,
          on: 1,
        }),
      );
      return lists.data[0].incomplete_tasks.data[0].type.data.title as string;
    };
    expect(await typeShown()).toBe("Bug");
    expect(await typeShown()).toBe("Bug");
    ok(
      await cluster.request("POST", `/api/pm/v2/task-types/${typeId}/update`, {
        as: admin,
        body: { title: "Defect" },
        on: 0,
      }),
    );
    expect(await typeShown()).toBe("Defect");
  });

  it("point 4: a webhook in flight on a SIGKILLed process is delivered by the other within a minute, with the same delivery id", async () => {
    const { pid, newTask } = await projectWithTask("Slack");
    ok(
      await cluster.request("POST", `/api/pm/v2/projects/${pid}/settings`, {
        as: admin,
        body: { settings: [{ key: "slack", value: { status: "enable", webhook: receiver.url("/slack") } }] },
      }),
    );
    receiver.clear();
    receiver.hangNext();
    await newTask("Posted while a process dies");
    await vi.waitFor(() => expect(receiver.requests).toHaveLength(1), { timeout: 10_000 });
    const first = receiver.requests[0];
    const holder = cluster.sender(first.remotePort);
    expect(holder, "which process posted the webhook").toBeDefined();
    const survivor = holder === 0 ? 1 : 0;
    // Killed while its post waits for an answer (well inside the post's 10 s timeout): the job stays claimed.
    const killedAt = Date.now();
    await cluster.kill(holder as number, "SIGKILL");
    await vi.waitFor(() => expect(receiver.requests).toHaveLength(2), { timeout: 60_000, interval: 250 });
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const second = receiver.requests[1];
    expect(cluster.sender(second.remotePort)).toBe(survivor);
    expect(second.headers["x-cairn-delivery"]).toBe(first.headers["x-cairn-delivery"]);
    expect(second.body).toBe(first.body);
    // The survivor kept answering meanwhile, and the killed process comes back.
    ok(await cluster.request("GET", "/api/auth/me", { as: admin, on: survivor }));
    await cluster.restart(holder as number);
    ok(await cluster.request("GET", "/api/auth/me", { as: admin, on: holder }));
  }, 120_000);
});
