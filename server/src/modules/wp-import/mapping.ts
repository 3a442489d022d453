import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { wpImportMappings } from "../../db/schema";

/**
 * The importer's memory (migration 0053): which Cairn row each source row became, and the hash of the source
 * row as last imported. Looked up a page at a time, never loaded whole.
 */
export type Mapped = { cairnTable: string; cairnId: number; hash: string };

export type MappingRow = { sourceTable: string; sourceId: string; cairnTable: string; cairnId: number; hash: string };

/** JSON with sorted keys, so the same row always hashes alike whatever order its columns came in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of a source row and the related facts read with it (its list, assignees, privacy meta …). */
export const hashOf = (value: unknown) => createHash("sha256").update(stable(value)).digest("hex");

const CHUNK = 1000;

export async function lookup(
  tx: Executor,
  sourceTable: string,
  ids: readonly (string | null)[],
): Promise<Map<string, Mapped>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const result = new Map<string, Mapped>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await tx
      .select({
        sourceId: wpImportMappings.sourceId,
        cairnTable: wpImportMappings.cairnTable,
        cairnId: wpImportMappings.cairnId,
        hash: wpImportMappings.sourceHash,
      })
      .from(wpImportMappings)
      .where(
        and(
          eq(wpImportMappings.sourceTable, sourceTable),
          inArray(wpImportMappings.sourceId, wanted.slice(i, i + CHUNK)),
        ),
      );
    for (const r of rows) result.set(r.sourceId, { cairnTable: r.cairnTable, cairnId: r.cairnId, hash: r.hash });
  }
  return result;
}

/** Writes (or moves on) the mappings of rows just created or updated. */
export async function remember(tx: Executor, rows: readonly MappingRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await tx
      .insert(wpImportMappings)
      .values(
        chunk.map((r) => ({
          sourceTable: r.sourceTable,
          sourceId: r.sourceId,
          cairnTable: r.cairnTable,
          cairnId: r.cairnId,
          sourceHash: r.hash,
        })),
      )
      .onConflictDoUpdate({
        target: [wpImportMappings.sourceTable, wpImportMappings.sourceId],
        set: {
          cairnTable: sql`excluded.cairn_table`,
          cairnId: sql`excluded.cairn_id`,
          sourceHash: sql`excluded.source_hash`,
          importedAt: sql`now()`,
        },
      });
  }
}

/** `n` ids taken from a table's serial sequence, so a batch insert knows each row's id without relying on RETURNING's order. */
export async function reserveIds(tx: Executor, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
