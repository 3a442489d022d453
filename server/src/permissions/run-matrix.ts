import { writeFileSync } from "node:fs";
import { describe, expect, it, onTestFinished } from "vitest";
import type { RouteEntry } from "../core/http/route-table";
import { routesOf } from "../core/http/route-table";
import { databaseWatch } from "../test/digest";
import { isErrorShape } from "../test/error-shape";
import { formPayload } from "../test/forms";
import { useTestApp } from "../test/harness";
import { CATALOGUE, type CallContext } from "./catalogue";
import { type Case, expectedAnswer, seesPrivate, variantsOf } from "./expected";
import { buildWorkspace, type Caller, SECRET } from "./workspace";

/**
 * Issue 18: the permission matrix. Every API route, from Fastify's own table, declares who may call it
 * (`config.access`, core/policy/route-access.ts). Each is called by every role (global manager, project
 * manager, co-worker, client, API token, outsider, anonymous), on an item that is public, private or the
 * caller's own, with the project's capability flags all on and all off. The answer must be what the policy
 * table (core/policy/policy.ts) says: permitted calls succeed; refused ones answer 401/403/404 in the error
 * shape and change nothing; and no answer to a caller who may not see the private items holds their secret.
 */

type Failure = { route: string; case: string; status: number; why: string; body: string };

/** Parameters named after the seeded item they take when the rule addresses another. */
const SEEDED_PARAM: Record<string, keyof CallContext["seeded"]> = {
  list_id: "list",
  task_id: "task",
  milestone_id: "milestone",
  discussion_id: "board",
  comment_id: "comment",
  label_id: "label",
  file_id: "folder",
  board_id: "column",
  user_id: "manager",
};

/**
 * The matrix with the project's capability flags all on or all off: one test file each, so the two halves
 * run side by side (each file gets its own app and database).
 */
