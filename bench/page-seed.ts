/**
 * A small project seeded through the real API for the browser measurement: 100 open tasks in 5 lists of 20
 * (the page's first page of each list, so every one is a row), with what rows show in real use: one to three
 * assignees, dates (some overdue), labels, comment counts, a few private tasks, and some completed tasks.
 */
export const PAGE_ADMIN = {
  email: "page.bench@example.test",
  password: "page-bench-password",
  display_name: "Ada Bench",
  // The server of bench/page-server.ts pins this code (CAIRN_SETUP_CODE), as an automated install would.
  setup_code: "PAGE-BENCH-SETUP",
};

export type Api = {
  post: <T = { id: number }>(path: string, body: unknown) => Promise<T>;
  cookie: string;
  base: string;
};

async function call<T>(
  base: string,
  cookie: string,
  path: string,
  body: unknown,
): Promise<{ data: T; cookie: string }> {
  const res = await fetch(`${base}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${await res.text()}`);
  const set = res.headers.get("set-cookie")?.split(";")[0];
  return { data: ((await res.json()) as { data: T }).data, cookie: set ?? cookie };
}

/** The administrator from the first-run setup, signed in. */
export async function signInAdmin(base: string): Promise<Api> {
  const setup = await call(base, "", "auth/setup", PAGE_ADMIN);
  const { cookie } = setup.cookie ? setup : await call(base, "", "auth/login", PAGE_ADMIN);
  return { cookie, base, post: async (path, body) => (await call(base, cookie, path, body)).data as never };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedPageProject(base: string): Promise<{ projectId: number; openTasks: number }> {
  const api = await signInAdmin(base);
  const people = [];
  for (const name of ["Mia Manager", "Cole Worker", "Ravi Designer", "Lena Writer"]) {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.test`;
    people.push(await api.post("pm/v2/users", { email, display_name: name, password: "password-1234" }));
  }
  const project = await api.post("pm/v2/projects", {
    title: "Website relaunch",
    assignees: people.map((p, i) => ({ user_id: p.id, role_id: i === 0 ? 1 : 2 })),
  });
  const labelPath = `pm-pro/v2/projects/${project.id}/settings/labels`;
  const labels = [
    await api.post(labelPath, { title: "Bug", color: "#e03131" }),
    await api.post(labelPath, { title: "Design", color: "#1971c2" }),
    await api.post(labelPath, { title: "Copy", color: "#fab005" }),
  ];
  const base_ = `pm/v2/projects/${project.id}`;
  let openTasks = 0;
  for (const title of ["Research", "Design", "Build", "Content", "Launch"]) {
    const list = await api.post(`${base_}/task-lists`, { title, description: `<p>Everything about ${title}.</p>` });
    for (let i = 0; i < 22; i++) {
      const n = openTasks + i;
      const task = await api.post(`${base_}/tasks`, {
        task_list_id: list.id,
        title: `${title}: ${["Draft", "Review", "Polish", "Check", "Plan"][n % 5]} part ${i + 1} of the ${title.toLowerCase()} work`,
        assignees: people.slice(n % 3, (n % 3) + 1 + (n % 3)).map((p) => p.id),
        ...(n % 2 === 0 ? { due_date: day((n % 7) - 3) } : {}),
        ...(n % 4 === 0 ? { start_at: day(-5) } : {}),
        privacy: n % 10 === 0,
      });
      if (n % 3 === 0) {
        await api.post(`${base_}/tasks/${task.id}/update`, { task_labels: [labels[n % labels.length].id] });
      }
      if (n % 4 === 1) {
        await api.post(`${base_}/comments`, {
          content: "<p>Looks good.</p>",
          commentable_type: "task",
          commentable_id: task.id,
        });
      }
      // Two tasks of each list are done: the page shows them folded under "Completed (2)".
      if (i >= 20) await api.post(`${base_}/tasks/${task.id}/change-status`, { status: 1 });
    }
    openTasks += 20;
  }
  return { projectId: project.id, openTasks };
}
