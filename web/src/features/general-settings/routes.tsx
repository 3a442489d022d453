import { IconAdjustments } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const SettingsPage = lazyPage(() => import("./pages/SettingsPage"));
const GeneralTab = lazyPage(() => import("./components/GeneralTab"));
const PagesTab = lazyPage(() => import("./components/PagesTab"));

/** The global settings (route /settings/:tab; the pages tab is the spec's page_settings_tab). */
const feature: FeatureDefinition = {
  name: "general-settings",
  appRoutes: [
    { path: "/settings", element: <SettingsPage /> },
    { path: "/settings/:tab", element: <SettingsPage /> },
  ],
  appMenu: [
    {
      key: "settings",
      label: "general-settings:menu",
      order: 100,
      path: "/settings",
      icon: <IconAdjustments size={18} />,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
  settingsTabs: [
    { key: "general", label: "general-settings:tabs.general", order: 1, component: GeneralTab },
    { key: "pages", label: "general-settings:tabs.pages", order: 2, component: PagesTab },
  ],
};

export default feature;