export function describeMatrix(flagsOn: boolean) {
  const t = useTestApp();
  const flags = flagsOn ? "on" : "off";
  describe(`the permission matrix, capability flags ${flags}`, () => {
    it("answers every route × role × privacy as the policy table says", { timeout: 600_000 }, async () => {
      const w = await buildWorkspace(t);
      const watch = await databaseWatch(t);
      onTestFinished(() => watch.close());
      const routes = routesOf(t.app)
        .filter((r) => r.url.startsWith("/api/"))
        // Logging out last: it ends the caller's session.
        .sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));
      const undeclared = routes.filter((r) => !r.access || !CATALOGUE[`${r.method} ${r.url}`]);
      expect(
        undeclared.map((r) => `${r.method} ${r.url}: ${r.access ? "no example call" : "no declared access rule"}`),
      ).toEqual([]);

      const failures: Failure[] = [];
      const spent = new Map<string, number>();
      let calls = 0;

      const call = async (route: RouteEntry, caller: Caller, c: Case) => {
        const key = `${route.method} ${route.url}`;
        const example = CATALOGUE[key];
        const rule = route.access ?? { who: "anyone" };
        const kind = "item" in rule ? rule.item : undefined;
        const pid = example.freshProject ? await w.newProject() : w.seeded.pid;
        if (example.freshProject) await w.setFlags(pid, c.flagsOn);
        const toMake = kind ?? example.make;
        const made = toMake
          ? await w.makeItem(toMake, c.variant, caller, pid)
          : { id: 0, revision: undefined, parent: undefined, ends: undefined };
        const row = example.idIs && example.idIs !== "item" ? await w.makeWorkspaceRow(example.idIs) : 0;
        const ctx: CallContext = {
          seeded: w.seeded,
          pid,
          item: made.id,
          parent: made.parent,
          ends: made.ends,
          revision: made.revision,
          email: (caller.user ?? w.gm).email,
          password: (caller.user ?? w.gm).password,
          unique: w.unique,
        };
        const url = route.url.replace(/:([a-z_]+)/g, (_, name: string) => {
          if (example.params?.[name]) return example.params[name];
          if (name === "id") return String(row || (example.idIs ? made.id : pid));
          if (name === "revision_id") return String(made.revision);
          if (name === "task_id" && made.parent !== undefined) return String(made.parent);
          if (kind && paramTakesItem(name, kind)) return String(made.id);
          return String(w.seeded[SEEDED_PARAM[name]]);
        });
        const query = example.query ? `?${new URLSearchParams(example.query(ctx))}` : "";
        const form = example.form ? formPayload(example.form(ctx)) : undefined;
        const payload = form?.payload ?? (example.body ? JSON.stringify(example.body(ctx)) : undefined);
        const contentType = form?.contentType ?? (payload !== undefined ? "application/json" : undefined);
        const headers = example.freshSession && caller.headers.cookie ? await signIn(caller) : caller.headers;
        // A GET changes nothing, but for the one the spec's client writes with (API tokens only).
        const writes = route.method !== "GET" || ("tokenOnly" in rule && rule.tokenOnly);
        const pinned = writes ? await watch.pin() : undefined;
        const res = await t.app.inject({
          method: route.method as "GET",
          url: `${url}${query}`,
          headers: { ...headers, ...(contentType ? { "content-type": contentType } : {}) },
          ...(payload !== undefined ? { payload } : {}),
        });
        calls++;
        const expected = expectedAnswer(rule, c);
        const fail = (why: string) =>
          failures.push({
            route: key,
            case: `${c.caller} ${c.variant} flags ${c.flagsOn ? "on" : "off"}`,
            status: res.statusCode,
            why,
            body: res.body.slice(0, 200),
          });
        let body: unknown = res.body;
        try {
          body = res.json();
        } catch {
          /* a download */
        }
        if (expected === "ok") {
          const ok = example.okStatus ?? 0;
          if (ok ? res.statusCode !== ok : res.statusCode >= 300) fail(`expected ${ok || "2xx"}`);
        } else {
          if (res.statusCode !== expected) fail(`expected ${expected}`);
          else if (!isErrorShape(expected, body)) fail("not the error shape");
          if (pinned && (await pinned.changed())) fail("refused, yet the database changed");
        }
        if (!seesPrivate(c) && res.body.includes(SECRET)) fail("leaks a private item");
        if (expected === "ok" && example.undo && res.statusCode < 300) {
          const undone = await t.post(example.undo(ctx, (body as { data: { id: number } }).data), {}, { as: w.pm });
          if (undone.status !== 200) fail(`undo: ${undone.status}`);
        }
      };

      const signIn = async (caller: Caller) => {
        const user = caller.user ?? w.gm;
        const res = await t.post("/api/auth/login", { email: user.email, password: user.password });
        const cookie = String(res.headers["set-cookie"]).split(";")[0];
        return { cookie };
      };
      await w.setFlags(w.seeded.pid, flagsOn);
      for (const route of routes) {
        const rule = route.access ?? { who: "anyone" };
        for (const caller of w.callers) {
          const kind = "item" in rule ? rule.item : undefined;
          for (const variant of variantsOf(kind, caller.kind)) {
            const started = performance.now();
            await call(route, caller, { caller: caller.kind, variant, flagsOn });
            const key = `${route.method} ${route.url}`;
            spent.set(key, (spent.get(key) ?? 0) + performance.now() - started);
          }
        }
      }
      // Private items reached through what holds them: an attachment on a private task's comment.
      for (const caller of w.callers.filter((x) => x.kind !== "anonymous")) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/pm/v2/projects/${w.seeded.pid}/files/${w.seeded.secretAttachment}/download`,
          headers: caller.headers,
        });
        calls++;
        const c = { caller: caller.kind, flagsOn };
        const blocked = !seesPrivate(c);
        if (blocked && (res.statusCode !== 404 || res.body.includes(SECRET))) {
          failures.push({
            route: "secret attachment download",
            case: `${caller.kind} flags ${flagsOn ? "on" : "off"}`,
            status: res.statusCode,
            why: "expected 404 without the bytes",
            body: res.body.slice(0, 200),
          });
        }
      }

      console.info(`permission matrix, flags ${flags}: ${routes.length} routes, ${calls} calls`);
      if (process.env.MATRIX_TIMES) {
        const slowest = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 12);
        console.info(slowest.map(([k, ms]) => `${Math.round(ms)} ms ${k}`).join("\n"));
      }
      if (process.env.MATRIX_REPORT) {
        writeFileSync(`${process.env.MATRIX_REPORT}.${flags}.json`, JSON.stringify(failures, null, 1));
      }
      expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
    });
  });
}

/** Whether an address parameter names the item the rule is about (a file route's file_id names the file). */
function paramTakesItem(param: string, kind: string): boolean {
  const byKind: Record<string, string> = {
    task: "task_id",
    list: "list_id",
    milestone: "milestone_id",
    message: "discussion_id",
    comment: "comment_id",
    label: "label_id",
    file: "file_id",
    attachment: "file_id",
    sub_task: "sub_task_id",
    column: "board_id",
    gantt_link: "link_id",
    invoice: "invoice_id",
    custom_field: "field_id",
    billing_address: "user_id",
    webhook: "hook_id",
  };
  return byKind[kind] === param;
}
