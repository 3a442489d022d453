import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const ImportTab = lazyPage(() => import("./components/ImportTab"));

/** Settings → Import (issue 47): global managers move a WP Project Manager workspace in, and read past runs. */
const feature: FeatureDefinition = {
  name: "wp-import",
  settingsTabs: [
    {
      key: "import",
      label: "wp-import:tab",
      order: 7,
      component: ImportTab,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
};

export default feature;
