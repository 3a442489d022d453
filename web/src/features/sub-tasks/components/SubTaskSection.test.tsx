import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { meKey } from "../../../api/me";
import { type AddOnModule, modulesKey } from "../../../api/modules";
import type { Project } from "../../../api/types";
import type { Task } from "../../tasks/types";
import { SubTaskSection } from "./SubTaskSection";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const project = { id: 3, meta: { can_edit: true }, assignees: { data: [] } } as unknown as Project;

const taskOf = (id: number, title: string, extra: Partial<Task> = {}) =>
  ({
    id,
    title,
    status: 0,
    order: id,
    parent_id: 0,
    project_id: 3,
    task_list_id: 2,
    created_by: 1,
    due_date: null,
    start_at: null,
    assignees: { data: [] },
    task_list: { data: { id: 2, title: "Launch", status: 1 } },
    meta: { privacy: false, can_edit: true, can_delete: true, can_complete: true, total_comment: 0 },
    ...extra,
  }) as unknown as Task;

const parent = taskOf(5, "Ship the release");
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const page = (data: Task[]) => ({
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 1000, current_page: 1, total_pages: 1 } },
});

/** The section of `parent` with its sub-tasks answered by `subTasks`; every call is recorded. */
function show(initial: Task[], modules: AddOnModule[] = []) {
  let subTasks = initial;
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const status = /tasks\/(\d+)\/change-status$/.exec(url);
    if (status) {
      const id = Number(status[1]);
      const { status: next } = JSON.parse(String(init?.body));
      subTasks = subTasks.map((s) => (s.id === id ? { ...s, status: next } : s));
      return json({ message: "Done.", data: subTasks.find((s) => s.id === id) });
    }
    if (init?.method === "POST") return json({ message: "Done.", data: taskOf(9, "x") }, 201);
    if (url.startsWith("/api/pm-pro/v2/tasks/5/sub-tasks")) return json(page(subTasks));
    return json({ data: parent });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(modulesKey, modules);
  client.setQueryData(meKey, { id: 1, capabilities: { manage: false, admin: false } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <SubTaskSection task={parent} project={project} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

const posts = (fetch: ReturnType<typeof show>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

describe("SubTaskSection", () => {
  it("says when a task has no sub-tasks yet", async () => {
    show([]);
    expect(await screen.findByText("No sub-tasks yet.")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("lists the sub-tasks with their progress", async () => {
    show([taskOf(11, "Write notes", { status: 1 }), taskOf(12, "Tag the build")]);
    expect(await screen.findByText("Write notes")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "1 of 2 sub-tasks done" })).toBeTruthy();
    expect(screen.getByTestId("sub-task-progress-text").textContent).toBe("1/2");
  });

  it("adds a sub-task with a title and Enter", async () => {
    const fetch = show([]);
    const input = await screen.findByRole("textbox", { name: "New sub-task" });
    fireEvent.change(input, { target: { value: "  Write notes " } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await vi.waitFor(() =>
      expect(posts(fetch)).toEqual([
        ["/api/pm-pro/v2/tasks/5/sub-tasks", { title: "Write notes", assignees: [], due_date: null }],
      ]),
    );
    // Ready for the next one.
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe(""));
  });

  it("completes a sub-task with its checkbox, and the progress follows at once", async () => {
    const fetch = show([taskOf(11, "Write notes"), taskOf(12, "Tag the build")]);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Mark “Write notes” complete" }));
    expect(await screen.findByRole("progressbar", { name: "1 of 2 sub-tasks done" })).toBeTruthy();
    await vi.waitFor(() =>
      expect(posts(fetch)).toEqual([["/api/pm/v2/projects/3/tasks/11/change-status", { status: 1 }]]),
    );
  });

  it("is absent, and asks nothing, while the sub-tasks module is off", () => {
    const off: AddOnModule = { path: "sub-tasks", name: "Sub-tasks", description: "", thumbnail: null, enabled: false };
    const fetch = show([taskOf(11, "Write notes")], [off]);
    expect(screen.queryByTestId("sub-tasks")).toBeNull();
    expect(screen.queryByText("Sub-tasks")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is absent on a sub-task, which cannot have its own", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const client = new QueryClient();
    client.setQueryData(modulesKey, []);
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <SubTaskSection task={taskOf(11, "Write notes", { parent_id: 5 })} project={project} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.queryByTestId("sub-tasks")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
