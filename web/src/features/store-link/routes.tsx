import { MODULE } from "@cairn/shared/modules";
import { IconShoppingCart } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const StoreLinkTab = lazyPage(() => import("./components/StoreLinkTab"));

/** The store link (issue 22, module store-link): a tab of the global settings, for global managers. */
const feature: FeatureDefinition = {
  name: "store-link",
  module: { key: MODULE.storeLink, icon: <IconShoppingCart size={40} /> },
  settingsTabs: [{ key: "store-link", label: "store-link:tab", order: 5, component: StoreLinkTab }],
};

export default feature;
