/**
 * Issue 14's speed check: a project of 5,000 tasks (with assignees), 200 lists, 50 milestones and 500 files
 * area entries is built through the API, then duplicated three times; the bench reports each copy's time
 * against the budget (3 s on PostgreSQL, 10 s on the embedded default).
 */
export const DUPLICATE_SHAPE = { lists: 200, tasksPerList: 25, milestones: 50, folders: 50, docsPerFolder: 9 };
export const DUPLICATE_BUDGET_S = { postgres: 3, embedded: 10 } as const;
const RUNS = 3;
const PARALLEL = 8;

type Call = (path: string, body?: unknown) => Promise<{ data: { id: number } }>;

function caller(base: string, cookie: string): Call {
  return async (path, body = {}) => {
    const res = await fetch(`${base}/api/${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { id: number } };
  };
}

/** Runs the calls, a few at a time, and answers their ids in order. */
async function inParallel(count: number, make: (i: number) => Promise<{ data: { id: number } }>) {
  const ids: number[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      ids[i] = (await make(i)).data.id;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return ids;
}

export type DuplicationTiming = { seconds: number[]; built: string };

export async function timeProjectDuplication(base: string, cookie: string): Promise<DuplicationTiming> {
  const post = caller(base, cookie);
  const me = (await (await fetch(`${base}/api/auth/me`, { headers: { cookie } })).json()) as { data: { id: number } };
  const S = DUPLICATE_SHAPE;
  const project = (await post("pm/v2/projects", { title: `Duplication bench ${Date.now()}` })).data.id;
  const p = `pm/v2/projects/${project}`;
  const milestones = await inParallel(S.milestones, (i) => post(`${p}/milestones`, { title: `Milestone ${i}` }));
  const lists = await inParallel(S.lists, (i) =>
    post(`${p}/task-lists`, { title: `List ${i}`, milestone: milestones[i % milestones.length] }),
  );
  await inParallel(S.lists * S.tasksPerList, (i) =>
    post(`${p}/tasks`, {
      title: `Task ${i}`,
      task_list_id: lists[i % lists.length],
      assignees: [me.data.id],
      milestone: i % 3 === 0 ? milestones[i % milestones.length] : undefined,
      due_date: "2027-01-15",
    }),
  );
  const pro = `pm-pro/v2/projects/${project}/files`;
  const folders = await inParallel(S.folders, (i) => post(pro, { type: "folder", title: `Folder ${i}` }));
  await inParallel(S.folders * S.docsPerFolder, (i) =>
    post(pro, {
      type: "doc",
      title: `Doc ${i}`,
      description: "<p>A page of notes.</p>",
      parent: folders[i % folders.length],
    }),
  );
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await post(`pm-pro/v2/duplicate/project/${project}`);
    seconds.push((performance.now() - started) / 1000);
  }
  const tasks = S.lists * S.tasksPerList;
  const files = S.folders * (1 + S.docsPerFolder);
  return { seconds, built: `${tasks} tasks, ${S.lists} lists, ${S.milestones} milestones, ${files} files` };
}
