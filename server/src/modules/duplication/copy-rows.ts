import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Executor, idArray } from "../../db/client";

/** Old ids and the new ids their copies get, position by position. */
export type IdMap = { old: number[]; new: number[] };

/**
 * New ids, from the table's own sequence, for the rows whose ids `ids` selects: one query however many rows,
 * so a copy can point its rows at each other before any is written.
 */
export async function allocateIds(tx: Executor, table: PgTable, ids: SQL): Promise<IdMap> {
  const sequence = `public.${getTableName(table)}`;
  const result = (await tx.execute(
    sql`select s.id as old, nextval(pg_get_serial_sequence(${sequence}, 'id'))::int as new
        from (${ids}) as s(id) order by s.id`,
  )) as unknown as { rows: { old: number; new: number }[] };
  return { old: result.rows.map((r) => Number(r.old)), new: result.rows.map((r) => Number(r.new)) };
}

/** A column of the copy that points at another copied row: read through that row's id map. */
export type Link = {
  column: string;
  map: IdMap /** Where the old value has no copy (0, null): null, or 0. */;
  none?: 0;
};

const columnsOf = (table: PgTable) => Object.values(getTableColumns(table)).map((c) => c.name);
const alias = (i: number) => sql.identifier(`l${i}`);

/** `join unnest(old, new) as lN(old_id, new_id)` for each link: a hash join each, not a query per row. */
const linkJoins = (links: readonly Link[], kind: SQL) =>
  sql.join(
    links.map(
      (l, i) =>
        sql` ${kind} unnest(${idArray(l.map.old)}, ${idArray(l.map.new)}) as ${alias(i)}(old_id, new_id) on ${alias(i)}.old_id = t.${sql.identifier(l.column)}`,
    ),
    sql``,
  );

/** What each column of the copy takes: its `set` SQL, its link's new id, or the old row's value (`t`). */
function copiedValues(table: PgTable, set: Record<string, SQL>, links: readonly Link[]) {
  return columnsOf(table).map((name) => {
    if (name === "id") return sql`m.new_id`;
    if (set[name]) return set[name];
    const at = links.findIndex((l) => l.column === name);
    if (at < 0) return sql`t.${sql.identifier(name)}`;
    return links[at].none === 0 ? sql`coalesce(${alias(at)}.new_id, 0)` : sql`${alias(at)}.new_id`;
  });
}

const insertInto = (table: PgTable) =>
  sql`insert into ${table} (${sql.join(
    columnsOf(table).map((c) => sql.identifier(c)),
    sql`, `,
  )})`;

/**
 * Copies the rows of `map.old` as rows `map.new` in one INSERT … SELECT: every column as it is, except the
 * `set` ones (SQL over the old row, `t`) and the `links`, read through their maps. A column added to the
 * table later is copied as it is unless it is named here (a new link must be added here).
 */
export async function copyRows(
  tx: Executor,
  table: PgTable,
  map: IdMap,
  options: { set?: Record<string, SQL>; links?: Link[] } = {},
): Promise<void> {
  if (map.old.length === 0) return;
  const links = options.links ?? [];
  await tx.execute(sql`${insertInto(table)}
    select ${sql.join(copiedValues(table, options.set ?? {}, links), sql`, `)}
    from ${table} t join unnest(${idArray(map.old)}, ${idArray(map.new)}) as m(old_id, new_id) on m.old_id = t.id
    ${linkJoins(links, sql`left join`)}`);
}

/**
 * Copies the rows of a table without an id of its own (a task's assignees, its labels): those whose linked
 * rows were all copied, each link read through its map.
 */
export async function copyLinkRows(
  tx: Executor,
  table: PgTable,
  links: Link[],
  set: Record<string, SQL> = {},
): Promise<void> {
  if (links.some((l) => l.map.old.length === 0)) return;
  const values = copiedValues(table, set, links).map((v, i) => (columnsOf(table)[i] === "id" ? sql`t.id` : v));
  await tx.execute(sql`${insertInto(table)}
    select ${sql.join(values, sql`, `)} from ${table} t ${linkJoins(links, sql`join`)}`);
}

/** Copies the rows of a table keyed by project and nothing else (members, a department link) to another project. */
export async function copyProjectScoped(tx: Executor, table: PgTable, from: number, to: number): Promise<void> {
  const values = columnsOf(table).map((name) =>
    name === "project_id" ? sql`${to}::int` : sql`t.${sql.identifier(name)}`,
  );
  await tx.execute(
    sql`${insertInto(table)} select ${sql.join(values, sql`, `)} from ${table} t where t.project_id = ${from}`,
  );
}
