import { MODULE } from "@cairn/shared/modules";
import { IconTimeline } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const ProgressPage = lazyPage(() => import("./pages/ProgressPage"));

/**
 * The managers' progress feed (spec 001: route /progress, name progress, menu order 6, manager capability;
 * paged child pages/{current_page_number}). Our shell has no project root above every page, so it sits in
 * the main menu.
 */
const feature: FeatureDefinition = {
  name: "progress",
  module: { key: MODULE.progress, icon: <IconTimeline size={40} /> },
  appRoutes: [
    { path: "/progress", element: <ProgressPage /> },
    { path: "/progress/pages/:current_page_number", element: <ProgressPage /> },
  ],
  appMenu: [
    {
      key: "progress",
      label: "progress:menu",
      order: 6,
      path: "/progress",
      icon: <IconTimeline size={18} />,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
};

export default feature;
