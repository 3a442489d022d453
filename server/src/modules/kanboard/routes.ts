import {
  assignPreviewQuery,
  boardOrderBody,
  columnParams,
  columnQuery,
  createColumnBody,
  KANBOARD_CARDS_PER_PAGE,
  KANBOARD_DONE,
  KANBOARD_MESSAGES,
  kanboardAnswer,
  kanboardAssignPreviewAnswer,
  kanboardColumnDeletedAnswer,
  kanboardColumnItemAnswer,
  kanboardColumnsSortedAnswer,
  kanboardColumnWrittenAnswer,
  updateColumnBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { item, type Paging, paging, written } from "../../core/http/envelope";
import { invalid } from "../../core/http/errors";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import { member } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { emptyRelated } from "../tasks/related";
import { membersAmong } from "./automation";
import { createColumn, deleteColumn, orderColumns, updateColumn } from "./columns";
import { cardsGainingPeople } from "./landing";
import { columnLoader } from "./load";
import { presentColumn } from "./present";
import { firstPage, readColumns } from "./read";

const projectParams = z.object({ id: zId });

/** Columns with their pages of cards, presented: one read brings the cards' people and counts too. */
export async function presentedColumns(
  db: Db,
  access: ProjectAccess,
  options: { columnId?: number; paging: Paging; search?: string },
) {
  const { pages, related } = await readColumns(db, access, options);
  return pages.map((p) => presentColumn(p, access, related, options.paging));
}

/** The board and its columns (issue 15): reads for members, column changes for managers. */
export async function kanboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/projects/:id/kanboard";
  declareItemLoader(app, "column", columnLoader);

  // Every column with its first page of cards, in a fixed number of statements (read.ts). The board's
  // default columns exist from the project's making (defaults.ts): this GET never writes.
  r.get(
    base,
    { config: member("see"), schema: { params: projectParams, response: { 200: kanboardAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      return { data: await presentedColumns(db, access, { paging: firstPage() }) };
    },
  );

  r.get(
    `${base}/:board_id`,
    {
      config: member("see", "column"),
      schema: { params: columnParams, querystring: columnQuery, response: { 200: kanboardColumnItemAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const p = paging(req.query.page, req.query.per_page ?? KANBOARD_CARDS_PER_PAGE);
      const [column] = await presentedColumns(db, access, {
        columnId: accessedItem(req, "column").id,
        paging: p,
        search: req.query.search || undefined,
      });
      return item(column);
    },
  );

  r.post(
    base,
    {
      config: member("manage"),
      schema: { params: projectParams, body: createColumnBody, response: { 201: kanboardColumnWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const column = await createColumn(db, me, access, req.body);
      const data = presentColumn({ column, total: 0, cards: [] }, access, emptyRelated(), firstPage());
      return reply.status(201).send(written(KANBOARD_DONE.columnCreated, data));
    },
  );

  r.post(
    `${base}/:board_id/update`,
    {
      config: member("manage", "column"),
      schema: { params: columnParams, body: updateColumnBody, response: { 200: kanboardColumnWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const column = await updateColumn(db, me, access, accessedItem(req, "column").id, req.body);
      const [data] = await presentedColumns(db, access, { columnId: column.id, paging: firstPage() });
      return written(KANBOARD_DONE.columnUpdated, data);
    },
  );

  // What saving a `users` rule would do to the cards already in the column, asked before the save (issue 46
  // point 4): the count is of the cards applyColumnRule would give someone new. Its people must be members, as
  // the save requires.
  r.get(
    `${base}/:board_id/assign-preview`,
    {
      config: member("manage", "column"),
      schema: { params: columnParams, querystring: assignPreviewQuery, response: { 200: kanboardAssignPreviewAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const users = req.query.users;
      if ((await membersAmong(db, access.project.id, users)).length !== users.length) {
        throw invalid({ users: [KANBOARD_MESSAGES.automationUsersNotMembers] });
      }
      return item({ cards: await cardsGainingPeople(db, accessedItem(req, "column").id, users) });
    },
  );

  r.post(
    `${base}/:board_id/delete`,
    {
      config: member("manage", "column"),
      schema: { params: columnParams, response: { 200: kanboardColumnDeletedAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      return written(KANBOARD_DONE.columnDeleted, await deleteColumn(db, access, accessedItem(req, "column").id));
    },
  );

  r.post(
    `${base}/board-order`,
    {
      config: member("manage"),
      schema: { params: projectParams, body: boardOrderBody, response: { 200: kanboardColumnsSortedAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      await orderColumns(db, access, req.body);
      return written(KANBOARD_DONE.columnsSorted, req.body.board_orders);
    },
  );
}
