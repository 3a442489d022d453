import { IconFlag } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const MilestonesPage = lazyPage(() => import("./pages/MilestonesPage"));

const feature: FeatureDefinition = {
  name: "milestones",
  projectRoutes: [{ path: "milestones", element: <MilestonesPage /> }],
  projectMenu: [
    { key: "milestones", label: "milestones:menu", order: 0.4, path: "milestones", icon: <IconFlag size={16} /> },
  ],
};

export default feature;
