import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";

const MailTab = lazyPage(() => import("./components/MailTab"));

/** Mail: the members' switches live on the profile page; managers see the set-up and failed jobs in Settings. */
const feature: FeatureDefinition = {
  name: "notifications",
  settingsTabs: [{ key: "mail", label: "notifications:tab", order: 3, component: MailTab }],
};

export default feature;
