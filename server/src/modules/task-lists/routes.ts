import {
  createTaskListBody,
  DONE,
  listTaskListsQuery,
  type ShowTaskListQuery,
  showTaskListQuery,
  sortTaskListsBody,
  TASK_LIST_STATUS,
  taskListDeletedAnswer,
  taskListItemAnswer,
  taskListParams,
  taskListsPageAnswer,
  taskListsSortedAnswer,
  taskListWrittenAnswer,
  updateTaskListBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { collection, includes, item, paging, written } from "../../core/http/envelope";
import { removeStored } from "../../core/http/multipart";
import { sendCached } from "../../core/http/read-cache";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import { creates, member } from "../../core/policy/route-access";
import type { Executor } from "../../db/client";
import { listLoader, type TaskListRow } from "../tasks/list-load";
import { createTaskList } from "./create-task-list";
import { deleteTaskList } from "./delete-task-list";
import { readTaskLists } from "./lists-statement";
import { presentTaskList } from "./present";
import { sortTaskLists } from "./sort-task-lists";
import { updateTaskList } from "./update-task-list";

const projectParams = z.object({ id: zId });

/** `?with=incomplete_tasks,complete_tasks`: each kind paged per list (20 by default, -1 for all). */
function embedPaging(q: Partial<ShowTaskListQuery>) {
  const want = includes(q.with);
  return {
    incomplete: want.has("incomplete_tasks") ? paging(q.incomplete_page, q.tasks_per_page) : null,
    complete: want.has("complete_tasks") ? paging(q.complete_page, q.tasks_per_page) : null,
  };
}

/** Lists as they leave the server, with counts (always) and embedded tasks (on request): one statement. */
export async function presentLists(
  db: Executor,
  access: ProjectAccess,
  rows: TaskListRow[],
  q: Partial<ShowTaskListQuery>,
) {
  const { embeds } = await readTaskLists(db, access, { ids: rows.map((l) => l.id) }, embedPaging(q));
  return rows.map((l) => presentTaskList(l, access, embeds));
}

export async function taskListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm/v2/projects/:id/task-lists";
  declareItemLoader(app, "list", listLoader);

  r.get(
    base,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: listTaskListsQuery, response: { 200: taskListsPageAnswer } },
    },
    async (req, reply) => {
      const access = projectAccessOf(req);
      return sendCached(req, reply, access.cacheVersion, async () => {
        // The original's default page of lists holds 15.
        const p = paging(req.query.page, req.query.per_page, 15);
        const statuses = req.query.status ?? [TASK_LIST_STATUS.current];
        const source = { page: p, statuses, title: req.query.title };
        const { lists, total, embeds } = await readTaskLists(db, access, source, embedPaging(req.query));
        return collection(
          lists.map((l) => presentTaskList(l, access, embeds)),
          total ?? 0,
          p,
        );
      });
    },
  );

  r.post(
    base,
    {
      config: creates("list"),
      schema: { params: projectParams, body: createTaskListBody, response: { 201: taskListWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const { list, activity } = await createTaskList(db, me, access, req.body);
      const [data] = await presentLists(db, access, [list], {});
      return reply.status(201).send(written(DONE.listCreated, data, presentActivity(activity)));
    },
  );

  r.post(
    `${base}/sorting`,
    {
      config: member("manage"),
      schema: { params: projectParams, body: sortTaskListsBody, response: { 200: taskListsSortedAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const activity = await sortTaskLists(db, me, access, req.body);
      return written(DONE.listsSorted, req.body.orders, activity ? presentActivity(activity) : undefined);
    },
  );

  r.get(
    `${base}/:list_id`,
    {
      config: member("see", "list"),
      schema: { params: taskListParams, querystring: showTaskListQuery, response: { 200: taskListItemAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const list = accessedItem(req, "list");
      const [data] = await presentLists(db, access, [list], req.query);
      return item(data);
    },
  );

  r.post(
    `${base}/:list_id/update`,
    {
      config: member("edit", "list"),
      schema: { params: taskListParams, body: updateTaskListBody, response: { 200: taskListWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const old = accessedItem(req, "list");
      const { list, activity } = await updateTaskList(db, me, access, old, req.body);
      const [data] = await presentLists(db, access, [list], {});
      return written(DONE.listUpdated, data, activity ? presentActivity(activity) : undefined);
    },
  );

  r.post(
    `${base}/:list_id/delete`,
    { config: member("remove", "list"), schema: { params: taskListParams, response: { 200: taskListDeletedAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const list = accessedItem(req, "list");
      const { activity, removed } = await deleteTaskList(db, me, access, list);
      await removeStored(app.deps.storage, removed);
      return written(DONE.listDeleted, { id: list.id }, presentActivity(activity));
    },
  );
}
