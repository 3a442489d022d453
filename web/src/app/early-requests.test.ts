import { MODULE } from "@cairn/shared/modules";
import { describe, expect, it } from "vitest";
import { buildUrl } from "../api/client";
import type { RawAnswer } from "../api/early";
import { currentListsPage } from "../api/first-reads";
import { startEarlyRequests } from "./early-requests";

const sorted = (urls: string[]) => [...urls].sort();

const answer = (status: number, body: unknown): RawAnswer => ({
  ok: status < 400,
  status,
  statusText: "",
  text: JSON.stringify(body),
});

/** Runs the plan against canned answers; the URLs it asked for, once every chained read has had its turn. */
async function planOf(pathname: string, options: { signedIn?: boolean; off?: string[] } = {}) {
  const asked: string[] = [];
  const modules = [MODULE.timeTracker, MODULE.kanboard, MODULE.customFields].map((path) => ({
    path,
    enabled: !(options.off ?? []).includes(path),
  }));
  startEarlyRequests(pathname, async (url) => {
    asked.push(url);
    if (url === "/api/auth/me") return options.signedIn === false ? answer(401, {}) : answer(200, { data: { id: 1 } });
    if (url === "/api/pm-pro/v2/module-lists") return answer(200, { data: modules });
    return answer(200, { data: null });
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The chained reads (after the session or the modules' states) come in the order their answers do.
  return asked.sort();
}

const shell = ["/api/auth/setup", "/api/auth/me", "/api/pm-pro/v2/module-lists", "/api/branding"];

describe("the first screen's reads, started by the boot", () => {
  it("start nothing on the screens outside the shell", async () => {
    for (const path of ["/login", "/setup", "/set-password", "/set-password/"]) expect(await planOf(path)).toEqual([]);
  });

  it("start the shell's reads anywhere else, and the running timer once signed in with the tracker on", async () => {
    expect(await planOf("/projects")).toEqual(sorted([...shell, "/api/pm-pro/v2/time/running"]));
    expect(await planOf("/projects", { signedIn: false })).toEqual(sorted(shell));
    expect(await planOf("/projects", { off: [MODULE.timeTracker] })).toEqual(sorted(shell));
  });

  it("start the task lists' page with the very URL its query asks, and its modules' reads when they are on", async () => {
    const lists = currentListsPage(7, 1);
    const asked = await planOf("/projects/7/task-lists");
    expect(asked).toEqual(
      sorted([
        ...shell,
        "/api/pm/v2/projects/7",
        buildUrl(lists.path, lists.query),
        "/api/pm-pro/v2/time/running",
        "/api/pm-pro/v2/projects/7/list-view-type",
        "/api/pm-pro/v2/projects/7/custom-fields",
      ]),
    );
    expect(buildUrl(lists.path, lists.query)).toBe(
      "/api/pm/v2/projects/7/task-lists?with=incomplete_tasks&status=1&page=1&per_page=15&tasks_per_page=20",
    );
    const off = await planOf("/projects/7/task-lists", { off: [MODULE.kanboard, MODULE.customFields] });
    expect(off).not.toContain("/api/pm-pro/v2/projects/7/list-view-type");
    expect(off).not.toContain("/api/pm-pro/v2/projects/7/custom-fields");
  });

  it("start the board and its cards' fields on the board, and only the project elsewhere in it", async () => {
    expect(await planOf("/projects/7/kanboard")).toEqual(
      sorted([
        ...shell,
        "/api/pm/v2/projects/7",
        "/api/pm-pro/v2/projects/7/kanboard",
        "/api/pm-pro/v2/time/running",
        "/api/pm-pro/v2/projects/7/custom-fields",
      ]),
    );
    expect(await planOf("/projects/7/milestones")).toEqual(
      sorted([...shell, "/api/pm/v2/projects/7", "/api/pm-pro/v2/time/running"]),
    );
  });
});
