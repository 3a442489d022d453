import type { SQL } from "drizzle-orm";
import type { TaskRelated } from "./related";

/**
 * How one value travels from PostgreSQL to Node inside a task row's JSON array: `json` turns a SQL expression
 * into the arguments of a concat() call writing it as JSON text, `decode` (absent: the JSON value as it is)
 * turns the parsed value into the row's. One concat() per row, not json_build_array: PostgreSQL writes the
 * text several times faster, and JSON.parse reads arrays far faster than the driver reads rows.
 */
type Codec<V> = {
  json: (expr: string) => string;
  decode?: (raw: never) => V;
  /** The aggregate writing a column of these values as one JSON array (array_agg unless said otherwise). */
  column?: (expr: string) => string;
};

export const codec = {
  /** Never null. */
  int: { json: (e) => e } as Codec<number>,
  intOrNull: { json: (e) => `coalesce((${e})::text, 'null')` } as Codec<number | null>,
  text: { json: (e) => `to_json(${e})` } as Codec<string>,
  /** concat() writes booleans as t/f: hence the cast. */
  bool: { json: (e) => `(${e})::text` } as Codec<boolean>,
  /** A `date` column, "YYYY-MM-DD" or null. */
  date: { json: (e) => `coalesce('"' || ${e} || '"', 'null')` } as Codec<string | null>,
  /** A timestamp, on the wire in epoch milliseconds. */
  timestamp: {
    json: (e) => `coalesce(floor(extract(epoch from ${e}) * 1000)::bigint::text, 'null')`,
    decode: (ms: number | null) => (ms === null ? null : new Date(ms)),
    column: (e) => `array_agg(floor(extract(epoch from ${e}) * 1000)::bigint)`,
  } as Codec<Date | null>,
  /** Integers joined by commas (text, or null for none), as a list. */
  idsText: { json: (e) => `'[', ${e}, ']'` } as Codec<number[]>,
  /** An int[] column. */
  intArray: { json: (e) => `'[', array_to_string(${e}, ','), ']'`, column: (e) => `json_agg(${e})` } as Codec<number[]>,
} satisfies Record<string, Codec<unknown>>;

/** One field of a task row: its name in the row, its SQL over the task row `alias`, and how it travels. */
export type RowField<N extends string = string, V = unknown> = {
  name: N;
  sql: (alias: string) => string;
  codec: Codec<V>;
};

const field = <N extends string, V>(name: N, sql: (alias: string) => string, c: Codec<V>): RowField<N, V> => ({
  name,
  sql,
  codec: c,
});

type FieldValue<F> = F extends RowField<string, infer V> ? V : never;
/** The object a list of fields decodes to. */
export type RowOf<F extends readonly RowField[]> = { [K in F[number] as K["name"]]: FieldValue<K> };

/**
 * A row's fields in wire order, generating both ends: `json(alias)` the SQL writing a row as a JSON array,
 * `decode(array)` the object back. The decoder is compiled once from the declaration to one object literal
 * (`{id: t[0], title: t[1], …}`): a loop of keyed stores per field cost several times the hand-written
 * literal it replaces, on reads of hundreds of rows; positions are never written by hand.
 */
export type RowShape<F extends readonly RowField[]> = {
  fields: F;
  json: (alias: string) => string;
  /** The concat() arguments writing the array's elements (json without its brackets), to append more. */
  elements: (alias: string) => string;
  decode: (tuple: readonly unknown[]) => RowOf<F>;
  /** The select list naming each field's SQL after the field (`t.start_at as "startAt"`), for a CTE. */
  selectList: (alias: string) => string;
  /** `elements` over the rows `alias` of a CTE that selectList made. */
  selectedElements: (alias: string) => string;
  /**
   * Many rows as one JSON array per field (`json_build_array(array_agg(p."id"), …)` over the rows `alias`,
   * which a CTE of selectList made), and the rows back: fewer bytes than an array per row, for the calendar.
   */
  columnsJson: (alias: string) => string;
  decodeColumns: (columns: readonly (readonly unknown[])[]) => RowOf<F>[];
  /** This shape followed by more fields (the lists' per-row counts, say). */
  extend: <G extends readonly RowField[]>(more: G) => RowShape<[...F, ...G]>;
};

const identifier = /^[A-Za-z_$][\w$]*$/;

