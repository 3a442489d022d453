import { MODULE } from "@cairn/shared/modules";
import { IconLayoutKanban } from "@tabler/icons-react";
import { prefetchWhenOn } from "../../api/modules";
import { projectQuery } from "../../api/project";
import { lazyPage } from "../../app/lazy-page";
import { queryClient } from "../../app/providers";
import type { FeatureDefinition } from "../../app/registry";
import { customFieldsQuery } from "../custom-fields/api";
import { boardQuery } from "./board-query";

const KanboardPage = lazyPage(() => import("./pages/KanboardPage"));
const KanboardTaskModal = lazyPage(() => import("./pages/KanboardTaskModal"));

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
      // As the task lists do: the board's code, the project and the board start loading side by side as soon
      // as the URL matches, not one after the other as the components mount (a module switched off answers
      // 404 to the board's read; its gate says so).
      // The route also waits for the page's code (app/lazy-page.ts); the data comes as it comes.
      loader: ({ params }) => {
        const projectId = Number(params.projectId);
        void queryClient.prefetchQuery(projectQuery(projectId));
        void queryClient.prefetchQuery(boardQuery(projectId));
        // The fields the cards show: asked by the page, they came after its first render and drew every card again.
        prefetchWhenOn(queryClient, MODULE.customFields, customFieldsQuery(projectId));
        return null;
      },
      children: [{ path: "tasks/:taskId", element: <KanboardTaskModal /> }],
    },
  ],
  projectMenu: [
    { key: "kanboard", label: "kanboard:menu", order: 0.35, path: "kanboard", icon: <IconLayoutKanban size={16} /> },
  ],
};

export default feature;
