import {
  COMMENTS_PAGE_SIZE,
  type CommentableType,
  commentDeletedAnswer,
  commentItemAnswer,
  commentsAnswer,
  commentWrittenAnswer,
  createCommentBody,
  DONE,
  listCommentsQuery,
  updateCommentBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { readBody, removeStored, withUploads } from "../../core/http/multipart";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import { member } from "../../core/policy/route-access";
import { loadVisibleTarget, requireTargetModuleOn } from "../attachments/target";
import { commentLoader } from "./load";
import { presentComment, presentThread } from "./present";
import { countComments, filesOfComment, listComments, newestComments } from "./queries";
import { createComment, deleteComment, updateComment } from "./service";

const projectParams = z.object({ id: zId });
const commentParams = z.object({ id: zId, comment_id: zId });

export async function commentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { storage, config } = app.deps;
  const bodyOptions = { storage, maxBytes: config.uploadMaxBytes };
  const base = "/pm/v2/projects/:id/comments";
  declareItemLoader(app, "comment", commentLoader);
  // Where the query or the body names the item a thread is on (the address does not), it is loaded here.
  const threadOn = async (access: ProjectAccess, type: CommentableType, id: number) => {
    const target = await loadVisibleTarget(db, access, type, id);
    await requireTargetModuleOn(app.featureModules, target);
    return target;
  };

  r.get(
    base,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: listCommentsQuery, response: { 200: commentsAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const { commentable_type: type, commentable_id: id, newest, before } = req.query;
      await threadOn(access, type, id);
      if (newest || before) {
        const { perPage } = paging(undefined, req.query.per_page, COMMENTS_PAGE_SIZE);
        const [pages, total] = await Promise.all([
          newestComments(db, access.project.id, type, [id], { perPage, before }),
          countComments(db, access.project.id, type, id),
        ]);
        const page = pages.get(id) ?? { rows: [], hasOlder: false, before: null };
        return presentThread(page, total, perPage, access);
      }
      const p = paging(req.query.page, req.query.per_page);
      const { rows, total, files } = await listComments(db, access.project.id, type, id, p);
      return collection(
        rows.map((row) => presentComment(row, access, files.get(row.comment.id) ?? [])),
        total,
        p,
      );
    },
  );

  r.post(
    base,
    { config: member("see"), schema: { params: projectParams, response: { 201: commentWrittenAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const { fields, uploads } = await readBody(req, createCommentBody, bodyOptions);
      const { comment, files, activity } = await withUploads(storage, uploads, async () => {
        const target = await threadOn(access, fields.commentable_type, fields.commentable_id);
        return createComment(db, access, target, fields, uploads);
      });
      const data = presentComment({ comment, creator: me }, access, files);
      return reply.status(201).send(written(DONE.commentCreated, data, presentActivity(activity)));
    },
  );

  r.get(
    `${base}/:comment_id`,
    { config: member("see", "comment"), schema: { params: commentParams, response: { 200: commentItemAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const row = accessedItem(req, "comment");
      return item(presentComment(row, access, await filesOfComment(db, row.comment.id)));
    },
  );

  // The spec's client updates with POST to the comment itself; /update is the API.md shape.
  const update = async (req: FastifyRequest<{ Params: z.infer<typeof commentParams> }>) => {
    const access = projectAccessOf(req);
    // Loaded and judged by the route's rule before any byte is stored.
    const { comment: old, creator, target } = accessedItem(req, "comment");
    const { fields, uploads } = await readBody(req, updateCommentBody, bodyOptions);
    const { comment, activity } = await withUploads(storage, uploads, () =>
      updateComment(db, access, target, old, fields, uploads),
    );
    const data = presentComment({ comment, creator }, access, await filesOfComment(db, comment.id));
    return written(DONE.commentUpdated, data, presentActivity(activity));
  };
  const updated = {
    config: member("edit", "comment"),
    schema: { params: commentParams, response: { 200: commentWrittenAnswer } },
  };
  r.post(`${base}/:comment_id`, updated, update);
  r.post(`${base}/:comment_id/update`, updated, update);

  r.post(
    `${base}/:comment_id/delete`,
    { config: member("remove", "comment"), schema: { params: commentParams, response: { 200: commentDeletedAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const { comment, target } = accessedItem(req, "comment");
      const { activity, removed } = await deleteComment(db, access, target, comment);
      await removeStored(storage, removed);
      return written(DONE.commentDeleted, { id: comment.id }, presentActivity(activity));
    },
  );
}
