import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const ProfilePage = lazyPage(() => import("./pages/ProfilePage"));

/** Reached from the user menu; no entry in the main menu. */
const feature: FeatureDefinition = {
  name: "profile",
  appRoutes: [{ path: "/profile", element: <ProfilePage /> }],
};

export default feature;