export function rowShape<F extends readonly RowField[]>(fields: F): RowShape<F> {
  for (const f of fields) {
    // A name becomes a SQL column alias and a key of the decoded row: a plain identifier keeps both simple.
    if (!identifier.test(f.name)) throw new Error(`task row field "${f.name}" is not an identifier`);
  }
  // Each codec decodes what its own SQL wrote; the declaration pairs them, so the value is the one it expects.
  const decoders = fields.map((f) => f.codec.decode as ((raw: unknown) => unknown) | undefined);
  // The tuple's positions are the declaration's order, here and in `json` below: nowhere else.
  const decodeAt = (value: (i: number) => unknown) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const decoder = decoders[i];
      row[fields[i].name] = decoder ? decoder(value(i)) : value(i);
    }
    return row as RowOf<F>;
  };
  const decode: RowShape<F>["decode"] = (tuple) => decodeAt((i) => tuple[i]);
  const decodeColumns: RowShape<F>["decodeColumns"] = (columns) =>
    columns[0] === null ? [] : columns[0].map((_, r) => decodeAt((i) => columns[i][r]));
  const elements = (alias: string) => fields.map((f) => f.codec.json(f.sql(alias))).join(`, ',', `);
  return {
    fields,
    json: (alias) => `concat('[', ${elements(alias)}, ']')`,
    elements,
    decode,
    selectList: (alias) => fields.map((f) => `${f.sql(alias)} as "${f.name}"`).join(", "),
    selectedElements: (alias) => fields.map((f) => f.codec.json(`${alias}."${f.name}"`)).join(`, ',', `),
    columnsJson: (alias) =>
      `json_build_array(${fields
        .map((f) => (f.codec.column ?? ((e: string) => `array_agg(${e})`))(`${alias}."${f.name}"`))
        .join(", ")})`,
    decodeColumns,
    extend: (more) => rowShape([...fields, ...more] as const),
  };
}

const column = (name: string) => (alias: string) => `${alias}.${name}`;

/**
 * THE task row as lists, the board and reports show it (presentTaskSummary reads these, and no more). To
 * add a field to every task row: declare it here, then present it (tasks/present.ts) and show it (web).
 */
export const taskSummary = rowShape([
  field("id", column("id"), codec.int),
  field("title", column("title"), codec.text),
  field("status", column("status"), codec.int),
  field("order", column(`"order"`), codec.int),
  field("parentId", column("parent_id"), codec.int),
  field("projectId", column("project_id"), codec.int),
  field("taskListId", column("task_list_id"), codec.int),
  field("milestoneId", column("milestone_id"), codec.intOrNull),
  field("startAt", column("start_at"), codec.date),
  field("dueDate", column("due_date"), codec.date),
  field("completedAt", column("completed_at"), codec.timestamp),
  field("createdBy", column("created_by"), codec.int),
  field("isPrivate", column("is_private"), codec.bool),
  field("typeId", column("type_id"), codec.intOrNull),
] as const);

export type TaskSummaryRow = RowOf<typeof taskSummary.fields>;

/** A field of the given row kind, for rows other than the summary (`field` with a name check). */
export const rowField = field;

/** The summary's fields of these names, in the summary's order, to build a narrower row. */
export const summaryFields = <N extends TaskSummaryField["name"]>(...names: N[]) =>
  taskSummary.fields.filter((f): f is Extract<TaskSummaryField, { name: N }> => names.includes(f.name as N));
type TaskSummaryField = (typeof taskSummary.fields)[number];

/** The summary's field of this name, for a row in an order of its own (the Gantt chart's wire columns). */
export function summaryField<N extends TaskSummaryField["name"]>(name: N): Extract<TaskSummaryField, { name: N }> {
  const found = taskSummary.fields.find((f): f is Extract<TaskSummaryField, { name: N }> => f.name === name);
  // Cannot happen: N is a name of the declaration.
  if (!found) throw new Error(`no task summary field "${name}"`);
  return found;
}

/**
 * What an add-on adds to task rows (sub-task counts, tracked time, custom field values): registered from
 * the add-on's own module, so the base reads them without importing it. `perTask(ids)` is a sub-query over
 * the tasks `ids` (an int[] SQL expression; it may name an outer row's tasks.id, so alias every table) with
 * one row per task that has a value: its `id` and the columns `json(alias)` writes as one JSON value (the
 * arguments of a concat() call). A task without a row has no value: `into` is not called for it.
 */
export type TaskRowAddOn<V = unknown> = {
  /** Unique; also its key in related JSON (tasks/related.ts). */
  name: string;
  perTask: (ids: SQL) => SQL;
  json: (alias: string) => string;
  decode: (raw: never) => V;
  into: (related: TaskRelated, taskId: number, value: V) => void;
};

/** By name, so an app built twice in one process (tests, the bench) registers each once. */
const addOns = new Map<string, TaskRowAddOn>();

/** Called by an add-on as its module registers. */
export function registerTaskRowAddOn<V>(addOn: TaskRowAddOn<V>): void {
  if (!identifier.test(addOn.name)) throw new Error(`task row add-on "${addOn.name}" is not an identifier`);
  addOns.set(addOn.name, addOn as TaskRowAddOn);
}

export const taskRowAddOns = (): readonly TaskRowAddOn[] => [...addOns.values()];
