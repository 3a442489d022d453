import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const TaskTypesTab = lazyPage(() => import("./components/TaskTypesTab"));

/** The workspace's task types: a tab of the global settings (managers), and the picker on tasks. */
const feature: FeatureDefinition = {
  name: "task-types",
  settingsTabs: [{ key: "task-types", label: "task-types:tab", order: 3, component: TaskTypesTab }],
};

export default feature;
