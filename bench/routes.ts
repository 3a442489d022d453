import type { Targets } from "./database";
import type { Route } from "./load";
import { personalReportRoutes, reportRoutes } from "./report-routes";

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The 42 days a month view asks for: from two weeks back. */
const monthGrid = () => `start=${dayFrom(-14)}&end=${dayFrom(27)}`;
/** seed-large.ts: project p's members are its residue (p mod 10, or 10) plus 10·j for j = 0..19. */
const membersOf = (projectId: number) => Array.from({ length: 20 }, (_, j) => (projectId % 10 || 10) + 10 * j);

/**
 * ARCHITECTURE.md "Budgets", as shares of the floor's throughput: what the read cache answers owes 75 %; afresh,
 * the light reads 50 %, the middle ones 25 %, the board and report pages 15 %, writes 15 %.
 */
const LIGHT = { cached: 0.75, fresh: 0.5 };
const MIDDLE = { cached: 0.75, fresh: 0.25 };
const HEAVY = { fresh: 0.15 };
const WRITE = { fresh: 0.15 };

/** The floor: a signed-in no-op (HTTP, the session, the envelope), measured first in each pass. */
export const FLOOR: Route = {
  name: "floor: signed-in no-op",
  method: "GET",
  path: "/api/auth/me",
  as: "worker",
  floor: true,
};

/** The budgeted routes, aimed at the seeded project (the floor, reads, then writes). */
export function routes(t: Targets): Route[] {
  const p = `/api/pm/v2/projects/${t.projectId}`;
  return [
    FLOOR,
    { name: "project list", method: "GET", path: "/api/pm/v2/projects", as: "worker", cached: true, share: LIGHT },
    {
      name: "project list (global manager)",
      method: "GET",
      path: "/api/pm/v2/projects",
      as: "manager",
      cached: true,
      share: LIGHT,
    },
    {
      name: "task lists with tasks",
      method: "GET",
      path: `${p}/task-lists?with=incomplete_tasks,complete_tasks`,
      as: "worker",
      cached: true,
      // Every list with every task (no paging): afresh it is a measure, not a budget.
      share: { cached: 0.75 },
    },
    {
      // What the task-lists page itself asks: completed tasks stay folded until opened (web/src/features/task-lists).
      name: "task lists as the page asks (open tasks)",
      method: "GET",
      path: `${p}/task-lists?with=incomplete_tasks&status=1&page=1&per_page=15&tasks_per_page=20`,
      as: "worker",
      cached: true,
      share: { cached: 0.75, fresh: 0.08 },
    },
    { name: "single task", method: "GET", path: `${p}/tasks/${t.taskId}`, as: "worker", share: LIGHT },
    ...searchRoutes(t),
    ...reportRoutes(t, membersOf(t.projectId)[0]),
    ...personalReportRoutes(membersOf(t.projectId)[0]),
    {
      name: "single task with 500 time logs",
      method: "GET",
      path: `${p}/tasks/${t.timerTaskIds[0]}?with=time`,
      as: "worker",
    },
    {
      name: "everybody's time on a task (500 logs)",
      method: "GET",
      path: `/api/pm-pro/v2/others-time?task_id=${t.timerTaskIds[0]}`,
      as: "worker",
    },
    {
      name: "activities page (project)",
      method: "GET",
      path: `${p}/activities`,
      as: "worker",
      cached: true,
      share: { cached: 0.75 },
    },
    {
      name: "files list (one page)",
      method: "GET",
      path: `/api/pm-pro/v2/projects/${t.projectId}/files?folder_id=${t.filesFolderId}`,
      as: "worker",
      cached: true,
      share: MIDDLE,
    },
    {
      name: "activities page (all projects)",
      method: "GET",
      path: "/api/pm/v2/activities",
      as: "worker",
      cached: true,
      share: { cached: 0.75 },
    },
    {
      name: "activities (manager, all)",
      method: "GET",
      path: "/api/pm/v2/activities",
      as: "manager",
      cached: true,
      share: { cached: 0.75 },
    },
    // Issue 19: the progress feed's page (all projects, newest 20, actor and project), budget 20 ms.
    { name: "progress feed (manager)", method: "GET", path: "/api/pm-pro/v2/progress?per_page=20", as: "manager" },
    {
      // A month grid (six weeks around today) of the co-worker's tasks across his five projects, with milestones.
      name: "calendar month (user)",
      method: "GET",
      path: `/api/pm-pro/v2/calendar-events?${monthGrid()}`,
      as: "worker",
      share: MIDDLE,
    },
    {
      // The project's month for all twenty of its members (seed-large: members are residue + 10·j).
      name: "calendar month (project)",
      method: "GET",
      path: `/api/pm-pro/v2/calendar-events?${monthGrid()}&project_id=${t.projectId}&users=${membersOf(t.projectId).join(",")}`,
      as: "worker",
      share: MIDDLE,
    },
    ...kanboardRoutes(t),
    ...invoiceRoutes(t),
    {
      name: "create task",
      method: "POST",
      path: `${p}/tasks`,
      bodies: [{ task_list_id: t.listId, title: "Bench task" }],
      as: "worker",
      write: true,
      share: WRITE,
    },
    {
      name: "change status",
      method: "POST",
      path: `${p}/tasks/${t.taskId}/change-status`,
      bodies: [{ status: 1 }, { status: 0 }],
      as: "worker",
      write: true,
      share: WRITE,
    },
    {
      name: "add a comment",
      method: "POST",
      path: `${p}/comments`,
      bodies: [{ content: "<p>Looks good to me.</p>", commentable_type: "task", commentable_id: t.taskId }],
      as: "worker",
      write: true,
      share: WRITE,
    },
    {
      // Sixteen people renaming tasks of one project (32 of them, in turn).
      name: "update a task (title)",
      method: "POST",
      path: `${p}/tasks/${t.editTaskIds[0]}/update`,
      paths: t.editTaskIds.map((id) => `${p}/tasks/${id}/update`),
      bodies: [{ title: "Bench rename A" }, { title: "Bench rename B" }],
      as: "manager",
      write: true,
      share: WRITE,
    },
    {
      // Each start stops the timer on the other task: the stop, the insert and the index check, in turn.
      name: "start a timer (two tasks in turn)",
      method: "POST",
      path: "/api/pm-pro/v2/time",
      bodies: t.timerTaskIds.map((id) => ({ task_id: id })),
      as: "worker",
      write: true,
      connections: 1,
    },
    {
      name: "start then stop a timer",
      method: "POST",
      path: "/api/pm-pro/v2/time",
      paths: ["/api/pm-pro/v2/time", "/api/pm-pro/v2/time/update"],
      bodies: [{ task_id: t.timerTaskIds[1] }],
      as: "worker",
      write: true,
      connections: 1,
    },
  ];
}

