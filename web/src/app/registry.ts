import type { ComponentType, ReactNode } from "react";
import type { RouteObject } from "react-router";
import type { Me, Project } from "../api/types";

export type MenuContext = { me: Me; project?: Project };

export type MenuEntry = {
  key: string;
  /** A message key, e.g. "projects:menu.overview". */
  label: string;
  /** The spec's orders: Calendar 4, Reports 5, Progress 6, Modules 8, Settings 100. */
  order: number;
  /** For project entries, the path under /projects/:projectId (e.g. "task-lists"); for app entries, absolute. */
  path: string;
  icon?: ReactNode;
  visible?: (ctx: MenuContext) => boolean;
  /**
   * The add-on module (its key, @cairn/shared MODULE) this entry belongs to; hidden while it is switched off.
   * An entry of a module's feature has its feature's key unless it names another.
   */
  module?: string;
};

/** A tab a feature adds to a settings screen; `component` should be lazy so the first screen stays small. */
export type SettingsTab<Props = Record<string, never>> = {
  /** Also what the screen remembers (project settings) or puts in the URL (global settings). */
  key: string;
  /** A message key. */
  label: string;
  order: number;
  component: ComponentType<Props>;
  visible?: (ctx: MenuContext) => boolean;
  module?: string;
};
export type ProjectSettingsTab = SettingsTab<{ project: Project }>;

/** An add-on module as the web app knows it: its key, and the icon of its card on the Modules screen. */
export type FeatureModule = { key: string; icon: ReactNode };

/** What a feature folder declares in its `routes.tsx` (default export). */
export type FeatureDefinition = {
  name: string;
  /**
   * Set when the feature is an add-on module (server: addOnModule with the same key). While the Modules
   * screen has it off, its menu entries and settings tabs hide and its routes show that it is switched off.
   */
  module?: FeatureModule;
  /** Routes inside the signed-in shell, with absolute paths (e.g. "/my-tasks"). */
  appRoutes?: RouteObject[];
  /** Routes under /projects/:projectId, with relative paths (e.g. "task-lists"). */
  projectRoutes?: RouteObject[];
  appMenu?: MenuEntry[];
  projectMenu?: MenuEntry[];
  /** The My Tasks screen's own menu (Tasks, Reports): `path` is under /my-tasks ("" for the tasks themselves). */
  myTasksMenu?: MenuEntry[];
  /** Tabs of a project's settings page (spec: integrations, capabilities, task_label, plus extension content). */
  projectSettingsTabs?: ProjectSettingsTab[];
  /** Tabs of the global settings page (general, pages, ...). */
  settingsTabs?: SettingsTab[];
};

const modules = import.meta.glob<{ default: FeatureDefinition }>("../features/*/routes.tsx", { eager: true });
export const features: FeatureDefinition[] = Object.values(modules).map((m) => m.default);

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

type EntryKind = "appMenu" | "projectMenu" | "myTasksMenu" | "projectSettingsTabs" | "settingsTabs";
type EntryOf<K extends EntryKind> = NonNullable<FeatureDefinition[K]>[number];

/** One kind of entry of every feature, in order, each tagged with its feature's module. */
function entriesOf<K extends EntryKind>(list: readonly FeatureDefinition[], kind: K): EntryOf<K>[] {
  return list
    .flatMap((f) =>
      (f[kind] ?? []).map((e: EntryOf<K>): EntryOf<K> => (f.module && !e.module ? { ...e, module: f.module.key } : e)),
    )
    .sort(byOrder);
}

export const appMenu = (list = features) => entriesOf(list, "appMenu");
export const projectMenu = (list = features) => entriesOf(list, "projectMenu");
export const myTasksMenu = (list = features) => entriesOf(list, "myTasksMenu");
export const projectSettingsTabs = (list = features) => entriesOf(list, "projectSettingsTabs");
export const settingsTabs = (list = features) => entriesOf(list, "settingsTabs");

/** The icon a module's feature declares, for its card when the server sends no thumbnail. */
export const moduleIcon = (key: string, list = features): ReactNode =>
  list.find((f) => f.module?.key === key)?.module?.icon;

/**
 * The entries (menu items or tabs) this reader may see: each entry's own rule, and none of a switched-off
 * module (`disabledModules` holds the paths the Modules screen turned off; an unknown module counts as on).
 */
export function visibleEntries<T extends { visible?: (ctx: MenuContext) => boolean; module?: string }>(
  entries: T[],
  ctx: MenuContext,
  disabledModules: ReadonlySet<string> = new Set(),
): T[] {
  return entries.filter((e) => (e.visible?.(ctx) ?? true) && !(e.module && disabledModules.has(e.module)));
}
