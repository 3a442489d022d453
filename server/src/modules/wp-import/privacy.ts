import type { PrivateKind } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { privateKindsOf } from "../../core/policy/policy";
import type { ImportContext } from "./context";

/**
 * The privacy of imported Cairn items, read back as Cairn's own services compute it (a task with its list,
 * a comment with what it is on), for the rows that copy it: attachments' is_private and activities'
 * private_kinds. One query per kind per page.
 */
export type ItemFacts = { kinds: PrivateKind[]; createdBy: number | null; title: string };
export type ItemRef = { type: string; id: number };

export const refKey = (r: ItemRef) => `${r.type}:${r.id}`;

const QUERIES: Record<string, (ids: string) => ReturnType<typeof sql>> = {
  task: (ids) => sql`select t.id, t.title, t.created_by, t.is_private as own, l.is_private as list
    from tasks t join task_lists l on l.id = t.task_list_id where t.id = any(${ids}::int[])`,
  task_list: (ids) =>
    sql`select id, title, created_by, is_private as own from task_lists where id = any(${ids}::int[])`,
  milestone: (ids) =>
    sql`select id, title, created_by, is_private as own from milestones where id = any(${ids}::int[])`,
  discussion_board: (ids) =>
    sql`select id, title, created_by, is_private as own from discussion_boards where id = any(${ids}::int[])`,
  file: (ids) => sql`select id, name as title, created_by, is_private as own from files where id = any(${ids}::int[])`,
};

type Row = { id: number; title: string; created_by: number; own: boolean; list?: boolean };

function kindsFor(type: string, row: Row): PrivateKind[] {
  if (type === "task")
    return privateKindsOf({ kind: "task", isPrivate: row.own }, { kind: "list", isPrivate: !!row.list });
  if (type === "task_list") return privateKindsOf({ kind: "list", isPrivate: row.own });
  if (type === "milestone") return privateKindsOf({ kind: "milestone", isPrivate: row.own });
  if (type === "discussion_board") return privateKindsOf({ kind: "message", isPrivate: row.own });
  if (type === "file") return privateKindsOf({ kind: "file", isPrivate: row.own });
  return [];
}

const idArray = (ids: number[]) => `{${[...new Set(ids)].join(",")}}`;

async function rowsOf(ctx: ImportContext, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Facts of items (and of comments: the item each is on, through a reply's parent as well). */
export async function itemFacts(ctx: ImportContext, refs: readonly ItemRef[]): Promise<Map<string, ItemFacts>> {
  const out = new Map<string, ItemFacts>();
  const commentIds = refs.filter((r) => r.type === "comment").map((r) => r.id);
  // A comment (or a reply's parent comment) stands for the item it is on.
  const onItem = new Map<number, ItemRef>();
  let ask = commentIds;
  for (let depth = 0; depth < 3 && ask.length > 0; depth++) {
    const rows = (
      (await ctx.tx.execute(
        sql`select id, commentable_type as type, commentable_id as on_id from comments where id = any(${idArray(ask)}::int[])`,
      )) as unknown as { rows: { id: number; type: string; on_id: number }[] }
    ).rows;
    ask = [];
    for (const r of rows) {
      onItem.set(Number(r.id), { type: r.type, id: Number(r.on_id) });
      if (r.type === "comment") ask.push(Number(r.on_id));
    }
  }
  const resolve = (ref: ItemRef): ItemRef => {
    let at = ref;
    for (let i = 0; i < 4 && at.type === "comment"; i++) at = onItem.get(at.id) ?? { type: "missing", id: 0 };
    return at;
  };
  const items = [...refs, ...commentIds.map((id) => resolve({ type: "comment", id }))].filter(
    (r) => r.type !== "comment",
  );
  for (const [type, query] of Object.entries(QUERIES)) {
    const ids = items.filter((r) => r.type === type).map((r) => r.id);
    if (ids.length === 0) continue;
    for (const row of await rowsOf(ctx, query(idArray(ids)))) {
      out.set(refKey({ type, id: Number(row.id) }), {
        kinds: kindsFor(type, row),
        createdBy: Number(row.created_by),
        title: String(row.title),
      });
    }
  }
  for (const r of items) if (r.type === "project") out.set(refKey(r), { kinds: [], createdBy: null, title: "" });
  for (const id of commentIds) {
    const facts = out.get(refKey(resolve({ type: "comment", id })));
    if (facts) out.set(refKey({ type: "comment", id }), facts);
  }
  return out;
}

/** The item a comment is on (a reply's too), as the activity of a comment names it. */
export async function commentTargets(ctx: ImportContext, ids: readonly number[]): Promise<Map<number, ItemRef>> {
  if (ids.length === 0) return new Map();
  const rows = (
    (await ctx.tx.execute(
      sql`select id, commentable_type as type, commentable_id as on_id from comments where id = any(${idArray([...ids])}::int[])`,
    )) as unknown as { rows: { id: number; type: string; on_id: number }[] }
  ).rows;
  return new Map(rows.map((r) => [Number(r.id), { type: r.type, id: Number(r.on_id) }]));
}
