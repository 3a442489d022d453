import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { answer, messageUnder, renderForm, submitButton } from "../../../test/form";
import type { TrackedTime } from "../types";
import { UnbilledTimeButton } from "./UnbilledTimeButton";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const person = (id: number, display_name: string) => ({ data: { id, display_name } });
const log = (id: number, who: ReturnType<typeof person>, day: string, minutes: number, custom = false) => ({
  id,
  user: who,
  day,
  total: minutes * 60,
  minutes,
  custom,
});
const cole = person(3, "Cole Worker");
const ada = person(4, "Ada Helper");

/** Two billable tasks of project 2 with unbilled time: Build (three logs), Deploy (one). */
const UNBILLED: TrackedTime = {
  entryTasks: [],
  time_log_ids: [11, 12, 13, 21],
  tasks: [
    {
      task_id: 7,
      task: "Build",
      logs: [log(11, cole, "2026-03-02", 90, true), log(12, ada, "2026-03-03", 45), log(13, cole, "2026-03-04", 20)],
    },
    { task_id: 8, task: "Deploy", logs: [log(21, ada, "2026-03-05", 60)] },
  ],
};

async function open(taken: number[] = []) {
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer({ data: UNBILLED }));
  const onAdd = vi.fn();
  renderForm(<UnbilledTimeButton projectId={2} taken={new Set(taken)} onAdd={onAdd} />);
  fireEvent.click(screen.getByRole("button", { name: "Add unbilled time" }));
  const dialog = await screen.findByRole("dialog", { name: "Add unbilled time" });
  await vi.waitFor(() => expect(within(dialog).queryByLabelText("Loading the unbilled time")).toBeNull());
  return { fetch, onAdd, dialog };
}

describe("adding unbilled time to an invoice", () => {
  it("lists the logs by task with who, which day and how long, asking the project's unbilled time", async () => {
    const { fetch, dialog } = await open();
    expect(String(fetch.mock.calls[0]?.[0])).toContain("pm-pro/v2/projects/2/invoice/tracked-time");
    const build = within(dialog).getByRole("group", { name: "Build" });
    expect(within(build).getAllByRole("checkbox")).toHaveLength(4);
    expect(within(build).getByRole("checkbox", { name: /^Cole Worker, .*2026.*: 1:30$/ })).toBeTruthy();
    expect(build.textContent).toContain("added by hand");
    expect(build.textContent).toContain("2:35");
    expect(submitButton(/^Add 0 lines$/).disabled).toBe(true);
  });

  it("adds one line per task chosen (hours × the rate) and the logs chosen, no more", async () => {
    const { onAdd, dialog } = await open();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "All time of “Build”" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Cole Worker, .*: 0:20$/ }));
    const all = within(dialog).getByRole("checkbox", { name: "All time of “Build”" }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Ada Helper, .*: 1:00$/ }));
    expect(screen.getByTestId("unbilled-summary").textContent).toBe("3 entries chosen · 3:15 h");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Rate per hour" }), { target: { value: "40" } });
    fireEvent.click(submitButton("Add 2 lines"));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith({
      entryTasks: [
        { task_id: 7, task: "Build", amount: "40", hour: "2.25", tax: "0" },
        { task_id: 8, task: "Deploy", amount: "40", hour: "1", tax: "0" },
      ],
      logs: [
        { id: 11, task_id: 7 },
        { id: 12, task_id: 7 },
        { id: 21, task_id: 8 },
      ],
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says under the rate what is not a number, and adds nothing", async () => {
    const { onAdd, dialog } = await open();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "All time of “Deploy”" }));
    const rate = within(dialog).getByRole("textbox", { name: "Rate per hour" });
    fireEvent.change(rate, { target: { value: "forty" } });
    fireEvent.click(submitButton("Add 1 line"));
    expect(messageUnder(rate)).toBe("Must be a number.");
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("leaves out what the invoice already bills, and says when nothing is left", async () => {
    const { dialog } = await open([11, 12]);
    const build = within(dialog).getByRole("group", { name: "Build" });
    expect(within(build).getAllByRole("checkbox")).toHaveLength(2);
    cleanup();
    const none = await open([11, 12, 13, 21]);
    expect(within(none.dialog).getByText("No unbilled billable time in these days.")).toBeTruthy();
    expect(within(none.dialog).queryByRole("group")).toBeNull();
  });
});
