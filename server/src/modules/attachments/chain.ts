import { type SQL, sql } from "drizzle-orm";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";

/** Folders nest at most this deep; a longer chain is cut (and so reads as broken, hence invisible). */
export const MAX_FOLDER_DEPTH = 200;

/** One files-area entry of a chain: the entry itself first, then each folder above it. */
export type ChainLink = {
  id: number;
  parentId: number;
  name: string;
  type: string;
  isPrivate: boolean;
  createdBy: number;
};

export type ChainTuple = [
  id: number,
  parentId: number,
  name: string,
  type: string,
  isPrivate: boolean,
  createdBy: number,
];

/**
 * `with recursive chain(...)`: a files-area entry (none when the id is not an entry of this project) and its
 * folders up to the top level, each with its depth (0 for the entry). The walk stops at a folder that is not
 * there, so a chain that does not reach the top level ends on a link whose parent is not 0. Each folder is read
 * by its key (the LIMIT keeps the lookup a nested one): joined, the planner hashed every file of the project
 * at each step, which a search paid once per candidate.
 */
export const entryChainCte = (projectId: SQL, id: SQL) => sql`
    with recursive chain(id, parent_id, name, type, is_private, created_by, project_id, depth) as (
      select id, parent_id, name, type, is_private, created_by, project_id, 0 from files
        where id = ${id} and project_id = ${projectId} and fileable_type = 'project'
      union all
      select f.id, f.parent_id, f.name, f.type, f.is_private, f.created_by, f.project_id, c.depth + 1
        from chain c cross join lateral (select * from files f where f.id = c.parent_id limit 1) f
        where c.parent_id <> 0 and f.project_id = ${projectId} and f.fileable_type = 'project'
          and f.type = 'folder' and c.depth < ${sql.raw(String(MAX_FOLDER_DEPTH))}
    )`;

/**
 * A files-area entry and its folders up to the top level, nearest first, as a json array of ChainTuples (null
 * when the id is not an entry of this project), by one recursive sub-query: a statement's own value, or a
 * column of the folder page's statement (queries.ts), which saves the page a round trip.
 */
export const entryChainSql = (projectId: SQL, id: SQL) => sql<ChainTuple[] | null>`(${entryChainCte(projectId, id)}
    select json_agg(json_build_array(id, parent_id, name, type, is_private, created_by) order by depth) from chain)`;

export const chainFromJson = (tuples: ChainTuple[] | null): ChainLink[] =>
  (tuples ?? []).map(([id, parentId, name, type, isPrivate, createdBy]) => ({
    id,
    parentId,
    name,
    type,
    isPrivate,
    createdBy,
  }));

/** A files-area entry and its folders up to the top level, nearest first; empty when not an entry of this project. */
export async function loadEntryChain(db: Executor, projectId: number, id: number): Promise<ChainLink[]> {
  const result = (await db.execute(
    sql`select ${entryChainSql(sql`${projectId}::int`, sql`${id}::int`)} as chain`,
  )) as unknown as {
    rows: { chain: ChainTuple[] | null }[];
  };
  return chainFromJson(result.rows[0]?.chain ?? null);
}

/**
 * An entry is visible when it and every folder above it are: a private folder hides what it holds,
 * whoever created that. A chain that does not reach the top level is treated as not there.
 */
export function chainVisible(access: ProjectAccess, chain: readonly ChainLink[]): boolean {
  if (chain.length === 0 || chain[chain.length - 1].parentId !== 0) return false;
  return chain.every((link) => policy.view(access, "file", link));
}

/** Private itself or inside a private folder: what activity rows and attachment flags record. */
export const chainPrivate = (chain: readonly ChainLink[]) => chain.some((link) => link.isPrivate);
