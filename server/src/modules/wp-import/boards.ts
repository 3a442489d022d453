import { eq } from "drizzle-orm";
import { discussionBoards, milestones, taskLists } from "../../db/schema";
import { INBOX_ORDER } from "../projects/service";
import { authorOf, type BoardKind, type ImportContext, type ProjectScope, userOf } from "./context";
import { dayOf, flag, int, richText, sourceId, titleOf } from "./decode";
import { hashOf, lookup, remember } from "./mapping";
import { resyncBoardPrivacy } from "./privacy-sync";
import type { SourceRow } from "./source";
import { CLAIMED, type Written, writeRows } from "./write";

/**
 * Task lists, milestones and discussions: one source table (pm_boards, by `type`), so their ids interleave and
 * the mapping keeps them under one source table, "boards". A project has tens of boards, not thousands: they
 * are read whole, with their privacy and date meta and their milestone links.
 */
type BoardFacts = {
  row: SourceRow;
  isPrivate: boolean;
  achieveDate: string | null;
  milestone: string | null;
};

async function readBoards(ctx: ImportContext, scope: ProjectScope) {
  const { src } = ctx;
  const rows = await src.query(
    `select id, title, description, \`order\`, type, status, is_private, created_by, updated_by, created_at, updated_at
       from ${src.table("pm_boards")} where project_id = ? and type in ('task_list', 'milestone', 'discussion_board') order by id`,
    [scope.sourceId],
  );
  const meta = await src.query(
    `select entity_id, entity_type, meta_key, meta_value from ${src.table("pm_meta")}
      where project_id = ? and meta_key in ('privacy', 'achieve_date', 'list-inbox')`,
    [scope.sourceId],
  );
  const milestoneIds = rows.filter((r) => r.type === "milestone").map((r) => r.id);
  const links =
    milestoneIds.length === 0
      ? []
      : await src.whereIn(
          "pm_boardables",
          "board_id, boardable_id, boardable_type",
          "board_id",
          milestoneIds,
          "board_type = 'milestone' and boardable_type in ('task_list', 'discussion_board')",
        );
  const metaOf = (type: string, id: unknown, key: string) =>
    meta.find((m) => m.entity_type === type && String(m.entity_id) === String(id) && m.meta_key === key)?.meta_value;
  const facts = rows.map(
    (row): BoardFacts => ({
      row,
      isPrivate: flag(row.is_private) || flag(metaOf(String(row.type), row.id, "privacy")),
      achieveDate: dayOf(metaOf("milestone", row.id, "achieve_date")),
      milestone: sourceId(
        links.find((l) => String(l.boardable_id) === String(row.id) && l.boardable_type === row.type)?.board_id,
      ),
    }),
  );
  // The project's Inbox: meta list-inbox (written for the project, whatever its entity columns say).
  const pointer = sourceId(meta.find((m) => m.meta_key === "list-inbox")?.meta_value);
  const lists = facts.filter((f) => f.row.type === "task_list");
  const inbox =
    lists.find((f) => String(f.row.id) === pointer) ??
    lists.find((f) => int(f.row.order) === INBOX_ORDER && String(f.row.title).toLowerCase() === "inbox");
  return { facts, inboxId: inbox ? String(inbox.row.id) : null };
}

const audit = (ctx: ImportContext, row: SourceRow) => ({
  createdBy: authorOf(ctx, row.created_by),
  updatedBy: userOf(ctx, row.updated_by),
  createdAt: ctx.clock.local(row.created_at) ?? new Date(),
  updatedAt: ctx.clock.local(row.updated_at) ?? ctx.clock.local(row.created_at) ?? new Date(),
});

async function note(ctx: ImportContext, scope: ProjectScope, kind: BoardKind, written: Written, facts: BoardFacts[]) {
  for (const f of facts) {
    const id = String(f.row.id);
    const cairnId = written.ids.get(id);
    if (cairnId === undefined) continue;
    const board = { kind, cairnId, isPrivate: f.isPrivate, title: titleOf(f.row.title, "") };
    scope.boards.set(id, board);
    if (written.updated.has(id)) await resyncBoardPrivacy(ctx.tx, board);
  }
}

