import {
  changeTaskStatusBody,
  createTaskBody,
  DONE,
  listProjectTasksQuery,
  MODULE,
  projectTasksAnswer,
  sortTasksBody,
  type TasksPage,
  taskDeletedAnswer,
  taskParams,
  tasksOrReportQuery,
  tasksPageAnswer,
  tasksSortedAnswer,
  taskUpdatedAnswer,
  taskWrittenAnswer,
  updateTaskBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { collection, includes, item, paging, written } from "../../core/http/envelope";
import { removeStored } from "../../core/http/multipart";
import { requireModuleOn } from "../../core/modules/guard";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import { creates, member, signedIn } from "../../core/policy/route-access";
import type { Executor } from "../../db/client";
import { presentUser } from "../users/present";
import { changeTaskStatus } from "./change-status";
import { createTask } from "./create-task";
import { deleteTask } from "./delete-task";
import { taskExtras } from "./extras";
import { loadTaskIncludes, tasksReportMode } from "./hooks";
import type { TaskListRow } from "./list-load";
import { listProjectTasks } from "./list-tasks";
import { presentSingleTaskIncludes, singleTaskAnswer, type TaskRow, taskLoader } from "./load";
import { presentTask } from "./present";
import { queryTasks } from "./query-tasks";
import { loadTaskRelated, relatedOfNewTask } from "./related";
import { sortTasks } from "./sort-tasks";
import { taskFileRoutes } from "./task-files";
import { updateTask } from "./update-task";

const projectParams = z.object({ id: zId });
/** `?with=files,activities` on the single task. */
const showTaskQuery = z.object({ with: z.string().max(200).optional() });

/** One task with its people and counts (a fixed handful of queries). */
async function presentOne(db: Executor, access: ProjectAccess, task: TaskRow, list: TaskListRow) {
  return presentTask(task, access, await loadTaskRelated(db, [task]), { list });
}

export async function taskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm/v2/projects/:id/tasks";
  const disabledModules = () => app.featureModules.state.disabledPaths();
  declareItemLoader(app, "task", taskLoader);
  await taskFileRoutes(app);

  r.get(
    base,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: listProjectTasksQuery, response: { 200: projectTasksAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      if (req.query.custom_field) await requireModuleOn(app.featureModules, MODULE.customFields);
      const p = paging(req.query.page, req.query.per_page);
      const { rows, total } = await listProjectTasks(db, access, req.query, p);
      const ids = rows.map((row) => row.task.id);
      const [related, included] = await Promise.all([
        loadTaskRelated(
          db,
          rows.map((row) => row.task),
        ),
        loadTaskIncludes(db, access, includes(req.query.with), disabledModules, ids),
      ]);
      return collection(
        // Extended in place: spreading the presented task into a new literal costs V8 far more (tasks/present.ts).
        rows.map((row) =>
          Object.assign(presentTask(row.task, access, related, { list: row.list }), included(row.task.id)),
        ),
        total,
        p,
      );
    },
  );

  r.post(
    base,
    {
      config: creates("task"),
      schema: { params: projectParams, body: createTaskBody, response: { 201: taskWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      // Naming a kanboard column is a kanboard call: refused while that module is off (the rules still run).
      if (req.body.kan_board_id !== undefined) await requireModuleOn(app.featureModules, MODULE.kanboard);
      // So are custom field values while that module is off (its defaults still apply: its rules run).
      if (req.body.custom_fields !== undefined) await requireModuleOn(app.featureModules, MODULE.customFields);
      const access = projectAccessOf(req);
      const { task, list, activity, assigneeIds } = await createTask(db, me, access, req.body);
      const data = presentTask(task, access, await relatedOfNewTask(db, task, me, assigneeIds), { list });
      return reply.status(201).send(written(DONE.taskCreated, data, presentActivity(activity)));
    },
  );

  r.post(
    `${base}/sorting`,
    {
      config: member("edit", "task"),
      schema: { params: projectParams, body: sortTasksBody, response: { 200: tasksSortedAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const activity = await sortTasks(db, me, access, req.body);
      return written(DONE.tasksSorted, req.body.orders, activity ? presentActivity(activity) : undefined);
    },
  );

  r.get(
    `${base}/:task_id`,
    {
      config: member("see", "task"),
      schema: { params: taskParams, querystring: showTaskQuery, response: { 200: singleTaskAnswer() } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const want = includes(req.query.with);
      // The modules' single-task includes (`?with=time`) came in the task's own statement (tasks/load.ts taskLoader).
      const loaded = accessedItem(req, "task");
      const { task, list, related, statusLocked } = loaded;
      const person = { id: me.id, email: me.email, displayName: me.displayName };
      const viewer = { person, now: app.deps.clock.now(), access };
      const [extras, included] = await Promise.all([
        taskExtras(db, task, want),
        loadTaskIncludes(db, access, want, disabledModules, [task.id]),
      ]);
      return item(
        Object.assign(
          presentTask(task, access, related, { list, statusLocked }),
          extras,
          presentSingleTaskIncludes(loaded, viewer),
          included(task.id),
        ),
      );
    },
  );

  r.post(
    `${base}/:task_id/update`,
    {
      config: member("edit", "task"),
      schema: { params: taskParams, body: updateTaskBody, response: { 200: taskUpdatedAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      if (req.body.custom_fields !== undefined) await requireModuleOn(app.featureModules, MODULE.customFields);
      const access = projectAccessOf(req);
      const { related, ...current } = accessedItem(req, "task");
      const { task, list, activity, followUps } = await updateTask(db, me, access, current, req.body);
      // Assignees, labels, the type and custom values are all an edit can change of what was loaded with the task.
      const same =
        req.body.assignees === undefined &&
        req.body.task_labels === undefined &&
        req.body.custom_fields === undefined &&
        (req.body.type_id === undefined || (req.body.type_id ?? null) === current.task.typeId);
      const data = same ? presentTask(task, access, related, { list }) : await presentOne(db, access, task, list);
      // What other modules did with the change (the Gantt's `gantt_moved`) joins the answer.
      return { ...written(DONE.taskUpdated, data, activity ? presentActivity(activity) : undefined), ...followUps };
    },
  );

  r.post(
    `${base}/:task_id/delete`,
    { config: member("remove", "task"), schema: { params: taskParams, response: { 200: taskDeletedAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const current = accessedItem(req, "task");
      const { activity, removed } = await deleteTask(db, me, access, current);
      await removeStored(app.deps.storage, removed);
      return written(DONE.taskDeleted, { id: current.task.id }, presentActivity(activity));
    },
  );

  r.post(
    `${base}/:task_id/change-status`,
    {
      config: member("complete", "task"),
      schema: { params: taskParams, body: changeTaskStatusBody, response: { 200: taskWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      // Loaded once, before the change: its assignees decide who may complete, and a status change
      // alters none of it but the completer, who is the caller.
      const { related, ...current } = accessedItem(req, "task");
      const { task, activity } = await changeTaskStatus(db, me, access, current, req.body.status, related);
      if (task.completedBy === me.id) {
        related.people.set(me.id, presentUser({ id: me.id, email: me.email, displayName: me.displayName }));
      }
      const data = presentTask(task, access, related, { list: current.list, statusLocked: current.statusLocked });
      const message = req.body.status === 1 ? DONE.taskCompleted : DONE.taskReopened;
      return written(message, data, activity ? presentActivity(activity) : undefined);
    },
  );

  const tasksQuery = {
    config: signedIn(),
    preValidation: tasksReportMode.preValidation,
    schema: { querystring: tasksOrReportQuery, response: { 200: tasksPageAnswer } },
  };
  r.get("/pm/v2/tasks", tasksQuery, async (req) => {
    const me = requireUser(req);
    const q = req.query;
    // `?report=` (the reports module, global managers: gated before validation) answers a report page.
    // The reports module's page (reports/task-report-page.ts); the test apps hold it against the schema.
    if ("report" in q) return (await tasksReportMode.answer(req, q)) as TasksPage;
    if (q.custom_field) await requireModuleOn(app.featureModules, MODULE.customFields);
    const p = paging(q.page, q.per_page);
    const { rows, total, accesses } = await queryTasks(db, me, q, p);
    const related = await loadTaskRelated(
      db,
      rows.map((row) => row.task),
    );
    const data = rows.flatMap((row) => {
      const access = accesses.get(row.task.projectId);
      return access ? [presentTask(row.task, access, related, { list: row.list, project: row.project })] : [];
    });
    return collection(data, total, p);
  });
}
