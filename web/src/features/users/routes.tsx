import { IconUsers } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const UsersPage = lazyPage(() => import("./pages/UsersPage"));

const feature: FeatureDefinition = {
  name: "users",
  appRoutes: [{ path: "/users", element: <UsersPage /> }],
  appMenu: [
    {
      key: "users",
      label: "common:menu.users",
      order: 9,
      path: "/users",
      icon: <IconUsers size={18} />,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
};

export default feature;
