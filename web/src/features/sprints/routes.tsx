import { MODULE } from "@cairn/shared/modules";
import { IconRun } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const SprintsPage = lazyPage(() => import("./pages/SprintsPage"));
const SprintPage = lazyPage(() => import("./pages/SprintPage"));

/**
 * Sprints (issue 20, spec 001 "Sprints"): global, not per project, so they sit in the main menu. The sprint
 * list (active), completed_sprint and completed_sprint_pagination, and a sprint's own page. An add-on module:
 * switched off, the entry hides and these routes say so.
 */
const feature: FeatureDefinition = {
  name: "sprints",
  module: { key: MODULE.sprints, icon: <IconRun size={40} /> },
  appRoutes: [
    { path: "/sprints", element: <SprintsPage status="active" /> },
    { path: "/sprints/pages/:current_page_number", element: <SprintsPage status="active" /> },
    { path: "/sprints/completed", element: <SprintsPage status="completed" /> },
    { path: "/sprints/completed/pages/:current_page_number", element: <SprintsPage status="completed" /> },
    { path: "/sprints/:sprint_id", element: <SprintPage /> },
  ],
  appMenu: [{ key: "sprints", label: "sprints:menu", order: 7, path: "/sprints", icon: <IconRun size={18} /> }],
};

export default feature;