/**
 * Issue 13: a one-word, a two-word and a misspelled search, over everything and in one project, as the global
 * manager (every project) and as a client (five projects, private items hidden). The words are the dataset's
 * commonest (each in an eighth of the titles), the costliest case.
 */
function searchRoutes(t: Targets): Route[] {
  const queries = { "one word": t.searchTerm, "two words": "review onboarding", misspelled: "onbaording" };
  const who = { manager: t.projectId, client: t.clientProjectId } as const;
  return Object.entries(who).flatMap(([as, projectId]) =>
    Object.entries(queries).flatMap(([kind, query]) => [
      {
        name: `search, ${kind}, all projects (${as})`,
        method: "GET" as const,
        path: `/api/pm/v2/search?query=${encodeURIComponent(query)}`,
        as: as as "manager" | "client",
        share: MIDDLE,
      },
      {
        name: `search, ${kind}, one project (${as})`,
        method: "GET" as const,
        path: `/api/pm/v2/search?query=${encodeURIComponent(query)}&project_id=${projectId}`,
        as: as as "manager" | "client",
        share: MIDDLE,
      },
    ]),
  );
}

/** Issue 21: a page of a project's invoices (its manager), one invoice and his own list (the client). */
function invoiceRoutes(t: Targets): Route[] {
  const base = `/api/pm-pro/v2/projects/${t.clientProjectId}/invoice`;
  return [
    { name: "invoice list (a page of 15)", method: "GET", path: `${base}?per_page=15`, as: "manager" },
    { name: "one invoice (client)", method: "GET", path: `${base}/${t.clientInvoiceId}`, as: "client" },
    { name: "own invoices (client, all projects)", method: "GET", path: "/api/pm-pro/v2/invoices", as: "client" },
  ];
}

/**
 * Issue 15: the board of a project of 10,000 tasks (every column with its first 50 cards, as a co-worker) and one
 * card moved back and forth between two columns by sixteen callers at once.
 */
function kanboardRoutes(t: Targets): Route[] {
  const { projectId, open, overdue, taskId } = t.kanboard;
  const k = `/api/pm-pro/v2/projects/${projectId}/kanboard`;
  const move = (to: number, from: number) => ({
    is_move: "yes",
    section_id: to,
    sender_section_id: from,
    orders: [{ id: taskId, index: 0 }],
  });
  return [
    { name: "kanboard read (10,000 tasks)", method: "GET", path: k, as: "worker", share: HEAVY },
    {
      name: "kanboard move (a card between two columns)",
      method: "POST",
      path: `${k}/task-order`,
      bodies: [move(overdue, open), move(open, overdue)],
      as: "worker",
      write: true,
      share: WRITE,
    },
  ];
}
