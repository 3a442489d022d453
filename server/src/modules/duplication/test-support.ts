import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { postForm } from "../../test/forms";
import type { TestContext, TestUser } from "../../test/harness";
import { pngOf } from "../files-area/test-support";

/** Test support for duplication: a project with one of everything, and what it holds, read as titles. */
export function duplicationSupport(t: TestContext) {
  type Rows = Record<string, unknown>[];
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Rows }).rows;

  /**
   * A project's content by what people see, links read as titles (never ids): equal for the original and its
   * copy when everything was copied and every link was rewritten to the matching copied row.
   */
  async function contentOf(pid: number) {
    return {
      members: await rows(sql`select user_id, role_id from project_members where project_id = ${pid} order by 1`),
      settings: await rows(sql`select key, value from settings where project_id = ${pid} order by key`),
      labels: await rows(sql`select title, color, description from labels where project_id = ${pid} order by title`),
      milestones: await rows(sql`select title, description, achieve_date::text, status, "order", is_private
      from milestones where project_id = ${pid} order by title`),
      boards: await rows(sql`select b.title, b.description, b.is_private, m.title as milestone
      from discussion_boards b left join milestones m on m.id = b.milestone_id where b.project_id = ${pid} order by b.title`),
      lists: await rows(sql`select l.title, l.status, l.is_private, l.is_inbox, l."order", m.title as milestone,
      (p.inbox_list_id = l.id) as is_the_inbox
      from task_lists l join projects p on p.id = l.project_id left join milestones m on m.id = l.milestone_id
      where l.project_id = ${pid} order by l.title`),
      tasks: await rows(sql`select t.title, t.description, t.status, t.is_private, t."order", t.estimation,
      t.start_at::text, t.due_date::text, t.priority, t.created_by, l.title as list, m.title as milestone,
      pt.title as parent,
      (select array_agg(user_id order by user_id) from task_assignees a where a.task_id = t.id) as assignees,
      (select array_agg(lb.title order by lb.title) from task_labels tl join labels lb on lb.id = tl.label_id
        where tl.task_id = t.id) as labels
      from tasks t join task_lists l on l.id = t.task_list_id left join milestones m on m.id = t.milestone_id
      left join tasks pt on pt.id = t.parent_id where t.project_id = ${pid} order by t.title`),
      files: await rows(sql`select f.name, f.type, f.fileable_type, f.is_private, f.description, f.url, f.blob_id,
      f.thumb_blob_id, parent.name as folder,
      coalesce(b.title, owner_file.name) as owner
      from files f left join files parent on parent.id = f.parent_id
      left join discussion_boards b on f.fileable_type = 'discussion_board' and b.id = f.fileable_id
      left join files owner_file on f.fileable_type = 'file' and owner_file.id = f.fileable_id
      where f.project_id = ${pid} and f.fileable_type <> 'comment' order by f.name, f.type`),
    };
  }

  /** Rows of the copy that point at another project's rows: none may. */
  async function linksOutside(pid: number) {
    const [row] = await rows(sql`select
    (select count(*) from tasks t join task_lists l on l.id = t.task_list_id where t.project_id = ${pid} and l.project_id <> ${pid})
    + (select count(*) from tasks t join milestones m on m.id = t.milestone_id where t.project_id = ${pid} and m.project_id <> ${pid})
    + (select count(*) from task_lists l join milestones m on m.id = l.milestone_id where l.project_id = ${pid} and m.project_id <> ${pid})
    + (select count(*) from discussion_boards b join milestones m on m.id = b.milestone_id where b.project_id = ${pid} and m.project_id <> ${pid})
    + (select count(*) from task_labels tl join tasks t on t.id = tl.task_id join labels lb on lb.id = tl.label_id where t.project_id = ${pid} and lb.project_id <> ${pid})
    + (select count(*) from task_assignees a join tasks t on t.id = a.task_id where t.project_id = ${pid} and a.project_id <> ${pid})
    + (select count(*) from files f join files p on p.id = f.parent_id where f.project_id = ${pid} and p.project_id <> ${pid})
    + (select count(*) from files f join discussion_boards b on b.id = f.fileable_id where f.fileable_type = 'discussion_board' and f.project_id = ${pid} and b.project_id <> ${pid})
    + (select count(*) from files f join files o on o.id = f.fileable_id where f.fileable_type = 'file' and f.project_id = ${pid} and o.project_id <> ${pid})
    + (select count(*) from files f where f.fileable_type = 'project' and f.project_id = ${pid} and f.fileable_id <> ${pid})
    + (select count(*) from projects p join task_lists l on l.id = p.inbox_list_id where p.id = ${pid} and l.project_id <> ${pid})
    as outside`);
    return Number(row.outside);
  }

  /** A project with one of everything: private items, links between them, uploads, a sub-folder, a label. */
  let projects = 0;
  async function fullProject(boss: TestUser, worker: TestUser, client: TestUser) {
    const title = projects++ === 0 ? "Apollo" : `Apollo ${projects}`;
    const pid = await t.project({ manager: boss, coWorkers: [worker], clients: [client], title });
    const p = `/api/pm/v2/projects/${pid}`;
    const pro = `/api/pm-pro/v2/projects/${pid}`;
    const made = async (url: string, body: Record<string, unknown>, as = boss) => {
      const res = await t.post(url, body, { as });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(201);
      return res.body.data.id as number;
    };
    await t.post(
      `${p}/settings`,
      { settings: [{ key: "capabilities", value: { client: { view_private_task: true } } }] },
      {
        as: boss,
      },
    );
    const label = await made(`${pro}/settings/labels`, { title: "Urgent", color: "#cc0000" });
    const m1 = await made(`${p}/milestones`, { title: "Launch", achieve_date: "2026-12-01" });
    await made(`${p}/milestones`, { title: "Secret milestone", privacy: true });
    const list = await made(`${p}/task-lists`, { title: "Build", milestone: m1 });
    const hidden = await made(`${p}/task-lists`, { title: "Hidden list", privacy: true });
    const task = await made(`${p}/tasks`, {
      title: "Wire it",
      task_list_id: list,
      milestone: m1,
      assignees: [worker.id],
      estimation: 90,
      start_at: "2026-11-02",
      due_date: "2026-11-20",
    });
    await t.post(`${p}/tasks/${task}/update`, { task_labels: [label] }, { as: boss });
    await made(`${p}/tasks`, { title: "Private one", task_list_id: list, privacy: true });
    await made(`${p}/tasks`, { title: "Worker's own", task_list_id: list }, worker);
    const done = await made(`${p}/tasks`, { title: "Done already", task_list_id: hidden });
    await t.post(`${p}/tasks/${done}/change-status`, { status: 1 }, { as: boss });
    await made(`${p}/tasks`, { title: "In the inbox" });
    const board = await made(`${p}/discussion-boards`, { title: "Kick-off", milestone: m1 });
    await made(`${p}/comments`, {
      content: "<p>not copied</p>",
      commentable_type: "discussion_board",
      commentable_id: board,
    });
    const png = await pngOf(40, 30);
    await postForm(
      t,
      `${p}/discussion-boards/${board}/update`,
      {},
      [{ name: "plan.png", content: png, type: "image/png" }],
      boss,
    );
    const folder = await made(`${pro}/files`, { type: "folder", title: "Designs" });
    await made(`${pro}/files`, { type: "doc", title: "Spec", description: "<p>v1</p>", parent: folder });
    await made(`${pro}/files`, { type: "link", title: "Site", url: "https://example.test/" });
    await postForm(
      t,
      `${pro}/files`,
      { type: "pro_file", parent: folder },
      [{ name: "mock.png", content: png, type: "image/png" }],
      boss,
    );
    return { pid, list, hidden, board };
  }

  return { rows, contentOf, linksOutside, fullProject };
}
