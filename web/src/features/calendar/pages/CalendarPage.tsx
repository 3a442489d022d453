import type { CalendarEvent } from "@cairn/shared/calendar";
import { todayIn } from "@cairn/shared/time-zone";
import { Button, Group, Loader, Stack, Title } from "@mantine/core";
import { IconCalendarShare } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate, useParams, useSearchParams } from "react-router";
import { useMe } from "../../../api/me";
import { routeTo } from "../../../app/route-names";
import { userLocale, userTimeZone } from "../../../components/DateText";
import { PageLoader } from "../../../components/PageLoader";
import { toastError, toastSuccess } from "../../../components/toasts";
import { eventsQuery, projectsQuery, timelineQuery } from "../api";
import { CalendarFilters } from "../components/CalendarFilters";
import { CalendarLegend } from "../components/CalendarLegend";
import { CalendarToolbar } from "../components/CalendarToolbar";
import { FeedModal } from "../components/FeedModal";
import { NewTaskModal } from "../components/NewTaskModal";
import { UserTimeline } from "../components/UserTimeline";
import { useReschedule } from "../hooks";
import { monthWeekView } from "../month-week-view";
import { periodTitle } from "../period-title";
import { type CalendarState, categoryOf, readState, step, visibleRange, writeState } from "../state";

// FullCalendar is heavy: it loads with the first month or week shown, never with the app's first screen.
const MonthWeekView = monthWeekView;

/**
 * The calendar (spec: route calendar, and a project's /calendar): month, week, day timeline and the people's
 * week timeline of tasks and milestones, filtered by project and people. Everything it shows is in the query
 * string, so a reload or a shared link shows the same calendar.
 */
export default function CalendarPage({ inProject = false }: { inProject?: boolean }) {
  const { t } = useTranslation("calendar");
  const me = useMe().data;
  const navigate = useNavigate();
  const routeParams = useParams();
  const [params, setParams] = useSearchParams();
  const [newTaskDay, setNewTaskDay] = useState<string | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const today = todayIn(userTimeZone(), new Date());
  const state = readState(params, today);
  const fixedProjectId = inProject ? Number(routeParams.projectId) : null;
  const projectId = fixedProjectId ?? state.projectId;
  const weekStart = me?.week_start ?? 1;
  const range = visibleRange(state.view, state.date, weekStart);
  const query = { ...range, projectId, users: state.users };
  const isTimeline = state.view === "timelineDay" || state.view === "timelineWeek";
  const events = useQuery({ ...eventsQuery(query), enabled: !isTimeline });
  const timeline = useQuery({ ...timelineQuery(query), enabled: isTimeline });
  const projects = useQuery(projectsQuery);
  const reschedule = useReschedule();
  const shown = useMemo(
    () => (events.data ?? []).filter((e) => state.filter.includes(categoryOf(e))),
    [events.data, state.filter],
  );
  const update = (patch: Partial<CalendarState>) => setParams(writeState({ ...state, ...patch }, params));

  const taskPath = (e: CalendarEvent) =>
    inProject ? `/projects/${e.project_id}/calendar/tasks/${e.id}` : `/calendar/projects/${e.project_id}/tasks/${e.id}`;
  const open = (e: CalendarEvent) => {
    if (e.type === "milestone") void navigate(routeTo("milestones", { project_id: e.project_id }));
    else void navigate({ pathname: taskPath(e), search: params.toString() });
  };
  const copy = (e: CalendarEvent) => {
    const url = new URL(e.url, window.location.origin).href;
    navigator.clipboard
      .writeText(url)
      .then(() => toastSuccess(t("event.copied")))
      .catch(() => toastError(new Error(t("event.copyFailed", { url }))));
  };
  const busy = isTimeline ? timeline.isFetching : events.isFetching;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        {inProject ? <span /> : <Title order={1}>{t("title")}</Title>}
        <Button variant="default" leftSection={<IconCalendarShare size={18} />} onClick={() => setFeedOpen(true)}>
          {t("feed.open")}
        </Button>
      </Group>
      <CalendarFilters
        key={`${projectId}-${state.users.join(",")}`}
        projects={projects.data}
        fixedProjectId={fixedProjectId}
        projectId={projectId}
        users={state.users}
        onApply={(f) => update({ projectId: inProject ? null : f.projectId, users: f.users })}
      />
      <CalendarToolbar
        title={periodTitle(state.view, state.date, range, userLocale())}
        view={state.view}
        onView={(view) => update({ view })}
        onStep={(direction) => update({ date: step(state.view, state.date, direction) })}
        onToday={() => update({ date: today })}
      />
      <Group justify="space-between" gap="xs">
        <CalendarLegend shown={state.filter} onChange={(filter) => update({ filter })} />
        {busy && <Loader size="xs" aria-label={t("loading")} />}
      </Group>
      <div aria-busy={busy || undefined}>
        {isTimeline ? (
          timeline.data ? (
            <UserTimeline
              start={range.start}
              days={state.view === "timelineDay" ? 1 : 7}
              today={today}
              resources={timeline.data.resources}
              events={timeline.data.events.filter((e) => state.filter.includes(categoryOf(e)))}
              onOpen={open}
            />
          ) : (
            <PageLoader />
          )
        ) : (
          <Suspense fallback={<PageLoader />}>
            <MonthWeekView
              view={state.view as "month" | "basicWeek"}
              date={state.date}
              weekStart={weekStart}
              today={today}
              locale={userLocale()}
              events={shown}
              onDayClick={setNewTaskDay}
              onOpen={open}
              onCopy={copy}
              onMove={(event, start, endExclusive, revert) => reschedule.mutate({ event, start, endExclusive, revert })}
            />
          </Suspense>
        )}
      </div>
      <NewTaskModal
        day={newTaskDay}
        projects={projects.data}
        projectId={projectId}
        onClose={() => setNewTaskDay(null)}
      />
      <FeedModal opened={feedOpen} onClose={() => setFeedOpen(false)} />
      <Outlet />
    </Stack>
  );
}
