import { describe, expect, it } from "vitest";
import { expectedAnswer, variantsOf } from "./expected";

describe("what the policy table expects of a call", () => {
  it("refuses the anonymous caller 401 and hides a project from an outsider with 404", () => {
    const see = { who: "member", does: "see" } as const;
    expect(expectedAnswer(see, { caller: "anonymous", variant: "public", flagsOn: true })).toBe(401);
    expect(expectedAnswer(see, { caller: "outsider", variant: "public", flagsOn: true })).toBe(404);
    expect(expectedAnswer({ who: "anyone" }, { caller: "anonymous", variant: "public", flagsOn: false })).toBe("ok");
  });

  it("hides another's private item (404) before judging ownership (403), and managers see all", () => {
    const edit = { who: "member", does: "edit", item: "task" } as const;
    expect(expectedAnswer(edit, { caller: "client", variant: "private", flagsOn: false })).toBe(404);
    expect(expectedAnswer(edit, { caller: "client", variant: "private", flagsOn: true })).toBe(403);
    expect(expectedAnswer(edit, { caller: "client", variant: "own", flagsOn: false })).toBe("ok");
    expect(expectedAnswer(edit, { caller: "project-manager", variant: "private", flagsOn: false })).toBe("ok");
  });

  it("needs the create flag to create, and the global manage capability for global routes", () => {
    const create = { who: "member", does: "create", creates: "file" } as const;
    expect(expectedAnswer(create, { caller: "api-token", variant: "public", flagsOn: false })).toBe(403);
    expect(expectedAnswer(create, { caller: "co-worker", variant: "public", flagsOn: true })).toBe("ok");
    const global = { who: "global-manager" } as const;
    expect(expectedAnswer(global, { caller: "project-manager", variant: "public", flagsOn: true })).toBe(403);
    const ofProject = { who: "global-manager", ofProject: true } as const;
    expect(expectedAnswer(ofProject, { caller: "outsider", variant: "public", flagsOn: true })).toBe(404);
    expect(expectedAnswer(ofProject, { caller: "co-worker", variant: "public", flagsOn: true })).toBe(403);
  });

  it("lets a manager of any project, or a global manager, call a managers' route", () => {
    const managers = { who: "manager" } as const;
    const answer = (caller: "global-manager" | "project-manager" | "co-worker" | "client" | "anonymous") =>
      expectedAnswer(managers, { caller, variant: "public", flagsOn: true });
    expect([answer("global-manager"), answer("project-manager")]).toEqual(["ok", "ok"]);
    expect([answer("co-worker"), answer("client"), answer("anonymous")]).toEqual([403, 403, 401]);
  });

  it("tries privacy only where the kind has it, and ownership only for a caller who is someone", () => {
    expect(variantsOf("task", "co-worker")).toEqual(["public", "private", "own"]);
    expect(variantsOf("comment", "anonymous")).toEqual(["public"]);
    expect(variantsOf(undefined, "client")).toEqual(["public"]);
  });
});
