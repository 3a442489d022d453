import { createHmac, randomUUID } from "node:crypto";
import { beforeEach, expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";

/** A GitHub issue as its webhook payloads carry it. */
export const issue = (id: number, title = "Crash on save", body = "Steps:\n1. save\n\nIt <b>crashes</b>.") => ({
  id,
  number: id % 1000,
  title,
  body,
  state: "open",
  user: { login: "octocat" },
});
export const repository = { id: 1296269, full_name: "octo/hello-world" };
export const sender = { login: "octocat" };

/**
 * A fresh project per test with GitHub/Bitbucket sync on: its manager and co-worker, its webhook token, and
 * deliveries shaped as the providers' documentation shows them.
 */
export function useGitBitProject(t: TestContext) {
  const g = {
    manager: {} as TestUser,
    worker: {} as TestUser,
    pid: 0,
    token: "",
    /** The card's toggle and secret, saved through the project settings call; the answer gives the address. */
    async enable(secret = "") {
      const res = await t.post(
        `/api/pm/v2/projects/${g.pid}/settings`,
        { settings: [{ key: "git_bit", value: { status: "enable", secret } }] },
        { as: g.manager },
      );
      expect(res.status).toBe(200);
      g.token = new URL(res.body.data[0].value.webhook_url as string).searchParams.get("token") as string;
    },
    /** A delivery to the project's address: a raw body with the provider's headers. */
    deliver(headers: Record<string, string>, body: string) {
      return t.app.inject({
        method: "POST",
        url: `/api/pm-pro/v2/integrations/${g.pid}?token=${g.token}`,
        headers,
        payload: body,
      });
    },
    /** GitHub's delivery: JSON body, event and delivery headers, optional signature. */
    github(event: string, payload: object, options: { secret?: string; delivery?: string; sign?: string } = {}) {
      const body = JSON.stringify(payload);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "GitHub-Hookshot/0a1b2c3",
        "x-github-event": event,
        "x-github-delivery": options.delivery ?? randomUUID(),
      };
      if (options.secret) headers["x-hub-signature-256"] = `sha256=${hmac(options.secret, body)}`;
      if (options.sign) headers["x-hub-signature-256"] = options.sign;
      return g.deliver(headers, body);
    },
  };
  beforeEach(async () => {
    g.manager = await t.user({ name: "Mia Manager" });
    g.worker = await t.user({ name: "Walt Worker" });
    g.pid = await t.project({ manager: g.manager, coWorkers: [g.worker] });
    await g.enable();
  });
  return g;
}

export const hmac = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("hex");
