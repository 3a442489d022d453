import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { ParsedSearch, SearchPart } from "./query-syntax";
import {
  currentWordShares,
  partShare,
  rememberWordShares,
  type WordShares,
  wordSharesFresh,
  wordSharesSql,
} from "./word-stats";

/**
 * How a query meets each large table (word-stats.ts): the share of rows it matches, and the rows the GIN
 * index would list to find them (every row holding any of its words).
 */
export type TableCost = { share: number; listed: number };
export type Shares = { tasks: TableCost; comments: TableCost };

/**
 * A search as PostgreSQL text-search queries over the stored vectors of words as written (migration
 * 0014_search.sql). `exact` matches what was typed, each word in every form sharing its stem; `near` adds
 * close spellings and longer words a word begins (trigrams over the vocabulary), and is null when there are
 * none. The `...Title` forms match in titles only (weight A). Exclusions are always exact.
 */
export type SearchQueries = {
  exact: string;
  exactTitle: string;
  near: string | null;
  nearTitle: string | null;
  share: { exact: Shares; near: Shares };
};

type Expanded = { exact: string; near: string };

const keyOf = (p: SearchPart) => `${p.phrase ? "p" : "w"}:${p.text}`;

/** Every lexeme of a query PostgreSQL printed (always quoted, quotes inside doubled) restricted to weight A. */
export const inTitles = (tsquery: string) => tsquery.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:A`);

/**
 * The distinct words and phrases of a search, expanded by the database in one statement, which also reads
 * how common words are when this process's copy is stale.
 */
async function expandParts(db: Executor, parsed: ParsedSearch): Promise<Map<string, Expanded>> {
  const distinct = [...new Map(parsed.flat().map((p) => [keyOf(p), p])).values()];
  // One JSON parameter: drizzle would spread an array into a list of parameters.
  const items = JSON.stringify(distinct.map((p) => [p.text, p.phrase]));
  const stale = !wordSharesFresh(db);
  const result = (await db.execute(
    sql`select e[1] as exact, e[2] as near${stale ? sql`, ${wordSharesSql} as shares` : sql``}
      from jsonb_array_elements(${items}::jsonb) with ordinality as u(item, n),
      lateral cairn_search_item(u.item->>0, (u.item->>1)::boolean) as e order by u.n`,
  )) as unknown as { rows: (Expanded & { shares?: unknown })[] };
  if (stale) rememberWordShares(db, result.rows[0]?.shares);
  return new Map(distinct.map((p, i) => [keyOf(p), result.rows[i]]));
}

/**
 * Builds one query text from the expanded parts: alternatives joined by `|`, the parts of each by `&`; a part
 * that is only stop words drops out, and an alternative left with nothing to look for drops out too.
 */
function compose(parsed: ParsedSearch, expanded: Map<string, Expanded>, form: keyof Expanded, title: boolean) {
  const clauses = parsed.flatMap((clause) => {
    const positive: string[] = [];
    const negative: string[] = [];
    for (const part of clause) {
      const e = expanded.get(keyOf(part));
      const text = part.negated ? e?.exact : e?.[form];
      if (!text) continue;
      if (part.negated) negative.push(`!(${text})`);
      else positive.push(`(${title ? inTitles(text) : text})`);
    }
    return positive.length === 0 ? [] : [`(${[...positive, ...negative].join(" & ")})`];
  });
  return clauses.length === 0 ? null : clauses.join(" | ");
}

/**
 * Alternatives add up; the parts of one must all match (independent words: shares multiply). The GIN index
 * lists every row of every word it looks up.
 */
function shareOf(parsed: ParsedSearch, expanded: Map<string, Expanded>, form: keyof Expanded, words: WordShares) {
  const of = (table: keyof WordShares): TableCost => {
    const { rows, shares } = words[table];
    let share = 0;
    let listed = 0;
    for (const clause of parsed) {
      const positive = clause.filter((p) => !p.negated && expanded.get(keyOf(p))?.[form]);
      if (positive.length === 0) continue;
      const texts = positive.map((p) => expanded.get(keyOf(p))?.[form] ?? "");
      share += positive.reduce((s, p, i) => s * partShare(texts[i], p.phrase, shares), 1);
      listed += texts.reduce((s, text) => s + partShare(text, false, shares), 0) * rows;
    }
    return { share: Math.min(1, share), listed };
  };
  return { tasks: of("tasks"), comments: of("comments") };
}

/** The queries of a search, or null when nothing in it can match (only stop words or punctuation). */
export async function searchQueries(db: Executor, parsed: ParsedSearch): Promise<SearchQueries | null> {
  if (parsed.length === 0) return null;
  const expanded = await expandParts(db, parsed);
  const exact = compose(parsed, expanded, "exact", false);
  if (exact === null) return null;
  const near = compose(parsed, expanded, "near", false);
  const hasNear = near !== null && near !== exact;
  const words = currentWordShares(db);
  return {
    exact,
    exactTitle: compose(parsed, expanded, "exact", true) as string,
    near: hasNear ? near : null,
    nearTitle: hasNear ? compose(parsed, expanded, "near", true) : null,
    share: { exact: shareOf(parsed, expanded, "exact", words), near: shareOf(parsed, expanded, "near", words) },
  };
}
