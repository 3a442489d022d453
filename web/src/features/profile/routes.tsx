import { lazy } from "react";
import type { FeatureDefinition } from "../../app/registry";

const ProfilePage = lazy(() => import("./pages/ProfilePage"));

/** Reached from the user menu; no entry in the main menu. */
const feature: FeatureDefinition = {
  name: "profile",
  appRoutes: [{ path: "/profile", element: <ProfilePage /> }],
};

export default feature;
