import { IconLicense } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const LicensePage = lazyPage(() => import("./pages/LicensePage"));

/** The licence screen (spec: route /license, name license), for global managers, last in the main menu. */
const feature: FeatureDefinition = {
  name: "license",
  appRoutes: [{ path: "/license", element: <LicensePage /> }],
  appMenu: [
    {
      key: "license",
      label: "license:menu",
      order: 101,
      path: "/license",
      icon: <IconLicense size={18} />,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
};

export default feature;
