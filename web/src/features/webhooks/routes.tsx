import { MODULE } from "@cairn/shared/modules";
import { IconWebhook } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const WorkspaceWebhooksTab = lazyPage(() => import("./components/WorkspaceWebhooksTab"));
const ProjectWebhooksTab = lazyPage(() => import("./components/ProjectWebhooksTab"));

/**
 * Outgoing webhooks (module webhooks): a tab of the global settings (global managers: the workspace's
 * endpoints) and of each project's settings (its managers: the project's).
 */
const feature: FeatureDefinition = {
  name: "webhooks",
  module: { key: MODULE.webhooks, icon: <IconWebhook size={40} /> },
  settingsTabs: [{ key: "webhooks", label: "webhooks:tab", order: 6, component: WorkspaceWebhooksTab }],
  projectSettingsTabs: [{ key: "webhooks", label: "webhooks:tab", order: 5, component: ProjectWebhooksTab }],
};

export default feature;
