import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import type { Project } from "../../../api/types";
import { answer } from "../../../test/form";
import { automationChanged } from "../assign-preview";
import type { Automation, Column } from "../types";
import { ColumnSettings } from "./ColumnSettings";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const project = {
  id: 4,
  assignees: {
    data: [
      { id: 7, display_name: "Ann Able" },
      { id: 8, display_name: "Ben Baker" },
    ],
  },
} as unknown as Project;

const columnWith = (automation: Automation) =>
  ({
    id: 11,
    title: "Review",
    project_id: 4,
    order: 4,
    header_background: null,
    automation,
    meta: { can_edit: true, can_delete: true },
    task: { data: [], meta: { pagination: { total: 3 } } },
  }) as unknown as Column;

/** The API as the modal meets it: the lists, the preview's count, and the save. */
function serve(cards: number) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/assign-preview")) return answer({ data: { cards } });
    if (url.includes("/update"))
      return answer({ message: "The column has been updated.", data: columnWith({ type: "none" }) });
    return answer({ data: [] });
  });
}

function show(column: Column) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModalsProvider>
          <ColumnSettings project={project} column={column} onClose={onClose} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

async function choosePeople(...names: string[]) {
  fireEvent.click(await screen.findByRole("combobox", { name: "Automation" }));
  // The modal's transition keeps its dropdowns hidden to the accessibility tree in jsdom.
  fireEvent.click(screen.getByRole("option", { hidden: true, name: "Assign people to tasks that land here" }));
  fireEvent.click(screen.getAllByLabelText("People")[0]);
  for (const name of names) fireEvent.click(screen.getByRole("option", { hidden: true, name }));
}

const calls = (fetch: ReturnType<typeof serve>, part: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(part));

describe("the column's 'assign people' automation (issue 46 point 4)", () => {
  it("says how many cards already in the column will get the people; Cancel saves nothing", async () => {
    const fetch = serve(3);
    const onClose = show(columnWith({ type: "none" }));
    await choosePeople("Ann Able", "Ben Baker");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("3 cards already in this column will get these people.")).toBeTruthy();
    expect(String(calls(fetch, "/assign-preview")[0][0])).toBe(
      "/api/pm-pro/v2/projects/4/kanboard/11/assign-preview?users=7%2C8",
    );
    const question = screen.getByRole("dialog", { name: "Assign these people?" });
    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByText(/will get these people/)).toBeNull());
    expect(calls(fetch, "/update")).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves the rule once confirmed, and says '1 card' for one", async () => {
    const fetch = serve(1);
    const onClose = show(columnWith({ type: "none" }));
    await choosePeople("Ann Able");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("1 card already in this column will get these people.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [save] = calls(fetch, "/update");
    expect(JSON.parse(String(save[1]?.body))).toEqual({
      header_background: null,
      automation: { type: "users", users: [7] },
    });
  });

  it("asks nothing when no card would change, nor when the people stay the same", async () => {
    const fetch = serve(0);
    const onClose = show(columnWith({ type: "none" }));
    await choosePeople("Ann Able");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(/will get these people/)).toBeNull();
    cleanup();

    fetch.mockClear();
    const again = show(columnWith({ type: "users", users: [8, 7] }));
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(again).toHaveBeenCalled());
    expect(calls(fetch, "/assign-preview")).toHaveLength(0);
    // The rule unchanged is not sent: a new colour gives nobody's card back people removed from it since.
    expect(JSON.parse(String(calls(fetch, "/update")[0][1]?.body))).toEqual({ header_background: null });
  });
});

describe("automationChanged", () => {
  it("compares the kind and what it names, ids as sets", () => {
    expect(automationChanged({ type: "users", users: [7, 8] }, { type: "users", users: [8, 7] })).toBe(false);
    expect(automationChanged({ type: "users", users: [7] }, { type: "users", users: [7, 8] })).toBe(true);
    expect(automationChanged({ type: "none" }, { type: "users", users: [7] })).toBe(true);
    expect(automationChanged({ type: "todo", lists: [1, 2] }, { type: "todo", lists: [2, 1] })).toBe(false);
    expect(
      automationChanged({ type: "taskStatus", status: "completed" }, { type: "taskStatus", status: "incomplete" }),
    ).toBe(true);
    expect(automationChanged({ type: "done" }, { type: "done" })).toBe(false);
  });
});
