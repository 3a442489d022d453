import { IconPuzzle } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const ModulesPage = lazyPage(() => import("./pages/ModulesPage"));

/**
 * The Modules screen (spec: route /modules, name module_lists, menu order 8, manager capability).
 * Our shell has no project root above every page, so it sits in the main menu, just above Users.
 */
const feature: FeatureDefinition = {
  name: "modules",
  appRoutes: [{ path: "/modules", element: <ModulesPage /> }],
  appMenu: [
    {
      key: "module_lists",
      label: "modules:menu",
      order: 8,
      path: "/modules",
      icon: <IconPuzzle size={18} />,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
};

export default feature;