export async function importBoards(ctx: ImportContext, scope: ProjectScope): Promise<void> {
  const { facts, inboxId } = await readBoards(ctx, scope);
  const of = (type: string) => facts.filter((f) => f.row.type === type);

  const stones = of("milestone");
  ctx.progress.advance("milestones", 0);
  const writtenStones = await writeRows(ctx, {
    kind: "milestones",
    sourceTable: "boards",
    cairnTable: "milestones",
    items: stones.map((f) => {
      // The plugin's 0 overdue and 1 incomplete are both open in Cairn, where lateness comes from the date.
      const done = int(f.row.status) === 2;
      const values = {
        projectId: scope.projectId,
        title: titleOf(f.row.title, `Milestone ${f.row.id}`),
        description: richText(f.row.description),
        achieveDate: f.achieveDate,
        status: done ? 1 : 0,
        order: int(f.row.order),
        isPrivate: f.isPrivate,
        completedAt: done ? ctx.clock.local(f.row.updated_at) : null,
        ...audit(ctx, f.row),
      };
      return { sourceId: String(f.row.id), hash: hashOf(f), values };
    }),
    insert: (rows) =>
      ctx.tx
        .insert(milestones)
        .values(rows)
        .then(() => undefined),
    update: (id, v) =>
      ctx.tx
        .update(milestones)
        .set(v)
        .where(eq(milestones.id, id))
        .then(() => undefined),
  });
  await note(ctx, scope, "milestone", writtenStones, stones);
  ctx.progress.advance("milestones", stones.length);

  const milestoneOf = (f: BoardFacts) => (f.milestone ? (writtenStones.ids.get(f.milestone) ?? null) : null);
  const lists = of("task_list");
  const listValues = (f: BoardFacts) => {
    const status = int(f.row.status, 1);
    if (status === 2) {
      ctx.report.notice("task_lists", "pm_boards", f.row.id, "altered", "list marked complete: Cairn keeps it current");
    }
    const isInbox = String(f.row.id) === inboxId;
    return {
      projectId: scope.projectId,
      title: titleOf(f.row.title, isInbox ? "Inbox" : `List ${f.row.id}`),
      description: richText(f.row.description),
      status: status === 0 ? 0 : 1,
      isPrivate: f.isPrivate,
      isInbox,
      order: isInbox ? INBOX_ORDER : int(f.row.order),
      milestoneId: milestoneOf(f),
      ...audit(ctx, f.row),
    };
  };
  // The plugin made an Inbox with the project, as Cairn did: the first import maps one onto the other.
  if (inboxId) {
    const [mapped] = (await lookup(ctx.tx, "boards", [inboxId])).values();
    if (!mapped)
      await remember(ctx.tx, [
        {
          sourceTable: "boards",
          sourceId: inboxId,
          cairnTable: "task_lists",
          cairnId: scope.inboxListId,
          hash: CLAIMED,
        },
      ]);
  }
  const writtenLists = await writeRows(ctx, {
    kind: "task_lists",
    sourceTable: "boards",
    cairnTable: "task_lists",
    items: lists.map((f) => ({ sourceId: String(f.row.id), hash: hashOf(f), values: listValues(f) })),
    insert: (rows) =>
      ctx.tx
        .insert(taskLists)
        .values(rows)
        .then(() => undefined),
    update: (id, v) =>
      ctx.tx
        .update(taskLists)
        .set(v)
        .where(eq(taskLists.id, id))
        .then(() => undefined),
  });
  await note(ctx, scope, "task_list", writtenLists, lists);
  ctx.progress.advance("task_lists", lists.length);

  const talks = of("discussion_board");
  const writtenTalks = await writeRows(ctx, {
    kind: "discussions",
    sourceTable: "boards",
    cairnTable: "discussion_boards",
    items: talks.map((f) => {
      const values = {
        projectId: scope.projectId,
        title: titleOf(f.row.title, `Discussion ${f.row.id}`),
        description: richText(f.row.description),
        milestoneId: milestoneOf(f),
        isPrivate: f.isPrivate,
        order: int(f.row.order),
        ...audit(ctx, f.row),
      };
      return { sourceId: String(f.row.id), hash: hashOf(f), values };
    }),
    insert: (rows) =>
      ctx.tx
        .insert(discussionBoards)
        .values(rows)
        .then(() => undefined),
    update: (id, v) =>
      ctx.tx
        .update(discussionBoards)
        .set(v)
        .where(eq(discussionBoards.id, id))
        .then(() => undefined),
  });
  await note(ctx, scope, "discussion_board", writtenTalks, talks);
  ctx.progress.advance("discussions", talks.length);
}
