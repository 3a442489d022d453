import { MODULE } from "@cairn/shared/modules";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useMe } from "../../api/me";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";
import { PageLoader } from "../../components/PageLoader";
import { ModuleGate } from "../modules/components/ModuleGate";

const PersonalReportPage = lazyPage(() => import("./pages/PersonalReportPage"));

/** My Tasks → Reports without a person: the reader's own report, keeping the query. */
function OwnReport(): ReactNode {
  const me = useMe();
  const { search } = useLocation();
  if (me.isPending) return <PageLoader />;
  return <Navigate to={`/my-tasks/reports/${me.data?.id ?? 0}${search}`} replace />;
}

const gated = (element: ReactNode) => <ModuleGate module={MODULE.reports}>{element}</ModuleGate>;

/**
 * The personal report (spec 000 "My Task reports", route `mytask-reports`): a Reports entry in the My Tasks menu
 * and its screen. It belongs to the reports module: switched off, the entry hides and the screen says so.
 */
const feature: FeatureDefinition = {
  name: "personal-report",
  appRoutes: [
    { path: "/my-tasks/reports", element: gated(<OwnReport />) },
    { path: "/my-tasks/reports/:userId", element: gated(<PersonalReportPage />) },
  ],
  myTasksMenu: [
    { key: "mytask-reports", label: "personal-report:menu", order: 2, path: "/reports", module: MODULE.reports },
  ],
};

export default feature;
