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
  /** The add-on module (its path in the Modules screen) this entry belongs to; hidden while it is switched off. */
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

/** What a feature folder declares in its `routes.tsx` (default export). */
export type FeatureDefinition = {
  name: string;
  /** Routes inside the signed-in shell, with absolute paths (e.g. "/my-tasks"). */
  appRoutes?: RouteObject[];
  /** Routes under /projects/:projectId, with relative paths (e.g. "task-lists"). */
  projectRoutes?: RouteObject[];
  appMenu?: MenuEntry[];
  projectMenu?: MenuEntry[];
  /** Tabs of a project's settings page (spec: integrations, capabilities, task_label, plus extension content). */
  projectSettingsTabs?: ProjectSettingsTab[];
  /** Tabs of the global settings page (general, pages, ...). */
  settingsTabs?: SettingsTab[];
};

const modules = import.meta.glob<{ default: FeatureDefinition }>("../features/*/routes.tsx", { eager: true });
export const features: FeatureDefinition[] = Object.values(modules).map((m) => m.default);

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
export const appMenu = () => features.flatMap((f) => f.appMenu ?? []).sort(byOrder);
export const projectMenu = () => features.flatMap((f) => f.projectMenu ?? []).sort(byOrder);
export const projectSettingsTabs = () => features.flatMap((f) => f.projectSettingsTabs ?? []).sort(byOrder);
export const settingsTabs = () => features.flatMap((f) => f.settingsTabs ?? []).sort(byOrder);

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
