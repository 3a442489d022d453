import { IconMessages } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const DiscussionsPage = lazyPage(() => import("./pages/DiscussionsPage"));
const DiscussionPage = lazyPage(() => import("./pages/DiscussionPage"));

const feature: FeatureDefinition = {
  name: "discussions",
  projectRoutes: [
    { path: "discussions", element: <DiscussionsPage /> },
    { path: "discussions/:discussionId", element: <DiscussionPage /> },
  ],
  projectMenu: [
    {
      key: "discussions",
      label: "discussions:menu",
      order: 0.2,
      path: "discussions",
      icon: <IconMessages size={16} />,
    },
  ],
};

export default feature;
