import { sql } from "drizzle-orm";
import type { ImportContext } from "./context";
import { lookup, type MappingRow, remember, reserveIds } from "./mapping";

/** The hash of a mapping made for a Cairn row before its source row was written (boards.ts, the Inbox). */
export const CLAIMED = "";

/** One source row on its way in: its id, the hash of what was read for it, and the Cairn row it makes. */
export type SourceItem<V> = { sourceId: string; hash: string; values: V };

export type WriteSpec<V> = {
  /** The report's kind (tasks, task_lists …) and the mapping's source table (tasks, boards …). */
  kind: string;
  sourceTable: string;
  cairnTable: string;
  items: readonly SourceItem<V>[];
  /** Inserts new rows, each with the id reserved for it. */
  insert(rows: (V & { id: number })[]): Promise<void>;
  /** Overwrites a row whose source changed. */
  update(id: number, values: V): Promise<void>;
};

export type Written = {
  /** Source id → Cairn id of every row now in Cairn (created, updated or unchanged). */
  ids: Map<string, number>;
  created: Set<string>;
  updated: Set<string>;
};

/**
 * The one rule of repeatability: a row seen for the first time is created; a row seen before is written only
 * when its source hash changed, so an edit made in Cairn meanwhile survives an unchanged source; a row deleted
 * in Cairn since is left deleted (and said so).
 */
export async function writeRows<V>(ctx: ImportContext, spec: WriteSpec<V>): Promise<Written> {
  const { tx, report } = ctx;
  const out: Written = { ids: new Map(), created: new Set(), updated: new Set() };
  if (spec.items.length === 0) return out;
  report.count(spec.kind, "read", spec.items.length);
  const known = await lookup(
    tx,
    spec.sourceTable,
    spec.items.map((i) => i.sourceId),
  );
  const alive = await existing(
    ctx,
    spec.cairnTable,
    [...known.values()].filter((m) => m.cairnTable === spec.cairnTable).map((m) => m.cairnId),
  );
  const fresh: SourceItem<V>[] = [];
  const remembered: MappingRow[] = [];
  for (const item of spec.items) {
    const mapped = known.get(item.sourceId);
    if (!mapped || mapped.cairnTable !== spec.cairnTable) {
      fresh.push(item);
      continue;
    }
    if (!alive.has(mapped.cairnId)) {
      report.notice(spec.kind, spec.sourceTable, item.sourceId, "skipped", "deleted in Cairn since the last import");
      continue;
    }
    out.ids.set(item.sourceId, mapped.cairnId);
    if (mapped.hash === item.hash) {
      report.count(spec.kind, "unchanged");
      continue;
    }
    await spec.update(mapped.cairnId, item.values);
    // An empty hash marks a row Cairn made itself and claimed for the source's (the project's Inbox): its first
    // write is the source row coming in.
    const claimed = mapped.hash === CLAIMED;
    (claimed ? out.created : out.updated).add(item.sourceId);
    report.count(spec.kind, claimed ? "created" : "updated");
    remembered.push({ ...mappingOf(spec, item), cairnId: mapped.cairnId });
  }
  const ids = await reserveIds(tx, spec.cairnTable, fresh.length);
  if (fresh.length > 0) {
    await spec.insert(fresh.map((item, i) => ({ ...item.values, id: ids[i] })));
    fresh.forEach((item, i) => {
      out.ids.set(item.sourceId, ids[i]);
      out.created.add(item.sourceId);
      remembered.push({ ...mappingOf(spec, item), cairnId: ids[i] });
    });
    report.count(spec.kind, "created", fresh.length);
  }
  await remember(tx, remembered);
  return out;
}

const mappingOf = <V>(spec: WriteSpec<V>, item: SourceItem<V>) => ({
  sourceTable: spec.sourceTable,
  sourceId: item.sourceId,
  cairnTable: spec.cairnTable,
  hash: item.hash,
});

/** Which of the ids still have their row in the Cairn table. */
export async function existing(ctx: ImportContext, table: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await ctx.tx.execute(
    sql`select id from ${sql.identifier(table)} where id = any(${`{${[...new Set(ids)].join(",")}}`}::int[])`,
  );
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}
