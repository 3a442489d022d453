import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const DepartmentsTab = lazyPage(() => import("./components/DepartmentsTab"));

/** Departments of the ERP integration: a tab of the global settings (route name departments). */
const feature: FeatureDefinition = {
  name: "departments",
  settingsTabs: [{ key: "departments", label: "departments:tab", order: 3, component: DepartmentsTab }],
};

export default feature;
