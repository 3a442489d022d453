import { type SQL, sql } from "drizzle-orm";
import { customValueTier } from "./custom-values";
import type { Reader, SearchGroup } from "./groups";
import { value } from "./values";

/**
 * How far a tier looks: it ranks at most this many of its matches, the first found. Ranking every match of a
 * common word (12,000 tasks for one word of the large dataset) costs tens of milliseconds; among more than
 * this many matches of the same tier, the first found are as good as any.
 */
export const TIER_CANDIDATES = 50;
/**
 * Scanning for matches (rows read in project order until enough match) beats the GIN index for a common word:
 * the first thousand rows hold enough matches, while the index lists every one of tens of thousands
 * (search/service.ts planOf). A task's row is read from its covering index (tasks_search_scan_idx, migration
 * 0039) at ~0.2 us, and the GIN index lists an entry at 0.025-0.06 us and then visits the rows it found:
 * reading a row costs about SCAN_ROW_COST index entries (16 while rows were read from the table). Below
 * MIN_SCAN_SHARE the estimate is too rough to risk reading a whole table.
 */
export const SCAN_ROW_COST = 6;
export const MIN_SCAN_SHARE = 0.01;

/** Marks around matched words in ts_headline's output (private-use characters, removed from the text first). */
export const MARK_OPEN = "\uE000";
export const MARK_CLOSE = "\uE001";
const MARKS = `StartSel=${MARK_OPEN}, StopSel=${MARK_CLOSE}`;
const TITLE_HEADLINE = `'HighlightAll=true, ${MARKS}'`;
const BODY_HEADLINE = `'MaxWords=24, MinWords=10, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … ", ${MARKS}'`;

/** Tiers, best first: exact words before near spellings, then titles before bodies before comments. */
const TIER = { exactTitle: 6, exactBody: 5, exactComment: 4, nearTitle: 3, nearBody: 2, nearComment: 1 } as const;

/** The statement's shape beyond the reader: whether near spellings are searched, and what is scanned for. */
export type TierPlan = {
  /** Hits a group asks for: per_group, plus one to tell whether there are more. */
  n: number;
  near: boolean;
  scan: { exact: boolean; near: boolean; exactComments: boolean; nearComments: boolean };
};
type Query = "exact" | "exact_title" | "near" | "near_title";

const q = (name: Query) => value(name);
const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const raw = (text: string | number) => sql.raw(String(text));
/** A vector the GIN index cannot serve: rows are then read in table or project order until enough match. */
const unindexed = (vector: string) => raw(`coalesce(${vector}, ''::tsvector)`);
/**
 * How many hits a group asks for (`n`, per_group plus one) and how many candidates a tier ranks (`cap`:
 * TIER_CANDIDATES, or more when the group shows more), written into the statement: a value used by every tier
 * was ~70 InitPlans, which PostgreSQL sets up on every execution.
 */
type Limits = { n: SQL; cap: SQL };
const limitsOf = (plan: TierPlan): Limits => ({
  n: raw(Math.trunc(plan.n)),
  cap: raw(Math.max(TIER_CANDIDATES, Math.trunc(plan.n))),
});

/** Score: the tier, plus PostgreSQL's cover-density rank scaled below 1 (shorter and denser is better). */
const score = (tier: number, vector: string, query: Query) =>
  sql`${raw(tier)} + 0.99 * ts_rank_cd(${raw(vector)}, ${q(query)}, 33)`;

/** A tier: its matches on the vector searched (an item's, or a comment's), and for comments, on their item. */
type Tier = {
  tier: number;
  match: (vector: SQL) => SQL[];
  item?: SQL[];
  query: Query;
  scan: boolean;
  /**
   * A small table's title and body matches in one pass (tiersOf): `tier` for those whose title meets
   * `title`, `bodyTier` for the rest, the best kept first among the candidates.
   */
  split?: { title: Query; bodyTier: number };
};

/**
 * Up to TIER_CANDIDATES rows of `select` from `from` (over `x`, and `c` for comments), scanned project by
 * project (the reader's, or every project for a global manager), each through the covering index (project,
 * id) so that tasks are read from it alone. One walk over the whole index, ordered by it, was left to the
 * planner's costs: PostgreSQL 15 sorted a workspace of 16,000 tasks instead.
 */
function scanned(g: SearchGroup, r: Reader, select: string, from: SQL, where: SQL[], cap: SQL): SQL {
  const all = and([...where, ...r.conditions]);
  const projects = r.scoped ? sql`unnest(${value("projects")}) as p(id)` : sql`(select id from projects order by id) p`;
  return sql`select m.* from ${projects} cross join lateral (
      select ${raw(select)} from ${from} where ${g.projectColumn} = p.id and ${all} limit ${cap}) m
    limit ${cap}`;
}

