import type { SearchAnswer, SearchHit } from "@cairn/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { searchKey } from "../api";
import { ALL_GROUPS } from "../groups";
import { HitRow } from "./HitRow";
import { SearchPalette } from "./SearchPalette";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hit = (over: Partial<SearchHit>): SearchHit => ({
  type: "task",
  id: 7,
  title: "Launch plan",
  project_id: 3,
  project_title: "Apollo",
  task_list_id: 5,
  task_list_title: "Backlog",
  parent_id: null,
  list_status: 1,
  snippet: "<mark>Launch</mark> plan",
  score: 6,
  ...over,
});

/** A duplicated project's task beside the original's, and a doc. */
const HITS: SearchAnswer = {
  data: [
    hit({}),
    hit({ id: 8, project_id: 4, project_title: "Apollo copy", task_list_id: 6 }),
    hit({ type: "doc", id: 11, title: "Launch notes", snippet: "<mark>Launch</mark> notes", parent_id: 2 }),
  ],
  meta: { per_group: 5, groups: { tasks: { count: 2, has_more: false }, doc: { count: 1, has_more: false } } },
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The palette over a router, its answer for "launch" already known (no request is made). */
function showPalette() {
  const client = new QueryClient();
  client.setQueryData(searchKey({ query: "launch", models: ALL_GROUPS, perGroup: 5 }), HITS);
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <SearchPalette opened onClose={onClose} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/projects"] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const input = screen.getByRole("combobox");
  fireEvent.change(input, { target: { value: "launch" } });
  return { input, onClose, where: () => screen.getByTestId("where").textContent };
}

describe("the ⌘K palette", () => {
  it("names each task's project and list, so a copy's task is told apart", async () => {
    showPalette();
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Task: Launch planApollo · Backlog",
      "Task: Launch planApollo copy · Backlog",
      "Doc: Launch notesApollo",
    ]);
    // Same-tab links: a plain click is the router's, a Ctrl-click the browser's new tab.
    for (const option of options) expect(option.getAttribute("target")).toBeNull();
  });

  it("opens the chosen hit in this tab with Enter, after the arrows moved to it", async () => {
    const opened = vi.spyOn(window, "open").mockReturnValue(null);
    const { input, onClose, where } = showPalette();
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe("global-search-hit-1");
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(where()).toBe("/projects/4/task-lists/tasks/8"));
    expect(opened).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("opens it in a new tab with Ctrl+Enter or ⌘+Enter, staying where it is", async () => {
    const opened = vi.spyOn(window, "open").mockReturnValue(null);
    const { input, where } = showPalette();
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter", ctrlKey: true });
    expect(opened).toHaveBeenLastCalledWith("/projects/3/files/2/doc/11", "_blank", "noopener,noreferrer");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter", metaKey: true });
    expect(opened).toHaveBeenLastCalledWith("/projects/3/task-lists/tasks/7", "_blank", "noopener,noreferrer");
    expect(where()).toBe("/projects");
  });

  it("says which keys do what", async () => {
    showPalette();
    expect(await screen.findByText(/Enter opens · Ctrl\+Enter opens in a new tab/)).toBeTruthy();
  });
});

describe("a project search panel's hit", () => {
  it("opens in a new tab (spec) and names a task's list only", () => {
    const client = new QueryClient();
    const router = createMemoryRouter([{ path: "*", element: <HitRow hit={hit({})} inProject /> }]);
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const link = screen.getByRole("option");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("href")).toBe("/projects/3/task-lists/tasks/7");
    expect(screen.getByTestId("search-hit-place").textContent).toBe("Backlog");
  });
});
