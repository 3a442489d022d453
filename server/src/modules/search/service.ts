import type { SearchAnswer, SearchHit, SearchModel } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { runCompiled, statementFamily } from "../../db/statements";
import type { ReaderScope } from "../activities/reader-scope";
import { FILE_MODELS } from "./file-groups";
import { type ReaderShape, readerOf, readerShapeOf, readerValues, SEARCH_GROUPS } from "./groups";
import { parseSearch } from "./query-syntax";
import { snippetHtml } from "./snippet";
import { groupStatement, MIN_SCAN_SHARE, SCAN_ROW_COST, TIER_CANDIDATES, type TierPlan } from "./tiers";
import { type SearchQueries, searchQueries, type TableCost } from "./tsquery";
import { valuesCte } from "./values";

export type SearchInput = {
  query: string;
  models: SearchModel[];
  projectId?: number;
  perGroup: number;
  subTasksOff: boolean;
  /** The files module is off: its docs, links and files are not searched (their groups come back empty). */
  filesOff: boolean;
};

type Row = {
  g: number;
  id: number;
  type: SearchHit["type"];
  title: string;
  project_id: number;
  project_title: string;
  task_list_id: number | null;
  task_list_title: string | null;
  parent_id: number | null;
  list_status: number | null;
  score: number;
  snippet: string;
};

const emptyAnswer = (input: SearchInput): SearchAnswer => ({
  data: [],
  meta: {
    per_group: input.perGroup,
    groups: Object.fromEntries(input.models.map((m) => [m, { count: 0, has_more: false }])),
  },
});

/**
 * What the statement's shape depends on besides the reader: near spellings, and which tiers scan for their
 * matches rather than read the GIN index (tiers.ts): those where reading rows in order until TIER_CANDIDATES
 * match is expected to cost less than the index listing every row of every word (a row read costs about
 * SCAN_ROW_COST index entries).
 */
function planOf(queries: SearchQueries, perGroup: number): TierPlan {
  const scan = ({ share, listed }: TableCost) =>
    share >= MIN_SCAN_SHARE && (TIER_CANDIDATES / share) * SCAN_ROW_COST < listed;
  const { exact, near } = queries.share;
  return {
    n: perGroup + 1,
    near: queries.near !== null,
    scan: {
      exact: scan(exact.tasks),
      near: scan(near.tasks),
      exactComments: scan(exact.comments),
      nearComments: scan(near.comments),
    },
  };
}

/**
 * The main statement for these groups, this reader's shape and this plan, its values placeholders: ~20 KB
 * of SQL, so compiled once per shape (building it with drizzle cost ~2.5 ms of CPU). The shape is all the
 * build reads, so it is all the family's key.
 */
const mainStatement = statementFamily((shape: { models: SearchModel[]; reader: ReaderShape; plan: TierPlan }) => {
  const { models, plan } = shape;
  const groups = models.map((model, index) => {
    const group = SEARCH_GROUPS[model];
    return groupStatement(group, index, readerOf(group, shape.reader), plan);
  });
  // Each hit names its project (a duplicate's items are told apart by it): joined once, to the few hits kept.
  return sql`with ${valuesCte()}
    select hits.g, hits.id, hits.type, hits.title, hits.project_id, p.title as project_title, hits.task_list_id,
      hits.task_list_title, hits.parent_id, hits.list_status, hits.score, hits.snippet
    from (${sql.join(groups, sql` union all `)}) as hits(g, id, type, title, project_id, task_list_id,
      task_list_title, parent_id, list_status, tier, score, snippet)
      join projects p on p.id = hits.project_id
    order by hits.g, hits.tier desc, hits.score desc, hits.id desc`;
});

/**
 * Full-text search over the chosen groups, in two statements: the words expanded through the vocabulary
 * (tsquery.ts), then every group at once. Who sees what is part of the SQL (groups.ts readerOf), so a
 * group's hits and its `has_more` count only what the reader may see. Each group asks for one hit more than
 * it shows, to tell whether there are more.
 */
export async function search(db: Db, scope: ReaderScope, input: SearchInput): Promise<SearchAnswer> {
  // While the files module is off its groups are asked for nothing: they answer empty, as every other route of it.
  const models = input.filesOff ? input.models.filter((m) => !(FILE_MODELS as string[]).includes(m)) : input.models;
  if (models.length === 0 || (!scope.everything && scope.projects.length === 0)) return emptyAnswer(input);
  const queries = await searchQueries(db, parseSearch(input.query));
  if (!queries) return emptyAnswer(input);
  const filter = { scope, projectId: input.projectId, subTasksOff: input.subTasksOff };
  const statement = mainStatement({
    models,
    reader: readerShapeOf(filter),
    plan: planOf(queries, input.perGroup),
  });
  const rows = await runCompiled<Row>(db, statement, {
    ...readerValues(filter),
    exact: queries.exact,
    exact_title: queries.exactTitle,
    near: queries.near ?? queries.exact,
    near_title: queries.nearTitle ?? queries.exactTitle,
  });

  const answer = emptyAnswer(input);
  models.forEach((model, index) => {
    // An item found through two comments at different tiers comes once, at its best.
    const seen = new Set<number>();
    const hits = rows.filter((r) => r.g === index && !seen.has(r.id) && seen.add(r.id));
    const shown = hits.slice(0, input.perGroup);
    answer.meta.groups[model] = { count: shown.length, has_more: hits.length > input.perGroup };
    answer.data.push(...shown.map(presentHit));
  });
  return answer;
}

function presentHit(r: Row): SearchHit {
  return {
    type: r.type,
    id: Number(r.id),
    title: r.title,
    project_id: Number(r.project_id),
    project_title: r.project_title,
    task_list_id: r.task_list_id === null ? null : Number(r.task_list_id),
    task_list_title: r.task_list_title,
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    list_status: r.list_status === null ? null : Number(r.list_status),
    snippet: snippetHtml(r.snippet),
    score: Math.round(Number(r.score) * 1000) / 1000,
  };
}