/**
 * Items matching in their own title or body, ranked among the candidates. Through the GIN index, the matches
 * are found first (OFFSET 0 keeps the reader's conditions out): offered the project condition, a generic plan
 * walked the reader's projects through the covering index instead, 2 ms for a word with no exact match.
 */
function itemTier(g: SearchGroup, r: Reader, limits: Limits, t: Tier): SQL {
  const tier = t.split
    ? `case when x.search_vector @@ sv.w_${t.split.title} then ${t.tier} else ${t.split.bodyTier} end`
    : String(t.tier);
  const found = t.scan
    ? scanned(
        g,
        r,
        `x.id, x.search_vector, ${tier} as tier`,
        sql`${g.table} x`,
        t.match(unindexed("x.search_vector")),
        limits.cap,
      )
    : sql`select x.id, x.search_vector, ${raw(tier)} as tier from (
          select * from ${g.table} x where ${and(t.match(raw("x.search_vector")))} offset 0) x
        where ${and([...r.conditions, raw("true")])} ${raw(t.split ? "order by tier desc" : "")} limit ${limits.cap}`;
  return sql`(select x.id, null::int as comment_id, x.tier, ${score(0, "x.search_vector", t.query)} + x.tier as score,
      null::int as value_field
    from (${found}) x order by score desc, x.id desc limit ${limits.n})`;
}

/**
 * Items found through their comments, each item once with its best comment. Replies (comments on comments,
 * which only the API makes) are left out: following them doubled the cost of planning the statement. The
 * comment's type is written out, not a parameter, so the partial indexes apply. Through the index, the
 * comments are found first (OFFSET 0 keeps them apart): left to itself, a generic plan, blind to how rare the
 * word is, walked every task of the project and its comments instead (15 ms for a project of 2,000 tasks).
 */
function commentTier(g: SearchGroup, r: Reader, limits: Limits, t: Tier): SQL {
  const type = raw(`'${g.commentType}'`);
  const select = "x.id, c.id as comment_id, c.search_vector";
  const item = t.item ?? [];
  const found = t.scan
    ? scanned(
        g,
        r,
        select,
        sql`${g.table} x join comments c on c.commentable_type = ${type} and c.commentable_id = x.id`,
        [...t.match(unindexed("c.search_vector")), ...item],
        limits.cap,
      )
    : sql`select ${raw(select)} from (
          select c.id, c.commentable_id, c.search_vector from comments c
          where c.commentable_type = ${type} and ${and(t.match(raw("c.search_vector")))} offset 0) c
        join ${g.table} x on x.id = c.commentable_id
        where ${and([...item, ...r.conditions, raw("true")])} limit ${limits.cap}`;
  return sql`(select id, comment_id, tier, score, null::int as value_field from (
      select distinct on (m.id) m.id, m.comment_id, ${raw(t.tier)} as tier, ${score(t.tier, "m.search_vector", t.query)} as score
      from (${found}) m order by m.id, score desc) d
    order by score desc, id desc limit ${limits.n})`;
}

const has = (v: SQL, query: Query) => sql`${v} @@ ${q(query)}`;
const hasNot = (v: SQL, query: Query) => sql`not (${v} @@ ${q(query)})`;
const itemVector = raw("x.search_vector");

/** Items found through comments: on what was typed, then (with near spellings) on those alone. */
function commentTiers(g: SearchGroup, r: Reader, limits: Limits, near: boolean, scan: TierPlan["scan"]) {
  const exact = commentTier(g, r, limits, {
    tier: TIER.exactComment,
    match: (v) => [has(v, "exact")],
    item: [hasNot(itemVector, "exact")],
    query: "exact",
    scan: scan.exactComments,
  });
  if (!near) return { exact };
  return {
    exact,
    near: commentTier(g, r, limits, {
      tier: TIER.nearComment,
      match: (v) => [has(v, "near"), hasNot(v, "exact")],
      item: [hasNot(itemVector, "near")],
      query: "near",
      scan: scan.nearComments,
    }),
  };
}

