import { IconFolders, IconLayoutDashboard } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const ProjectsPage = lazyPage(() => import("./pages/ProjectsPage"));
const OverviewPage = lazyPage(() => import("./pages/OverviewPage"));

const feature: FeatureDefinition = {
  name: "projects",
  appRoutes: [{ path: "/projects", element: <ProjectsPage /> }],
  projectRoutes: [{ path: "overview", element: <OverviewPage /> }],
  appMenu: [
    { key: "projects", label: "common:menu.projects", order: 1, path: "/projects", icon: <IconFolders size={18} /> },
  ],
  projectMenu: [
    {
      key: "overview",
      label: "projects:menu.overview",
      order: 0.1,
      path: "overview",
      icon: <IconLayoutDashboard size={16} />,
    },
  ],
};

export default feature;
