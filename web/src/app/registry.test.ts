import { describe, expect, it } from "vitest";
import type { Me, Project } from "../api/types";
import { type MenuEntry, visibleEntries } from "./registry";

const me = (manage: boolean) => ({ id: 1, capabilities: { manage, admin: false } }) as Me;
const entry = (key: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  key,
  label: key,
  order: 1,
  path: key,
  ...extra,
});

describe("visibleEntries", () => {
  const entries = [
    entry("projects"),
    entry("kanban", { module: "kanban" }),
    entry("calendar", { module: "calendar" }),
    entry("modules", { visible: ({ me }) => me.capabilities.manage }),
  ];
  const keys = (list: MenuEntry[]) => list.map((e) => e.key);

  it("shows every entry when no module is switched off", () => {
    expect(keys(visibleEntries(entries, { me: me(true) }))).toEqual(["projects", "kanban", "calendar", "modules"]);
  });

  it("hides the entries of a switched-off module, and only those", () => {
    expect(keys(visibleEntries(entries, { me: me(true) }, new Set(["kanban"])))).toEqual([
      "projects",
      "calendar",
      "modules",
    ]);
  });

  it("keeps entries of modules the server does not list", () => {
    expect(keys(visibleEntries(entries, { me: me(true) }, new Set(["gantt"])))).toHaveLength(4);
  });

  it("applies each entry's own rule as well", () => {
    expect(keys(visibleEntries(entries, { me: me(false) }, new Set(["calendar"])))).toEqual(["projects", "kanban"]);
  });

  it("passes the project to the entry's rule", () => {
    const managed = entry("settings", { visible: ({ project }) => project?.meta.role_id === 1 });
    const project = { id: 3, meta: { role_id: 1 } } as unknown as Project;
    expect(visibleEntries([managed], { me: me(false), project })).toHaveLength(1);
    expect(visibleEntries([managed], { me: me(false) })).toHaveLength(0);
  });
});
