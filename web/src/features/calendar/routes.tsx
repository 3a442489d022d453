import { MODULE } from "@cairn/shared/modules";
import { IconCalendar } from "@tabler/icons-react";
import { Navigate, useLocation, useParams } from "react-router";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";
import { routeTo } from "../../app/route-names";
import { monthWeekView } from "./month-week-view";

const CalendarPage = lazyPage(() => import("./pages/CalendarPage"));

/**
 * The page's code and the calendar library's (the month view) start loading as soon as the URL matches, side
 * by side, not one after the other; the route renders once both are here (app/lazy-page.ts; the page's
 * own code is awaited beside this loader).
 */
const preloadCalendar = async () => {
  await monthWeekView.preload();
  return null;
};
const CalendarTaskModal = lazyPage(() => import("./pages/CalendarTaskModal"));

/** project_calendar ('calendar/project/:project_id'): the project's own calendar, with the same query. */
function ProjectCalendarRedirect() {
  const { projectId } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${routeTo("project_calendar", { project_id: projectId ?? "" })}${search}`} replace />;
}

/**
 * The calendar (spec 000 "Calendar"): the app's Calendar entry and each project's (order 4), with the
 * spec's child routes; the single task opens over the calendar. An add-on module: switched off, both
 * entries hide and these routes say so.
 */
const feature: FeatureDefinition = {
  name: "calendar",
  module: { key: MODULE.calendar, icon: <IconCalendar size={40} /> },
  appRoutes: [
    {
      path: "/calendar",
      element: <CalendarPage />,
      loader: preloadCalendar,
      children: [{ path: "projects/:projectId/tasks/:taskId", element: <CalendarTaskModal /> }],
    },
    { path: "/calendar/project/:projectId", element: <ProjectCalendarRedirect /> },
  ],
  projectRoutes: [
    {
      path: "calendar",
      element: <CalendarPage inProject />,
      loader: preloadCalendar,
      children: [{ path: "tasks/:taskId", element: <CalendarTaskModal inProject /> }],
    },
  ],
  appMenu: [{ key: "calendar", label: "calendar:menu", order: 4, path: "/calendar", icon: <IconCalendar size={18} /> }],
  projectMenu: [
    { key: "calendar", label: "calendar:menu", order: 4, path: "calendar", icon: <IconCalendar size={16} /> },
  ],
};

export default feature;
