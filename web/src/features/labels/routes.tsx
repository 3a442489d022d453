import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const LabelsTab = lazyPage(() => import("./components/LabelsTab"));

/** Task labels: a tab of project settings (spec key task_label); the picker and chips live with the tasks. */
const feature: FeatureDefinition = {
  name: "labels",
  projectSettingsTabs: [{ key: "task_label", label: "labels:tab", order: 3, component: LabelsTab }],
};

export default feature;
