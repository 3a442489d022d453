import { IconChecklist } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const MyTasksPage = lazyPage(() => import("./pages/MyTasksPage"));

const feature: FeatureDefinition = {
  name: "my-tasks",
  appRoutes: [{ path: "/my-tasks", element: <MyTasksPage /> }],
  appMenu: [
    { key: "my_tasks", label: "common:menu.myTasks", order: 2, path: "/my-tasks", icon: <IconChecklist size={18} /> },
  ],
  myTasksMenu: [{ key: "my_tasks", label: "my-tasks:tabs.tasks", order: 1, path: "" }],
};

export default feature;
