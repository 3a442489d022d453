import { MODULE } from "@cairn/shared/modules";
import { IconForms } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const CustomFieldsTab = lazyPage(() => import("./components/CustomFieldsTab"));

/**
 * Custom fields on tasks (issue 22): a tab of project settings to define them; the task modal, the list view's
 * columns and the board's cards show them (their components live here, used by those features). An add-on
 * module: switched off, the tab and every place that shows values hide.
 */
const feature: FeatureDefinition = {
  name: "custom-fields",
  module: { key: MODULE.customFields, icon: <IconForms size={40} /> },
  projectSettingsTabs: [{ key: "custom_fields", label: "custom-fields:tab", order: 4, component: CustomFieldsTab }],
};

export default feature;
