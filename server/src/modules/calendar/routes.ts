import {
  type CalendarEvent,
  type CalendarQuery,
  calendarEventsAnswer,
  calendarProjectsAnswer,
  calendarQuery,
  calendarResourceAnswer,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Authentication, CurrentUser } from "../../core/auth/current-user";
import { requireAuthentication, requireUser } from "../../core/auth/plugin";
import { notFound } from "../../core/http/errors";
import { viewerToday } from "../../core/http/viewer-day";
import { hasGlobalManage } from "../../core/policy/project-access";
import { signedIn } from "../../core/policy/route-access";
import type { Executor } from "../../db/client";
import { loadReaderScope, narrowScope } from "../activities/reader-scope";
import { usersInDirectory } from "../users/service";
import { type EventsFilter, type MilestoneSource, readEvents } from "./events-statement";
import { presentMilestoneEvent, presentResourceEvent, presentTaskEvent } from "./present";
import { presentCalendarProjects, readCalendarProjects } from "./projects-statement";

const projectNotFound = () => notFound("No projects found.");

/**
 * What a calendar call reads: the caller's scope (from the memberships read with his session, so no
 * statement of its own), narrowed to the named project, which he must see; no users means the caller.
 */
async function filterOf(db: Executor, auth: Authentication, q: CalendarQuery, milestones: MilestoneSource) {
  const me = auth.user;
  const scope = await loadReaderScope(db, me, auth.memberships);
  if (q.project_id !== undefined && !scope.everything && !scope.projects.some((p) => p.id === q.project_id))
    throw projectNotFound();
  const asked = q.users && q.users.length > 0 ? [...new Set(q.users)] : [me.id];
  const users = await peopleInDirectory(db, me, asked);
  const filter: EventsFilter = {
    scope: narrowScope(scope, q.project_id),
    start: q.start,
    end: q.end,
    users,
    projectId: q.project_id,
    milestones: milestones === "members" && q.project_id !== undefined ? "project" : milestones,
  };
  return filter;
}

/**
 * The chosen people the caller may name (himself, the people he shares a project with; anyone for a global
 * manager): anyone else is left out, as an id of nobody is, so the timeline does not name him.
 */
async function peopleInDirectory(db: Executor, me: CurrentUser, ids: number[]): Promise<number[]> {
  const everyone = hasGlobalManage(me);
  if (everyone || (ids.length === 1 && ids[0] === me.id)) return ids;
  const known = await usersInDirectory(db, { id: me.id, everyone }, ids);
  return ids.filter((id) => known.has(id));
}

const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  a.start.localeCompare(b.start) || a.type.localeCompare(b.type) || a.id - b.id;

/** The calendar's calls (spec 000 §7 "Calendar and tasks"): each reads in one SQL statement. */
export async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2";

  const events = {
    config: signedIn(),
    schema: { querystring: calendarQuery, response: { 200: calendarEventsAnswer } },
  };
  r.get(`${base}/calendar-events`, events, async (req) => {
    const me = requireUser(req);
    const today = viewerToday(req, me);
    const rows = await readEvents(db, await filterOf(db, requireAuthentication(req), req.query, "members"));
    if (!rows.projectFound) throw projectNotFound();
    const events = [
      ...rows.tasks.map((t) => presentTaskEvent(t, today)),
      ...rows.milestones.map((m) => presentMilestoneEvent(m, today)),
    ];
    return { data: events.sort(byStart) };
  });

  // The user timeline: one row per chosen person (the resources), each task on the rows of its chosen assignees.
  const resource = {
    config: signedIn(),
    schema: { querystring: calendarQuery, response: { 200: calendarResourceAnswer } },
  };
  r.get(`${base}/calendar-resource`, resource, async (req) => {
    const me = requireUser(req);
    const today = viewerToday(req, me);
    const filter = await filterOf(db, requireAuthentication(req), req.query, "none");
    const rows = await readEvents(db, { ...filter, withPeople: true });
    if (!rows.projectFound) throw projectNotFound();
    const chosen = new Set(filter.users);
    return {
      data: {
        resources: rows.people.map(([id, name]) => ({ id, display_name: name, avatar_url: null })),
        events: rows.tasks.map((t) => presentResourceEvent(t, today, chosen)),
      },
    };
  });

  const projects = { config: signedIn(), schema: { response: { 200: calendarProjectsAnswer } } };
  r.get(`${base}/calendar-projects`, projects, async (req) => {
    const me = requireUser(req);
    const rows = await readCalendarProjects(db, me, await loadReaderScope(db, me, req.auth?.memberships));
    return { data: presentCalendarProjects(rows, me) };
  });
}
