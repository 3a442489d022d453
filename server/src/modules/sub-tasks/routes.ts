import {
  createSubTaskBody,
  DONE,
  listSubTasksQuery,
  sortSubTasksBody,
  subTaskDeletedAnswer,
  subTaskParams,
  subTasksPageAnswer,
  subTasksSortedAnswer,
  subTaskWrittenAnswer,
  updateSubTaskBody,
  zId,
} from "@cairn/shared";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { collection, paging, written } from "../../core/http/envelope";
import { removeStored } from "../../core/http/multipart";
import { declareUnplacedItemLoader } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { taskLists, tasks } from "../../db/schema";
import { createTask } from "../tasks/create-task";
import { deleteTask } from "../tasks/delete-task";
import { visibleTaskSql } from "../tasks/load";
import { presentTask } from "../tasks/present";
import { loadTaskRelated, relatedOfNewTask } from "../tasks/related";
import {
  assertListOpen,
  assertTaskProject,
  loadParent,
  parentOf,
  parentTaskLoader,
  subTaskLoader,
  subTaskOf,
} from "./load";
import { convertSubTask, sortSubTasks, updateSubTask } from "./service";

const taskParams = z.object({ task_id: zId });
/** Sub-tasks of one task, up to the spec's 1000 a page. */
const MAX_SUB_TASKS = 1000;

export async function subTaskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/tasks/:task_id/sub-tasks";
  // The addresses name a task (and a sub-task), no project: the loaders read it from the task.
  declareUnplacedItemLoader(app, "task", parentTaskLoader);
  declareUnplacedItemLoader(app, "sub_task", subTaskLoader);

  r.get(
    base,
    {
      config: member("see", "task"),
      schema: { params: taskParams, querystring: listSubTasksQuery, response: { 200: subTasksPageAnswer } },
    },
    async (req) => {
      const parent = parentOf(req);
      assertTaskProject(parent, req.query.project_id);
      const p = paging(req.query.page, Math.min(req.query.per_page ?? MAX_SUB_TASKS, MAX_SUB_TASKS), MAX_SUB_TASKS);
      const visible = and(eq(tasks.parentId, parent.task.id), visibleTaskSql(parent.access));
      const rows = await db
        .select({ task: tasks })
        .from(tasks)
        .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
        .where(visible)
        .orderBy(asc(tasks.order), asc(tasks.id))
        .limit(p.perPage)
        .offset(p.offset);
      const related = await loadTaskRelated(
        db,
        rows.map((x) => x.task),
      );
      const total = (await db.$count(tasks, eq(tasks.parentId, parent.task.id))) as number;
      return collection(
        rows.map((x) => presentTask(x.task, parent.access, related, { list: parent.list })),
        total,
        p,
      );
    },
  );

  r.post(
    base,
    {
      config: member("add-sub-task", "task"),
      schema: { params: taskParams, body: createSubTaskBody, response: { 201: subTaskWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const parent = parentOf(req);
      assertTaskProject(parent, req.body.project_id);
      assertListOpen(parent.list);
      const { project_id: _project, ...body } = req.body;
      const { task, list, activity, assigneeIds } = await createTask(db, me, parent.access, body, parent.task);
      const data = presentTask(task, parent.access, await relatedOfNewTask(db, task, me, assigneeIds), { list });
      return reply.status(201).send(written(DONE.subTaskCreated, data, presentActivity(activity)));
    },
  );

  r.post(
    `${base}/:sub_task_id/update`,
    {
      config: member("edit", "sub_task"),
      schema: { params: subTaskParams, body: updateSubTaskBody, response: { 200: subTaskWrittenAnswer } },
    },
    async (req) => {
      const { parent, current } = subTaskOf(req);
      assertTaskProject(parent, req.body.project_id);
      const { task, list, activity } = await updateSubTask(db, requireUser(req), parent, current, req.body);
      const related = await loadTaskRelated(db, [task]);
      const data = presentTask(task, parent.access, related, { list });
      return written(DONE.subTaskUpdated, data, activity ? presentActivity(activity) : undefined);
    },
  );

  r.post(
    `${base}/:sub_task_id/delete`,
    {
      config: member("remove", "sub_task"),
      schema: { params: subTaskParams, response: { 200: subTaskDeletedAnswer } },
    },
    async (req) => {
      const { parent, current } = subTaskOf(req);
      assertListOpen(parent.list);
      const { activity, removed } = await deleteTask(db, requireUser(req), parent.access, current);
      await removeStored(app.deps.storage, removed);
      return written(DONE.subTaskDeleted, { id: current.task.id }, presentActivity(activity));
    },
  );

  r.post(
    `${base}/:sub_task_id/convert`,
    { config: member("edit", "sub_task"), schema: { params: subTaskParams, response: { 200: subTaskWrittenAnswer } } },
    async (req) => {
      const { parent, current } = subTaskOf(req);
      const { task, activity } = await convertSubTask(db, requireUser(req), parent, current.task);
      const related = await loadTaskRelated(db, [task]);
      return written(
        DONE.subTaskConverted,
        presentTask(task, parent.access, related, { list: parent.list }),
        presentActivity(activity),
      );
    },
  );

  r.post(
    "/pm-pro/v2/sub-tasks/sorting",
    { config: member("edit", "sub_task"), schema: { body: sortSubTasksBody, response: { 200: subTasksSortedAnswer } } },
    async (req) => {
      const me = requireUser(req);
      // The task and the sub-tasks are in the body: this call judges them itself (sortSubTasks).
      const parent = await loadParent(db, me, req.body.task_id);
      assertTaskProject(parent, req.body.project_id);
      await sortSubTasks(db, me, parent, req.body);
      return written(DONE.subTasksSorted, req.body.orders);
    },
  );
}
