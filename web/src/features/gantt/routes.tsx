import { MODULE } from "@cairn/shared/modules";
import { IconChartDots3 } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const GanttPage = lazyPage(() => import("./pages/GanttPage"));

/**
 * The Gantt chart (issue 20): each project's tab after the kanboard. An add-on module: switched off, the tab
 * hides and the route says so. The chart library loads with the page, not with the app's first screen.
 */
const feature: FeatureDefinition = {
  name: "gantt",
  module: { key: MODULE.gantt, icon: <IconChartDots3 size={40} /> },
  projectRoutes: [{ path: "gantt", element: <GanttPage /> }],
  projectMenu: [{ key: "gantt", label: "gantt:menu", order: 0.37, path: "gantt", icon: <IconChartDots3 size={16} /> }],
};

export default feature;
