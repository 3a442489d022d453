import { type SQL, sql } from "drizzle-orm";

/**
 * How common words are in the two large tables, from PostgreSQL's own statistics (the most common elements
 * ANALYZE keeps for each tsvector column): the share of rows holding each frequent word. A word absent from
 * them is rare. Read with the search's first statement at most once per REFRESH_MS in each process.
 */
export type TableWords = { rows: number; shares: Map<string, number> };
export type WordShares = { tasks: TableWords; comments: TableWords };

const REFRESH_MS = 5 * 60_000;
/** Shares below this never make a word worth scanning for (search/tiers.ts): no need to carry them. */
const KEPT_SHARE = 0.005;

/** Per database (a process may hold several: tests, a second app on the same data): its statistics' copy. */
let cachedBy = new WeakMap<object, { at: number; shares: WordShares }>();

export const wordSharesFresh = (db: object, now = Date.now()) => {
  const cached = cachedBy.get(db);
  return cached !== undefined && now - cached.at < REFRESH_MS;
};
const none = (): TableWords => ({ rows: 0, shares: new Map() });
export const currentWordShares = (db: object): WordShares =>
  cachedBy.get(db)?.shares ?? { tasks: none(), comments: none() };

/**
 * A scalar subquery: {table: {rows, words: {word: share}}} for tasks and comments, `rows` as ANALYZE last
 * counted them (most_common_elem_freqs ends with 3 extras, which the unnest pairs with nulls).
 */
export const wordSharesSql: SQL = sql`(select coalesce(json_object_agg(s.tablename,
      json_build_object('rows', (select c.reltuples from pg_class c where c.oid = s.tablename::regclass), 'words', s.words)),
      '{}'::json) from (
    select st.tablename, (select coalesce(json_object_agg(w.word, w.share), '{}'::json)
      from unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) as w(word, share)
      where w.word is not null and w.share >= ${sql.raw(String(KEPT_SHARE))}) as words
    from pg_stats st where st.schemaname = current_schema() and st.attname = 'search_vector'
      and st.tablename in ('tasks', 'comments')) s)`;

type Read = { rows?: number; words?: Record<string, number> } | undefined;

export function rememberWordShares(db: object, json: unknown, now = Date.now()) {
  const byTable = (json ?? {}) as Record<string, Read>;
  const of = (t: Read): TableWords => ({
    rows: Math.max(0, Number(t?.rows ?? 0)),
    shares: new Map(Object.entries(t?.words ?? {})),
  });
  cachedBy.set(db, { at: now, shares: { tasks: of(byTable.tasks), comments: of(byTable.comments) } });
}

/** For tests: forget what was read, so the next search reads the statistics again. */
export const forgetWordShares = () => {
  cachedBy = new WeakMap();
};

/** The quoted lexemes of a tsquery text as PostgreSQL prints it. */
export const lexemesOf = (tsquery: string) =>
  [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replaceAll("''", "'"));

/**
 * The estimated share of rows one part matches: its forms are alternatives (shares add up); a phrase needs
 * all its words (the rarest bounds it).
 */
export function partShare(tsquery: string, phrase: boolean, shares: Map<string, number>): number {
  const each = lexemesOf(tsquery).map((l) => shares.get(l) ?? 0);
  if (each.length === 0) return 0;
  return Math.min(1, phrase ? Math.min(...each) : each.reduce((a, b) => a + b, 0));
}
