import { MODULE } from "@cairn/shared/modules";
import { IconReportAnalytics } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { useMe } from "../../api/me";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";
import { PageLoader } from "../../components/PageLoader";
import { REPORT_KINDS } from "./kinds";

const LandingPage = lazyPage(() => import("./pages/LandingPage"));
const TaskReportPage = lazyPage(() => import("./pages/TaskReportPage"));
const ActivityReportPage = lazyPage(() => import("./pages/ActivityReportPage"));
const AdvancedReportPage = lazyPage(() => import("./pages/AdvancedReportPage"));

/** The reports are a global manager's (spec 001 §6): anyone else is sent to the projects page. */
function ManagersOnlyRedirect(): ReactNode {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (!me.data?.capabilities.manage) return <Navigate to="/projects" replace />;
  return <Outlet />;
}

/**
 * The reports area (spec 001 "Reports area"): /reports leads to the landing page (`sections`); each report has
 * its screen, with its filters and page in the URL. An add-on module: switched off, the menu entry hides.
 */
const feature: FeatureDefinition = {
  name: "reports",
  module: { key: MODULE.reports, icon: <IconReportAnalytics size={40} /> },
  appRoutes: [
    {
      path: "/reports",
      element: <ManagersOnlyRedirect />,
      children: [
        { index: true, element: <Navigate to="sections" replace /> },
        { path: "sections", element: <LandingPage /> },
        { path: "advance-tasks", element: <AdvancedReportPage /> },
        { path: "user-activities", element: <ActivityReportPage /> },
        ...REPORT_KINDS.filter((k) => k.api).map((kind) => ({
          path: kind.path,
          element: <TaskReportPage key={kind.path} kind={kind} />,
        })),
      ],
    },
  ],
  appMenu: [
    {
      key: "reports",
      label: "reports:menu",
      order: 5,
      path: "/reports",
      icon: <IconReportAnalytics size={18} />,
      visible: ({ me }) => me.capabilities.manage,
    },
  ],
};

export default feature;
