import { MODULE } from "@cairn/shared/modules";
import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { meQuery, setupQuery } from "../api/me";
import { modulesQuery, prefetchWhenOn } from "../api/modules";
import type { Project } from "../api/types";
import { PageLoader } from "../components/PageLoader";
import LoginPage from "../features/auth/LoginPage";
import { brandingQuery } from "../features/general-settings/api";
import { BrandLogo } from "../features/general-settings/components/BrandLogo";
import { gateRoutes } from "../features/modules/components/ModuleGate";
import { ProjectActions } from "../features/projects/components/ProjectActions";
import { GlobalSearch } from "../features/search/components/GlobalSearch";
import { ProjectSearchBox } from "../features/search/components/ProjectSearchBox";
import { RunningTimerChip } from "../features/time-tracker/components/RunningTimerChip";
import { runningTimerQuery } from "../features/time-tracker/running-query";
import { AppLayout } from "./AppLayout";
import { Gate, GateLoader } from "./Gate";
import { preloadRoutes } from "./lazy-page";
import { NotFound } from "./NotFound";
import { ProjectLayout } from "./ProjectLayout";
import { queryClient } from "./providers";
import { features } from "./registry";

// The invitation mail's page: rare, so it loads when opened, not with the sign-in page.
const SetPasswordPage = lazy(() => import("../features/auth/SetPasswordPage"));
const ForgotPasswordPage = lazy(() => import("../features/auth/ForgotPasswordPage"));
// The first run's page: once per workspace, so it (and its form's schema) stays out of the first screen.
const SetupPage = lazy(() => import("../features/auth/SetupPage"));

// A module's screens show that it is switched off instead of their content while it is off.
// A page's route renders once its code is here (app/lazy-page.ts).
const appRoutes: RouteObject[] = features.flatMap((f) => gateRoutes(preloadRoutes(f.appRoutes ?? []), f.module?.key));
const projectRoutes: RouteObject[] = features.flatMap((f) =>
  gateRoutes(preloadRoutes(f.projectRoutes ?? []), f.module?.key),
);

const headerTools = (
  <>
    <GlobalSearch />
    <RunningTimerChip />
  </>
);
const projectTools = (project: Project, onDeleted: () => void) => (
  <>
    <ProjectSearchBox projectId={project.id} />
    <ProjectActions project={project} onDeleted={onDeleted} />
  </>
);

export const router = createBrowserRouter([
  {
    path: "/setup",
    element: (
      <Suspense fallback={<PageLoader />}>
        <SetupPage />
      </Suspense>
    ),
  },
  { path: "/login", element: <LoginPage /> },
  {
    path: "/set-password",
    element: (
      <Suspense fallback={<PageLoader />}>
        <SetPasswordPage />
      </Suspense>
    ),
  },
  {
    path: "/forgot-password",
    element: (
      <Suspense fallback={<PageLoader />}>
        <ForgotPasswordPage />
      </Suspense>
    ),
  },
  {
    element: <Gate />,
    // Until the first page's loaders have run (its code, app/lazy-page.ts), the router draws this; without it
    // React Router warns "No `HydrateFallback` element provided" on every load and draws nothing.
    hydrateFallbackElement: <GateLoader />,
    // Who is signed in, the modules' states (every module's page waits for its gate) and the logo are asked as
    // soon as the URL matches, beside the page's own data (its loader), not after the shell's first render.
    loader: () => {
      void queryClient.prefetchQuery(setupQuery);
      void queryClient.prefetchQuery(meQuery);
      void queryClient.prefetchQuery(modulesQuery);
      void queryClient.prefetchQuery(brandingQuery);
      // The header's running timer (every row's timer button reads it too), once someone is signed in.
      void queryClient.ensureQueryData(meQuery).then(
        (me) => me && prefetchWhenOn(queryClient, MODULE.timeTracker, runningTimerQuery),
        () => undefined,
      );
      return null;
    },
    children: [
      {
        element: <AppLayout logo={<BrandLogo height={32} />} tools={headerTools} />,
        children: [
          { index: true, element: <Navigate to="/projects" replace /> },
          ...appRoutes,
          {
            path: "/projects/:projectId",
            element: <ProjectLayout tools={projectTools} />,
            children: [{ index: true, element: <Navigate to="overview" replace /> }, ...projectRoutes],
          },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
]);
