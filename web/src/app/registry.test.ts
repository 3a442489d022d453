import { describe, expect, it } from "vitest";
import type { Me, Project } from "../api/types";
import {
  type FeatureDefinition,
  type MenuEntry,
  moduleIcon,
  projectMenu,
  projectSettingsTabs,
  visibleEntries,
} from "./registry";

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

const Noop = () => null;

describe("a module's feature", () => {
  const board: FeatureDefinition = {
    name: "board",
    module: { key: "kanboard", icon: "board-icon" },
    projectMenu: [
      { key: "kanboard", label: "kanboard", order: 2, path: "kanboard" },
      { key: "reports-link", label: "reports", order: 3, path: "reports", module: "reports" },
    ],
    projectSettingsTabs: [{ key: "columns", label: "columns", order: 5, component: Noop }],
  };
  const lists: FeatureDefinition = {
    name: "lists",
    projectMenu: [{ key: "task-lists", label: "lists", order: 1, path: "task-lists" }],
  };
  const keys = (list: { key: string }[]) => list.map((e) => e.key);

  it("gives its entries and tabs its module, unless an entry names another", () => {
    const menu = projectMenu([board, lists]);
    expect(menu.map((e) => [e.key, e.module])).toEqual([
      ["task-lists", undefined],
      ["kanboard", "kanboard"],
      ["reports-link", "reports"],
    ]);
    expect(projectSettingsTabs([board]).map((e) => e.module)).toEqual(["kanboard"]);
  });

  it("loses every entry and tab while it is off, and gets them back when it is on", () => {
    const ctx = { me: me(true) };
    const off = new Set(["kanboard"]);
    expect(keys(visibleEntries(projectMenu([board, lists]), ctx, off))).toEqual(["task-lists", "reports-link"]);
    expect(visibleEntries(projectSettingsTabs([board]), ctx, off)).toEqual([]);
    expect(keys(visibleEntries(projectMenu([board, lists]), ctx, new Set()))).toEqual([
      "task-lists",
      "kanboard",
      "reports-link",
    ]);
  });

  it("lends its icon to its card", () => {
    expect(moduleIcon("kanboard", [board, lists])).toBe("board-icon");
    expect(moduleIcon("gantt", [board, lists])).toBeUndefined();
  });

  it("the files area is one: its project tab hides while the files module is off", () => {
    const ctx = { me: me(false) };
    const files = projectMenu().find((e) => e.key === "files");
    expect(files?.module).toBe("files");
    expect(keys(visibleEntries(projectMenu(), ctx))).toContain("files");
    const off = keys(visibleEntries(projectMenu(), ctx, new Set(["files"])));
    expect(off).not.toContain("files");
    expect(off).toContain("task-lists");
  });
});
