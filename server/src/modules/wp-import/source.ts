import mysql, { type RowDataPacket } from "mysql2/promise";

/**
 * The WordPress database, read only. Dates come as the strings MySQL holds (`dateStrings`): the plugin writes
 * most of them in the site's time zone, some in UTC (decode.ts says which), and MySQL's own session zone would
 * only shift them. Big tables are read a page at a time by id, never whole.
 */
export type SourceRow = Record<string, string | number | null>;

export const PAGE_SIZE = 1000;

/** The tables a free WP Project Manager install always has; a missing one means a wrong prefix or database. */
const REQUIRED = ["pm_projects", "pm_boards", "pm_boardables", "pm_tasks", "pm_role_user", "users", "usermeta"];

export type WpSource = {
  prefix: string;
  /** The prefixed, quoted name of a table (`pm_tasks` → `` `wp_pm_tasks` ``). */
  table(name: string): string;
  /** Whether the prefixed table exists (Pro tables are optional). */
  has(name: string): boolean;
  /** The plugin's tables present, without the prefix (pm_tasks, pm_time_tracker …). */
  pluginTables: string[];
  query(sql: string, params?: unknown[]): Promise<SourceRow[]>;
  /** `select … where <where> and id > ? order by id limit n`, page after page. */
  pages(
    table: string,
    columns: string,
    options?: { where?: string; params?: unknown[]; idColumn?: string; size?: number },
  ): AsyncGenerator<SourceRow[]>;
  /** Rows whose `column` is one of `ids` (a page's related rows), in one query per 1000 ids. */
  whereIn(
    table: string,
    columns: string,
    column: string,
    ids: readonly unknown[],
    extra?: string,
  ): Promise<SourceRow[]>;
  close(): Promise<void>;
};

/** The address as it may be stored and shown: without its password. */
export function redactMysqlUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = "";
    return u.toString();
  } catch {
    return "(not a valid address)";
  }
}

/** The readable reason a connection failed (mysql2's errors carry a code and a message). */
function connectionProblem(err: unknown, url: string): Error {
  const e = err as { code?: string; message?: string };
  return new Error(`Could not read the WordPress database at ${redactMysqlUrl(url)}: ${e.message ?? e.code ?? err}`);
}

export async function openWpSource(url: string, prefix: string): Promise<WpSource> {
  if (!/^[A-Za-z0-9_]{1,40}$/.test(prefix)) throw new Error(`The table prefix "${prefix}" is not valid.`);
  let conn: mysql.Connection;
  try {
    conn = await mysql.createConnection({
      uri: url,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      charset: "utf8mb4",
      connectTimeout: 15_000,
    });
  } catch (err) {
    throw connectionProblem(err, url);
  }
  const [found] = await conn.query<RowDataPacket[]>(
    "select table_name as name from information_schema.tables where table_schema = database()",
  );
  const tables = new Set(found.map((r) => String(r.name ?? r.NAME ?? r.TABLE_NAME)));
  const missing = REQUIRED.filter((t) => !tables.has(`${prefix}${t}`));
  if (missing.length > 0) {
    await conn.end();
    throw new Error(
      `The database ${redactMysqlUrl(url)} has no ${missing.map((t) => prefix + t).join(", ")}: is the prefix "${prefix}" right, and is WP Project Manager installed there?`,
    );
  }
  const table = (name: string) => `\`${prefix}${name}\``;
  const query = async (sql: string, params: unknown[] = []) => {
    const [rows] = await conn.query<RowDataPacket[]>(sql, params);
    return rows as SourceRow[];
  };
  return {
    prefix,
    table,
    has: (name) => tables.has(`${prefix}${name}`),
    pluginTables: [...tables]
      .filter((t) => t.startsWith(`${prefix}pm_`))
      .map((t) => t.slice(prefix.length))
      .sort(),
    query,
    async *pages(name, columns, options = {}) {
      const idColumn = options.idColumn ?? "id";
      const size = options.size ?? PAGE_SIZE;
      const where = options.where ? `(${options.where}) and ` : "";
      let after: string | number = 0;
      for (;;) {
        const rows = await query(
          `select ${columns} from ${table(name)} where ${where}\`${idColumn}\` > ? order by \`${idColumn}\` limit ${size}`,
          [...(options.params ?? []), after],
        );
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < size) return;
        after = rows[rows.length - 1][idColumn] as string | number;
      }
    },
    async whereIn(name, columns, column, ids, extra) {
      const out: SourceRow[] = [];
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += PAGE_SIZE) {
        const chunk = unique.slice(i, i + PAGE_SIZE);
        const also = extra ? ` and (${extra})` : "";
        out.push(...(await query(`select ${columns} from ${table(name)} where \`${column}\` in (?)${also}`, [chunk])));
      }
      return out;
    },
    close: () => conn.end(),
  };
}
