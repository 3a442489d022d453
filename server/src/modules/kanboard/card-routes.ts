import {
  cardParams,
  KANBOARD_DONE,
  kanboardCardRemovedAnswer,
  kanboardCardsArrangedAnswer,
  kanboardCardWrittenAnswer,
  taskOrderBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { loadVisibleTask } from "../tasks/load";
import { loadTaskRelated } from "../tasks/related";
import { arrangeCards, putCard, removeCard } from "./cards";
import { presentCard } from "./present";

const projectParams = z.object({ id: zId });

/**
 * Cards: putting a task in a column, taking it off, and task-order (moves and reorders). Anyone who sees the
 * project and the task may; a column that changes the task's status asks for the right to complete it.
 */
export async function kanboardCardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/projects/:id/kanboard";

  r.post(
    `${base}/task-order`,
    {
      config: member("see", "task"),
      schema: { params: projectParams, body: taskOrderBody, response: { 200: kanboardCardsArrangedAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const landed = await arrangeCards(db, me, access, req.body);
      const { section_id, sender_section_id, orders, is_move } = req.body;
      const data = {
        // The body's check requires it (taskOrderBody); its type cannot say so.
        section_id: section_id as number,
        sender_section_id: sender_section_id ?? null,
        orders,
        status_changed: landed.statusChanged,
      };
      const message = is_move ? KANBOARD_DONE.cardsMoved : KANBOARD_DONE.cardsSorted;
      return written(message, data, landed.activity ? presentActivity(landed.activity) : undefined);
    },
  );

  r.post(
    `${base}/:board_id/task/:task_id`,
    { config: member("see", "task"), schema: { params: cardParams, response: { 200: kanboardCardWrittenAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const { column, task, landed } = await putCard(db, me, access, req.params.board_id, req.params.task_id);
      // Read again only when the column's rule changed the task (its status, its people).
      const changed = landed.statusChanged.length > 0 || column.automation.type === "users";
      const current = changed ? (await loadVisibleTask(db, access, task.id)).task : task;
      const data = presentCard(current, column.id, access, await loadTaskRelated(db, [current], { people: false }));
      return written(KANBOARD_DONE.cardAdded, data, landed.activity ? presentActivity(landed.activity) : undefined);
    },
  );

  r.post(
    `${base}/:board_id/tasks/:task_id/delete`,
    { config: member("see", "task"), schema: { params: cardParams, response: { 200: kanboardCardRemovedAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      await removeCard(db, access, req.params.board_id, req.params.task_id);
      return written(KANBOARD_DONE.cardRemoved, { id: req.params.task_id, kan_board_id: req.params.board_id });
    },
  );
}
