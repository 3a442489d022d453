import { IconSettings } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";
import { canManageSettings } from "./access";

const ProjectSettingsPage = lazyPage(() => import("./pages/ProjectSettingsPage"));
const IntegrationsTab = lazyPage(() => import("./components/IntegrationsTab"));
const CapabilitiesTab = lazyPage(() => import("./components/CapabilitiesTab"));

/** A project's settings (spec: route ':project_id/settings', name pm_pro_settings, menu order 100). */
const feature: FeatureDefinition = {
  name: "settings",
  projectRoutes: [{ path: "settings", element: <ProjectSettingsPage /> }],
  projectMenu: [
    {
      key: "settings",
      label: "settings:menu",
      order: 100,
      path: "settings",
      icon: <IconSettings size={16} />,
      visible: ({ me, project }) => Boolean(project && canManageSettings(me, project)),
    },
  ],
  // The labels feature adds task_label (order 3); other features may add theirs after it.
  projectSettingsTabs: [
    { key: "integrations", label: "settings:tabs.integrations", order: 1, component: IntegrationsTab },
    { key: "capabilities", label: "settings:tabs.capabilities", order: 2, component: CapabilitiesTab },
  ],
};

export default feature;