/** Tiers in order, best first: a later one runs only while the group is not full. */
function tiersOf(g: SearchGroup, r: Reader, plan: TierPlan, limits: Limits): SQL[] {
  // Only the large tables are worth scanning; lists, milestones, discussions and projects are few.
  const scan =
    g.model === "tasks" ? plan.scan : { exact: false, near: false, exactComments: false, nearComments: false };
  const comments = commentTiers(g, r, limits, plan.near, scan);
  const x = itemVector;
  if (g.model !== "tasks") {
    // Lists, milestones, discussions, docs, links, files and projects: each title and body pair in one pass.
    // As separate tiers they made most of the statement's ~200 plan nodes, which PostgreSQL sets up on every
    // execution whether they run or not: the four small groups cost more than the tasks.
    const exact = [
      itemTier(g, r, limits, {
        tier: TIER.exactTitle,
        split: { title: "exact_title", bodyTier: TIER.exactBody },
        match: (v) => [has(v, "exact")],
        query: "exact",
        scan: false,
      }),
      comments.exact,
    ];
    if (!comments.near) return exact;
    const near = itemTier(g, r, limits, {
      tier: TIER.nearTitle,
      split: { title: "near_title", bodyTier: TIER.nearBody },
      match: (v) => [has(v, "near"), hasNot(x, "exact")],
      query: "near",
      scan: false,
    });
    return [...exact, near, comments.near];
  }
  // Tasks found through a custom field's text rank with those found in their body (custom-values.ts).
  const values = (tier: number, query: Query, match: (v: SQL) => SQL[], item: SQL[]) =>
    customValueTier(r, { tier, match, item, score: score(tier, "m.search_vector", query), ...limits });
  const exact = [
    itemTier(g, r, limits, {
      tier: TIER.exactTitle,
      match: (v) => [has(v, "exact_title")],
      query: "exact",
      scan: scan.exact,
    }),
    itemTier(g, r, limits, {
      tier: TIER.exactBody,
      match: (v) => [has(v, "exact"), hasNot(x, "exact_title")],
      query: "exact",
      scan: scan.exact,
    }),
    values(TIER.exactBody, "exact", (v) => [has(v, "exact")], [hasNot(x, "exact")]),
    comments.exact,
  ];
  if (!comments.near) return exact;
  return [
    ...exact,
    itemTier(g, r, limits, {
      tier: TIER.nearTitle,
      match: (v) => [has(v, "near_title"), hasNot(x, "exact")],
      query: "near",
      scan: scan.near,
    }),
    itemTier(g, r, limits, {
      tier: TIER.nearBody,
      match: (v) => [has(v, "near"), hasNot(x, "near_title"), hasNot(x, "exact")],
      query: "near",
      scan: scan.near,
    }),
    values(TIER.nearBody, "near", (v) => [has(v, "near"), hasNot(v, "exact")], [hasNot(x, "near")]),
    comments.near,
  ];
}

/**
 * One group's hits as one SELECT: its tiers one after the other under one LIMIT, so PostgreSQL runs a later
 * tier only while the earlier ones have not filled the group (a common word never reaches the near
 * spellings); then each hit's columns and its passage, only for the hits kept (the statement names `vals`,
 * valuesCte).
 */
export function groupStatement(g: SearchGroup, index: number, r: Reader, plan: TierPlan): SQL {
  const limits = limitsOf(plan);
  const tiers = tiersOf(g, r, plan, limits);
  // `near` is the exact query when there are no near spellings (service.ts).
  const headlineQuery = sql`(case when h.tier >= ${raw(TIER.exactComment)} then sv.w_exact else sv.w_near end)`;
  const strip = `translate(%s, '${MARK_OPEN}${MARK_CLOSE}', '')`;
  const plain = (html: string) => raw(`regexp_replace(${strip.replace("%s", html)}, '<[^>]*>', ' ', 'g')`);
  // Only tasks have custom fields: the other groups' statements leave their join out.
  const values = g.model === "tasks";
  const valueSnippet = values
    ? sql`when h.value_field is not null then ts_headline('cairn_words', ${raw(strip.replace("%s", "cv.text_value"))}, ${headlineQuery}, ${raw(BODY_HEADLINE)})`
    : sql``;
  const snippet = sql`case
      when h.tier in (${raw(TIER.exactTitle)}, ${raw(TIER.nearTitle)}) then
        ts_headline('cairn_words', ${raw(strip.replace("%s", g.titleColumn))}, ${headlineQuery}, ${raw(TITLE_HEADLINE)})
      ${valueSnippet}
      when h.comment_id is null then ts_headline('cairn_words', ${plain(g.bodyColumn)}, ${headlineQuery}, ${raw(BODY_HEADLINE)})
      else ts_headline('cairn_words', ${plain("c.content")}, ${headlineQuery}, ${raw(BODY_HEADLINE)}) end`;
  return sql`(select ${raw(index)} as g, x.id, ${g.hitColumns}, h.tier, h.score, ${snippet} as snippet
    from vals sv cross join lateral (select * from (${sql.join(tiers, sql` union all `)}) t limit ${limits.n}) h
      join ${g.table} x on x.id = h.id left join comments c on c.id = h.comment_id
      ${values ? sql`left join task_custom_values cv on cv.task_id = h.id and cv.field_id = h.value_field` : sql``})`;
}
