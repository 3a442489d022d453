import {
  createDiscussionBody,
  DONE,
  discussionDeletedAnswer,
  discussionItemAnswer,
  discussionsPageAnswer,
  discussionWrittenAnswer,
  listDiscussionsQuery,
  updateDiscussionBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { collection, item, paging, written } from "../../core/http/envelope";
import { readBody, removeStored, withUploads } from "../../core/http/multipart";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import { creates, member } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { type DiscussionRow, discussionLoader } from "./load";
import { presentDiscussion } from "./present";
import { extrasOf, listDiscussions, withCreator } from "./queries";
import { createDiscussion, deleteDiscussion, updateDiscussion } from "./service";

const projectParams = z.object({ id: zId });
const discussionParams = z.object({ id: zId, discussion_id: zId });

/** A discussion as every read and write answers it: creator, attachments, counts. */
async function presentOne(db: Db, access: ProjectAccess, discussion: DiscussionRow) {
  const row = await withCreator(db, discussion);
  const extras = await extrasOf(db, [row]);
  return presentDiscussion(discussion, access, extras(discussion.id));
}

export async function discussionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { storage, config } = app.deps;
  const bodyOptions = { storage, maxBytes: config.uploadMaxBytes };
  const base = "/pm/v2/projects/:id/discussion-boards";
  declareItemLoader(app, "message", discussionLoader);

  r.get(
    base,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: listDiscussionsQuery, response: { 200: discussionsPageAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const p = paging(req.query.page, req.query.per_page);
      const { rows, total } = await listDiscussions(db, access, p);
      const extras = await extrasOf(db, rows);
      return collection(
        rows.map(({ discussion }) => presentDiscussion(discussion, access, extras(discussion.id))),
        total,
        p,
      );
    },
  );

  r.post(
    base,
    { config: creates("message"), schema: { params: projectParams, response: { 201: discussionWrittenAnswer } } },
    async (req, reply) => {
      const access = projectAccessOf(req);
      // Refuse before any byte is stored.
      const { fields, uploads } = await readBody(req, createDiscussionBody, bodyOptions);
      const { discussion, activity } = await withUploads(storage, uploads, () =>
        createDiscussion(db, access, fields, uploads),
      );
      const data = await presentOne(db, access, discussion);
      return reply.status(201).send(written(DONE.discussionCreated, data, presentActivity(activity)));
    },
  );

  r.get(
    `${base}/:discussion_id`,
    { config: member("see", "message"), schema: { params: discussionParams, response: { 200: discussionItemAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const discussion = accessedItem(req, "message");
      return item(await presentOne(db, access, discussion));
    },
  );

  // The original updates with POST to the item itself; /update is the API.md shape.
  const update = async (req: FastifyRequest<{ Params: z.infer<typeof discussionParams> }>) => {
    const access = projectAccessOf(req);
    const old = accessedItem(req, "message");
    const { fields, uploads } = await readBody(req, updateDiscussionBody, bodyOptions);
    const { discussion, activity } = await withUploads(storage, uploads, () =>
      updateDiscussion(db, access, old, fields, uploads),
    );
    const data = await presentOne(db, access, discussion);
    return written(DONE.discussionUpdated, data, activity ? presentActivity(activity) : undefined);
  };
  const updated = {
    config: member("edit", "message"),
    schema: { params: discussionParams, response: { 200: discussionWrittenAnswer } },
  };
  r.post(`${base}/:discussion_id`, updated, update);
  r.post(`${base}/:discussion_id/update`, updated, update);

  r.post(
    `${base}/:discussion_id/delete`,
    {
      config: member("remove", "message"),
      schema: { params: discussionParams, response: { 200: discussionDeletedAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const discussion = accessedItem(req, "message");
      const { activity, removed } = await deleteDiscussion(db, access, discussion);
      await removeStored(storage, removed);
      return written(DONE.discussionDeleted, { id: discussion.id }, presentActivity(activity));
    },
  );
}
