import type mysql from "mysql2/promise";

/**
 * Multi-row INSERTs for the scale generator: rows collect per table and go out a few thousand at a time, with
 * at most a couple of statements in flight, so building the next batch (JavaScript) overlaps with MariaDB
 * writing the last one, and memory stays at a few batches whatever the workspace's size.
 */
export const COLUMNS = {
  users:
    "ID, user_login, user_pass, user_nicename, user_email, user_url, user_registered, user_activation_key, user_status, display_name",
  usermeta: "user_id, meta_key, meta_value",
  pm_projects:
    "id, title, description, status, budget, pay_rate, est_completion_date, color_code, `order`, projectable_type, completed_at, created_by, updated_by, created_at, updated_at",
  pm_role_user: "id, user_id, role_id, project_id, assigned_by",
  pm_role_project: "id, project_id, role_id",
  pm_role_project_capabilities: "role_project_id, capability_id",
  pm_role_project_users: "role_project_id, user_id",
  pm_boards:
    "id, title, description, `order`, type, status, is_private, project_id, created_by, updated_by, created_at, updated_at",
  pm_boardables:
    "id, board_id, board_type, boardable_id, boardable_type, `order`, created_by, updated_by, created_at, updated_at",
  pm_meta:
    "id, entity_id, entity_type, meta_key, meta_value, project_id, created_by, updated_by, created_at, updated_at",
  pm_tasks:
    "id, title, description, estimation, start_at, due_date, complexity, priority, payable, recurrent, status, is_private, project_id, parent_id, completed_by, completed_at, created_by, updated_by, created_at, updated_at",
  pm_assignees:
    "id, task_id, assigned_to, status, created_by, updated_by, assigned_at, started_at, completed_at, project_id, created_at, updated_at",
  pm_task_type_task: "type_id, task_id, project_id, list_id",
  pm_comments:
    "id, content, mentioned_users, commentable_id, commentable_type, project_id, created_by, updated_by, created_at, updated_at",
  pm_activities:
    "id, actor_id, action, action_type, resource_id, resource_type, meta, project_id, created_at, updated_at",
} as const;

export type Table = keyof typeof COLUMNS;
export type Cell = string | number | null;

export class BatchWriter {
  private buffers = new Map<Table, Cell[][]>();
  private inFlight: Promise<void>[] = [];
  /** Rows sent per table. */
  readonly written: Partial<Record<Table, number>> = {};

  constructor(
    private readonly conn: mysql.Connection,
    private readonly prefix: string,
    private readonly batchRows = 2000,
    private readonly maxInFlight = 2,
  ) {}

  /** Queues a row; resolves at once unless the table's batch went out and too many are still being written. */
  async add(table: Table, row: Cell[]): Promise<void> {
    let rows = this.buffers.get(table);
    if (!rows) {
      rows = [];
      this.buffers.set(table, rows);
    }
    rows.push(row);
    if (rows.length >= this.batchRows) await this.send(table);
  }

  /** Everything still buffered written, and every statement finished. */
  async finish(): Promise<void> {
    for (const table of [...this.buffers.keys()]) await this.send(table);
    await Promise.all(this.inFlight.splice(0));
  }

  private async send(table: Table): Promise<void> {
    const rows = this.buffers.get(table);
    if (!rows || rows.length === 0) return;
    this.buffers.set(table, []);
    this.written[table] = (this.written[table] ?? 0) + rows.length;
    // mysql2 expands `values ?` with an array of arrays into one multi-row statement, each value escaped.
    const statement = this.conn
      .query(`insert into \`${this.prefix}${table}\` (${COLUMNS[table]}) values ?`, [rows])
      .then(() => undefined);
    // Awaited below (or in finish); this only keeps a failure from being reported as unhandled meanwhile.
    statement.catch(() => undefined);
    this.inFlight.push(statement);
    while (this.inFlight.length > this.maxInFlight) await this.inFlight.shift();
  }
}
