import { MODULE } from "@cairn/shared/modules";
import { IconLayoutKanban } from "@tabler/icons-react";
import { lazy } from "react";
import type { FeatureDefinition } from "../../app/registry";

const KanboardPage = lazy(() => import("./pages/KanboardPage"));
const KanboardTaskModal = lazy(() => import("./pages/KanboardTaskModal"));

/**
 * The kanboard (issue 15): each project's tab (after Task Lists), the board, and the single task over it
 * (kanboard_single_task). An add-on module: switched off, the tab hides and these routes say so.
 */
const feature: FeatureDefinition = {
  name: "kanboard",
  module: { key: MODULE.kanboard, icon: <IconLayoutKanban size={40} /> },
  projectRoutes: [
    {
      path: "kanboard",
      element: <KanboardPage />,
      children: [{ path: "tasks/:taskId", element: <KanboardTaskModal /> }],
    },
  ],
  projectMenu: [
    { key: "kanboard", label: "kanboard:menu", order: 0.35, path: "kanboard", icon: <IconLayoutKanban size={16} /> },
  ],
};

export default feature;
