import type { ReactNode } from "react";
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
};

/** What a feature folder declares in its `routes.tsx` (default export). */
export type FeatureDefinition = {
  name: string;
  /** Routes inside the signed-in shell, with absolute paths (e.g. "/my-tasks"). */
  appRoutes?: RouteObject[];
  /** Routes under /projects/:projectId, with relative paths (e.g. "task-lists"). */
  projectRoutes?: RouteObject[];
  appMenu?: MenuEntry[];
  projectMenu?: MenuEntry[];
};

const modules = import.meta.glob<{ default: FeatureDefinition }>("../features/*/routes.tsx", { eager: true });
export const features: FeatureDefinition[] = Object.values(modules).map((m) => m.default);

const byOrder = (a: MenuEntry, b: MenuEntry) => a.order - b.order;
export const appMenu = () => features.flatMap((f) => f.appMenu ?? []).sort(byOrder);
export const projectMenu = () => features.flatMap((f) => f.projectMenu ?? []).sort(byOrder);
