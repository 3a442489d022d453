import { tasks } from "../../db/schema";
import type { TestContext, TestUser } from "../../test/harness";

/** The comments tests' workspace: a project with a manager, two co-workers and a client, and one board. */
export function commentsFixture(t: TestContext) {
  const url = (pid: number, rest = "") => `/api/pm/v2/projects/${pid}/comments${rest}`;

  async function setup() {
    const manager = await t.user();
    const worker = await t.user();
    const other = await t.user();
    const client = await t.user();
    const pid = await t.project({ manager, coWorkers: [worker, other], clients: [client] });
    const board = await t.post(`/api/pm/v2/projects/${pid}/discussion-boards`, { title: "Talk" }, { as: manager });
    return { manager, worker, other, client, pid, board: board.body.data.id as number };
  }

  const on = (board: number, content: unknown, extra: Record<string, unknown> = {}) => ({
    content,
    commentable_type: "discussion_board",
    commentable_id: board,
    ...extra,
  });

  async function taskIn(pid: number, as: TestUser, values: { isPrivate?: boolean } = {}) {
    const project = await t.get(`/api/pm/v2/projects/${pid}`, { as });
    const [task] = await t.database.db
      .insert(tasks)
      .values({
        projectId: pid,
        taskListId: project.body.data.inbox_list_id,
        title: "A task",
        createdBy: as.id,
        ...values,
      })
      .returning();
    return task;
  }
  return { url, setup, on, taskIn };
}
